/**
 * No layout shift on upgrade: with `lightStyles` on the page, a `<pb-counter>` that is not yet defined already
 * has the box it has upgraded, and the box keeps its size while the digits count (tabular figures, and the
 * final value's width reserved). This file must not import the element statically; it is defined mid-file.
 */
import { expect, nextFrame } from '@open-wc/testing';
import sinon from 'sinon';
import type { PbCounter } from '../../elements/pb-counter.js';
import { lightStyles } from '../../src/components/counter/styles.js';
import { COUNTER } from '../../src/core/constants/counters.js';
import { inView } from '../helpers/counters.js';
import { expectBoxesKept } from '../helpers/index.js';

/** Each case is a line of text with counters in it; every counter and the text after it are measured. */
const cases = [
  '<p style="text-align: center">Since 2014: <pb-counter value="12">12</pb-counter> <em>years at the wheel.</em></p>',
  '<p><pb-counter value="12400" suffix="+">12,400+</pb-counter> <em>pieces fired a year,</em> <pb-counter value="1350">1,350</pb-counter> <em>students.</em></p>',
  '<p lang="de" style="font: 700 2rem serif"><pb-counter value="1250.5" suffix=" kg" decimals="1">1.250,5 kg</pb-counter> <em>Ton</em></p>',
  '<div style="display: flex; gap: 1rem; font-size: 3rem"><pb-counter value="980" prefix="€">€980</pb-counter><em>raised</em></div>',
];
const FINALS = ['12', '12,400+', '1,350', '1.250,5 kg', '€980'];

const boxesOf = (els: Iterable<Element>): number[][] =>
  [...els].map((el) => {
    const r = el.getBoundingClientRect();
    return [r.x, r.y, r.width, r.height];
  });
const boxes = (root: HTMLElement): number[][] => boxesOf(root.querySelectorAll('pb-counter, em'));

describe('<pb-counter> upgrade', () => {
  const style = Object.assign(document.createElement('style'), { textContent: lightStyles });
  const root = document.createElement('div');
  let pending: number[][] = [];
  let written: (string | null)[] = [];
  let clock: sinon.SinonFakeTimers;

  before(async () => {
    document.head.append(style);
    // The page's language, as a real page declares it (a test browser's own may write 12400 without a comma).
    root.lang = 'en';
    root.innerHTML = cases.join('');
    document.body.append(root);
    pending = boxes(root);
    written = [...root.querySelectorAll('pb-counter')].map((c) => c.textContent);
    // Only Date, which times a run: axe, in the first test, waits on timers.
    clock = sinon.useFakeTimers({ toFake: ['Date'] });
    expect(customElements.get('pb-counter')).to.equal(undefined);
    await import('../../elements/pb-counter.js');
    await customElements.whenDefined('pb-counter');
  });

  after(() => {
    clock.restore();
    root.remove();
    style.remove();
  });

  it('is accessible after the upgrade', async () => {
    await expect(root).to.be.accessible();
  });

  it('showed each final value as written before the upgrade', () => {
    expect(written).to.deep.equal(FINALS);
  });

  it('keeps every box at the upgrade, and through the run', async () => {
    const counters = [...root.querySelectorAll<PbCounter>('pb-counter')];
    expect(counters.every((c) => c.getAttribute('role') === 'img')).to.equal(true);
    expectBoxesKept(pending, boxes(root), ' upgraded, at 0');
    await Promise.all(counters.map(inView));
    // The frames' own boxes too: a box that grew as digits arrive would count as a layout shift.
    const frames = () => boxes(root).concat(boxesOf(root.querySelectorAll('[data-pb-count=frame]')));
    const start = frames();
    let elapsed = 0;
    for (const ms of [100, 400, 900, COUNTER.duration]) {
      clock.tick(ms - elapsed);
      elapsed = ms;
      await nextFrame();
      expectBoxesKept(pending, boxes(root), ` at ${ms} ms`);
      expectBoxesKept(start, frames(), ` (frames) at ${ms} ms`);
    }
    expect(counters.map((c) => c.querySelector('[data-pb-count=frame]')?.textContent)).to.deep.equal(FINALS);
  });
});
