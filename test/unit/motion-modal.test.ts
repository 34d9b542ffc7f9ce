/**
 * CCH §2, §9 builder dimensions: in the theme builder and the layout block builder the page is edited in the
 * builder's modal, expanded below 1200 px and floating with 200 px of outer spacing from there, its header
 * (56 px) and footer (40 px) over the page; motion effects measure an item's progress against the modal's body.
 * The pure band, the fallback where the builder's window cannot be read (this test page is no frame), and the
 * store moving an item against the band. The same-origin builder window is in motion-modal-frame.test.ts.
 */
import { expect } from '@open-wc/testing';
import { inModal, modalBand, modalBody, modalIsExpanded } from '../../src/core/builder/modal.js';
import { BUILDER } from '../../src/core/constants/builder.js';
import { BUILDER_CONTEXTS } from '../../src/core/constants/builder-context.js';
import { motionViewport, progressAt, scrollRange } from '../../src/core/motion/compute.js';
import { readMotionItem } from '../../src/core/motion/data.js';
import { type MotionEnv, windowEnv } from '../../src/core/motion/env.js';
import { MotionController } from '../../src/core/motion/runtime.js';

const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
const microtask = () => Promise.resolve();
const probe = document.createElement('div');
const css = (transform: string): string => {
  probe.style.transform = transform;
  return probe.style.transform;
};

describe('motion in the builder’s modal', () => {
  afterEach(() => {
    for (const name of ['pbContext', 'pbPreview']) delete document.documentElement.dataset[name];
  });

  it('places the modal’s body: expanded below 1200 px, floating with 100 px above and below from there', () => {
    expect(BUILDER.dimensions).to.include({ modalExpanded: 1200, outerSpacing: 200, modalHeader: 56, modalFooter: 40 });
    expect([1199, 1200].map(modalIsExpanded)).to.deep.equal([true, false]);
    // Expanded: the window's height less the header (56) and the footer (40).
    expect(modalBody(1199, 800)).to.deep.equal({ top: 56, bottom: 760 });
    // Floating: 100 px of the outer spacing above and below as well.
    expect(modalBody(1200, 800)).to.deep.equal({ top: 156, bottom: 660 });
    expect(modalBody(1920, 1080)).to.deep.equal({ top: 156, bottom: 940 });
    // A window too short for the modal's chrome leaves an empty band, never an inverted one.
    expect(modalBody(1300, 250)).to.deep.equal({ top: 156, bottom: 156 });
    expect(BUILDER_CONTEXTS.filter(inModal)).to.deep.equal(['theme-builder', 'layout-block-builder']);
  });

  it('measures progress against the band: its edges bound the viewport, a taller bar at the top wins', () => {
    const band = { top: 156, bottom: 660 };
    // The band's top, then the builder's content offset (100): 256 down, 404 high.
    expect(motionViewport(800, { offsetTop: 56, builder: true, realMobile: false, band })).to.deep.equal({
      top: 256,
      height: 404,
    });
    // A fixed bar reaching below the band's top covers it from there.
    expect(motionViewport(800, { offsetTop: 200, builder: true, realMobile: false, band })).to.deep.equal({
      top: 300,
      height: 360,
    });
    // No band: the whole window, as before.
    expect(motionViewport(800, { offsetTop: 56, builder: true, realMobile: false, band: null })).to.deep.equal({
      top: 156,
      height: 644,
    });
    const view = motionViewport(800, { offsetTop: 0, builder: true, realMobile: false, band });
    expect([progressAt(1660, 1000, view), progressAt(1256, 1000, view)]).to.deep.equal([0, 100]);
    expect(scrollRange(1660, view)).to.deep.equal([1000, 1404]);
  });

  it('without a readable builder window takes the page’s viewport for the modal: its header and footer over it', () => {
    expect(modalBand(window, 'theme-builder')).to.deep.equal({ top: 56, bottom: innerHeight - 40 });
    expect(modalBand(window, 'layout-block-builder', true)).to.deep.equal({ top: 56, bottom: innerHeight - 40 });
    for (const context of ['front-end', 'visual-builder', 'backend-builder', 'layout-block-preview'] as const) {
      expect(modalBand(window, context), context).to.equal(null);
    }
    const env = windowEnv(document);
    expect(env.band?.()).to.equal(null);
    document.documentElement.dataset.pbContext = 'layout-block-builder';
    expect(env.band?.()).to.deep.equal({ top: 56, bottom: innerHeight - 40 });
    document.documentElement.dataset.pbContext = 'visual-builder';
    expect(env.band?.()).to.equal(null);
  });

  it('moves an item by its progress through the modal’s body (the scheduler path)', async () => {
    const values: Record<string, unknown> = {
      width: 1300,
      height: 800,
      scrollY: 0,
      maxScroll: 10_000,
      landscape: true,
      realMobile: false,
      builder: true,
      zoom: false,
      reduced: false,
      offsetTop: 56,
      timelines: false,
      band: { top: 156, bottom: 660 },
    };
    const env = Object.fromEntries(Object.keys(values).map((k) => [k, () => values[k]])) as unknown as MotionEnv;
    const c = new MotionController(document, { env, compositor: false });
    const el = document.createElement('div');
    el.id = 'hero_tb_body';
    el.style.cssText = 'position:absolute;left:0;top:1000px;height:100px;width:100px';
    document.body.append(el);
    const off = c.add(el, (d) => readMotionItem({ translateY: '0|50|50|100|100|0|-100' }, d));
    try {
      await microtask();
      await frames();
      for (let n = 0; n < 60 && c.easing; n++) await frames();
      // The viewport 256..660 (404 high); the middle at 1050 with no scroll: (0 + 660 - 1050) / 404 < 0.
      expect(el.style.transform).to.equal(css('translate(0px, 100px)'));
      values.scrollY = 592; // (592 + 660 - 1050) / 404 = 50 %: the middle value
      window.dispatchEvent(new Event('scroll'));
      await frames();
      for (let n = 0; n < 60 && c.easing; n++) await frames();
      expect(el.style.transform).to.equal(css('translate(0px, 0px)'));
      // The whole window would give (592 + 800 - 1050) / 644 = 53.1 %: -6.2 px.
      values.scrollY = 693; // (693 + 660 - 1050) / 404 = 75 %: -50 px
      window.dispatchEvent(new Event('scroll'));
      await frames();
      for (let n = 0; n < 60 && c.easing; n++) await frames();
      expect(el.style.transform).to.equal(css('translate(0px, -50px)'));
    } finally {
      off();
      await microtask();
      el.remove();
    }
  });
});
