import { aTimeout, expect, fixture, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/pb-header.js';
import type { PbHeader } from '../../elements/pb-header.js';
import { HEADER } from '../../src/core/constants/header.js';
import { currentOffsets, scrollTargetFor } from '../../src/core/scroll/index.js';
import { specClock } from '../helpers/index.js';

// Issue 27 §1 (the header on the offsets topic) and §2 (panels close when their link is followed).

const frames = async (n = 3) => {
  for (let i = 0; i < n; i++) await new Promise((r) => requestAnimationFrame(r));
};
const docTop = (el: Element) => el.getBoundingClientRect().top + window.scrollY;
const part = (el: PbHeader, name: string) => el.shadowRoot?.querySelector(`[part="${name}"]`) as HTMLElement;
const dialog = (el: PbHeader) => part(el, 'panel') as HTMLDialogElement;

async function scrollTo(y: number): Promise<void> {
  window.scrollTo({ top: y, behavior: 'instant' });
  await frames();
}

describe('<pb-header> on the offsets topic', () => {
  before(() => setViewport({ width: 1280, height: 800 }));
  afterEach(async () => {
    sinon.restore();
    window.scrollTo({ top: 0, behavior: 'instant' });
    history.replaceState(null, '', location.pathname + location.search);
    fixtureCleanup();
    await aTimeout(0);
    await setViewport({ width: 1280, height: 800 });
  });

  it('is accessible with a fixed header over a page', async () => {
    const page = await fixture<HTMLElement>(html`
      <div>
        <pb-header fixed><a slot="logo" href="/">Studio Klei</a></pb-header>
        <main><h2 id="kiln">Kiln</h2></main>
      </div>
    `);
    await (page.querySelector('pb-header') as PbHeader).updateComplete;
    await expect(page).to.be.accessible();
  });

  it('a jump from the top subtracts the header that fixes on the way, after any scroll down and back', async () => {
    const page = await fixture<HTMLElement>(html`
      <div>
        <pb-header fixed><a slot="logo" href="/">Studio Klei</a></pb-header>
        <main style="height: 4000px; position: relative"><h2 id="kiln" style="position: absolute; top: 2000px; margin: 0">Kiln</h2></main>
      </div>
    `);
    const el = page.querySelector('pb-header') as PbHeader;
    await el.updateComplete;
    await frames();
    const kiln = page.querySelector('#kiln') as HTMLElement;
    const height = part(el, 'bar').getBoundingClientRect().height;
    for (const _ of [1, 2]) {
      expect(currentOffsets().top, 'not fixed at the top').to.equal(0);
      expect(scrollTargetFor(kiln)).to.equal(Math.floor(docTop(kiln) - height));
      await scrollTo(scrollTargetFor(kiln));
      expect(el.classList.contains('pb-header-fixed')).to.equal(true);
      expect(kiln.getBoundingClientRect().top).to.be.at.least(part(el, 'bar').getBoundingClientRect().bottom);
      await scrollTo(0);
    }
    // Scroll padding for the browser's own scrolls holds the header's height, though it is not fixed now.
    expect(document.documentElement.style.scrollPaddingTop).to.equal(`${height + 0.5}px`);
  });

  it('two headers, one hidden by CSS: the hidden one never clears the visible one, resized or scrolled', async () => {
    const page = await fixture<HTMLElement>(html`
      <div>
        <style>@media (width > 980px) { .phone { display: none } }</style>
        <pb-header fixed class="desktop"><a slot="logo" href="/">Studio Klei</a></pb-header>
        <pb-header fixed class="phone" layout="slide-in"><a slot="logo" href="/">Studio Klei</a></pb-header>
        <main style="height: 4000px">Content</main>
      </div>
    `);
    const [desktop, phone] = [...page.querySelectorAll('pb-header')] as PbHeader[];
    await desktop?.updateComplete;
    await phone?.updateComplete;
    await frames();
    const height = part(desktop as PbHeader, 'bar').getBoundingClientRect().height;
    await scrollTo(300);
    expect(currentOffsets().top).to.equal(height);
    const clock = specClock();
    await setViewport({ width: 1270, height: 800 });
    await frames();
    clock.tick(HEADER.adminBarSwitchDelay);
    await frames();
    clock.restore();
    await scrollTo(320);
    await scrollTo(340);
    expect(currentOffsets().top, 'after a resize and a scroll').to.equal(height);
    (phone as PbHeader).remove();
    await frames();
    expect(currentOffsets().top, 'the hidden one removed').to.equal(height);
  });

  for (const layout of ['slide-in', 'fullscreen']) {
    it(`${layout}: following an in-page link in the panel closes it, and focus moves to the target`, async () => {
      const page = await fixture<HTMLElement>(html`
        <div>
          <pb-header layout=${layout}>
            <a slot="logo" href="/">Studio Klei</a>
            <nav><a id="to-classes" href="#classes">Classes</a> <a id="other" href="/elsewhere">Elsewhere</a></nav>
          </pb-header>
          <main style="height: 4000px; position: relative">
            <section id="classes" style="position: absolute; top: 2500px"><h2>Classes</h2></section>
          </main>
        </div>
      `);
      const el = page.querySelector('pb-header') as PbHeader;
      await el.updateComplete;
      part(el, 'toggle').click();
      await el.updateComplete;
      expect(dialog(el).open).to.equal(true);
      const clock = specClock();
      const closed = new Promise((r) => dialog(el).addEventListener('close', r, { once: true }));
      // As the page's smooth anchors would, after the panel has seen the click: no history entry for the test run.
      const target = page.querySelector('#classes') as HTMLElement;
      const follow = (e: Event) => {
        e.preventDefault();
        target.scrollIntoView({ behavior: 'instant' });
      };
      document.addEventListener('click', follow, { once: true });
      (page.querySelector('#to-classes') as HTMLElement).click();
      await el.updateComplete;
      expect(el.open, 'closing').to.equal(false);
      clock.tick(HEADER.slideInHide);
      clock.restore();
      await closed;
      await waitUntil(() => document.activeElement === target, 'focus on the target');
      expect(document.documentElement.style.overflow, 'the page scrolls again').to.equal('');
      // The scroll took the page there; focus did not scroll it back to the toggle.
      expect(target.getBoundingClientRect().top).to.be.within(0, innerHeight);
    });
  }

  it('a link that the menu itself takes (its default prevented) leaves the panel open', async () => {
    const page = await fixture<HTMLElement>(html`
      <div><pb-header layout="slide-in"><a slot="logo" href="/">Studio Klei</a><a id="sub" href="#x">Sub</a></pb-header></div>
    `);
    const el = page.querySelector('pb-header') as PbHeader;
    await el.updateComplete;
    part(el, 'toggle').click();
    await el.updateComplete;
    const link = page.querySelector('#sub') as HTMLElement;
    link.addEventListener('click', (e) => e.preventDefault(), { once: true });
    link.click();
    await el.updateComplete;
    expect(el.open).to.equal(true);
    expect(dialog(el).open).to.equal(true);
  });
});
