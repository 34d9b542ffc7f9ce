/**
 * `<pb-dot-nav>` in Chromium. The element is imported in the first `before`, after
 * the page has been measured with only the light styles, to prove the upgrade
 * moves nothing.
 */
import { aTimeout, expect, fixture, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import type { PbDotNav } from '../../elements/pb-dot-nav.js';
import { lightStyles } from '../../src/components/dot-nav/styles.js';
import { SCROLL } from '../../src/core/constants/index.js';
import { resetWarnings } from '../../src/core/log/index.js';
import { cancelScroll, setOffset } from '../../src/core/scroll/index.js';

const nextFrame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)));

/** A page of `n` main sections, each 1.5 viewports tall; the second has a heading, the others none. */
async function sectionsPage(
  n: number,
  nav = '<pb-dot-nav></pb-dot-nav>',
): Promise<{ nav: PbDotNav; sections: HTMLElement[] }> {
  const h = Math.round(window.innerHeight * 1.5);
  const body = Array.from({ length: n }, (_, i) =>
    i === 1
      ? `<section id="work" style="height:${h}px"><h2>Our  work</h2></section>`
      : `<section style="height:${h}px"><p>Section text ${i + 1}</p></section>`,
  ).join('');
  const root = await fixture<HTMLElement>(html`<div></div>`);
  root.innerHTML = `<main>${body}</main>${nav}`;
  const el = root.querySelector('pb-dot-nav') as PbDotNav;
  await customElements.whenDefined('pb-dot-nav');
  await el.updateComplete;
  return { nav: el, sections: [...root.querySelectorAll<HTMLElement>('main > section')] };
}

