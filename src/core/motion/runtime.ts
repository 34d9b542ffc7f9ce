/**
 * The motion store and its two paths (CCH §4, §9). Sources (a `<pb-motion>`, or an element named by the page's
 * motion list) are registered with a reader that gives their item for a device; the store holds the items
 * with effects for the current device. With scroll-driven animations each item compiles to `@keyframes` on the
 * page's scroll timeline and the main thread only checks the style zone per frame; otherwise the one frame scheduler moves them,
 * reading the scroll position, then writing transform, opacity and filter only.
 */

import { BUILDER_CONTEXT_TOPIC, watchBuilderContext } from '../builder/watch.js';
import { getBus } from '../bus/index.js';
import { getPageConfig } from '../config/index.js';
import type { Device } from '../constants/index.js';
import { MOTION } from '../constants/motion.js';
import { type FrameTask, onFrame, requestFrame } from '../frame/index.js';
import { onReducedMotionChange } from '../frame/viewport.js';
import { OFFSETS_TOPIC } from '../scroll/index.js';
import { onePerDocument } from '../shared/index.js';
import { newSheet } from '../styles/index.js';
import { debounce, inMicrotask } from '../timing/index.js';
import {
  type MotionStyle,
  type MotionViewport,
  middleStyle,
  motionDevice,
  motionViewport,
  progressAt,
  styleOf,
  TRIGGER_POINT,
  valuesAt,
  withinMargin,
} from './compute.js';
import { handledInBuilder, type MotionItem } from './data.js';
import { type Ease, easing, retarget, shownAt } from './ease.js';
import { type MotionEnv, windowEnv } from './env.js';
import { followsWindow, onDocumentSize, pageTop, trackerIn } from './layout.js';
import { Reveal } from './reveal.js';
import { applyZones, type Effects, ITEM_ATTR, numberEffects, RANGE, sheetText } from './rules.js';

/** Gives a source's item for a device. */
export type MotionReader = (device: Device) => MotionItem;

export interface MotionOptions {
  /** false: the frame scheduler even where scroll-driven animations exist (page config `motion.compositor`). */
  compositor?: boolean;
  env?: MotionEnv;
}

/** One moving element: a source, or a child of a grid source. On the scheduler, its ease (see ./ease.ts). */
interface Entry extends Ease {
  el: HTMLElement;
  item: MotionItem;
  /** Page position and height, measured from the tracker without transforms. */
  top: number;
  height: number;
  /** The style written, undefined when none (outside the style zone). */
  written: MotionStyle | undefined;
  visible: boolean;
  /** The properties its style sets, as `will-change` while it eases (visible). */
  layers: string;
  /** The compositor rule's number, -1 for none. */
  rule: number;
  /** Whether the rule applies (the item is in the style zone); undefined until the next scroll frame checks. */
  zoned?: boolean;
  /** Its range on the page timeline as written (scroll offsets, px), while it is in the zone. */
  range?: [number, number];
  /** Moved by the frame scheduler: the scheduler path, or an element the page timeline cannot follow. */
  frame: boolean;
}

const PROPS = ['transform', 'opacity', 'filter'] as const;
const ATTR = ITEM_ATTR;

/** Writes the properties of `style` that differ from `before` (all without it). */
function applyStyle(el: HTMLElement, style: MotionStyle | undefined, before?: MotionStyle): void {
  for (const p of PROPS) if (!before || before[p] !== style?.[p]) el.style.setProperty(p, style?.[p] ?? '');
}

