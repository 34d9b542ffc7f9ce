import { aTimeout, expect, fixture, nextFrame } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/pb-slider.js';
import type { PbSlider } from '../../elements/pb-slider.js';
import type { AutoplayChangeDetail, SlideChangeDetail } from '../../src/components/slider/index.js';
import { SLIDER, SWIPE } from '../../src/core/constants/index.js';
import { resetWarnings } from '../../src/core/log/index.js';
import { reduceMotion, specClock } from '../helpers/index.js';

const hero = (attrs = '') => `
  <pb-slider ${attrs}>
    <pb-slide layout="dark"><h2>Hand-thrown</h2><p>Stoneware for every day.</p><a href="#shop" style="color:inherit">Shop</a></pb-slide>
    <pb-slide layout="light"><h2>Workshops</h2><p>Learn the wheel.</p><a href="#learn" style="color:inherit">Book</a></pb-slide>
    <pb-slide><h2>Commissions</h2><p>Made to order.</p><a href="#ask" style="color:inherit">Ask</a></pb-slide>
  </pb-slider>`;

async function mount(attrs = '', markup = hero(attrs)): Promise<PbSlider> {
  const el = await fixture<PbSlider>(markup);
  await el.updateComplete;
  return el;
}

const q = <E extends Element = HTMLElement>(el: Element, selector: string) =>
  [...(el.shadowRoot?.querySelectorAll<E & Element>(selector) ?? [])] as E[];
const one = <E extends Element = HTMLElement>(el: Element, selector: string) => q<E>(el, selector)[0] as E;
const shownIndex = (el: Element) => q(el, '[part~=slide]').findIndex((s) => s.hasAttribute('data-shown'));

/** React renders a timer's state change on its own schedule; a few frames at most, never the fake clock. */
async function until(check: () => boolean, what = 'the expected render'): Promise<void> {
  for (let i = 0; i < 10 && !check(); i += 1) await nextFrame();
  expect(check(), what).to.equal(true);
}

function changes(el: Node): SlideChangeDetail[] {
  const seen: SlideChangeDetail[] = [];
  el.addEventListener('pb-slide-change', (e) => seen.push((e as CustomEvent<SlideChangeDetail>).detail));
  return seen;
}

function warnings(): () => string[] {
  const warn = sinon.stub(console, 'warn');
  return () => warn.getCalls().map((c) => String(c.args[0]));
}

/** A pointer drag on the slides, `dx` px in `ms` ms of the fake clock. */
function drag(el: Element, clock: sinon.SinonFakeTimers, dx: number, ms: number, pointerType = 'touch'): void {
  const viewport = one(el, '[part=viewport]');
  const box = viewport.getBoundingClientRect();
  const y = box.top + box.height / 2;
  const x = box.left + box.width / 2;
  const init = { pointerId: 7, pointerType, isPrimary: true, button: 0, bubbles: true, composed: true, clientY: y };
  viewport.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: x }));
  clock.tick(ms);
  viewport.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: x + dx }));
}

describe('<pb-slider>', () => {
  beforeEach(() => aTimeout(1));
  afterEach(() => {
    sinon.restore();
    resetWarnings();
  });

  it('is accessible', async () => {
    const el = await mount('auto');
    await expect(el).to.be.accessible();
  });

  it('renders an APG carousel: a labelled region, "n of N" slide groups, the rotation button first, inert hidden slides', async () => {
    const el = await mount('auto label="Featured work"');
    const region = one(el, '[part=region]');
    expect(region.localName).to.equal('section');
    expect(region.getAttribute('aria-roledescription')).to.equal('carousel');
    expect(region.getAttribute('aria-label')).to.equal('Featured work');
    const slides = q(el, '[part=slide]');
    expect(
      slides.map((s) => [s.getAttribute('role'), s.getAttribute('aria-roledescription'), s.getAttribute('aria-label')]),
    ).to.deep.equal([
      ['group', 'slide', '1 of 3'],
      ['group', 'slide', '2 of 3'],
      ['group', 'slide', '3 of 3'],
    ]);
    expect(slides.map((s) => s.inert)).to.deep.equal([false, true, true]);
    const focusable = q(el, 'button');
    expect(focusable[0]?.getAttribute('part')).to.equal('rotation');
    expect(focusable[0]?.getAttribute('aria-label')).to.equal('Pause');
    expect(q(el, '[part=dot]').map((d) => d.getAttribute('aria-current'))).to.deep.equal(['true', null, null]);
    expect(q(el, '[part=dot]').map((d) => d.getAttribute('aria-label'))).to.deep.equal([
      'Slide 1 of 3',
      'Slide 2 of 3',
      'Slide 3 of 3',
    ]);
    // The link of a hidden slide is not reachable: the slot sits in an inert box.
    const link = el.querySelectorAll('a')[1] as HTMLAnchorElement;
    link.focus();
    expect(document.activeElement).not.to.equal(link);
  });

  it('moves with the arrows, wrapping at both ends, reflecting active and firing pb-slide-change', async () => {
    const el = await mount();
    const seen = changes(el);
    const clock = specClock();
    one(el, '[part~=arrow-prev]').click();
    await el.updateComplete;
    expect(el.active).to.equal(2);
    expect(el.getAttribute('active')).to.equal('2');
    clock.tick(SLIDER.setupFade);
    one(el, '[part~=arrow-next]').click();
    await el.updateComplete;
    expect(el.active).to.equal(0);
    expect(shownIndex(el)).to.equal(0);
    expect(seen).to.deep.equal([
      { index: 2, previous: 0, trigger: 'arrow' },
      { index: 0, previous: 2, trigger: 'arrow' },
    ]);
  });

  it('fades in 700 ms and ignores moves until the fade has run', async () => {
    const el = await mount();
    const seen = changes(el);
    const clock = specClock();
    el.next();
    await el.updateComplete;
    const slide = q(el, '[part=slide]')[1] as HTMLElement;
    expect(getComputedStyle(slide).animationDuration).to.equal('0.7s');
    expect(q(el, '[part=slide]')[0]?.hasAttribute('data-leaving')).to.equal(true);
    clock.tick(SLIDER.setupFade - 1);
    el.next();
    q(el, '[part=dot]')[0]?.click();
    expect(seen).to.have.length(1);
    clock.tick(1);
    await until(() => !q(el, '[part=slide]')[0]?.hasAttribute('data-leaving'));
    el.next();
    expect(seen.map((s) => s.index)).to.deep.equal([1, 2]);
  });
});
