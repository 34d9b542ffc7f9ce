/**
 * `<pb-counter>` in Chromium: one run of 1800 ms on the fake clock, started by the one in-view observer, never
 * repeated; a screen reader's view (the final value only); reduced motion; the page's language; bad input.
 */
import { aTimeout, expect, fixture, fixtureCleanup, html, nextFrame } from '@open-wc/testing';
import { a11ySnapshot, emulateMedia, findAccessibilityNode } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/pb-counter.js';
import type { PbCounter } from '../../elements/pb-counter.js';
import { COUNTER } from '../../src/core/constants/counters.js';
import { countAt, formatter } from '../../src/core/counters/index.js';
import { resetWarnings } from '../../src/core/log/index.js';
import { inView, realWait, SNAPSHOT, scrollTo, tallPage } from '../helpers/counters.js';
import { itExceptIn } from '../helpers/engines.js';
import { specClock } from '../helpers/index.js';

interface AxNode {
  role: string;
  name: string;
  children: AxNode[];
}

const frameOf = (el: Element) => el.querySelector('[data-pb-count=frame]')?.textContent;
const finalOf = (el: Element) => el.querySelector('[data-pb-count=final]')?.textContent;
const english = (digits = 0, suffix = '') => formatter('en', digits, '', suffix);

describe('<pb-counter>', () => {
  let warn: sinon.SinonStub;
  const warned = () => warn.getCalls().map((c) => String(c.args[0]));
  // The previous fixture's disconnect runs on a real 0 ms timer; let it run before this test fakes the clock.
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
    const el = await fixture<PbCounter>(html`<pb-counter value="12400" suffix="+">12,400+</pb-counter>`);
    await expect(el).to.be.accessible();
  });

  it('is an image named by its final value; the frames are hidden from screen readers', async () => {
    const el = await fixture<PbCounter>(html`<pb-counter value="12400" suffix="+">12,400+</pb-counter>`);
    expect(el.getAttribute('role')).to.equal('img');
    expect(el.getAttribute('aria-label')).to.equal('12,400+');
    expect(frameOf(el)).to.equal('0+');
    expect([...el.children].map((c) => c.getAttribute('aria-hidden'))).to.deep.equal(['true', 'true']);
  });

  itExceptIn(SNAPSHOT, 'the accessibility tree holds its name and no frame', async () => {
    const el = await fixture<PbCounter>(
      html`<p><pb-counter id="fired" value="12400" suffix="+">12,400+</pb-counter> pieces fired a year</p>`,
    );
    expect(el.querySelector('pb-counter')).to.exist;
    const tree = (await a11ySnapshot({})) as unknown as AxNode;
    const node = findAccessibilityNode(tree, (n) => n.name === '12,400+');
    expect(node?.role).to.be.oneOf(['img', 'image']);
    expect(node?.children ?? []).to.have.length(0);
    expect(
      findAccessibilityNode(tree, (n) => n.name === '0+'),
      'a frame',
    ).to.equal(null);
  });

  it('counts from 0 to its value in 1800 ms once on screen, ending exactly at it', async () => {
    const clock = specClock();
    const el = await fixture<PbCounter>(html`<pb-counter value="12400" suffix="+">12,400+</pb-counter>`);
    await inView(el);
    const format = english(0, '+');
    expect(frameOf(el)).to.equal('0+');
    const seen: number[] = [];
    let elapsed = 0;
    for (const ms of [300, 600, 900, 1200]) {
      clock.tick(ms - elapsed);
      elapsed = ms;
      await nextFrame();
      expect(frameOf(el), `${ms} ms`).to.equal(format(countAt(12400, ms / COUNTER.duration)));
      seen.push(Number(frameOf(el)?.replace(/\D/g, '')));
    }
    expect(seen, 'rising').to.deep.equal([...seen].sort((a, b) => a - b));
    expect(seen.at(-1)).to.be.below(12400);
    clock.tick(COUNTER.duration - 1 - elapsed);
    await nextFrame();
    expect(frameOf(el), 'the last frame before the end').to.equal(format(countAt(12400, 1799 / 1800)));
    clock.tick(1);
    await nextFrame();
    expect(frameOf(el)).to.equal('12,400+');
    expect(finalOf(el)).to.equal('12,400+');
  });

  it('a clock set back during the run ends it at its final value, never counting down or stalling', async () => {
    const clock = specClock();
    const el = await fixture<PbCounter>(html`<pb-counter value="500">500</pb-counter>`);
    await inView(el);
    clock.tick(300);
    await nextFrame();
    expect(Number(frameOf(el)))
      .to.be.above(0)
      .and.below(500);
    clock.setSystemTime(Date.now() - 60_000);
    await nextFrame();
    expect(frameOf(el)).to.equal('500');
  });

  it('runs once: scrolled away and back, it keeps its final value', async () => {
    const clock = specClock();
    const { counter } = await tallPage<PbCounter>('<pb-counter value="240">240</pb-counter>');
    await nextFrame();
    expect(frameOf(counter), 'below the fold, it waits').to.equal('0');
    clock.tick(5000);
    await nextFrame();
    expect(frameOf(counter)).to.equal('0');
    await scrollTo(counter, true);
    clock.tick(COUNTER.duration);
    await nextFrame();
    expect(frameOf(counter)).to.equal('240');
    const changes: string[] = [];
    new MutationObserver(() => changes.push(frameOf(counter) ?? '')).observe(counter, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    await scrollTo(counter, false);
    await scrollTo(counter, true);
    clock.tick(COUNTER.duration / 2);
    await nextFrame();
    expect(changes).to.deep.equal([]);
    expect(frameOf(counter)).to.equal('240');
  });

  it('with reduced motion, shows the final value at once', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { counter } = await tallPage<PbCounter>('<pb-counter value="4.5" prefix="€" decimals="2">€4.50</pb-counter>');
    expect(frameOf(counter)).to.equal('€4.50');
    expect(counter.getAttribute('aria-label')).to.equal('€4.50');
  });

  it('writes its numbers in the page language: the nearest lang, else the browser’s', async () => {
    const el = await fixture(
      html`<div lang="de"><pb-counter value="1250.5" suffix=" kg">1.250,5 kg</pb-counter></div>`,
    );
    const counter = el.firstElementChild as PbCounter;
    expect(counter.getAttribute('aria-label')).to.equal('1.250,5 kg');
    expect(frameOf(counter)).to.equal('0,0 kg');
    document.documentElement.removeAttribute('lang');
    const plain = await fixture<PbCounter>(html`<pb-counter value="12400"></pb-counter>`);
    expect(plain.getAttribute('aria-label')).to.equal(new Intl.NumberFormat().format(12400));
  });

  it('value, prefix and decimals: the final value and the name, again when they change', async () => {
    const el = await fixture<PbCounter>(html`<pb-counter value="2014" decimals="1" prefix="~">2014</pb-counter>`);
    expect(finalOf(el)).to.equal('~2,014.0');
    expect(el.getAttribute('aria-label')).to.equal('~2,014.0');
    el.setAttribute('value', '2015');
    expect(finalOf(el)).to.equal('~2,015.0');
    expect(el.getAttribute('aria-label')).to.equal('~2,015.0');
  });

  it('bad attributes warn, naming the element and the attribute, and fall back', async () => {
    const el = await fixture<PbCounter>(
      html`<pb-counter value="lots" decimals="many" duration="-5" suffix="+">12,400+</pb-counter>`,
    );
    const text = warned();
    for (const attribute of ['value', 'decimals', 'duration'])
      expect(
        text.some((t) => t.includes(`<pb-counter> attribute "${attribute}"`)),
        attribute,
      ).to.equal(true);
    expect(text.find((t) => t.includes('"value"'))).to.include('showing the text');
    expect([el.decimals, el.duration]).to.deep.equal([undefined, COUNTER.duration]);
    expect(el.innerHTML, 'the text as written').to.equal('12,400+');
    expect(el.hasAttribute('role') || el.hasAttribute('aria-label')).to.equal(false);
  });

  it('without `value`, warns and leaves its text as written, not counting (it reads no number from the text)', async () => {
    const el = await fixture<PbCounter>(html`<pb-counter suffix="+">12,400+</pb-counter>`);
    expect(warned().some((t) => t.includes('<pb-counter> attribute "value"'))).to.equal(true);
    expect(el.innerHTML).to.equal('12,400+');
    expect(el.hasAttribute('role') || el.hasAttribute('aria-label')).to.equal(false);
  });

  it('a value that stops being a number brings the text back; one that becomes a number counts', async () => {
    const el = await fixture<PbCounter>(html`<pb-counter value="4.5.6">4.5</pb-counter>`);
    expect(el.innerHTML).to.equal('4.5');
    el.setAttribute('value', '4.5');
    expect([finalOf(el), el.getAttribute('aria-label')]).to.deep.equal(['4.5', '4.5']);
    el.setAttribute('value', '');
    expect(el.innerHTML).to.equal('4.5');
    expect(el.hasAttribute('role') || el.hasAttribute('aria-label')).to.equal(false);
  });

  it("an author's own role and name stay, through a value that stops and starts being a number", async () => {
    const el = await fixture<PbCounter>(
      html`<pb-counter value="40" role="text" aria-label="Forty projects">40</pb-counter>`,
    );
    expect([el.getAttribute('role'), el.getAttribute('aria-label')]).to.deep.equal(['text', 'Forty projects']);
    el.setAttribute('value', 'forty');
    el.setAttribute('value', '41');
    expect([el.getAttribute('role'), el.getAttribute('aria-label')]).to.deep.equal(['text', 'Forty projects']);
    // Only the name given: the counter still says what it is.
    const named = await fixture<PbCounter>(html`<pb-counter value="7" aria-label="Seven awards">7</pb-counter>`);
    expect([named.getAttribute('role'), named.getAttribute('aria-label')]).to.deep.equal(['img', 'Seven awards']);
  });

  it('a move keeps the run; leaving the page for good ends it at the final value', async () => {
    const clock = specClock();
    const el = await fixture<PbCounter>(html`<div><pb-counter value="90">90</pb-counter><p>after</p></div>`);
    const counter = el.firstElementChild as PbCounter;
    await inView(counter);
    clock.tick(600);
    await nextFrame();
    const mid = frameOf(counter);
    el.append(counter);
    await realWait();
    clock.tick(300);
    await nextFrame();
    expect(Number(frameOf(counter)))
      .to.be.above(Number(mid))
      .and.below(90);
    counter.remove();
    await realWait();
    expect(frameOf(counter)).to.equal('90');
    el.append(counter);
    expect(frameOf(counter), 'back later: the value, no second run').to.equal('90');
  });
});
