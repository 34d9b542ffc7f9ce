/**
 * `<pb-parallax>` in Chromium, on both of the motion runtime's paths: the image moves 0.3 of the scroll through the
 * band's travel and covers the band at both ends; reduced motion keeps it still; the frame path adds no scroll
 * listener of its own (one for it and pb-motion together, the frame scheduler's); the `image` attribute.
 */
import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/pb-motion.js';
import '../../elements/pb-parallax.js';
import type { PbParallax } from '../../elements/pb-parallax.js';
import { PARALLAX } from '../../src/core/constants/entrance.js';
import { registeredCount } from '../../src/core/frame/index.js';
import { resetWarnings } from '../../src/core/log/index.js';
import { coverHeight, parallaxController, parallaxOffset } from '../../src/core/motion/parallax.js';
import { CSS_REDUCED_MOTION, engine, itExceptIn } from '../helpers/engines.js';
import { setPageConfig } from '../helpers/index.js';

const frame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)));
const frames = async (n = 3) => {
  for (let i = 0; i < n; i++) await frame();
};
/** A 1 px image, so nothing waits for the network. */
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const BAND = 300;
const ABOVE = 1000;

/** The band between two spacers, so it travels all the way through the viewport. */
async function band(): Promise<PbParallax> {
  const wrap = await fixture<HTMLElement>(html`<div>
    <div style="height:${ABOVE}px"></div>
    <pb-parallax style="height:${BAND}px"><img src=${PIXEL} alt="" /><p>Fired twice, at 1240 °C.</p></pb-parallax>
    <div style="height:2000px"></div>
  </div>`);
  const el = wrap.querySelector('pb-parallax') as PbParallax;
  await Promise.resolve();
  await frames();
  return el;
}

/** The image's offset below its rest (bottom-aligned), and whether it covers the band. */
function measure(el: PbParallax): { offset: number; covers: boolean } {
  const b = el.getBoundingClientRect();
  const i = (el.imageElement as HTMLImageElement).getBoundingClientRect();
  return { offset: i.top - (b.bottom - i.height), covers: i.top <= b.top + 0.5 && i.bottom >= b.bottom - 0.5 };
}

/** Scrolls to `y` and waits for the frame that follows it. */
async function scrollTo(y: number): Promise<void> {
  window.scrollTo(0, y);
  await frames();
}

