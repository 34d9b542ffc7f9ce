import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { parsePageConfig } from '../../src/core/config/index.js';
import { SPLIT } from '../../src/core/constants/split.js';
import {
  bounceMs,
  createGoalRecorder,
  createStatsQueue,
  createVisibilityTimer,
  parseSplitCookie,
  pickSubject,
  type SplitState,
  type StatsRecord,
  serializeSplitCookie,
  waypointFor,
  waypointMargin,
} from '../../src/core/split/index.js';

describe('split tests: core', () => {
  afterEach(() => sinon.restore());

  it('keeps the spec constants: 365-day cookie, 3 s read goal, 80% and 100% waypoints', () => {
    expect(SPLIT.cookieDays).to.equal(365);
    expect(SPLIT.readGoalDelay).to.equal(3000);
    expect([SPLIT.waypoint, SPLIT.fullWaypoint]).to.deep.equal([0.8, 1]);
  });

  it('reads and writes the cookie state, refusing anything malformed', () => {
    const state: SplitState = { subject: '12', recorded: ['read_page', 'click_goal'] };
    expect(serializeSplitCookie(state)).to.equal('12|read_page.click_goal');
    expect(parseSplitCookie('12|read_page.click_goal')).to.deep.equal(state);
    expect(parseSplitCookie('12|')).to.deep.equal({ subject: '12', recorded: [] });
    expect(parseSplitCookie('12')).to.deep.equal({ subject: '12', recorded: [] });
    // Unknown types are dropped, known ones kept in the spec's order.
    expect(parseSplitCookie('3|click_goal.hack.read_page')?.recorded).to.deep.equal(['read_page', 'click_goal']);
    for (const bad of [undefined, '', 'x|read_page', '0|', '-1|', '1|a|b', '1234567890|']) {
      expect(parseSplitCookie(bad), String(bad)).to.equal(null);
    }
  });

  it('picks the stored subject while it is still offered, else one at random', () => {
    expect(pickSubject(['1', '2', '3'], '2', () => 0)).to.equal('2');
    expect(pickSubject(['1', '2', '3'], '9', () => 0)).to.equal('1');
    expect(pickSubject(['1', '2', '3'], undefined, () => 0.5)).to.equal('2');
    expect(pickSubject(['1', '2', '3'], undefined, () => 0.9999999)).to.equal('3');
  });

  it('uses the 80% waypoint unless the page cannot scroll the goal up to it, then 100%', () => {
    // Viewport 1000, document 3000: the scroll reaches 2000, so a top at 2800 still reaches the 80% line.
    expect(waypointFor(500, 3000, 1000)).to.equal(0.8);
    expect(waypointFor(2800, 3000, 1000)).to.equal(0.8);
    expect(waypointFor(2801, 3000, 1000)).to.equal(1);
    // A page shorter than the viewport: only what is above 80% of it.
    expect(waypointFor(900, 600, 1000)).to.equal(1);
    expect(waypointMargin(0.8)).to.equal('0px 0px -20% 0px');
    expect(waypointMargin(1)).to.equal('0px 0px 0% 0px');
  });

  it('converts the bounce-rate time-out from seconds to ms', () => {
    expect(bounceMs('5')).to.deep.equal({ value: 5000 });
    expect(bounceMs('0.5')).to.deep.equal({ value: 500 });
    expect(bounceMs('0')).to.deep.equal({ value: 0 });
    expect(bounceMs(null)).to.deep.equal({ value: SPLIT.bounceSeconds * 1000 });
    expect(bounceMs('2147483').value).to.equal(2147483000);
  });

  it("refuses a bounce-rate time-out by the attribute parser's number rules, with a warning and the default", () => {
    for (const raw of ['-1', 'soon', '', '1e400', '2147484']) {
      const { value, warning } = bounceMs(raw);
      expect(value, raw).to.equal(SPLIT.bounceSeconds * 1000);
      expect(warning, raw).to.contain('expected a number from 0 to 2147483').and.contain('using 5');
    }
  });

  it('records each goal once per visitor, saving the state before queueing', () => {
    const saved: string[] = [];
    const queued: StatsRecord[] = [];
    const state: SplitState = { subject: '4', recorded: ['read_page'] };
    const rec = createGoalRecorder(
      7,
      state,
      (s) => saved.push(serializeSplitCookie(s)),
      (r) => queued.push(r),
    );
    expect(rec.record('read_page')).to.equal(false);
    expect(rec.record('click_goal')).to.equal(true);
    expect(rec.record('click_goal')).to.equal(false);
    expect(queued).to.deep.equal([{ test_id: 7, subject_id: 4, record_type: 'click_goal' }]);
    expect(saved).to.deep.equal(['4|read_page.click_goal']);
  });

  it('fires the read goal after 3 s of unbroken visibility, once', () => {
    const clock = sinon.useFakeTimers();
    const fire = sinon.spy();
    const timer = createVisibilityTimer(SPLIT.readGoalDelay, fire);
    timer.visible(true);
    clock.tick(2999);
    timer.visible(false);
    clock.tick(5000);
    expect(fire.called, 'a break restarts the count').to.equal(false);
    timer.visible(true);
    timer.visible(true);
    clock.tick(2999);
    expect(fire.called).to.equal(false);
    clock.tick(1);
    expect(fire.callCount).to.equal(1);
    timer.visible(false);
    timer.visible(true);
    clock.tick(10_000);
    expect(fire.callCount).to.equal(1);
  });

  it('queues records into one call after the delay, in batches, and by beacon on page hide', () => {
    const clock = sinon.useFakeTimers();
    const send = sinon.spy();
    const beacon = sinon.spy();
    const queue = createStatsQueue(send, beacon, 300, 2);
    const r = (n: number): StatsRecord => ({ test_id: 1, subject_id: n, record_type: 'read_page' });
    queue.push(r(1));
    clock.tick(100);
    queue.push(r(2));
    queue.push(r(3));
    clock.tick(199);
    expect(send.called).to.equal(false);
    clock.tick(1);
    expect(send.args).to.deep.equal([[[r(1), r(2)]], [[r(3)]]]);
    queue.push(r(4));
    queue.flush(true);
    expect(beacon.args).to.deep.equal([[[r(4)]]]);
    clock.tick(1000);
    expect(send.callCount, 'nothing is sent twice').to.equal(2);
    expect(queue.size).to.equal(0);
  });

  it('reads the page-config switch with a checked default', () => {
    expect(parsePageConfig('{}').config.splitTests).to.deep.equal({ waitForConsent: true });
    expect(parsePageConfig('{"splitTests":{"waitForConsent":false}}').config.splitTests).to.deep.equal({
      waitForConsent: false,
    });
    const bad = parsePageConfig('{"splitTests":{"waitForConsent":"no"}}');
    expect(bad.config.splitTests.waitForConsent).to.equal(true);
    expect(bad.warnings).to.deep.equal(['"splitTests.waitForConsent" must be true or false; ignored']);
    const notObject = parsePageConfig('{"splitTests":false}');
    expect(notObject.config.splitTests.waitForConsent).to.equal(true);
    expect(notObject.warnings).to.deep.equal(['"splitTests" must be an object; ignored']);
  });
});
