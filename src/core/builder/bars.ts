/**
 * CCH §2, §6, §9: every bar fixed around the page on the offsets topic, each its own source (`admin-bar#3`,
 * `editor-footer#3`), so nothing a jump lands on, and no stuck sticky module, ends under any of them: the admin
 * bar, the fixed primary and secondary navigation, the builder's app frame bar, the theme builder's and layout
 * block builder's modal headers, and the block editor's header, footer and notice list (BUILDER_BARS).
 *
 * Measured on the spec's triggers, never per scroll frame: at start, when a bar changes size, class or style,
 * when bars come or go, and after a resize (the 200 ms debounce, or 300 ms when the width crosses the admin bar's
 * layout switch at 782 px). One per page, shared by copies of the library as the bus is.
 */

import { getBus } from '../bus/index.js';
import { getPageConfig, isRecord } from '../config/index.js';
import { BUILDER } from '../constants/builder.js';
import { BUILDER_BARS, type BuilderBarName } from '../constants/builder-page.js';
import { SCROLL } from '../constants/index.js';
import { STICKY } from '../constants/sticky.js';
import { measureScrollbarWidth } from '../formats/scrollbar.js';
import { observeSize, onFrame, requestFrame } from '../frame/index.js';
import { resizeDelay } from '../header/index.js';
import { warnOnce } from '../log/index.js';
import { type Offsets, offsetSourceFor, setOffset } from '../scroll/offsets.js';
import { isExtraMobileBreakpoint } from '../sticky/settings.js';
import { builderChrome } from './chrome.js';
import { builderContext } from './context.js';
import { frameView, sameOriginTop, visibleBand } from './frames.js';
import { BUILDER_CONTEXT_TOPIC, watchBuilderContext } from './watch.js';

/** What the bars module knows after its last measure, for tests and tools. */
export interface BarsState {
  /** Each bar's room now, by name (bars that take none are left out). */
  bars: Partial<Record<BuilderBarName, Offsets>>;
  /** CCH §4: with the extra theme, width plus scrollbar below 1024 px: its navigation is in its mobile layout. */
  extraMobile: boolean;
  /** The viewport width of the last measure. */
  width: number;
}

const NAMES = Object.keys(BUILDER_BARS) as BuilderBarName[];

const larger = (a: Offsets, b: Offsets): Offsets => ({
  top: Math.max(a.top, b.top),
  bottom: Math.max(a.bottom, b.bottom),
});

const { dimensions } = BUILDER;

/**
 * CCH §9: the room of a bar the page config declares with `true` rather than a selector: one whose markup is in
 * another document (the builder's window, around the preview frame), at the spec's size. The modal's footer
 * comes with its header.
 */
const DECLARED: Partial<Record<BuilderBarName, Offsets>> = {
  'admin-bar': { top: STICKY.tbAdminBar, bottom: 0 },
  'builder-frame': { top: 0, bottom: dimensions.pageSettingsBar },
  'theme-builder-header': { top: dimensions.modalHeader, bottom: dimensions.modalFooter },
  'layout-block-header': { top: dimensions.modalHeader, bottom: dimensions.modalFooter },
};

interface Found {
  /** Each bar's selector: the default (or the page config's) and the `data-pb-bar` mark. */
  selectors: Record<BuilderBarName, string>;
  /** The room of the bars the page config declares: a number of px at the top, or `true` (DECLARED). */
  declared: Partial<Record<BuilderBarName, Offsets>>;
  /** The bars the page config names at all: the context's defaults (./chrome.ts) leave them alone. */
  named: Set<BuilderBarName>;
}

/** The page config's `builder.bars`: a selector, a height in px (at the top), or `true`, by bar name. */
function configured(doc: Document): Found {
  const given = getPageConfig(doc).builder.bars;
  const where = (name = ''): string => `<script id="pb-config"> "builder.bars${name && `.${name}`}"`;
  if (given != null && !isRecord(given)) warnOnce(where(), 'must be an object of selectors by bar name; ignored');
  const own = isRecord(given) ? given : {};
  const out: Found = { selectors: {} as Record<BuilderBarName, string>, declared: {}, named: new Set() };
  for (const name of NAMES) {
    let selector: string = BUILDER_BARS[name];
    const mine = own[name];
    if (mine != null) out.named.add(name);
    if (typeof mine === 'number' && mine >= 0 && mine < 1 / 0) out.declared[name] = { top: mine, bottom: 0 };
    else if (mine === true && DECLARED[name]) out.declared[name] = DECLARED[name];
    else if (typeof mine === 'string') {
      try {
        doc.createDocumentFragment().querySelector(mine || '*');
        selector = mine;
      } catch {
        warnOnce(where(name), `${JSON.stringify(mine)} is not a selector; using the default`);
      }
    } else if (mine != null) {
      const what = DECLARED[name] ? 'a selector, a height in px or true' : 'a selector or a height in px';
      warnOnce(where(name), `must be ${what}; using the default`);
    }
    out.selectors[name] = [selector, `[data-pb-bar="${name}"]`].filter(Boolean).join(', ');
  }
  return out;
}

