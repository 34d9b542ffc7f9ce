/**
 * The offsets topic: what the bars fixed at the top and bottom of the viewport (the header, the admin bar, the
 * stack of stuck sticky elements, an open consent banner) take, one source per publisher. The bus carries what
 * they take now; a jump asks what they will take where it ends (`offsetsAt`), since a header fixes and a bar
 * sticks on the way down, after the jump has started.
 */
import { getBus } from '../bus/index.js';
import { getPageConfig } from '../config/index.js';
import { BUILDER_BARS } from '../constants/builder-page.js';
import { onFrame } from '../frame/index.js';
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

/** How a bar's room changes with the scroll position, for jumps that have not happened yet. */
export interface OffsetForecast {
  /**
   * What the bar will take with the window scrolled to `y`, given what the bars it stacks under take there
   * (`beneath`; zero unless `over`). Without a forecast a bar takes what it takes now, wherever the page is.
   */
  at?: (y: number, beneath: Offsets) => Partial<Offsets>;
  /** Scroll positions where `at` changes (a header's fixing point): the largest room is looked for there. */
  points?: () => number[];
  /** The bar stacks under the others (the sticky stack sits below the header): `at` is told what they take. */
  over?: boolean;
}

interface Source extends Offsets, OffsetForecast {}

const NONE: Offsets = Object.freeze({ top: 0, bottom: 0 });

// Kept beside the bus on globalThis: two copies of the library share one bus,
// so they must share the contributions too, or each would publish its own sum.
const SOURCES_KEY = Symbol.for('pb-elements.offset-sources');

function sources(): Map<string, Source> {
  findBars();
  const g = globalThis as unknown as Record<symbol, Map<string, Source> | undefined>;
  let map = g[SOURCES_KEY];
  if (!map) {
    map = new Map();
    Object.defineProperty(g, SOURCES_KEY, { value: map, configurable: true });
  }
  return map;
}

let looked = false;

/**
 * CCH §2, §6: the bars the CMS, the theme or a builder fixes around the page (the admin bar, a theme's fixed
 * navigation, the builder's and the block editor's bars) are sources too. Their measuring (../builder/bars.ts)
 * loads the first time anything here is asked, on a page that has one of them or runs in a builder.
 */
function findBars(): void {
  if (looked || typeof document === 'undefined') return;
  looked = true;
  const context = document.documentElement.getAttribute('data-pb-context');
  const marks = [...Object.values(BUILDER_BARS).filter(Boolean), '[data-pb-bar]'].join();
  const configured = Object.keys(getPageConfig().builder).length > 0;
  if ((context && context !== 'front-end') || configured || document.querySelector(marks)) {
    void import('../builder/bars.js').then((bars) => bars.startBuilderBars());
  }
}

const defineTopic = (): void => getBus().define(OFFSETS_TOPIC, { state: true, public: true });

