import { expect } from '@open-wc/testing';
import { SMALLEST } from '../../../src/core/consent/on-demand/placeholder.js';
import {
  cleanupBlockerTest,
  fixtureUrl,
  type Harness,
  harness,
  mount,
  nextFrame,
  resetBlockerTest,
} from './blocker-helpers.js';

/** Two frames: the notice is placed by a ResizeObserver, whose callbacks run after a frame's rAF callbacks. */
const placed = async (): Promise<void> => {
  await nextFrame();
  await nextFrame();
};
const box = (el: Element): number[] => {
  const r = el.getBoundingClientRect();
  return [r.left, r.top, r.width, r.height].map(Math.round);
};

describe('consent blocker: placeholders', () => {
  let h: Harness | undefined;
  let host: HTMLElement | undefined;

  beforeEach(resetBlockerTest);
  afterEach(cleanupBlockerTest);

  it('puts an accessible notice with an accept button before each blocked frame and image', async () => {
    host = mount(`<iframe title="map" data-service="maps" data-src="about:blank" width="560" height="315"></iframe>
      <img alt="chart" data-category="statistics" data-src="${fixtureUrl('pixel.svg')}" height="80">`);
    h = harness();
    const notices = [...host.querySelectorAll<HTMLElement>('.pb-consent-placeholder')];
    expect(notices.length).to.equal(2);
    const [frameNotice, imageNotice] = notices as [HTMLElement, HTMLElement];
    expect(frameNotice.nextElementSibling).to.equal(host.querySelector('iframe'));
    expect([frameNotice.dataset.category, frameNotice.dataset.service]).to.deep.equal(['marketing', 'maps']);
    expect(frameNotice.querySelector('p')?.textContent).to.equal('Blocked maps content');
    const button = frameNotice.querySelector('button')!;
    expect([button.type, button.textContent]).to.deep.equal(['button', 'Accept maps']);
    expect(imageNotice.dataset.category).to.equal('statistics');
    expect(imageNotice.querySelector('button')?.textContent).to.equal('Accept statistics');
    await placed();
    // The frame keeps its box, out of sight under its notice (and out of the accessibility tree).
    const frame = host.querySelector('iframe')!;
    expect(frame.hidden).to.equal(false);
    expect(getComputedStyle(frame).visibility).to.equal('hidden');
    expect(box(frameNotice)).to.deep.equal(box(frame));
    await expect(host).to.be.accessible();
  });

  it('covers the blocked item box, so neither the notice nor activation shifts the layout', async () => {
    host = mount(`<div style="width: 800px"><iframe title="v" data-category="marketing" data-src="about:blank"
      width="560" height="315" style="border: 0; display: block"></iframe><p id="after">after</p></div>`);
    const after = host.querySelector('#after')!;
    const afterTop = after.getBoundingClientRect().top;
    h = harness();
    await placed();
    const notice = host.querySelector<HTMLElement>('.pb-consent-placeholder')!;
    const frame = host.querySelector('iframe')!;
    expect(box(notice)).to.deep.equal(box(frame));
    expect(box(frame).slice(2)).to.deep.equal([560, 315]);
    expect(after.getBoundingClientRect().top).to.equal(afterTop);
    h.allow.add('marketing');
    h.blocker.apply();
    expect(box(frame).slice(2)).to.deep.equal([560, 315]);
    expect(getComputedStyle(frame).visibility).to.equal('visible');
    expect(after.getBoundingClientRect().top).to.equal(afterTop);
  });

  it("covers a frame the page's CSS sizes, and follows it when its container resizes", async () => {
    // The demo's video: no width or height attributes, a responsive box from CSS (the notice was 108 px high).
    host = mount(`<div id="column" style="width: 760px"><p>before</p><iframe title="v" data-service="video"
      data-src="about:blank" style="width: 100%; aspect-ratio: 16 / 9; border: 0"></iframe><p id="after">after</p></div>`);
    const after = host.querySelector('#after')!;
    const afterTop = after.getBoundingClientRect().top;
    h = harness();
    await placed();
    const notice = host.querySelector<HTMLElement>('.pb-consent-placeholder')!;
    const frame = host.querySelector('iframe')!;
    expect(box(frame).slice(2)).to.deep.equal([760, 428]);
    expect(box(notice)).to.deep.equal(box(frame));
    expect(after.getBoundingClientRect().top).to.equal(afterTop);
    host.querySelector<HTMLElement>('#column')!.style.width = '380px';
    await placed();
    expect(box(frame).slice(2)).to.deep.equal([380, 214]);
    expect(box(notice)).to.deep.equal(box(frame));
    // Content growing above moves the frame and its notice together.
    host.querySelector('p')!.style.height = '100px';
    await placed();
    expect(box(notice)).to.deep.equal(box(frame));
  });

  it('covers an inline frame in a line of text, and a right-to-left one', async () => {
    host = mount(`<p style="width: 700px">Watch: <iframe title="a" data-category="marketing" data-src="about:blank"
      width="400" height="200"></iframe></p><p dir="rtl" style="width: 700px; text-align: center"><iframe title="b"
      data-category="marketing" data-src="about:blank" width="300" height="150"></iframe></p>`);
    h = harness();
    await placed();
    const frames = [...host.querySelectorAll('iframe')];
    const notices = [...host.querySelectorAll('.pb-consent-placeholder')];
    expect(notices.map(box)).to.deep.equal(frames.map(box));
  });

  it('shows the notice of a frame in a hidden container once the container shows', async () => {
    host = mount(`<div hidden id="panel"><iframe title="m" data-category="marketing" data-src="about:blank"
      width="400" height="200"></iframe></div>`);
    h = harness();
    await placed();
    const notice = host.querySelector<HTMLElement>('.pb-consent-placeholder')!;
    expect(notice.hidden).to.equal(true);
    host.querySelector<HTMLElement>('#panel')!.hidden = false;
    await placed();
    expect(notice.hidden).to.equal(false);
    expect(box(notice)).to.deep.equal(box(host.querySelector('iframe')!));
  });

  it('shows no notice for an item too small to hold one (a tracking pixel): one beside it would push the page', async () => {
    host = mount(`<div style="width: 800px"><p>An advertising pixel: <img alt="" data-category="marketing"
      data-src="about:blank" width="1" height="1"></p><p id="after">after</p></div>`);
    const afterTop = host.querySelector('#after')!.getBoundingClientRect().top;
    h = harness();
    await placed();
    const notice = host.querySelector<HTMLElement>('.pb-consent-placeholder')!;
    expect(notice.hidden).to.equal(true);
    expect(host.querySelector('#after')!.getBoundingClientRect().top).to.equal(afterTop);
    expect(SMALLEST).to.equal(160);
  });

  it('calls onAccept with the item when its button is pressed, and removes the notice on activation', async () => {
    host = mount(`<img alt="x" data-category="preferences" data-src="${fixtureUrl('pixel.svg')}">
      <script type="text/plain" data-category="preferences" data-placeholder>window.__pbLog.push('widget')</script>`);
    h = harness();
    const harnessed = h;
    const buttons = [...host.querySelectorAll('button')];
    expect(buttons.length).to.equal(2);
    buttons[1]!.click();
    expect(harnessed.accepted).to.deep.equal([harnessed.blocker.items()[1]]);
    harnessed.allow.add('preferences');
    harnessed.blocker.apply();
    await harnessed.activatedCount(2);
    expect(host.querySelector('.pb-consent-placeholder')).to.equal(null);
    expect(host.querySelector('img')?.hidden).to.equal(false);
    expect(window.__pbLog).to.deep.equal(['widget']);
  });

  it('leaves an item the page hid itself hidden after activation', () => {
    host = mount('<img alt="" hidden data-category="marketing" data-src="about:blank#x">');
    h = harness();
    h.allow.add('marketing');
    h.blocker.apply();
    expect(host.querySelector('img')?.hidden).to.equal(true);
  });

  it("adopts its stylesheet once in the document and in each shadow root, under the page's own rules", () => {
    host =
      mount(`<style>.pb-consent-placeholder{background-color:rgb(1,2,3)}</style><iframe title="a" data-category="marketing" data-src="about:blank"></iframe>
      <iframe title="b" data-category="marketing" data-src="about:blank"></iframe><div id="shadow"></div>`);
    const root = host.querySelector('#shadow')!.attachShadow({ mode: 'open' });
    root.innerHTML = `<img alt="" data-category="marketing" data-src="about:blank#1" width="200" height="100">
      <img alt="" data-category="marketing" data-src="about:blank#2" width="200" height="100">`;
    h = harness();
    const mine = document.adoptedStyleSheets.filter((s) =>
      [...s.cssRules].some((r) => r.cssText.includes('placeholder')),
    );
    expect(mine.length).to.equal(1);
    expect(root.adoptedStyleSheets).to.deep.equal(mine);
    const notice = root.querySelector('.pb-consent-placeholder')!;
    expect(getComputedStyle(notice).display).to.equal('grid');
    const light = getComputedStyle(host.querySelector('.pb-consent-placeholder')!);
    expect(light.display).to.equal('grid');
    expect(light.backgroundColor, "the page's rule wins over the adopted one").to.equal('rgb(1, 2, 3)');
  });
});
