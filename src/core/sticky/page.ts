/**
 * The page config's sticky settings (CCH §3 "keyed by module id"): each entry's `selector` names the module's
 * element, which becomes sticky without a `<pb-sticky>` around it. Its events fire on that element.
 */
import { getPageConfig, isRecord } from '../config/index.js';
import { warnOnce } from '../log/index.js';
import { addStickyModule } from './store.js';

const where = (id: string, field: string) => `<script id="pb-config"> "sticky.${id}.${field}"`;

/** Starts every module the config lists whose element is on the page; returns the function that stops them. */
export function startPageStickyModules(doc: Document = document): () => void {
  const stops: (() => void)[] = [];
  for (const [id, raw] of Object.entries(getPageConfig(doc).sticky)) {
    const selector = isRecord(raw) ? raw.selector : undefined;
    let el: Element | null = null;
    try {
      el = typeof selector === 'string' && selector ? doc.querySelector(selector) : null;
    } catch {}
    // A <pb-sticky> reads its own entry; the config alone must not make it sticky twice.
    if (!(el instanceof HTMLElement) || el.localName === 'pb-sticky') {
      if (!el) warnOnce(where(id, 'selector'), `"${selector}" matches no element; not sticky`);
      continue;
    }
    stops.push(addStickyModule(el, { settings: () => raw, warn: (f, m) => warnOnce(where(id, f), m) }, id));
  }
  return () => {
    for (const stop of stops.splice(0)) stop();
  };
}