const size = (value: number | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;

let counter = 0;

/**
 * A source name of its own for one publisher of `bar` (`header#2`): two `<pb-header>` elements (a desktop and
 * a phone header, one hidden by CSS) each publish their own, so the hidden one's 0 never clears the other's.
 */
export const offsetSourceFor = (bar: string): string => `${bar}#${++counter}`;

/** The bar a source name stands for: publishers of one bar (`header#1`, `header#2`) share its place. */
const barOf = (source: string): string => source.split('#')[0] as string;

/**
 * Sums the sources' room per bar. Publishers of the same bar (`admin-bar#1`, `admin-bar#2`) see the same bar,
 * or bars fixed in the same place, so the largest of them counts, not their sum.
 */
function total(parts: Iterable<[string, Offsets]>): Offsets {
  const bars = new Map<string, Offsets>();
  for (const [source, part] of parts) {
    const bar = barOf(source);
    const was = bars.get(bar) ?? NONE;
    bars.set(bar, { top: Math.max(was.top, part.top), bottom: Math.max(was.bottom, part.bottom) });
  }
  const sum = { top: 0, bottom: 0 };
  for (const part of bars.values()) {
    sum.top += part.top;
    sum.bottom += part.bottom;
  }
  return sum;
}

/**
 * Records what `source` (e.g. `header#1`, `admin-bar#1`, `sticky`) occupies now, and how that changes with the
 * scroll position (`forecast`); null removes it. The bus's `offsets` topic is republished with the new total
 * only when the total changes; the root's scroll padding follows the largest room a jump may meet.
 * `sameForecast`: the source's forecast gives what it gave at its last call, and no forecast reads the source's
 * room now; only that room changed (a stack of stuck bars that shrinks every frame while one pauses at its limit),
 * so the forecasts' peak is not sought again.
 */
export function setOffset(
  source: string,
  value: Partial<Offsets> | null,
  forecast: OffsetForecast = {},
  sameForecast = false,
): void {
  const map = sources();
  if (!sameForecast || !map.has(source) || !forecast.at) forecastPeak = undefined;
  if (value === null) map.delete(source);
  else map.set(source, { ...forecast, top: size(value.top), bottom: size(value.bottom) });
  const now = total(map);
  defineTopic();
  const bus = getBus();
  const previous = bus.last(OFFSETS_TOPIC) ?? NONE;
  if (previous.top !== now.top || previous.bottom !== now.bottom) bus.publish(OFFSETS_TOPIC, now);
  padScroll();
}

/** The most room the forecasts give where they change, kept while only an `at` source's room now changes. */
let forecastPeak: Offsets | undefined;

/** The current total; zero when no bar has reported. */
export function currentOffsets(): Offsets {
  findBars();
  defineTopic();
  return getBus().last(OFFSETS_TOPIC) ?? NONE;
}

const forecastOf = (source: Source, y: number, beneath: Offsets): Offsets => {
  if (!source.at) return source;
  const at = source.at(y, beneath);
  return { top: size(at.top), bottom: size(at.bottom) };
};

/** What the bars will take with the window scrolled to `y`, as each source foresees it. */
export function offsetsAt(y: number): Offsets {
  const all = [...sources()];
  const under = all.filter(([, s]) => !s.over);
  const beneath = total(under.map(([name, s]) => [name, forecastOf(s, y, NONE)]));
  const over = total(all.filter(([, s]) => s.over).map(([name, s]) => [name, forecastOf(s, y, beneath)]));
  return { top: beneath.top + over.top, bottom: beneath.bottom + over.bottom };
}

/** The furthest the window can scroll down. */
export function maxScrollY(): number {
  const root = document.scrollingElement ?? document.documentElement;
  return Math.max(0, root.scrollHeight - window.innerHeight);
}

export const clampY = (y: number): number => Math.min(Math.max(0, y), maxScrollY());

/**
 * The scroll position that puts a target whose page top is `top` just below every bar that will be fixed or
 * stuck there: the largest y with y + offsetsAt(y).top <= top. Bars depend on y, so it is found by steps: from
 * the target itself down by what the bars take there, until the bars at the landing point leave the target
 * uncovered, then up again while they still do. Whole pixels, rounded down: a scroll position the browser rounds
 * up would leave the target a fraction of a pixel under the bar.
 */
export function landingY(top: number): number {
  const fits = (y: number): boolean => y + offsetsAt(y).top <= top;
  // A bar that is not there a pixel lower (it fixes only past it) lets the target land that pixel lower: the jump
  // down from a point where it is there may pass over such pixels, at most the bars' height (1024 px here).
  const lowest = (y: number): number => {
    for (let step = 0; step < 1024 && clampY(y + 1) > y && fits(y + 1); step++) y++;
    return y;
  };
  let y = clampY(Math.floor(top));
  for (let step = 0; step < 16; step++) {
    const next = clampY(Math.floor(top - offsetsAt(y).top));
    if (next < y) y = next;
    else if (next > y && fits(next)) y = next;
    else return lowest(y);
  }
  // A forecast that never settles (bars that come and go around the target): the highest of the two.
  return Math.min(y, clampY(Math.floor(top - offsetsAt(y).top)));
}

/** The most room the forecasts give at the page's ends and where they change. */
function peakOfForecasts(): Offsets {
  const all = [...sources().values()];
  const ys = new Set([0, maxScrollY()]);
  for (const s of all) for (const y of s.points?.() ?? []) if (Number.isFinite(y)) ys.add(clampY(y));
  const peak = { ...NONE };
  for (const y of ys) {
    const at = offsetsAt(y);
    peak.top = Math.max(peak.top, at.top);
    peak.bottom = Math.max(peak.bottom, at.bottom);
  }
  return peak;
}

/** The most room the bars take at any reachable scroll position, top and bottom: the browser's own scrolls. */
export function peakOffsets(): Offsets {
  forecastPeak = peakOfForecasts();
  return peakNow();
}

/** The forecasts' peak (sought again unless kept), or the room now where that is more. */
function peakNow(): Offsets {
  forecastPeak ??= peakOfForecasts();
  const now = total(sources());
  return { top: Math.max(forecastPeak.top, now.top), bottom: Math.max(forecastPeak.bottom, now.bottom) };
}

/** Ends the landing padding of the last native in-page link, once the browser has scrolled to its target. */
let landed: (() => void) | undefined;

/**
 * A native in-page link (one no script took over): the browser scrolls after the click, with the padding of the
 * moment. For that one scroll, the padding is what lands the target just below the bars at its destination (the
 * peak would leave a gap where fewer bars are stuck); once the browser has scrolled it is the peak again.
 * Chromium and WebKit scroll inside the click, Firefox in a task after it: the peak comes back in the frame
 * scheduler's first scroll frame after the click (the page's one scroll listener; the browser's scroll has
 * happened by then), or after a second when no scroll comes (the target already there, the same #fragment). No
 * `hashchange` path: it follows the scroll in every engine, and a #fragment that changes without a scroll has
 * nothing left for the padding to land, so the second's fallback serves it.
 */
function onLinkClick(e: MouseEvent): void {
  const link = e.composedPath().find((n) => n instanceof Element && n.matches('a[href],area[href]'));
  if (e.defaultPrevented || !link) return;
  const { hash, href } = link as HTMLAnchorElement;
  const target = hash.length > 1 && document.getElementById(decodeLoose(hash.slice(1)));
  if (!target || href.slice(0, href.length - hash.length) !== location.href.split('#')[0]) return;
  const top =
    target.getBoundingClientRect().top + window.scrollY - Number.parseFloat(getComputedStyle(target).scrollMarginTop);
  landed?.();
  const root = document.documentElement.style;
  root.scrollPaddingTop = `${top - landingY(top)}px`;
  const stop = onFrame('scroll', { write: () => landed?.() });
  const timer = setTimeout(() => landed?.(), 1000);
  landed = () => {
    landed = undefined;
    stop();
    clearTimeout(timer);
    root.scrollPaddingTop = padded.top ? `${padded.top}px` : '';
  };
}

// The #fragment alignment on load: undefined until done, then the scroll position it left, null once the visitor
// has moved (or there is nothing to align).
let settled: number | null | undefined;
let padded: Offsets = NONE;
let listening = false;

/**
 * The browser's own scrolls (a #fragment, `scrollIntoView`, focusing a field or tabbing to a link) land between
 * the bars too: the root's scroll padding is the most the bars take anywhere the page can scroll to (it cannot
 * know where a scroll ends), so what they land on is never under a bar that fixes or sticks on the way. The
 * bars may report after the browser has scrolled to the page's #fragment: while its target still sits where
 * that scroll (or the last alignment) put it, the visitor has not moved, and it is aligned again.
 */
function padScroll(): void {
  if (typeof document === 'undefined') return;
  // Only while some bar reports: a page without bars needs no padding.
  if (listening !== sources().size > 0) {
    listening = !listening;
    if (listening) window.addEventListener('click', onLinkClick);
    else window.removeEventListener('click', onLinkClick);
  }
  const peak = peakNow();
  // Half a pixel more: the browser rounds the scroll position it computes to the nearest pixel, which may put a
  // target at a fractional position up to half a pixel under the bar; with it, a whole-pixel target lands exactly.
  const top = peak.top && peak.top + 0.5;
  const bottom = peak.bottom && peak.bottom + 0.5;
  const before = padded;
  if (before.top === top && before.bottom === bottom) return;
  padded = { top, bottom };
  const root = document.documentElement.style;
  root.scrollPaddingTop = top ? `${top}px` : '';
  root.scrollPaddingBottom = bottom ? `${bottom}px` : '';
  if (settled === null || (settled === undefined && !top)) return;
  if (settled !== undefined && Math.abs(window.scrollY - settled) >= 1) {
    settled = null;
    return;
  }
  const target = location.hash && document.getElementById(decodeLoose(location.hash.slice(1)));
  const margin = target && Number.parseFloat(getComputedStyle(target).scrollMarginTop);
  if (target && Math.abs(target.getBoundingClientRect().top - before.top - (margin || 0)) < 1) {
    // A whole-pixel position of its own rather than scrollIntoView's: engines round the half pixel of padding
    // differently (Firefox put the target 1 px lower than Chromium).
    const top = target.getBoundingClientRect().top + window.scrollY - (margin || 0);
    window.scrollTo({ top: landingY(top), behavior: 'instant' });
    settled = window.scrollY;
  } else settled = null;
}
