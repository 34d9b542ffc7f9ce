/**
 * `<pb-fullscreen>` in Chromium (MFT §1): its height is the small viewport height, and its scroll-down control
 * lands the next section below a fixed bar (the offsets topic) through the one smooth scroller, on fake frames.
 */
import { aTimeout, expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/pb-fullscreen.js';
import type { PbFullscreen } from '../../elements/pb-fullscreen.js';
import { SCROLL } from '../../src/core/constants/index.js';
import { resetWarnings } from '../../src/core/log/index.js';
import { cancelScroll, setOffset } from '../../src/core/scroll/index.js';
import { reduceMotion } from '../helpers/index.js';

const nextFrame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)));

/** The page: `markup` (holding a `<pb-fullscreen>`), then a long section `#next` and more page below it. */
async function page(markup = '<pb-fullscreen scroll-down><h1>Studio Klei</h1></pb-fullscreen>') {
  const root = await fixture<HTMLElement>(html`<div></div>`);
  root.innerHTML = `${markup}
    <section id="next" style="height: 1500px"><h2>The spring collection</h2></section>
    <section id="far" style="height: 1500px"><h2>Visit the shop</h2></section>`;
  const el = root.querySelector('pb-fullscreen') as PbFullscreen;
  return { root, el, next: root.querySelector('#next') as HTMLElement };
}

const control = (el: PbFullscreen) => el.shadowRoot?.querySelector('button') as HTMLButtonElement;
const height = (el: Element) => el.getBoundingClientRect().height;

/** The height of a box as tall as `100<unit>` here. */
async function unitHeight(unit: string): Promise<number> {
  const probe = await fixture<HTMLElement>(html`<div style="height: 100${unit}"></div>`);
  const h = height(probe);
  probe.remove();
  return h;
}

