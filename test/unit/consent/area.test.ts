import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import sinon from 'sinon';
import { loadConsentArea } from '../../../src/core/consent/area.js';
import { resetWarnings } from '../../../src/core/log/index.js';
import { fixtureUrl } from './blocker-helpers.js';

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

describe('loadConsentArea', () => {
  let el: HTMLElement;
  let warn: sinon.SinonStub;

  beforeEach(() => {
    window.__pbLog = [];
    window.__pbAreaLib = undefined;
    resetWarnings();
    warn = sinon.stub(console, 'warn');
    el = document.createElement('div');
    el.innerHTML = '<p class="placeholder">Accept marketing to see this</p>';
    document.body.append(el);
  });
  afterEach(() => {
    el.remove();
    sinon.restore();
  });

  it('replaces the placeholder and runs its scripts in order, with their nonce and type', async () => {
    const html = `<h2>Area</h2>
      <script src="${fixtureUrl('area.js')}"></script>
      <script nonce="n1">window.__pbLog.push('inline saw lib=' + window.__pbAreaLib)</script>
      <script type="module">window.__pbLog.push('module ' + typeof import.meta)</script>
      <script type="text/plain" data-category="marketing">window.__pbLog.push('still blocked')</script>`;
    const fetchImpl = sinon.stub().resolves(json(html));
    const ok = await loadConsentArea(el, '/api/consent-area/12/b1', fetchImpl);
    expect(ok).to.equal(true);
    expect(fetchImpl.firstCall.args[0]).to.equal(`${location.origin}/api/consent-area/12/b1`);
    expect(fetchImpl.firstCall.args[1]).to.deep.include({ credentials: 'same-origin' });
    expect(el.querySelector('.placeholder')).to.equal(null);
    expect(el.querySelector('h2')?.textContent).to.equal('Area');
    for (let i = 0; i < 20 && window.__pbLog.length < 3; i++) await new Promise((r) => requestAnimationFrame(r));
    expect(window.__pbLog).to.deep.equal(['area-ext', 'inline saw lib=true', 'module object']);
    const scripts = [...el.querySelectorAll('script')];
    expect(scripts[1]?.nonce).to.equal('n1');
    expect(scripts[2]?.type).to.equal('module');
    expect(scripts[3]?.type).to.equal('text/plain');
    expect(warn.callCount).to.equal(0);
  });

  it('refuses another origin without making a request', async () => {
    const fetchImpl = sinon.stub().resolves(json('<script>window.__pbLog.push("evil")</script>'));
    const ok = await loadConsentArea(el, 'https://tracker.example/consent-area/1/2', fetchImpl);
    expect(ok).to.equal(false);
    expect(fetchImpl.callCount).to.equal(0);
    expect(el.querySelector('.placeholder')).to.not.equal(null);
    expect(warn.firstCall.args[0]).to.include('<pb-consent-area>');
    expect(warn.firstCall.args[0]).to.include('https://tracker.example');
  });

  it('keeps the placeholder and warns on a network error or a non-2xx answer', async () => {
    expect(await loadConsentArea(el, '/a', sinon.stub().rejects(new TypeError('Failed to fetch')))).to.equal(false);
    expect(await loadConsentArea(el, '/b', sinon.stub().resolves(json('<p>x</p>', 500)))).to.equal(false);
    expect(el.querySelector('.placeholder')).to.not.equal(null);
    expect(warn.callCount).to.equal(2);
    expect(warn.firstCall.args[0]).to.match(/<pb-consent-area>.*Failed to fetch.*placeholder stays/);
    expect(warn.secondCall.args[0]).to.match(/<pb-consent-area>.*answered 500/);
  });

  it('keeps the placeholder for any answer that is not a JSON string', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue().filter((v) => typeof v !== 'string'),
          fc.constant('not json'),
        ),
        async (value) => {
          const body = value === 'not json' ? new Response('<p>raw html</p>') : json(value);
          const ok = await loadConsentArea(el, '/c', sinon.stub().resolves(body));
          return ok === false && el.querySelector('.placeholder') !== null;
        },
      ),
      { numRuns: 40 },
    );
    expect(warn.callCount).to.be.greaterThan(0);
  });

  it('uses the global fetch by default', async () => {
    const stub = sinon.stub(window, 'fetch').resolves(json('<p class="loaded">ok</p>'));
    expect(await loadConsentArea(el, '/consent-area/1/2')).to.equal(true);
    expect(stub.callCount).to.equal(1);
    expect(el.querySelector('.loaded')).to.not.equal(null);
  });
});
