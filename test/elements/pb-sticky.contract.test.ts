/**
 * `<pb-sticky>` on the element base: its table gives every attribute a property (kept when set before the
 * upgrade), enumerations are checked at once, a move re-measures it, removal waits for the deferred disconnect,
 * and its events go out through the base's `emit`. The sticky behaviour itself is in pb-sticky.test.ts.
 */
import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import sinon from 'sinon';
import { PbSticky, type StickyEventDetail } from '../../elements/pb-sticky.js';
import { define } from '../../src/base/index.js';
import { resetWarnings } from '../../src/core/log/index.js';
import { setOffset } from '../../src/core/scroll/index.js';
import { stickyStateOf } from '../../src/core/sticky/store.js';
import { specClock } from '../helpers/index.js';

/** Captured before any test fakes the clock: the base's deferred disconnect runs on the real one. */
const realTimeout = globalThis.setTimeout.bind(globalThis);
const task = () => new Promise((resolve) => realTimeout(resolve, 0));
const frames = async (n = 3) => {
  for (let i = 0; i < n; i++) await new Promise((r) => requestAnimationFrame(r));
};
const docTop = (el: Element) => el.getBoundingClientRect().top + window.scrollY;

async function scrollTo(y: number): Promise<void> {
  window.scrollTo({ top: y, behavior: 'instant' });
  window.dispatchEvent(new Event('scroll'));
  await frames();
}

/** Mounts `template`, then lets the 10 ms initial reset pass on the fake clock and the measure frame run. */
async function mount(template: ReturnType<typeof html>, clock = specClock()) {
  const page = await fixture<HTMLElement>(html`<div>${template}</div>`);
  clock.tick(10);
  await frames();
  return { page, clock };
}

const plain = () =>
  html`<div style="height: 300px"></div>
    <pb-sticky id="cta" style="height: 40px"><a href="#x">Book a table</a></pb-sticky>
    <div style="height: 3000px"></div>`;

