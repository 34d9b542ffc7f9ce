/**
 * The notice shown in place of blocked content (CCH §2): the configured text
 * and a button that accepts the item's category or service. It keeps the
 * item's box, so activation does not shift the layout.
 */
import { adoptStyles } from '../styles/index.js';
import type { BlockedItem } from './types.js';

export const PLACEHOLDER_CLASS = 'pb-consent-placeholder';
const CSS = `@layer pb-consent-placeholder{.${PLACEHOLDER_CLASS}{box-sizing:border-box;max-width:100%;display:grid;place-content:center;justify-items:center;gap:.75em;padding:1em;text-align:center;background:var(--pb-consent-placeholder-background,#f1f1f1);color:var(--pb-consent-placeholder-color,#222)}.${PLACEHOLDER_CLASS} p{margin:0}.${PLACEHOLDER_CLASS}+[hidden]{display:none!important}}`;

/**
 * Adopts the stylesheet, once, in the document or a shadow root (core/styles: a strict style CSP keeps it). In a
 * layer, since adopted sheets come last in the cascade: the page's own `.pb-consent-placeholder` rules still win.
 */
export function addPlaceholderStyles(root: Document | ShadowRoot): void {
  adoptStyles(root, CSS);
}

// A bare number is pixels, as in the width and height attributes.
const px = (v: string): string => (+v ? `${v}px` : v);
/** Pixels below which an item's width (half of it for its height) cannot hold a notice. */
const SMALLEST = 160;
const tiny = (v: string, min: number): boolean => +v > 0 && +v < min;

/**
 * Inserts the notice before the item and hides the item with `hidden`, which
 * the stylesheet enforces over a theme's `display`; a script keeps its own
 * state. Returns what activation calls: the notice goes, `hidden` is restored.
 */
export function addPlaceholder(item: BlockedItem, text: string, label: string, onAccept: () => void): () => void {
  const el = item.element;
  const doc = el.ownerDocument;
  const box = Object.assign(doc.createElement('div'), { className: PLACEHOLDER_CLASS });
  box.dataset.category = item.category;
  if (item.service) box.dataset.service = item.service;
  box.append(
    Object.assign(doc.createElement('p'), { textContent: text }),
    Object.assign(doc.createElement('button'), { type: 'button', textContent: label, onclick: onAccept }),
  );
  const w = el.getAttribute('width') ?? '';
  const h = el.getAttribute('height') ?? '';
  // An item too small to hold the notice's text and button (a 1x1 tracking pixel) lends it no size.
  if (!tiny(w, SMALLEST) && !tiny(h, SMALLEST / 2)) {
    if (w) box.style.width = px(w);
    if (+w && +h) box.style.aspectRatio = `${w}/${h}`;
    else if (h) box.style.height = px(h);
  }
  el.before(box);
  const root = el.getRootNode();
  addPlaceholderStyles(root.nodeType === 9 || 'host' in root ? (root as Document | ShadowRoot) : doc);
  const was = el.hidden;
  if (item.kind !== 'script') el.hidden = true;
  return () => {
    box.remove();
    el.hidden = was;
  };
}
