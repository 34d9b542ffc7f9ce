import type { PbElement } from '../element/index.js';

export const TAG = 'pb-tabs';
export const CHILD_TAG = 'pb-tab';

/** What started a change: a pointer or Enter/Space on a tab, an arrow/Home/End key, or the URL hash. */
export type TabChangeTrigger = 'click' | 'keyboard' | 'hash';

/** `pb-tab-change` detail. It is sent after the switch, so cancelling it changes nothing. */
export interface TabChangeDetail {
  /** The now active tab, zero-based. */
  index: number;
  trigger: TabChangeTrigger;
}

declare module '../../base/events.js' {
  interface PbEventMap {
    'pb-tab-change': TabChangeDetail;
  }
}

export interface TabsHost extends PbElement {
  active: number;
}

/** One `<pb-tab>` as last read. */
export interface TabChild {
  element: Element;
  /** Trimmed `label`; null when missing or empty. */
  label: string | null;
  id: string;
}
