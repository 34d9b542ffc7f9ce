/**
 * The CDN autoloader's engine: finds `pb-*` tags that are not defined yet, in
 * the document now and in whatever is added later, and imports only those.
 * It imports nothing else, so `pb.js` stays tiny and loads no React on a page
 * without elements.
 *
 * The tags one scan finds load as a batch: registration is held until all of
 * their modules have arrived (`hold.ts`), so they upgrade in one pass.
 */
import { holdUntil } from './hold.js';

export type Loaders = Record<string, () => Promise<unknown>>;

export const PENDING_STYLE_ID = 'pb-elements-pending';

const pending = new WeakSet<Document>();

/**
 * Whether the page has the rules already: a link with the id, or a stylesheet named pb.css (any origin or
 * query) that has rules (one that failed to load has none; another origin's cannot be read, and is trusted).
 * A second, adopted copy would not only be redundant: adopted sheets come after the page's own, so it would
 * override the page's rules that override pb.css's, and move the content pb.css was linked to hold.
 */
function linked(doc: Document): boolean {
  if (doc.getElementById(PENDING_STYLE_ID)) return true;
  for (const sheet of doc.styleSheets) {
    if (!sheet.href || !/\/pb\.css$/.test(new URL(sheet.href).pathname)) continue;
    try {
      if (sheet.cssRules.length) return true;
    } catch {
      return true;
    }
  }
  return false;
}

/**
 * Rules for not-yet-defined tags, so content does not jump when they upgrade; skipped when the page links pb.css
 * (see `linked`). Adopted rather than a `<style>`, so a CSP without 'unsafe-inline' for styles keeps them. Not
 * through core/styles, the elements' adopter: pb.js would need its own copy of it, and its one sheet needs no cache.
 */
export function addPendingStyles(doc: Document, css: string): void {
  if (!css || pending.has(doc) || linked(doc)) return;
  pending.add(doc);
  const sheet = new (doc.defaultView?.CSSStyleSheet ?? CSSStyleSheet)();
  sheet.replaceSync(css);
  doc.adoptedStyleSheets = [sheet, ...doc.adoptedStyleSheets];
}

/**
 * Starts loading every `pb-*` tag of `doc` that `loaders` knows, now and as they are added. `triggers` maps a
 * tag to a selector of plain markup that needs it too (`{'pb-lightbox': 'a[data-pb-lightbox]'}`).
 */
export function startAutoloader(doc: Document, loaders: Loaders, triggers: Record<string, string> = {}): () => void {
  const requested = new Set<string>();
  let batch: Promise<unknown>[] = [];
  const load = (tag: string): void => {
    const loader = loaders[tag];
    if (!loader || requested.has(tag) || customElements.get(tag)) return;
    requested.add(tag);
    batch.push(
      loader().catch((error: unknown) => {
        // Let a later insertion retry, e.g. after a flaky network.
        requested.delete(tag);
        console.error(`pb-elements: could not load <${tag}>`, error);
      }),
    );
  };
  /** What one scan (or one batch of mutations) requested upgrades together. */
  const startBatch = (): void => {
    if (batch.length > 1) holdUntil(Promise.all(batch));
    batch = [];
  };
  const find = (root: Element | Document): void => {
    if (root instanceof Element && root.localName.startsWith('pb-')) load(root.localName);
    for (const [tag, selector] of Object.entries(triggers)) {
      if (requested.has(tag)) continue;
      if ((root instanceof Element && root.matches(selector)) || root.querySelector(selector)) load(tag);
    }
    for (const el of root.querySelectorAll(':not(:defined)')) {
      if (el.localName.startsWith('pb-')) load(el.localName);
    }
  };
  find(doc);
  startBatch();
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) find(node);
    }
    startBatch();
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  return () => observer.disconnect();
}
