/**
 * Finds blocked items (scripts, frames, images, stylesheets written inert by
 * the page) in the document and in open shadow roots, now and later, and
 * activates those the visitor allowed, each exactly once (CCH §4).
 */
import { CONSENT } from '../constants/consent.js';
import { warnOnce } from '../log/index.js';
import { cloneScript, insertScript } from './activate.js';
import { onShadowRoot } from './shadow.js';
import { type BlockedItem, CATEGORIES, type Category } from './types.js';

export interface BlockerOptions {
  /** Whether the visitor's consent allows the item now. */
  allowed(item: BlockedItem): boolean;
  /** The category of an item that names only a service. */
  categoryOf(service: string): Category;
  /**
   * A frame or image (or an item marked data-placeholder) is waiting: the host
   * may put a notice before it and set `item.undo`, unless `item.live` is set by then.
   */
  notice?(item: BlockedItem): void;
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
const MARK = 'data-pb-consent';
const BLOCKED = `${CONSENT.blocked}:not([${MARK}=${ACTIVATED}])`;

const OBSERVE = { childList: true, subtree: true };

export function createBlocker(doc: Document, opts: BlockerOptions): Blocker {
  /** Every item found, by the element the page wrote. */
  const found = new Map<Element, BlockedItem>();
  /** Found and not yet activated. */
  let waiting: BlockedItem[] = [];
  const loaded: HTMLScriptElement[] = [];
  let chain: Promise<void> = Promise.resolve();
  let applied = false;
  let stopped = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  let debounce: ReturnType<typeof setTimeout> | undefined;

  const finish = (it: BlockedItem): void => {
    it.live = true;
    it.undo?.();
    it.element.setAttribute(MARK, ACTIVATED);
    opts.onActivated?.(it);
  };

  const ready = (it: BlockedItem): boolean => {
    const w = it.element.dataset.waitfor;
    return !w || loaded.some((s) => s.id === w || s.src.includes(w));
  };

  // One chain for every script: each waits for the previous one to load, as the parser would.
  const queue = (it: BlockedItem): void => {
    chain = chain
      .then(async () => {
        // The parser may hand us a script before its text is complete; wait until it is done.
        if (doc.readyState === 'loading')
          await new Promise((r) => doc.addEventListener('DOMContentLoaded', r, { once: true }));
        const old = it.element as HTMLScriptElement;
        if (!old.isConnected) return;
        const s = cloneScript(old, old.dataset.type);
        s.setAttribute(MARK, ACTIVATED);
        const ok = await insertScript(s, () => old.replaceWith(s), it.service || it.category);
        it.element = s;
        finish(it);
        // A script waiting on this one (data-waitfor) may go now.
        if (ok) {
          loaded.push(s);
          apply();
        }
      })
      .catch(reportError);
  };

  /** Activates `it` when the visitor allows it and, for a data-waitfor script, its script has loaded; true when it did. */
  const take = (it: BlockedItem): boolean | undefined => {
    if (!opts.allowed(it) || !ready(it)) return;
    const el = it.element as HTMLImageElement & HTMLLinkElement;
    const d = el.dataset;
    if (it.kind === 'script') queue(it);
    else {
      if (it.kind === 'link') el.href = d.href!;
      else {
        // srcset first, so an img does not fetch src and then the srcset pick.
        if (d.srcset) el.srcset = d.srcset;
        el.src = d.src!;
      }
      finish(it);
    }
    return true;
  };

  const apply = (): void => {
    applied = true;
    waiting = waiting.filter((it) => !take(it));
  };

  const mo = new MutationObserver((records) => {
    for (const r of records) for (const n of r.addedNodes) if (n.nodeType === 1) scan(n);
  });

  const scan = (root: Node = doc): void => {
    if (stopped) return;
    // Shadow roots are watched from now on: the open ones found here, and a closed one the page hands in.
    if (root.nodeType === 11) mo.observe(root, OBSERVE);
    const all = (root as ParentNode).querySelectorAll?.<HTMLElement>('*') ?? [];
    for (const el of root.nodeType === 1 ? [root as HTMLElement, ...all] : all) {
      if (!found.has(el) && el.matches(BLOCKED)) {
        const { service = '', category: raw = '' } = el.dataset;
        let category = raw as Category;
        if (!CATEGORIES.includes(category)) {
          // The strictest reading: an unknown category waits for marketing consent.
          if (raw || !service)
            warnOnce(`<${el.localName}> attribute "data-category"`, `"${raw}" is not a category; treated as marketing`);
          category = service ? opts.categoryOf(service) : 'marketing';
        }
        const it = { element: el, kind: el.localName, category, service } as BlockedItem;
        found.set(el, it);
        if (!(applied && take(it))) {
          waiting.push(it);
          // Frames and images get a notice; a script or stylesheet only when the page asks for one.
          if (it.kind === 'iframe' || it.kind === 'img' || el.hasAttribute('data-placeholder')) opts.notice?.(it);
        }
      }
      if (el.shadowRoot) scan(el.shadowRoot);
    }
  };

  mo.observe(doc, OBSERVE);
  const offShadow = onShadowRoot((root) => mo.observe(root, OBSERVE));
  if (opts.ajaxBlocking) timer = setInterval(scan, CONSENT.rescanInterval);
  // A resize only restarts a timer (no layout read or write), so a plain listener does: the frame scheduler
  // would add its module to consent's first load for nothing.
  const onResize = (): void => {
    clearTimeout(debounce);
    debounce = setTimeout(scan, CONSENT.resizeDebounce);
  };
  addEventListener('resize', onResize, { passive: true });
  scan();

  return {
    scan,
    apply,
    items: () => [...found.values()],
    stop() {
      stopped = true;
      mo.disconnect();
      clearInterval(timer);
      clearTimeout(debounce);
      removeEventListener('resize', onResize);
      offShadow();
      waiting = [];
    },
  };
}
