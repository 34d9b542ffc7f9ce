/**
 * Issue 27 §7: the request client's time limit reaches the callers outside the form elements: ajax pagination's
 * page load (which then lets the browser follow the link) and the manage-consent call (whose fallback stays).
 */
import { aTimeout, expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/pb-manage-consent.js';
import type { PbManageConsent } from '../../elements/pb-manage-consent.js';
import '../../src/core/consent/topic.js';
import { REQUEST } from '../../src/core/constants/request.js';
import { resetWarnings } from '../../src/core/log/index.js';
import { loadPage } from '../../src/core/pagination/index.js';
import { fakeConsent } from '../helpers/consent.js';
import { specClock } from '../helpers/index.js';

const g = globalThis as unknown as Record<symbol, unknown>;

describe('the time limit at every caller', () => {
  afterEach(async () => {
    sinon.restore();
    resetWarnings();
    fixtureCleanup();
    delete g[Symbol.for('pb-elements.bus')];
    delete g[Symbol.for('pb-elements.consent')];
    await aTimeout(0);
  });

  it('is accessible: the manage-consent fallback while its call is out', async () => {
    sinon.stub(console, 'warn');
    sinon.stub(window, 'fetch').callsFake(() => new Promise<Response>(() => {}));
    const el = await fixture<PbManageConsent>(
      html`<pb-manage-consent><p class="fallback">Loading</p></pb-manage-consent>`,
    );
    await expect(el).to.be.accessible();
  });

  it(`ajax pagination: a page with no answer fails after ${REQUEST.timeout} ms, and its request is aborted`, async () => {
    const clock = specClock();
    const fetch = sinon.fake((_url: unknown, _init?: RequestInit) => new Promise<Response>(() => {}));
    const out = loadPage('/work/page/2/', { fetch });
    await clock.tickAsync(REQUEST.timeout);
    expect(await out).to.include({ ok: false, failure: 'network' });
    expect(fetch.firstCall.args[1]?.signal?.aborted).to.equal(true);
  });

  it(`manage consent: no answer in ${REQUEST.timeout} ms aborts the call; the fallback stays, with a warning`, async () => {
    delete g[Symbol.for('pb-elements.bus')];
    delete g[Symbol.for('pb-elements.consent')];
    const warn = sinon.stub(console, 'warn');
    const fetch = sinon.stub(window, 'fetch').callsFake(() => new Promise<Response>(() => {}));
    const el = await fixture<PbManageConsent>(
      html`<pb-manage-consent><p class="fallback">Loading</p></pb-manage-consent>`,
    );
    const clock = specClock();
    fakeConsent(
      {
        categories: { functional: true, preferences: false, statistics: false, marketing: false },
        bannerStatus: 'dismissed',
        bannerOpen: false,
      },
      { url: '/wp-json/complianz/v1/', locale: 'en_GB' },
    );
    for (let i = 0; i < 20 && !fetch.called; i++) await clock.tickAsync(0);
    expect(fetch.called).to.equal(true);
    await clock.tickAsync(REQUEST.timeout);
    expect((fetch.firstCall.args[1] as RequestInit).signal?.aborted).to.equal(true);
    const said = warn.args.map((a) => String(a[0])).join('\n');
    expect(said).to.contain('<pb-manage-consent>').and.contain('TimeoutError');
    expect(el.querySelector('[slot="loaded"]')).to.equal(null);
    expect(el.querySelector('.fallback')).to.not.equal(null);
    clock.restore();
  });
});
