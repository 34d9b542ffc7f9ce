/**
 * The entrance runtime (MFT §4 "Element animation"): one element's states, waiting, then animating, then
 * had-animation, on the element's `data-pb-animation` attribute; shared by `<pb-animation>` and the page config's
 * `animations` list. DOM at call time only.
 *
 * Content is never hidden by script before the script knows it will show it again: an element is held at its
 * starting frame (a paused Web Animation) only once the runtime has it, and only when it is off screen or
 * already hidden by the pre-upgrade rules (which show it within 3 s without any script). What is on screen and
 * visible when the runtime arrives was seen: it is never hidden again and does not animate. The one in-view
 * observer starts it; the Web Animation moves transform and opacity only, on the compositor; a `once` animation
 * leaves its state after duration plus delay, its animation cancelled, so nothing of it stays on the element.
 */
import { getBus } from '../bus/index.js';
import type { Device } from '../constants/index.js';
import { type FrameTask, requestFrame } from '../frame/index.js';
import { prefersReducedMotion, trackBreakpoint, viewportDevice } from '../frame/viewport.js';
import { observeInView } from '../inview/index.js';
import { entranceMotion } from './keyframes.js';
import type { EntranceSettings } from './settings.js';

/** The state attribute, for stylesheets: `[data-pb-animation="animating"]`. */
export const STATE_ATTR = 'data-pb-animation';
export type EntranceState = 'waiting' | 'animating' | 'had-animation';
export type EntranceReader = (device: Device) => EntranceSettings;

export interface Entrance {
  readonly state: EntranceState | undefined;
  /** The settings changed: a waiting element holds its new starting frame. */
  refresh(): void;
  /** Ends the run: no animation, no timer, no observer; a finished element keeps `had-animation`. */
  stop(): void;
}

/** Timers wait at most 2^31 - 1 ms; a longer wait would fire at once. */
const LONGEST = 2 ** 31 - 1;

const arriving = new Set<Run>();
const waiting = new Set<Run>();

/** Arrivals in one frame: every element read (visible? on screen?) before any is held. */
const arrival: FrameTask = {
  read: () => {
    for (const run of arriving) run.look();
  },
  write: () => {
    const runs = [...arriving];
    arriving.clear();
    for (const run of runs) run.arrive();
  },
};

/** A page printed before the visitor scrolled through it shows everything at rest. */
const print = (): void => {
  for (const run of [...waiting]) run.finish();
};

function setWaiting(run: Run, on: boolean): void {
  const had = waiting.size > 0;
  if (on) waiting.add(run);
  else waiting.delete(run);
  if (had === waiting.size > 0) return;
  if (waiting.size) addEventListener('beforeprint', print);
  else removeEventListener('beforeprint', print);
}

class Run implements Entrance {
  state: EntranceState | undefined;
  readonly #el: HTMLElement;
  readonly #read: EntranceReader;
  #seen = false;
  /** Hidden when the runtime arrived: by the pre-upgrade rules, in their 3 s safety net. */
  #hidden = false;
  #animation: Animation | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #unwatch: (() => void) | undefined;
  #release: (() => void) | undefined;
  /** The element's own inline transform origin, put back after a run that set one. */
  #origin: string | undefined;

  constructor(el: HTMLElement, read: EntranceReader) {
    this.#el = el;
    this.#read = read;
    if (el.getAttribute(STATE_ATTR) === 'had-animation') {
      this.state = 'had-animation';
      return;
    }
    arriving.add(this);
    requestFrame(arrival);
  }

  /** Read phase: whether the visitor can see the element now. */
  look(): void {
    const el = this.#el;
    const view = el.ownerDocument.defaultView;
    if (!view) return;
    const r = el.getBoundingClientRect();
    const onScreen = r.bottom > 0 && r.right > 0 && r.top < view.innerHeight && r.left < view.innerWidth;
    this.#hidden = view.getComputedStyle(el).opacity === '0';
    this.#seen = onScreen && !this.#hidden;
  }

  /** Write phase: seen or reduced motion, it is done; otherwise it waits at its starting frame. */
  arrive(): void {
    if (this.#seen || prefersReducedMotion()) {
      this.#set('had-animation');
      return;
    }
    // The safety net is a transition in its delay: it would keep the element hidden over the animation (transitions
    // override animations) until it ends, whatever the rules say once the state is set.
    if (this.#hidden)
      for (const a of this.#el.getAnimations())
        if ('transitionProperty' in a && a.transitionProperty === 'opacity') a.cancel();
    this.#set('waiting');
    this.#release = trackBreakpoint();
    this.#animate(true);
    setWaiting(this, true);
    this.#unwatch = observeInView(this.#el, () => this.#start(), { once: true });
  }

  refresh(): void {
    if (this.state === 'waiting') this.#animate(true);
  }

  /** The breakpoint tracker's device: settings are read when the animation starts. */
  #device(): Device {
    return getBus().last('breakpoint') ?? viewportDevice();
  }

  #set(state: EntranceState): void {
    this.state = state;
    this.#el.setAttribute(STATE_ATTR, state);
  }

  #animate(paused: boolean): EntranceSettings {
    const settings = this.#read(this.#device());
    this.#animation?.cancel();
    const { frames, origin } = entranceMotion(settings);
    const style = this.#el.style;
    this.#origin ??= style.transformOrigin;
    style.transformOrigin = origin || this.#origin;
    this.#animation = this.#el.animate(frames as Keyframe[], {
      duration: settings.duration,
      delay: settings.delay,
      easing: settings.speedCurve,
      iterations: settings.repeat === 'loop' ? Number.POSITIVE_INFINITY : 1,
      // The starting frame shows during the delay, and while held (paused at 0).
      fill: 'backwards',
    });
    if (paused) this.#animation.pause();
    return settings;
  }

  #start(): void {
    this.#unwatch = undefined;
    this.#releaseTracker();
    setWaiting(this, false);
    if (prefersReducedMotion()) {
      this.finish();
      return;
    }
    const settings = this.#animate(false);
    this.#set('animating');
    if (settings.repeat === 'once') {
      this.#timer = setTimeout(() => this.finish(), Math.min(LONGEST, settings.duration + settings.delay));
    }
  }

  #releaseTracker(): void {
    this.#release?.();
    this.#release = undefined;
  }

  /** Stops whatever runs and puts the element's own styles back. */
  #clear(): void {
    arriving.delete(this);
    setWaiting(this, false);
    this.#unwatch?.();
    this.#unwatch = undefined;
    this.#releaseTracker();
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#animation?.cancel();
    this.#animation = undefined;
    if (this.#origin !== undefined) this.#el.style.transformOrigin = this.#origin;
    this.#origin = undefined;
  }

  /** At rest, for good: no animation, `had-animation`. */
  finish(): void {
    this.#clear();
    this.#set('had-animation');
  }

  stop(): void {
    this.#clear();
    if (this.state === 'had-animation') return;
    this.state = undefined;
    this.#el.removeAttribute(STATE_ATTR);
  }
}

/** Starts `el`'s entrance; `read` gives its settings for a device. */
export function startEntrance(el: HTMLElement, read: EntranceReader): Entrance {
  return new Run(el, read);
}
