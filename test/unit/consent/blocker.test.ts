import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { insertScript } from '../../../src/core/consent/activate.js';
import {
  cleanupBlockerTest,
  fixtureUrl,
  type Harness,
  harness,
  mount,
  nextFrame,
  requested,
  resetBlockerTest,
} from './blocker-helpers.js';

describe('consent blocker: activation', () => {
  let h: Harness | undefined;
  let host: HTMLElement | undefined;

  beforeEach(resetBlockerTest);
  afterEach(cleanupBlockerTest);

  it('runs and loads nothing before apply, even when consent is already given', async () => {
    const [ext, mod, frame, img, css] = ['a.js', 'mod.js', 'frame.html', 'pixel.svg', 'style.css'].map(fixtureUrl);
    host = mount(`
      <script type="text/plain" data-category="marketing" data-src="${ext}"></script>
      <script type="text/plain" data-category="marketing" data-type="module" data-src="${mod}"></script>
      <script type="text/plain" data-category="marketing">window.__pbLog.push('inline')</script>
      <iframe data-category="marketing" data-src="${frame}"></iframe>
      <img alt="" data-category="marketing" data-src="${img}">
      <link rel="stylesheet" data-category="marketing" data-href="${css}">`);
    h = harness();
    h.allow.add('marketing');
    expect(h.blocker.items().map((i) => i.kind)).to.deep.equal(['script', 'script', 'script', 'iframe', 'img', 'link']);
    await nextFrame();
    await nextFrame();
    expect(window.__pbLog).to.deep.equal([]);
    for (const url of [ext, mod, frame, img, css] as string[]) expect(requested(url), url).to.equal(false);
    expect(host.querySelector('iframe')?.hasAttribute('src')).to.equal(false);
    expect(host.querySelector('img')?.hasAttribute('src')).to.equal(false);
  });

  it('runs scripts in document order, each after the previous external one loaded', async () => {
    host = mount(`
      <script type="text/plain" data-category="marketing" data-src="${fixtureUrl('a.js')}"></script>
      <script type="text/plain" data-category="marketing">window.__pbLog.push('inline saw a=' + window.__pbA)</script>
      <script type="text/plain" data-category="marketing" data-src="${fixtureUrl('b.js')}"></script>
      <script type="text/plain" data-category="marketing">window.__pbLog.push('last')</script>`);
    h = harness();
    h.allow.add('marketing');
    h.blocker.apply();
    await h.activatedCount(4);
    expect(window.__pbLog).to.deep.equal(['a', 'inline saw a=1', 'b', 'last']);
  });

  it('activates each item exactly once over repeated apply calls and rescans', async () => {
    const url = fixtureUrl('a.js');
    host = mount(`<script type="text/plain" data-category="statistics" data-src="${url}"></script>
      <iframe data-category="statistics" data-src="${fixtureUrl('frame.html')}"></iframe>`);
    h = harness();
    h.allow.add('statistics');
    h.blocker.apply();
    h.blocker.apply();
    h.blocker.scan();
    await h.activatedCount(2);
    h.blocker.apply();
    h.blocker.scan();
    await nextFrame();
    expect(window.__pbLog).to.deep.equal(['a']);
    expect(h.activated.length).to.equal(2);
    expect(performance.getEntriesByName(new URL(url, location.href).href).length).to.equal(1);
    expect(host.querySelectorAll('[data-pb-consent="activated"]').length).to.equal(2);
  });

  it('activates only what is allowed, per category and per service', async () => {
    host = mount(`
      <script type="text/plain" data-category="marketing">window.__pbLog.push('marketing')</script>
      <script type="text/plain" data-category="statistics">window.__pbLog.push('statistics')</script>
      <script type="text/plain" data-service="video">window.__pbLog.push('video')</script>
      <script type="text/plain" data-service="stats-service">window.__pbLog.push('stats-service')</script>`);
    h = harness();
    expect(h.blocker.items().map((i) => i.category)).to.deep.equal([
      'marketing',
      'statistics',
      'marketing',
      'statistics',
    ]);
    h.allow.add('statistics').add('video');
    h.blocker.apply();
    await h.activatedCount(2);
    expect(window.__pbLog).to.deep.equal(['statistics', 'video']);
  });

  it('recreates a script with its attributes, nonce property and module type', async () => {
    host = mount(`<script type="text/plain" data-category="marketing" id="tracker" class="x" data-extra="1"
        crossorigin="anonymous" data-type="module" data-src="${fixtureUrl('mod.js')}"></script>
      <script type="text/plain" data-category="marketing" id="inline">window.__pbLog.push('inline')</script>`);
    const blocked = host.querySelector<HTMLScriptElement>('#tracker')!;
    // Under a CSP the attribute reads empty and only the property holds the nonce. Attribute first:
    // setting the attribute sets the nonce too (the spec, and Firefox; Chromium does not).
    blocked.setAttribute('nonce', '');
    blocked.nonce = 'n0nce';
    h = harness();
    h.allow.add('marketing');
    h.blocker.apply();
    await h.activatedCount(2);
    const s = host.querySelector<HTMLScriptElement>('#tracker')!;
    expect(s).to.not.equal(blocked);
    expect(s.type).to.equal('module');
    expect(s.nonce).to.equal('n0nce');
    expect(s.getAttribute('src')).to.match(/mod\.js\?t=\d+$/);
    expect(s.hasAttribute('data-src')).to.equal(false);
    expect(s.hasAttribute('data-type')).to.equal(false);
    expect([s.className, s.dataset.extra, s.crossOrigin, s.dataset.category]).to.deep.equal([
      'x',
      '1',
      'anonymous',
      'marketing',
    ]);
    expect(window.__pbLog).to.deep.equal(['mod:string', 'inline']);
    const inline = host.querySelector<HTMLScriptElement>('#inline')!;
    expect(inline.hasAttribute('type')).to.equal(false);
    expect(h.activated.map((i) => i.element)).to.deep.equal([s, inline]);
  });

  it('runs a data-waitfor script only after the script it waits on loaded', async () => {
    host = mount(`
      <script type="text/plain" data-category="statistics" data-waitfor="dep.js">
        window.__pbLog.push('waiter saw dep=' + window.__pbDep)</script>
      <script type="text/plain" data-category="statistics" data-waitfor="lib-id">window.__pbLog.push('by id')</script>
      <script type="text/plain" data-category="statistics" data-waitfor="never.js">window.__pbLog.push('never')</script>
      <script type="text/plain" data-category="statistics">window.__pbLog.push('plain')</script>
      <script type="text/plain" data-category="marketing" data-src="${fixtureUrl('dep.js')}"></script>
      <script type="text/plain" data-category="marketing" id="lib-id">window.__pbLog.push('lib')</script>`);
    window.__pbDep = undefined;
    h = harness();
    h.allow.add('statistics');
    h.blocker.apply();
    await h.activatedCount(1);
    expect(window.__pbLog).to.deep.equal(['plain']);
    h.allow.add('marketing');
    h.blocker.apply();
    await h.activatedCount(5);
    await nextFrame();
    expect(window.__pbLog).to.deep.equal(['plain', 'dep', 'lib', 'waiter saw dep=true', 'by id']);
  });

  it('runs a data-waitfor script found after consent once its script, inserted later still, has loaded', async () => {
    host = mount('');
    h = harness();
    h.allow.add('statistics');
    h.blocker.apply();
    host.innerHTML = `<script type="text/plain" data-category="statistics" data-waitfor="late-id">window.__pbLog.push('waiter')</script>`;
    await nextFrame();
    expect(window.__pbLog).to.deep.equal([]);
    expect(h.activated.length).to.equal(0);
    host.insertAdjacentHTML(
      'beforeend',
      `<script type="text/plain" data-category="statistics" id="late-id">window.__pbLog.push('late')</script>`,
    );
    await h.activatedCount(2);
    expect(window.__pbLog).to.deep.equal(['late', 'waiter']);
  });

  it('reports an unloadable script and goes on with the next one', async () => {
    const report = sinon.stub(window, 'reportError');
    const missing = fixtureUrl('missing.js');
    host = mount(`
      <script type="text/plain" data-service="broken" data-src="${missing}"></script>
      <script type="text/plain" data-service="broken">window.__pbLog.push('after')</script>`);
    h = harness();
    h.allow.add('broken');
    h.blocker.apply();
    await h.activatedCount(2);
    expect(window.__pbLog).to.deep.equal(['after']);
    expect(report.callCount).to.equal(1);
    const error = report.firstCall.args[0] as Error;
    expect(error).to.be.instanceOf(URIError);
    expect(error.message).to.equal(
      `Something went wrong (broken) while loading ${new URL(missing, location.href).href}`,
    );
  });

  it('reports no error for a load aborted because the page is being left (Firefox fires error then)', async () => {
    const report = sinon.stub(window, 'reportError');
    const uncaught: unknown[] = [];
    const note = (e: Event) => uncaught.push(e);
    window.addEventListener('error', note);
    window.addEventListener('unhandledrejection', note);
    const s = document.createElement('script');
    s.src = fixtureUrl('missing.js');
    const ok = insertScript(s, () => document.body.append(s), 'marketing');
    window.dispatchEvent(new Event('beforeunload'));
    expect(await ok).to.equal(false);
    await nextFrame();
    window.removeEventListener('error', note);
    window.removeEventListener('unhandledrejection', note);
    s.remove();
    expect(report.callCount).to.equal(0);
    expect(uncaught).to.deep.equal([]);
  });

  it('loads a frame with its data-src verbatim, autoplay kept', async () => {
    const src = `${fixtureUrl('frame.html')}&autoplay=1&mute=1`;
    host = mount(`<iframe title="video" data-service="video" data-src="${src}" width="560" height="315"></iframe>`);
    h = harness();
    const frame = host.querySelector('iframe')!;
    expect(getComputedStyle(frame).visibility).to.equal('hidden');
    h.allow.add('video');
    h.blocker.apply();
    expect(frame.getAttribute('src')).to.equal(src);
    expect(getComputedStyle(frame).visibility).to.equal('visible');
    expect(frame.dataset.pbConsent).to.equal('activated');
    expect(host.querySelector('.pb-consent-placeholder')).to.equal(null);
    await new Promise((r) => frame.addEventListener('load', r, { once: true }));
    expect(frame.contentDocument?.location.search).to.include('autoplay=1');
  });

  it('loads images (src and srcset) and stylesheets', async () => {
    const [img, img2, css] = [fixtureUrl('pixel.svg'), fixtureUrl('pixel.svg'), fixtureUrl('style.css')];
    host = mount(`<img alt="" data-category="preferences" data-src="${img}" data-srcset="${img2} 2x">
      <link rel="stylesheet" data-category="preferences" data-href="${css}">
      <p class="pb-consent-fixture-styled">styled</p>`);
    h = harness();
    const p = host.querySelector('.pb-consent-fixture-styled')!;
    expect(getComputedStyle(p).color).to.not.equal('rgb(1, 2, 3)');
    h.allow.add('preferences');
    h.blocker.apply();
    const image = host.querySelector('img')!;
    const link = host.querySelector('link')!;
    expect(image.getAttribute('src')).to.equal(img);
    expect(image.getAttribute('srcset')).to.equal(`${img2} 2x`);
    expect(link.getAttribute('href')).to.equal(css);
    await Promise.all([
      new Promise((r) => link.addEventListener('load', r, { once: true })),
      image.complete ? 0 : new Promise((r) => image.addEventListener('load', r, { once: true })),
    ]);
    expect(getComputedStyle(p).color).to.equal('rgb(1, 2, 3)');
  });

  it('warns about an unknown category and treats it as marketing', () => {
    const warn = sinon.stub(console, 'warn');
    host = mount(`<script type="text/plain" data-category="ads">1</script>`);
    h = harness();
    expect(h.blocker.items()[0]?.category).to.equal('marketing');
    expect(warn.firstCall.args[0]).to.include('<script> attribute "data-category"');
    expect(warn.firstCall.args[0]).to.include('"ads"');
  });

  it('ignores markup that is not blocked', () => {
    host = mount(`<script type="text/javascript" data-category="marketing">1</script>
      <iframe title="x" data-category="marketing"></iframe><img alt="" data-src="/x.png">
      <div data-category="marketing" data-src="/x"></div>`);
    h = harness();
    expect(h.blocker.items()).to.deep.equal([]);
  });
});