/** Fixed to the viewport: the bar, or a box it sits in, is fixed or sticky (not in the flow that scrolls). */
function pinned(el: Element): boolean {
  // The bar's own window's: a bar of the builder's window is styled there.
  const view = el.ownerDocument.defaultView ?? window;
  for (let node: Element | null = el; node && node !== el.ownerDocument.body; node = node.parentElement) {
    const { position } = view.getComputedStyle(node);
    if (position === 'fixed' || position === 'sticky') return true;
  }
  return false;
}

/** Where a window's elements are seen in the page's viewport: `y` px of theirs is `(y - origin) / scale` of ours. */
interface Seen {
  origin: number;
  scale: number;
  /** The part of the page's viewport they can cover (the part of the frame its window shows), in the page's px. */
  band: { top: number; bottom: number };
}

/**
 * The room one bar's elements take: the height of each pinned one within the band, at the top when it sits in
 * the band's upper half, else at the bottom; the largest per side (one bar in two places is still one bar).
 */
function roomOf(elements: Iterable<Element>, seen: Seen): Offsets {
  const room = { top: 0, bottom: 0 };
  const { origin, scale, band } = seen;
  for (const el of elements) {
    const box = el.getBoundingClientRect();
    if (box.width <= 0 || box.height <= 0 || !pinned(el)) continue;
    const top = Math.max((box.top - origin) / scale, band.top);
    const bottom = Math.min((box.bottom - origin) / scale, band.bottom);
    const height = bottom - top;
    if (height <= 0) continue;
    const side = top + bottom < band.top + band.bottom ? 'top' : 'bottom';
    room[side] = Math.max(room[side], height);
  }
  return room;
}

/**
 * CCH §2: the builder's window around the page, when the page runs in a frame of a same-origin one: its document,
 * the frame element there (an element holding it is no bar), and where it sees the page.
 */
function outerWindow(view: Window, zoomed: boolean): { doc: Document; host: Element; seen: Seen } | null {
  const top = sameOriginTop(view);
  const frame = top && frameView(view, top, zoomed);
  if (!top || !frame) return null;
  let host = view.frameElement as Element;
  while (host.ownerDocument !== top.document) host = host.ownerDocument.defaultView?.frameElement as Element;
  return {
    doc: top.document,
    host,
    seen: { origin: frame.origin, scale: frame.scale, band: visibleBand(view, frame) },
  };
}

interface Bars {
  readonly version: 1;
  start(): () => void;
  state(): BarsState;
}

