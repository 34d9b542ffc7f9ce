/**
 * Limits and unit lists for builder values (CCH = `spec/consent-chat-header-motion-sticky-formats.md`).
 * Kept apart from `index.ts` so the value sanitisers can be read next to the numbers they enforce.
 */

/** CCH §5 unit sanitising, offsets and motion values: the units each kind of input may carry. */
export const UNITS = {
  /** Accepted on CSS-like inputs. */
  css: ['%', 'em', 'px', 'cm', 'mm', 'in', 'pt', 'pc', 'ex', 'vh', 'vw', 'ms', 'deg', 'rem', 'vmin', 'vmax'],
  /** Used when a CSS-like input has no (or no accepted) unit. */
  cssDefault: 'px',
  /** Accepted on sticky offsets. */
  offset: ['px', '%', 'vw', 'vh'],
  /** Accepted on motion lengths; anything else becomes px. */
  motionLength: ['cm', 'em', 'mm', 'in', 'pc', 'pt', 'px', 'rem'],
  /** Written after the `!important` marker is normalised. */
  important: ' !important',
} as const;

/** CCH §5 range values: a unitless line height up to this is a multiple of the font size (em). */
export const RANGE_VALUES = {
  lineHeightEmMax: 3,
} as const;

/** CCH §5 motion values. */
export const MOTION_VALUES = {
  /** Motion lengths are rounded to this many decimals. */
  lengthDecimals: 2,
  opacity: { min: 0, max: 100 },
  blur: { min: 0, max: 100 },
  scale: { min: 0, max: Number.POSITIVE_INFINITY },
  rotate: { min: -359, max: 359 },
  skew: { min: -180, max: 180 },
  translate: { min: Number.NEGATIVE_INFINITY, max: Number.POSITIVE_INFINITY },
  length: { min: 0, max: Number.POSITIVE_INFINITY },
  /**
   * The unit each effect value is written in (lengths carry their own, see `UNITS.motionLength`).
   * The spec fixes px for translate and % for scale; it calls blur a percentage, but CSS `blur()`
   * takes a length, so blur is written in px.
   */
  units: { opacity: '%', blur: 'px', scale: '%', rotate: 'deg', skew: 'deg', translate: 'px' },
  /** Effect input step: 1, or 0.5 for translate. */
  inputStep: { default: 1, translate: 0.5 },
  /** Effect input speed: 0.5, or 10 for translate. */
  inputSpeed: { default: 0.5, translate: 10 },
} as const;

/** CCH §3 and §5 sticky settings: where a sticky module stops (topLimit, bottomLimit). */
export const STICKY_LIMITS = {
  values: ['body', 'section', 'row', 'column'],
} as const;
