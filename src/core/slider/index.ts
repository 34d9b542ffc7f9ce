/**
 * The slider and carousel rules (MFT §4 Slider, Fullwidth portfolio carousel,
 * §9): one active position, wrap-around at both ends, moves ignored while an
 * animation runs, and the arithmetic of several items per view. Pure, so the
 * hook, the tests and a future non-React caller share one set of rules.
 *
 * A "position" is what one step moves to and what one pagination dot shows:
 * a slide in the slider, the first visible item in the carousel, a group of
 * columns in the portfolio carousel.
 */
import { CAROUSEL, SLIDER } from '../constants/index.js';
import type { SwipeDirection } from '../swipe/index.js';
// The lock is the tabs' machine: exactly one active, and a switch ignores others until its animation has run.
import { select, type TabsState } from '../tabs/state.js';

export { isLocked, unlock } from '../tabs/state.js';
export type SliderState = TabsState;

/** `index` brought into 0..count-1 from either side. */
export const wrap = (index: number, count: number): number => (count > 0 ? ((index % count) + count) % count : 0);

/** A move by `delta` positions, wrapping; the same object when ignored (locked, or nowhere to go). */
export const step = (state: SliderState, delta: number, now: number, duration: number): SliderState =>
  select(state, wrap(state.index + delta, state.count), now, duration);

/** A jump to `index`; the same object when ignored (locked, out of range or already there). */
export const jump = (state: SliderState, index: number, now: number, duration: number): SliderState =>
  select(state, index, now, duration);

/** A visitor's, the rotation's or a script's move: by `target` positions when `relative`, else to position `target`. */
export const move = (
  state: SliderState,
  target: number,
  relative: boolean,
  now: number,
  duration: number,
): SliderState => (relative ? step : jump)(state, target, now, duration);

/** How the slides change: a portfolio carousel moves by a group, a carousel or `transition="slide"` by one, else a fade. */
export type SliderMotion = 'group' | 'slide' | 'fade';

/**
 * ms one move animates (MFT §4, §9, the slider module): a group in 700, one item in 1000, a fade in 700, or 500 with
 * thumbnails (the video slider keeps the slideshow's fade).
 */
export function moveDuration(motion: SliderMotion, thumbnails: boolean): number {
  if (motion === 'group') return CAROUSEL.portfolioSlide;
  if (motion === 'slide') return SLIDER.carouselSlide;
  return thumbnails ? SLIDER.fade : SLIDER.setupFade;
}

/** Checks an author's or script's `active` against the positions there are; 0 and a warning otherwise. */
export function resolvePosition(index: number, count: number): { index: number; warning?: string } {
  if (count <= 0 || (Number.isInteger(index) && index >= 0 && index < count)) return { index: count > 0 ? index : 0 };
  return { index: 0, warning: `expected a position from 0 to ${count - 1}, got ${JSON.stringify(index)}; using 0` };
}

/**
 * How many positions `count` items give with `columns` visible: one per first
 * visible item when moving by one, one per group when moving by `columns`.
 * Never less than 1 while there are items.
 */
export function positionCount(count: number, columns: number, byGroup: boolean): number {
  if (count <= 0) return 0;
  if (count <= columns) return 1;
  return byGroup ? Math.ceil(count / columns) : count - columns + 1;
}

/** The first item shown at `position`. The last group is filled from the end, so no column stays empty. */
export function firstItem(position: number, count: number, columns: number, byGroup: boolean): number {
  const first = byGroup ? position * columns : position;
  return Math.max(0, Math.min(first, count - columns));
}

/** The position that shows `item` (a group's, or the first shown when moving by one): where a resize lands. */
export function positionOf(item: number, count: number, columns: number, byGroup: boolean): number {
  const last = positionCount(count, columns, byGroup) - 1;
  return Math.max(0, Math.min(byGroup ? Math.floor(item / Math.max(1, columns)) : item, last));
}

/**
 * Where a resize from `fromColumns` to `toColumns` lands: on the position that shows the first item shown before,
 * so the visitor keeps their place.
 */
export function positionAfterResize(
  position: number,
  count: number,
  fromColumns: number,
  toColumns: number,
  byGroup: boolean,
): number {
  const first = firstItem(position, count, Math.min(fromColumns, count), byGroup);
  return positionOf(first, count, Math.min(toColumns, Math.max(count, 1)), byGroup);
}

/** MFT §9: the portfolio's columns by container width (5 at 1600 px or more, ... otherwise 1). */
export function portfolioColumns(width: number): number {
  for (const [min, columns] of CAROUSEL.portfolioColumns) if (width >= min) return columns;
  return 1;
}

/** Arrow keys to a step; in right-to-left text the arrows follow what the visitor sees. */
export function keyToStep(key: string, rtl: boolean): number {
  const forward = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0;
  return rtl ? -forward : forward;
}

/** A horizontal swipe to a step: dragging the content leftwards shows what is to its right. */
export function swipeToStep(direction: SwipeDirection, rtl: boolean): number {
  const forward = direction === 'left' ? 1 : direction === 'right' ? -1 : 0;
  return rtl ? -forward : forward;
}

/** Items whose images should load now: those shown at `position`, and the ones a step either way shows. */
export function nearItems(position: number, positions: number, count: number, columns: number, byGroup: boolean) {
  const near = new Set<number>();
  for (const p of [position - 1, position, position + 1]) {
    const first = firstItem(wrap(p, positions), count, columns, byGroup);
    for (let i = first; i < Math.min(first + columns, count); i += 1) near.add(i);
  }
  return near;
}
