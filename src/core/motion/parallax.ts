/**
 * The parallax band (MFT §1, §9) on the motion runtime's paths: its image moves at 0.3 of the scroll through the
 * band's travel (from the band's top at the viewport's bottom to its bottom at the viewport's top).
 *
 * - compositor: where the browser has scroll-driven animations, the band's view timeline moves the image (the
 *   rules are `<pb-parallax>`'s pre-upgrade styles, so it moves from the first paint); the main thread does nothing;
 * - frame: elsewhere, under an ancestor that scrolls or clips (a view timeline would follow it instead of the
 *   window), or with the page config's `"motion": { "compositor": false }`, one scroll task of the one frame
 *   scheduler reads the scroll position and writes each image's transform; no scroll listener of its own;
 * - still: reduced motion; the image rests, cropped to the band.
 *
 * The image is `1 + 0.3 x travel` tall (its box plus 0.3 of the band's height and the viewport's), bottom-aligned,
 * so it covers the band at every scroll position.
 */

import { getPageConfig } from '../config/index.js';
import { PARALLAX } from '../constants/entrance.js';
import { type FrameTask, onFrame, requestFrame } from '../frame/index.js';
import { onReducedMotionChange } from '../frame/viewport.js';
import { onePerDocument } from '../shared/index.js';
import { inMicrotask } from '../timing/index.js';
import { type MotionEnv, windowEnv } from './env.js';
import { followsWindow, onDocumentSize, pageTop } from './layout.js';

/** On the band: the path it takes, for the rules and for tests. */
export const PARALLAX_ATTR = 'data-pb-parallax';
export type ParallaxPath = 'compositor' | 'frame' | 'still';

/** A band's layout box (page px, no transforms) and its image's height. */
export interface ParallaxBox {
  top: number;
  height: number;
  imageHeight: number;
}

/** The image's height that covers a band of `height` over its whole travel through a viewport of `view` px. */
export const coverHeight = (height: number, view: number, factor: number = PARALLAX.factor): number =>
  height + factor * (view + height);

/**
 * How far (px) the image sits below its rest for the window scrolled to `scrollY`: `factor` times the scroll since
 * the band's top reached the viewport's bottom, held at both ends of the travel, and never more than the image
 * has to spare below the band's top (so its top edge never shows).
 */
export function parallaxOffset(scrollY: number, box: ParallaxBox, view: number, factor = PARALLAX.factor): number {
  const travel = view + box.height;
  const passed = Math.min(travel, Math.max(0, scrollY + view - box.top));
  return Math.min(factor * passed, Math.max(0, box.imageHeight - box.height));
}

export interface ParallaxOptions {
  /** false: the frame path even where scroll-driven animations exist (page config `motion.compositor`). */
  compositor?: boolean;
  env?: MotionEnv;
}

interface Entry extends ParallaxBox {
  image: HTMLElement;
  path: ParallaxPath;
  written: string;
}

export class ParallaxController {
  readonly env: MotionEnv;
  #doc: Document;
  #compositor: boolean | undefined;
  #entries = new Map<HTMLElement, Entry>();
  #offs: (() => void)[] = [];
  /** A rebuild after every change of this task, once. */
  #queue = inMicrotask(() => this.build());
  #y = 0;
  #view = 0;

  constructor(doc: Document = document, options: ParallaxOptions = {}) {
    this.#doc = doc;
    this.env = options.env ?? windowEnv(doc);
    this.#compositor = options.compositor;
  }

  /** The path `band` takes, or undefined when it is not registered. */
  pathOf(band: HTMLElement): ParallaxPath | undefined {
    return this.#entries.get(band)?.path;
  }

  /** Registers a band and its image; the paths are chosen at the end of the task. Returns the removal. */
  add(band: HTMLElement, image: HTMLElement): () => void {
    const old = this.#entries.get(band);
    if (old && old.image !== image) this.#reset(old);
    this.#entries.set(band, { image, path: 'still', top: 0, height: 0, imageHeight: 0, written: '' });
    this.#queue();
    return () => {
      const entry = this.#entries.get(band);
      if (entry?.image !== image) return;
      this.#entries.delete(band);
      this.#reset(entry);
      band.removeAttribute(PARALLAX_ATTR);
      this.#queue();
    };
  }

  /** Chooses each band's path and starts the scroll task when a band needs it. */
  build(): void {
    for (const off of this.#offs.splice(0)) off();
    const env = this.env;
    const compositor = (this.#compositor ?? getPageConfig(this.#doc).motion.compositor !== false) && env.timelines();
    for (const [band, entry] of this.#entries) {
      entry.path = env.reduced() ? 'still' : compositor && followsWindow(band) ? 'compositor' : 'frame';
      if (entry.path !== 'frame') this.#reset(entry);
      band.setAttribute(PARALLAX_ATTR, entry.path);
    }
    if (!this.#entries.size) return;
    this.#offs.push(onReducedMotionChange(() => this.#queue()));
    if (![...this.#entries.values()].some((e) => e.path === 'frame')) return;
    this.#offs.push(
      onFrame('scroll', { read: this.#read, write: this.#write }),
      onFrame('resize', this.#relayout),
      onDocumentSize(this.#doc, () => requestFrame(this.#relayout)),
    );
    requestFrame(this.#relayout);
  }

  #reset(entry: Entry): void {
    entry.image.style.removeProperty('transform');
    entry.written = '';
  }

  #read = (): void => {
    this.#y = this.env.scrollY();
    this.#view = this.env.height();
  };

  #write = (): void => {
    for (const entry of this.#entries.values()) {
      if (entry.path !== 'frame') continue;
      const offset = Math.round(parallaxOffset(this.#y, entry, this.#view) * 100) / 100;
      const transform = `translate3d(0, ${offset}px, 0)`;
      if (transform !== entry.written) entry.image.style.transform = transform;
      entry.written = transform;
    }
  };

  /** Layout boxes (a resize, the document's size), then every image from them. */
  #relayout: FrameTask = {
    read: () => {
      for (const [band, entry] of this.#entries) {
        if (entry.path !== 'frame') continue;
        entry.top = pageTop(band);
        entry.height = band.offsetHeight;
        entry.imageHeight = entry.image.offsetHeight;
      }
      this.#read();
    },
    write: this.#write,
  };
}

/** The document's one parallax controller, made on first use (shared with a second copy of the library). */
export function parallaxController(doc: Document = document, options?: ParallaxOptions): ParallaxController {
  return onePerDocument(doc, 'pb-elements.parallax', () => new ParallaxController(doc, options));
}
