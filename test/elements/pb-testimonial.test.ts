/**
 * `<pb-testimonial>` in Chromium (MFT §9). This page has no pb.css: the rules here are the ones the element adopts.
 */
import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/pb-testimonial.js';
import type { PbTestimonial } from '../../elements/pb-testimonial.js';
import { TESTIMONIAL } from '../../src/core/constants/sections.js';
import { resetWarnings } from '../../src/core/log/index.js';

const PORTRAIT = '/demo/pages/demo-assets/portrait-ruben.svg';

const QUOTE = `<figure>
  <blockquote><p>The course was the calmest six evenings of my year. My mug is lopsided and I love it.</p></blockquote>
  <figcaption>
    <img src="${PORTRAIT}" alt="" width="90" height="90">
    <span><strong>Ruben de Vries</strong><br>Beginners' wheel course, spring</span>
  </figcaption>
</figure>`;

async function make(inner = QUOTE, style = ''): Promise<PbTestimonial> {
  const root = await fixture<HTMLElement>(html`<div></div>`);
  root.innerHTML = `<pb-testimonial style="${style}">${inner}</pb-testimonial>`;
  return root.querySelector('pb-testimonial') as PbTestimonial;
}

const size = (el: Element | null) => {
  const r = (el as Element).getBoundingClientRect();
  return [r.width, r.height];
};

describe('<pb-testimonial>', () => {
  let warn: sinon.SinonStub;
  beforeEach(() => {
    resetWarnings();
    warn = sinon.stub(console, 'warn');
  });
  afterEach(() => {
    sinon.restore();
    fixtureCleanup();
  });

  it('is accessible', async () => {
    const el = await make();
    await expect(el).to.be.accessible();
    expect(warn.called).to.equal(false);
  });

  it('keeps the quote, the person and the portrait in figure, blockquote and figcaption', async () => {
    const el = await make();
    expect(el.shadowRoot, 'plain: no shadow root').to.equal(null);
    const figure = el.querySelector(':scope > figure');
    expect(figure?.querySelector(':scope > blockquote')?.textContent).to.contain('calmest six evenings');
    expect(figure?.querySelector(':scope > figcaption')?.textContent).to.contain('Ruben de Vries');
    expect(getComputedStyle(figure as Element).margin, "the figure's default indent removed").to.equal('0px');
  });

  it('draws the portrait as a 90 px circle beside the name, and caps it at 90 px', async () => {
    const el = await make();
    const img = el.querySelector('img') as HTMLImageElement;
    expect(size(img)).to.deep.equal([TESTIMONIAL.portraitMax, TESTIMONIAL.portraitMax]);
    expect(getComputedStyle(img).borderRadius).to.equal('50%');
    const name = (el.querySelector('figcaption span') as HTMLElement).getBoundingClientRect();
    expect(name.left, 'beside the portrait').to.be.at.least(img.getBoundingClientRect().right);
    el.style.setProperty('--pb-testimonial-portrait-size', '200px');
    expect(size(img), 'capped').to.deep.equal([90, 90]);
    el.style.setProperty('--pb-testimonial-portrait-size', '60px');
    expect(size(img)).to.deep.equal([60, 60]);
  });

  it('caps a portrait whose own attributes or the page ask for more', async () => {
    const el = await make(QUOTE.replace('width="90" height="90"', 'width="400" height="300"'));
    expect(size(el.querySelector('img'))).to.deep.equal([90, 90]);
  });

  it("leaves the page's own rules in charge", async () => {
    const el = await make(QUOTE, '--pb-testimonial-gap: 2rem');
    const style = document.createElement('style');
    style.textContent = 'pb-testimonial figure { margin: 0 2rem; }';
    document.head.append(style);
    expect(getComputedStyle(el.querySelector('figure') as Element).marginLeft).to.equal('32px');
    expect(getComputedStyle(el.querySelector('figcaption') as Element).columnGap).to.equal('32px');
    style.remove();
  });

  it('warns when the markup lacks the figure, the quote or the caption, or a portrait has no alt', async () => {
    await make('<p>Lovely mugs.</p>');
    expect(String(warn.firstCall?.args[0])).to.contain('<pb-testimonial>: has no <figure>');
    await make(`<figure><p>Lovely mugs.</p><img src="${PORTRAIT}" alt=""></figure>`);
    const text = warn.args.map((a) => String(a[0]));
    expect(text.some((t) => t.includes('has no <blockquote>'))).to.equal(true);
    expect(text.some((t) => t.includes('has no <figcaption>'))).to.equal(true);
    await make(QUOTE.replace('alt=""', ''));
    expect(String(warn.lastCall?.args[0])).to.match(/portrait ".*portrait-ruben\.svg" has no alt/);
  });
});
