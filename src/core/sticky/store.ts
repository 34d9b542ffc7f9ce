/**
 * The page's sticky modules, kept together (CCH §4 "Sticky module"): one scroll task on the frame scheduler
 * decides every module from stored sizes, so a scroll frame reads only `scrollY`. Sizes are measured again on
 * the spec's triggers, each with its debounce (STICKY.delays). Modules come from `<pb-sticky>` and from the page
 * config's sticky settings. Takes DOM nodes; nothing runs at import.
 */
import { builderContext } from '../builder/context.js';
import { scrollState } from '../builder/watch.js';
import { getBus } from '../bus/index.js';
import { BUILDER_CONTEXT } from '../constants/builder-context.js';
import type { Device } from '../constants/index.js';
import { STICKY } from '../constants/sticky.js';
import { requestFrame } from '../frame/index.js';
import { prefersReducedMotion, viewportDevice } from '../frame/viewport.js';
import { currentOffsets, type Offsets, setOffset } from '../scroll/index.js';
import { followLocation, leaveContainer, readContainer, scrollContainer } from './container.js';
import {
  boxOf,
  createPlaceholder,
  extentOf,
  limitElement,
  lockHeight,
  stuckTranslate,
  writeClasses,
  writeCssSticky,
  writeFixed,
  writePaused,
} from './dom.js';
import { barsFrom, stackForecast } from './forecast.js';
import {
  type Module,
  STICKY_TOPIC,
  type StickyEventDetail,
  type StickyModuleOptions,
  type StickyState,
  type StickyStore,
} from './module.js';
import { resolveStickySettings, type StickySettings, type StickySide, stickyZIndex } from './settings.js';
import { type Decision, evaluateStack, NOT_STICKY, type StickyEventType, transitions } from './state.js';
import { watchTriggers } from './triggers.js';

export { STICKY_TOPIC, type StickyEventDetail, type StickyModuleOptions } from './module.js';

const modules: Module[] = [];
const undo: (() => void)[] = [];
let published = { top: 0, bottom: 0 };
let scrollY = 0;
let view = { width: 0, height: 0 };
let device: Device = 'desktop';
let scrollLocation: 'top' | 'app' = 'top';
/** CCH §3 window state: the builder's zoom preview is on. */
let zoomed = false;
/** How far what the scroll container shows is from the page's viewport edges (./container.ts). */
let shift = { top: 0, bottom: 0 };
/** The shift of the last writes: a change (the top window scrolled) moves every stuck box. */
let written = { top: 0, bottom: 0 };

function readView(): void {
  const seen = readContainer(zoomed);
  ({ scrollY, shift } = seen);
  view = { width: document.documentElement.clientWidth, height: seen.height };
}

const SCROLL_TASK = { read: readView, write: () => apply() };
/** A resize of the top window (./container.ts): measures again, then decides, as `refresh` does. */
const RESIZE_TASK = { read: measure, write: apply };

/** Follows the builder's preview mode: the scroll location, the zoom flag, and the window the scroll is read in. */
function locate(): void {
  ({ location: scrollLocation, zoomed } = scrollState());
  followLocation(scrollLocation, SCROLL_TASK, RESIZE_TASK);
}

/** A decision's offset in the page's own viewport. */
const shifted = (d: Decision): Decision => (d.side ? { ...d, offset: d.offset + shift[d.side] } : d);

const later = (m: Module | null, ms: number, fn: () => void): void => {
  const timer = setTimeout(() => {
    m?.timers.delete(timer);
    fn();
  }, ms);
  m?.timers.add(timer);
};

function emit(m: Module, type: StickyEventType, side: StickySide): void {
  const detail: StickyEventDetail = { type, id: m.id, side };
  if (m.options.emit) m.options.emit(detail);
  else m.el.dispatchEvent(new CustomEvent(`pb-sticky-${type}`, { bubbles: true, composed: true, detail }));
  getBus().publish(STICKY_TOPIC, detail);
}

