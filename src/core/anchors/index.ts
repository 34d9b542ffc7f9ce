/**
 * Smooth in-page anchors (CCH §2, §9): which links the library scrolls, where
 * they lead, and the move itself. The page opts in through the page config's
 * `smoothAnchors` (see ./listen.ts); `<pb-dot-nav>` uses `followAnchor` for its dots.
 */
import { NAV, TABS } from '../constants/index.js';
import { scrollToElement } from '../scroll/index.js';
import { decodeLoose } from '../text/index.js';

/** A plain primary click: a modified one (new tab, new window, download) is left to the browser. */
export const plainClick = (e: MouseEvent): boolean =>
  !e.defaultPrevented && e.button === 0 && !(e.metaKey || e.ctrlKey || e.shiftKey || e.altKey);

/** The element a fragment (without '#', decoded) names, as HTML finds it: by id, else the first `<a name>`. */
export function fragmentTarget(doc: Document, id: string): Element | null {
  if (!id) return null;
  return doc.getElementById(id) ?? [...doc.getElementsByName(id)].find((el) => el.localName === 'a') ?? null;
}

/**
 * Where a click on `link` should smooth-scroll to, or null to leave the click
 * alone. Ours: a link to `#id` on this very page (same URL before the '#'),
 * opening in this tab, not a download, naming an element that exists. Left to
 * the hash modules: a hash holding pb-elements module state (`#tabs|1`, any
 * `|`), and a link inside, or to a target inside, an element that owns the hash
 * (`NAV.hashOwners`: tabs, portfolio, gallery, or any `[data-pb-hash]`).
 */
export function anchorTarget(link: HTMLAnchorElement | HTMLAreaElement, page = location.href): Element | null {
  if (link.hasAttribute('download') || (link.target && link.target !== '_self')) return null;
  const { hash } = link;
  if (hash.length < 2 || link.href.slice(0, -hash.length) !== page.split('#')[0]) return null;
  const id = decodeLoose(hash.slice(1));
  if (id.includes(TABS.hashDelimiter) || link.closest(NAV.hashOwners)) return null;
  const target = fragmentTarget(link.ownerDocument, id);
  return target && !target.closest(NAV.hashOwners) ? target : null;
}

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
