/**
 * The one timer and the one debounce. `setTimeout` is read at call time, so a
 * test's fake clock drives them. Pure timing, no DOM.
 */

/** One pending call at a time: a new `start` replaces the pending call. */
export interface Timer {
  start(ms: number, fn: () => void): void;
  /** Drops the pending call. */
  cancel(): void;
}

export function timer(): Timer {
  let pending: ReturnType<typeof setTimeout> | undefined;
  return {
    start(ms, fn) {
      clearTimeout(pending);
      pending = setTimeout(fn, ms);
    },
    cancel: () => clearTimeout(pending),
  };
}

export interface Debounced {
  (): void;
  /** Drops a pending call. */
  cancel(): void;
}

/** The last call wins, `ms` after it. */
export function debounce(ms: number, fn: () => void): Debounced {
  const t = timer();
  const call = (() => t.start(ms, fn)) as Debounced;
  call.cancel = t.cancel;
  return call;
}

/**
 * `fn` once per microtask, however often it is asked for in one task: a store that many elements join in one
 * upgrade pass rebuilds once, after the last of them.
 */
export function inMicrotask(fn: () => void): () => void {
  let queued = false;
  return () => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      fn();
    });
  };
}
