/**
 * The page-outline rule for every element that renders a heading: without an
 * explicit level, the heading goes one level under the nearest heading before
 * the element, clamped to 2-6 (no heading before counts as the page's h1).
 *
 * "Before" is light-DOM document order, read as an outline of sections:
 * - headings the author wrote count: h1-h6 and `role="heading"` (with
 *   `aria-level`, else ARIA's default 2); `aria-level` overrides an hN's number,
 *   and an hN with another role is no heading;
 * - an element of `HEADING_HOSTS` is a section with its own heading: what sits
 *   inside it (its slotted content) goes one level under that heading, and
 *   nothing inside it reaches the elements after it. So consecutive toggles
 *   under an h2 are all h3, even when one of them holds an h4 in its content;
 * - an element of `SECTION_TAGS` is a section without a heading (a tab
 *   panel): its content continues the outline before it, and nothing inside
 *   it reaches past it, so a heading in one tab does not deepen the next tab;
 * - shadow roots are opaque: headings inside another component's shadow
 *   root do not count (a host's own heading counts through the host, by the
 *   level it rendered). An element inside a shadow root first looks before
 *   itself in that root, then continues before the shadow host.
 * Visibility is not checked: a hidden author heading still counts.
 *
 * Cost: one backwards walk over the preceding siblings of the element and of
 * its ancestors, which stops at the first heading or section. A section's
 * result is remembered per element (`entries`), so the toggle after another
 * toggle is answered from its neighbour in O(1): 1000 toggles in a row cost
 * 1000 steps, not a million. An entry is what the element used when it last
 * computed its level (its mount or move); the DOM around it may have changed
 * since, which is the rule's documented staleness, not a cache bug.
 */

/** Tags that render their own heading before their content; each must take `heading-level`. */
export const HEADING_HOSTS: readonly string[] = ['pb-toggle'];
/** Tags whose content is a section without a heading of its own. */
export const SECTION_TAGS: readonly string[] = ['pb-tab'];

export const MIN_HEADING_LEVEL = 2;
export const MAX_HEADING_LEVEL = 6;
/** Nothing before the element: it sits under the page's h1. */
const PAGE_LEVEL = 1;
/** ARIA: `role="heading"` without `aria-level` is level 2. */
const ARIA_DEFAULT_LEVEL = 2;

const HEADINGS = 'h1,h2,h3,h4,h5,h6,[role~="heading"]';
const hosts = new Set(HEADING_HOSTS);
const sections = new Set(SECTION_TAGS);
const SELECTOR = [HEADINGS, ...HEADING_HOSTS, ...SECTION_TAGS].join(',');

interface Entry {
  /** The level of the outline before the element (what its content's heading would sit under). */
  context: number;
  /** The level the element renders (heading hosts only). */
  level: number;
}

const entries = new WeakMap<Element, Entry>();

export const clampLevel = (n: number): number => Math.min(MAX_HEADING_LEVEL, Math.max(MIN_HEADING_LEVEL, n));

/** An explicit level if `value` is one (a whole number 2-6), else undefined. */
export function explicitLevel(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= MIN_HEADING_LEVEL && n <= MAX_HEADING_LEVEL
    ? n
    : undefined;
}

/** The level of an author heading, or undefined when `el` is not a heading. */
export function authorHeadingLevel(el: Element): number | undefined {
  const role = el.getAttribute('role');
  const match = /^h([1-6])$/.exec(el.localName);
  // The first token is the role the browser uses; `role="heading"` makes any element a heading.
  if (role !== null && role.trim() !== '') {
    if (role.trim().split(/\s+/)[0] !== 'heading') return undefined;
  } else if (!match) {
    return undefined;
  }
  const aria = Number(el.getAttribute('aria-level'));
  if (Number.isInteger(aria) && aria >= 1) return aria;
  return match ? Number(match[1]) : ARIA_DEFAULT_LEVEL;
}

const isHost = (el: Element): boolean => hosts.has(el.localName);
const isSection = (el: Element): boolean => sections.has(el.localName);

/** A heading host's level, or a section's entry, computed now when nobody has asked before. */
function entryOf(el: Element): Entry {
  return entries.get(el) ?? compute(el, explicitLevel(el.getAttribute('heading-level')));
}

function compute(el: Element, explicit: number | undefined): Entry {
  const context = contextBefore(el);
  const entry = { context, level: explicit ?? clampLevel(context + 1) };
  entries.set(el, entry);
  return entry;
}

/** The outline level right after `el` (a preceding sibling), or undefined when `el` adds nothing. */
function levelAfter(el: Element): number | undefined {
  if (isHost(el) || isSection(el)) return entryOf(el).context;
  const own = authorHeadingLevel(el);
  if (own !== undefined) return own;
  if (!el.firstElementChild) return undefined;
  const found = el.querySelectorAll(SELECTOR);
  for (let i = found.length - 1; i >= 0; i--) {
    const match = found[i] as Element;
    // The outermost section around the match closes it off from what follows.
    let closer: Element | undefined;
    for (let up = match.parentElement; up && up !== el; up = up.parentElement) {
      if (isHost(up) || isSection(up)) closer = up;
    }
    if (closer) return entryOf(closer).context;
    if (isHost(match) || isSection(match)) return entryOf(match).context;
    const level = authorHeadingLevel(match);
    if (level !== undefined) return level;
  }
  return undefined;
}

/** What an element's content sits under when it is inside `parent`. */
function levelInside(parent: Element): number | undefined {
  if (isHost(parent)) return entryOf(parent).level;
  if (isSection(parent)) return entryOf(parent).context;
  // Odd markup, but the heading's start is before the element.
  return authorHeadingLevel(parent);
}

/** The level of the nearest heading before `el` in the outline (see the module comment). */
export function contextBefore(el: Element): number {
  let node: Element = el;
  for (;;) {
    for (let sib = node.previousElementSibling; sib; sib = sib.previousElementSibling) {
      const level = levelAfter(sib);
      if (level !== undefined) return level;
    }
    const parent = node.parentElement ?? (node.parentNode instanceof ShadowRoot ? node.parentNode.host : null);
    if (!parent) return PAGE_LEVEL;
    const inside = levelInside(parent);
    if (inside !== undefined) return inside;
    node = parent;
  }
}

/**
 * The level `host` renders: `explicit` when it is a whole number 2-6, else one
 * under the outline before it, clamped to 2-6. Remembered for the elements
 * after and inside it; call again when the host mounts, moves or changes level.
 */
export function outlineLevel(host: Element, explicit?: unknown): number {
  return compute(host, explicitLevel(explicit)).level;
}