describe('<pb-fullscreen>', () => {
  let warn: sinon.SinonStub;
  beforeEach(() => {
    resetWarnings();
    warn = sinon.stub(console, 'warn');
  });
  afterEach(async () => {
    cancelScroll();
    sinon.restore();
    setOffset('header', null);
    fixtureCleanup();
    window.scrollTo({ top: 0, behavior: 'instant' });
    await setViewport({ width: 800, height: 600 });
    await aTimeout(0);
  });

  it('is accessible, with its scroll-down control', async () => {
    const { el } = await page();
    expect(control(el).hidden).to.equal(false);
    await expect(el).to.be.accessible();
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 700 },
  ]) {
    it(`is as tall as the small viewport (svh) at ${viewport.width} x ${viewport.height}`, async () => {
      await setViewport(viewport);
      const { el } = await page();
      expect(height(el)).to.equal(await unitHeight('svh'));
      expect(height(el)).to.equal(innerHeight);
      expect(getComputedStyle(el).boxSizing, 'padding inside the height').to.equal('border-box');
      // Desktop Chromium has no bars to hide, so svh, dvh and vh agree here: the rule in force names svh.
      const rule = document.adoptedStyleSheets
        .flatMap((sheet) => [...sheet.cssRules])
        .find((r) => r instanceof CSSStyleRule && r.selectorText === ':where(pb-fullscreen)') as CSSStyleRule;
      expect(rule.style.minHeight).to.equal('calc(100svh - var(--pb-fullscreen-offset, 0px))');
    });
  }

  it('follows unit (dvh, lvh), warns on another and keeps svh; grows with its content; subtracts the offset', async () => {
    const { el } = await page('<pb-fullscreen unit="dvh"><h1>Studio Klei</h1></pb-fullscreen>');
    expect(height(el)).to.equal(await unitHeight('dvh'));
    el.unit = 'lvh';
    expect(el.getAttribute('unit'), 'the property writes the attribute the stylesheet reads').to.equal('lvh');
    expect(height(el)).to.equal(await unitHeight('lvh'));
    el.setAttribute('unit', 'vmax');
    expect(el.unit).to.equal('svh');
    expect(String(warn.firstCall?.args[0])).to.contain('<pb-fullscreen> attribute "unit"');
    expect(height(el)).to.equal(await unitHeight('svh'));
    el.style.setProperty('--pb-fullscreen-offset', '64px');
    expect(height(el)).to.equal(innerHeight - 64);
    el.firstElementChild?.setAttribute('style', `height: ${innerHeight * 2}px; margin: 0`);
    expect(height(el), 'never cuts its content').to.equal(innerHeight * 2);
  });

  it('centres its content, and keeps room below it for the control', async () => {
    const { el } = await page(
      '<pb-fullscreen scroll-down><h1 style="margin: 0; height: 100px">Studio Klei</h1></pb-fullscreen>',
    );
    const heading = (el.firstElementChild as HTMLElement).getBoundingClientRect();
    const box = el.getBoundingClientRect();
    const room = Number.parseFloat(getComputedStyle(el).paddingBottom);
    expect(room).to.be.above(0);
    expect(heading.top - box.top).to.be.closeTo(box.bottom - room - heading.bottom, 1);
    expect(control(el).getBoundingClientRect().top, 'the control below the content').to.be.at.least(heading.bottom);
  });

  it('shows the control only with scroll-down: a named button', async () => {
    const { el } = await page('<pb-fullscreen><h1>Studio Klei</h1></pb-fullscreen>');
    expect(control(el).hidden).to.equal(true);
    el.scrollDown = true;
    expect(el.hasAttribute('scroll-down')).to.equal(true);
    expect(control(el).hidden).to.equal(false);
    expect(control(el).getAttribute('aria-label')).to.equal('Scroll to the next section');
    el.setAttribute('messages', '{"scrollDown":"Naar de collectie"}');
    expect(control(el).getAttribute('aria-label')).to.equal('Naar de collectie');
  });

  it('smooth-scrolls in 800 ms until the next section is just below a fixed bar, and focuses it', async () => {
    const { el, next } = await page();
    setOffset('header', { top: 80 });
    await nextFrame();
    const clock = sinon.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    control(el).click();
    expect(document.activeElement, 'focus on the section').to.equal(next);
    clock.tick(SCROLL.duration / 2);
    expect(next.getBoundingClientRect().top, 'under way').to.be.above(80);
    clock.tick(SCROLL.duration / 2 + 50);
    expect(next.getBoundingClientRect().top, 'below the bar, to the pixel').to.be.closeTo(80, 1);
    clock.restore();
  });

  it('jumps with reduced motion, from the keyboard too', async () => {
    reduceMotion();
    const { el, next } = await page();
    setOffset('header', { top: 64 });
    control(el).focus();
    await sendKeys({ press: 'Enter' });
    expect(next.getBoundingClientRect().top).to.be.closeTo(64, 1);
    expect(document.activeElement).to.equal(next);
  });

  it('finds the next section through its wrappers, past what takes no room in the flow', async () => {
    reduceMotion();
    const { el, next } = await page(
      `<section id="hero"><div class="row"><pb-fullscreen scroll-down><h1>Studio Klei</h1></pb-fullscreen></div>
        <script type="application/json">{}</script></section>
      <div style="position: fixed; top: 0"></div>`,
    );
    expect(await el.scrollToNext()).to.equal(true);
    expect(next.getBoundingClientRect().top).to.be.closeTo(0, 1);
  });

  it('scrolls to scroll-target; a bad selector or one matching nothing warns and gives the next section', async () => {
    reduceMotion();
    const { root, el, next } = await page('<pb-fullscreen scroll-down scroll-target="#far"></pb-fullscreen>');
    await el.scrollToNext();
    expect((root.querySelector('#far') as HTMLElement).getBoundingClientRect().top).to.be.closeTo(0, 1);
    el.scrollTarget = '[[';
    expect(String(warn.lastCall?.args[0])).to.match(/<pb-fullscreen> attribute "scroll-target".*not a CSS selector/);
    await el.scrollToNext();
    expect(next.getBoundingClientRect().top).to.be.closeTo(0, 1);
    el.setAttribute('scroll-target', '#nowhere');
    expect(String(warn.lastCall?.args[0])).to.match(/"scroll-target".*matches nothing; using the next section/);
  });

  it('warns, and resolves false, when nothing follows it', async () => {
    const root = await fixture<HTMLElement>(html`<div><pb-fullscreen scroll-down></pb-fullscreen></div>`);
    const el = root.querySelector('pb-fullscreen') as PbFullscreen;
    expect(await el.scrollToNext()).to.equal(false);
    expect(String(warn.firstCall?.args[0])).to.contain('<pb-fullscreen>: nothing follows it');
  });
});
