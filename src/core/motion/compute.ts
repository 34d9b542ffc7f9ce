/**
 * The motion maths (CCH §3-4, §9), pure: an item's progress through the viewport, each track's value there,
 * the composed transform, opacity and filter, and the same function compiled to `@keyframes` for a view
 * timeline. Both paths call `styleAt`, so they agree wherever the keyframes sample it.
 */
import type { Band } from '../builder/modal.js';
import type { Device } from '../constants/index.js';
import { MOTION, type MotionTrigger } from '../constants/motion.js';
import { formatMotionValue } from '../formats/motion-values.js';
import { type MotionItem, type MotionProp, type MotionTrack, valueKind } from './data.js';

/** Where a trigger point sits down the element, as a fraction of its height. */
export const TRIGGER_POINT: Record<MotionTrigger, number> = { top: 0, middle: 0.5, bottom: 1 };

/** The motion breakpoints (CCH §9): portrait 768 / 479, landscape 980 / 767. */
export function motionDevice(width: number, landscape: boolean): Device {
  const b = MOTION.breakpoints;
  if (width <= (landscape ? b.landscapePhone : b.phone)) return 'phone';
  if (width <= (landscape ? b.landscapeTablet : b.tablet)) return 'tablet';
  return 'desktop';
}

/** The part of the window effects measure against: its top inset and height (px). */
export interface MotionViewport {
  top: number;
  height: number;
}

/**
 * CCH §9: the window's height, less the fixed bars at the top (the offsets topic) and the builder's content
 * offset, plus 100 px on a real mobile device (so toolbars sliding away do not make items jump). `band`: the part
 * of the window's viewport the builder shows the page in (its modal's body, src/core/builder/modal.ts), whose
 * edges bound it too; a bar at the top covers the band's top where it reaches further down (from where the
 * builder's window begins to show the page, `band.seen`).
 */
export function motionViewport(
  innerHeight: number,
  env: { offsetTop: number; builder: boolean; realMobile: boolean; band?: Band | null },
): MotionViewport {
  const band = env.band ?? { top: 0, bottom: innerHeight };
  const top = Math.max(band.top, (band.seen ?? 0) + env.offsetTop, 0) + (env.builder ? MOTION.builderContentOffset : 0);
  const extra = env.realMobile ? MOTION.mobileViewportExtra : 0;
  return { top, height: Math.max(1, band.bottom - top + extra) };
}

/**
 * Progress in viewport percent of the point `pointY` (page px) for the window scrolled to `scrollY`:
 * 0 with the point at the viewport's bottom, 100 at its top; not clamped.
 */
export function progressAt(pointY: number, scrollY: number, view: MotionViewport): number {
  return ((scrollY + view.top + view.height - pointY) / view.height) * 100;
}

const lerp = (a: number, b: number, from: number, to: number, p: number): number =>
  to > from ? a + ((b - a) * (p - from)) / (to - from) : b;

/**
 * A track's value at progress `p` (clamped to 0..100): the start value before `start`, then towards the middle
 * value until `midStart`, the middle value until `midEnd`, towards the end value until `end`, then the end
 * value. Right-continuous where two points coincide.
 */
export function valueAt(track: MotionTrack, p: number): number {
  const x = Math.min(100, Math.max(0, p));
  if (x < track.start) return track.startValue;
  if (x < track.midStart) return lerp(track.startValue, track.midValue, track.start, track.midStart, x);
  if (x < track.midEnd) return track.midValue;
  if (x < track.end) return lerp(track.midValue, track.endValue, track.midEnd, track.end, x);
  return track.endValue;
}

/** The style an item's tracks compose to: each property is '' when no track sets it. */
export interface MotionStyle {
  transform: string;
  opacity: string;
  filter: string;
}

const num = (n: number): string => `${Math.round(n * 1000) / 1000 + 0}`;
const fmt = (prop: MotionProp, n: number): string => formatMotionValue(valueKind(prop), num(n)) || '0';

/** The composed value of each property some track sets: translations and rotations add, scales multiply. */
export type MotionValues = Map<MotionProp, number>;

/** Composes track values: translations and rotations add, scales multiply. */
export function composeValues(tracks: readonly MotionTrack[], value: (t: MotionTrack) => number): MotionValues {
  const sum: MotionValues = new Map();
  for (const t of tracks) {
    const v = value(t);
    const prev = sum.get(t.prop);
    sum.set(t.prop, prev === undefined ? v : t.prop === 'scale' ? (prev * v) / 100 : prev + v);
  }
  return sum;
}

/**
 * The style of composed values: the functions present follow one fixed order, so every keyframe of an item has
 * the same function list and CSS interpolates it linearly (as the scheduler's easing interpolates the values).
 */