const SIDES: Record<string, StickySide[]> = { top: ['top'], bottom: ['bottom'], top_bottom: ['top', 'bottom'] };
const sidesOf = (s: StickySettings): StickySide[] => SIDES[s.position] ?? [];

/** Reads every module's stored sizes (CCH §3 runtime properties). A forced layout, only on the spec's triggers. */
function measure(): void {
  readView();
  // The CSS path's box is measured where the flow puts it, not where it is stuck or the offsets moved it.
  const css = modules.filter((m) => m.css);
  const moved = css.map((m) => m.el.style.translate);
  for (const m of css) {
    m.el.style.position = 'static';
    if (m.decision.state !== 'none') m.el.style.translate = m.ownTranslate;
  }
  for (const m of modules) {
    m.dirty = true;
    const flow = m.placeholder ?? m.el;
    m.natural = boxOf(flow);
    m.visible = m.el.checkVisibility() && (m.natural.width > 0 || m.natural.height > 0);
    m.stuckHeight = m.placeholder ? m.el.getBoundingClientRect().height : m.natural.height;
    const top = limitElement(flow, m.settings.topLimit);
    const bottom = limitElement(flow, m.settings.bottomLimit);
    const parent = flow.parentElement;
    const sides = sidesOf(m.settings);
    const wanted = sides.map((side) => (side === 'top' ? bottom : top));
    const css = wanted.length > 0 && wanted.every((limit) => limit && limit === parent);
    if (css !== m.css) {
      end(m);
      if (m.css) clearCss(m);
      m.line = { top: Number.NaN, bottom: Number.NaN };
    }
    m.css = css;
    m.topLimit = extentOf(top, css);
    m.bottomLimit = extentOf(bottom, css);
    m.parentHeight = parent?.getBoundingClientRect().height ?? 0;
    if (!m.placeholder) m.margin = getComputedStyle(m.el).margin;
    m.z = stickyZIndex({
      insideTbHeader: !!m.el.closest(STICKY.tbHeaderSelector),
      insideTbFooter: !!m.el.closest(STICKY.tbFooterSelector),
    });
  }
  css.forEach((m, i) => {
    if (!m.css) return;
    m.el.style.position = 'sticky';
    m.el.style.translate = moved[i] as string;
  });
}

function clearCss(m: Module): void {
  for (const p of ['position', 'top', 'bottom', 'z-index']) m.el.style.removeProperty(p);
}

/** The bars at the top and bottom, less the stack's own share (which it publishes itself). */
function bars(): Offsets {
  const all = currentOffsets();
  return barsFrom({ top: Math.max(0, all.top - published.top), bottom: Math.max(0, all.bottom - published.bottom) });
}

const FORECAST = stackForecast(modules, () => view, bars);

function start(m: Module, d: Decision): void {
  if (m.css) {
    // The browser places the box: only the offsets apply, as a new width would move what follows it.
    m.ownTranslate = m.el.style.translate;
    m.el.style.translate = stuckTranslate(m.settings.stickyStyles) || m.ownTranslate;
    return;
  }
  const unlock = lockHeight(m.el.parentElement, m.parentHeight);
  m.savedStyle = m.el.getAttribute('style');
  m.placeholder = createPlaceholder(m.el, m.natural, m.margin);
  writeFixed(m.el, shifted(d), m.natural, m.z, m.settings.stickyStyles);
  if (m.settings.transition && !prefersReducedMotion()) {
    m.el.style.transition = `background-color ${STICKY.transitionDuration}ms, color ${STICKY.transitionDuration}ms, box-shadow ${STICKY.transitionDuration}ms, padding ${STICKY.transitionDuration}ms`;
  }
  later(m, STICKY.delays.parentUnlock, unlock);
  // The sticky styles may change the stuck box's height after the first pass; measure it and place it again.
  later(m, STICKY.delays.finalStyle, () => refresh());
}

