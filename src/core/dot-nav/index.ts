/**
 * `<pb-dot-nav>`'s rules (CCH §2): which elements are the page's top-level
 * sections, their ids and names, and which one is current.
 */
import { NAV } from '../constants/nav.js';

/** Matches of `selector` in `root` that are not inside another match, in document order. Throws on a bad selector. */
export function findSections(root: ParentNode, selector: string): Element[] {
  return [...root.querySelectorAll(selector)].filter((el) => !el.parentElement?.closest(selector));
}

/** `el`'s id; one without gets `pb-section-<n>` (`-2`, `-3`... appended while taken), so a link can name it. */
export function ensureId(el: Element, n: number): string {
  if (!el.id) {
    const base = `${NAV.idPrefix}${n}`;
    let id = base;
    for (let k = 2; el.ownerDocument.getElementById(id); k++) id = `${base}-${k}`;
    el.id = id;
  }
  return el.id;
}

/** The text of the section's first heading (h1-h6 or `role="heading"`), whitespace collapsed; '' when it has none. */
export const sectionName = (el: Element): string =>
  el.querySelector('h1,h2,h3,h4,h5,h6,[role="heading"]')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/**
 * The current section's index from the sections' top edges (viewport px, in
 * document order): the last one whose top has reached `line` (the bottom of the
 * bars fixed at the top); the first while none has; the last once the page is
 * scrolled to its end, since a short last section may never reach the line.
 * -1 without sections.
 */
export function currentSection(tops: readonly number[], line: number, atEnd: boolean): number {
  if (atEnd) return tops.length - 1;
  let current = tops.length ? 0 : -1;
  tops.forEach((top, i) => {
    if (top <= line) current = i;
  });
  return current;
}
