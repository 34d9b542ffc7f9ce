/**
 * `<pb-circle-counter>` in Chromium: the SVG ring (line 5, size 110 by default) filling with the count over
 * 1800 ms on the fake clock, once; an image of a statistic, not a progress bar; reduced motion; bad input.
 */
import { aTimeout, expect, fixture, fixtureCleanup, html, nextFrame } from '@open-wc/testing';
import { a11ySnapshot, emulateMedia, findAccessibilityNode } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/pb-counter.js';
import type { PbCircleCounter } from '../../elements/pb-counter.js';
import { COUNTER } from '../../src/core/constants/counters.js';
import { countAt } from '../../src/core/counters/index.js';
import { resetWarnings } from '../../src/core/log/index.js';
import { inView, realWait, SNAPSHOT, scrollTo, tallPage } from '../helpers/counters.js';
import { itExceptIn } from '../helpers/engines.js';
import { specClock } from '../helpers/index.js';

interface AxNode {
  role: string;
  name: string;
  children: AxNode[];
}

const part = (el: Element, name: string) => el.shadowRoot?.querySelector(`[part~=${name}]`) as HTMLElement | null;
const frameOf = (el: Element) => part(el, 'value')?.lastElementChild?.textContent;
/** The share of the ring drawn, from the bar's dash offset (its round is 100 long: `pathLength`). */
function filled(el: Element): number {
  const bar = part(el, 'bar') as unknown as SVGCircleElement;
  expect(bar.getAttribute('pathLength')).to.equal('100');
  return 1 - Number.parseFloat(getComputedStyle(bar).strokeDashoffset) / 100;
}

