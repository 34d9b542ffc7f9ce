import { expect, fixture, html } from '@open-wc/testing';
import sinon from 'sinon';
import { SCROLL } from '../../src/core/constants/index.js';
import { SEARCH } from '../../src/core/constants/search.js';
import { cancelScroll, setOffset } from '../../src/core/scroll/index.js';
import { focusPageTop, scrollToTop, topButtonShown } from '../../src/core/scroll/top.js';
import {
  clickedOutside,
  closesOnKey,
  createSearchMachine,
  focusLeft,
  overlayArea,
} from '../../src/core/search/index.js';
import type { ToggleAction, ToggleState } from '../../src/core/toggle/index.js';
import { reduceMotion } from '../helpers/index.js';

const nextFrame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)));

describe('menu search rules', () => {
  afterEach(() => sinon.restore());

  it('names the spec constants: a 1000 ms animation under a 1 s lock', () => {
    expect(SEARCH.animation).to.equal(1000);
    expect(SEARCH.lock).to.equal(1000);
  });

  it('ignores requests for SEARCH.lock after a change, then accepts them', () => {
    const clock = sinon.useFakeTimers();
    const seen: [ToggleState, ToggleAction['type']][] = [];
    const machine = createSearchMachine(false, (state, action) => seen.push([state, action.type]));
    machine.dispatch({ type: 'request', open: true, animate: true });
    expect(machine.state).to.deep.equal({ open: true, sliding: true });
    clock.tick(SEARCH.lock - 1);
    machine.dispatch({ type: 'request', open: false, animate: true });
    expect(machine.state.open, 'locked: a close request is ignored').to.equal(true);
    clock.tick(1);
    expect(machine.state).to.deep.equal({ open: true, sliding: false });
    machine.dispatch({ type: 'request', open: false, animate: true });
    expect(machine.state.open).to.equal(false);
    clock.tick(SEARCH.lock);
    expect(seen.map(([s, a]) => `${a}:${s.open}:${s.sliding}`)).to.deep.equal([
      'request:true:true',
      'settle:true:false',
      'request:false:true',
      'settle:false:false',
    ]);
  });

  it('does not lock a change without animation (reduced motion), and lets the author set it mid-lock', () => {
    const clock = sinon.useFakeTimers();
    const machine = createSearchMachine(false, () => {});
    machine.dispatch({ type: 'request', open: true, animate: false });
    machine.dispatch({ type: 'request', open: false, animate: false });
    expect(machine.state).to.deep.equal({ open: false, sliding: false });
    machine.dispatch({ type: 'request', open: true, animate: true });
    machine.dispatch({ type: 'set', open: false, animate: true });
    expect(machine.state.open, 'the author wins over the lock').to.equal(false);
    machine.stop();
    clock.tick(SEARCH.lock);
    expect(machine.state.sliding, 'stopped: no settle').to.equal(true);
  });

  it('closes on Escape only', () => {
    expect(closesOnKey('Escape')).to.equal(true);
    for (const key of ['Esc', 'Enter', 'Tab', ' ']) expect(closesOnKey(key), key).to.equal(false);
  });

  it('covers the enclosing <pb-header>, else the parent; a click outside it closes', async () => {
    const page = await fixture<HTMLElement>(html`
      <div>
        <pb-header><nav><span><i id="inside"></i></span></nav><p id="header-p"></p></pb-header>
        <p id="outside"><b id="loose"></b></p>
      </div>
    `);
    const header = page.querySelector('pb-header') as Element;
    const inside = page.querySelector('#inside') as Element;
    const loose = page.querySelector('#loose') as Element;
    expect(overlayArea(inside)).to.equal(header);
    expect(overlayArea(loose)).to.equal(page.querySelector('#outside'));
    expect(clickedOutside(header, [inside, header, page, document])).to.equal(false);
    expect(clickedOutside(header, [loose, page, document])).to.equal(true);
  });

  it('counts focus as gone when it moves outside or to nothing, not when the window loses it', async () => {
    const page = await fixture<HTMLElement>(html`<div><span id="host"><input /></span><input id="other" /></div>`);
    const host = page.querySelector('#host') as Element;
    expect(focusLeft(host, host.querySelector('input'), true)).to.equal(false);
    expect(focusLeft(host, host, true), 'retargeted from the shadow root').to.equal(false);
    expect(focusLeft(host, page.querySelector('#other'), true)).to.equal(true);
    expect(focusLeft(host, null, true), 'a click on bare page').to.equal(true);
    expect(focusLeft(host, null, false), 'another tab or window').to.equal(false);
  });
});

describe('scroll-to-top rules', () => {
  let clock: sinon.SinonFakeTimers | undefined;
  afterEach(() => {
    cancelScroll();
    clock?.restore();
    clock = undefined;
    sinon.restore();
    setOffset('header', null);
    window.scrollTo({ top: 0, behavior: 'instant' });
    document.body.removeAttribute('tabindex');
  });

  async function tallPage(): Promise<void> {
    await fixture(html`<div style="height: ${window.innerHeight * 5}px"></div>`);
  }

  it('shows the button strictly past SCROLL.topButtonAfter (800 px)', () => {
    expect(SCROLL.topButtonAfter).to.equal(800);
    expect(topButtonShown(0)).to.equal(false);
    expect(topButtonShown(800)).to.equal(false);
    expect(topButtonShown(800.5)).to.equal(true);
    expect(topButtonShown(5000)).to.equal(true);
  });

  it('scrolls to 0 in SCROLL.duration (800 ms), ignoring the top offset, then focuses the body', async () => {
    await tallPage();
    window.scrollTo({ top: 2000, behavior: 'instant' });
    setOffset('header', { top: 80 });
    await nextFrame();
    clock = sinon.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    const done = scrollToTop();
    clock.tick(SCROLL.duration / 2);
    expect(window.scrollY, 'half way').to.be.within(600, 1400);
    expect(document.body.hasAttribute('tabindex'), 'no focus move on the way').to.equal(false);
    clock.tick(SCROLL.duration / 2 + 50);
    expect(await done).to.equal(true);
    expect(window.scrollY).to.equal(0);
    expect(document.activeElement).to.equal(document.body);
    expect(document.body.getAttribute('tabindex')).to.equal('-1');
  });

  it('stops on the visitor takeover without moving focus', async () => {
    await tallPage();
    window.scrollTo({ top: 2000, behavior: 'instant' });
    await nextFrame();
    clock = sinon.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    const done = scrollToTop();
    clock.tick(200);
    window.dispatchEvent(new WheelEvent('wheel', { deltaY: 10 }));
    clock.tick(SCROLL.duration);
    expect(await done).to.equal(false);
    expect(window.scrollY).to.be.above(0);
    expect(document.body.hasAttribute('tabindex')).to.equal(false);
  });

  it('jumps with reduced motion', async () => {
    await tallPage();
    window.scrollTo({ top: 2000, behavior: 'instant' });
    reduceMotion();
    const done = scrollToTop();
    expect(window.scrollY).to.equal(0);
    expect(await done).to.equal(true);
    expect(document.activeElement).to.equal(document.body);
  });

  it('gives the body tabindex -1 only for the moment, and keeps an author tabindex', async () => {
    const input = await fixture<HTMLInputElement>(html`<input />`);
    focusPageTop();
    expect(document.activeElement).to.equal(document.body);
    input.focus();
    expect(document.body.hasAttribute('tabindex')).to.equal(false);
    document.body.setAttribute('tabindex', '0');
    focusPageTop();
    expect(document.activeElement).to.equal(document.body);
    input.focus();
    expect(document.body.getAttribute('tabindex')).to.equal('0');
  });
});
