import type { PropDefs } from '../../core/attributes/index.js';
import { COUNTER } from '../../core/constants/counters.js';
import { counterProps } from '../counter/props.js';

/** `<pb-circle-counter>`: the counter's table, and the circle's own. */
export const circleCounterProps = {
  ...counterProps,
  /** The value of a full circle; the ring fills `value / max` of its round (at most all of it). */
  max: { type: 'number', default: 100, min: 1 },
  /** The circle's width and height in px (CCH §9: 110). */
  size: { type: 'number', default: COUNTER.circleSize as number, integer: true, min: 20, max: 1000 },
} satisfies PropDefs;