describe('<pb-circle-counter>', () => {
  let warn: sinon.SinonStub;
  const warned = () => warn.getCalls().map((c) => String(c.args[0]));
  beforeEach(async () => {
    await aTimeout(1);
    resetWarnings();
    warn = sinon.stub(console, 'warn');
    document.documentElement.lang = 'en';
  });
  afterEach(async () => {
    fixtureCleanup();
    sinon.restore();
    document.documentElement.removeAttribute('lang');
    window.scrollTo({ top: 0, behavior: 'instant' });
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('is accessible', async () => {
    const el = await fixture<PbCircleCounter>(html`<pb-circle-counter value="72" suffix="%">72%</pb-circle-counter>`);
    await expect(el).to.be.accessible();
  });

  it('is an image of a statistic named by its final value, not a progress bar', async () => {
    const el = await fixture<PbCircleCounter>(html`<pb-circle-counter value="72" suffix="%">72%</pb-circle-counter>`);
    const circle = part(el, 'circle');
    expect(circle?.localName).to.equal('svg');
    expect(circle?.getAttribute('role')).to.equal('img');
    expect(circle?.getAttribute('aria-label')).to.equal('72%');
    expect(el.shadowRoot?.querySelector('[role=progressbar], [aria-valuenow]')).to.equal(null);
    const number = [...(part(el, 'value')?.children ?? [])];
    expect(number.map((s) => s.getAttribute('aria-hidden'))).to.deep.equal(['true', 'true']);
    expect(el.shadowRoot?.querySelector('slot'), 'the light-DOM text is not shown twice').to.equal(null);
  });

  itExceptIn(SNAPSHOT, 'the accessibility tree holds its name and no frame', async () => {
    await fixture(html`<p><pb-circle-counter value="72" suffix="%">72%</pb-circle-counter> of our clay</p>`);
    const tree = (await a11ySnapshot({})) as unknown as AxNode;
    const node = findAccessibilityNode(tree, (n) => n.name === '72%');
    expect(node?.role).to.be.oneOf(['img', 'image']);
    expect(node?.children ?? []).to.have.length(0);
    expect(
      findAccessibilityNode(tree, (n) => n.name === '0%'),
      'a frame',
    ).to.equal(null);
    expect(findAccessibilityNode(tree, (n) => n.role === 'progressbar')).to.equal(null);
  });

  it('draws an SVG ring 110 px square with a 5 px line by default, and `size` px square when asked', async () => {
    const el = await fixture<PbCircleCounter>(html`<pb-circle-counter value="72">72</pb-circle-counter>`);
    let svg = el.shadowRoot?.querySelector('svg') as SVGSVGElement;
    expect([svg.getAttribute('width'), svg.getAttribute('height')]).to.deep.equal(['110', '110']);
    for (const ring of el.shadowRoot?.querySelectorAll('circle') ?? []) {
      expect(ring.getAttribute('stroke-width')).to.equal(String(COUNTER.lineWidth));
      expect(Number(ring.getAttribute('r'))).to.equal((COUNTER.circleSize - COUNTER.lineWidth) / 2);
    }
    const box = el.getBoundingClientRect();
    expect([box.width, box.height]).to.deep.equal([110, 110]);
    el.setAttribute('size', '160');
    await el.updateComplete;
    svg = el.shadowRoot?.querySelector('svg') as SVGSVGElement;
    expect([svg.getAttribute('width'), svg.getAttribute('height')]).to.deep.equal(['160', '160']);
    expect(Number(svg.querySelector('circle')?.getAttribute('r'))).to.equal((160 - COUNTER.lineWidth) / 2);
    expect(el.getBoundingClientRect().width).to.equal(160);
  });

  it('fills the ring as the number counts, over 1800 ms once on screen, to value / max', async () => {
    const clock = specClock();
    const el = await fixture<PbCircleCounter>(html`<pb-circle-counter value="72" suffix="%">72%</pb-circle-counter>`);
    await inView(el);
    const frame = part(el, 'value')?.lastElementChild as HTMLElement;
    const box = JSON.stringify(frame.getBoundingClientRect());
    expect(frameOf(el)).to.equal('0%');
    expect(filled(el)).to.be.closeTo(0, 1e-5);
    clock.tick(900);
    await nextFrame();
    const half = countAt(72, 0.5);
    expect(frameOf(el)).to.equal(`${Math.round(half)}%`);
    expect(JSON.stringify(frame.getBoundingClientRect()), 'the frame’s box, as the final value’s').to.equal(box);
    expect(filled(el)).to.be.closeTo(half / 100, 1e-5);
    clock.tick(900);
    await nextFrame();
    expect(frameOf(el)).to.equal('72%');
    expect(filled(el)).to.be.closeTo(0.72, 1e-5);
    const full = await fixture<PbCircleCounter>(
      html`<pb-circle-counter value="12" max="8" duration="0">12 of 8</pb-circle-counter>`,
    );
    expect(filled(full), 'at most the whole ring').to.be.closeTo(1, 1e-5);
  });

  it('runs once: scrolled away and back, it keeps its final value', async () => {
    const clock = specClock();
    const { counter } = await tallPage<PbCircleCounter>('<pb-circle-counter value="40">40</pb-circle-counter>');
    clock.tick(5000);
    await nextFrame();
    expect(frameOf(counter), 'below the fold, it waits').to.equal('0');
    await scrollTo(counter, true);
    clock.tick(COUNTER.duration);
    await nextFrame();
    expect(frameOf(counter)).to.equal('40');
    await scrollTo(counter, false);
    await scrollTo(counter, true);
    await nextFrame();
    expect(frameOf(counter)).to.equal('40');
    expect(filled(counter)).to.be.closeTo(0.4, 1e-5);
  });

  it('with reduced motion, shows the final ring and value at once', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { counter } = await tallPage<PbCircleCounter>(
      '<pb-circle-counter value="0.5" decimals="1">0.5</pb-circle-counter>',
    );
    expect(frameOf(counter)).to.equal('0.5');
    expect(filled(counter)).to.be.closeTo(0.005, 1e-5);
  });

  it('a removal ends a run at its value; back later, it does not run again', async () => {
    const clock = specClock();
    const el = await fixture<PbCircleCounter>(html`<pb-circle-counter value="64">64</pb-circle-counter>`);
    await inView(el);
    clock.tick(300);
    await nextFrame();
    const parent = el.parentElement as HTMLElement;
    el.remove();
    await realWait();
    parent.append(el);
    await el.updateComplete;
    expect(frameOf(el)).to.equal('64');
  });

  it('bad attributes warn, naming the element and the attribute, and fall back', async () => {
    const el = await fixture<PbCircleCounter>(
      html`<pb-circle-counter value="30" size="huge" max="0" duration="1.5">30</pb-circle-counter>`,
    );
    for (const attribute of ['size', 'max', 'duration'])
      expect(
        warned().some((t) => t.includes(`<pb-circle-counter> attribute "${attribute}"`)),
        attribute,
      ).to.equal(true);
    expect([el.size, el.max, el.duration]).to.deep.equal([COUNTER.circleSize, 100, COUNTER.duration]);
  });

  it('without `value`, warns and shows its text as written (it reads no number from the text)', async () => {
    const el = await fixture<PbCircleCounter>(html`<pb-circle-counter suffix="%">72%</pb-circle-counter>`);
    expect(warned().some((t) => t.includes('<pb-circle-counter> attribute "value"'))).to.equal(true);
    expect(el.shadowRoot?.querySelector('slot')).to.not.equal(null);
    expect(el.shadowRoot?.querySelector('svg')).to.equal(null);
  });
});
