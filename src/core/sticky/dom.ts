/**
 * What a sticky module writes to the page: the placeholder that holds its room, the fixed (or CSS sticky)
 * styles, the parent's height lock. Takes DOM nodes; never touches the page at import.
 */
import { STICKY } from '../constants/sticky.js';
import type { StickyLimit } from '../formats/sanitize.js';
import type { StickySide, StuckStyles } from './settings.js';
import type { Box, Decision, Extent } from './state.js';

export const PLACEHOLDER_CLASS = 'pb-sticky-placeholder';

/** The element a limit names, from the module's place in the flow; null for no limit or none found. */
export function limitElement(from: Element, limit: StickyLimit | ''): Element | null {
  if (!limit) return null;
  if (limit === 'body') return from.ownerDocument.body;
  return from.parentElement?.closest(STICKY.limitSelectors[limit]) ?? null;
}

/** An element's vertical extent in document coordinates; `content` leaves out its bottom and top padding. */
export function extentOf(el: Element | null, content = false): Extent | null {
  if (!el) return null;
  const rect = el.getBoundingClientRect();
  const top = rect.top + window.scrollY;
  if (!content) return { top, bottom: top + rect.height };
  const style = getComputedStyle(el);
  return {
    top: top + Number.parseFloat(style.paddingTop),
    bottom: top + rect.height - Number.parseFloat(style.paddingBottom),
  };
}

export function boxOf(el: Element): Box {
  const rect = el.getBoundingClientRect();
  return { top: rect.top + window.scrollY, left: rect.left + window.scrollX, width: rect.width, height: rect.height };
}

/**
 * CCH §4 "a placeholder is cloned in place": a box of the module's outer size and margins, in its place.
 * Not a deep clone: a copy of the content would repeat its ids and upgrade its custom elements a second time.
 */
export function createPlaceholder(el: HTMLElement, box: Box, margin: string): HTMLElement {
  const placeholder = el.ownerDocument.createElement('div');
  placeholder.className = PLACEHOLDER_CLASS;
  placeholder.setAttribute('aria-hidden', 'true');
  placeholder.style.cssText = `display:block;box-sizing:border-box;height:${box.height}px;width:${box.width}px;max-width:100%;margin:${margin};padding:0;border:0;visibility:hidden;pointer-events:none`;
  el.before(placeholder);
  return placeholder;
}

/** The stuck box's width and left edge: the sticky styles' width and alignment inside the natural box. */
export function stuckHorizontal(
  box: Box,
  styles: Pick<StuckStyles, 'width' | 'maxWidth' | 'alignment'>,
): { left: number; width: string; maxWidth: string; shift: string } {
  if (!styles.width && !styles.maxWidth) return { left: box.left, width: `${box.width}px`, maxWidth: '', shift: '' };
  const share = styles.alignment === 'right' ? 1 : styles.alignment === 'center' ? 0.5 : 0;
  // The resolved width is unknown here (it may be a %); CSS places it: left edge + share of the room left over.
  const width = styles.width || `${box.width}px`;
  return {
    left: box.left,
    width,
    maxWidth: styles.maxWidth,
    shift: share ? `calc((${box.width}px - 100%) * ${share})` : '',
  };
}

/** A sanitised offset as a translate length: % is of the fixed box's containing block, the viewport. */
const viewportLength = (value: string, axis: 'x' | 'y'): string =>
  value.endsWith('%') ? `${value.slice(0, -1)}${axis === 'x' ? 'vw' : 'vh'}` : value;
const negate = (value: string): string => (value.startsWith('-') ? value.slice(1) : `-${value}`);

/**
 * The stuck box's move from its line and left edge (CSS `translate`): the alignment's shift, and the vertical
 * and horizontal offsets from the origin's corner, as a relative position's `top`/`bottom` and `left`/`right`
 * would move it (from a bottom or right corner a positive offset moves up or left). '' when it does not move.
 */
export function stuckTranslate(styles: StuckStyles, alignShift = ''): string {
  const [fromY, fromX] = styles.origin.split('_');
  const v = styles.verticalOffset && viewportLength(styles.verticalOffset, 'y');
  const h = styles.horizontalOffset && viewportLength(styles.horizontalOffset, 'x');
  const y = v ? (fromY === 'bottom' ? negate(v) : v) : '';
  const x = [alignShift, h ? (fromX === 'right' ? negate(h) : h) : ''].filter(Boolean);
  if (!y && !x.length) return '';
  const xs = x.length > 1 ? `calc(${x.join(' + ')})` : (x[0] ?? '0px');
  return y ? `${xs} ${y}` : `${xs} 0`;
}

