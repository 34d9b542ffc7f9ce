/**
 * The scroll-to-top rule (CCH §2, §9): the button shows once the page is
 * scrolled past SCROLL.topButtonAfter, and scrolls to the top through the one
 * smooth scroller (SCROLL.duration; the visitor's wheel, touch, pointer or key
 * stops it; reduced motion jumps). Nothing is subtracted at the top.
 */
import { SCROLL } from '../constants/index.js';
import { scrollToY } from './index.js';

/** Strictly past the threshold: at exactly 800 px the button is still hidden. */
export const topButtonShown = (scrollY: number): boolean => scrollY > SCROLL.topButtonAfter;

/**
 * Focus goes to `<body>`, so the next Tab reaches the page's first focusable
 * element, as after a page load. The body gets `tabindex="-1"` for the moment
 * (unless it has one) and loses it with the focus; no focus ring is drawn.
 */
export function focusPageTop(): void {
  const body = document.body;
  if (!body.hasAttribute('tabindex')) {
    body.tabIndex = -1;
    body.addEventListener('blur', () => body.removeAttribute('tabindex'), { once: true });
  }
  // focusVisible is newer than TypeScript's DOM types.
  body.focus({ preventScroll: true, focusVisible: false } as FocusOptions);
}

/** Resolves true once at the top (focus then moved there), false if the visitor took over on the way. */
export async function scrollToTop(): Promise<boolean> {
  const arrived = await scrollToY(0);
  if (arrived) focusPageTop();
  return arrived;
}
