/**
 * Smooth in-page anchors (CCH §2, §9): the move itself, shared by the page's
 * links and `<pb-dot-nav>`'s dots. Which links are ours is in ./rules.ts; the
 * page opts in through the page config's `smoothAnchors` (see ./listen.ts).
 */
import { focusLanding, scrollToElement } from '../scroll/index.js';

/** The element a fragment (without '#', decoded) names, as HTML finds it: by id, else the first `<a name>`. */
export function fragmentTarget(doc: Document, id: string): Element | null {
  if (!id) return null;
  return doc.getElementById(id) ?? [...doc.getElementsByName(id)].find((el) => el.localName === 'a') ?? null;
}

/** A plain primary click: a modified one (new tab, new window, download) is left to the browser. */
export const plainClick = (e: MouseEvent): boolean =>
  !e.defaultPrevented && e.button === 0 && !(e.metaKey || e.ctrlKey || e.shiftKey || e.altKey);

/**
 * Goes to `target` as a link to `hash` would, smoothly: pushes the hash (so
 * Back returns), scrolls in `SCROLL.duration` until the target's top sits below
 * the offsets topic (a jump with reduced motion; the visitor's wheel, touch or
 * key stops it), and moves focus there. Resolves as the scroll does.
 */
export function followAnchor(target: Element, hash: string): Promise<boolean> {
  if (location.hash !== hash) history.pushState(null, '', hash);
  const done = scrollToElement(target);
  focusLanding(target);
  return done;
}
