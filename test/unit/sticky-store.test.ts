/**
 * The sticky store's triggers and debounces (CCH §4, §9) on Chromium's real layout, with time on sinon's clock:
 * each delay is shown to hold until its last millisecond.
 */
import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import sinon from 'sinon';
import { getBus } from '../../src/core/bus/index.js';
import { STICKY } from '../../src/core/constants/sticky.js';
import { currentOffsets } from '../../src/core/scroll/index.js';
import { addStickyModule, stickyScrollLocation, stickyStateOf } from '../../src/core/sticky/store.js';
import { specClock } from '../helpers/index.js';

const frames = async (n = 2) => {
  for (let i = 0; i < n; i++) await new Promise((r) => requestAnimationFrame(r));
};
const docTop = (el: Element) => el.getBoundingClientRect().top + window.scrollY;
async function scrollTo(y: number): Promise<void> {
  window.scrollTo({ top: y, behavior: 'instant' });
  window.dispatchEvent(new Event('scroll'));
  await frames();
}

const stops: (() => void)[] = [];
const stick = (el: HTMLElement, settings: Record<string, unknown>) => {
  stops.push(addStickyModule(el, { settings: () => settings }, el.id));
};

async function page() {
  const root = await fixture<HTMLElement>(html`<div>
    <div id="above" style="height: 300px"></div>
    <pb-header id="header"></pb-header>
    <div class="pb-section" style="height: 800px">
      <div id="bar" style="height: 40px">Bar</div>
    </div>
    <div id="rest" style="height: 3000px"></div>
  </div>`);
  return { root, bar: root.querySelector('#bar') as HTMLElement };
}

