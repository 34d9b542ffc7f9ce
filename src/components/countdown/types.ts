export const TAG = 'pb-countdown';

/** What happens at the end: keep showing zeros, hide the element, or show the `slot="end"` message instead. */
export type CountdownEnd = 'zero' | 'hide' | 'message';
export const END_MODES: readonly CountdownEnd[] = ['zero', 'hide', 'message'];

/** `pb-countdown-end` detail. */
export interface CountdownEndDetail {
  /** The target, as an ISO 8601 string in UTC. */
  date: string;
  /** True when the end had already passed when the countdown started (the page opened after it). */
  late: boolean;
}

declare module '../../base/events.js' {
  interface PbEventMap {
    'pb-countdown-end': CountdownEndDetail;
  }
}
