/**
 * Where a motion item sits without its transforms, and whether a timeline of the window follows it
 * (CCH §9's tracker measures; the compositor path's choice per element).
 */

import { MOTION } from '../constants/motion.js';
import { observeSize } from '../frame/index.js';

/**
 * CCH §9's offset tracker: `known` while it is in the page, else the page's own (a second store's) or a new one
 * at the top of the body, invisible. Positions are measured from it.
 */
export function trackerIn(doc: Document, known?: HTMLElement): HTMLElement {
  if (known?.isConnected) return known;
  const found = doc.getElementById(MOTION.trackerId);
  if (found) return found;
  const tracker = doc.createElement('div');
  tracker.id = MOTION.trackerId;
  tracker.setAttribute('aria-hidden', 'true');
  tracker.style.cssText = 'position:absolute;top:0;left:0;visibility:hidden;opacity:0;pointer-events:none';
  doc.body.prepend(tracker);
  return tracker;
}

/** The page position of `el`'s layout box: its offsets up the chain, which no transform changes. */
export function pageTop(el: HTMLElement): number {
  let y = 0;
  const body = el.ownerDocument.body;
  // Up to the body: an offset whose parent is the body is already from the page's origin.
  for (let n: HTMLElement | null = el; n && n !== body; n = n.offsetParent as HTMLElement | null) y += n.offsetTop;
  return y;
}

const SCROLLS = /(auto|scroll|hidden)/;

/**
 * Whether a timeline of the window follows `el`: no ancestor is a scroll container (`view()`, the parallax's, binds
 * to the nearest one, and one with `overflow: hidden`, common in CMS themes, never scrolls; the motion store's
 * page timeline would miss an inner scroll). The body's overflow goes to the viewport while the root's is
 * visible, so then it is not one.
 */
export function followsWindow(el: HTMLElement): boolean {
  const doc = el.ownerDocument;
  const view = doc.defaultView;
  if (!view) return false;
  const rootVisible = !SCROLLS.test(view.getComputedStyle(doc.documentElement).overflow);
  for (let n = el.parentElement; n && n !== doc.documentElement; n = n.parentElement) {
    if (n === doc.body && rootVisible) continue;
    if (SCROLLS.test(view.getComputedStyle(n).overflow)) return false;
  }
  return true;
}

/**
 * Calls `changed` when the document's size changes, through the one ResizeObserver (as the sticky store watches
 * it). The body too: a theme's `html { height: 100% }` keeps the root's box still while the content grows.
 */
export function onDocumentSize(doc: Document, changed: () => void): () => void {
  const offs = [doc.documentElement, doc.body].filter(Boolean).map((box) => {
    let size = '';
    return observeSize(box, ({ contentRect: r }) => {
      const next = `${r.width}x${r.height}`;
      if (next !== size) changed();
      size = next;
    });
  });
  return () => {
    for (const off of offs) off();
  };
}
