import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import sinon from 'sinon';
import { startSmoothAnchors } from '../../src/core/anchors/listen.js';
import { loadSmoothAnchorsIfAsked } from '../../src/core/anchors/opt-in.js';
import { anchorTarget, fragmentTarget } from '../../src/core/anchors/rules.js';
import { SCROLL } from '../../src/core/constants/index.js';
import { resetWarnings } from '../../src/core/log/index.js';
import { cancelScroll, setOffset } from '../../src/core/scroll/index.js';
import { clearHash, setPageConfig } from '../helpers/index.js';

const nextFrame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)));

/** Fakes the frame clock as test/unit/scroll.test.ts does, after letting a pending real frame run out. */
async function frameClock(): Promise<sinon.SinonFakeTimers> {
  await nextFrame();
  return sinon.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
}

/** A page five viewports tall: links at the top, `#far` three viewports down, and the hash owners. */
async function page(): Promise<HTMLElement> {
  const h = window.innerHeight;
  return fixture<HTMLElement>(html`
    <div style="height: ${h * 5}px; position: relative">
      <a id="to-far" href="#far">Far</a>
      <a id="to-encoded" href="#caf%C3%A9">Café</a>
      <a id="to-named" href="#legacy">Legacy</a>
      <a id="to-state" href="#product-tabs|1">Second tab</a>
      <a id="to-owned" href="#reviews">Reviews</a>
      <a id="to-marked" href="#marked">Marked</a>
      <a id="to-missing" href="#missing">Missing</a>
      <a id="to-empty" href="#">Top</a>
      <a id="to-other" href="/elsewhere#far">Other page</a>
      <a id="to-blank" href="#far" target="_blank">New tab</a>
      <a id="to-download" href="#far" download>Download</a>
      <div data-pb-hash><a id="inside-owner" href="#far">Inside an owner</a></div>
      <pb-tabs id="product-tabs"><pb-tab id="reviews">Reviews</pb-tab></pb-tabs>
      <div id="marked-owner" data-pb-hash><p id="marked">Marked</p></div>
      <a name="legacy" style="position: absolute; top: ${h}px">legacy</a>
      <p id="café" style="position: absolute; top: ${h * 2}px">café</p>
      <div id="far" style="position: absolute; top: ${h * 3}px; height: 40px">Far target</div>
    </div>
  `);
}

const link = (root: HTMLElement, id: string) => root.querySelector(`#${id}`) as HTMLAnchorElement;

/** Clicks `a` and reports whether the page's listeners cancelled it; the test page itself never navigates. */
function click(a: HTMLElement, init: MouseEventInit = {}): boolean {
  let prevented = false;
  const last = (e: Event) => {
    prevented = e.defaultPrevented;
    e.preventDefault();
  };
  window.addEventListener('click', last);
  a.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: 0, ...init }));
  window.removeEventListener('click', last);
  return prevented;
}

describe('smooth anchors: which links are ours', () => {
  it('takes a same-page link to an existing element: by id, decoded, or by <a name>', async () => {
    const root = await page();
    expect(anchorTarget(link(root, 'to-far'))?.id).to.equal('far');
    expect(anchorTarget(link(root, 'to-encoded'))?.id).to.equal('café');
    expect(anchorTarget(link(root, 'to-named'))?.getAttribute('name')).to.equal('legacy');
    expect(fragmentTarget(document, '')).to.equal(null);
  });

  it('leaves hash state, hash owners, missing targets, other pages, new tabs and downloads alone', async () => {
    const root = await page();
    for (const id of [
      'to-state',
      'to-owned',
      'to-marked',
      'inside-owner',
      'to-missing',
      'to-empty',
      'to-other',
      'to-blank',
      'to-download',
    ]) {
      expect(anchorTarget(link(root, id)), id).to.equal(null);
    }
  });
});

