/**
 * The scheduler path's easing (CCH §9, issue 33): a visible item moves to each new value linearly over 200 ms,
 * interpolated in the one frame callback from the value it shows, with no CSS transition and no animation
 * made per frame. The clock, the frames and performance.now are sinon's.
 */
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { MOTION } from '../../src/core/constants/motion.js';
import type { MotionValues } from '../../src/core/motion/compute.js';
import { readMotionItem } from '../../src/core/motion/data.js';
import { type Ease, easing, retarget, shownAt } from '../../src/core/motion/ease.js';
import type { MotionEnv } from '../../src/core/motion/env.js';
import { MotionController } from '../../src/core/motion/runtime.js';

const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
const values = (y: number, opacity?: number): MotionValues =>
  new Map([['translateY', y], ...(opacity === undefined ? [] : [['opacity', opacity] as const])]);

describe('motion easing', () => {
  it('goes from the value shown to the new one linearly over 200 ms, and restarts from where it is', () => {
    const e: Ease = { from: undefined, to: undefined, since: 0 };
    retarget(e, values(100, 0), 0, true);
    expect(shownAt(e, 0)?.get('translateY'), 'the first value: at once').to.equal(100);
    expect(easing(e, 0)).to.equal(false);
    retarget(e, values(0, 100), 1000, true);
    expect([...(shownAt(e, 1050) ?? [])]).to.deep.equal([...values(75, 25)]);
    expect([...(shownAt(e, 1100) ?? [])]).to.deep.equal([...values(50, 50)]);
    expect(easing(e, 1100)).to.equal(true);
    // A new target half-way: from 50 to -100, over a full 200 ms again.
    retarget(e, values(-100, 100), 1100, true);
    expect(shownAt(e, 1200)?.get('translateY')).to.equal(-25);
    // The same target again keeps the pace.
    retarget(e, values(-100, 100), 1200, true);
    expect(shownAt(e, 1250)?.get('translateY')).to.equal(-62.5);
    expect(shownAt(e, 1300)?.get('translateY')).to.equal(-100);
    expect(easing(e, 1300)).to.equal(false);
    // Not eased (an item out of view): the value at once.
    retarget(e, values(40, 100), 1300, false);
    expect(shownAt(e, 1300)?.get('translateY')).to.equal(40);
  });
});

describe('motion store eases in the frame callback', () => {
  let clock: sinon.SinonFakeTimers | undefined;
  const made: HTMLElement[] = [];
  afterEach(() => {
    clock?.restore();
    clock = undefined;
    for (const el of made.splice(0)) el.remove();
    document.adoptedStyleSheets = [];
  });

  it('moves a visible item over 200 ms, one frame at a time, without a transition or an animation', async () => {
    await frames(); // no real frame pending in the shared scheduler
    clock = sinon.useFakeTimers({
      toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'setTimeout', 'clearTimeout'],
    });
    let y = 0;
    const env: MotionEnv = {
      width: () => 1200,
      height: () => 800,
      scrollY: () => y,
      maxScroll: () => 10_000,
      landscape: () => true,
      realMobile: () => false,
      builder: () => false,
      zoom: () => false,
      reduced: () => false,
      offsetTop: () => 0,
      timelines: () => false,
    };
    const c = new MotionController(document, { env, compositor: false });
    const el = document.createElement('div');
    el.style.cssText = 'position:absolute;left:0;top:1000px;height:100px;width:100px';
    document.body.append(el);
    made.push(el);
    const off = c.add(el, (d) => readMotionItem({ translateY: '0|50|50|100|100|0|-100' }, d));
    await Promise.resolve();
    const shown = () => new DOMMatrix(el.style.transform || undefined).f;
    const scroll = (to: number) => {
      y = to;
      window.dispatchEvent(new Event('scroll'));
      clock?.tick(16); // the frame that takes the new target
    };
    try {
      clock.tick(16);
      expect(shown(), 'the first value, at once').to.equal(100);
      scroll(650); // middle 1050: (650 + 800 - 1050) / 800 = 50 % -> 0 px
      expect(shown(), 'the frame of the new target starts from the value shown').to.equal(100);
      clock.tick(96); // 6 frames: 48 % of the way
      expect(shown()).to.be.closeTo(52, 0.01);
      expect([el.style.transition, el.getAnimations().length]).to.deep.equal(['', 0]);
      expect(c.easing).to.equal(true);
      scroll(850); // 75 % -> -50 px, from where the old ease is in that frame: 56 % of the way, 44 px
      clock.tick(96);
      expect(shown()).to.be.closeTo(44 + (-50 - 44) * 0.48, 0.01);
      clock.tick(MOTION.transition);
      expect(shown()).to.equal(-50);
      expect(c.easing).to.equal(false);
      // Nothing moves: no frame is asked for.
      const raf = sinon.spy(window, 'requestAnimationFrame');
      clock.tick(100);
      expect(raf.called).to.equal(false);
      raf.restore();
    } finally {
      off();
      await Promise.resolve();
    }
  });
});
