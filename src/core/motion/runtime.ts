/**
 * The motion store and its two paths (CCH §4, §9). Sources (a `<pb-motion>`, or an element named by the page's
 * motion list) are registered with a reader that gives their item for a device; the store holds the items
 * with effects for the current device. With scroll-driven animations each item compiles to `@keyframes` on a
 * view timeline and the main thread does nothing per frame; otherwise the one frame scheduler moves them,
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
  keyframesCss,
  type MotionStyle,
  type MotionViewport,
  middleStyle,
  motionDevice,
  motionViewport,
  progressAt,
  styleAt,
  TRIGGER_POINT,
  timelineCss,
  withinMargin,
} from './compute.js';
import { handledInBuilder, type MotionItem } from './data.js';
import { type MotionEnv, windowEnv } from './env.js';
import { followsWindow, onDocumentSize, pageTop, trackerIn } from './layout.js';
import { HOLD_CSS, Reveal } from './reveal.js';

/** Gives a source's item for a device. */
export type MotionReader = (device: Device) => MotionItem;

export interface MotionOptions {
  /** false: the frame scheduler even where scroll-driven animations exist (page config `motion.compositor`). */
  compositor?: boolean;
  env?: MotionEnv;
}

/** One moving element: a source, or a child of a grid source. */
interface Entry {
  el: HTMLElement;
  item: MotionItem;
  /** Page position and height, measured from the tracker without transforms. */
  top: number;
  height: number;
  /** The style written, '' when none (outside the style zone). */
  written: string;
  visible: boolean;
  /** The compositor rule's number, -1 for none. */
  rule: number;
  /** Whether the rule applies (the item is in the style zone); undefined until the next scroll frame checks. */
  zoned?: boolean;
  /** Moved by the frame scheduler: the scheduler path, or an element a view timeline cannot follow. */
  frame: boolean;
}

const PROPS = ['transform', 'opacity', 'filter'] as const;
const TRANSITION = PROPS.map((p) => `${p} ${MOTION.transition}ms linear`).join(', ');
const ATTR = 'data-pb-motion-item';

