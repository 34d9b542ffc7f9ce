/**
 * The page's one scroll lock, while a modal surface is open (the lightbox, the header's slide-in and fullscreen
 * panels). Hiding the root's overflow removes its scrollbar and would widen the page; the body's end padding
 * grows by the scrollbar's width instead, so nothing moves.
 */

/** Locks the page's scroll; the returned function restores the styles as they were. */
export function lockScroll(doc: Document): () => void {
  const { documentElement: html, body } = doc;
  const view = doc.defaultView ?? window;
  // The root's own scrollbar, the one that goes: a probe element can get another width than the root (Firefox
  // gives an overflow:scroll box a classic scrollbar while the root's stays overlaid once a ::-webkit-scrollbar
  // rule exists; WebKit styles an html::-webkit-scrollbar rule on the root only). 0 on a short page and with
  // overlay scrollbars; both sides are CSS px, so browser zoom leaves at most a px of rounding.
  const gap = Math.max(0, view.innerWidth - html.clientWidth);
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
