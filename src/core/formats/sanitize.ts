/**
 * Value sanitisers for builder inputs (CCH §5). Every function is total: values that cannot be
 * read give '' (or NaN for numbers) instead of throwing, and sanitising twice changes nothing,
 * so a stored value can be passed through again without drifting.
 */
import { RANGE_VALUES, STICKY_LIMITS, UNITS } from '../constants/values.js';

/** A unit a CSS-like input may carry (CCH §5). */
export type CssUnit = (typeof UNITS.css)[number];

/** Where a sticky module stops (CCH §3). */
export type StickyLimit = (typeof STICKY_LIMITS.values)[number];

/** A leading number and whatever text follows it. */
export interface NumberWithUnit {
  /** Finite; -0 is written as 0. */
  value: number;
  /** Text after the number, trimmed and lower-cased; '' when there is none. */
  unit: string;
}

// Same shapes CSS accepts for a number, including exponents ('1e3px'); 'em' is not an exponent.
const NUMBER = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(.*)$/is;
const IMPORTANT = /!\s*important$/i;
const CSS_UNITS: readonly string[] = UNITS.css;
const OFFSET_UNITS: readonly string[] = UNITS.offset;
const LIMITS: readonly string[] = STICKY_LIMITS.values;
// Responsive and state variants of a field share its base name (CCH §3 responsive naming).
const FIELD_SUFFIXES = /(?:_tablet|_phone|__hover|__sticky)+$/;

/**
 * Splits a value into its leading number and the text after it; undefined when there is no
 * finite leading number. Numbers pass through with an empty unit.
 * @example parseNumberUnit(' 1.5EM ') // { value: 1.5, unit: 'em' }
 */
export function parseNumberUnit(value: unknown): NumberWithUnit | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? { value: value + 0, unit: '' } : undefined;
  if (typeof value !== 'string') return undefined;
  const match = NUMBER.exec(value.trim());
  if (!match) return undefined;
  const number = Number(match[1]);
  if (!Number.isFinite(number)) return undefined;
  return { value: number + 0, unit: (match[2] ?? '').trim().toLowerCase() };
}

/** True for the units CSS-like inputs accept. */
function isCssUnit(unit: unknown): unit is CssUnit {
  return typeof unit === 'string' && CSS_UNITS.includes(unit);
}

/**
 * Shared by sanitizeUnit and sanitizeRange: keeps an accepted unit, otherwise asks `fallback`
 * (given the number) for one, and re-appends a trailing `!important` in one normal form.
 */
function sanitizeWith(value: unknown, fallback: (n: number) => string): string {
  let core = value;
  let important = false;
  if (typeof value === 'string') {
    const trimmed = value.trimEnd();
    const marker = IMPORTANT.exec(trimmed);
    if (marker) {
      important = true;
      core = trimmed.slice(0, marker.index);
    }
  }
  const parsed = parseNumberUnit(core);
  if (!parsed) return '';
  const unit = isCssUnit(parsed.unit) ? parsed.unit : fallback(parsed.value);
  return `${parsed.value}${unit}${important ? UNITS.important : ''}`;
}

/**
 * Sanitises a CSS-like length (CCH §5). Accepted units are kept (lower-cased); a missing or
 * unknown unit becomes `defaultUnit` (px unless given; an unaccepted defaultUnit also means px),
 * or nothing when `defaultUnit` is false. A trailing `!important` is kept as ' !important'.
 * A missing or non-numeric value gives ''.
 * @example sanitizeUnit('10PX!important') // '10px !important'
 */
export function sanitizeUnit(value: unknown, options: { defaultUnit?: string | false } = {}): string {
  const wanted = options?.defaultUnit;
  const unit = wanted === false ? '' : isCssUnit(wanted) ? wanted : UNITS.cssDefault;
  return sanitizeWith(value, () => unit);
}

/** True when a field name is a line height, including its responsive and state variants. */
function isLineHeight(fieldName: unknown): boolean {
  return typeof fieldName === 'string' && fieldName.replace(FIELD_SUFFIXES, '').endsWith('line_height');
}

/**
 * Sanitises a range input (CCH §5): a missing or unknown unit becomes px, except that a line
 * height (a field named `line_height` or `*line_height`, any `_tablet`/`_phone`/`__hover`/`__sticky`
 * variant) of 3 or less becomes em. A non-numeric value gives ''.
 * @example sanitizeRange('1.5', 'body_line_height') // '1.5em'
 */
export function sanitizeRange(value: unknown, fieldName?: string): string {
  const lineHeight = isLineHeight(fieldName);
  return sanitizeWith(value, (n) => (lineHeight && n <= RANGE_VALUES.lineHeightEmMax ? 'em' : UNITS.cssDefault));
}

/**
 * Reads an integer the forgiving way (CCH §5): every character except digits, '.' and '-' is
 * dropped, then the first number left is read and truncated toward zero. It is negative only
 * when a '-' sits directly before it once the other characters are gone. Exponents are not
 * read ('1e3' gives 13). Nothing numeric (or a non-finite result) gives NaN, so callers can
 * tell "absent" from 0 with `isPresent`.
 * @example parseInteger('-12.7px') // -12
 */
export function parseInteger(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) + 0 : Number.NaN;
  if (typeof value !== 'string') return Number.NaN;
  const match = /(-?)(\d+|(?=\.\d))/.exec(value.replace(/[^\d.-]/g, ''));
  if (!match) return Number.NaN;
  const digits = match[2] ?? '';
  const magnitude = digits === '' ? 0 : Number(digits);
  if (!Number.isFinite(magnitude)) return Number.NaN;
  return match[1] === '-' ? -magnitude + 0 : magnitude;
}

/**
 * Sanitises a sticky offset (CCH §5): px, %, vw or vh are kept, a bare number becomes px.
 * none, auto, other units, `!important` and non-numeric values give ''.
 * @example sanitizeOffset('10') // '10px'
 */
export function sanitizeOffset(value: unknown): string {
  const parsed = parseNumberUnit(value);
  if (!parsed) return '';
  if (parsed.unit === '') return `${parsed.value}px`;
  return OFFSET_UNITS.includes(parsed.unit) ? `${parsed.value}${parsed.unit}` : '';
}

/**
 * Whether a value counts as set (CCH §5): not '', undefined, false or NaN. null also counts as
 * unset, since JSON settings use it for "no value".
 * @example isPresent(0) // true
 */
export function isPresent(value: unknown): boolean {
  return value !== '' && value !== undefined && value !== null && value !== false && !Number.isNaN(value);
}

/**
 * Exact check for a sticky limit (body, section, row or column).
 * @example isStickyLimit('row') // true
 */
export function isStickyLimit(value: unknown): value is StickyLimit {
  return typeof value === 'string' && LIMITS.includes(value);
}

/**
 * Reads a sticky limit, forgiving case and spaces; anything else gives ''.
 * @example parseStickyLimit(' Section ') // 'section'
 */
export function parseStickyLimit(value: unknown): StickyLimit | '' {
  if (typeof value !== 'string') return '';
  const limit = value.trim().toLowerCase();
  return isStickyLimit(limit) ? limit : '';
}
