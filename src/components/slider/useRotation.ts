/**
 * Auto-rotation for a slider or carousel: the one autoplay clock (core/autoplay)
 * with the spec's pause rules and the APG carousel's. It rotates only while
 * nothing holds it: the pointer is over it, focus is inside it, it is off
 * screen, the tab is hidden, the visitor pressed pause, or (until the visitor
 * presses play) they prefer reduced motion. Keyboard focus entering it is a
 * press of pause (APG): the control then offers play, and rotation waits for
 * it rather than coming back when focus leaves. The `paused` attribute or the
 * `pb-paused` class holds it too, checked when an interval ends and then
 * every 2000 ms (MFT §4).
 */
import { type RefObject, useEffect, useRef, useState } from 'react';
import { type AutoplayClock, bindAutoplayPauses, createAutoplay } from '../../core/autoplay/index.js';
import { prefersReducedMotion } from '../../core/frame/viewport.js';
import type { SliderHost } from './types.js';

function matchesFocusVisible(el: Element): boolean {
  try {
    return el.matches(':focus-visible');
  } catch {
    // A browser without the selector: any focus counts, as APG words it.
    return true;
  }
}

/** `move` is the slider's latest move function; the rotation calls it with one step forward. */
export function useRotation(
  host: SliderHost,
  enabled: boolean,
  speed: number,
  move: RefObject<(delta: number, trigger: 'autoplay', relative: true) => unknown>,
) {
  // Reduced motion: no rotation unless the visitor asks for it (APG, WCAG 2.2.2).
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [running, setRunning] = useState(false);
  const clock = useRef<AutoplayClock>(undefined);

  useEffect(() => {
    if (!enabled) return;
    const c = createAutoplay({
      speed,
      onTick: () => move.current(1, 'autoplay', true),
      isPaused: () => host.hasAttribute('paused') || host.classList.contains('pb-paused'),
      onRunningChange: setRunning,
    });
    clock.current = c;
    if (!playing) c.pause('user');
    const unbind = bindAutoplayPauses(host, c);
    c.start();
    // The stopped clock stays in the ref: a restart() on it does nothing.
    return () => {
      unbind();
      c.stop();
    };
  }, [host, enabled, speed, playing]);

  const setPlay = (next: boolean): void => {
    if (next === playing) return;
    setPlaying(next);
    host.emit('pb-autoplay-change', { playing: next });
  };
  const latest = useRef(setPlay);
  latest.current = setPlay;

  useEffect(() => {
    if (!enabled) return;
    const onFocusIn = (event: FocusEvent): void => {
      const from = event.relatedTarget;
      if (from instanceof Node && host.contains(from)) return;
      // A pointer's focus (a click on pause itself) is the hover rule's, not a stop: only keyboard focus shows a ring.
      const target = event.composedPath()[0];
      if (target instanceof Element && matchesFocusVisible(target)) latest.current(false);
    };
    host.addEventListener('focusin', onFocusIn);
    return () => host.removeEventListener('focusin', onFocusIn);
  }, [host, enabled]);

  return {
    playing,
    /** Rotating now; the slides' live region is silent only then (APG). */
    running: enabled && running,
    /** The rotation control, `play()` and `pause()`. */
    setPlay,
    /** A visitor's move starts the interval again. */
    restart: () => clock.current?.restart(),
  };
}
