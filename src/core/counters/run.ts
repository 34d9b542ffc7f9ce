/**
 * One counter's run on the page: it waits, through the one in-view observer, until the counter is on screen,
 * then paints each frame of `duration` ms. A counter runs once: scrolled away and back, moved, or removed and
 * added again, it shows its final value. With reduced motion (or no duration) it paints the end at once, and
 * a page about to be printed shows every counter's final value.
 */
import { COUNTER } from '../constants/counters.js';
import { requestFrame } from '../frame/index.js';
import { prefersReducedMotion } from '../frame/viewport.js';
import { observeInView } from '../inview/index.js';

/** Paints the counter at `progress`, from 0 (the start) to 1 (the final value). */
export type Paint = (progress: number) => void;

/** Counters whose run has ended (or was skipped). */
const finished = new WeakSet<Element>();

/**
 * Paints the start now (or the end, with reduced motion), and runs once `el` is on screen. The returned stop
 * ends a run under way at its final value, so a counter never stays on a frame; one that has not started
 * stays at its start, to run when it is next watched.
 */
export function watchCount(el: Element, duration: number, paint: Paint): () => void {
  let running = false;
  let stopWatching = (): void => {};
  const stop = (): void => {
    removeEventListener('beforeprint', end);
    stopWatching();
    running = false;
  };
  const end = (): void => {
    stop();
    finished.add(el);
    paint(1);
  };
  if (finished.has(el) || duration <= 0 || prefersReducedMotion()) {
    end();
    return stop;
  }
  paint(0);
  stopWatching = observeInView(
    el,
    () => {
      // The preference is read when the motion would start, so a change since the page loaded applies.
      if (prefersReducedMotion()) return end();
      // Date, not the frame's timestamp: a hidden tab gets no frames, and on its return the run is over. Time
      // is added up, so a clock set back pauses the run rather than sending it back.
      let last = Date.now();
      let elapsed = 0;
      running = true;
      // Each frame in the page's one frame scheduler's write phase: every counter on the page paints in one frame.
      const step = {
        write: (): void => {
          if (!running) return;
          const now = Date.now();
          elapsed += Math.max(0, now - last);
          last = now;
          if (elapsed < duration) {
            paint(elapsed / duration);
            requestFrame(step);
          } else end();
        },
      };
      requestFrame(step);
    },
    { once: true, threshold: COUNTER.inViewThreshold },
  );
  // A page about to be printed shows the final value.
  addEventListener('beforeprint', end);
  return () => (running ? end() : stop());
}
