import { define } from '../src/base/index.js';
import { type SplitRecordDetail, PbSplitTest as SplitTestElement } from '../src/components/split-test/index.js';

export type { SplitRecordDetail };

/**
 * An A/B split test (MFT §3, §4 Split-test tracking, §7.1, §7.3, §7.6, §9):
 * each visitor sees one subject, always the same one, and the test counts
 * the goals each subject reaches, each once per visitor.
 *
 * Subjects come from the markup, children `[data-subject="<id>"]`
 * (`<pb-split-test test-id="7" goal="book"><div data-subject="12">…</div><div data-subject="13">…</div></pb-split-test>`):
 * one is picked at random and the others get `hidden`. Before the script
 * runs, only the first shows. Subjects that are direct children share one
 * grid cell, the hidden ones invisible but taking room, so the element is as
 * tall as its tallest subject from the first paint and the choice moves
 * nothing (prefer this to the call below, which swaps content in after the
 * first paint). Without subjects in the markup, the element's
 * content is a placeholder: the get-subject call (ajax action
 * `pb_split_get_subject` with the frontend nonce, `test_id`, and `subject_id`
 * when the visitor's cookie names one) answers `{ id, content }`, and the
 * content, HTML the site owner wrote, replaces the placeholder after
 * DOMPurify has removed scripts and event handlers. A failed call keeps the
 * placeholder and warns; `aria-busy="true"` is set while it runs.
 *
 * Tracking waits for statistics consent (the consent bus topic, so the
 * consent manager must be on the page): before it, nothing is recorded and no
 * cookie is set. The page config's `"splitTests": { "waitForConsent": false }`
 * turns the wait off. With consent, the cookie `pb_split_<test-id>` (365 days,
 * path `/`) keeps the subject and the record types counted, and then:
 * - `read_page` is counted when the test's page is viewed;
 * - `view_goal` when the goal's top passes 80% of the viewport's height (100%,
 *   anywhere in view, when the page cannot scroll that far), through the shared
 *   in-view observer;
 * - `read_goal` once the goal has been in view 3 s without a break;
 * - `click_goal` on a click in the goal;
 * - `con_goal` on a `pb-form-success` event from inside the goal (a form element);
 * - `con_short` (the shortcode conversion) from `<pb-split-test test-id="7" conversion>`
 *   placed on another page, such as a thank-you page, or its `convert()` method:
 *   it counts for the subject the visitor's cookie names, and shows nothing;
 * - `bounce` (ours; the spec names only the time-out): when the page is hidden
 *   within `bounce-timeout` seconds of the first view, with no goal reached.
 *
 * Records are sent together 300 ms after the first, by the update-stats call
 * (ajax action `pb_split_update_stats` with the log nonce and
 * `stats_data_array`, a JSON list of `{ test_id, subject_id, record_type }`),
 * and by `sendBeacon` when the page is hidden; the answer is not read.
 * Withdrawing statistics consent stops the tracking on that page at once;
 * consent given back starts it again, without counting the view twice. The
 * element has no shadow root and shows no text of its own.
 *
 * `updateComplete` resolves once the get-subject call has ended: the subject
 * is in place, or the placeholder stays. Moving the element (removed and
 * inserted again in one task, as frameworks and builders do) keeps its subject
 * and its counting; a real removal stops them, and coming back later counts
 * on from the cookie, with the same subject. Another `test-id` or
 * `conversion` while in the page starts over as that test; another `goal` is
 * watched from then on; `bounce-timeout` is read when the view is counted.
 *
 * @summary An A/B test: one subject per visitor, goals counted once, after statistics consent.
 * @tag pb-split-test
 * @attr {number} test-id - The test's id: digits (property `testId`, a number, 0 when missing or bad; setting it sets the attribute). Missing or not digits: a warning, and nothing is shown or recorded.
 * @attr {string} [goal] - The id of the goal element anywhere on the page; without it, the `[data-pb-goal]` element inside the test. A missing id warns.
 * @attr {number} [bounce-timeout=5] - Seconds after the first view within which leaving, with no goal reached, counts as a bounce. Not a number from 0 to 2147483 (the most a timer can wait, 2^31 - 1 ms): a warning naming the attribute, and 5.
 * @attr {boolean} conversion - Present: a conversion marker for the test, not the test; it records `con_short` once.
 * @fires {CustomEvent<SplitRecordDetail>} pb-split-record - When a record is queued (`{ testId, subjectId, type }`). Bubbles and is composed; not cancelable.
 * @slot - The subjects (`[data-subject]`) and whatever else the test holds, or the placeholder for the server's subject.
 */
export class PbSplitTest extends SplitTestElement {}

define('pb-split-test', PbSplitTest);

declare global {
  interface HTMLElementTagNameMap {
    'pb-split-test': PbSplitTest;
  }
  interface HTMLElementEventMap {
    'pb-split-record': CustomEvent<SplitRecordDetail>;
  }
}
