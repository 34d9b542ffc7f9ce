/**
 * Finds blocked items (scripts, frames, images, stylesheets written inert by
 * the page) in the document and in open shadow roots, now and later, and
 * activates those the visitor allowed, each exactly once (CCH §4).
 */
import { CONSENT } from '../constants/consent.js';
import { onFrame } from '../frame/index.js';
import { warnOnce } from '../log/index.js';
import { cloneScript, insertScript } from './activate.js';
import { addPlaceholder } from './placeholder.js';
import { onShadowRoot } from './shadow.js';
import { type BlockedItem, CATEGORIES, type Category } from './types.js';

export interface BlockerOptions {
  /** Whether the visitor's consent allows the item now. */
  allowed(item: BlockedItem): boolean;
  /** The category of an item that names only a service. */
  categoryOf(service: string): Category;
  placeholderText(item: BlockedItem): string;
  buttonLabel(item: BlockedItem): string;
  /** The placeholder's button was pressed. */
  onAccept(item: BlockedItem): void;
  /** Rescan every CONSENT.rescanInterval ms, for content that arrives without a DOM insertion we can see. */
  ajaxBlocking: boolean;
  /** After an item went live (a script: after it loaded or failed). */
  onActivated?(item: BlockedItem): void;
}

export interface Blocker {
  /** Finds items under `root` (default: the document); also watches `root` when it is a shadow root. */
  scan(root?: Node): void;
  /** Activates every allowed item not yet activated. From the first call on, items found later are activated as found. */
  apply(): void;
  items(): BlockedItem[];
  stop(): void;
}

export const ACTIVATED = 'activated';

/** The kind of blocked item `el` is, if it is one that is still inert. */
export function blockedKind(el: Element): BlockedItem['kind'] | undefined {
  if (el.getAttribute('data-pb-consent') === ACTIVATED) return;
  if (!el.hasAttribute('data-category') && !el.hasAttribute('data-service')) return;
  const t = el.localName;
  if (t === 'script') return el.getAttribute('type') === 'text/plain' ? t : undefined;
  if (t === 'iframe' || t === 'img') return el.hasAttribute('data-src') ? t : undefined;
  if (t === 'link' && el.hasAttribute('data-href')) return t;
}

const OBSERVE = { childList: true, subtree: true };