function createBars(doc: Document): Bars {
  const view = doc.defaultView as Window;
  const sources = Object.fromEntries(NAMES.map((name) => [name, offsetSourceFor(name)])) as Record<
    BuilderBarName,
    string
  >;
  let holders = 0;
  let stops: (() => void)[] = [];
  let found = new Map<BuilderBarName, Element[]>();
  let watched = new Map<Element, () => void>();
  let rooms: Partial<Record<BuilderBarName, Offsets>> = {};
  let width = 0;
  let extraMobile = false;
  let scrollbar: number | undefined;
  let resizing: ReturnType<typeof setTimeout> | undefined;
  let config: Found | undefined;
  let outer: ReturnType<typeof outerWindow> = null;
  /** The builder window's document watched now, and what stops watching it. */
  let outerDoc: Document | undefined;
  let outerStop: (() => void) | undefined;
  const attributes = new MutationObserver(() => requestFrame(measure));
  const added = new MutationObserver(() => requestFrame(measure));
  const again = (): void => requestFrame(measure);
  /** Bars of the builder's window come and go, the frame moves or changes size, that window scrolls or resizes. */
  const watchOuter = (): void => {
    if (outer?.doc === outerDoc) return;
    outerStop?.();
    outerStop = undefined;
    outerDoc = outer?.doc;
    if (!outer) return;
    const win = outer.doc.defaultView as Window;
    added.observe(outer.doc.documentElement, { childList: true, subtree: true });
    const stops = [observeSize(outer.host, again), onFrame('scroll', measure, win), onFrame('resize', measure, win)];
    outerStop = () => {
      for (const stop of stops) stop();
    };
  };

  const read = (): void => {
    config ??= configured(doc);
    const { selectors, declared, named } = config;
    width = view.innerWidth;
    scrollbar ??= measureScrollbarWidth(doc);
    const context = builderContext(doc);
    extraMobile = context.extraTheme && isExtraMobileBreakpoint(doc.documentElement.clientWidth, scrollbar);
    outer = outerWindow(view, context.preview === 'zoom');
    const chrome = builderChrome(context, view);
    const own: Seen = { origin: 0, scale: 1, band: { top: 0, bottom: view.innerHeight } };
    found = new Map();
    const next: typeof rooms = {};
    for (const name of NAMES) {
      const mine = [...doc.querySelectorAll(selectors[name])];
      const host = outer?.host;
      const theirs = outer
        ? [...outer.doc.querySelectorAll(selectors[name])].filter((el) => !el.contains(host ?? null))
        : [];
      found.set(name, [...mine, ...theirs]);
      let room = roomOf(mine, own);
      if (outer) room = larger(room, roomOf(theirs, outer.seen));
      // The builder's bars at the spec's sizes, for its context and preview mode, where none is found or named.
      const given = declared[name] ?? (mine.length + theirs.length || named.has(name) ? undefined : chrome[name]);
      if (given) room = larger(room, given);
      // CCH §9: at 600 px and narrower the admin bar scrolls away with the page.
      if (name === 'admin-bar' && width <= SCROLL.adminBarAbove) room = { top: 0, bottom: 0 };
      // CCH §4, §9: below its 1024 px breakpoint the extra theme's navigation is not fixed.
      if (extraMobile && (name === 'primary-nav' || name === 'secondary-nav')) room = { top: 0, bottom: 0 };
      if (room.top || room.bottom) next[name] = room;
    }
    rooms = next;
  };
  const write = (): void => {
    for (const name of NAMES) setOffset(sources[name], rooms[name] ?? null);
    watchOuter();
    // A bar that changes size or class is measured again; one that left is no longer watched.
    const now = new Set([...found.values()].flat());
    for (const [el, stop] of watched) {
      if (now.has(el)) continue;
      stop();
      watched.delete(el);
    }
    for (const el of now) {
      if (watched.has(el)) continue;
      // A size change during a resize (one whose task has not run yet, too) waits for the resize's debounce: the
      // admin bar's 300 ms layout switch.
      const resized = (): boolean => resizing !== undefined || view.innerWidth !== width;
      watched.set(
        el,
        observeSize(el, () => resized() || requestFrame(measure)),
      );
      attributes.observe(el, { attributes: true, attributeFilter: ['class', 'style', 'hidden'] });
    }
  };
  const measure = { read, write };

  return {
    version: 1,
    start() {
      if (holders++ === 0) {
        added.observe(doc.documentElement, { childList: true, subtree: true });
        // The body's classes switch a theme's fixed navigation on and off.
        attributes.observe(doc.body, { attributes: true, attributeFilter: ['class'] });
        stops = [
          watchBuilderContext(),
          // A new context or preview mode brings other builder bars (./chrome.ts).
          getBus().subscribe(BUILDER_CONTEXT_TOPIC, again),
          () => added.disconnect(),
          () => {
            outerStop?.();
            outerStop = undefined;
            outerDoc = undefined;
          },
          onFrame('resize', {
            read() {
              clearTimeout(resizing);
              resizing = setTimeout(
                () => {
                  resizing = undefined;
                  requestFrame(measure);
                },
                resizeDelay(width, view.innerWidth),
              );
            },
          }),
        ];
        requestFrame(measure);
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (--holders > 0) return;
        for (const stop of stops.splice(0)) stop();
        attributes.disconnect();
        clearTimeout(resizing);
        resizing = undefined;
        for (const stop of watched.values()) stop();
        watched = new Map();
        for (const name of NAMES) setOffset(sources[name], null);
        rooms = {};
        config = undefined;
      };
    },
    state: () => ({ bars: { ...rooms }, extraMobile, width }),
  };
}

const KEY = Symbol.for('pb-elements.builder-bars');
let own: Bars | undefined;

function bars(): Bars {
  const g = globalThis as unknown as Record<symbol, Bars | undefined>;
  const found = g[KEY];
  if (found?.version === 1) return found;
  own ??= createBars(document);
  if (!found) Object.defineProperty(g, KEY, { value: own, configurable: true });
  return own;
}

/** Puts every bar on the offsets topic, and keeps them current, until the returned function runs. */
export const startBuilderBars = (): (() => void) => bars().start();

/** The bars' last measure. */
export const builderBarsState = (): BarsState => bars().state();
