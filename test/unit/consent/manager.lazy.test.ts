// Its own file (its own page): the on-demand chunk must not have been loaded by another test.
import { expect } from '@open-wc/testing';
import { startConsent, stopConsent } from '../../../src/core/consent/manager.js';
import { readCookies, removeCookie, setCookie } from '../../../src/core/cookies/index.js';
import { setPageConfig } from '../../helpers/index.js';

const chunkRequested = (): boolean =>
  performance.getEntriesByType('resource').some((e) => /\/core\/consent\/on-demand\/actions\.ts/.test(e.name));

const until = async (done: () => boolean): Promise<boolean> => {
  // Bounded: about two seconds of frames.
  for (let i = 0; i < 120 && !done(); i++) await new Promise((r) => requestAnimationFrame(r));
  return done();
};

describe('consent manager: what a returning visitor downloads', () => {
  afterEach(() => {
    stopConsent();
    for (const name of readCookies().keys()) removeCookie(name, { path: '/' });
    setPageConfig(null);
  });

  it('decides and activates without the on-demand chunk, and loads it once the preferences open', async () => {
    setPageConfig({ consent: { consenttype: 'optin', current_policy_id: '3' } });
    for (const c of ['preferences', 'statistics', 'marketing']) setCookie(`pb_${c}`, 'allow', { path: '/' });
    setCookie('pb_banner-status', 'dismissed', { path: '/' });
    setCookie('pb_policy_id', '3', { path: '/' });
    const inert = document.createElement('script');
    inert.type = 'text/plain';
    inert.dataset.category = 'marketing';
    inert.textContent = 'window.__pbLazyRan = true';
    document.body.append(inert);

    const api = startConsent();
    expect(api.state().bannerOpen).to.equal(false);
    expect(await until(() => (window as { __pbLazyRan?: boolean }).__pbLazyRan === true)).to.equal(true);
    // A few more frames: nothing asked for the chunk.
    await until(() => false);
    expect(chunkRequested()).to.equal(false);

    api.open();
    expect(await until(chunkRequested)).to.equal(true);
  });
});
