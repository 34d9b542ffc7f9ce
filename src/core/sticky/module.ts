/** The sticky store's types: what a module holds, what its events carry, and the store's shape shared by copies. */
import type { SettingsWarn, StickySide } from './settings.js';
import type { Decision, StickyEventType, StickyModuleInput } from './state.js';

/** What `pb-sticky-*` events and the bus's `sticky` topic carry. */
export interface StickyEventDetail {
  type: StickyEventType;
  /** The module's id ('' when it has none). */
  id: string;
  side: StickySide;
}

declare module '../bus/index.js' {
  interface BusTopics {
    sticky: StickyEventDetail;
  }
}

export const STICKY_TOPIC = 'sticky' as const;

export interface StickyModuleOptions {
  /** The raw settings (CCH §3), read again on every breakpoint change. */
  settings: () => unknown;
  /** Bad settings: the caller's warning names its element and attribute. */
  warn?: SettingsWarn;
  /**
   * Dispatches the module's `pb-sticky-<type>` event: an element's own `emit`. Without it the store dispatches
   * the same event on the module's element (bubbling, composed, not cancelable), as for the page config's modules.
   */
  emit?: (detail: StickyEventDetail) => void;
}

export interface Module extends StickyModuleInput {
  el: HTMLElement;
  options: StickyModuleOptions;
  decision: Decision;
  /** CCH: the CSS `position: sticky` path, where the limit is the element's own parent. */
  css: boolean;
  z: number;
  margin: string;
  parentHeight: number;
  placeholder: HTMLElement | null;
  savedStyle: string | null;
  /** The CSS path's own `translate`, given back when it ends (the offsets of the sticky styles replace it). */
  ownTranslate: string;
  timers: Set<ReturnType<typeof setTimeout>>;
  /** Measured again since the last write: the stuck box is placed anew. */
  dirty: boolean;
  line: { top: number; bottom: number };
}

export type StickyState = { state: Decision['state']; side: StickySide | null; css: boolean };

/**
 * What copies of the library share: one store per page, on `globalThis` under a `Symbol.for` key as the bus is,
 * so every module is decided in one scroll task and stacked with the others. A copy uses the store it finds only
 * when `version` matches (a change to this shape raises it); otherwise it keeps its own.
 */
export interface StickyStore {
  readonly version: 1;
  add(el: HTMLElement, options: StickyModuleOptions, id: string): () => void;
  stateOf(el: Element): StickyState | null;
  scrollLocation(): 'top' | 'app';
  /** Optional: a store made before the builder contexts has none. */
  zoomed?(): boolean;
  /** Optional: a store made before the scroll location moved the scroll has none. */
  scrollContainer?(): Window;
}
