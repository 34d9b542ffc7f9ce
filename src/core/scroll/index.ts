/**
 * The one smooth scroller, and the offsets topic (./offsets.ts). Bars fixed at the top or bottom of the viewport
 * (the header, the admin bar, stuck sticky elements) each report their height, and how it changes with the
 * scroll position, under their own source name; every scroll here lands below what will be fixed or stuck where
 * it ends, so nothing ends under a bar.
 */
import { SCROLL } from '../constants/index.js';
import { requestFrame } from '../frame/index.js';
import { prefersReducedMotion } from '../frame/viewport.js';
import { clampY, landingY } from './offsets.js';

export {
  currentOffsets,
  landingY,
  OFFSETS_TOPIC,
  type OffsetForecast,
  type Offsets,
  offsetSourceFor,
  offsetsAt,
  peakOffsets,
  setOffset,
} from './offsets.js';

export interface ScrollOptions {
  /** Animation length in ms; default SCROLL.duration (800). */
  duration?: number;
  /** `instant` jumps; `smooth` (default) animates unless the visitor prefers reduced motion. */
  behavior?: 'smooth' | 'instant';
}

/**
 * The scroll position that puts `el`'s top just below the bars that will be fixed or stuck there (not those fixed
 * now: the header fixes, and a bar sticks, on the way down), clamped to the page.
 */
export function scrollTargetFor(el: Element): number {
  return landingY(el.getBoundingClientRect().top + window.scrollY);
}

// The spec's jQuery-era animations ease with "swing": slow, fast, slow.
const swing = (p: number): number => 0.5 - Math.cos(p * Math.PI) / 2;

const jump = (y: number): void => window.scrollTo({ top: y, behavior: 'instant' });

interface Run {
  finish(arrived: boolean): void;
}

let running: Run | undefined;

// Input that means the visitor is taking over the scroll.
const TAKEOVER = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

const onTakeover = (): void => running?.finish(false);

function animate(target: () => number, options: ScrollOptions): Promise<boolean> {
  running?.finish(false);
  const duration = options.duration ?? SCROLL.duration;
  if (options.behavior === 'instant' || !(duration > 0) || prefersReducedMotion()) {
    jump(target());
    return Promise.resolve(true);
  }
  return new Promise<boolean>((resolve) => {
    const start = window.scrollY;
    const began = performance.now();
    let done = false;
    let next = start;
    let last = false;
    const run: Run = {
      finish(arrived) {
        if (done) return;
        done = true;
        if (running === run) {
          running = undefined;
          for (const type of TAKEOVER) window.removeEventListener(type, onTakeover);
        }
        resolve(arrived);
      },
    };
    running = run;
    for (const type of TAKEOVER) window.addEventListener(type, onTakeover, { passive: true });
    const step = {
      read() {
        if (done) return;
        const progress = Math.min(1, (performance.now() - began) / duration);
        // The target is measured every frame: a bar that becomes fixed, or
        // content that loads above the target, moves the landing point.
        next = start + (target() - start) * swing(progress);
        last = progress === 1;
      },
      write() {
        if (done) return;
        jump(next);
        if (last) run.finish(true);
        else requestFrame(step);
      },
    };
    requestFrame(step);
  });
}

/**
 * Scrolls the window to `y` (clamped to the page), animated over `duration`.
 * Resolves true on arrival, false if another scroll or the visitor's wheel,
 * touch, pointer or key interrupted it.
 */
export function scrollToY(y: number, options: ScrollOptions = {}): Promise<boolean> {
  return animate(() => clampY(y), options);
}

/** Scrolls so that `el`'s top lands just below the bars at the top of the viewport. */
export function scrollToElement(el: Element, options: ScrollOptions = {}): Promise<boolean> {
  return animate(() => scrollTargetFor(el), options);
}

/** Stops a running smooth scroll where it is. */
export function cancelScroll(): void {
  running?.finish(false);
}

/** Whether a smooth scroll is under way. */
export const isScrolling = (): boolean => running !== undefined;

/**
 * Moves focus where a scroll lands (an anchor's target, the top of the page), without scrolling again. An element
 * that cannot take focus gets `tabindex="-1"` and no outline until it loses focus, then both are restored, so the
 * next Tab continues from there as after a page load, and no ring is drawn around a section or the body.
 */
export function focusLanding(el: Element): void {
  if (!(el instanceof HTMLElement)) return;
  if (!el.hasAttribute('tabindex') && el.tabIndex < 0) {
    const outline = el.style.outline;
    el.tabIndex = -1;
    el.style.outline = 'none';
    el.addEventListener(
      'blur',
      () => {
        el.removeAttribute('tabindex');
        el.style.outline = outline;
      },
      { once: true },
    );
  }
  // focusVisible is newer than TypeScript's DOM types.
  el.focus({ preventScroll: true, focusVisible: false } as FocusOptions);
}