describe('sticky store: triggers and debounces', () => {
  afterEach(async () => {
    for (const stop of stops.splice(0)) stop();
    fixtureCleanup();
    sinon.restore();
    document.documentElement.removeAttribute('data-pb-layout-block');
    window.scrollTo({ top: 0, behavior: 'instant' });
    await frames(1);
  });

  it('first measures 10 ms after setup (initial reset)', async () => {
    const clock = specClock();
    const { bar } = await page();
    await scrollTo(docTop(bar) + 1);
    stick(bar, { position: 'top' });
    clock.tick(STICKY.delays.initialReset - 1);
    await frames();
    expect(stickyStateOf(bar)?.state).to.equal('none');
    clock.tick(1);
    await frames();
    expect(stickyStateOf(bar)?.state).to.equal('sticky');
  });

  it('waits 300 ms inside a layout block preview', async () => {
    document.documentElement.setAttribute('data-pb-layout-block', '');
    const clock = specClock();
    const { bar } = await page();
    await scrollTo(docTop(bar) + 1);
    stick(bar, { position: 'top' });
    clock.tick(STICKY.delays.layoutBlock - 1);
    await frames();
    expect(stickyStateOf(bar)?.state).to.equal('none');
    clock.tick(1);
    await frames();
    expect(stickyStateOf(bar)?.state).to.equal('sticky');
  });

  it('measures the stuck box again 50 ms after the start (final style pass) and republishes the stack', async () => {
    const clock = specClock();
    const { bar } = await page();
    stick(bar, { position: 'top' });
    clock.tick(10);
    await frames();
    await scrollTo(docTop(bar) + 1);
    expect(currentOffsets().top).to.equal(40);
    // The sticky styles make the stuck box taller.
    bar.style.height = '70px';
    clock.tick(STICKY.delays.finalStyle - 1);
    await frames();
    expect(currentOffsets().top).to.equal(40);
    clock.tick(1);
    await frames();
    expect(currentOffsets().top).to.equal(70);
  });

  it('measures the stored sizes again 500 ms after DOM changes, not for its own writes', async () => {
    const clock = specClock();
    const { root, bar } = await page();
    stick(bar, { position: 'top' });
    clock.tick(10);
    await frames();
    const top = docTop(bar);
    await scrollTo(top + 50);
    clock.tick(STICKY.delays.finalStyle);
    await frames();
    expect(stickyStateOf(bar)?.state).to.equal('sticky');
    // Its own writes (styles, classes, the placeholder, the parent's lock) are no DOM change.
    const measured = sinon.spy(bar, 'getBoundingClientRect');
    clock.tick(STICKY.delays.dom);
    await frames();
    expect(measured.called).to.equal(false);
    // 200 px move from below the module to above it: the document keeps its size, the module moves down
    // (no scroll anchoring, so the scroll position stays).
    document.documentElement.style.overflowAnchor = 'none';
    root.prepend(Object.assign(document.createElement('div'), { style: 'height: 200px' }));
    (root.querySelector('#rest') as HTMLElement).style.height = '2800px';
    await scrollTo(top + 50);
    // The stored sizes are stale until the DOM debounce has passed.
    expect(stickyStateOf(bar)?.state).to.equal('sticky');
    clock.tick(STICKY.delays.dom - 1);
    await frames();
    expect(stickyStateOf(bar)?.state).to.equal('sticky');
    clock.tick(1);
    await frames();
    expect(stickyStateOf(bar)?.state).to.equal('none');
    document.documentElement.style.overflowAnchor = '';
  });

  it('re-evaluates 50 ms after the document changes size', async () => {
    const clock = specClock();
    const { root, bar } = await page();
    stick(bar, { position: 'top' });
    clock.tick(10);
    await frames();
    const top = docTop(bar);
    await scrollTo(top - 100);
    expect(stickyStateOf(bar)?.state).to.equal('none');
    // A style change (no DOM change the observer would see): the block above shrinks by 150 px and the page with it.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('#above { height: 150px !important }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    await frames(3);
    expect(stickyStateOf(bar)?.state).to.equal('none');
    clock.tick(STICKY.delays.document - 1);
    await frames();
    expect(stickyStateOf(bar)?.state).to.equal('none');
    clock.tick(1);
    await frames();
    expect(stickyStateOf(bar)?.state).to.equal('sticky');
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    expect(root).to.exist;
  });

  it('measures again 50 ms after a change of viewport width, and of height', async () => {
    const clock = specClock();
    const { bar } = await page();
    stick(bar, { position: 'top' });
    clock.tick(10);
    await frames();
    for (const [prop, value] of [
      ['innerWidth', window.innerWidth - 1],
      ['innerHeight', window.innerHeight - 1],
    ] as const) {
      await scrollTo(docTop(bar) - 100);
      const spy = sinon.spy(bar, 'getBoundingClientRect');
      const stub = sinon.stub(window, prop).value(value);
      window.dispatchEvent(new Event('resize'));
      await frames();
      clock.tick(STICKY.delays.width - 1);
      await frames();
      expect(spy.called, `${prop} before`).to.equal(false);
      clock.tick(1);
      await frames();
      expect(spy.called, `${prop} after`).to.equal(true);
      spy.restore();
      stub.restore();
      window.dispatchEvent(new Event('resize'));
      clock.tick(50);
      await frames();
    }
  });

  it("a breakpoint change ends sticky and reads the new device's settings", async () => {
    const clock = specClock();
    const { bar } = await page();
    const ends = sinon.spy();
    bar.addEventListener('pb-sticky-end', ends);
    stick(bar, { position: 'top', position_phone: 'none', position_last_edited: 'on|phone' });
    clock.tick(10);
    await frames();
    await scrollTo(docTop(bar) + 10);
    expect(stickyStateOf(bar)?.state).to.equal('sticky');
    sinon.stub(window, 'innerWidth').value(400);
    getBus().publish('breakpoint', 'phone');
    expect(ends.calledOnce).to.equal(true);
    await frames();
    expect(stickyStateOf(bar)?.state).to.equal('none');
    sinon.restore();
    getBus().publish('breakpoint', 'desktop');
    await frames();
    expect(stickyStateOf(bar)?.state).to.equal('sticky');
  });

  it("a fixed header's transition end while paused ends sticky and decides again", async () => {
    const clock = specClock();
    const { root, bar } = await page();
    const seen: string[] = [];
    for (const t of ['start', 'end', 'pause', 'resume']) bar.addEventListener(`pb-sticky-${t}`, () => seen.push(t));
    stick(bar, { position: 'top', bottomLimit: 'section' });
    clock.tick(10);
    await frames();
    const section = root.querySelector('.pb-section') as HTMLElement;
    await scrollTo(docTop(section) + 800 - 20);
    expect(stickyStateOf(bar)?.state).to.equal('paused');
    // Not from a header: nothing happens.
    section.dispatchEvent(new Event('transitionend', { bubbles: true }));
    expect(seen).to.deep.equal(['start', 'pause']);
    (root.querySelector('pb-header') as HTMLElement).dispatchEvent(new Event('transitionend', { bubbles: true }));
    expect(seen).to.deep.equal(['start', 'pause', 'end']);
    await frames();
    expect(seen).to.deep.equal(['start', 'pause', 'end', 'start', 'pause']);
  });

  it('switches the scroll location 2000 ms after the builder mode changes', async () => {
    const clock = specClock();
    const { bar } = await page();
    stick(bar, { position: 'top' });
    clock.tick(10);
    getBus().publish('builder-mode', true);
    clock.tick(STICKY.delays.scrollLocation - 1);
    expect(stickyScrollLocation()).to.equal('top');
    clock.tick(1);
    expect(stickyScrollLocation()).to.equal('app');
    getBus().publish('builder-mode', false);
    clock.tick(STICKY.delays.scrollLocation);
    expect(stickyScrollLocation()).to.equal('top');
  });

  it('uses the z-indexes of a theme-builder header and footer', async () => {
    const clock = specClock();
    const root = await fixture<HTMLElement>(html`<div>
      <div class="et-l--header"><div id="h" style="height: 10px">H</div></div>
      <div class="et-l--footer"><div id="f" style="height: 10px">F</div></div>
      <div style="height: 3000px"></div>
    </div>`);
    const [h, f] = ['#h', '#f'].map((s) => root.querySelector(s) as HTMLElement) as [HTMLElement, HTMLElement];
    stick(h, { position: 'top' });
    stick(f, { position: 'top' });
    clock.tick(10);
    await frames();
    await scrollTo(docTop(f) + 5);
    expect([h.style.zIndex, f.style.zIndex]).to.deep.equal(['10010', '9990']);
  });

  it('detaches its scroll task and clears its offset when the last module leaves', async () => {
    const { registeredCount } = await import('../../src/core/frame/index.js');
    const clock = specClock();
    const { bar } = await page();
    const before = registeredCount('scroll');
    stick(bar, { position: 'top' });
    expect(registeredCount('scroll')).to.equal(before + 1);
    clock.tick(10);
    await frames();
    await scrollTo(docTop(bar) + 5);
    expect(currentOffsets().top).to.equal(40);
    // A strict style CSP refuses a style attribute set as markup, and allows the CSSOM.
    const setAttribute = sinon.spy(bar, 'setAttribute');
    for (const stop of stops.splice(0)) stop();
    expect(registeredCount('scroll')).to.equal(before);
    expect(currentOffsets().top).to.equal(0);
    expect(bar.style.cssText).to.equal('height: 40px;');
    expect(setAttribute.calledWith('style')).to.equal(false);
  });
});
