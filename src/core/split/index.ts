/**
 * Split-test tracking without the DOM (MFT §3, §4 Split-test tracking, §7.1,
 * §7.3, §7.6, §9): the cookie state, the subject choice, the waypoint rule,
 * the once-per-visitor goal rule, the read-goal timer and the stats queue.
 */
import { type Parsed, type PropDef, parseAttribute } from '../attributes/index.js';
import { SPLIT, SPLIT_RECORD_TYPES, type SplitRecordType } from '../constants/split.js';

/** What the test's cookie keeps: the subject shown and the record types already counted. */
export interface SplitState {
  subject: string;
  recorded: SplitRecordType[];
}

/** MFT §3 A/B stats record, as update stats sends it. */
export interface StatsRecord {
  test_id: number;
  subject_id: number;
  record_type: SplitRecordType;
}

const ID = /^\d{1,9}$/;
export const isSplitId = (v: string | undefined): v is string => v !== undefined && ID.test(v) && +v > 0;

export const splitCookieName = (testId: string): string => `${SPLIT.cookiePrefix}${testId}`;

/** `12|read_page.click_goal`; anything else (a hand-edited or foreign cookie) reads as no state. */
export function parseSplitCookie(value: string | undefined): SplitState | null {
  const [subject, list = '', extra] = (value ?? '').split('|');
  if (extra !== undefined || !isSplitId(subject)) return null;
  const recorded = SPLIT_RECORD_TYPES.filter((t) => list.split('.').includes(t));
  return { subject, recorded };
}

export const serializeSplitCookie = ({ subject, recorded }: SplitState): string => `${subject}|${recorded.join('.')}`;

/** The stored subject when it is still one of the test's, else one at random. */
export function pickSubject(ids: readonly string[], stored: string | undefined, random = Math.random): string {
  if (stored && ids.includes(stored)) return stored;
  return ids[Math.min(ids.length - 1, Math.floor(random() * ids.length))] as string;
}

/**
 * MFT §4: the goal counts as seen when its top passes the 80% waypoint, or
 * at 100% (anywhere in view) when the page cannot scroll far enough for the
 * top to reach the 80% line. Lengths in px, `goalTop` from the document's top.
 */
export function waypointFor(goalTop: number, docHeight: number, viewport: number): number {
  const maxScroll = Math.max(0, docHeight - viewport);
  return goalTop <= maxScroll + viewport * SPLIT.waypoint ? SPLIT.waypoint : SPLIT.fullWaypoint;
}

/** The IntersectionObserver root margin that puts the viewport's bottom edge at `waypoint`. */
export const waypointMargin = (waypoint: number): string => `0px 0px ${-Math.round((1 - waypoint) * 100)}% 0px`;

/**
 * `bounce-timeout`, in seconds, as the one attribute parser reads numbers: from 0 to the most whose ms a timer
 * can wait (2^31 - 1 ms, about 24.8 days); anything else falls back to `SPLIT.bounceSeconds` with a warning.
 */
export const BOUNCE_TIMEOUT: PropDef<number> = {
  type: 'number',
  default: SPLIT.bounceSeconds,
  min: 0,
  max: Math.floor((2 ** 31 - 1) / 1000),
};

/** MFT §9: the bounce-rate time-out is configured in seconds; timers take ms. */
export function bounceMs(raw: string | null): Parsed<number> {
  const { value, warning } = parseAttribute(BOUNCE_TIMEOUT, raw);
  return warning ? { value: value * 1000, warning } : { value: value * 1000 };
}

/**
 * The once-per-visitor rule: `record` queues a type the state has not
 * counted yet, adds it to the state and saves it; a type already counted
 * (on this visit or one before, by the cookie) is refused.
 */
export function createGoalRecorder(
  testId: number,
  state: SplitState,
  save: (state: SplitState) => void,
  queue: (record: StatsRecord) => void,
) {
  return {
    state,
    has: (type: SplitRecordType): boolean => state.recorded.includes(type),
    record(type: SplitRecordType): boolean {
      if (state.recorded.includes(type)) return false;
      state.recorded.push(type);
      save(state);
      queue({ test_id: testId, subject_id: +state.subject, record_type: type });
      return true;
    },
  };
}

/** Calls `fire` once the goal has been visible for `delay` ms without a break (MFT §4 read goal). */
export function createVisibilityTimer(delay: number, fire: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return {
    visible(on: boolean): void {
      if (done || on === (timer !== undefined)) return;
      if (!on) {
        stop();
        return;
      }
      timer = setTimeout(() => {
        done = true;
        timer = undefined;
        fire();
      }, delay);
    },
    stop,
  };
}

/**
 * Records wait `delay` ms so a burst goes in one call; `flush(true)` (page
 * hide) sends what waits at once by `beacon`. Both get at most `max` records
 * a call. Nothing is retried: the answer is not read (MFT §7.1).
 */
export function createStatsQueue(
  send: (records: StatsRecord[]) => void,
  beacon: (records: StatsRecord[]) => void,
  delay: number = SPLIT.flushDelay,
  max: number = SPLIT.batchMax,
) {
  let waiting: StatsRecord[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = (hidden = false): void => {
    clearTimeout(timer);
    timer = undefined;
    while (waiting.length) (hidden ? beacon : send)(waiting.splice(0, max));
  };
  return {
    push(record: StatsRecord): void {
      waiting.push(record);
      timer ??= setTimeout(flush, delay);
    },
    flush,
    get size(): number {
      return waiting.length;
    },
    clear(): void {
      clearTimeout(timer);
      timer = undefined;
      waiting = [];
    },
  };
}
