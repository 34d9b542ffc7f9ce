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
import { builderContext } from './context.js';
import { watchBuilderContext } from './watch.js';

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
}

/** The page config's `builder.bars`: a selector, a height in px (at the top), or `true`, by bar name. */
function configured(doc: Document): Found {
  const given = getPageConfig(doc).builder.bars;
  const where = (name = ''): string => `<script id="pb-config"> "builder.bars${name && `.${name}`}"`;
  if (given != null && !isRecord(given)) warnOnce(where(), 'must be an object of selectors by bar name; ignored');
  const own = isRecord(given) ? given : {};
  const out: Found = { selectors: {} as Record<BuilderBarName, string>, declared: {} };
  for (const name of NAMES) {
    let selector: string = BUILDER_BARS[name];
    const mine = own[name];
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
  for (let node: Element | null = el; node && node !== el.ownerDocument.body; node = node.parentElement) {
    const { position } = getComputedStyle(node);
    if (position === 'fixed' || position === 'sticky') return true;
  }
  return false;
}

/**
 * The room one bar's elements take: the visible height of each pinned one, at the top when it sits in the upper
 * half of the viewport, else at the bottom; the largest per side (one bar in two places is still one bar).
 */
function roomOf(elements: Iterable<Element>, viewHeight: number): Offsets {
  const room = { top: 0, bottom: 0 };
  for (const el of elements) {
    const box = el.getBoundingClientRect();
    if (box.width <= 0 || box.height <= 0 || !pinned(el)) continue;
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, viewHeight);
    const height = bottom - top;
    if (height <= 0) continue;
    const side = top + bottom < viewHeight ? 'top' : 'bottom';
    room[side] = Math.max(room[side], height);
  }
  return room;
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
  const attributes = new MutationObserver(() => requestFrame(measure));

  const read = (): void => {
    config ??= configured(doc);
    const { selectors, declared } = config;
    width = view.innerWidth;
    scrollbar ??= measureScrollbarWidth(doc);
    const context = builderContext(doc);
    extraMobile = context.extraTheme && isExtraMobileBreakpoint(doc.documentElement.clientWidth, scrollbar);
    found = new Map(NAMES.map((name) => [name, [...doc.querySelectorAll(selectors[name])]]));
    const next: typeof rooms = {};
    for (const [name, elements] of found) {
      let room = roomOf(elements, view.innerHeight);
      const given = declared[name];
      if (given) room = { top: Math.max(room.top, given.top), bottom: Math.max(room.bottom, given.bottom) };
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
        const added = new MutationObserver(() => requestFrame(measure));
        added.observe(doc.documentElement, { childList: true, subtree: true });
        // The body's classes switch a theme's fixed navigation on and off.
        attributes.observe(doc.body, { attributes: true, attributeFilter: ['class'] });
        stops = [
          watchBuilderContext(),
          () => added.disconnect(),
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
