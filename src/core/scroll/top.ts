/**
 * The scroll-to-top rule (CCH §2, §9): the button shows once the page is
 * scrolled past SCROLL.topButtonAfter, and scrolls to the top through the one
 * smooth scroller (SCROLL.duration; the visitor's wheel, touch, pointer or key
 * stops it; reduced motion jumps). Nothing is subtracted at the top.
 */
import { SCROLL } from '../constants/index.js';
import { focusLanding, scrollToY } from './index.js';

/** Strictly past the threshold: at exactly 800 px the button is still hidden. */
export const topButtonShown = (scrollY: number): boolean => scrollY > SCROLL.topButtonAfter;

/** Focus goes to `<body>`, so the next Tab reaches the page's first focusable element, as after a page load. */
export const focusPageTop = (): void => focusLanding(document.body);

/** Resolves true once at the top (focus then moved there), false if the visitor took over on the way. */
export async function scrollToTop(): Promise<boolean> {
  const arrived = await scrollToY(0);
  if (arrived) focusPageTop();
  return arrived;
}