/** Writes the fixed-path styles of a stuck (or paused) module. */
export function writeFixed(el: HTMLElement, d: Decision, box: Box, z: number, styles: StuckStyles): void {
  const side = d.side as StickySide;
  const other = side === 'top' ? 'bottom' : 'top';
  const h = stuckHorizontal(box, styles);
  const s = el.style;
  s.position = 'fixed';
  s.boxSizing = 'border-box';
  s.setProperty(side, `${d.offset}px`);
  s.setProperty(other, 'auto');
  s.left = `${h.left - window.scrollX}px`;
  s.width = h.width;
  s.maxWidth = h.maxWidth;
  s.translate = stuckTranslate(styles, h.shift);
  s.margin = '0';
  s.setProperty(`margin-${side}`, `${d.margin}px`);
  s.zIndex = `${z}`;
}

/**
 * `offsetTop` (`offsetLeft`) to the fraction of a pixel: the rounded one left a paused bar 0.1 px over the next
 * section's top, where an anchor to that section lands. From the body, offsets are from the document's corner.
 */
function exactOffset(el: HTMLElement, side: 'top' | 'left'): number {
  const parent = el.offsetParent;
  const at = el.getBoundingClientRect()[side];
  if (!parent || parent === el.ownerDocument.body) return at + (side === 'top' ? window.scrollY : window.scrollX);
  return at - parent.getBoundingClientRect()[side] - (side === 'top' ? parent.clientTop : parent.clientLeft);
}

/**
 * Writes a paused module (fixed path): CCH §4's adjusted margin, on a box placed where its placeholder is, so it
 * scrolls with the page at its limit. A fixed box with a margin changed every frame would shift on every frame.
 */
export function writePaused(el: HTMLElement, placeholder: HTMLElement, margin: number): void {
  const s = el.style;
  s.position = 'absolute';
  s.top = `${exactOffset(placeholder, 'top')}px`;
  s.bottom = 'auto';
  s.left = `${exactOffset(placeholder, 'left')}px`;
  s.margin = '0';
  s.marginTop = `${margin}px`;
}

/** Writes the CSS `position: sticky` path's styles: the compositor sticks the module at `line`. */
export function writeCssSticky(
  el: HTMLElement,
  line: { top: number; bottom: number },
  sides: StickySide[],
  z: number,
): void {
  const s = el.style;
  s.position = 'sticky';
  s.top = sides.includes('top') ? `${line.top}px` : '';
  s.bottom = sides.includes('bottom') ? `${line.bottom}px` : '';
  s.zIndex = `${z}`;
}

const locks = new WeakMap<HTMLElement, { before: string; count: number }>();

/**
 * Holds `parent` at `height` px until the returned function runs (CCH §4: the parent's height is locked
 * briefly). Overlapping locks (a start, then an end within the unlock delay) restore the parent's own height once.
 * A minimum, not a `height`: a set height stops the last child's bottom margin from collapsing through the parent,
 * so everything after the parent moved up by that margin while locked (16 px on the landing page) and back after.
 */
export function lockHeight(parent: HTMLElement | null, height: number): () => void {
  if (!parent) return () => {};
  const lock = locks.get(parent) ?? { before: parent.style.minHeight, count: 0 };
  lock.count++;
  locks.set(parent, lock);
  parent.style.minHeight = `${height}px`;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    if (--lock.count > 0) return;
    locks.delete(parent);
    parent.style.minHeight = lock.before;
  };
}

/** The classes the CMS's sticky styles target: the sticky class and its side and pause modifiers. */
export function writeClasses(el: Element, d: Decision): void {
  const c = STICKY.stickyClass;
  el.classList.toggle(c, d.state !== 'none');
  el.classList.toggle(`${c}--top`, d.side === 'top');
  el.classList.toggle(`${c}--bottom`, d.side === 'bottom');
  el.classList.toggle(`${c}--paused`, d.state === 'paused');
}
