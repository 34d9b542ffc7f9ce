import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/pb-sticky.js';
import type { PbSticky } from '../../elements/pb-sticky.js';
import { currentOffsets, scrollTargetFor, setOffset } from '../../src/core/scroll/index.js';
import { specClock } from '../helpers/index.js';

// Issue 27: a jump lands below a bar that sticks only on the way there (§1), and sticking shifts nothing (§3).

const frames = async (n = 3) => {
  for (let i = 0; i < n; i++) await new Promise((r) => requestAnimationFrame(r));
};
const docTop = (el: Element) => el.getBoundingClientRect().top + window.scrollY;

async function scrollTo(y: number): Promise<void> {
  window.scrollTo({ top: y, behavior: 'instant' });
  window.dispatchEvent(new Event('scroll'));
  await frames();
}

async function mount(template: ReturnType<typeof html>, clock = specClock()) {
  const page = await fixture<HTMLElement>(html`<div>${template}</div>`);
  clock.tick(10);
  await frames();
  return { page, clock };
}

// As on the demo's landing page: the row's last paragraph has a bottom margin that collapses through the row.
const landing = () =>
  html`<div style="height: 300px"></div>
    <section id="collection" style="padding: 64px 24px">
      <div class="inner">
        <pb-sticky id="cta" position="top" bottom-limit="section" style="display: block; height: 40px; margin-bottom: 24px">
          <a href="#x">Reserve a set</a>
        </pb-sticky>
        <h2 id="heading" style="margin: 20px 0">The spring collection</h2>
        <p style="height: 1200px; margin: 16px 0">Text</p>
      </div>
    </section>
    <section id="kiln" style="height: 600px">Kiln openings</section>
    <div style="height: 3000px"></div>`;

describe('<pb-sticky> and the offsets at the destination', () => {
  afterEach(async () => {
    fixtureCleanup();
    await frames(1);
    sinon.restore();
    window.scrollTo({ top: 0, behavior: 'instant' });
    setOffset('header', null);
  });

  it('is accessible', async () => {
    const { page, clock } = await mount(landing());
    // axe waits on timers of its own.
    clock.restore();
    await expect(page).to.be.accessible();
  });

  it('a jump to a point below the bar subtracts it before it has stuck, and not above its place', async () => {
    const { page } = await mount(landing());
    const el = page.querySelector('pb-sticky') as PbSticky;
    const heading = page.querySelector('#heading') as HTMLElement;
    expect(el.state).to.equal('none');
    expect(currentOffsets().top).to.equal(0);
    // The heading: the bar will be stuck where the jump ends, so the heading lands below it.
    expect(scrollTargetFor(heading)).to.equal(Math.floor(docTop(heading) - 40));
    // The section's own top is above the bar's place: it is not stuck there.
    expect(scrollTargetFor(page.querySelector('#collection') as Element)).to.equal(
      Math.floor(docTop(page.querySelector('#collection') as Element)),
    );
    // Landed: the heading sits on the bar, on every later click too.
    for (const _ of [1, 2]) {
      await scrollTo(scrollTargetFor(heading));
      expect(el.state).to.equal('sticky');
      expect(heading.getBoundingClientRect().top).to.be.at.least(el.getBoundingClientRect().bottom);
      await scrollTo(scrollTargetFor(heading));
      expect(heading.getBoundingClientRect().top).to.be.at.least(el.getBoundingClientRect().bottom);
      await scrollTo(0);
    }
    // Under a header that fixes past 0 (not fixed now), the bar sticks below it.
    setOffset('header', { top: 0 }, { at: (y) => ({ top: y > 0 ? 80 : 0 }), points: () => [1] });
    expect(scrollTargetFor(heading)).to.equal(Math.floor(docTop(heading) - 120));
  });

  it('sticking and unsticking move nothing after the row, though its last margin collapses through it', async () => {
    const { page, clock } = await mount(landing());
    const el = page.querySelector('pb-sticky') as PbSticky;
    const kiln = page.querySelector('#kiln') as HTMLElement;
    const before = docTop(kiln);
    await scrollTo(docTop(el) + 5);
    expect(el.state).to.equal('sticky');
    expect(docTop(kiln), 'while the parent is locked').to.equal(before);
    clock.tick(1);
    expect(docTop(kiln)).to.equal(before);
    await scrollTo(0);
    expect(el.state).to.equal('none');
    expect(docTop(kiln), 'while the parent is locked on the way out').to.equal(before);
    clock.tick(300);
    expect(docTop(kiln)).to.equal(before);
  });

  it('paused at its limit, the bar ends on the limit to the fraction of a pixel', async () => {
    const { page } = await mount(html`<div style="height: 300.4px"></div>${landing()}`);
    const el = page.querySelector('pb-sticky') as PbSticky;
    const section = page.querySelector('#collection') as HTMLElement;
    const end = docTop(section) + section.getBoundingClientRect().height;
    await scrollTo(docTop(el) + 5);
    await scrollTo(end - 20);
    expect(el.state).to.equal('paused');
    const bottom = el.getBoundingClientRect().bottom + window.scrollY;
    expect(bottom).to.be.at.most(end + 0.01);
    expect(bottom).to.be.closeTo(end, 0.02);
  });
});
