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

const waiting = new Set<Run>();

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
  #animation: Animation | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #unwatch: (() => void) | undefined;
  #release: (() => void) | undefined;
  /** The element's own inline transform origin, put back after a run that set one. */
  #origin: string | undefined;

  constructor(el: HTMLElement, read: EntranceReader) {
    this.#el = el;
    this.#read = read;
    if (el.getAttribute(STATE_ATTR) === 'had-animation') this.state = 'had-animation';
    else this.#unwatch = observeInView(el, (inView) => this.#seen(inView));
  }

  /**
   * The in-view observer's reports, the first one a frame after the runtime has the element. Then: seen (on screen
   * and visible) or reduced motion, it is done; otherwise it waits at its starting frame. In view, it starts.
   */
  #seen(inView: boolean): void {
    if (!this.state) {
      const hidden = getComputedStyle(this.#el).opacity === '0';
      // The safety net is a transition in its delay: it would keep the element hidden over the animation
      // (transitions override animations), or after it was seen where a script cannot read the hide (Firefox),
      // until it ends, whatever the rules say once the state is set.
      for (const a of this.#el.getAnimations())
        if ('transitionProperty' in a && a.transitionProperty === 'opacity') a.cancel();
      if ((inView && !hidden) || prefersReducedMotion()) {
        this.finish();
        return;
      }
      this.#set('waiting');
      this.#release = trackBreakpoint();
      this.#animate(true);
      setWaiting(this, true);
    }
    if (inView) this.#start();
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
    this.#clear(true);
    if (prefersReducedMotion()) {
      this.finish();
      return;
    }
    const settings = this.#animate(false);
    this.#set('animating');
    if (settings.repeat === 'once') {
      // Past 2^31 - 1 ms in all, a timer fires at once: the element is then at rest early, never hidden.
      this.#timer = setTimeout(() => this.finish(), settings.duration + settings.delay);
    }
  }

  /** Stops watching and waiting; unless `keep`, also the animation and the timer, putting its own styles back. */
  #clear(keep = false): void {
    setWaiting(this, false);
    this.#unwatch?.();
    this.#release?.();
    this.#unwatch = this.#release = undefined;
    if (keep) return;
    clearTimeout(this.#timer);
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
