/**
 * `<pb-split-test>` without React: it renders nothing of its own, only picks
 * which light-DOM subject shows and reports goals, so it stays small.
 */
import { getBus } from '../../core/bus/index.js';
import { getPageConfig } from '../../core/config/index.js';
import { CONSENT_TOPIC } from '../../core/consent/topic.js';
import { SPLIT, type SplitRecordType } from '../../core/constants/split.js';
// The two halves, not the index: the reader is the consent core's, copied (see rollup.config.mjs).
import { getCookie } from '../../core/cookies/read.js';
import { setCookie } from '../../core/cookies/write.js';
import { observeInView } from '../../core/inview/index.js';
import { attributeWhere, warnOnce } from '../../core/log/index.js';
import { ajax, beacon } from '../../core/request/index.js';
import {
  bounceMs,
  createGoalRecorder,
  createStatsQueue,
  createVisibilityTimer,
  isSplitId,
  parseSplitCookie,
  pickSubject,
  type SplitState,
  type StatsRecord,
  serializeSplitCookie,
  splitCookieName,
  waypointFor,
  waypointMargin,
} from '../../core/split/index.js';

export const SPLIT_TEST_TAG = 'pb-split-test';
export const FORM_SUCCESS_EVENT = 'pb-form-success';
export const SPLIT_RECORD_EVENT = 'pb-split-record';

export interface SplitRecordDetail {
  testId: number;
  subjectId: number;
  type: SplitRecordType;
}

const where = (attribute: string): string => attributeWhere(SPLIT_TEST_TAG, attribute);
const stats = (records: StatsRecord[]) => ({ stats_data_array: JSON.stringify(records) });

/** The one queue of the page, so every test's records share a call. */
let pageQueue: ReturnType<typeof createStatsQueue> | undefined;
const queue = () => {
  if (pageQueue) return pageQueue;
  const q = createStatsQueue(
    (records) => void ajax(SPLIT.statsAction, stats(records), 'log'),
    (records) => beacon(SPLIT.statsAction, stats(records), 'log'),
  );
  addEventListener('pagehide', () => q.flush(true));
  pageQueue = q;
  return q;
};

export class PbSplitTest extends HTMLElement {
  /** Teardown of what runs while connected: the consent subscription. */
  #undo: (() => void)[] = [];
  /** Teardown of what runs while counting (goal watchers, timers): consent withdrawn stops these only. */
  #counting: (() => void)[] = [];
  #subject = '';
  #recorder: ReturnType<typeof createGoalRecorder> | undefined;

  connectedCallback(): void {
    const raw = this.getAttribute('test-id') ?? '';
    if (!isSplitId(raw)) {
      warnOnce(where('test-id'), `"${raw}" is not a test id (digits); nothing is shown or recorded`);
      return;
    }
    if (this.hasAttribute('conversion')) {
      this.#whenAllowed(() => this.convert());
      return;
    }
    const subjects = this.#subjects();
    if (!subjects.length) {
      // Moved after the server's subject replaced the placeholder: that subject stays.
      if (this.#subject) this.#whenAllowed(() => this.#track());
      else if (!this.hasAttribute('aria-busy')) void this.#fetch(raw);
      return;
    }
    const ids = subjects.map((s) => s.dataset.subject as string);
    this.#subject ||= pickSubject(ids, this.#stored()?.subject);
    for (const s of subjects) s.hidden = s.dataset.subject !== this.#subject;
    this.#whenAllowed(() => this.#track());
  }

  disconnectedCallback(): void {
    for (const undo of this.#undo.splice(0)) undo();
    this.#stopCounting();
  }

  #stopCounting(): void {
    for (const undo of this.#counting.splice(0)) undo();
    this.#recorder = undefined;
  }

  /** The test's id as a number (0 when the attribute is bad). */
  get testId(): number {
    const raw = this.getAttribute('test-id') ?? '';
    return isSplitId(raw) ? +raw : 0;
  }

  /** Writes the attribute, so a framework that sets the property (Vue does, when it exists) configures it too. */
  set testId(value: number | string) {
    this.setAttribute('test-id', String(value));
  }

  /** The subject shown ('' until chosen). */
  get subject(): string {
    return this.#subject;
  }

  /**
   * The shortcode conversion (`con_short`) for this test's subject, as the
   * visitor's cookie names it; nothing without consent or without a subject.
   */
  convert(): void {
    const state = this.#stored();
    if (!state || !this.#allowed()) return;
    this.#recorderFor(state).record('con_short');
  }

  #subjects(): HTMLElement[] {
    return [...this.querySelectorAll<HTMLElement>('[data-subject]')].filter(
      (s) => s.closest(SPLIT_TEST_TAG) === this && isSplitId(s.dataset.subject ?? ''),
    );
  }

  #stored(): SplitState | null {
    return parseSplitCookie(getCookie(splitCookieName(`${this.testId}`)));
  }

  #allowed(): boolean {
    return !getPageConfig().splitTests.waitForConsent || getBus().last(CONSENT_TOPIC)?.categories.statistics === true;
  }

