/**
 * The one autoplay clock, for the slider's slideshow, the portfolio carousel
 * and anything else that auto-rotates (MFT §4 Slider, §9).
 *
 * - Every `speed` ms the clock calls `onTick` (the caller moves to the next slide).
 * - `pause(reason)` / `resume(reason)` hold independent reasons ('hover',
 *   'focus', 'hidden', 'offscreen', 'user', or the caller's own, such as reduced motion,
 *   which is the caller's decision): the clock runs only when none is held.
 *   When the last reason goes, a full interval starts afresh.
 * - `isPaused()` is the spec's pause class or attribute. It is asked when an
 *   interval ends; while it says paused, the clock asks again every 2000 ms
 *   (`SLIDER.pausedRecheck`) and ticks at the first answer of not paused,
 *   since the full interval has already gone by.
 * - `restart()` after a manual move begins the interval again.
 *
 * A chain of timeouts, not setInterval, so that restart and pause are exact.
 */
import { checkNumber, type PropDef } from '../attributes/index.js';
import { SLIDER } from '../constants/index.js';
import { observeInView } from '../inview/index.js';

/**
 * The `speed` attribute of anything that auto-rotates, for the one attribute
 * parser: ms between moves, a number of at least `SLIDER.minSlideshowSpeed`
 * (1000). Anything else (not a number, zero, negative, or below the minimum,
 * like the legacy parser's fallback of 10) gives the spec's default of
 * 7000 ms and the parser's warning naming the element and attribute; never
 * a 10 ms rotation.
 */
export const speedProp: PropDef<number> = {
  type: 'number',
  default: SLIDER.slideshowSpeed,
  min: SLIDER.minSlideshowSpeed,
};

export interface AutoplayOptions {
  /** ms between ticks, as `speedProp` reads it. Missing, or below the minimum: 7000. */
  speed?: number;
  onTick: () => void;
  /** The pause class or attribute check; asked when an interval ends. */
  isPaused?: () => boolean;
  /**
   * Called when the clock starts or stops running: started with no pause
   * reason held (the pause class, asked only at interval ends, does not count).
   * An APG carousel's live region follows it.
   */
  onRunningChange?: (running: boolean) => void;
}

export type PauseReason = 'hover' | 'focus' | 'hidden' | 'offscreen' | 'user' | (string & {});

export interface AutoplayClock {
  /** Starts ticking (a full interval first); no effect when already started. */
  start(): void;
  /** Stops ticking and forgets nothing about held pause reasons. */
  stop(): void;
  pause(reason: PauseReason): void;
  resume(reason: PauseReason): void;
  /** Begins a full interval again, for a manual move. */
  restart(): void;
  readonly speed: number;
  readonly started: boolean;
  /** The reasons currently held. */
  readonly reasons: ReadonlySet<PauseReason>;
}

export function createAutoplay(options: AutoplayOptions): AutoplayClock {
  const { onTick, isPaused, onRunningChange } = options;
  // The attribute was checked already; callers from script get the same rule from the same parser.
  const speed = checkNumber(speedProp, options.speed ?? speedProp.default).value;
  const reasons = new Set<PauseReason>();
  let started = false;
  let running = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const due = (): void => {
    if (isPaused?.()) {
      timer = setTimeout(due, SLIDER.pausedRecheck);
      return;
    }
    // The next interval is set before the tick, so a tick that throws does not end the slideshow.
    schedule();
    onTick();
  };

  function schedule(): void {
    clearTimeout(timer);
    const now = started && !reasons.size;
    if (now) timer = setTimeout(due, speed);
    if (now !== running) {
      running = now;
      onRunningChange?.(now);
    }
  }

  return {
    start() {
      if (!started) {
        started = true;
        schedule();
      }
    },
    stop() {
      started = false;
      schedule();
    },
    pause(reason) {
      reasons.add(reason);
      schedule();
    },
    resume(reason) {
      if (reasons.delete(reason) && !reasons.size) schedule();
    },
    restart: schedule,
    speed,
    get started() {
      return started;
    },
    reasons,
  };
}

/**
 * Wires the DOM pause rules of `el` to `clock` until the returned function is
 * called: 'hover' while a pointer is over it, 'focus' while focus is inside
 * it (APG carousel; a caller that wants APG's "stays stopped after focus"
 * pauses for 'user' itself), 'hidden' while the document is hidden, and
 * 'offscreen' while `el` is out of the viewport (the one in-view observer).
 * The state at binding time counts too. Unbinding lifts these four reasons.
 */
export function bindAutoplayPauses(el: HTMLElement, clock: AutoplayClock): () => void {
  const doc = el.ownerDocument;
  const bound = new AbortController();
  const set = (reason: PauseReason, on: boolean): void => (on ? clock.pause : clock.resume)(reason);
  const listen = (target: EventTarget, type: string, listener: (event: FocusEvent) => void): void =>
    target.addEventListener(type, listener as EventListener, { signal: bound.signal });
  const onVisibility = (): void => set('hidden', doc.hidden);

  listen(el, 'pointerenter', () => set('hover', true));
  listen(el, 'pointerleave', () => set('hover', false));
  listen(el, 'focusin', () => set('focus', true));
  // Focus moving within the element keeps the reason held.
  listen(el, 'focusout', ({ relatedTarget: next }) => set('focus', next instanceof Node && el.contains(next)));
  listen(doc, 'visibilitychange', onVisibility);
  set('hover', el.matches(':hover'));
  set('focus', el.matches(':focus-within'));
  onVisibility();
  const unobserve = observeInView(el, (inView) => set('offscreen', !inView));

  return () => {
    bound.abort();
    unobserve();
    for (const reason of ['hover', 'focus', 'hidden', 'offscreen']) clock.resume(reason);
  };
}
