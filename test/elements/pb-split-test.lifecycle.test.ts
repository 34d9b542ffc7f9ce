/**
 * <pb-split-test> on the element base: its table (a property set before the upgrade, `bounce-timeout` checked
 * when read), `updateComplete` held by the get-subject call, a move that keeps its state, and changes while it
 * counts.
 */
import { aTimeout, expect, fixture, fixtureSync, html } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/pb-split-test.js';
import type { PbSplitTest } from '../../elements/pb-split-test.js';
import { getBus } from '../../src/core/bus/index.js';
import { CONSENT_TOPIC } from '../../src/core/consent/topic.js';
import type { ConsentState } from '../../src/core/consent/types.js';
import { removeCookie } from '../../src/core/cookies/index.js';
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

/** The record types sent by `stub` (fetch: the body is the second argument's; beacon: the second argument). */
const sent = (stub: sinon.SinonStub): string[] =>
  stub.args.flatMap((a) => {
    const fields = a[1] instanceof URLSearchParams ? a[1] : (a[1]?.body as URLSearchParams | undefined);
    if (fields?.get('action') !== 'pb_split_update_stats') return [];
    return JSON.parse(fields.get('stats_data_array') ?? '[]').map((r: { record_type: string }) => r.record_type);
  });

const shown = (el: HTMLElement) =>
  [...el.querySelectorAll<HTMLElement>('[data-subject]')].filter((s) => !s.hidden).map((s) => s.dataset.subject);

const clearSplitCookies = () => {
  for (const id of [21, 22, 23, 24, 25, 26]) removeCookie(`pb_split_${id}`, { path: '/' });
};

describe('<pb-split-test> on the element base', () => {
  let fetch: sinon.SinonStub;
  let beacon: sinon.SinonStub;
  let warn: sinon.SinonStub;
  let answer: () => Promise<Response>;

  before(() => getBus().define(CONSENT_TOPIC, { state: true, public: true }));
  beforeEach(async () => {
    // The last test's elements leave one task after their removal (the base's deferred disconnect).
    await aTimeout(0);
    resetWarnings();
    allow(false);
    setPageConfig({ endpoints: { ajax: '/api/ajax' }, nonces: { frontend: 'f-nonce', log: 'l-nonce' } });
    answer = async () => new Response('{"ok":true}', { status: 200 });
    fetch = sinon.stub(window, 'fetch').callsFake(() => answer());
    beacon = sinon.stub(navigator, 'sendBeacon').returns(true);
    warn = sinon.stub(console, 'warn');
    clearSplitCookies();
  });
  afterEach(() => {
    dispatchEvent(new Event('pagehide'));
    // Also after: the next file in this browser shares the cookie jar.
    clearSplitCookies();
    sinon.restore();
    setPageConfig(null);
  });

  it('is accessible', async () => {
    const el = await fixture<PbSplitTest>(
      html`<pb-split-test test-id="21"><h2 data-subject="1">A</h2><h2 data-subject="2">B</h2></pb-split-test>`,
    );
    await expect(el).to.be.accessible();
  });

  it('keeps a test id set as a property before the upgrade', async () => {
    const template = document.createElement('template');
    template.innerHTML = '<pb-split-test><p data-subject="1">A</p><p data-subject="2">B</p></pb-split-test>';
    const el = template.content.firstElementChild as PbSplitTest;
    el.testId = 22;
    document.body.append(el);
    expect(el).to.be.instanceOf(customElements.get('pb-split-test') as CustomElementConstructor);
    expect(el.testId).to.equal(22);
    expect(el.getAttribute('test-id')).to.equal('22');
    expect(shown(el)).to.have.length(1);
    expect(warn.called).to.equal(false);
    el.remove();
  });

  it('reads bounce-timeout through its table: a value out of range warns at once, naming the attribute, and gives 5', async () => {
    const el = await fixture<PbSplitTest>(
      html`<pb-split-test test-id="23" bounce-timeout="2147484"><p data-subject="1">A</p></pb-split-test>`,
    );
    // No consent yet: nothing counts, but the attribute has been read.
    expect(el.bounceTimeout).to.equal(5);
    expect(String(warn.args[0]?.[0])).to.match(
      /^pb-elements: <pb-split-test> attribute "bounce-timeout": expected a number from 0 to 2147483, got "2147484"; using 5$/,
    );
    el.bounceTimeout = 2;
    expect(el.bounceTimeout).to.equal(2);
  });

  it('holds updateComplete until the subject from the get-subject call is in place', async () => {
    let release = (): void => {};
    const gate = new Promise<void>((r) => (release = r));
    answer = async () => {
      await gate;
      return new Response(JSON.stringify({ id: 31, content: '<h2>Server subject</h2>' }));
    };
    const el = fixtureSync<PbSplitTest>(html`<pb-split-test test-id="24"><h2>Placeholder</h2></pb-split-test>`);
    let done = false;
    void el.updateComplete.then(() => (done = true));
    await aTimeout(10);
    expect(done).to.equal(false);
    expect(el.getAttribute('aria-busy')).to.equal('true');
    release();
    await el.updateComplete;
    expect(el.subject).to.equal('31');
    expect(el.textContent).to.equal('Server subject');
    expect(el.hasAttribute('aria-busy')).to.equal(false);
  });

  it('a move keeps its subject and its counting: a bounce after the move still counts', async () => {
    const clock = specClock();
    const page = await fixture<HTMLElement>(
      html`<div><section></section><pb-split-test test-id="25" bounce-timeout="3"><p data-subject="1">A</p><p data-subject="2">B</p><button data-pb-goal hidden>Book</button></pb-split-test></div>`,
    );
    // The goal is hidden so that no view_goal (which ends the bounce watch) races the move.
    const el = page.querySelector('pb-split-test') as PbSplitTest;
    allow();
    const subject = el.subject;
    const seen: boolean[] = [];
    el.addEventListener('pb-split-record', (e) => seen.push(e.cancelable));
    page.querySelector('section')?.append(el);
    await oneTask();
    expect(el.subject).to.equal(subject);
    expect(shown(el)).to.deep.equal([subject]);
    clock.tick(2000);
    dispatchEvent(new Event('pagehide'));
    expect(sent(beacon)).to.deep.equal(['bounce']);
    expect(seen, 'not cancelable').to.deep.equal([false]);
    // A real removal stops the counting: the goal no longer counts.
    el.remove();
    await oneTask();
    el.querySelector('button')?.click();
    clock.tick(300);
    expect(sent(fetch)).to.deep.equal(['read_page']);
    expect(seen).to.have.length(1);
  });

  it('watches another goal from the moment the goal attribute names it', async () => {
    const clock = specClock();
    const page = await fixture<HTMLElement>(
      html`<div><button id="goal-a">A</button><button id="goal-b">B</button><pb-split-test test-id="26" goal="goal-a"><p data-subject="1">A</p></pb-split-test></div>`,
    );
    const el = page.querySelector('pb-split-test') as PbSplitTest;
    allow();
    el.goal = 'goal-b';
    (page.querySelector('#goal-a') as HTMLButtonElement).click();
    clock.tick(300);
    expect(sent(fetch)).to.deep.equal(['read_page']);
    (page.querySelector('#goal-b') as HTMLButtonElement).click();
    clock.tick(300);
    expect(sent(fetch)).to.deep.equal(['read_page', 'click_goal']);
  });
});