  /** Runs `start` once statistics consent is given (at once when the page config turns the wait off). */
  #whenAllowed(start: () => void): void {
    if (!getPageConfig().splitTests.waitForConsent) {
      start();
      return;
    }
    // Withdrawn mid-page: counting stops at once; given back, it starts again (the cookie keeps what was counted).
    let started = false;
    const off = getBus().subscribe(CONSENT_TOPIC, (state) => {
      if (state.categories.statistics === started) return;
      started = state.categories.statistics;
      if (started) start();
      else this.#stopCounting();
    });
    this.#undo.push(off);
  }

  /** MFT §7.3: the server picks the subject (the cookie's when still valid) and sends its HTML. */
  async #fetch(testId: string): Promise<void> {
    this.setAttribute('aria-busy', 'true');
    const fields: Record<string, string> = { test_id: testId };
    const stored = this.#stored()?.subject;
    if (stored) fields.subject_id = stored;
    const out = await ajax(SPLIT.subjectAction, fields);
    this.removeAttribute('aria-busy');
    const body = out.ok ? (out.body as { id?: unknown; content?: unknown } | undefined) : undefined;
    const id = `${body?.id ?? ''}`;
    if (!body || !isSplitId(id) || typeof body.content !== 'string') {
      warnOnce(
        where('test-id'),
        `no subject for test ${testId} (${out.ok ? 'bad answer' : out.failure}); the placeholder stays`,
      );
      return;
    }
    const { default: purify } = await import('dompurify');
    if (!this.isConnected) return;
    this.replaceChildren(purify.sanitize(body.content, { RETURN_DOM_FRAGMENT: true }));
    this.#subject = id;
    this.#whenAllowed(() => this.#track());
  }

  #recorderFor(state: SplitState) {
    const testId = this.testId;
    const save = (s: SplitState) =>
      setCookie(splitCookieName(`${testId}`), serializeSplitCookie(s), { days: SPLIT.cookieDays, path: '/' });
    save(state);
    return createGoalRecorder(testId, state, save, (record) => {
      queue().push(record);
      this.dispatchEvent(
        new CustomEvent<SplitRecordDetail>(SPLIT_RECORD_EVENT, {
          bubbles: true,
          composed: true,
          detail: { testId, subjectId: record.subject_id, type: record.record_type },
        }),
      );
    });
  }

  /** Consent is given: keep the subject in the cookie, count the view, watch the goal. */
  #track(): void {
    const stored = this.#stored();
    const rec = this.#recorderFor({
      subject: this.#subject,
      recorded: stored?.subject === this.#subject ? stored.recorded : [],
    });
    this.#recorder = rec;
    const record = (type: SplitRecordType) => this.#recorder === rec && rec.record(type);
    // The bounce belongs to the visit that counted the view: a later visit's leaving says nothing new.
    const firstView = rec.record('read_page');
    const goal = this.#goal();
    let reached = false;
    const reach = (type: SplitRecordType) => {
      reached = true;
      record(type);
    };
    if (firstView) {
      const timeout = bounceMs(this.getAttribute('bounce-timeout'));
      if (timeout.warning) warnOnce(where('bounce-timeout'), timeout.warning);
      const bounce = setTimeout(() => (reached = true), timeout.value);
      const hide = () => {
        if (!reached && record('bounce')) queue().flush(true);
        reached = true;
      };
      addEventListener('pagehide', hide);
      this.#counting.push(() => {
        clearTimeout(bounce);
        removeEventListener('pagehide', hide);
      });
    }
    if (!goal) return;
    const doc = document.documentElement;
    const top = goal.getBoundingClientRect().top + scrollY;
    const margin = waypointMargin(waypointFor(top, doc.scrollHeight, innerHeight));
    const reader = createVisibilityTimer(SPLIT.readGoalDelay, () => reach('read_goal'));
    const click = () => reach('click_goal');
    const success = (e: Event) => e.composedPath().includes(goal) && reach('con_goal');
    goal.addEventListener('click', click);
    document.addEventListener(FORM_SUCCESS_EVENT, success);
    this.#counting.push(
      observeInView(goal, () => reach('view_goal'), { rootMargin: margin, once: true }),
      observeInView(goal, (inView) => reader.visible(inView)),
      reader.stop,
      () => goal.removeEventListener('click', click),
      () => document.removeEventListener(FORM_SUCCESS_EVENT, success),
    );
  }

  /** The `goal` attribute's element id, else a `[data-pb-goal]` inside the test. */
  #goal(): Element | null {
    const id = this.getAttribute('goal');
    const goal = id ? this.ownerDocument.getElementById(id) : this.querySelector('[data-pb-goal]');
    if (id && !goal) warnOnce(where('goal'), `no element has the id "${id}"; no goal is tracked`);
    return goal;
  }
}