/** Holds a paused module at its limit: the margin moves it from its place in the flow to the limit's edge. */
function place(m: Module, d: Decision): void {
  if (!m.placeholder) return;
  const limit = d.side === 'top' ? m.bottomLimit : m.topLimit;
  const at = d.side === 'top' ? (limit?.bottom ?? 0) - m.stuckHeight : (limit?.top ?? 0);
  writePaused(m.el, m.placeholder, at - m.natural.top);
}

function end(m: Module): void {
  const d = m.decision;
  if (d.state === 'none') return;
  m.decision = NOT_STICKY;
  writeClasses(m.el, NOT_STICKY);
  if (m.css) m.el.style.translate = m.ownTranslate;
  else {
    const unlock = lockHeight(m.el.parentElement, m.parentHeight);
    m.placeholder?.remove();
    m.placeholder = null;
    if (m.savedStyle === null) m.el.removeAttribute('style');
    // Through the CSSOM: a CSP without 'unsafe-inline' for styles refuses a style attribute set as markup.
    else m.el.style.cssText = m.savedStyle;
    const slow = m.settings.transition && !prefersReducedMotion();
    later(m, slow ? STICKY.transitionDuration : STICKY.delays.parentUnlock, unlock);
  }
  emit(m, 'end', d.side as StickySide);
}

/** Decides every module at the stored scroll position and writes what changed. */
function apply(): void {
  const b = bars();
  const measured = modules.some((m) => m.dirty); // new sizes change the forecast, though nothing sticks or ends
  const moved = shift.top !== written.top || shift.bottom !== written.bottom;
  written = shift;
  const { decisions, stack, lines } = evaluateStack(modules, {
    scrollY,
    width: view.width,
    height: view.height,
    barsTop: b.top,
    barsBottom: b.bottom,
  });
  modules.forEach((m, i) => {
    const next = decisions[i] as Decision;
    const before = m.decision;
    const line = lines[i] as { top: number; bottom: number };
    if (m.css && (moved || line.top !== m.line.top || line.bottom !== m.line.bottom)) {
      writeCssSticky(m.el, { top: line.top + shift.top, bottom: line.bottom + shift.bottom }, sidesOf(m.settings), m.z);
    }
    m.line = line;
    const events = transitions(before, next);
    if (events[0] === 'end') end(m);
    if (events.includes('start')) start(m, next);
    if (!m.css && next.state === 'paused' && (before.state !== 'paused' || m.dirty)) place(m, next);
    else if (
      !m.css &&
      next.state === 'sticky' &&
      (before.state !== 'sticky' || m.dirty || moved || next.offset !== before.offset)
    ) {
      writeFixed(m.el, shifted(next), m.natural, m.z, m.settings.stickyStyles);
    }
    m.dirty = false;
    m.decision = next;
    writeClasses(m.el, next);
    for (const type of events) if (type !== 'end') emit(m, type, next.side as StickySide);
  });
  if (measured || stack.top !== published.top || stack.bottom !== published.bottom) {
    published = stack;
    // Unmeasured, the forecast stands (it reads the stored sizes and the other bars): only the room now changed.
    setOffset(STICKY.offsetSource, stack, FORECAST, !measured);
  }
}

/** Measures again, then decides: every size-changing trigger ends here. */
function refresh(): void {
  requestFrame({ read: measure, write: apply });
}

/** CCH §4: a breakpoint change ends sticky, reads the device's settings, measures and decides again. */
function rebuild(): void {
  device = viewportDevice();
  for (const m of modules) {
    end(m);
    m.settings = resolveStickySettings(m.options.settings(), device, m.options.warn);
  }
  refresh();
}

function attach(): void {
  undo.push(
    ...watchTriggers({
      modules,
      device: () => device,
      scroll: SCROLL_TASK,
      refresh,
      rebuild,
      decide: apply,
      end,
      locate,
    }),
    leaveContainer,
  );
}

