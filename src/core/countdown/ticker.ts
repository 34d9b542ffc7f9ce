/**
 * The countdown's ticking. Every tick reads the clock and computes what is left; nothing is counted, so timers
 * that fire late (a slow device, a throttled tab) never add up to drift. Stopped, it holds no timer; started
 * again, it shows the true remaining time at once (the return to a hidden tab).
 */
import { untilNextSecond } from './parts.js';

/** Runs `fn` in `ms` and returns what cancels it. */
export type Wait = (ms: number, fn: () => void) => () => void;

/** `setTimeout`, read when called, so a test's fake clock drives it. */
const defaultWait: Wait = (ms, fn) => {
  const id = setTimeout(fn, ms);
  return () => clearTimeout(id);
};

export interface TickerOptions {
  /** The target, in ms since the epoch. */
  target: number;
  /** The time now, in ms since the epoch, corrected by the server's clock when there is one. */
  clock: () => number;
  /** Each tick's remaining time in ms, floored at zero; the last call has 0. */
  onTick: (remainingMs: number) => void;
  wait?: Wait;
}

export interface Ticker {
  /** Ticks now, then on every change of the shown second until the end; a no-op while running. */
  start(): void;
  /** Drops the pending tick. */
  stop(): void;
  readonly running: boolean;
}

export function countdownTicker({ target, clock, onTick, wait = defaultWait }: TickerOptions): Ticker {
  let cancel: (() => void) | undefined;
  let running = false;
  const step = (): void => {
    cancel = undefined;
    const remaining = Math.max(0, target - clock());
    onTick(remaining);
    const next = untilNextSecond(remaining);
    // onTick may have stopped the ticker (the end event's listener removing the element).
    if (next === undefined || !running) {
      running = false;
      return;
    }
    cancel = wait(next, step);
  };
  return {
    start() {
      if (running) return;
      running = true;
      step();
    },
    stop() {
      running = false;
      cancel?.();
      cancel = undefined;
    },
    get running() {
      return running;
    },
  };
}
