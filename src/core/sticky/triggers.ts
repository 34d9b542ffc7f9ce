/**
 * The sticky store's triggers (CCH §4 "Sticky module"): what measures the modules again, each with its debounce
 * (STICKY.delays), and what moves the scroll location. Takes the store's hooks; nothing runs at import.
 */
import { BUILDER_CONTEXT_TOPIC, watchBuilderContext } from '../builder/watch.js';
import { getBus } from '../bus/index.js';
import type { Device } from '../constants/index.js';
import { STICKY } from '../constants/sticky.js';
import { type FrameTask, observeSize, onFrame, requestFrame } from '../frame/index.js';
import { trackBreakpoint } from '../frame/viewport.js';
import { OFFSETS_TOPIC } from '../scroll/index.js';
import { debounce } from '../timing/index.js';
import type { Module } from './module.js';

export interface TriggerHooks {
  modules: readonly Module[];
  /** The device the settings were last read for. */
  device: () => Device;
  /** The scroll frame's task: reads the scroll position, decides and writes. */
  scroll: FrameTask;
  /** Measures again, then decides. */
  refresh: () => void;
  /** A breakpoint change: ends sticky, reads the settings again, refreshes. */
  rebuild: () => void;
  /** Decides at the stored scroll position and writes. */
  decide: () => void;
  end: (m: Module) => void;
  /** Reads the scroll location and the zoom flag, and moves the reading to that window. */
  locate: () => void;
}

/** Starts every trigger; the returned functions stop them. */
export function watchTriggers(h: TriggerHooks): (() => void)[] {
  let width = window.innerWidth;
  let height = window.innerHeight;
  let docSize = '';
  const onWidth = debounce(STICKY.delays.width, h.refresh);
  const onHeight = debounce(STICKY.delays.height, h.refresh);
  const onDocument = debounce(STICKY.delays.document, h.refresh);
  const onDom = debounce(STICKY.delays.dom, h.refresh);
  // CCH §4: a change of builder or preview mode moves the scroll location once it has settled for 2000 ms.
  const onLocation = debounce(STICKY.delays.scrollLocation, () => {
    h.locate();
    h.refresh();
  });
  // Our own writes (the placeholder, inside a module) are not changes of the page. Nodes added or removed only:
  // an attribute or text record adds and removes none, so it always passed as ours, and observing them made every
  // style a scroll frame writes (the motion runtime's, the header's) queue a record for nothing.
  const ours = (r: MutationRecord) =>
    h.modules.some((m) => m.el === r.target || m.placeholder === r.target) ||
    [...r.addedNodes, ...r.removedNodes].every((n) => h.modules.some((m) => m.placeholder === n));
  const dom = new MutationObserver((records) => {
    if (!records.every(ours)) onDom();
  });
  dom.observe(document.body, { childList: true, subtree: true });
  const onTransitionEnd = (event: Event) => {
    // CCH §4: a fixed header's transition end while sticky and paused ends sticky and decides again.
    const fromHeader = event.composedPath().some((n) => n instanceof Element && n.localName === 'pb-header');
    if (!fromHeader || !h.modules.some((m) => m.decision.state === 'paused')) return;
    for (const m of h.modules) if (m.decision.state === 'paused') h.end(m);
    h.refresh();
  };
  document.addEventListener('transitionend', onTransitionEnd, true);
  const bus = getBus();
  let first = true;
  const stops = [watchBuilderContext()];
  h.locate();
  stops.push(
    onFrame('scroll', h.scroll),
    onFrame('resize', {
      read() {
        if (window.innerWidth !== width) onWidth();
        else if (window.innerHeight !== height) onHeight();
        width = window.innerWidth;
        height = window.innerHeight;
      },
    }),
    trackBreakpoint(),
    bus.subscribe('breakpoint', (next) => {
      if (!first && next !== h.device()) h.rebuild();
    }),
    bus.subscribe('builder-mode', () => !first && onLocation()),
    bus.subscribe(BUILDER_CONTEXT_TOPIC, () => !first && onLocation()),
    // The header becoming fixed, or another bar changing, moves every stuck module's line.
    bus.subscribe(OFFSETS_TOPIC, () => !first && requestFrame({ write: h.decide })),
    observeSize(document.documentElement, (entry) => {
      const size = `${entry.contentRect.width}x${entry.contentRect.height}`;
      if (docSize && size !== docSize) onDocument();
      docSize = size;
    }),
    () => dom.disconnect(),
    () => document.removeEventListener('transitionend', onTransitionEnd, true),
    () => {
      for (const d of [onWidth, onHeight, onDocument, onDom, onLocation]) d.cancel();
    },
  );
  first = false;
  return stops;
}