function add(el: HTMLElement, options: StickyModuleOptions, id: string): () => void {
  if (modules.some((m) => m.el !== el && m.el.contains(el))) {
    options.warn?.('position', 'inside another sticky module; ignored');
    return () => {};
  }
  // Already a module (the page config read by two copies of the library): it stays one, owned by its first add.
  if (modules.some((m) => m.el === el)) return () => {};
  if (modules.length === 0) attach();
  device = viewportDevice();
  const m: Module = {
    el,
    id,
    options,
    settings: resolveStickySettings(options.settings(), device, options.warn),
    natural: { top: 0, left: 0, width: 0, height: 0 },
    visible: false,
    stuckHeight: 0,
    topLimit: null,
    bottomLimit: null,
    decision: NOT_STICKY,
    css: false,
    z: STICKY.zIndex,
    margin: '0px',
    parentHeight: 0,
    placeholder: null,
    savedStyle: null,
    ownTranslate: '',
    timers: new Set(),
    dirty: false,
    line: { top: Number.NaN, bottom: Number.NaN },
  };
  // Nested modules added before their outer one leave now.
  for (const inner of modules.filter((o) => el.contains(o.el))) removeModule(inner);
  modules.push(m);
  modules.sort((a, b) => (a.el.compareDocumentPosition(b.el) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  const layoutBlock =
    document.documentElement.hasAttribute('data-pb-layout-block') ||
    (BUILDER_CONTEXT.layoutBlock as readonly string[]).includes(builderContext().context);
  later(m, layoutBlock ? STICKY.delays.layoutBlock : STICKY.delays.initialReset, refresh);
  return () => removeModule(m);
}

function removeModule(m: Module): void {
  const i = modules.indexOf(m);
  if (i < 0) return;
  end(m);
  for (const t of m.timers) clearTimeout(t);
  if (m.css) clearCss(m);
  modules.splice(i, 1);
  if (modules.length) {
    refresh();
    return;
  }
  for (const fn of undo.splice(0)) fn();
  published = { top: 0, bottom: 0 };
  setOffset(STICKY.offsetSource, null);
}

const KEY = Symbol.for('pb-elements.sticky');
const own: StickyStore = {
  version: 1,
  add,
  stateOf(el) {
    const m = modules.find((o) => o.el === el);
    return m ? { state: m.decision.state, side: m.decision.side, css: m.css } : null;
  },
  scrollLocation: () => scrollLocation,
  zoomed: () => zoomed,
  scrollContainer,
};

function store(): StickyStore {
  const g = globalThis as unknown as Record<symbol, StickyStore | undefined>;
  const found = g[KEY];
  if (found?.version === 1) return found;
  if (!found) Object.defineProperty(g, KEY, { value: own, configurable: true });
  return own;
}

/**
 * Makes `el` a sticky module until the returned function runs. A module inside another sticky module is
 * ignored (CCH §4), and then the function does nothing; so does adding an element that is already a module.
 */
export function addStickyModule(el: HTMLElement, options: StickyModuleOptions, id = el.id): () => void {
  return store().add(el, options, id);
}

/** For tests and the element: a module's state, side and path. */
export const stickyStateOf = (el: Element): StickyState | null => store().stateOf(el);

/**
 * The scroll location (CCH §3 window state): `app` in a builder's device previews (the preview frame scrolls),
 * `top` on the page, in a layout block preview and in the wireframe and zoom views.
 */
export const stickyScrollLocation = (): 'top' | 'app' => store().scrollLocation();

/** The builder zoom flag (CCH §3 window state): set in the zoom preview, with the scroll location's debounce. */
export const stickyZoomed = (): boolean => store().zoomed?.() ?? false;

/**
 * The window whose scroll the modules are decided against: the page's own, or at the `top` scroll location the
 * builder's top window when it is another window of the same origin (CCH §4).
 */
export const stickyScrollContainer = (): Window => store().scrollContainer?.() ?? window;
