/**
 * No layout shift on upgrade: with `lightStyles` on the page, a `<pb-slider>` or
 * `<pb-carousel>` that is not yet defined already has its final height, and its
 * first slide (or first items) sit where they will be. This file must not
 * import the elements statically; they are defined mid-file.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { PbCarousel, PbSlider } from '../../elements/pb-slider.js';
import { lightStyles as carouselLight } from '../../src/components/carousel/styles.js';
import { lightStyles as sliderLight } from '../../src/components/slider/styles.js';

const slides = `
  <pb-slide><h2>Hand-thrown</h2><p>Short.</p></pb-slide>
  <pb-slide layout="light"><h2>Workshops</h2><p>A longer slide.</p><p>Two paragraphs.</p><p>Three.</p></pb-slide>
  <pb-slide><h2>Commissions</h2></pb-slide>`;
const videos = `
  <pb-slide><video muted width="320" height="180"></video></pb-slide>
  <pb-slide><video muted width="320" height="180"></video></pb-slide>`;
const items = Array.from(
  { length: 7 },
  (_, i) => `<div><h3>Project ${i + 1}</h3><p>${'Text. '.repeat(i + 1)}</p></div>`,
).join('');

interface Case {
  name: string;
  html: string;
  width: number;
  /** The light-DOM child whose position must not move. */
  child: number;
}

const cases: Case[] = [
  {
    name: 'slider, fade, tallest slide not first',
    html: `<pb-slider auto>${slides}</pb-slider>`,
    width: 1200,
    child: 0,
  },
  {
    name: 'slider, slide transition, phone',
    html: `<pb-slider transition="slide">${slides}</pb-slider>`,
    width: 375,
    child: 0,
  },
  { name: 'slider with thumbnails', html: `<pb-slider thumbnails>${slides}</pb-slider>`, width: 800, child: 0 },
  { name: 'video slider (thumbnails by default)', html: `<pb-slider>${videos}</pb-slider>`, width: 800, child: 0 },
  { name: 'carousel, 3 columns', html: `<pb-carousel>${items}</pb-carousel>`, width: 1200, child: 2 },
  { name: 'carousel, wide column', html: `<pb-carousel column="wide">${items}</pb-carousel>`, width: 1200, child: 3 },
  {
    name: 'carousel, own columns on a phone',
    html: `<pb-carousel columns="4" columns-phone="2">${items}</pb-carousel>`,
    width: 375,
    child: 1,
  },
  {
    name: 'portfolio carousel, 1600 px',
    html: `<pb-carousel mode="portfolio">${items}</pb-carousel>`,
    width: 1700,
    child: 4,
  },
  {
    name: 'portfolio carousel, 800 px',
    html: `<pb-carousel mode="portfolio">${items}</pb-carousel>`,
    width: 800,
    child: 2,
  },
];

interface Box {
  height: number;
  top: number;
  left: number;
  width: number;
}

function measure(el: Element, child: number): Box {
  const box = el.getBoundingClientRect();
  const inner = (el.children[child]?.firstElementChild ?? el.children[child]) as Element;
  const c = inner.getBoundingClientRect();
  return { height: box.height, top: c.top - box.top, left: c.left - box.left, width: c.width };
}

describe('<pb-slider> and <pb-carousel> upgrade', () => {
  const style = document.createElement('style');
  const elements: HTMLElement[] = [];
  const measured: Box[] = [];

  async function at(width: number): Promise<void> {
    await setViewport({ width, height: 900 });
  }

  before(async () => {
    style.textContent = sliderLight + carouselLight;
    document.head.append(style);
    for (const c of cases) {
      const wrap = document.createElement('div');
      wrap.innerHTML = c.html;
      document.body.append(wrap);
      elements.push(wrap.firstElementChild as HTMLElement);
    }
    for (const [i, c] of cases.entries()) {
      await at(c.width);
      for (const el of elements) el.parentElement?.toggleAttribute('hidden', el !== elements[i]);
      measured.push(measure(elements[i] as HTMLElement, c.child));
      expect(measured[i]?.height, c.name).to.be.greaterThan(0);
    }
    expect(customElements.get('pb-slider')).to.equal(undefined);
    // One registration file defines the slider, its slides and the carousel.
    await import('../../elements/pb-slider.js');
    for (const el of elements) await (el as PbSlider | PbCarousel).updateComplete;
  });

  it('is accessible after the upgrade', async () => {
    await at(1200);
    for (const el of elements) {
      el.parentElement?.toggleAttribute('hidden', false);
      await expect(el).to.be.accessible();
    }
  });

  it('keeps every box where it was', async () => {
    for (const [i, c] of cases.entries()) {
      await at(c.width);
      for (const el of elements) el.parentElement?.toggleAttribute('hidden', el !== elements[i]);
      const was = measured[i] as Box;
      // A viewport change reaches the elements through the frame scheduler and the bus; let it settle.
      let after = measure(elements[i] as HTMLElement, c.child);
      for (let f = 0; f < 10 && Math.abs(after.height - was.height) > 1; f += 1) {
        await new Promise(requestAnimationFrame);
        after = measure(elements[i] as HTMLElement, c.child);
      }
      for (const key of ['height', 'top', 'left', 'width'] as const) {
        expect(Math.abs(after[key] - was[key]), `${c.name}: ${key} ${was[key]} -> ${after[key]}`).to.be.at.most(1);
      }
    }
    for (const el of elements) el.parentElement?.remove();
    style.remove();
    await at(800);
  });
});