describe('<pb-sticky> on the element base', () => {
  let warn: sinon.SinonStub;
  beforeEach(async () => {
    // The previous test's elements leave on a real 0 ms timer; let them go before this one fakes the clock.
    await task();
    resetWarnings();
    warn = sinon.stub(console, 'warn');
  });
  afterEach(async () => {
    fixtureCleanup();
    await task();
    await frames(1);
    sinon.restore();
    window.scrollTo({ top: 0, behavior: 'instant' });
    setOffset('header', null);
  });

  it('is accessible', async () => {
    const { page, clock } = await mount(html`<pb-sticky position="top"><a href="#x">Book a table</a></pb-sticky>`);
    // axe waits on timers of its own.
    clock.restore();
    await expect(page.querySelector('pb-sticky')).to.be.accessible();
  });

  it('takes its settings as JS properties, as a framework sets them', async () => {
    const { page, clock } = await mount(plain());
    const el = page.querySelector('pb-sticky') as PbSticky;
    const top = docTop(el);
    await scrollTo(top + 5);
    expect(el.state).to.equal('none');
    await scrollTo(0);
    el.position = 'top';
    el.topOffset = '10';
    clock.tick(10);
    await frames();
    await scrollTo(top + 5);
    expect(el.state).to.equal('sticky');
    expect(el.getBoundingClientRect().top).to.equal(10);
    // A property is not written back to an attribute.
    expect(el.hasAttribute('position')).to.equal(false);
  });

  it('keeps the properties set before its upgrade', async () => {
    const clock = specClock();
    const page = await fixture<HTMLElement>(
      html`<div>
        <div style="height: 300px"></div>
        <pb-sticky-late style="display: block; height: 40px">Late</pb-sticky-late>
        <div style="height: 3000px"></div>
      </div>`,
    );
    const el = page.querySelector('pb-sticky-late') as PbSticky;
    Object.assign(el, { position: 'top', moduleId: 'late' });
    define('pb-sticky-late', class extends PbSticky {});
    expect(Object.hasOwn(el, 'position')).to.equal(false);
    expect([el.position, el.moduleId, el.getAttribute('module-id')]).to.deep.equal(['top', 'late', 'late']);
    clock.tick(10);
    await frames();
    await scrollTo(docTop(el) + 5);
    expect(el.state).to.equal('sticky');
  });

  it('a value outside its enumeration warns at once, naming the attribute, whatever device it is for', async () => {
    const { page } = await mount(
      html`<pb-sticky position="top" position-phone="sideways" sticky-alignment="middle">X</pb-sticky>`,
    );
    const el = page.querySelector('pb-sticky') as PbSticky;
    const said = warn.args.map((a) => String(a[0]));
    expect(said).to.include(
      'pb-elements: <pb-sticky> attribute "position-phone": expected one of none, top, bottom, top_bottom, got "sideways"; using the next larger device\'s value',
    );
    expect(
      said.some((m) => m.includes('<pb-sticky> attribute "sticky-alignment": expected one of left, center, right')),
    ).to.equal(true);
    expect([el.positionPhone, el.stickyAlignment]).to.deep.equal([undefined, undefined]);
    (el as unknown as Record<string, unknown>).transition = 'maybe';
    expect(warn.calledWithMatch(/<pb-sticky> property "transition": expected one of on, off/)).to.equal(true);
  });

  it('its module id falls back to its id', () => {
    const el = Object.assign(document.createElement('pb-sticky'), { id: 'cta' });
    expect(el.moduleId).to.equal('cta');
    el.moduleId = 'bar';
    expect([el.moduleId, el.getAttribute('module-id')]).to.deep.equal(['bar', 'bar']);
    el.removeAttribute('module-id');
    expect(el.moduleId).to.equal('cta');
  });

  it('a move keeps it a module, measured at its new place', async () => {
    const { page, clock } = await mount(
      html`<div style="height: 300px"></div>
        <div id="first"><pb-sticky position="top" style="height: 40px">Moving</pb-sticky></div>
        <div style="height: 1000px"></div>
        <div id="second"></div>
        <div style="height: 3000px"></div>`,
    );
    const el = page.querySelector('pb-sticky') as PbSticky;
    (page.querySelector('#second') as HTMLElement).append(el);
    await task();
    expect(stickyStateOf(el)).to.not.equal(null);
    clock.tick(10);
    await frames();
    const top = docTop(el);
    await scrollTo(top - 100);
    expect(el.state, 'above its new place').to.equal('none');
    await scrollTo(top + 5);
    expect(el.state).to.equal('sticky');
  });

  it('leaves the store once it has really left the document', async () => {
    const { page } = await mount(plain());
    const el = page.querySelector('pb-sticky') as PbSticky;
    el.position = 'top';
    expect(stickyStateOf(el)).to.not.equal(null);
    el.remove();
    expect(stickyStateOf(el), 'until the deferred disconnect').to.not.equal(null);
    await task();
    expect(stickyStateOf(el)).to.equal(null);
  });

  it('its events bubble, cross shadow roots and cannot be cancelled', async () => {
    const { page } = await mount(html`<div style="height: 300px"></div>
      <pb-sticky id="bar" position="top" style="height: 40px">X</pb-sticky>
      <div style="height: 3000px"></div>`);
    const el = page.querySelector('pb-sticky') as PbSticky;
    const seen: CustomEvent<StickyEventDetail>[] = [];
    page.addEventListener('pb-sticky-start', (e) => seen.push(e));
    await scrollTo(docTop(el) + 5);
    expect(seen).to.have.length(1);
    const [event] = seen as [CustomEvent<StickyEventDetail>];
    expect([event.bubbles, event.composed, event.cancelable]).to.deep.equal([true, true, false]);
    expect(event.detail).to.deep.equal({ type: 'start', id: 'bar', side: 'top' });
  });
});
