import type { PropDefs } from '../../core/attributes/index.js';
import type { SplitRecordType } from '../../core/constants/split.js';
import { BOUNCE_TIMEOUT } from '../../core/split/index.js';

export const SPLIT_TEST_TAG = 'pb-split-test';
export const SPLIT_RECORD_EVENT = 'pb-split-record';

/**
 * `<pb-split-test>`'s attributes. `test-id` is read as a number here, and its form (digits only) is checked by
 * the element, whose warning says what a bad id does; reflected, so a framework that sets the property
 * configures the attribute too.
 */
export const splitTestProps = {
  /** The test's id (at most nine digits, as `isSplitId`); 0 when missing or bad. */
  testId: { type: 'number', default: 0, integer: true, min: 1, max: 999_999_999, reflect: true },
  /** The goal element's id; '' for the `[data-pb-goal]` element inside the test. */
  goal: { type: 'string', default: '' },
  /** Seconds; read when the first view is counted. */
  bounceTimeout: BOUNCE_TIMEOUT,
  /** A conversion marker for the test, not the test. */
  conversion: { type: 'boolean', default: false },
} satisfies PropDefs;

export interface SplitRecordDetail {
  testId: number;
  subjectId: number;
  type: SplitRecordType;
}

declare module '../../base/events.js' {
  interface PbEventMap {
    'pb-split-record': SplitRecordDetail;
  }
}
