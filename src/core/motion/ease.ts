/**
 * CCH §9's easing on the scheduler path: a visible item moves to each new value linearly over 200 ms. A CSS
 * transition gave it, but the scroll sets a new value every frame, and each new value made a new transition (a
 * style change, an animation created and handed to the compositor) on every visible item every frame. Here the
 * one frame callback interpolates instead, as a transition retargeted from where it is would: from the value
 * shown now to the new one, over the full duration, each property linearly.
 */
import { MOTION } from '../constants/motion.js';
import type { MotionValues } from './compute.js';

/** Where an item is going: from `from` (shown at `since`, ms) to `to`. */
export interface Ease {
  from: MotionValues | undefined;
  to: MotionValues | undefined;
  since: number;
}

const same = (a: MotionValues, b: MotionValues): boolean => {
  if (a.size !== b.size) return false;
  for (const [k, v] of a) if (b.get(k) !== v) return false;
  return true;
};

/** How far (0..1) the ease has gone at `now`. */
const doneAt = (e: Ease, now: number): number => Math.min(1, Math.max(0, (now - e.since) / MOTION.transition));

/** The values shown at `now`: `to` once the 200 ms are over; undefined before any value. */
export function shownAt(e: Ease, now: number): MotionValues | undefined {
  const { from, to } = e;
  if (!from || !to || from === to) return to;
  const t = doneAt(e, now);
  if (t >= 1) return to;
  const out: MotionValues = new Map();
  for (const [k, b] of to) {
    const a = from.get(k) ?? b;
    out.set(k, a + (b - a) * t);
  }
  return out;
}

/** Whether the item is still moving at `now`. */
export const easing = (e: Ease, now: number): boolean => !!e.from && !!e.to && e.from !== e.to && doneAt(e, now) < 1;

/**
 * Sends the item to `to` at `now`: eased from what it shows (`ease`, a visible item that shows a value), else at
 * once. The same target again changes nothing, so an ease under way keeps its pace.
 */
export function retarget(e: Ease, to: MotionValues, now: number, ease: boolean): void {
  if (e.to && same(e.to, to)) {
    if (!ease) e.from = e.to;
    return;
  }
  const from = ease ? shownAt(e, now) : undefined;
  e.from = from ?? to;
  e.to = to;
  e.since = now;
}
