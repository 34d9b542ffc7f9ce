import { aTimeout, expect, fixture, nextFrame } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/pb-slider.js';
import type { PbCarousel } from '../../elements/pb-slider.js';
import type { SlideChangeDetail } from '../../src/components/slider/index.js';
import { CAROUSEL, SLIDER } from '../../src/core/constants/index.js';
import { resetWarnings } from '../../src/core/log/index.js';
import { specClock } from '../helpers/index.js';

const items = (n: number) =>
  Array.from({ length: n }, (_, i) => `<article><h3>Project ${i + 1}</h3><p>Glaze study.</p></article>`).join('');

async function mount(attrs: string, n = 8, width = '1200px'): Promise<PbCarousel> {
  const el = await fixture<PbCarousel>(`<pb-carousel ${attrs} style="width:${width}">${items(n)}</pb-carousel>`);
  await el.updateComplete;
  await nextFrame();
  return el;
}

const q = (el: Element, selector: string) => [...(el.shadowRoot?.querySelectorAll<HTMLElement>(selector) ?? [])];
const one = (el: Element, selector: string) => q(el, selector)[0] as HTMLElement;
const shown = (el: Element) => q(el, '[part=slide]').flatMap((s, i) => (s.hasAttribute('data-shown') ? [i] : []));
const columnsOf = (el: Element) =>
  Math.round(one(el, '[part=viewport]').clientWidth / (q(el, '[part=slide]')[0]?.getBoundingClientRect().width ?? 1));

function changes(el: Node): SlideChangeDetail[] {
  const seen: SlideChangeDetail[] = [];
  el.addEventListener('pb-slide-change', (e) => seen.push((e as CustomEvent<SlideChangeDetail>).detail));
  return seen;
}