describe('smooth anchors: the delegated listener', () => {
  let clock: sinon.SinonFakeTimers | undefined;
  let stop: () => void = () => {};
  afterEach(async () => {
    stop();
    cancelScroll();
    // Runs the frame the scheduler asked the fake clock for, or it would wait for it forever.
    clock?.tick(100);
    clock?.restore();
    clock = undefined;
    sinon.restore();
    resetWarnings();
    setOffset('header', null);
    setPageConfig(null);
    clearHash();
    await emulateMedia({ reducedMotion: 'no-preference' });
    window.scrollTo({ top: 0, behavior: 'instant' });
  });

  it('does nothing unless the page config says smoothAnchors: true; another value warns', async () => {
    const root = await page();
    const warn = sinon.stub(console, 'warn');
    stop = startSmoothAnchors();
    expect(click(link(root, 'to-far')), 'no config').to.equal(false);
    setPageConfig({ smoothAnchors: 'yes' });
    stop = startSmoothAnchors();
    expect(click(link(root, 'to-far')), 'not a boolean').to.equal(false);
    expect(String(warn.firstCall?.args[0])).to.contain('"smoothAnchors" must be true or false');
  });

  it('is loaded by pb.js only on pages whose config names it', async () => {
    const root = await page();
    expect(await loadSmoothAnchorsIfAsked(), 'no config').to.equal(undefined);
    expect(click(link(root, 'to-far'))).to.equal(false);
    setPageConfig({ smoothAnchors: true });
    stop = (await loadSmoothAnchorsIfAsked()) ?? stop;
    expect(click(link(root, 'to-far')), 'asked for').to.equal(true);
  });

  it('scrolls in 800 ms to land the target below the header offset, moves focus, and pushes the hash', async () => {
    const root = await page();
    setPageConfig({ smoothAnchors: true });
    stop = startSmoothAnchors();
    setOffset('header', { top: 80 });
    const far = link(root, 'far');
    const expected = far.getBoundingClientRect().top + window.scrollY - 80;
    // Counted as pushes, not by history.length, which WebKit caps at 100 in the runner's long-lived tab.
    const push = sinon.spy(history, 'pushState');
    clock = await frameClock();
    expect(click(link(root, 'to-far'))).to.equal(true);
    push.restore();
    expect(location.hash).to.equal('#far');
    expect(push.callCount, 'a new history entry, so Back returns').to.equal(1);
    expect(document.activeElement, 'focus moved at once').to.equal(far);
    expect(far.getAttribute('tabindex')).to.equal('-1');
    expect(
      far.style.outlineStyle,
      'no outline jump on a focused section (WebKit writes the shorthand as currentcolor)',
    ).to.equal('none');
    clock.tick(SCROLL.duration / 2);
    expect(window.scrollY, 'half way')
      .to.be.above(expected * 0.3)
      .and.below(expected * 0.7);
    clock.tick(SCROLL.duration / 2 + 50);
    expect(window.scrollY).to.equal(expected);
    expect(far.getBoundingClientRect().top, 'just below the header').to.equal(80);
    far.blur();
    expect(far.hasAttribute('tabindex'), 'tabindex removed on blur').to.equal(false);
    expect(far.style.outline).to.equal('');
  });

  it('leaves hash-owned and modified clicks to others, and lets a focusable target keep its tabindex', async () => {
    const root = await page();
    setPageConfig({ smoothAnchors: true });
    stop = startSmoothAnchors();
    expect(click(link(root, 'to-state')), 'module state').to.equal(false);
    expect(click(link(root, 'to-owned')), 'a tab inside <pb-tabs>').to.equal(false);
    expect(click(link(root, 'inside-owner')), 'inside [data-pb-hash]').to.equal(false);
    expect(click(link(root, 'to-far'), { ctrlKey: true }), 'ctrl-click').to.equal(false);
    expect(location.hash).to.equal('');
    const button = document.createElement('button');
    button.id = 'focusable';
    button.textContent = 'Focusable';
    root.append(button);
    const a = Object.assign(document.createElement('a'), { href: '#focusable', textContent: 'to button' });
    root.append(a);
    clock = await frameClock();
    expect(click(a)).to.equal(true);
    expect(document.activeElement).to.equal(button);
    expect(button.hasAttribute('tabindex')).to.equal(false);
  });

  it('jumps at once when the visitor prefers reduced motion', async () => {
    const root = await page();
    setPageConfig({ smoothAnchors: true });
    stop = startSmoothAnchors();
    setOffset('header', { top: 80 });
    await emulateMedia({ reducedMotion: 'reduce' });
    expect(click(link(root, 'to-far'))).to.equal(true);
    expect(link(root, 'far').getBoundingClientRect().top).to.equal(80);
  });

  it('stops at once when the visitor turns the wheel, touches or presses a key', async () => {
    const root = await page();
    setPageConfig({ smoothAnchors: true });
    stop = startSmoothAnchors();
    clock = await frameClock();
    for (const input of [
      new WheelEvent('wheel', { deltaY: 10 }),
      new Event('touchstart'),
      new KeyboardEvent('keydown', { key: 'ArrowDown' }),
    ]) {
      window.scrollTo({ top: 0, behavior: 'instant' });
      clearHash();
      expect(click(link(root, 'to-far')), input.type).to.equal(true);
      clock.tick(200);
      const at = window.scrollY;
      expect(at, input.type).to.be.above(0);
      window.dispatchEvent(input);
      clock.tick(SCROLL.duration);
      expect(window.scrollY, input.type).to.equal(at);
    }
  });

  it('Back returns to the previous hash', async () => {
    const root = await page();
    setPageConfig({ smoothAnchors: true });
    stop = startSmoothAnchors();
    await emulateMedia({ reducedMotion: 'reduce' });
    // Counted as pushes, not by history.length, which WebKit caps at 100 in the runner's long-lived tab.
    const push = sinon.spy(history, 'pushState');
    click(link(root, 'to-named'));
    click(link(root, 'to-far'));
    push.restore();
    expect(location.hash).to.equal('#far');
    // Checked before going back: without two new entries, Back would leave the test page.
    expect(push.callCount).to.equal(2);
    const popped = new Promise((r) => window.addEventListener('popstate', r, { once: true }));
    history.back();
    await popped;
    expect(location.hash).to.equal('#legacy');
  });
});
