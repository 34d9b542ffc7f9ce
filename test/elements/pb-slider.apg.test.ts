/**
 * `<pb-slider>` as the APG carousel pattern words it (issue 27): keyboard focus entering stops rotation for good,
 * until Play; the slide picker is a labelled group; an unlabelled carousel is not named "Carousel" on top of its
 * role description.
 */
import { aTimeout, expect, fixture, nextFrame } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/pb-slider.js';
import type { PbSlider } from '../../elements/pb-slider.js';
import type { AutoplayChangeDetail, SlideChangeDetail } from '../../src/components/slider/index.js';
import { SLIDER } from '../../src/core/constants/index.js';
import { resetWarnings } from '../../src/core/log/index.js';
import { specClock } from '../helpers/index.js';

const hero = (attrs = '') => `
  <pb-slider ${attrs}>
    <pb-slide layout="dark"><h2>Hand-thrown</h2><a href="#shop" style="color:inherit">Shop</a></pb-slide>
    <pb-slide layout="light"><h2>Workshops</h2><a href="#learn" style="color:inherit">Book</a></pb-slide>
    <pb-slide><h2>Commissions</h2><a href="#ask" style="color:inherit">Ask</a></pb-slide>
  </pb-slider>`;

async function mount(attrs = ''): Promise<PbSlider> {
  const el = await fixture<PbSlider>(hero(attrs));
  await el.updateComplete;
  return el;
}

const q = (el: Element, selector: string) => [...(el.shadowRoot?.querySelectorAll<HTMLElement>(selector) ?? [])];
const one = (el: Element, selector: string) => q(el, selector)[0] as HTMLElement;

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

describe('<pb-slider> as an APG carousel', () => {
  beforeEach(() => aTimeout(1));
  afterEach(() => {
    sinon.restore();
    resetWarnings();
  });

  it('is accessible with autoplay on', async () => {
    const el = await mount('auto');
    await expect(el).to.be.accessible();
  });

  it('stops rotating for good when keyboard focus enters, until Play is pressed (APG); holds while off screen', async () => {
    const clock = specClock();
    const before = document.createElement('button');
    before.textContent = 'before';
    const el = await mount('auto');
    el.before(before);
    const toggles: AutoplayChangeDetail[] = [];
    el.addEventListener('pb-autoplay-change', (e) => toggles.push((e as CustomEvent<AutoplayChangeDetail>).detail));
    const seen = changes(el);
    before.focus();
    await sendKeys({ press: 'Tab' });
    expect(el.matches(':focus-within'), 'keyboard focus inside').to.equal(true);
    await until(() => one(el, '[part=rotation]').getAttribute('aria-label') === 'Play', 'the control offers Play');
    expect(toggles).to.deep.equal([{ playing: false }]);
    clock.tick(SLIDER.slideshowSpeed * 2);
    before.focus();
    await nextFrame();
    clock.tick(SLIDER.slideshowSpeed * 3);
    expect(seen, 'never restarts by itself after focus leaves').to.have.length(0);
    expect(one(el, '[part=rotation]').getAttribute('aria-label')).to.equal('Play');
    el.play();
    await until(() => one(el, '[part=rotation]').getAttribute('aria-label') === 'Pause');
    // The clock starts in a passive effect; it is running once the slides' live region is silent.
    await until(() => one(el, '[part=viewport]').getAttribute('aria-live') === 'off', 'rotating after play');
    clock.tick(SLIDER.slideshowSpeed);
    expect(seen).to.have.length(1);
    el.style.marginTop = '300vh';
    await until(() => one(el, '[part=viewport]').getAttribute('aria-live') === 'polite', 'held off screen');
    clock.tick(SLIDER.slideshowSpeed * 2);
    expect(seen).to.have.length(1);
    el.style.marginTop = '';
    await until(() => one(el, '[part=viewport]').getAttribute('aria-live') === 'off', 'rotating again');
    clock.tick(SLIDER.slideshowSpeed);
    expect(seen).to.have.length(2);
    before.remove();
  });

  it('puts its dots or thumbnails in a group named for choosing a slide, and names itself only from label (APG)', async () => {
    const el = await mount();
    const region = one(el, '[part=region]');
    expect(region.getAttribute('aria-roledescription')).to.equal('carousel');
    expect(region.hasAttribute('aria-label'), 'no "Carousel carousel"').to.equal(false);
    const dots = one(el, '[part=dots]');
    expect([dots.getAttribute('role'), dots.getAttribute('aria-label')]).to.deep.equal([
      'group',
      'Choose slide to display',
    ]);
    expect(dots.querySelectorAll('[part=dot]')).to.have.length(3);
    await expect(el).to.be.accessible();
    el.setAttribute('messages', '{"picker":"Folie wählen","carousel":"Werkstatt"}');
    await until(() => one(el, '[part=dots]').getAttribute('aria-label') === 'Folie wählen', 'picker message');
    expect(one(el, '[part=region]').getAttribute('aria-label')).to.equal('Werkstatt');
    const thumbs = await mount('thumbnails');
    expect(one(thumbs, '[part=thumbnails]').getAttribute('role')).to.equal('group');
  });
});
