/**
 * Builder timing and keyboard helpers (CCH §9 Builder).
 */
import { BUILDER } from '../constants/builder.js';

export type ArrowDirection = keyof typeof BUILDER.keys.arrows;

/**
 * How long scrolling to a module address takes: 400 ms per 1000 px of distance, clamped to 800..6000 ms.
 * A non-numeric distance counts as no distance.
 * @example scrollToAddressDuration(5000) // 2000
 */
export function scrollToAddressDuration(distancePx: unknown): number {
  const { msPer1000px, min, max } = BUILDER.scrollToAddress;
  const d = typeof distancePx === 'number' && !Number.isNaN(distancePx) ? Math.abs(distancePx) : 0;
  return Math.min(max, Math.max(min, (d * msPer1000px) / 1000));
}

/** 1-based position of `keyCode` in `codes`, or undefined. */
function layoutNumber(codes: readonly number[], keyCode: unknown): number | undefined {
  const i = typeof keyCode === 'number' ? codes.indexOf(keyCode) : -1;
  return i === -1 ? undefined : i + 1;
}

/**
 * The section layout a digit key picks, counted from 1 as the editor reads it: keys 1, 2, 3 (codes 49..51)
 * give 1, 2, 3, the order of the add-section choices. Any other code gives undefined.
 * @example sectionForKey(50) // 2
 */
export function sectionForKey(keyCode: unknown): number | undefined {
  return layoutNumber(BUILDER.keys.sections, keyCode);
}

/**
 * The row layout a key picks, counted from 1 in key order along the top row of the keyboard: keys 1..9
 * (codes 49..57) give 1..9, 0 (48) gives 10 and minus (189) gives 11. Any other code gives undefined.
 * @example rowForKey(48) // 10
 */
export function rowForKey(keyCode: unknown): number | undefined {
  return layoutNumber(BUILDER.keys.rows, keyCode);
}

/**
 * The direction of an arrow key code (37..40), or undefined.
 * @example arrowDirection(38) // 'up'
 */
export function arrowDirection(keyCode: unknown): ArrowDirection | undefined {
  const arrows = BUILDER.keys.arrows;
  return (Object.keys(arrows) as ArrowDirection[]).find((k) => arrows[k] === keyCode);
}

/**
 * Whether a key code is one of the four arrow keys.
 * @example isArrowKey(37) // true
 */
export function isArrowKey(keyCode: unknown): boolean {
  return arrowDirection(keyCode) !== undefined;
}
