/**
 * The menu search's rules (MFT §4 Menu search; CCH §2, §4): open or closed,
 * with the toggle's state machine for the 1 s animation lock (one lock rule,
 * in core/toggle), and which of the visitor's actions elsewhere close it.
 * Functions take DOM nodes; nothing runs at import.
 */
import { SEARCH } from '../constants/search.js';
import { createToggleMachine, type ToggleAction, type ToggleMachine, type ToggleState } from '../toggle/index.js';

export const SEARCH_TAG = 'pb-menu-search';

/**
 * `<pb-header>`'s tag. Spelt here rather than imported from core/header: that import would split the header's
 * rules into a chunk of their own, which every header page and every search would then fetch.
 */
export const HEADER_TAG = 'pb-header';

/**
 * `request` is the visitor's (ignored while locked); `set` is the author's (always applies).
 * A change with `animate` locks for SEARCH.lock; without it (reduced motion) nothing moves, so nothing locks.
 */
export const createSearchMachine = (
  open: boolean,
  onChange: (state: ToggleState, action: ToggleAction) => void,
): ToggleMachine => createToggleMachine(open, onChange, SEARCH.lock);

/** What the open box covers and what counts as "inside": the enclosing `<pb-header>`, else the element's parent. */
export const overlayArea = (host: Element): Element => host.closest(HEADER_TAG) ?? host.parentElement ?? host;

/** A click closes the box when its composed path misses the area (shadow roots included). */
export const clickedOutside = (area: Element, path: readonly EventTarget[]): boolean => !path.includes(area);

/**
 * Focus left the element: for another element outside it, or for nothing while
 * the page keeps the focus (a click on bare page). Not when the window itself
 * lost focus (another tab or application): coming back finds the box as it was.
 */
export const focusLeft = (host: Node, to: EventTarget | null, pageFocused: boolean): boolean =>
  to instanceof Node ? !host.contains(to) : pageFocused;

/** The key that closes the open box. */
export const closesOnKey = (key: string): boolean => key === 'Escape';
