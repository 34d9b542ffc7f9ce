/**
 * `<pb-split-test>` in plain mode: it renders nothing of its own, only picks which light-DOM subject shows and
 * reports goals. Its attributes come from `splitTestProps` through the element base.
 *
 * A move (removed and inserted again in one task) keeps everything: the subject, the counting, the bounce timer
 * and the goal watchers all hold, so the base's `moved` has nothing to do. A real removal stops them; coming
 * back later starts counting again from the cookie, with the same subject.
 */
import { PbElement } from '../../base/element.js';
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
import { splitTestProps } from './props.js';

export const FORM_SUCCESS_EVENT = 'pb-form-success';

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

type Recorder = ReturnType<typeof createGoalRecorder>;

export class PbSplitTest extends PbElement {
  static readonly props = splitTestProps;
  static readonly methods = ['convert'];
  declare testId: number;
  declare goal: string;
  declare bounceTimeout: number;
  declare conversion: boolean;

  /** Teardown of what runs while connected: the consent subscription. */
  #undo: (() => void)[] = [];
  /** Teardown of what runs while counting (page hide, bounce timer): consent withdrawn stops these only. */
  #counting: (() => void)[] = [];
  /** Teardown of the goal's watchers, apart so that another `goal` swaps them alone. */
  #watching: (() => void)[] = [];
  #subject = '';
  #recorder: Recorder | undefined;
  /** A goal was reached, or the bounce time-out passed: leaving is no bounce. */
  #reached = false;
  /** The get-subject call in flight; a real removal or another test aborts it, a move does not. */
  #fetching: AbortController | undefined;

  protected connected(): void {
    this.#start();
  }

  protected disconnected(): void {
    this.#stop();
  }

