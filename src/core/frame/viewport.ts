/** Breakpoints and motion preference, computed at call time (never at import). */
import { getBus } from '../bus/index.js';
import { BREAKPOINTS, type Device } from '../constants/index.js';
import { onFrame } from './index.js';

export function deviceForWidth(width: number): Device {
  if (width <= BREAKPOINTS.phoneMax) return 'phone';
  if (width <= BREAKPOINTS.tabletMax) return 'tablet';
  return 'desktop';
}

/** The media-query width: innerWidth includes the scrollbar, as CSS breakpoints do. */
export const viewportDevice = (): Device => deviceForWidth(window.innerWidth);

/**
 * The breakpoint tracking, one per page like the scheduler: every copy of the library that needs the topic holds
 * it through the tracker on `globalThis`, so one resize task publishes it. Shared only when `version` matches.
 */
interface BreakpointTracker {
  readonly version: 1;
  track(): () => void;
}

const KEY = Symbol.for('pb-elements.breakpoint');

function createTracker(): BreakpointTracker {
  let stopTracking: (() => void) | undefined;
  let trackers = 0;
  return {
    version: 1,
    track() {
      const bus = getBus();
      if (trackers++ === 0) {
        let device: Device = viewportDevice();
        if (bus.last('breakpoint') !== device) bus.publish('breakpoint', device);
        stopTracking = onFrame('resize', {
          read: () => {
            device = viewportDevice();
          },
          write: () => {
            if (bus.last('breakpoint') !== device) bus.publish('breakpoint', device);
          },
        });
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (--trackers === 0) stopTracking?.();
      };
    },
  };
}

let own: BreakpointTracker | undefined;

/**
 * Keeps the bus's `breakpoint` topic current while at least one caller needs it.
 * Returns the function that releases this caller's interest.
 */
export function trackBreakpoint(): () => void {
  const g = globalThis as unknown as Record<symbol, BreakpointTracker | undefined>;
  const found = g[KEY];
  if (found?.version === 1) return found.track();
  own ??= createTracker();
  if (!found) Object.defineProperty(g, KEY, { value: own, configurable: true });
  return own.track();
}

const REDUCE = '(prefers-reduced-motion: reduce)';

/** Checked when a movement starts, so a change of preference applies to the next one. */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia(REDUCE).matches;
}

/** Calls `fn` when the visitor turns reduced motion on or off while the page is open; returns the stop. */
export function onReducedMotionChange(fn: () => void): () => void {
  const query = typeof matchMedia === 'function' ? matchMedia(REDUCE) : undefined;
  query?.addEventListener?.('change', fn);
  return () => query?.removeEventListener?.('change', fn);
}