describe('<pb-parallax>', () => {
  let warn: sinon.SinonStub;
  beforeEach(() => {
    resetWarnings();
    warn = sinon.stub(console, 'warn');
  });
  afterEach(async () => {
    fixtureCleanup();
    window.scrollTo(0, 0);
    sinon.restore();
    setPageConfig(null);
    await emulateMedia({ reducedMotion: 'no-preference' });
    await frames(1);
  });

  it('is accessible', async () => {
    const el = await band();
    await expect(el).to.be.accessible();
  });

  it('the maths: the image covers its box over the whole travel, offset 0.3 of the scroll within it', () => {
    const view = 600;
    const box = { top: 1000, height: 300, imageHeight: coverHeight(300, view) };
    expect(box.imageHeight).to.equal(300 + PARALLAX.factor * 900);
    expect(parallaxOffset(box.top - view, box, view)).to.equal(0);
    expect(parallaxOffset(box.top - view + 100, box, view)).to.be.closeTo(30, 1e-9);
    expect(parallaxOffset(box.top + box.height, box, view)).to.be.closeTo(270, 1e-9);
    // Held at both ends.
    expect(parallaxOffset(0, box, view)).to.equal(0);
    expect(parallaxOffset(5000, box, view)).to.be.closeTo(270, 1e-9);
    // Never more than the image has to spare.
    expect(parallaxOffset(5000, { ...box, imageHeight: 400 }, view)).to.equal(100);
  });

  for (const path of ['compositor', 'frame'] as const) {
    const timelines = CSS.supports('animation-timeline: view()');
    const reasons = path === 'compositor' && !timelines ? { [engine]: 'no scroll-driven animations' } : {};
    itExceptIn(
      reasons,
      `moves the image 0.3 of the scroll and covers the band at both ends (${path} path)`,
      async () => {
        if (path === 'frame') setPageConfig({ motion: { compositor: false } });
        const el = await band();
        expect(el.getAttribute('data-pb-parallax')).to.equal(path);
        expect(parallaxController(document).pathOf(el)).to.equal(path);
        const view = innerHeight;
        const img = el.imageElement as HTMLImageElement;
        expect(img.offsetHeight).to.be.closeTo(coverHeight(BAND, view), 1);
        // The travel: from the band's top at the viewport's bottom to its bottom at the viewport's top.
        const top = el.getBoundingClientRect().top + scrollY;
        const start = top - view;
        const end = top + BAND;
        for (const y of [start, start + 200, start + 450, end - 100, end]) {
          await scrollTo(y);
          const { offset, covers } = measure(el);
          expect(offset, `offset at ${y}`).to.be.closeTo(PARALLAX.factor * (y - start), 1);
          expect(covers, `covers at ${y}`).to.equal(true);
        }
        if (path === 'frame') expect(img.style.transform).to.match(/^translate3d\(0px, [\d.]+px, 0px\)$/);
        else expect(img.style.transform).to.equal('');
      },
    );
  }

  it('reduced motion: the image stays still, whatever the scroll', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await band();
    expect(el.getAttribute('data-pb-parallax')).to.equal('still');
    const offsets: number[] = [];
    for (const y of [ABOVE - innerHeight / 2, ABOVE]) {
      await scrollTo(y);
      offsets.push(measure(el).offset);
      expect(measure(el).covers).to.equal(true);
    }
    expect(offsets[1]).to.be.closeTo(offsets[0] as number, 0.5);
    expect((el.imageElement as HTMLImageElement).style.transform).to.equal('');
  });

  itExceptIn(
    { firefox: CSS_REDUCED_MOTION, webkit: CSS_REDUCED_MOTION },
    'reduced motion: the image is the band itself (CSS)',
    async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const el = await band();
      const b = el.getBoundingClientRect();
      const i = (el.imageElement as HTMLImageElement).getBoundingClientRect();
      expect([i.top, i.height]).to.deep.equal([b.top, b.height]);
    },
  );

  it('one scroll listener for pb-motion and pb-parallax together: the frame scheduler adds no second', async () => {
    setPageConfig({ motion: { compositor: false } });
    expect(registeredCount('scroll'), 'nothing registered before').to.equal(0);
    const add = sinon.spy(window, 'addEventListener');
    const el = await band();
    const motion = document.createElement('pb-motion');
    motion.setAttribute('translate-y', '0|50|50|100|40|0|-40');
    motion.textContent = 'Kiln';
    el.after(motion);
    await Promise.resolve();
    await frames();
    expect(el.getAttribute('data-pb-parallax')).to.equal('frame');
    expect(registeredCount('scroll'), 'scroll tasks').to.equal(2);
    expect(add.getCalls().filter((c) => c.args[0] === 'scroll')).to.have.length(1);
    motion.remove();
  });

  it('the image attribute adds a decorative lazy image; a child <img> wins with a warning', async () => {
    const el = await fixture<PbParallax>(html`<pb-parallax image=${PIXEL}><p>Open studio</p></pb-parallax>`);
    const img = el.firstElementChild as HTMLImageElement;
    expect([img.localName, img.alt, img.loading, img.getAttribute('src')]).to.deep.equal(['img', '', 'lazy', PIXEL]);
    expect(el.imageElement).to.equal(img);
    el.image = `${PIXEL}#2`;
    expect(img.getAttribute('src')).to.equal(`${PIXEL}#2`);
    el.removeAttribute('image');
    expect(el.firstElementChild?.localName).to.equal('p');
    expect(warn.args.some((a) => String(a[0]).includes('<pb-parallax> attribute "image": no image'))).to.equal(true);
    const own = await fixture<PbParallax>(
      html`<pb-parallax image=${PIXEL}><img src=${PIXEL} alt="The kiln" /><p>Kiln</p></pb-parallax>`,
    );
    expect(own.querySelectorAll('img')).to.have.length(1);
    expect(warn.args.some((a) => String(a[0]).includes('<pb-parallax> attribute "image": ignored'))).to.equal(true);
  });

  it('detaches on removal: no transform, no scroll task', async () => {
    setPageConfig({ motion: { compositor: false } });
    const el = await band();
    await scrollTo(ABOVE);
    expect(registeredCount('scroll')).to.equal(1);
    const img = el.imageElement as HTMLImageElement;
    el.parentElement?.remove();
    await new Promise((r) => setTimeout(r, 0));
    await Promise.resolve();
    expect(registeredCount('scroll')).to.equal(0);
    expect([img.style.transform, el.hasAttribute('data-pb-parallax')]).to.deep.equal(['', false]);
  });
});
