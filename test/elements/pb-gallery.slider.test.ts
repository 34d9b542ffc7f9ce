/**
 * `<pb-gallery layout="slider">`: the items through a `<pb-slider>`, one `<pb-slide>` each, with the slider's
 * controls and semantics, and each item still opening the lightbox at its image among all of them.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/pb-gallery.js';
import type { PbGallery } from '../../elements/pb-gallery.js';
import type { PbSlider } from '../../elements/pb-slider.js';
import { resetWarnings } from '../../src/core/log/index.js';

const IMG = '/test/fixtures/lightbox';
const files = ['a.svg', 'b.svg', 'c.svg', 'd.svg', 'a.svg'];
const items = (hidden = false) =>
  files.map(
    (f, i) =>
      html`<a href="${IMG}/${f}?${i}" data-pb-lightbox="kiln" ?hidden=${hidden && i > 1}><img src="${IMG}/${f}" alt="Kiln ${i + 1}" width="40" height="30" /></a>`,
  );

const root = (el: Element) => el.shadowRoot as ShadowRoot;
const sliderOf = (el: Element) => root(el).querySelector('pb-slider') as PbSlider;
const inSlider = (el: Element, part: string) => [
  ...(sliderOf(el).shadowRoot?.querySelectorAll<HTMLElement>(`[part~="${part}"]`) ?? []),
];

async function slider(markup: ReturnType<typeof html>): Promise<PbGallery> {
  const el = await fixture<PbGallery>(markup);
  await customElements.whenDefined('pb-slider');
  await waitUntil(() => inSlider(el, 'slide').length === files.length, 'the slider rendered its slides');
  return el;
}

const lightbox = () => document.querySelector('pb-lightbox');
const counter = () => lightbox()?.shadowRoot?.querySelector('[part~="counter"]')?.textContent;
const dialogOpen = () => Boolean(lightbox()?.shadowRoot?.querySelector('dialog')?.open);

describe('<pb-gallery layout="slider">', () => {
  beforeEach(() => emulateMedia({ reducedMotion: 'reduce' }));
  afterEach(async () => {
    sinon.restore();
    resetWarnings();
    lightbox()?.shadowRoot?.querySelector('dialog')?.close();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('is accessible', async () => {
    const el = await slider(html`<pb-gallery id="kiln" layout="slider">${items()}</pb-gallery>`);
    await expect(el).to.be.accessible();
  });

  it('shows every item as a slide of a <pb-slider>, one at a time, with no paging', async () => {
    const el = await slider(html`<pb-gallery id="kiln" layout="slider">${items(true)}</pb-gallery>`);
    const s = sliderOf(el);
    expect(s.getAttribute('part')).to.equal('slider');
    const slides = [...s.children];
    expect(slides.map((c) => c.localName)).to.deep.equal(files.map(() => 'pb-slide'));
    // Each slide projects its own item: the author's links stay in the light DOM, none of them hidden.
    slides.forEach((slide, i) => {
      const slot = slide.querySelector('slot') as HTMLSlotElement;
      expect(slot.assignedElements()).to.deep.equal([el.children[i]]);
    });
    expect([...el.children].filter((c) => (c as HTMLElement).hidden)).to.have.length(0);
    expect(root(el).querySelector('[part="pagination"], [part="grid"]')).to.equal(null);
    const region = inSlider(el, 'region')[0] as HTMLElement;
    expect(region.getAttribute('aria-roledescription')).to.equal('carousel');
    expect(region.getAttribute('aria-label')).to.equal('Gallery');
    const groups = inSlider(el, 'slide');
    expect(groups.map((g) => g.getAttribute('aria-label'))).to.deep.equal([
      '1 of 5',
      '2 of 5',
      '3 of 5',
      '4 of 5',
      '5 of 5',
    ]);
    expect(groups.map((g) => g.inert)).to.deep.equal([false, true, true, true, true]);
    expect(inSlider(el, 'dot')).to.have.length(5);
  });

  it('moves by the arrows, the dots and the arrow keys', async () => {
    const el = await slider(html`<pb-gallery id="kiln" layout="slider">${items()}</pb-gallery>`);
    const s = sliderOf(el);
    (inSlider(el, 'arrow-next')[0] as HTMLButtonElement).click();
    await s.updateComplete;
    expect(s.active).to.equal(1);
    (inSlider(el, 'dot')[3] as HTMLButtonElement).click();
    await s.updateComplete;
    expect(s.active).to.equal(3);
    (inSlider(el, 'dot')[3] as HTMLButtonElement).focus();
    await sendKeys({ press: 'ArrowRight' });
    await s.updateComplete;
    expect(s.active).to.equal(4);
    expect(inSlider(el, 'slide').map((g) => g.inert)).to.deep.equal([true, true, true, true, false]);
  });

  it('opens the lightbox at the image of the slide shown, among every slide', async () => {
    const el = await slider(html`<pb-gallery id="kiln" layout="slider">${items()}</pb-gallery>`);
    const s = sliderOf(el);
    s.goTo(2);
    await s.updateComplete;
    (el.children[2] as HTMLAnchorElement).click();
    await waitUntil(dialogOpen, 'the lightbox opened');
    await waitUntil(() => counter() === '3 of 5', `counter ${counter()}`);
  });

  it('shows the picture the lightbox closed on, and moves focus to its link', async () => {
    const el = await slider(html`<pb-gallery id="kiln" layout="slider">${items()}</pb-gallery>`);
    const s = sliderOf(el);
    const first = el.children[0] as HTMLAnchorElement;
    first.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => counter() === '1 of 5', 'opened at the first picture');
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await waitUntil(() => counter() === '3 of 5', `counter ${counter()}`);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => s.active === 2, `the slider is at ${s.active}`);
    await waitUntil(() => document.activeElement === el.children[2], "focus on the shown slide's link");
    expect(inSlider(el, 'slide').map((g) => g.inert)).to.deep.equal([true, true, false, true, true]);
  });

  it("shows the thumbnails strip with each item's picture", async () => {
    const el = await slider(html`<pb-gallery id="kiln" layout="slider" thumbnails>${items()}</pb-gallery>`);
    const thumbs = inSlider(el, 'thumbnail');
    expect(thumbs).to.have.length(5);
    expect(thumbs.map((t) => t.querySelector('img')?.getAttribute('src'))).to.deep.equal(
      files.map((f) => `${IMG}/${f}`),
    );
    expect(inSlider(el, 'dot')).to.have.length(0);
  });

  it('switches between the grid and the slider, and warns about an unknown layout', async () => {
    const warn = sinon.stub(console, 'warn');
    const el = await fixture<PbGallery>(html`<pb-gallery id="kiln" layout="carousel">${items()}</pb-gallery>`);
    expect(el.layout).to.equal('grid');
    expect(
      warn.getCalls().some((c) => /pb-gallery/.test(String(c.args[0])) && /layout/.test(String(c.args[0]))),
    ).to.equal(true);
    expect(root(el).querySelector('[part="grid"]')).to.not.equal(null);
    expect([...el.children].map((c) => (c as HTMLElement).hidden)).to.deep.equal([false, false, false, false, true]);
    el.setAttribute('layout', 'slider');
    await el.updateComplete;
    await waitUntil(() => inSlider(el, 'slide').length === 5, 'slides');
    expect([...el.children].map((c) => (c as HTMLElement).hidden)).to.deep.equal([false, false, false, false, false]);
    el.removeAttribute('layout');
    await el.updateComplete;
    expect(root(el).querySelector('pb-slider')).to.equal(null);
    expect([...el.children].map((c) => (c as HTMLElement).hidden)).to.deep.equal([false, false, false, false, true]);
  });
});
