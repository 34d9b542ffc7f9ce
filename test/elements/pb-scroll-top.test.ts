import { aTimeout, expect, fixture, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import sinon from 'sinon';
import type { PbScrollTop } from '../../elements/pb-scroll-top.js';
import { lightStyles } from '../../src/components/scroll-top/styles.js';
import { SCROLL } from '../../src/core/constants/index.js';
import { registeredCount } from '../../src/core/frame/index.js';
import { cancelScroll } from '../../src/core/scroll/index.js';

const nextFrame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)));

const button = (el: PbScrollTop) => el.shadowRoot?.querySelector('button') as HTMLButtonElement;
/** Shown: the button's `on` class, and visible with it. */
function shown(el: PbScrollTop): boolean {
  const on = button(el).classList.contains('on');
  const visible = getComputedStyle(button(el)).visibility === 'visible';
  expect(visible, 'visibility follows the class').to.equal(on);
  return on;
}

/** Scrolls the window and lets the scroll event and the shared frame run. */
async function scrollTo(y: number): Promise<void> {
  const from = window.scrollY;
  window.scrollTo({ top: y, behavior: 'instant' });
  if (window.scrollY !== from) await new Promise((r) => window.addEventListener('scroll', r, { once: true }));
  // Six frames, not two: WebKit delivers the in-view observer's records some rendering updates later than Chromium.
  for (let i = 0; i < 6; i++) await nextFrame();
}

async function longPage(
  markup = html`<pb-scroll-top></pb-scroll-top>`,
): Promise<{ el: PbScrollTop; tail: HTMLElement }> {
  const page = await fixture<HTMLElement>(html`
    <div>
      <a href="/first" id="first">First link</a>
      <div style="height: ${window.innerHeight * 5}px">${markup}</div>
      <p id="tail">End</p>
    </div>
  `);
  const el = page.querySelector('pb-scroll-top') as PbScrollTop;
  await el.updateComplete;
  await nextFrame();
  return { el, tail: page.querySelector('#tail') as HTMLElement };
}

