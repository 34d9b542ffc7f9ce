/**
 * Smooth in-page anchors (CCH §2, §9): the move itself, shared by the page's
 * links and `<pb-dot-nav>`'s dots. Which links are ours is in ./rules.ts; the
 * page opts in through the page config's `smoothAnchors` (see ./listen.ts).
 */
import { scrollToElement } from '../scroll/index.js';

/** A plain primary click: a modified one (new tab, new window, download) is left to the browser. */
export const plainClick = (e: MouseEvent): boolean =>
  !e.defaultPrevented && e.button === 0 && !(e.metaKey || e.ctrlKey || e.shiftKey || e.altKey);

/** Focus without scrolling; an element that cannot take focus gets `tabindex="-1"` and no outline until it loses it. */
function focusTarget(el: Element): void {
  if (!(el instanceof HTMLElement)) return;
  if (!el.hasAttribute('tabindex') && el.tabIndex < 0) {
    const outline = el.style.outline;
    el.tabIndex = -1;
    el.style.outline = 'none';
    el.addEventListener(
      'blur',
      () => {
        el.removeAttribute('tabindex');
        el.style.outline = outline;
      },
      { once: true },
    );
  }
  el.focus({ preventScroll: true });
}

/**
 * Goes to `target` as a link to `hash` would, smoothly: pushes the hash (so
 * Back returns), scrolls in `SCROLL.duration` until the target's top sits below
 * the offsets topic (a jump with reduced motion; the visitor's wheel, touch or
 * key stops it), and moves focus there. Resolves as the scroll does.
 */
export function followAnchor(target: Element, hash: string): Promise<boolean> {
  if (location.hash !== hash) history.pushState(null, '', hash);
  const done = scrollToElement(target);
  focusTarget(target);
  return done;
}
