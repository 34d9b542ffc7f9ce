import { expect } from '@open-wc/testing';
import { cleanupBlockerTest, fixtureUrl, type Harness, harness, mount, resetBlockerTest } from './blocker-helpers.js';

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
    expect(host.querySelector('iframe')?.hidden).to.equal(true);
    expect(host.querySelector('img')?.hidden).to.equal(true);
    await expect(host).to.be.accessible();
  });

  it('keeps the blocked item box so activation does not shift the layout', () => {
    host = mount(`<div style="width: 800px"><iframe title="v" data-category="marketing" data-src="about:blank"
      width="560" height="315" style="border: 0; display: block"></iframe><p id="after">after</p></div>`);
    h = harness();
    const notice = host.querySelector<HTMLElement>('.pb-consent-placeholder')!;
    expect(notice.style.aspectRatio).to.equal('560 / 315');
    const before = notice.getBoundingClientRect();
    const afterTop = host.querySelector('#after')!.getBoundingClientRect().top;
    expect([Math.round(before.width), Math.round(before.height)]).to.deep.equal([560, 315]);
    h.allow.add('marketing');
    h.blocker.apply();
    const frame = host.querySelector('iframe')!.getBoundingClientRect();
    expect([frame.width, frame.height]).to.deep.equal([560, 315]);
    expect(host.querySelector('#after')!.getBoundingClientRect().top).to.equal(afterTop);
  });

  it('lends a tracking pixel no size: its notice is wide enough for its text and button', () => {
    host = mount(`<div style="width: 800px"><img alt="" data-category="marketing" data-src="about:blank"
      width="1" height="1"></div>`);
    h = harness();
    const notice = host.querySelector<HTMLElement>('.pb-consent-placeholder')!;
    expect([notice.style.width, notice.style.aspectRatio]).to.deep.equal(['', '']);
    const button = notice.querySelector('button')!.getBoundingClientRect();
    expect(button.right).to.be.at.most(notice.getBoundingClientRect().right);
    expect(notice.getBoundingClientRect().width).to.be.above(160);
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
    root.innerHTML = `<img alt="" data-category="marketing" data-src="about:blank#1">
      <img alt="" data-category="marketing" data-src="about:blank#2">`;
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
