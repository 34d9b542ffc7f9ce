/**
 * Holds element registration while the autoloader waits for a batch of tag
 * modules, so the tags one scan found upgrade together: one `define()` pass,
 * one React flush, one style and layout pass. Without it each module upgrades
 * its tags as it arrives, and the browser may paint (and lay out again)
 * between modules.
 *
 * The state lives on `globalThis` under a `Symbol.for` key: pb.js, the
 * elements and consent.js each hold a copy of this module, and all of them
 * must see one hold.
 */

/** A module that has not arrived this long after its batch started stops holding the others, in ms. */
export const HOLD_LIMIT = 1000;

interface Hold {
  count: number;
  waiting: Array<() => void>;
}

const KEY = Symbol.for('pb-elements.define-hold');

function state(): Hold {
  const g = globalThis as { [KEY]?: Hold };
  g[KEY] ??= { count: 0, waiting: [] };
  return g[KEY];
}

/** True while some batch is loading: registration should wait (`afterHold`). */
export const isHeld = (): boolean => state().count > 0;

/** Runs `fn` once every hold is released; returns false (and does not keep `fn`) when nothing holds. */
export function afterHold(fn: () => void): boolean {
  const hold = state();
  if (hold.count === 0) return false;
  hold.waiting.push(fn);
  return true;
}

/**
 * Holds registration until `batch` settles, or `HOLD_LIMIT` ms at most, so a
 * module that hangs or fails cannot keep the others from upgrading.
 */
export function holdUntil(batch: Promise<unknown>): void {
  const hold = state();
  hold.count++;
  let released = false;
  const release = (): void => {
    if (released) return;
    released = true;
    clearTimeout(timer);
    if (--hold.count > 0) return;
    // Everything that waited runs in this one task.
    for (const fn of hold.waiting.splice(0)) fn();
  };
  const timer = setTimeout(release, HOLD_LIMIT);
  batch.then(release, release);
}