function applyStyle(el: HTMLElement, style: MotionStyle | undefined): void {
  for (const p of PROPS) el.style.setProperty(p, style?.[p] ?? '');
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
  #tracker: HTMLElement | undefined;
  #offScroll: (() => void) | undefined;
  #offWatch: (() => void)[] = [];
  /** CCH §9: the exact update 10 ms after the last small move (the scheduler path's rate limit). */
  #settleStyle = debounce(MOTION.styleDebounce, () => this.#frame());
  /** CCH §9: a resize or load refreshes (or rebuilds) 500 ms after the last one. */
  #refreshLater = debounce(MOTION.resizeDebounce, () => this.refresh());
  /** CCH §9: the viewport-height cache resets 200 ms after the last resize. */
  #forgetHeight = debounce(MOTION.viewportHeightReset, () => {
    this.#height = undefined;
  });
  #height: number | undefined;
  #lastY: number | undefined;
  #y = 0;
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
        this.#entries.push({
          el: target,
          item,
          top: 0,
          height: 0,
          written: '',
          visible: false,
          frame: false,
          rule: -1,
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
    this.#writeSheet();
    if (this.#path === 'compositor' || this.#path === 'scheduler') this.#measure();
    if (this.#path === 'reduced') for (const e of this.#entries) applyStyle(e.el, middleStyle(e.item));
    if (this.#entries.some((e) => e.frame || e.rule >= 0)) {
      this.#offScroll = onFrame('scroll', { read: () => this.#read(), write: () => this.#write(false) });
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
    el.style.removeProperty('transition');
    el.removeAttribute(ATTR);
  }

  /** The compositor rules: one keyframes block and one timeline rule per item, in one adopted sheet. */
  #writeSheet(): void {
    const rules = [HOLD_CSS];
    if (this.#path === 'compositor') {
      const env = this.env;
      const view = this.#viewport();
      const inset = { top: view.top, bottom: env.height() - view.top - view.height };
      const ids = new Map<MotionItem, number>();
      for (const e of this.#entries) {
        if (e.frame) continue;
        let n = ids.get(e.item);
        if (n === undefined) {
          n = ids.size;
          ids.set(e.item, n);
          rules.push(keyframesCss(`pb-motion-${n}`, e.item));
          rules.push(timelineCss(`[${ATTR}="${n}"]`, `pb-motion-${n}`, e.item.trigger, inset));
        }
        e.rule = n;
      }
    }
    const text = rules.join('\n');
    if (text === this.#sheetText) return;
    this.#sheetText = text;
    if (!this.#sheet) {
      // Made in the document's realm: a sheet of another realm may not be adopted there.
      this.#sheet = newSheet(this.#doc);
      this.#doc.adoptedStyleSheets = [...this.#doc.adoptedStyleSheets, this.#sheet];
    }
    this.#sheet.replaceSync(text);
  }

  /**
   * CCH §4 on the compositor path: an item's rule applies only inside the style zone, so the compositor carries
   * the dozen animations near the viewport rather than all of them. Checked in the one scroll listener against
   * the layout boxes `#measure` took (the rule's own transform must not move an item out of its zone): a few
   * comparisons per frame, where an IntersectionObserver on every item cost the main thread a computation per
   * item per frame.
   */
  #zone(y: number): void {
    const height = this.#height ?? this.env.height();
    const margin = this.env.zoom() ? MOTION.styleZoneZoom : MOTION.styleZone;
    for (const e of this.#entries) {
      if (e.rule < 0) continue;
      const inZone = withinMargin(e, y, height, margin);
      if (inZone === e.zoned) continue;
      e.zoned = inZone;
      if (inZone) e.el.setAttribute(ATTR, `${e.rule}`);
      else e.el.removeAttribute(ATTR);
    }
  }

  #viewport(): MotionViewport {
    const env = this.env;
    this.#height ??= env.height();
    return motionViewport(this.#height, {
      offsetTop: env.offsetTop(),
      builder: env.builder(),
      realMobile: env.realMobile(),
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
  }

  /**
   * CCH §9 scheduler path: a move shorter than the scroll step waits (rate limit), and the exact update follows
   * 10 ms after the last one; items in the style zone get their style, those leaving it lose it; visible items
   * ease over 200 ms, the others change at once.
   */
  #write(force: boolean): void {
    const env = this.env;
    const y = this.#y;
    if (this.#path === 'compositor') this.#zone(y);
    const atEnd = y <= 0 || y >= env.maxScroll();
    this.#settleStyle.cancel();
    if (!force && this.#lastY !== undefined && Math.abs(y - this.#lastY) < MOTION.scrollStep && !atEnd) {
      this.#settleStyle();
      return;
    }
    this.#lastY = y;
    const height = this.#height ?? env.height();
    const zone = env.zoom() ? MOTION.styleZoneZoom : MOTION.styleZone;
    for (const e of this.#entries) {
      if (!e.frame) continue;
      if (!withinMargin(e, y, height, zone)) {
        if (e.written) this.#clear(e.el);
        e.written = '';
        e.visible = false;
        continue;
      }
      const visible = withinMargin(e, y, height, MOTION.visibleMargin);
      if (visible !== e.visible || !e.written) e.el.style.setProperty('transition', visible ? TRANSITION : '');
      e.visible = visible;
      const style = styleAt(e.item, progressAt(e.top + e.height * TRIGGER_POINT[e.item.trigger], y, this.#view));
      const key = `${style.transform}|${style.opacity}|${style.filter}`;
      if (key !== e.written) applyStyle(e.el, style);
      e.written = key;
    }
  }

  /** New layout boxes, then every item's style or zone from them. */
  #relayout: FrameTask = {
    read: () => {
      if (this.#offScroll) this.#measure();
      this.#read();
    },
    write: () => this.#offScroll && this.#write(true),
  };

  #frame(): void {
    requestFrame({ read: () => this.#read(), write: () => this.#write(true) });
  }

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
    if (this.#offScroll) this.#frame();
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
    // The fixed bars changed: new timeline insets, and the scheduler's items move now, not at the next scroll (a
    // bar sticks in the frame a jump ends, with no scroll after it).
    this.#offWatch.push(
      getBus().subscribe(OFFSETS_TOPIC, () => {
        if (this.#path === 'compositor') this.#writeSheet();
        if (this.#offScroll) this.#frame();
      }),
    );
    // Content above an item changed height (a <details>, a picture, a consent block): measure again.
    this.#offWatch.push(onDocumentSize(this.#doc, () => requestFrame(this.#relayout)));
    this.#offWatch.push(onReducedMotionChange(() => this.#queueBuild()));
    // CCH §2, §9: entering or leaving a builder changes which items move, and the zoom preview the style zone.
    this.#offWatch.push(
      watchBuilderContext(),
      getBus().subscribe(BUILDER_CONTEXT_TOPIC, () => this.#queueBuild()),
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
