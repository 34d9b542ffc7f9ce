/**
 * Motion effect values (CCH §5 "Motion values"). Effect values are numbers in one fixed unit per
 * kind, clamped to the spec's limits; values that cannot be read give NaN (which `isPresent`
 * treats as unset), so clamping never invents a 0 the author did not type.
 */
import { MOTION_VALUES, UNITS } from '../constants/values.js';
import { parseNumberUnit } from './sanitize.js';

/** The kinds of motion value with their own limits. */
export type MotionValueKind = 'opacity' | 'blur' | 'scale' | 'rotate' | 'skew' | 'translate' | 'length';

const LENGTH_UNITS: readonly string[] = UNITS.motionLength;

// toFixed rounds the exact decimal expansion, so rounding an already rounded value is a no-op
// (Math.round(n * 100) / 100 can drift by an ulp on large values).
function round(n: number): number {
  return Number(n.toFixed(MOTION_VALUES.lengthDecimals)) + 0;
}

/**
 * A motion length (CCH §5): the unit must be cm, em, mm, in, pc, pt, px or rem, else px;
 * negative lengths become 0; the number is rounded to 2 decimals. Non-numeric gives ''.
 * @example sanitizeMotionLength('-4em') // '0em'
 */
export function sanitizeMotionLength(value: unknown): string {
  const parsed = parseNumberUnit(value);
  if (!parsed) return '';
  const unit = LENGTH_UNITS.includes(parsed.unit) ? parsed.unit : 'px';
  return `${round(Math.max(0, parsed.value))}${unit}`;
}

/**
 * Clamps a motion value to its kind's limits (CCH §5): opacity and blur 0..100, scale at least 0,
 * rotate -359..359, skew -180..180, translate unbounded, length at least 0 and rounded to 2
 * decimals. A unit in the input is ignored (each kind has one, see `formatMotionValue`).
 * Non-numeric values and unknown kinds give NaN.
 * @example sanitizeMotionValue('rotate', '400deg') // 359
 */
export function sanitizeMotionValue(kind: MotionValueKind, value: unknown): number {
  const limits = Object.hasOwn(MOTION_VALUES, kind) ? MOTION_VALUES[kind] : undefined;
  const parsed = parseNumberUnit(value);
  if (!limits || !parsed || typeof limits !== 'object' || !('min' in limits)) return Number.NaN;
  const clamped = Math.min(limits.max, Math.max(limits.min, parsed.value)) + 0;
  return kind === 'length' ? round(clamped) : clamped;
}

/**
 * Opacity percentage, 0..100.
 * @example clampOpacity(120) // 100
 */
export function clampOpacity(value: unknown): number {
  return sanitizeMotionValue('opacity', value);
}

/**
 * Blur amount, 0..100.
 * @example clampBlur('-5') // 0
 */
export function clampBlur(value: unknown): number {
  return sanitizeMotionValue('blur', value);
}

/**
 * A clamped motion value written with its kind's unit: translate in px, scale in %, opacity in %,
 * blur in px, rotate and skew in deg; lengths keep their own unit (see `sanitizeMotionLength`).
 * Non-numeric gives ''.
 * @example formatMotionValue('scale', 150) // '150%'
 */
export function formatMotionValue(kind: MotionValueKind, value: unknown): string {
  if (kind === 'length') return sanitizeMotionLength(value);
  const n = sanitizeMotionValue(kind, value);
  return Number.isNaN(n) ? '' : `${n}${MOTION_VALUES.units[kind]}`;
}
