/**
 * The smooth anchors' one delegated click listener. pb.js imports this module
 * only on a page whose config names `smoothAnchors`, so other pages pay nothing.
 */
import { getPageConfig } from '../config/index.js';
import { followAnchor, plainClick } from './index.js';
import { anchorTarget } from './rules.js';

// Links inside a shadow root reach the document retargeted to their host, so
// `closest` never finds them: a component handles its own links.
function onClick(event: MouseEvent): void {
  const link = event.target instanceof Element ? event.target.closest('a[href], area[href]') : null;
  const target = link && plainClick(event) && anchorTarget(link as HTMLAnchorElement);
  if (!target) return;
  event.preventDefault();
  void followAnchor(target, (link as HTMLAnchorElement).hash);
}

/**
 * Starts the smooth anchors when the page config says `"smoothAnchors": true`
 * (another value warns and is ignored). Returns the function that stops them.
 */
export function startSmoothAnchors(doc: Document = document): () => void {
  if (!getPageConfig(doc).smoothAnchors) return () => {};
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