const dots = (el: PbDotNav) => [...(el.shadowRoot?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
const currentDots = (el: PbDotNav) => dots(el).map((a) => a.getAttribute('aria-current'));

/** Two shared frames (the scheduler's read and write, then React's commit). */
async function settle(el: PbDotNav): Promise<void> {
  // Six frames, not two: WebKit delivers the in-view observer's records some rendering updates later than Chromium.
  for (let i = 0; i < 6; i++) await nextFrame();
  await el.updateComplete;
}

describe('<pb-dot-nav>', () => {
  before(async () => {
    // Upgrade: measured with the light styles only, then defined; nothing may move.
    const style = document.createElement('style');
    style.textContent = lightStyles;
    document.head.append(style);
    const wrap = document.createElement('div');
    wrap.innerHTML =
      '<p>Before</p><pb-dot-nav></pb-dot-nav><main><section><h2>A</h2></section><section><h2>B</h2></section></main><p id="after">After</p>';
    document.body.append(wrap);
    expect(customElements.get('pb-dot-nav')).to.equal(undefined);
    // The page around it; the nav itself is fixed, out of the flow, before and after.
    const rects = () => [...wrap.querySelectorAll('p, main, section')].map((c) => c.getBoundingClientRect().toJSON());
    const initial = rects();
    await import('../../elements/pb-dot-nav.js');
    const el = wrap.querySelector('pb-dot-nav') as PbDotNav;
    await el.updateComplete;
    expect(dots(el).length, 'upgraded').to.equal(2);
    expect(rects(), 'no layout shift').to.deep.equal(initial);
    expect(getComputedStyle(el).position).to.equal('fixed');
    wrap.remove();
  });

  afterEach(async () => {
    cancelScroll();
    sinon.restore();
    resetWarnings();
    setOffset('header', null);
    history.replaceState(null, '', location.pathname + location.search);
    window.scrollTo({ top: 0, behavior: 'instant' });
    fixtureCleanup();
    await aTimeout(0);
  });

  it('is accessible', async () => {
    const { nav } = await sectionsPage(3);
    await expect(nav).to.be.accessible();
  });

  it('renders a labelled nav landmark of links to each section, named by heading or number', async () => {
    const { nav, sections } = await sectionsPage(3);
    const landmark = nav.shadowRoot?.querySelector('nav');
    expect(landmark?.getAttribute('aria-label')).to.equal('Page sections');
    expect(
      sections.map((s) => s.id),
      'ids given only where missing',
    ).to.deep.equal(['pb-section-1', 'work', 'pb-section-3']);
    expect(dots(nav).map((a) => a.getAttribute('href'))).to.deep.equal(['#pb-section-1', '#work', '#pb-section-3']);
    expect(dots(nav).map((a) => a.textContent)).to.deep.equal(['Section 1', 'Our work', 'Section 3']);
    expect(dots(nav)[0]?.getBoundingClientRect().width, 'a 24px target').to.equal(24);
  });

  it('shows nothing with one section', async () => {
    const { nav } = await sectionsPage(1);
    expect(nav.shadowRoot?.querySelector('nav')).to.equal(null);
    expect(nav.getBoundingClientRect().height).to.equal(0);
  });

  it('picks up sections added to the page later', async () => {
    const { nav, sections } = await sectionsPage(1);
    const added = document.createElement('section');
    added.innerHTML = '<h2>Late arrival</h2>';
    added.style.height = '300px';
    sections[0]?.after(added);
    await waitUntil(() => dots(nav).length === 2, 'a dot for the new section');
    expect(dots(nav).map((a) => a.textContent)).to.deep.equal(['Section 1', 'Late arrival']);
  });

  it('takes its strings from messages and its sections from `sections`; a bad selector warns', async () => {
    const warn = sinon.stub(console, 'warn');
    const { nav } = await sectionsPage(
      2,
      `<pb-dot-nav sections="main > section:first-child" messages='{"label":"Abschnitte","section":"Teil {n}"}'></pb-dot-nav>`,
    );
    expect(dots(nav).length, 'one match: hidden').to.equal(0);
    nav.setAttribute('sections', 'main > section');
    await nav.updateComplete;
    expect(nav.shadowRoot?.querySelector('nav')?.getAttribute('aria-label')).to.equal('Abschnitte');
    expect(dots(nav)[0]?.textContent).to.equal('Teil 1');
    nav.setAttribute('sections', '[[');
    await nav.updateComplete;
    expect(String(warn.firstCall?.args[0])).to.contain('<pb-dot-nav> attribute "sections"');
    expect(dots(nav).length, 'the default selector').to.equal(2);
  });

  it('marks the section at the top (below the offsets) with aria-current as the page scrolls', async () => {
    const { nav, sections } = await sectionsPage(3);
    setOffset('header', { top: 80 });
    await settle(nav);
    expect(currentDots(nav)).to.deep.equal(['true', null, null]);
    const top = (s: HTMLElement) => s.getBoundingClientRect().top + window.scrollY;
    window.scrollTo({ top: top(sections[1] as HTMLElement) - 80, behavior: 'instant' });
    await settle(nav);
    expect(currentDots(nav), 'second at the header').to.deep.equal([null, 'true', null]);
    window.scrollTo({ top: top(sections[1] as HTMLElement) - 60, behavior: 'instant' });
    await settle(nav);
    expect(currentDots(nav), 'still the second').to.deep.equal([null, 'true', null]);
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    await settle(nav);
    expect(currentDots(nav), 'page end').to.deep.equal([null, null, 'true']);
    expect(dots(nav)[2]?.getAttribute('part')).to.equal('dot dot-current');
  });

  it('a click smooth-scrolls in 800 ms below the offsets, focuses the section and pushes its hash', async () => {
    const { nav, sections } = await sectionsPage(3);
    setOffset('header', { top: 80 });
    const target = sections[1] as HTMLElement;
    await nextFrame();
    const clock = sinon.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    dots(nav)[1]?.click();
    expect(location.hash).to.equal('#work');
    expect(nav.ownerDocument.activeElement).to.equal(target);
    clock.tick(SCROLL.duration / 2);
    expect(target.getBoundingClientRect().top, 'under way').to.be.above(80);
    clock.tick(SCROLL.duration / 2 + 50);
    expect(target.getBoundingClientRect().top, 'below the header, to the pixel').to.be.closeTo(80, 1);
    clock.restore();
    await settle(nav);
    expect(currentDots(nav)).to.deep.equal([null, 'true', null]);
  });
});
