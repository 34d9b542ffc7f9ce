/**
 * The one debounce: the last call wins, `ms` after it. `setTimeout` is read at
 * call time, so a test's fake clock drives it. Pure timing, no DOM.
 */
export interface Debounced {
  (): void;
  /** Drops a pending call. */
  cancel(): void;
}

export function debounce(ms: number, fn: () => void): Debounced {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const call = (() => {
    clearTimeout(timer);
    timer = setTimeout(fn, ms);
  }) as Debounced;
  call.cancel = () => clearTimeout(timer);
  return call;
}
