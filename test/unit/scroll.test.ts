import { expect, fixture, html } from '@open-wc/testing';
import sinon from 'sinon';
import { getBus, mirrorEventName } from '../../src/core/bus/index.js';
import { SCROLL } from '../../src/core/constants/index.js';
import {
  cancelScroll,
  currentOffsets,
  isScrolling,
  type Offsets,
  scrollTargetFor,
  scrollToElement,
  scrollToY,
  setOffset,
} from '../../src/core/scroll/index.js';
import { reduceMotion } from '../helpers/index.js';

const nextFrame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)));

/** A page five viewports tall, with a target two viewports down and one at the very bottom. */
async function tallPage(): Promise<{ target: HTMLElement; bottom: HTMLElement }> {
  const h = window.innerHeight;
  const page = await fixture<HTMLElement>(html`
    <div style="height: ${h * 5}px; position: relative">
      <div id="target" style="position: absolute; top: ${h * 2}px; height: 40px"></div>
      <div id="bottom" style="position: absolute; bottom: 0; height: 40px"></div>
    </div>
  `);
  return { target: page.querySelector('#target') as HTMLElement, bottom: page.querySelector('#bottom') as HTMLElement };
}

/**
 * Fakes the frame clock (requestAnimationFrame and performance.now) so a
 * scroll's 800 ms pass in `tick`. A real frame first lets any frame the
 * scheduler already asked the real clock for run out.
 */
async function frameClock(): Promise<sinon.SinonFakeTimers> {
  await nextFrame();
  return sinon.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
}

describe('offsets topic', () => {
  afterEach(() => {
    setOffset('header', null);
    setOffset('admin-bar', null);
  });

  it('sums the sources, publishes on change only, and drops a removed source', () => {
    const bus = getBus();
    const heard: Offsets[] = [];
    const mirrored: Offsets[] = [];
    const mirror = (e: Event) => mirrored.push((e as CustomEvent<Offsets>).detail);
    document.addEventListener(mirrorEventName('offsets'), mirror);
    const off = bus.subscribe('offsets', (v) => heard.push(v));
    try {
      setOffset('header', { top: 80 });
      setOffset('admin-bar', { top: 32, bottom: 10 });
      setOffset('admin-bar', { top: 32, bottom: 10 });
      expect(currentOffsets()).to.deep.equal({ top: 112, bottom: 10 });
      setOffset('header', null);
      expect(currentOffsets()).to.deep.equal({ top: 32, bottom: 10 });
      setOffset('admin-bar', { top: Number.NaN, bottom: -5 });
      expect(heard.slice(-4)).to.deep.equal([
        { top: 80, bottom: 0 },
        { top: 112, bottom: 10 },
        { top: 32, bottom: 10 },
        { top: 0, bottom: 0 },
      ]);
      expect(mirrored.at(-1), 'public topic mirrored on document').to.deep.equal({ top: 0, bottom: 0 });
    } finally {
      off();
      document.removeEventListener(mirrorEventName('offsets'), mirror);
    }
  });
});

describe('smooth scroller', () => {
  let clock: sinon.SinonFakeTimers | undefined;
  afterEach(() => {
    cancelScroll();
    clock?.restore();
    clock = undefined;
    sinon.restore();
    setOffset('header', null);
    window.scrollTo({ top: 0, behavior: 'instant' });
  });

  it('animates over the duration and lands the element just below the top offset', async () => {
    const { target } = await tallPage();
    setOffset('header', { top: 60 });
    const expected = target.getBoundingClientRect().top + window.scrollY - 60;
    expect(scrollTargetFor(target)).to.equal(expected);
    clock = await frameClock();
    const done = scrollToElement(target);
    expect(isScrolling()).to.equal(true);
    clock.tick(SCROLL.duration / 2);
    expect(window.scrollY, 'half way through')
      .to.be.above(expected * 0.3)
      .and.below(expected * 0.7);
    clock.tick(SCROLL.duration / 2 + 50);
    expect(await done).to.equal(true);
    expect(window.scrollY).to.equal(expected);
    expect(isScrolling()).to.equal(false);
  });

  it('jumps at once when the visitor prefers reduced motion, and on behavior instant', async () => {
    const { target } = await tallPage();
    reduceMotion();
    const done = scrollToElement(target);
    expect(window.scrollY).to.equal(scrollTargetFor(target));
    expect(await done).to.equal(true);
    sinon.restore();
    const instant = scrollToY(100, { behavior: 'instant' });
    expect(window.scrollY).to.equal(100);
    expect(await instant).to.equal(true);
  });

  it('a new scroll cancels the running one', async () => {
    const { target } = await tallPage();
    clock = await frameClock();
    const first = scrollToElement(target);
    clock.tick(200);
    const reached = window.scrollY;
    expect(reached).to.be.above(0);
    const second = scrollToY(50);
    expect(await first).to.equal(false);
    clock.tick(SCROLL.duration + 50);
    expect(await second).to.equal(true);
    expect(window.scrollY).to.equal(50);
  });

  it('stops where it is when the visitor turns the wheel or presses a key', async () => {
    const { target } = await tallPage();
    clock = await frameClock();
    for (const input of [new WheelEvent('wheel', { deltaY: 10 }), new KeyboardEvent('keydown', { key: 'ArrowDown' })]) {
      window.scrollTo({ top: 0, behavior: 'instant' });
      const done = scrollToElement(target);
      clock.tick(200);
      const at = window.scrollY;
      window.dispatchEvent(input);
      clock.tick(SCROLL.duration);
      expect(await done, input.type).to.equal(false);
      expect(window.scrollY, input.type).to.equal(at);
    }
  });

  it('clamps to the bottom of the page', async () => {
    const { bottom } = await tallPage();
    const max = document.documentElement.scrollHeight - window.innerHeight;
    expect(scrollTargetFor(bottom)).to.equal(max);
    clock = await frameClock();
    const done = scrollToY(max + 5000, { duration: 300 });
    clock.tick(350);
    expect(await done).to.equal(true);
    expect(window.scrollY).to.equal(max);
  });
});
