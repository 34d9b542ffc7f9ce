/**
 * `<pb-multi-view>` in plain mode: it renders nothing of its own, only shows, on its light-DOM targets, the
 * values of the screen mode in force (MFT §3, §4). The device comes from the bus's `breakpoint` topic (the one
 * breakpoint tracker); hover from the pointer over its hover area and from keyboard focus inside it.
 *
 * A move keeps everything but the hover area, which may be another ancestor where it now stands. A real removal
 * gives every target back as the page wrote it, so coming back starts again from the page's markup.
 */
import { PbElement } from '../../base/element.js';
import { getBus } from '../../core/bus/index.js';
import type { Device } from '../../core/constants/index.js';
import { trackBreakpoint, viewportDevice } from '../../core/frame/viewport.js';
import {
  isEmptySchema,
  type MultiViewData,
  modeOf,
  needsSanitizer,
  parseMultiView,
  type ScreenMode,
} from '../../core/multi-view/index.js';
import { multiViewProps } from './props.js';
import { loadSanitizer, type Sanitizer } from './sanitize.js';
import { type Styled, ViewTarget } from './target.js';

export const MULTI_VIEW_TAG = 'pb-multi-view';

export interface MultiViewChangeDetail {
  /** The mode shown: `hover` while hovered or focused, else the device's. */
  mode: ScreenMode;
  device: Device;
  hover: boolean;
}

declare module '../../base/events.js' {
  interface PbEventMap {
    'pb-multi-view-change': MultiViewChangeDetail;
  }
}

export class PbMultiView extends PbElement {
  static readonly props = multiViewProps;
  declare views: Record<string, unknown>;
  declare target: string;
  declare hoverSelector: string;

  #data: MultiViewData | undefined;
  #targets: ViewTarget[] = [];
  #ready = false;
  #device: Device = 'desktop';
  #pointer = false;
  #focus = false;
  /** What the targets show: the page's markup is the desktop mode. */
  #shown = { device: 'desktop' as Device, hover: false };
  #off: (() => void)[] = [];
  #offArea: (() => void)[] = [];
  /** Counts starts, so a sanitiser arriving after a stop or restart is dropped. */
  #run = 0;

  /** The screen mode its targets show: `desktop`, `tablet`, `phone` or `hover`. */
  get mode(): ScreenMode {
    return modeOf(this.#shown.device, this.#shown.hover);
  }

  protected connected(): void {
    this.#start();
  }

  protected disconnected(): void {
    this.#stop();
  }

  protected moved(): void {
    if (this.#data) this.#bindArea();
  }

  protected changed(_prop: string): void {
    this.#stop();
    this.#start();
  }

  #start(): void {
    const run = ++this.#run;
    const { data, warnings } = parseMultiView(this.views);
    for (const warning of warnings) this.warn('views', warning);
    if (isEmptySchema(data.schema)) return;
    this.#data = data;
    this.#off.push(trackBreakpoint());
    this.#device = getBus().last('breakpoint') ?? viewportDevice();
    this.#off.push(
      getBus().subscribe('breakpoint', (device) => {
        this.#device = device;
        this.#apply();
      }),
    );
    this.#bindArea();
    if (!needsSanitizer(data.schema)) {
      this.#build(undefined);
      return;
    }
    this.settleAfter(
      loadSanitizer().then(
        (sanitizer) => run === this.#run && this.#build(sanitizer),
        () => {
          if (run !== this.#run) return;
          this.warn('views', 'the sanitiser could not be loaded; content and attributes stay as written');
          this.#build(undefined);
        },
      ),
    );
  }

  #stop(): void {
    this.#run++;
    for (const off of [...this.#off.splice(0), ...this.#offArea.splice(0)]) off();
    for (const target of this.#targets) target.restore();
    this.#targets = [];
    this.#ready = false;
    this.#data = undefined;
    this.#pointer = false;
    this.#focus = false;
    this.#shown = { device: 'desktop', hover: false };
  }

  #build(sanitizer: Sanitizer | undefined): void {
    const schema = this.#data?.schema;
    if (!schema) return;
    const warn = (message: string) => this.warn('views', message);
    this.#targets = this.#findTargets().map((el) => new ViewTarget(el, schema, sanitizer, warn));
    this.#ready = true;
    this.#apply();
  }

  /** The `target` attribute's selector, else the builder's `target`, inside the element; else the element. */
  #findTargets(): Styled[] {
    const own = this.target;
    const selector = own || this.#data?.target || '';
    if (!selector) return [this];
    const attribute = own ? 'target' : 'views';
    let found: Styled[];
    try {
      found = [...this.querySelectorAll<HTMLElement>(selector)];
    } catch {
      this.warn(attribute, `"${selector}" is not a valid selector; the element itself is the target`);
      return [this];
    }
    if (!found.length)
      this.warn(attribute, `"${selector}" matches nothing inside the element; the element itself is the target`);
    return found.length ? found : [this];
  }

  /** The `hover-selector` ancestor, else the builder's `hover_selector`, else the element. */
  #hoverArea(): Element {
    const own = this.hoverSelector;
    const selector = own || this.#data?.hoverSelector || '';
    if (!selector) return this;
    const attribute = own ? 'hover-selector' : 'views';
    let area: Element | null;
    try {
      area = this.closest(selector);
    } catch {
      this.warn(attribute, `"${selector}" is not a valid selector; the element itself is the hover area`);
      return this;
    }
    if (!area) this.warn(attribute, `"${selector}" matches no ancestor; the element itself is the hover area`);
    return area ?? this;
  }

  /**
   * Hover values show while a mouse or pen is over the area, and while focus is inside it, so keyboard users see
   * them too (`:focus-within`). A touch is not a hover: a tap on a card follows its link.
   */
  #bindArea(): void {
    for (const off of this.#offArea.splice(0)) off();
    const area = this.#hoverArea();
    const pointer = (on: boolean) => (e: PointerEvent) => {
      if (e.pointerType === 'touch') return;
      this.#pointer = on;
      this.#apply();
    };
    const enter = pointer(true);
    const leave = pointer(false);
    const focusIn = () => {
      this.#focus = true;
      this.#apply();
    };
    const focusOut = (e: FocusEvent) => {
      if (e.relatedTarget instanceof Node && area.contains(e.relatedTarget)) return;
      this.#focus = false;
      this.#apply();
    };
    const on = <K extends keyof HTMLElementEventMap>(type: K, fn: (e: HTMLElementEventMap[K]) => void) => {
      area.addEventListener(type, fn as EventListener);
      this.#offArea.push(() => area.removeEventListener(type, fn as EventListener));
    };
    on('pointerenter', enter);
    on('pointerleave', leave);
    on('focusin', focusIn);
    on('focusout', focusOut);
    this.#pointer = area.matches(':hover');
    this.#focus = area.matches(':focus-within');
    this.#apply();
  }

  #apply(): void {
    if (!this.#ready) return;
    const device = this.#device;
    const hover = this.#pointer || this.#focus;
    for (const target of this.#targets) target.apply(device, hover);
    const was = this.#shown;
    if (was.device === device && was.hover === hover) return;
    this.#shown = { device, hover };
    this.emit('pb-multi-view-change', { mode: modeOf(device, hover), device, hover });
  }
}