  protected changed(prop: string): void {
    if (prop === 'testId' || prop === 'conversion') {
      // Another test, or a marker instead of a test: start over as that one.
      this.#stop();
      this.#subject = '';
      this.#start();
    } else if (prop === 'goal' && this.#recorder) {
      // Goals already reached stay counted, by the cookie; the new goal is watched from now.
      for (const undo of this.#watching.splice(0)) undo();
      this.#watchGoal(this.#recorder);
    }
  }

  /**
   * The table reads `test-id` as a number and would warn in its own words; the element checks the id's form
   * (digits) when it starts and says what a bad one does instead, once.
   */
  warn(attribute: string, message: string): void {
    if (attribute !== 'test-id') super.warn(attribute, message);
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

  #warnId(message: string): void {
    warnOnce(attributeWhere(this.localName, 'test-id'), message);
  }

  #start(): void {
    const raw = this.getAttribute('test-id') ?? '';
    if (!isSplitId(raw)) {
      this.#warnId(`"${raw}" is not a test id (digits); nothing is shown or recorded`);
      return;
    }
    if (this.conversion) {
      this.#whenAllowed(() => this.convert());
      return;
    }
    const subjects = this.#subjects();
    if (!subjects.length) {
      // Back after a removal, with the server's subject in place of the placeholder: that subject stays.
      if (this.#subject) this.#whenAllowed(() => this.#track());
      else this.settleAfter(this.#fetch());
      return;
    }
    const ids = subjects.map((s) => s.dataset.subject as string);
    this.#subject ||= pickSubject(ids, this.#stored()?.subject);
    for (const s of subjects) s.hidden = s.dataset.subject !== this.#subject;
    this.#whenAllowed(() => this.#track());
  }

  #stop(): void {
    for (const undo of this.#undo.splice(0)) undo();
    this.#stopCounting();
    if (!this.#fetching) return;
    this.#fetching.abort();
    this.#fetching = undefined;
    this.removeAttribute('aria-busy');
  }

  #stopCounting(): void {
    for (const undo of [...this.#counting.splice(0), ...this.#watching.splice(0)]) undo();
    this.#recorder = undefined;
  }

  #subjects(): HTMLElement[] {
    return [...this.querySelectorAll<HTMLElement>('[data-subject]')].filter(
      (s) => s.closest(this.localName) === this && isSplitId(s.dataset.subject ?? ''),
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

  /**
   * MFT §7.3: the server picks the subject (the cookie's when still valid) and sends its HTML. `updateComplete`
   * waits for it, until the subject is in place or the placeholder stays.
   */
  async #fetch(): Promise<void> {
    const call = new AbortController();
    this.#fetching = call;
    this.setAttribute('aria-busy', 'true');
    const testId = `${this.testId}`;
    const fields: Record<string, string> = { test_id: testId };
    const stored = this.#stored()?.subject;
    if (stored) fields.subject_id = stored;
    const out = await ajax(SPLIT.subjectAction, fields, 'frontend', { signal: call.signal });
    if (call.signal.aborted) return;
    const body = out.ok ? (out.body as { id?: unknown; content?: unknown } | undefined) : undefined;
    const id = `${body?.id ?? ''}`;
    if (!body || !isSplitId(id) || typeof body.content !== 'string') {
      this.#fetching = undefined;
      this.removeAttribute('aria-busy');
      this.#warnId(`no subject for test ${testId} (${out.ok ? 'bad answer' : out.failure}); the placeholder stays`);
      return;
    }
    const { sanitizeFragment } = await import('../sanitize/purify.js');
    if (call.signal.aborted) return;
    this.#fetching = undefined;
    this.removeAttribute('aria-busy');
    this.replaceChildren(sanitizeFragment(body.content, 'subject'));
    this.#subject = id;
    this.#whenAllowed(() => this.#track());
  }

  #recorderFor(state: SplitState): Recorder {
    const testId = this.testId;
    const save = (s: SplitState) =>
      setCookie(splitCookieName(`${testId}`), serializeSplitCookie(s), { days: SPLIT.cookieDays, path: '/' });
    save(state);
    return createGoalRecorder(testId, state, save, (record) => {
      queue().push(record);
      this.emit('pb-split-record', { testId, subjectId: record.subject_id, type: record.record_type });
    });
  }

  /** Counts for `rec` only while it is the recorder in force (consent may have been withdrawn since). */
  #record(rec: Recorder, type: SplitRecordType): boolean {
    return this.#recorder === rec && rec.record(type);
  }

  /** Consent is given: keep the subject in the cookie, count the view, watch the goal. */
  #track(): void {
    const stored = this.#stored();
    const rec = this.#recorderFor({
      subject: this.#subject,
      recorded: stored?.subject === this.#subject ? stored.recorded : [],
    });
    this.#recorder = rec;
    this.#reached = false;
    // The bounce belongs to the visit that counted the view: a later visit's leaving says nothing new.
    if (rec.record('read_page')) {
      const bounce = setTimeout(() => (this.#reached = true), this.bounceTimeout * 1000);
      const hide = () => {
        if (!this.#reached && this.#record(rec, 'bounce')) queue().flush(true);
        this.#reached = true;
      };
      addEventListener('pagehide', hide);
      this.#counting.push(() => {
        clearTimeout(bounce);
        removeEventListener('pagehide', hide);
      });
    }
    this.#watchGoal(rec);
  }

  #watchGoal(rec: Recorder): void {
    const goal = this.#goal();
    if (!goal) return;
    const reach = (type: SplitRecordType) => {
      this.#reached = true;
      this.#record(rec, type);
    };
    const doc = document.documentElement;
    const top = goal.getBoundingClientRect().top + scrollY;
    const margin = waypointMargin(waypointFor(top, doc.scrollHeight, innerHeight));
    const reader = createVisibilityTimer(SPLIT.readGoalDelay, () => reach('read_goal'));
    const click = () => reach('click_goal');
    const success = (e: Event) => e.composedPath().includes(goal) && reach('con_goal');
    goal.addEventListener('click', click);
    document.addEventListener(FORM_SUCCESS_EVENT, success);
    this.#watching.push(
      observeInView(goal, () => reach('view_goal'), { rootMargin: margin, once: true }),
      observeInView(goal, (inView) => reader.visible(inView)),
      reader.stop,
      () => goal.removeEventListener('click', click),
      () => document.removeEventListener(FORM_SUCCESS_EVENT, success),
    );
  }

  /** The `goal` attribute's element id, else a `[data-pb-goal]` inside the test. */
  #goal(): Element | null {
    const id = this.goal;
    const goal = id ? this.ownerDocument.getElementById(id) : this.querySelector('[data-pb-goal]');
    if (id && !goal) this.warn('goal', `no element has the id "${id}"; no goal is tracked`);
    return goal;
  }
}
