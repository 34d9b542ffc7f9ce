/**
 * The motion store follows the page (issue 27, §1 and §4): on the frame scheduler, a change of the fixed bars
 * (the offsets topic) and a change of the document's size (a <details> opening above an item) move the items in
 * the next frame, with no scroll and no resize after them. On the compositor path (issue 33), the items share
 * the page's one scroll timeline and a change of the bars moves their ranges, not the sheet.
 */
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { readMotionItem } from '../../src/core/motion/data.js';
import type { MotionEnv } from '../../src/core/motion/env.js';
import { MotionController } from '../../src/core/motion/runtime.js';
import { currentOffsets, setOffset } from '../../src/core/scroll/index.js';
import { itExceptIn } from '../helpers/engines.js';

const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
const microtask = () => Promise.resolve();
/** The scheduler eases a visible item to its new value over 200 ms, frame by frame: its end (bounded). */
async function settled(c: MotionController): Promise<void> {
  for (let n = 0; n < 60 && c.easing; n++) await frames();
}

/** The window as the store sees it: 1200 x 800, at the top, no timelines; the bars from the offsets topic. */
function env(timelines = false): MotionEnv {
  return {
    width: () => 1200,
    height: () => 800,
    scrollY: () => 0,
    maxScroll: () => 10_000,
    landscape: () => true,
    realMobile: () => false,
    builder: () => false,
    zoom: () => false,
    reduced: () => false,
    offsetTop: () => currentOffsets().top,
    timelines: () => timelines,
  };
}

const fields = { translateY: '0|50|50|100|100|0|-100' };
const translateY = (el: HTMLElement) => new DOMMatrix(el.style.transform || undefined).f;

describe('motion store follows the layout', () => {
  const made: Element[] = [];
  afterEach(() => {
    for (const el of made.splice(0)) el.remove();
    setOffset('motion-test', null);
    document.adoptedStyleSheets = [];
  });

  it('moves the scheduler items when the offsets topic changes, without a scroll', async () => {
    const c = new MotionController(document, { env: env(), compositor: false });
    const el = document.createElement('div');
    el.style.cssText = 'position:absolute;left:0;top:600px;height:100px;width:100px';
    document.body.append(el);
    made.push(el);
    const off = c.add(el, (d) => readMotionItem(fields, d));
    await microtask();
    await frames();
    // Middle at 650: (0 + 800 - 650) / 800 = 18.75 % -> 100 - 18.75 * 2 = 62.5 px.
    expect(translateY(el)).to.equal(62.5);
    // A bar of 100 px sticks (a jump ended): viewport 100..800, (100 + 700 - 650) / 700 = 21.43 % -> 57.14 px.
    setOffset('motion-test', { top: 100 });
    await frames();
    await settled(c);
    expect(translateY(el)).to.be.closeTo(57.14, 0.01);
    off();
    await microtask();
  });

  it('measures again when content above an item changes height, without a resize', async () => {
    const c = new MotionController(document, { env: env(), compositor: false });
    const details = document.createElement('details');
    details.innerHTML = '<summary>More</summary><div style="height:400px"></div>';
    const el = document.createElement('div');
    el.style.cssText = 'height:100px;width:100px';
    document.body.append(details, el);
    made.push(details, el);
    const off = c.add(el, (d) => readMotionItem(fields, d));
    await microtask();
    await frames();
    const expected = () => {
      const middle = el.offsetTop + 50;
      const p = ((800 - middle) / 800) * 100;
      return p < 50 ? 100 - p * 2 : -(p - 50) * 2;
    };
    expect(translateY(el)).to.be.closeTo(expected(), 0.01);
    const closed = translateY(el);
    details.open = true;
    await frames();
    await frames();
    await settled(c);
    expect(translateY(el)).to.be.closeTo(expected(), 0.01);
    expect(translateY(el)).to.be.above(closed + 50);
    off();
    await microtask();
  });

  itExceptIn(
    { firefox: 'no scroll-driven animations (animation-timeline) in Firefox ESR: the scheduler path, tested above' },
    'compositor path: one page timeline for every item, and a change of the bars moves their ranges, not the sheet',
    async () => {
      scrollTo(0, 0);
      const spacer = document.createElement('div');
      spacer.style.height = '3000px';
      const at = (top: number) => {
        const el = document.createElement('div');
        el.style.cssText = `position:absolute;left:0;top:${top}px;height:100px;width:100px`;
        return el;
      };
      const [a, b] = [at(600), at(900)];
      document.body.append(spacer, a, b);
      made.push(spacer, a, b);
      const c = new MotionController(document, { env: env(true), compositor: true });
      const offs = [a, b].map((el) => c.add(el, (d) => readMotionItem(fields, d)));
      const computedY = (el: HTMLElement) => new DOMMatrix(getComputedStyle(el).transform).f;
      const replace = sinon.spy(CSSStyleSheet.prototype, 'replaceSync');
      try {
        await microtask();
        await frames();
        expect(c.path).to.equal('compositor');
        const [ta, tb] = [a, b].map((el) => el.getAnimations()[0]?.timeline);
        expect(ta, 'a timeline').to.not.equal(undefined);
        expect(ta, 'the same timeline object').to.equal(tb);
        // Middle at 650, as on the scheduler above: 62.5 px; with a bar of 100 px, 57.14 px.
        expect(computedY(a)).to.be.closeTo(62.5, 0.01);
        const written = replace.callCount;
        setOffset('motion-test', { top: 100 });
        await frames();
        expect(computedY(a)).to.be.closeTo(57.14, 0.01);
        expect(replace.callCount, 'no new sheet for new bars').to.equal(written);
        expect(a.getAnimations()[0]?.timeline).to.equal(ta);
      } finally {
        replace.restore();
        for (const off of offs) off();
        await microtask();
      }
    },
  );
});