describe('<pb-carousel>', () => {
  beforeEach(() => aTimeout(1));
  afterEach(async () => {
    sinon.restore();
    resetWarnings();
    await setViewport({ width: 800, height: 600 });
  });

  it('is accessible', async () => {
    const el = await mount('auto');
    await expect(el).to.be.accessible();
  });

  it('shows 3 columns, 2 in a narrow column, 4 in a wide one from a 768 px viewport, or its own columns', async () => {
    await setViewport({ width: 1200, height: 800 });
    expect(columnsOf(await mount(''))).to.equal(CAROUSEL.columns);
    expect(columnsOf(await mount('column="narrow"'))).to.equal(CAROUSEL.narrowColumns);
    const wide = await mount('column="wide"');
    expect(columnsOf(wide)).to.equal(CAROUSEL.wideColumns);
    expect(shown(wide)).to.deep.equal([0, 1, 2, 3]);
    expect(q(wide, '[part=dot]')).to.have.length(8 - 4 + 1);
    await setViewport({ width: 767, height: 800 });
    await nextFrame();
    expect(columnsOf(wide)).to.equal(CAROUSEL.columns);
    expect(columnsOf(await mount('columns="5" columns-phone="1"'))).to.equal(1);
    expect(columnsOf(await mount('columns="5"'))).to.equal(5);
  });

  it('moves by one item in 1000 ms on the compositor, ignoring moves meanwhile and wrapping', async () => {
    const el = await mount('');
    const seen = changes(el);
    const clock = specClock();
    one(el, '[part~=arrow-next]').click();
    await el.updateComplete;
    expect(getComputedStyle(one(el, '[part=track]')).transitionDuration).to.equal('1s');
    expect(shown(el)).to.deep.equal([1, 2, 3]);
    clock.tick(SLIDER.carouselSlide - 1);
    el.next();
    clock.tick(1);
    el.goTo(5);
    clock.tick(SLIDER.carouselSlide);
    el.next();
    expect(seen.map((d) => d.index)).to.deep.equal([1, 5, 0]);
    await el.updateComplete;
    expect(shown(el)).to.deep.equal([0, 1, 2]);
  });

  it('in portfolio mode takes columns from its own width and moves by a group in 700 ms', async () => {
    const widths: [string, number][] = [
      ['1600px', 5],
      ['1599px', 4],
      ['1024px', 4],
      ['768px', 3],
      ['480px', 2],
      ['479px', 1],
    ];
    for (const [width, n] of widths) {
      const el = await mount('mode="portfolio"', 8, width);
      expect(columnsOf(el), width).to.equal(n);
      const slide = q(el, '[part=slide]')[0] as HTMLElement;
      expect(slide.getBoundingClientRect().height).to.be.closeTo(
        slide.getBoundingClientRect().width * CAROUSEL.itemHeight,
        1,
      );
    }
    const el = await mount('mode="portfolio"', 8, '1024px');
    expect(q(el, '[part=dot]')).to.have.length(2);
    const seen = changes(el);
    const clock = specClock();
    el.next();
    await el.updateComplete;
    expect(getComputedStyle(one(el, '[part=track]')).transitionDuration).to.equal('0.7s');
    expect(shown(el)).to.deep.equal([4, 5, 6, 7]);
    clock.tick(CAROUSEL.portfolioSlide - 1);
    el.next();
    clock.tick(1);
    el.next();
    expect(seen.map((d) => d.index)).to.deep.equal([1, 0]);
  });

  it('follows its width through the one ResizeObserver: fewer columns, fewer positions', async () => {
    const el = await mount('mode="portfolio"', 8, '1600px');
    expect(q(el, '[part=dot]')).to.have.length(2);
    el.style.width = '500px';
    let tries = 0;
    while (q(el, '[part=dot]').length !== 4 && tries++ < 10) await nextFrame();
    expect(q(el, '[part=dot]')).to.have.length(4);
  });

  it("keeps a valid group through a visitor's resize, active following it, with no warning for the author", async () => {
    const warn = sinon.stub(console, 'warn');
    const el = await mount('mode="portfolio"', 10, '479px');
    el.goTo(9);
    await el.updateComplete;
    expect(shown(el)).to.deep.equal([9]);
    el.style.width = '1600px';
    let tries = 0;
    while (q(el, '[part=dot]').length !== 2 && tries++ < 10) await nextFrame();
    await el.updateComplete;
    expect(q(el, '[part=dot]')).to.have.length(2);
    expect(el.active).to.equal(1);
    expect(el.getAttribute('active')).to.equal('1');
    expect(shown(el), 'the group holding the item that was shown').to.deep.equal([5, 6, 7, 8, 9]);
    expect(one(el, '[part=dot][aria-current]')).to.equal(q(el, '[part=dot]')[1]);
    el.style.width = '479px';
    tries = 0;
    while (q(el, '[part=dot]').length !== 10 && tries++ < 10) await nextFrame();
    await el.updateComplete;
    expect(el.active, 'narrowing keeps the first item shown').to.equal(5);
    expect(warn.called, warn.args.join(' | ')).to.equal(false);
    el.setAttribute('active', '10');
    await el.updateComplete;
    expect(
      warn.args.some(([w]) => String(w).includes('"active"')),
      "an author's bad value still warns",
    ).to.equal(true);
    warn.resetHistory();
    resetWarnings();
    const authored = await mount('mode="portfolio" active="9"', 10, '1600px');
    expect(
      warn.args.some(([w]) => String(w).includes('got 9')),
      'out of range as written: warned',
    ).to.equal(true);
    expect(shown(authored)).to.deep.equal([0, 1, 2, 3, 4]);
  });

  it('keeps items out of view inert and labels each "n of N"', async () => {
    const el = await mount('');
    expect(q(el, '[part=slide]').map((s) => s.inert)).to.deep.equal([
      false,
      false,
      false,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(q(el, '[part=slide]')[7]?.getAttribute('aria-label')).to.equal('8 of 8');
  });

  it('keeps the arrows clear of the pause button in a short carousel at 200 % text (WCAG 1.4.4)', async () => {
    document.documentElement.style.fontSize = '200%';
    try {
      // Portfolio items in 4 columns of 300 px are 225 px tall: less than the 2 rem gap, 2 buttons and their margins.
      const el = await mount('mode="portfolio" auto', 8, '1200px');
      const pause = one(el, '[part=rotation]').getBoundingClientRect();
      const next = one(el, '[part~=arrow-next]').getBoundingClientRect();
      const prev = one(el, '[part~=arrow-prev]').getBoundingClientRect();
      expect(next.top, 'the next arrow starts below the pause button').to.be.at.least(pause.bottom);
      expect(prev.top).to.equal(next.top);
      expect(next.bottom).to.be.at.most(one(el, '[part=viewport]').getBoundingClientRect().bottom);
    } finally {
      document.documentElement.style.fontSize = '';
    }
  });
});
