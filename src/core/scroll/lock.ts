/**
 * The page's one scroll lock, while a modal surface is open (the lightbox, the header's slide-in and fullscreen
 * panels). Hiding the root's overflow removes its scrollbar and would widen the page; the body's end padding
 * grows by the scrollbar's width instead, so nothing moves.
 */
import { measureScrollbarWidth } from '../formats/scrollbar.js';

/** Locks the page's scroll; the returned function restores the styles as they were. */
export function lockScroll(doc: Document): () => void {
  const { documentElement: html, body } = doc;
  const view = doc.defaultView ?? window;
  // Only a scrollbar that takes room needs compensating (none on a short page or with overlay scrollbars).
  const gap = view.innerWidth > html.clientWidth ? measureScrollbarWidth(doc) : 0;
  const overflow = html.style.overflow;
  const padding = body.style.paddingRight;
  const computed = Number.parseFloat(view.getComputedStyle(body).paddingRight) || 0;
  html.style.overflow = 'hidden';
  if (gap) body.style.paddingRight = `${computed + gap}px`;
  return () => {
    html.style.overflow = overflow;
    body.style.paddingRight = padding;
  };
}
