/**
 * The offsets topic and the one smooth scroller. Bars fixed at the top or
 * bottom of the viewport (the header, the admin bar, stuck sticky elements)
 * each report their height under their own source name; the bus carries the
 * sum, and every scroll here lands below it, so nothing ends under a bar.
 */
import { getBus } from '../bus/index.js';
import { SCROLL } from '../constants/index.js';
import { requestFrame } from '../frame/index.js';
import { prefersReducedMotion } from '../frame/viewport.js';
import { decodeLoose } from '../text/index.js';

/** Pixels taken by fixed bars at the top and bottom of the viewport. */
export interface Offsets {
  top: number;
  bottom: number;
}

declare module '../bus/index.js' {
  interface BusTopics {
    offsets: Offsets;
  }
}

export const OFFSETS_TOPIC = 'offsets' as const;

const NONE: Offsets = Object.freeze({ top: 0, bottom: 0 });

// Kept beside the bus on globalThis: two copies of the library share one bus,
// so they must share the contributions too, or each would publish its own sum.
const SOURCES_KEY = Symbol.for('pb-elements.offset-sources');

function sources(): Map<string, Offsets> {
  const g = globalThis as unknown as Record<symbol, Map<string, Offsets> | undefined>;
  let map = g[SOURCES_KEY];
  if (!map) {
    map = new Map();
    Object.defineProperty(g, SOURCES_KEY, { value: map, configurable: true });
  }
  return map;
}

const defineTopic = (): void => getBus().define(OFFSETS_TOPIC, { state: true, public: true });

const size = (value: number | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;

/**
 * Records what `source` (e.g. `header`, `admin-bar`, `sticky:<id>`) occupies;
 * null removes it. The bus's `offsets` topic is republished with the new sum
 * only when the sum changes.
 */
export function setOffset(source: string, value: Partial<Offsets> | null): void {
  const map = sources();
  if (value === null) map.delete(source);
  else map.set(source, { top: size(value.top), bottom: size(value.bottom) });
  const total = { top: 0, bottom: 0 };
  for (const part of map.values()) {
    total.top += part.top;
    total.bottom += part.bottom;
  }
  defineTopic();
  const bus = getBus();
  const previous = bus.last(OFFSETS_TOPIC) ?? NONE;
  if (previous.top !== total.top || previous.bottom !== total.bottom) {
    bus.publish(OFFSETS_TOPIC, total);
    padScroll(total);
  }
}

let aligned = false;

/**
 * The browser's own scrolls (a #fragment, `scrollIntoView`, focusing a field or tabbing to a link) land between
 * the bars too: the root's scroll-padding follows the offsets topic, top and bottom. The first bars may report
 * after the browser has scrolled to the page's #fragment: if its target still sits where that scroll put it (at
 * the top, less its scroll-margin-top, so the visitor has not moved), it is aligned again, once.
 */
function padScroll({ top, bottom }: Offsets): void {
  const root = document.documentElement.style;
  root.scrollPaddingTop = top ? `${top}px` : '';
  root.scrollPaddingBottom = bottom ? `${bottom}px` : '';
  if (aligned || !top) return;
  aligned = true;
  const target = location.hash && document.getElementById(decodeLoose(location.hash.slice(1)));
  const margin = target && Number.parseFloat(getComputedStyle(target).scrollMarginTop);
  if (target && Math.abs(target.getBoundingClientRect().top - (margin || 0)) < 1)
    target.scrollIntoView({ behavior: 'instant' });
}

/** The current total; zero when no bar has reported. */
export function currentOffsets(): Offsets {
  defineTopic();
  return getBus().last(OFFSETS_TOPIC) ?? NONE;
}

export interface ScrollOptions {
  /** Animation length in ms; default SCROLL.duration (800). */
  duration?: number;
  /** `instant` jumps; `smooth` (default) animates unless the visitor prefers reduced motion. */
  behavior?: 'smooth' | 'instant';
}

/** The furthest the window can scroll down. */
function maxScrollY(): number {
  const root = document.scrollingElement ?? document.documentElement;
  return Math.max(0, root.scrollHeight - window.innerHeight);
}

const clampY = (y: number): number => Math.min(Math.max(0, y), maxScrollY());

/** The scroll position that puts `el`'s top just below the top offset, clamped to the page. */
export function scrollTargetFor(el: Element): number {
  return clampY(el.getBoundingClientRect().top + window.scrollY - currentOffsets().top);
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
