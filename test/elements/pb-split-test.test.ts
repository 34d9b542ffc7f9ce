import { aTimeout, expect, fixture, fixtureSync, html, oneEvent, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/pb-split-test.js';
import type { PbSplitTest } from '../../elements/pb-split-test.js';
import { getBus } from '../../src/core/bus/index.js';
import { CONSENT_TOPIC } from '../../src/core/consent/topic.js';
import type { ConsentState } from '../../src/core/consent/types.js';
import { REQUEST } from '../../src/core/constants/request.js';
import { getCookie, removeCookie, setCookie } from '../../src/core/cookies/index.js';
import { resetWarnings } from '../../src/core/log/index.js';
import { oneTask, setPageConfig, specClock } from '../helpers/index.js';

const consent = (statistics: boolean): ConsentState => ({
  consentType: 'optin',
  categories: { functional: true, preferences: false, statistics, marketing: false },
  services: {},
  bannerStatus: statistics ? 'dismissed' : '',
  bannerOpen: false,
  bot: false,
  privacySignal: false,
  region: 'eu',
});
const allow = (on = true) => getBus().publish(CONSENT_TOPIC, consent(on));
const PROBE = '<img src=x alt="" onerror="window.__pbXss=1">';

interface Sent {
  action: string;
  nonce: string;
  fields: URLSearchParams;
}

const clearSplitCookies = () => {
  for (const id of [1, 2, 3, 4, 5, 6, 7, 8, 9]) removeCookie(`pb_split_${id}`, { path: '/' });
};

describe('<pb-split-test>', () => {
  let fetch: sinon.SinonStub;
  let beacon: sinon.SinonStub;
  let warn: sinon.SinonStub;
  let answer: () => Response;
  const calls = (stub: sinon.SinonStub, at = 1): Sent[] =>
    stub.args.map((a) => {
      const fields = a[at] instanceof URLSearchParams ? a[at] : (a[at].body as URLSearchParams);
      return { action: fields.get('action') ?? '', nonce: fields.get('nonce') ?? '', fields };
    });
  const records = (stub: sinon.SinonStub, at = 1) =>
    calls(stub, at)
      .filter((c) => c.action === 'pb_split_update_stats')
      .flatMap((c) => JSON.parse(c.fields.get('stats_data_array') ?? '[]'));

  before(() => getBus().define(CONSENT_TOPIC, { state: true, public: true }));
  beforeEach(async () => {
    // The last test's elements leave one task after their removal (the base's deferred disconnect).
    await aTimeout(0);
    resetWarnings();
    allow(false);
    setPageConfig({ endpoints: { ajax: '/api/ajax' }, nonces: { frontend: 'f-nonce', log: 'l-nonce' } });
    answer = () => new Response('{"ok":true}', { status: 200 });
    fetch = sinon.stub(window, 'fetch').callsFake(async () => answer());
    beacon = sinon.stub(navigator, 'sendBeacon').returns(true);
    warn = sinon.stub(console, 'warn');
    clearSplitCookies();
    // A record the last test's elements made in their last task (an in-view callback before their deferred
    // disconnect) set the page's one queue timer on the real clock, which this test's fake clock never fires, and
    // held this test's records behind it (Firefox, now and then): send it now, out of this test's counts.
    dispatchEvent(new Event('pagehide'));
    fetch.resetHistory();
    beacon.resetHistory();
  });
  afterEach(() => {
    // Nothing of one test may wait in the page's queue for the next.
    dispatchEvent(new Event('pagehide'));
    // Nor in the cookie jar, which the next file in this browser shares.
    clearSplitCookies();
    sinon.restore();
    setPageConfig(null);
  });

  const markup = (id: number, extra = '') =>
    fixture<PbSplitTest>(
      html`<pb-split-test test-id=${id}>
        <h2 data-subject="11">Headline A</h2>
        <h2 data-subject="12">Headline B</h2>
        <a href="#book" data-pb-goal id=${`goal-${id}${extra}`}>Book a studio visit</a>
      </pb-split-test>`,
    );
  const shown = (el: HTMLElement) =>
    [...el.querySelectorAll<HTMLElement>('[data-subject]')].filter((s) => !s.hidden).map((s) => s.dataset.subject);

  it('is accessible', async () => {
    const el = await markup(1);
    await expect(el).to.be.accessible();
  });

  it('takes its test id as a property too, as a framework sets it, before it is in the page', () => {
    const el = document.createElement('pb-split-test');
    el.testId = 7;
    expect(el.getAttribute('test-id')).to.equal('7');
    expect(el.testId).to.equal(7);
  });

  it('is accessible and shows one subject; before consent nothing is recorded and no cookie set', async () => {
    const el = await markup(1);
    await expect(el).to.be.accessible();
    const clock = specClock();
    expect(shown(el)).to.have.length(1);
    expect(['11', '12']).to.include(el.subject);
    clock.tick(10_000);
    el.querySelector('a')?.click();
    dispatchEvent(new Event('pagehide'));
    expect(getCookie('pb_split_1')).to.equal(undefined);
    expect(fetch.called || beacon.called).to.equal(false);
  });

  it('after statistics consent keeps the subject in a cookie and counts the view once, with the log nonce', async () => {
    const clock = specClock();
    const el = await markup(2);
    allow();
    expect(getCookie('pb_split_2')).to.equal(`${el.subject}|read_page`);
    clock.tick(300);
    expect(calls(fetch)[0]?.nonce).to.equal('l-nonce');
    expect(records(fetch)).to.deep.equal([{ test_id: 2, subject_id: +el.subject, record_type: 'read_page' }]);
    // The same visitor again: the same subject, and the view is not counted twice.
    el.remove();
    const again = await markup(2, 'b');
    expect(again.subject).to.equal(el.subject);
    expect(shown(again)).to.deep.equal([el.subject]);
    clock.tick(1000);
    expect(records(fetch).filter((r) => r.record_type === 'read_page')).to.have.length(1);
  });

  it('counts click_goal and con_goal once, and only from the goal', async () => {
    const clock = specClock();
    const el = await markup(3);
    const form = document.createElement('div');
    el.querySelector('a')?.addEventListener('click', (e) => e.preventDefault());
    el.querySelector('a')?.append(form);
    document.body.append(Object.assign(document.createElement('div'), { id: 'elsewhere' }));
    allow();
    el.querySelector('a')?.click();
    el.querySelector('a')?.click();
    const success = { bubbles: true, composed: true, detail: { form: '' } };
    document.getElementById('elsewhere')?.dispatchEvent(new CustomEvent('pb-form-success', success));
    form.dispatchEvent(new CustomEvent('pb-form-success', success));
    form.dispatchEvent(new CustomEvent('pb-form-success', success));
    clock.tick(300);
    const types = records(fetch).map((r) => r.record_type);
    expect(types.filter((t) => t === 'click_goal')).to.have.length(1);
    expect(types.filter((t) => t === 'con_goal')).to.have.length(1);
    document.getElementById('elsewhere')?.remove();
  });

  it('stops counting the moment statistics consent is withdrawn, and starts again when it is given back', async () => {
    const clock = specClock();
    const el = await markup(4);
    const goal = el.querySelector('a') as HTMLAnchorElement;
    goal.addEventListener('click', (e) => e.preventDefault());
    allow();
    clock.tick(300);
    expect(records(fetch).map((r) => r.record_type)).to.deep.equal(['read_page']);
    allow(false);
    goal.click();
    clock.tick(10_000);
    dispatchEvent(new Event('pagehide'));
    expect(records(fetch).map((r) => r.record_type)).to.deep.equal(['read_page']);
    expect(records(beacon, 1)).to.deep.equal([]);
    // Given back on the same page: the subject is the same, the view is not counted twice, the goal counts.
    allow();
    goal.click();
    clock.tick(300);
    expect(records(fetch).map((r) => r.record_type)).to.deep.equal(['read_page', 'click_goal']);
    expect(shown(el)).to.deep.equal([el.subject]);
  });

  it('counts view_goal at the waypoint and read_goal after 3 s in view', async () => {
    const clock = specClock();
    const el = await markup(4);
    allow();
    const viewed = await oneEvent(el, 'pb-split-record');
    expect([viewed.detail.type]).to.deep.equal(['view_goal']);
    const read = sinon.spy();
    el.addEventListener('pb-split-record', (e) => read((e as CustomEvent).detail.type));
    // The observer reports "in view" asynchronously; give it frames, not time.
    for (let i = 0; i < 3; i++) await new Promise((r) => requestAnimationFrame(r));
    clock.tick(2999);
    expect(read.calledWith('read_goal')).to.equal(false);
    clock.tick(1);
    expect(read.calledWith('read_goal')).to.equal(true);
  });

  it('counts a bounce by beacon when the page is hidden within the bounce time-out, not after it', async () => {
    const clock = specClock();
    const el = await fixture<PbSplitTest>(
      html`<pb-split-test test-id="5" bounce-timeout="2"><p data-subject="1">A</p></pb-split-test>`,
    );
    allow();
    clock.tick(1999);
    dispatchEvent(new Event('pagehide'));
    expect(records(fetch).map((r) => r.record_type)).to.deep.equal(['read_page']);
    expect(records(beacon).map((r) => r.record_type)).to.deep.equal(['bounce']);
    el.remove();
    beacon.resetHistory();
    fetch.resetHistory();
    removeCookie('pb_split_5', { path: '/' });
    await fixture(html`<pb-split-test test-id="5" bounce-timeout="2"><p data-subject="1">A</p></pb-split-test>`);
    clock.tick(2000);
    dispatchEvent(new Event('pagehide'));
    expect(records(fetch).map((r) => r.record_type)).to.deep.equal(['read_page']);
    expect(beacon.called, 'no bounce after the time-out').to.equal(false);
  });

  it('reads bounce-timeout by the attribute parser: a bad or too large value warns and gives 5 s', async () => {
    const clock = specClock();
    // 3000000 s is 34.7 days: its ms overflow a timer, which would fire at once and count no bounce at all.
    for (const raw of ['-2', 'soon', '3000000']) {
      resetWarnings();
      warn.resetHistory();
      beacon.resetHistory();
      removeCookie('pb_split_5', { path: '/' });
      const el = await fixture<PbSplitTest>(
        html`<pb-split-test test-id="5" bounce-timeout=${raw}><p data-subject="1">A</p></pb-split-test>`,
      );
      allow();
      clock.tick(4999);
      dispatchEvent(new Event('pagehide'));
      expect(
        records(beacon).map((r) => r.record_type),
        raw,
      ).to.deep.equal(['bounce']);
      const said = warn.args.map((a) => String(a[0]));
      expect(
        said.filter((w) => w.includes('<pb-split-test> attribute "bounce-timeout"')),
        raw,
      ).to.have.length(1);
      expect(said.join('\n'), raw).to.contain('expected a number from 0 to 2147483').and.contain('using 5');
      el.remove();
      await oneTask();
      allow(false);
    }
  });

  it('tracks at once when the page config turns the consent wait off', async () => {
    setPageConfig({ endpoints: { ajax: '/api/ajax' }, nonces: { log: 'l' }, splitTests: { waitForConsent: false } });
    const el = await markup(6);
    expect(getCookie('pb_split_6')).to.equal(`${el.subject}|read_page`);
  });

  it('takes the subject from the get-subject call, sanitised, with the frontend nonce', async () => {
    answer = () => new Response(JSON.stringify({ id: 21, content: `<h2 data-subject-html>Server B</h2>${PROBE}` }));
    const el = await fixture<PbSplitTest>(html`<pb-split-test test-id="7"><h2>Placeholder</h2></pb-split-test>`);
    await waitUntil(() => el.subject, 'the subject arrives');
    expect(el.subject).to.equal('21');
    expect(el.textContent).to.equal('Server B');
    expect(el.querySelector('img')?.hasAttribute('onerror')).to.equal(false);
    expect((window as { __pbXss?: number }).__pbXss).to.equal(undefined);
    expect(calls(fetch)[0]?.nonce).to.equal('f-nonce');
    expect(calls(fetch)[0]?.fields.get('test_id')).to.equal('7');
    await expect(el).to.be.accessible();
  });

  it('keeps the placeholder and warns when the get-subject call fails', async () => {
    answer = () => new Response('{"error":"This page has expired."}', { status: 403 });
    const el = await fixture<PbSplitTest>(html`<pb-split-test test-id="8"><h2>Placeholder</h2></pb-split-test>`);
    await waitUntil(() => !el.hasAttribute('aria-busy'), 'the call ends');
    expect(el.textContent).to.equal('Placeholder');
    expect(el.hasAttribute('aria-busy')).to.equal(false);
    expect(String(warn.args[0]?.[0])).to.match(/<pb-split-test> attribute "test-id".*nonce/);
  });

  it(`a get-subject call with no answer ends after ${REQUEST.timeout} ms: not busy, the placeholder stays`, async () => {
    const clock = specClock();
    fetch.callsFake(() => new Promise(() => {}));
    // Not `fixture`: it waits for updateComplete, which holds the call this test lets run out.
    const el = fixtureSync<PbSplitTest>(html`<pb-split-test test-id="8"><h2>Placeholder</h2></pb-split-test>`);
    expect(el.getAttribute('aria-busy')).to.equal('true');
    await clock.tickAsync(REQUEST.timeout);
    expect(el.hasAttribute('aria-busy')).to.equal(false);
    expect(el.textContent).to.equal('Placeholder');
    expect(String(warn.args[0]?.[0])).to.match(/<pb-split-test> attribute "test-id".*\(timeout\)/);
  });

  it('records con_short once from a conversion marker, for the cookie subject', async () => {
    const clock = specClock();
    setCookie('pb_split_9', '12|read_page', { path: '/' });
    await fixture(html`<pb-split-test test-id="9" conversion></pb-split-test>`);
    clock.tick(1000);
    expect(fetch.called).to.equal(false);
    allow();
    const marker = await fixture<PbSplitTest>(html`<pb-split-test test-id="9" conversion></pb-split-test>`);
    marker.convert();
    clock.tick(300);
    expect(records(fetch)).to.deep.equal([{ test_id: 9, subject_id: 12, record_type: 'con_short' }]);
    expect(getCookie('pb_split_9')).to.equal('12|read_page.con_short');
  });

  it('warns about a bad test id and does nothing', async () => {
    await fixture(html`<pb-split-test test-id="x"><p data-subject="1">A</p></pb-split-test>`);
    allow();
    expect(String(warn.args[0]?.[0])).to.equal(
      'pb-elements: <pb-split-test> attribute "test-id": "x" is not a test id (digits); nothing is shown or recorded',
    );
    expect(fetch.called).to.equal(false);
  });
});
