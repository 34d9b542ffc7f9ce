import { expect } from '@open-wc/testing';
import { CONSENT } from '../../../src/core/constants/consent.js';
import { specClock } from '../../helpers/index.js';
import {
  cleanupBlockerTest,
  type Harness,
  harness,
  microtasks,
  mount,
  nextFrame,
  resetBlockerTest,
} from './blocker-helpers.js';

const blockedScript = (label: string, category = 'marketing') =>
  `<script type="text/plain" data-category="${category}">window.__pbLog.push('${label}')</script>`;

describe('consent blocker: finding items now and later', () => {
  let h: Harness | undefined;
  let host: HTMLElement | undefined;

  beforeEach(resetBlockerTest);
  afterEach(cleanupBlockerTest);

  it('finds items in open shadow roots that existed before, recursively', async () => {
    host = mount('<div id="outer"></div>');
    const outer = host.querySelector('#outer')!.attachShadow({ mode: 'open' });
    outer.innerHTML = `${blockedScript('outer')}<div id="inner"></div>`;
    const inner = outer.querySelector('#inner')!.attachShadow({ mode: 'open' });
    inner.innerHTML = blockedScript('inner');
    h = harness();
    expect(h.blocker.items().length).to.equal(2);
    h.allow.add('marketing');
    h.blocker.apply();
    await h.activatedCount(2);
    expect(window.__pbLog).to.deep.equal(['outer', 'inner']);
  });

  it('finds items inserted later, in the document and in shadow roots attached later', async () => {
    h = harness();
    host = mount('<div id="late"></div>');
    expect(h.blocker.items().length).to.equal(0);
    host.insertAdjacentHTML('beforeend', blockedScript('document'));
    const root = host.querySelector('#late')!.attachShadow({ mode: 'open' });
    await microtasks();
    root.innerHTML = blockedScript('shadow');
    await microtasks();
    expect(h.blocker.items().map((i) => i.element.textContent)).to.deep.equal([
      "window.__pbLog.push('document')",
      "window.__pbLog.push('shadow')",
    ]);
    expect(window.__pbLog).to.deep.equal([]);
  });

  it('activates items found after consent was applied right away', async () => {
    h = harness();
    h.allow.add('marketing');
    h.blocker.apply();
    host = mount(`${blockedScript('late')}<div id="host"></div>`);
    await microtasks();
    const root = host.querySelector('#host')!.attachShadow({ mode: 'open' });
    root.innerHTML = `<iframe title="late" data-category="marketing" data-src="about:blank#late"></iframe>`;
    await h.activatedCount(2);
    expect(window.__pbLog).to.deep.equal(['late']);
    expect(root.querySelector('iframe')?.getAttribute('src')).to.equal('about:blank#late');
    expect(root.querySelector('.pb-consent-placeholder')).to.equal(null);
  });

  it('does not activate anything before the first apply, even for allowed items found later', async () => {
    h = harness();
    h.allow.add('marketing');
    host = mount(blockedScript('early'));
    await microtasks();
    await nextFrame();
    expect(window.__pbLog).to.deep.equal([]);
    h.blocker.apply();
    await h.activatedCount(1);
    expect(window.__pbLog).to.deep.equal(['early']);
  });

  it('scans and watches a closed shadow root handed to scan()', async () => {
    host = mount('<div></div>');
    const root = host.firstElementChild!.attachShadow({ mode: 'closed' });
    root.innerHTML = blockedScript('closed');
    h = harness();
    expect(h.blocker.items().length).to.equal(0);
    h.blocker.scan(root);
    expect(h.blocker.items().length).to.equal(1);
    root.append(mount(blockedScript('closed later'), document.createDocumentFragment()));
    await microtasks();
    expect(h.blocker.items().length).to.equal(2);
  });

  it('wraps attachShadow once, however many blockers run', () => {
    h = harness();
    const wrapped = Element.prototype.attachShadow;
    const second = harness();
    expect(Element.prototype.attachShadow).to.equal(wrapped);
    second.blocker.stop();
    expect(
      (Element.prototype as unknown as Record<symbol, unknown>)[Symbol.for('pb-elements.consent.attachShadow')],
    ).to.be.instanceOf(Set);
  });

  it('rescans every rescanInterval ms with ajax blocking, and not without', async () => {
    const clock = specClock();
    host = mount('<img alt="" data-category="marketing">');
    h = harness({ ajaxBlocking: true });
    const quiet = harness({ ajaxBlocking: false });
    // An attribute change: the MutationObserver watches insertions only, as the spec's rescan assumes.
    host.querySelector('img')!.setAttribute('data-src', '/test/fixtures/consent/pixel.svg');
    await microtasks();
    clock.tick(CONSENT.rescanInterval - 1);
    expect(h.blocker.items().length).to.equal(0);
    clock.tick(1);
    expect(h.blocker.items().length).to.equal(1);
    clock.tick(CONSENT.rescanInterval * 5);
    expect(quiet.blocker.items().length).to.equal(0);
    quiet.blocker.stop();
  });

  it('rescans after a debounced resize', async () => {
    const clock = specClock();
    host = mount('<iframe title="x" data-category="marketing"></iframe>');
    h = harness();
    host.querySelector('iframe')!.setAttribute('data-src', 'about:blank');
    window.dispatchEvent(new Event('resize'));
    await nextFrame();
    clock.tick(CONSENT.resizeDebounce - 100);
    window.dispatchEvent(new Event('resize'));
    await nextFrame();
    clock.tick(CONSENT.resizeDebounce - 1);
    expect(h.blocker.items().length).to.equal(0);
    clock.tick(1);
    expect(h.blocker.items().length).to.equal(1);
  });

  it('stops observing, rescanning and wrapping when stopped', async () => {
    const clock = specClock();
    h = harness({ ajaxBlocking: true });
    h.blocker.stop();
    host = mount(blockedScript('after stop'));
    const root = host.appendChild(document.createElement('div')).attachShadow({ mode: 'open' });
    root.innerHTML = blockedScript('shadow after stop');
    await microtasks();
    window.dispatchEvent(new Event('resize'));
    await nextFrame();
    clock.tick(CONSENT.rescanInterval * 3);
    expect(h.blocker.items().length).to.equal(0);
    expect(clock.countTimers()).to.equal(0);
  });
});
