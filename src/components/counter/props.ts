/** The table both counters share; `<pb-circle-counter>` adds its own in `circle-counter/`. */
import type { PropDefs } from '../../core/attributes/index.js';
import { COUNTER } from '../../core/constants/counters.js';

/** A plain text attribute, empty by default (one object for the three: the table only reads it). */
const text = { type: 'string' as const, default: '' };

export const counterProps = {
  /**
   * The final value, as a plain number (`12400`, `4.5`): what the counter counts to. A string, not a number: the
   * attribute parser caps numbers at 2^31 - 1, and a count of visitors may be larger. Missing or not a plain
   * number: a warning, and the element's text shows as written, without counting.
   */
  value: text,
  /** Written before the number (`€`), in every frame and the final value. */
  prefix: text,
  /** Written after it (`+`, `%`, ` kg`). */
  suffix: text,
  /** Decimals shown; unset: as many as `value` is written with. */
  decimals: {
    type: 'number',
    default: undefined as number | undefined,
    integer: true,
    min: 0,
    max: 20,
    fallbackText: "the value's own decimals",
  },
  /** The run's length in ms (MFT §9: 1800); 0 shows the value at once. */
  duration: { type: 'number', default: COUNTER.duration as number, integer: true, min: 0, max: 60000 },
} satisfies PropDefs;