export function createBlocker(doc: Document, opts: BlockerOptions): Blocker {
  const list: BlockedItem[] = [];
  const known = new WeakSet<Element>();
  const started = new WeakSet<BlockedItem>();
  const notices = new WeakMap<BlockedItem, HTMLElement>();
  const hid = new WeakSet<BlockedItem>();
  const loaded: HTMLScriptElement[] = [];
  let parked: [BlockedItem, string][] = [];
  let chain: Promise<void> = Promise.resolve();
  let applied = false;
  let stopped = false;

  const itemOf = (el: Element, kind: BlockedItem['kind']): BlockedItem => {
    const service = el.getAttribute('data-service') ?? '';
    const raw = el.getAttribute('data-category');
    let category = raw as Category;
    if (!CATEGORIES.includes(category)) {
      // The strictest reading: an unknown category waits for marketing consent.
      if (raw || !service)
        warnOnce(`<${kind}> attribute "data-category"`, `"${raw}" is not a category; treated as marketing`);
      category = service ? opts.categoryOf(service) : 'marketing';
    }
    return { element: el as BlockedItem['element'], kind, category, service };
  };

  const finish = (it: BlockedItem): void => {
    notices.get(it)?.remove();
    if (hid.has(it)) it.element.hidden = false;
    it.element.setAttribute('data-pb-consent', ACTIVATED);
    opts.onActivated?.(it);
  };

  const ready = (waitfor: string): boolean => loaded.some((s) => s.id === waitfor || s.src.includes(waitfor));

  // The parser may hand us a script before its text is complete; wait until it is done.
  const parsed = (): Promise<unknown> | undefined =>
    doc.readyState === 'loading'
      ? new Promise((r) => doc.addEventListener('DOMContentLoaded', r, { once: true }))
      : undefined;

  const run = async (it: BlockedItem): Promise<void> => {
    await parsed();
    const old = it.element as HTMLScriptElement;
    if (!old.isConnected) return;
    const s = cloneScript(old, old.dataset.type);
    s.setAttribute('data-pb-consent', ACTIVATED);
    const ok = await insertScript(s, () => old.replaceWith(s), it.service || it.category);
    it.element = s;
    if (ok) {
      loaded.push(s);
      const go = parked.filter(([, w]) => ready(w));
      parked = parked.filter((p) => !go.includes(p));
      for (const [next] of go) queue(next);
    }
    finish(it);
  };

  // One chain for every script: each waits for the previous one to load, as the parser would.
  const queue = (it: BlockedItem): void => {
    chain = chain.then(() => run(it)).catch((e) => reportError(e));
  };

  const activate = (it: BlockedItem): void => {
    started.add(it);
    const el = it.element;
    const d = el.dataset;
    if (it.kind === 'script') {
      const waitfor = d.waitfor;
      if (waitfor && !ready(waitfor)) parked.push([it, waitfor]);
      else queue(it);
      return;
    }
    if (it.kind === 'link') (el as HTMLLinkElement).href = d.href ?? '';
    else {
      // srcset first, so an img does not fetch src and then the srcset pick.
      if (d.srcset) (el as HTMLImageElement).srcset = d.srcset;
      (el as HTMLImageElement).src = d.src ?? '';
    }
    finish(it);
  };

  const mo = new MutationObserver((records) => {
    for (const r of records) for (const n of r.addedNodes) if (n.nodeType === 1) scan(n);
  });

  const visit = (root: Node, fresh: BlockedItem[]): void => {
    if (!('querySelectorAll' in root)) return;
    const all = (root as ParentNode).querySelectorAll('*');
    for (const el of root.nodeType === 1 ? [root as Element, ...all] : all) {
      const kind = known.has(el) ? undefined : blockedKind(el);
      if (kind) {
        known.add(el);
        const it = itemOf(el, kind);
        list.push(it);
        fresh.push(it);
      }
      if (el.shadowRoot) {
        mo.observe(el.shadowRoot, OBSERVE);
        visit(el.shadowRoot, fresh);
      }
    }
  };

  const scan = (root: Node = doc): void => {
    if (stopped) return;
    // A shadow root handed in by the page (a closed one) is watched from now on.
    if (root.nodeType === 11) mo.observe(root, OBSERVE);
    const fresh: BlockedItem[] = [];
    visit(root, fresh);
    for (const it of fresh) {
      const el = it.element;
      if (applied && opts.allowed(it)) activate(it);
      else if (it.kind === 'iframe' || it.kind === 'img' || el.hasAttribute('data-placeholder')) {
        notices.set(
          it,
          addPlaceholder(it, opts.placeholderText(it), opts.buttonLabel(it), () => opts.onAccept(it)),
        );
        if (it.kind !== 'script' && !el.hidden) {
          el.hidden = true;
          hid.add(it);
        }
      }
    }
  };

  mo.observe(doc, OBSERVE);
  const offShadow = onShadowRoot((root) => mo.observe(root, OBSERVE));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = (): void => {
    timer = setTimeout(() => {
      scan();
      tick();
    }, CONSENT.rescanInterval);
  };
  if (opts.ajaxBlocking) tick();
  let debounce: ReturnType<typeof setTimeout> | undefined;
  const offResize = onFrame('resize', {
    write() {
      clearTimeout(debounce);
      debounce = setTimeout(() => scan(), CONSENT.resizeDebounce);
    },
  });
  scan();

  return {
    scan,
    apply() {
      applied = true;
      for (const it of list) if (!started.has(it) && opts.allowed(it)) activate(it);
    },
    items: () => [...list],
    stop() {
      stopped = true;
      mo.disconnect();
      clearTimeout(timer);
      clearTimeout(debounce);
      offResize();
      offShadow();
      parked = [];
    },
  };
}
