/** The table both counters share, and their one string; `<pb-circle-counter>` adds its own in `circle-counter/`. */
import type { PropDefs } from '../../core/attributes/index.js';
import { COUNTER } from '../../core/constants/counters.js';

export const counterMessages = {
  /** The accessible name when `label` is set: `{value}` is the final value as shown, `{label}` the label. */
  labelled: '{value} {label}',
};

export type CounterMessages = typeof counterMessages;

/** A plain text attribute, empty by default (one object for the four: the table only reads it). */
const text = { type: 'string' as const, default: '' };

export const counterProps = {
  /**
   * The final value, as a plain number (`12400`, `4.5`). A string, not a number: the attribute parser caps
   * numbers at 2^31 - 1, and a count of visitors may be larger. Empty: the number in the element's text.
   */
  value: text,
  /** Written before the number (`€`), in every frame and the final value. */
  prefix: text,
  /** Written after it (`+`, `%`, ` kg`). */
  suffix: text,
  /** Decimals shown; unset: as many as the value is written with. */
  decimals: {
    type: 'number',
    default: undefined as number | undefined,
    integer: true,
    min: 0,
    max: 20,
    fallbackText: "the value's own decimals",
  },
  /** Added to the accessible name after the value (`pieces fired a year`), through the `labelled` message. */
  label: text,
  /** The run's length in ms (MFT §9: 1800); 0 shows the value at once. */
  duration: { type: 'number', default: COUNTER.duration as number, integer: true, min: 0, max: 60000 },
  /** Overrides of the English string above. */
  messages: { type: 'json', default: {} as Partial<CounterMessages> },
} satisfies PropDefs;