export function styleOf(sum: MotionValues): MotionStyle {
  const has = (p: MotionProp): boolean => sum.has(p);
  const v = (p: MotionProp): number => sum.get(p) ?? 0;
  const parts: string[] = [];
  if (has('translateX') || has('translateY') || has('translateZ')) {
    const xy = `${fmt('translateX', v('translateX'))}, ${fmt('translateY', v('translateY'))}`;
    parts.push(has('translateZ') ? `translate3d(${xy}, ${fmt('translateZ', v('translateZ'))})` : `translate(${xy})`);
  }
  for (const p of ['rotateX', 'rotateY', 'rotate'] as const) if (has(p)) parts.push(`${p}(${fmt(p, v(p))})`);
  if (has('skewX') || has('skewY')) parts.push(`skew(${fmt('skewX', v('skewX'))}, ${fmt('skewY', v('skewY'))})`);
  if (has('scale')) parts.push(`scale(${num(v('scale') / 100)})`);
  return {
    transform: parts.join(' '),
    opacity: has('opacity') ? num(v('opacity') / 100) : '',
    filter: has('blur') ? `blur(${fmt('blur', v('blur'))})` : '',
  };
}

/** The style of an item's tracks with `value` for each. */
export const composeStyle = (tracks: readonly MotionTrack[], value: (t: MotionTrack) => number): MotionStyle =>
  styleOf(composeValues(tracks, value));

/** The item's composed values at progress `p`. */
export const valuesAt = (item: MotionItem, p: number): MotionValues => composeValues(item.tracks, (t) => valueAt(t, p));

/** The item's style at progress `p`. */
export const styleAt = (item: MotionItem, p: number): MotionStyle => composeStyle(item.tracks, (t) => valueAt(t, p));

/** CCH reduced motion (ours, see `<pb-motion>`'s docs): every track rests at its middle value. */
export const middleStyle = (item: MotionItem): MotionStyle => composeStyle(item.tracks, (t) => t.midValue);

/** Where a jump needs a keyframe just before it, in viewport percent. */
const JUMP = 0.01;

/**
 * The progress points where some track bends or jumps: 0, 100 and every track's points. A keyframe at each
 * reproduces `styleAt` exactly in between, as each track is linear between two of them; a jump (two points
 * that coincide with different values) gets a keyframe just before it too.
 */
export function keyframeOffsets(item: MotionItem): number[] {
  const points = new Set<number>([0, 100]);
  for (const t of item.tracks) {
    for (const p of [t.start, t.midStart, t.midEnd, t.end]) points.add(p);
    if (t.start === t.midStart && t.startValue !== t.midValue && t.start > 0) points.add(t.start - JUMP);
    if (t.midEnd === t.end && t.midValue !== t.endValue && t.end > 0) points.add(t.end - JUMP);
  }
  return [...points].sort((a, b) => a - b);
}

/** A style as declarations; `none`/1 stand in for an unset property so keyframes never leave one out. */
export function declarations(style: MotionStyle): string {
  const out: string[] = [];
  if (style.transform) out.push(`transform:${style.transform}`);
  if (style.opacity) out.push(`opacity:${style.opacity}`);
  if (style.filter) out.push(`filter:${style.filter}`);
  return out.join(';');
}

/** The item's `@keyframes` rule named `name`, one keyframe per offset, sampled with `styleAt`. */
export function keyframesCss(name: string, item: MotionItem): string {
  const frames = keyframeOffsets(item).map((p) => `${num(p)}%{${declarations(styleAt(item, p))}}`);
  return `@keyframes ${name}{${frames.join('')}}`;
}

/**
 * The compositor rule for the elements matching `selector`: the page's one scroll timeline (`timeline`, named on
 * the root scroller), each item's range on it written by the store (`scrollRange`). One timeline for every item:
 * Chromium keeps a `view()` timeline per element, and each one it made (an item entering the style zone, a new
 * inset) stayed in the document, serviced every frame, until a garbage collection.
 */
export function timelineCss(selector: string, name: string, timeline: string): string {
  return (
    `${selector}{animation-name:${name};animation-duration:auto;animation-timing-function:linear;` +
    `animation-fill-mode:both;animation-timeline:${timeline}}`
  );
}

/**
 * The scroll offsets (px) where the tracked point at `pointY` (page px) is at the motion viewport's bottom
 * (progress 0) and at its top (100): an item's animation range on the page's scroll timeline, as `progressAt`
 * reads the scroll position.
 */
export function scrollRange(pointY: number, view: MotionViewport): [number, number] {
  return [pointY - view.top - view.height, pointY - view.top];
}

/** A scroll range as an `animation-range` value. */
export const rangeCss = ([start, end]: [number, number]): string => `${num(start)}px ${num(end)}px`;

/** Whether the box [top, top + height] (page px) is within `margin` px of the window's visible part. */
export function withinMargin(
  box: { top: number; height: number },
  scrollY: number,
  innerHeight: number,
  margin: number,
): boolean {
  return box.top + box.height >= scrollY - margin && box.top <= scrollY + innerHeight + margin;
}