export class MotionController {
  readonly env: MotionEnv;
  /** Counts rebuilds (a new device class, a source added) and refreshes (a size change within one class). */
  rebuilds = 0;
  refreshes = 0;
  #doc: Document;
  #compositor: boolean | undefined;
  #sources = new Map<HTMLElement, MotionReader>();
  #entries: Entry[] = [];
  #device: Device | undefined;
  #path: 'compositor' | 'scheduler' | 'reduced' | 'none' = 'none';
  #reveal = new Reveal();
  #sheet: CSSStyleSheet | undefined;
  #sheetText = '';
  #effects: Effects = { keyframes: [] };
  #tracker: HTMLElement | undefined;
  #offScroll: (() => void) | undefined;
  #offWatch: (() => void)[] = [];
  /** CCH §9: the exact update 10 ms after the last small move (the scheduler path's rate limit). */
  #settleStyle = debounce(MOTION.styleDebounce, () => requestFrame(this.#all));
  /** CCH §9: a resize or load refreshes (or rebuilds) 500 ms after the last one. */
  #refreshLater = debounce(MOTION.resizeDebounce, () => this.refresh());
  /** CCH §9: the viewport-height cache resets 200 ms after the last resize. */
  #forgetHeight = debounce(MOTION.viewportHeightReset, () => {
    this.#height = undefined;
  });
  #height: number | undefined;
  #lastY: number | undefined;
  #y = 0;
  #max = 0;
  /** Some item moves on the frame scheduler (the scheduler path, or one the page timeline cannot follow). */
  #framed = false;
  /** The scroll frame's task; asked for again while an item eases, so a frame runs it once either way. */
  #scroll: FrameTask = { read: () => this.#read(), write: () => this.#write(false) };
  #view: MotionViewport = { top: 0, height: 1 };
  /** A rebuild after every change of this task, once. */
  #queueBuild = inMicrotask(() => this.build());

  constructor(doc: Document = document, options: MotionOptions = {}) {
    this.#doc = doc;
    this.env = options.env ?? windowEnv(doc);
    this.#compositor = options.compositor;
  }

  /** The option, else the page config's `motion.compositor` (read at each build). */
  #compositorAllowed(): boolean {
    return this.#compositor ?? getPageConfig(this.#doc).motion.compositor !== false;
  }

  /** Which path runs: the compositor, the scheduler, the reduced-motion rest state, or none (empty store). */
  get path(): string {
    return this.#path;
  }

  /** The elements in the store, for tests and tools. */
  get elements(): HTMLElement[] {
    return this.#entries.map((e) => e.el);
  }

  /** Registers `el`; the store is rebuilt at the end of the task (many sources, one build). */
  add(el: HTMLElement, read: MotionReader): () => void {
    this.#sources.set(el, read);
    // Not "the first source": a move removes and adds an element in one task, before the build that unwatches runs.
    if (!this.#offWatch.length) this.#watch();
    this.#reveal.add(el);
    this.#queueBuild();
    return () => {
      if (this.#sources.get(el) !== read) return;
      this.#sources.delete(el);
      this.#clear(el);
      this.#queueBuild();
    };
  }

  /** Resolves every source for the current device class and starts the path that applies. */
  build(): void {
    // CCH §4: before this build's sheet and styles, so what is visible now is read as such.
    this.#reveal.flush();
    this.rebuilds++;
    const env = this.env;
    this.#device = motionDevice(env.width(), env.landscape());
    for (const e of this.#entries) this.#clear(e.el);
    this.#entries = [];
    const builder = env.builder();
    for (const [el, read] of this.#sources) {
      const item = read(this.#device);
      // CCH §4: an item with no effects leaves the store.
      if (!item.tracks.length || (builder && !handledInBuilder(item.id || el.id))) continue;
      for (const target of this.#targets(el, item)) {
        const style = middleStyle(item);
        this.#entries.push({
          el: target,
          item,
          top: 0,
          height: 0,
          written: undefined,
          visible: false,
          layers: PROPS.filter((p) => style[p]).join(', '),
          frame: false,
          rule: -1,
          from: undefined,
          to: undefined,
          since: 0,
        });
      }
    }
    if (!this.#sources.size) this.#unwatch();
    this.#offScroll?.();
    this.#offScroll = undefined;
    this.#lastY = undefined;
    if (!this.#entries.length) this.#path = 'none';
    else if (env.reduced()) this.#path = 'reduced';
    else this.#path = this.#compositorAllowed() && env.timelines() ? 'compositor' : 'scheduler';
    for (const e of this.#entries)
      e.frame = this.#path === 'scheduler' || (this.#path === 'compositor' && !followsWindow(e.el));
    this.#framed = this.#entries.some((e) => e.frame);
    this.#writeSheet();
    if (this.#path === 'compositor' || this.#path === 'scheduler') this.#measure();
    if (this.#path === 'reduced') for (const e of this.#entries) applyStyle(e.el, middleStyle(e.item));
    if (this.#framed || this.#entries.some((e) => e.rule >= 0)) {
      this.#offScroll = onFrame('scroll', this.#scroll);
      requestFrame({ read: () => this.#read(), write: () => this.#write(true) });
    }
  }

  /** `grid_motion` on: the grid's child items (of `child_slug`, at most `children_count`), else the source. */
  #targets(el: HTMLElement, item: MotionItem): HTMLElement[] {
    if (!item.gridMotion) return [el];
    const slug = item.childSlug.replace(/[^\w-]/g, '');
    const kids = [...(slug ? el.querySelectorAll<HTMLElement>(`.${slug}`) : el.children)] as HTMLElement[];
    return item.childrenCount ? kids.slice(0, item.childrenCount) : kids;
  }

  #clear(el: HTMLElement): void {
    applyStyle(el, undefined);
    el.style.removeProperty('will-change');
    el.removeAttribute(ATTR);
    el.style.removeProperty(RANGE);
  }

  /** The compositor rules (./rules.ts) in one adopted sheet, numbered from the entries. */
  #writeSheet(): void {
    this.#effects = numberEffects(this.#path === 'compositor' ? this.#entries : []);
    const doc = this.#doc;
    const text = sheetText(this.#effects, doc.body && doc.scrollingElement === doc.body ? 'body' : ':root');
    if (text === this.#sheetText) return;
    this.#sheetText = text;
    if (!this.#sheet) {
      // Made in the document's realm: a sheet of another realm may not be adopted there.
      this.#sheet = newSheet(this.#doc);
      this.#doc.adoptedStyleSheets = [...this.#doc.adoptedStyleSheets, this.#sheet];
    }
    this.#sheet.replaceSync(text);
  }

  #viewport(): MotionViewport {
    const env = this.env;
    this.#height ??= env.height();
    return motionViewport(this.#height, {
      offsetTop: env.offsetTop(),
      builder: env.builder(),
      realMobile: env.realMobile(),
      band: env.band?.(),
    });
  }

  /** Layout positions without transforms, from the tracker (CCH §9): read once per build or refresh. */
  #measure(): void {
    this.#tracker = trackerIn(this.#doc, this.#tracker);
    const origin = pageTop(this.#tracker);
    for (const e of this.#entries) {
      e.top = pageTop(e.el) - origin;
      e.height = e.el.offsetHeight;
    }
  }

  #read(): void {
    this.#y = this.env.scrollY();
    this.#view = this.#viewport();
    // Read with the other reads: after the zone's writes it would force a style and layout pass in the write.
    if (this.#framed) this.#max = this.env.maxScroll();
  }

  /**
   * CCH §9 scheduler path: a move shorter than the scroll step waits (rate limit), and the exact update follows
   * 10 ms after the last one; items in the style zone get their style, those leaving it lose it; visible items
   * ease over 200 ms, the others change at once. The compositor path only checks the zone and the ranges (and
   * moves the items the page timeline cannot follow).
   */
  #write(force: boolean): void {
    const env = this.env;
    const y = this.#y;
    const zone = env.zoom() ? MOTION.styleZoneZoom : MOTION.styleZone;
    const height = this.#height ?? env.height();
    if (this.#path === 'compositor') applyZones(this.#entries, y, height, zone, this.#view);
    if (!this.#framed) return;
    const atEnd = y <= 0 || y >= this.#max;
    const moved = this.#lastY === undefined ? Number.POSITIVE_INFINITY : Math.abs(y - this.#lastY);
    if (!force && moved < MOTION.scrollStep && !atEnd) {
      // A frame of an ease under way, or a small move: the exact update follows 10 ms after the last move.
      if (moved > 0) this.#settleStyle();
      this.#paint();
      return;
    }
    this.#settleStyle.cancel();
    this.#lastY = y;
    const now = performance.now();
    for (const e of this.#entries) {
      if (!e.frame) continue;
      if (!withinMargin(e, y, height, zone)) {
        if (e.written) this.#clear(e.el);
        e.written = undefined;
        e.visible = false;
        e.to = e.from = undefined;
        continue;
      }
      const visible = withinMargin(e, y, height, MOTION.visibleMargin);
      // Its own layer while it eases, as the transition gave it, so each frame's value is not painted again.
      if (visible !== e.visible) e.el.style.setProperty('will-change', visible ? e.layers : '');
      const p = progressAt(e.top + e.height * TRIGGER_POINT[e.item.trigger], y, this.#view);
      retarget(e, valuesAt(e.item, p), now, visible && !!e.written);
      e.visible = visible;
    }
    this.#paint(now);
  }

  /** Writes each item's value of this frame; while some item eases, the next frame comes back here. */
  #paint(now = performance.now()): void {
    let more = false;
    for (const e of this.#entries) {
      if (!e.frame || !e.to) continue;
      const style = styleOf(shownAt(e, now) ?? e.to);
      applyStyle(e.el, style, e.written);
      e.written = style;
      if (easing(e, now)) more = true;
      else e.from = e.to; // there: done, until the next target
    }
    if (more) requestFrame(this.#scroll);
  }

  /** Whether some item has yet to show its value (the scheduler's 200 ms ease), for tests and tools. */
  get easing(): boolean {
    return this.#entries.some((e) => e.frame && e.from !== e.to);
  }

  /** New layout boxes, then every item's style or zone from them. */
  #relayout: FrameTask = {
    read: () => {
      if (this.#offScroll) this.#measure();
      this.#read();
    },
    write: () => this.#offScroll && this.#write(true),
  };

  /** Every item's place again in the next frame; `#band` while the scheduler moves items (the modal's body moved). */
  #all: FrameTask = { read: () => this.#read(), write: () => this.#write(true) };
  #band: FrameTask = { read: () => this.#offScroll && this.#read(), write: () => this.#offScroll && this.#write(true) };

  /**
   * CCH §4, §9: after a resize or load (debounced 500 ms), a new device class rebuilds the effects and a width
   * change within one class only refreshes them; the cached viewport height is dropped 200 ms after a resize.
   */
  refresh(): void {
    const env = this.env;
    if (motionDevice(env.width(), env.landscape()) !== this.#device) {
      this.build();
      return;
    }
    this.refreshes++;
    const compositor = this.#path === 'compositor';
    if (compositor) this.#writeSheet();
    // Rule numbers and boxes may have changed: the next frame writes every item's zone again.
    for (const e of this.#entries) e.zoned = undefined;
    if (compositor || this.#offScroll) this.#measure();
    if (this.#offScroll) requestFrame(this.#all);
  }

  #resized = (): void => {
    this.#refreshLater();
    this.#forgetHeight();
  };

  /** Resize, load, the offsets topic and the motion preference: kept while any source is registered. */
  #watch(): void {
    const view = this.#doc.defaultView;
    this.#offWatch.push(onFrame('resize', { write: this.#resized }));
    if (this.#doc.readyState !== 'complete' && view) {
      view.addEventListener('load', this.#resized, { once: true });
      this.#offWatch.push(() => view.removeEventListener('load', this.#resized));
    }
    // The fixed bars changed: the zoned items' ranges, and the scheduler's items, move now, not at the next
    // scroll (a bar sticks in the frame a jump ends, with no scroll after it). The sheet stays as it is.
    this.#offWatch.push(getBus().subscribe(OFFSETS_TOPIC, () => this.#offScroll && requestFrame(this.#all)));
    // Content above an item changed height (a <details>, a picture, a consent block): measure again.
    this.#offWatch.push(onDocumentSize(this.#doc, () => requestFrame(this.#relayout)));
    this.#offWatch.push(onReducedMotionChange(() => this.#queueBuild()));
    // CCH §2, §9: entering or leaving a builder changes which items move, and the zoom preview the style zone;
    // in the builder's modal, its body moves over the page with that window's resizes and scrolls.
    this.#offWatch.push(
      watchBuilderContext(),
      getBus().subscribe(BUILDER_CONTEXT_TOPIC, () => this.#queueBuild()),
      this.env.watchBand?.(this.#band) ?? (() => {}),
    );
  }

  /** CCH §4: no items left, no listeners, no timers, no tracker, no rules. */
  #unwatch(): void {
    for (const off of this.#offWatch.splice(0)) off();
    for (const d of [this.#settleStyle, this.#refreshLater, this.#forgetHeight]) d.cancel();
    this.#tracker?.remove();
    this.#tracker = undefined;
    this.#height = undefined;
  }
}

/**
 * The document's one motion store, made on first use; `options` apply only then. Held on the document so a
 * second copy of the library on the page adds its sources to the same store.
 */
export function motionController(doc: Document = document, options?: MotionOptions): MotionController {
  return onePerDocument(doc, 'pb-elements.motion', () => new MotionController(doc, options));
}