describe('<pb-scroll-top>', () => {
  // Upgrade: the not-yet-defined element with only the document styles takes no room.
  const upgrade: { before?: number; after?: number; position?: string } = {};
  before(async () => {
    const style = document.createElement('style');
    style.textContent = lightStyles;
    document.head.append(style);
    const wrap = document.createElement('div');
    wrap.innerHTML = '<p>Above</p><pb-scroll-top><a href="#">Top</a></pb-scroll-top><p id="below">Below</p>';
    document.body.append(wrap);
    const el = wrap.querySelector('pb-scroll-top') as PbScrollTop;
    const below = wrap.querySelector('#below') as HTMLElement;
    expect(customElements.get('pb-scroll-top')).to.equal(undefined);
    upgrade.before = below.getBoundingClientRect().top;
    upgrade.position = getComputedStyle(el).position;
    await import('../../elements/pb-scroll-top.js');
    await el.updateComplete;
    upgrade.after = below.getBoundingClientRect().top;
    wrap.remove();
  });

  afterEach(async () => {
    cancelScroll();
    sinon.restore();
    await emulateMedia({ reducedMotion: 'no-preference' });
    fixtureCleanup();
    await aTimeout(0);
    window.scrollTo({ top: 0, behavior: 'instant' });
    document.body.removeAttribute('tabindex');
  });

  it('is accessible, hidden and shown', async () => {
    const { el } = await longPage();
    await expect(el).to.be.accessible();
    await scrollTo(2000);
    expect(shown(el)).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('is fixed before and after the upgrade, so nothing moves', () => {
    expect(upgrade.position).to.equal('fixed');
    expect(upgrade.after).to.equal(upgrade.before);
  });

  it('names its button, from messages too', async () => {
    const { el } = await longPage(html`<pb-scroll-top messages='{"label":"Nach oben"}'></pb-scroll-top>`);
    expect(button(el).getAttribute('aria-label')).to.equal('Nach oben');
    el.removeAttribute('messages');
    await el.updateComplete;
    expect(button(el).getAttribute('aria-label')).to.equal('Back to top');
  });

  it('appears strictly past SCROLL.topButtonAfter (800 px), and hides again above it', async () => {
    const { el } = await longPage();
    expect(shown(el)).to.equal(false);
    await scrollTo(SCROLL.topButtonAfter);
    expect(shown(el), 'at 800 px').to.equal(false);
    await scrollTo(SCROLL.topButtonAfter + 1);
    expect(shown(el), 'at 801 px').to.equal(true);
    await scrollTo(100);
    expect(shown(el)).to.equal(false);
  });

  it('shows at once on a page that loads scrolled', async () => {
    await fixture(html`<div style="height: ${window.innerHeight * 5}px"></div>`);
    await scrollTo(1500);
    const el = await fixture<PbScrollTop>(html`<pb-scroll-top></pb-scroll-top>`);
    await el.updateComplete;
    await waitUntil(() => button(el).classList.contains('on'), 'shown without a scroll event', { timeout: 1000 });
    expect(shown(el)).to.equal(true);
  });

  it('reads the scroll on the shared frame scheduler, and lets go when removed', async () => {
    const before = registeredCount('scroll');
    const { el } = await longPage();
    expect(registeredCount('scroll')).to.equal(before + 1);
    el.remove();
    await aTimeout(0);
    expect(registeredCount('scroll')).to.equal(before);
  });

  it('appears without moving anything: it is fixed to the viewport', async () => {
    const { el, tail } = await longPage();
    const at = tail.getBoundingClientRect().top + window.scrollY;
    const height = document.documentElement.scrollHeight;
    await scrollTo(2000);
    expect(shown(el)).to.equal(true);
    expect(getComputedStyle(el).position).to.equal('fixed');
    expect(tail.getBoundingClientRect().top + window.scrollY).to.equal(at);
    expect(document.documentElement.scrollHeight).to.equal(height);
    const box = button(el).getBoundingClientRect();
    expect(box.bottom).to.be.at.most(window.innerHeight);
    expect(box.right).to.be.at.most(window.innerWidth);
  });

  it('scrolls to the top in SCROLL.duration (800 ms), then moves focus to the top of the page', async () => {
    const { el } = await longPage();
    await scrollTo(3000);
    const clock = sinon.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    button(el).click();
    clock.tick(SCROLL.duration / 2);
    expect(window.scrollY, 'half way').to.be.within(900, 2100);
    clock.tick(SCROLL.duration / 2 + 50);
    clock.restore();
    await waitUntil(() => document.activeElement === document.body && document.body.tabIndex === -1, 'focus at top', {
      timeout: 1000,
    });
    expect(window.scrollY).to.equal(0);
    // The next Tab starts from the top: the body gives up its tabindex with the focus.
    (document.getElementById('first') as HTMLElement).focus();
    expect(document.body.hasAttribute('tabindex')).to.equal(false);
  });

  it('stops where it is when the visitor turns the wheel, and leaves the focus', async () => {
    const { el } = await longPage();
    await scrollTo(3000);
    const clock = sinon.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    expect(shown(el)).to.equal(true);
    button(el).focus();
    button(el).click();
    clock.tick(200);
    window.dispatchEvent(new WheelEvent('wheel', { deltaY: 10 }));
    await Promise.resolve();
    const at = window.scrollY;
    clock.tick(SCROLL.duration);
    clock.restore();
    await aTimeout(0);
    expect(window.scrollY).to.equal(at);
    expect(at).to.be.above(0);
    expect(el.shadowRoot?.activeElement === button(el), 'focus stays on the button').to.equal(true);
  });

  it('jumps to the top with reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { el } = await longPage();
    await scrollTo(3000);
    button(el).click();
    expect(window.scrollY).to.equal(0);
    await waitUntil(() => document.activeElement === document.body, 'focus at top', { timeout: 1000 });
  });
});
