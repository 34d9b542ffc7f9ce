import { aTimeout, expect, fixture, fixtureCleanup, html, nextFrame, waitUntil } from '@open-wc/testing';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/pb-menu.js';
import type { PbMenu } from '../../elements/pb-menu.js';
import { MENU } from '../../src/core/constants/menu.js';
import { resetWarnings } from '../../src/core/log/index.js';
import { reduceMotion, specClock } from '../helpers/index.js';

const list = html`
  <ul>
    <li><a href="#home">Home</a></li>
    <li>
      <a href="#shop">Shop</a>
      <ul id="shop-menu">
        <li>
          <a href="#cups">Cups</a>
          <ul>
            <li><a href="#espresso">Espresso cups</a></li>
            <li><a href="#mugs">Mugs</a></li>
          </ul>
        </li>
        <li><a href="#plates">Plates</a></li>
      </ul>
    </li>
    <li class="mega-menu">
      <a href="#studio">Studio</a>
      <ul>
        <li><a href="#about">About</a><ul><li><a href="#team">Team</a></li></ul></li>
        <li><a href="#press">Press</a></li>
        <li><a href="#jobs">Jobs</a></li>
      </ul>
    </li>
    <li><a href="#contact">Contact</a></li>
  </ul>
`;

const menu = async (mode = 'dropdown') => {
  const el = await fixture<PbMenu>(html`<pb-menu mode=${mode}>${list}</pb-menu>`);
  await el.updateComplete;
  return el;
};
const item = (el: Element, label: string) =>
  [...el.querySelectorAll('li')].find((li) => li.firstElementChild?.textContent === label) as HTMLLIElement;
const link = (el: Element, label: string) => item(el, label).querySelector('a') as HTMLAnchorElement;
const button = (el: Element, label: string) =>
  item(el, label).querySelector(':scope > .pb-menu-button') as HTMLButtonElement;
const isOpen = (el: Element, label: string) => button(el, label).getAttribute('aria-expanded') === 'true';
const shown = (el: Element, label: string) =>
  getComputedStyle(item(el, label).querySelector(':scope > ul') as Element).display !== 'none';
/** The keyframes of the animation running on `el`. */
const frames = (el: Element) => ((el.getAnimations()[0] as Animation).effect as KeyframeEffect).getKeyframes();
const toggleOf = (el: PbMenu) => el.shadowRoot?.querySelector('[part="toggle"]') as HTMLButtonElement | null;
const navOf = (el: PbMenu) => el.shadowRoot?.querySelector('nav') as HTMLElement;
const pointer = (target: Element, type: string, pointerType: string) =>
  target.dispatchEvent(new PointerEvent(type, { bubbles: true, composed: true, pointerType }));
/** A click as a pointer makes it (detail 0: as the keyboard does); false when the menu kept the link from being followed. */
const tap = (target: Element, pointerType: string, detail = 1) => {
  pointer(target, 'pointerdown', pointerType);
  let followed = false;
  document.addEventListener('click', (e) => (followed = !e.defaultPrevented), { once: true });
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail }));
  return followed;
};
function record(target: EventTarget) {
  const seen: { open: boolean; mobile: boolean }[] = [];
  target.addEventListener('pb-menu-toggle', (e) => seen.push((e as CustomEvent).detail));
  return seen;
}

describe('<pb-menu>', () => {
  // Follow no link for real: the tests only ask whether the menu let it be followed.
  const stay = (e: Event) => {
    if ((e.target as Element).closest?.('a')) e.preventDefault();
  };
  before(async () => {
    window.addEventListener('click', stay);
    // The size every test starts at (afterEach restores it): the first test must not take the window's size from
    // whichever file ran before in the engine (WebKit's window stays as the last file left it).
    await setViewport({ width: 800, height: 600 });
  });
  after(() => window.removeEventListener('click', stay));
  afterEach(async () => {
    sinon.restore();
    resetWarnings();
    fixtureCleanup();
    await aTimeout(0);
    await setViewport({ width: 800, height: 600 });
  });

  it('is accessible: dropdowns closed and open, the mobile toggle, the stacked list', async () => {
    const el = await menu();
    await expect(el).to.be.accessible();
    button(el, 'Shop').click();
    button(el, 'Cups').click();
    await expect(el).to.be.accessible();
    const mobile = await menu('auto');
    expect(toggleOf(mobile)).to.not.equal(null);
    await expect(mobile).to.be.accessible();
    expect(getComputedStyle(toggleOf(mobile) as Element).rotate).to.equal('none');
    toggleOf(mobile)?.click();
    await mobile.updateComplete;
    await expect(mobile).to.be.accessible();
    // Open, the burger shows a cross: it is the way to close the menu.
    expect(getComputedStyle(toggleOf(mobile) as Element).rotate).to.equal('45deg');
    await expect(await menu('stacked')).to.be.accessible();
  });

  it('adds a disclosure button beside each parent link, controlling its list by a unique id', async () => {
    const el = await menu();
    const second = await fixture<PbMenu>(html`<pb-menu mode="dropdown">${list}</pb-menu>`);
    const nav = navOf(el);
    expect(nav.getAttribute('aria-label')).to.equal('Menu');
    expect(el.querySelector('ul')?.assignedSlot?.getRootNode()).to.equal(el.shadowRoot);
    expect(el.querySelectorAll('.pb-menu-button')).to.have.length(4);
    expect(el.querySelector('[role="menu"], [role="menuitem"]')).to.equal(null);
    const b = button(el, 'Shop');
    expect(b.previousElementSibling).to.equal(link(el, 'Shop'));
    expect(b.type).to.equal('button');
    expect(b.getAttribute('aria-expanded')).to.equal('false');
    expect(b.getAttribute('aria-label')).to.equal('Shop submenu');
    // The author's id is kept; the others get one each, unique on the page.
    expect(b.getAttribute('aria-controls')).to.equal('shop-menu');
    const cups = button(el, 'Cups').getAttribute('aria-controls') as string;
    expect(document.getElementById(cups)).to.equal(item(el, 'Cups').querySelector('ul'));
    const ids = [...document.querySelectorAll('pb-menu ul[id]')].map((u) => u.id).filter((id) => id !== 'shop-menu');
    expect(new Set(ids).size).to.equal(ids.length);
    expect(ids).to.have.length(6);
    expect(second.querySelectorAll('.pb-menu-button')).to.have.length(4);
    // The dropdown layout has no toggle.
    expect(toggleOf(el)).to.equal(null);
  });

  it('opens on pointer enter and closes 200 ms after the pointer leaves; coming back cancels the close', async () => {
    await setViewport({ width: 1280, height: 800 });
    const clock = specClock();
    const el = await menu();
    const seen = record(el);
    /** The real mouse, over the middle of an element. */
    const over = (target: Element) => {
      const r = target.getBoundingClientRect();
      return sendMouse({ type: 'move', position: [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)] });
    };
    await over(link(el, 'Shop'));
    expect(isOpen(el, 'Shop')).to.equal(true);
    expect(shown(el, 'Shop')).to.equal(true);
    await over(link(el, 'Home'));
    clock.tick(MENU.closeDelay - 1);
    expect(isOpen(el, 'Shop')).to.equal(true);
    await over(link(el, 'Shop'));
    clock.tick(MENU.closeDelay);
    expect(isOpen(el, 'Shop')).to.equal(true);
    // Down into the submenu and its submenu: the item stays open.
    await over(link(el, 'Cups'));
    await over(link(el, 'Espresso cups'));
    clock.tick(MENU.closeDelay);
    expect(isOpen(el, 'Shop') && isOpen(el, 'Cups')).to.equal(true);
    await sendMouse({ type: 'move', position: [5, innerHeight - 5] });
    clock.tick(MENU.closeDelay - 1);
    expect(isOpen(el, 'Shop')).to.equal(true);
    clock.tick(1);
    expect(isOpen(el, 'Shop') || isOpen(el, 'Cups')).to.equal(false);
    expect(seen.map((d) => d.open)).to.deep.equal([true, true, false, false]);
    // Touch and pen pointers do not hover.
    item(el, 'Shop').dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'touch' }));
    expect(isOpen(el, 'Shop')).to.equal(false);
  });

  it('takes the close delay from the delay attribute', async () => {
    const clock = specClock();
    const el = await menu();
    el.setAttribute('delay', '500');
    await el.updateComplete;
    item(el, 'Shop').dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
    item(el, 'Shop').dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse' }));
    clock.tick(499);
    expect(isOpen(el, 'Shop')).to.equal(true);
    clock.tick(1);
    expect(isOpen(el, 'Shop')).to.equal(false);
  });

  it('a mouse click on the button of an item the hover opened keeps it open, and leaving then does not close it', async () => {
    await setViewport({ width: 1280, height: 800 });
    const clock = specClock();
    const el = await menu();
    const button = item(el, 'Shop').querySelector('.pb-menu-button') as HTMLElement;
    const r = button.getBoundingClientRect();
    // The real mouse: entering the item opens it, then the click lands on its button.
    await sendMouse({ type: 'click', position: [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)] });
    expect(isOpen(el, 'Shop')).to.equal(true);
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    await sendMouse({ type: 'move', position: [5, innerHeight - 5] });
    clock.tick(MENU.closeDelay);
    expect(isOpen(el, 'Shop')).to.equal(true);
    // Once pinned by the click, the button toggles: a second click closes it.
    await sendMouse({ type: 'click', position: [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)] });
    expect(isOpen(el, 'Shop')).to.equal(false);
  });

  it('Escape dismisses what the pointer opened while focus is elsewhere, and leaves focus there (WCAG 1.4.13)', async () => {
    // The real mouse away from the menu, or Chrome's boundary events after the close would hover the item again.
    await sendMouse({ type: 'move', position: [5, innerHeight - 5] });
    const el = await menu();
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    item(el, 'Shop').dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
    expect(isOpen(el, 'Shop')).to.equal(true);
    await sendKeys({ press: 'Escape' });
    expect(isOpen(el, 'Shop')).to.equal(false);
    expect(document.activeElement).to.equal(outside);
    // A submenu opened from the keyboard is the visitor's to close: Escape elsewhere leaves it.
    button(el, 'Shop').click();
    outside.focus();
    await sendKeys({ press: 'Escape' });
    expect(isOpen(el, 'Shop')).to.equal(true);
    outside.remove();
  });

  it('gives items added to the list later their disclosure buttons', async () => {
    const el = await menu();
    const contact = item(el, 'Contact');
    const sublist = document.createElement('ul');
    sublist.innerHTML = '<li><a href="#map">Map</a></li>';
    contact.append(sublist);
    await waitUntil(() => button(el, 'Contact'), 'the new parent item gets its button');
    expect(button(el, 'Contact').getAttribute('aria-controls')).to.equal(sublist.id);
    button(el, 'Contact').click();
    expect(isOpen(el, 'Contact')).to.equal(true);
    expect(el.querySelectorAll('.pb-menu-button').length, 'one button per parent item').to.equal(5);
  });

  it('fades a dropdown in and out over 700 ms, keeping a closing one shown until then', async () => {
    const clock = specClock();
    const el = await menu();
    const ul = item(el, 'Shop').querySelector('ul') as HTMLElement;
    button(el, 'Shop').click();
    const opening = ul.getAnimations()[0] as Animation;
    expect((opening.effect as KeyframeEffect).getTiming().duration).to.equal(MENU.submenuDuration);
    expect((opening.effect as KeyframeEffect).getKeyframes().map((k) => k.opacity)).to.deep.equal(['0', '1']);
    clock.tick(MENU.submenuDuration);
    expect(ul.getAnimations()).to.have.length(0);
    button(el, 'Shop').click();
    expect(isOpen(el, 'Shop')).to.equal(false);
    expect(frames(ul).map((k) => k.opacity)).to.deep.equal(['1', '0']);
    clock.tick(MENU.submenuDuration - 1);
    expect(shown(el, 'Shop')).to.equal(true);
    clock.tick(1);
    expect(shown(el, 'Shop')).to.equal(false);
    expect(ul.getAnimations()).to.have.length(0);
  });

  it('stacked: slides a submenu open and shut over 700 ms, no hover, no toggle', async () => {
    const clock = specClock();
    const el = await menu('stacked');
    expect(toggleOf(el)).to.equal(null);
    item(el, 'Shop').dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
    expect(isOpen(el, 'Shop')).to.equal(false);
    const ul = item(el, 'Shop').querySelector('ul') as HTMLElement;
    button(el, 'Shop').click();
    const slide = frames(ul);
    expect(slide[0]?.height).to.equal('0px');
    expect(Number.parseFloat(String(slide[1]?.height))).to.be.greaterThan(90);
    clock.tick(MENU.submenuDuration);
    // In flow: the open list takes room under its item.
    expect(ul.getBoundingClientRect().top).to.be.at.least(link(el, 'Shop').getBoundingClientRect().bottom - 1);
    button(el, 'Shop').click();
    clock.tick(MENU.submenuDuration - 1);
    expect(shown(el, 'Shop')).to.equal(true);
    clock.tick(1);
    expect(shown(el, 'Shop')).to.equal(false);
  });

  it('with reduced motion: no animation, the same end state at once', async () => {
    specClock();
    reduceMotion();
    const el = await menu();
    const ul = item(el, 'Shop').querySelector('ul') as HTMLElement;
    button(el, 'Shop').click();
    expect(ul.getAnimations()).to.have.length(0);
    expect(shown(el, 'Shop')).to.equal(true);
    button(el, 'Shop').click();
    expect(shown(el, 'Shop')).to.equal(false);
  });

  it('on touch, the first tap on a parent item opens its submenu and the second follows the link', async () => {
    const el = await menu();
    expect(tap(link(el, 'Shop'), 'touch')).to.equal(false);
    expect(isOpen(el, 'Shop')).to.equal(true);
    expect(tap(link(el, 'Cups'), 'touch')).to.equal(false);
    expect(isOpen(el, 'Cups')).to.equal(true);
    expect(tap(link(el, 'Cups'), 'touch')).to.equal(true);
    expect(tap(link(el, 'Espresso cups'), 'touch')).to.equal(true);
    // A mouse click and the keyboard's Enter (a click with detail 0) always follow.
    expect(tap(link(el, 'Studio'), 'mouse')).to.equal(true);
    expect(tap(link(el, 'Studio'), '', 0)).to.equal(true);
    // A tap outside closes the dropdowns.
    pointer(document.body, 'pointerdown', 'touch');
    expect(isOpen(el, 'Shop')).to.equal(false);
    // Stacked lists open from their buttons only.
    const stacked = await menu('stacked');
    expect(tap(link(stacked, 'Shop'), 'touch')).to.equal(true);
    expect(isOpen(stacked, 'Shop')).to.equal(false);
  });

  it('keeps one submenu open per level', async () => {
    const el = await menu();
    const seen = record(el);
    button(el, 'Shop').click();
    button(el, 'Cups').click();
    expect(isOpen(el, 'Shop') && isOpen(el, 'Cups')).to.equal(true);
    button(el, 'Studio').click();
    expect([isOpen(el, 'Shop'), isOpen(el, 'Cups'), isOpen(el, 'Studio')]).to.deep.equal([false, false, true]);
    expect(seen.map((d) => d.open)).to.deep.equal([true, true, false, false, true]);
  });

  it('gives a mega menu of fewer than 4 columns its column class, and its columns share the row', async () => {
    await setViewport({ width: 1280, height: 800 });
    const el = await menu();
    const studio = item(el, 'Studio');
    expect(studio.classList.contains('pb-mega-3')).to.equal(true);
    button(el, 'Studio').click();
    const row = (el.querySelector('ul') as HTMLElement).getBoundingClientRect();
    const panel = (studio.querySelector('ul') as HTMLElement).getBoundingClientRect();
    expect(panel.width).to.be.closeTo(row.width, 1);
    const about = item(el, 'About').getBoundingClientRect();
    expect(about.width).to.be.closeTo(row.width / 3, 1);
    // A column's own link is its heading, set apart from the links under it.
    const weight = (label: string) => +getComputedStyle(link(el, label)).fontWeight;
    expect([weight('About'), weight('Team')]).to.deep.equal([600, 400]);
    // The columns' own lists show without a button.
    expect(shown(el, 'About')).to.equal(true);
    expect(getComputedStyle(button(el, 'About')).display).to.equal('none');
    // A fourth column: no count class, a quarter each.
    const ul = studio.querySelector('ul') as HTMLElement;
    ul.insertAdjacentHTML('beforeend', '<li><a href="#shop4">Shop</a></li>');
    el.setAttribute('delay', '201'); // any change re-reads the list
    await el.updateComplete;
    expect(studio.className).to.equal('mega-menu');
    button(el, 'Studio').click();
    expect(item(el, 'About').getBoundingClientRect().width).to.be.closeTo(row.width / 4, 1);
  });

  it('works from the keyboard through three levels; Escape closes the open submenu and returns focus', async () => {
    reduceMotion();
    const before = await fixture<HTMLElement>(
      html`<div><button id="start">Start</button><pb-menu mode="dropdown">${list}</pb-menu></div>`,
    );
    const el = before.querySelector('pb-menu') as PbMenu;
    await el.updateComplete;
    (before.querySelector('#start') as HTMLElement).focus();
    const focused = () => document.activeElement;
    const press = (key: string) => sendKeys({ press: key });
    await press('Tab');
    expect(focused()).to.equal(link(el, 'Home'));
    await press('Tab');
    expect(focused()).to.equal(link(el, 'Shop'));
    await press('Tab');
    expect(focused()).to.equal(button(el, 'Shop'));
    await press('Enter');
    expect(isOpen(el, 'Shop')).to.equal(true);
    await press('Tab');
    expect(focused()).to.equal(link(el, 'Cups'));
    await press('Tab');
    expect(focused()).to.equal(button(el, 'Cups'));
    await press('Space');
    expect(isOpen(el, 'Cups')).to.equal(true);
    await press('Tab');
    expect(focused()).to.equal(link(el, 'Espresso cups'));
    await press('Escape');
    expect(isOpen(el, 'Cups')).to.equal(false);
    expect(isOpen(el, 'Shop')).to.equal(true);
    expect(focused()).to.equal(button(el, 'Cups'));
    await press('Escape');
    expect(isOpen(el, 'Shop')).to.equal(false);
    expect(focused()).to.equal(button(el, 'Shop'));
    // Closed submenus are skipped: the next stop is the next top-level link.
    await press('Tab');
    expect(focused()).to.equal(link(el, 'Studio'));
    // Focus moving to another item closes the open one; leaving the menu closes all.
    button(el, 'Shop').click();
    await press('Tab');
    expect(isOpen(el, 'Shop')).to.equal(false);
    button(el, 'Studio').focus();
    await press('Enter');
    expect(isOpen(el, 'Studio')).to.equal(true);
    (before.querySelector('#start') as HTMLElement).focus();
    expect(isOpen(el, 'Studio')).to.equal(false);
  });

  it('a closing submenu or mobile panel leaves the tab order at once: Tab after Escape goes on, not into it', async () => {
    const clock = specClock();
    const around = await fixture<HTMLElement>(
      html`<div><pb-menu mode="dropdown">${list}</pb-menu><button id="after">After</button></div>`,
    );
    const el = around.querySelector('pb-menu') as PbMenu;
    await el.updateComplete;
    const ul = item(el, 'Shop').querySelector('ul') as HTMLElement;
    button(el, 'Shop').focus();
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(button(el, 'Cups'));
    clock.tick(MENU.submenuDuration);
    await sendKeys({ press: 'Escape' });
    expect(document.activeElement).to.equal(button(el, 'Shop'));
    clock.tick(100);
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement?.textContent).to.equal('Studio');
    expect([shown(el, 'Shop'), ul.inert]).to.deep.equal([true, true]);
    clock.tick(MENU.submenuDuration);
    expect([shown(el, 'Shop'), ul.inert]).to.deep.equal([false, false]);
    // Reopened while it fades out: usable again at once.
    button(el, 'Shop').click();
    button(el, 'Shop').click();
    button(el, 'Shop').click();
    expect([isOpen(el, 'Shop'), ul.inert]).to.deep.equal([true, false]);

    el.setAttribute('mode', 'auto');
    await el.updateComplete;
    const toggle = toggleOf(el) as HTMLButtonElement;
    toggle.click();
    await el.updateComplete;
    clock.tick(MENU.mobileSlide);
    link(el, 'Home').focus();
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(el.shadowRoot?.activeElement).to.equal(toggle);
    expect(navOf(el).hidden).to.equal(false);
    await sendKeys({ press: 'Tab' });
    // Compared by name: a failing comparison of the elements themselves would print their whole React graph.
    expect(document.activeElement?.textContent).to.equal('After');
    toggle.click();
    await el.updateComplete;
    expect(navOf(el).inert).to.equal(false);
  });

  it('mobile: a toggle opens the same list, sliding 500 ms; Escape closes it and focuses the toggle', async () => {
    const clock = specClock();
    const el = await menu('auto');
    const seen = record(el);
    const toggle = toggleOf(el) as HTMLButtonElement;
    const nav = navOf(el);
    expect(toggle.getAttribute('aria-label')).to.equal('Menu');
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(el.shadowRoot?.getElementById(toggle.getAttribute('aria-controls') as string)).to.equal(nav);
    expect(nav.hidden).to.equal(true);
    toggle.click();
    await el.updateComplete;
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    expect(nav.hidden).to.equal(false);
    const slide = nav.getAnimations()[0] as Animation;
    expect((slide.effect as KeyframeEffect).getTiming().duration).to.equal(MENU.mobileSlide);
    expect((slide.effect as KeyframeEffect).getKeyframes()[0]?.height).to.equal('0px');
    // No duplicated list: the same nodes, restyled.
    expect(el.querySelectorAll('ul')).to.have.length(5);
    clock.tick(MENU.mobileSlide);
    toggle.click();
    await el.updateComplete;
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    clock.tick(MENU.mobileSlide - 1);
    await el.updateComplete;
    expect(nav.hidden).to.equal(false);
    clock.tick(1);
    await el.updateComplete;
    expect(nav.hidden).to.equal(true);
    toggle.click();
    await el.updateComplete;
    link(el, 'Home').focus();
    link(el, 'Home').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await el.updateComplete;
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(el.shadowRoot?.activeElement).to.equal(toggle);
    expect(seen).to.deep.equal([
      { open: true, mobile: true },
      { open: false, mobile: true },
      { open: true, mobile: true },
      { open: false, mobile: true },
    ]);
  });

  it('mobile: closes when a link in it is followed, on a press outside it, and when focus leaves it', async () => {
    specClock();
    const outside = await fixture<HTMLElement>(html`<div><button id="out">Out</button></div>`);
    const el = await menu('auto');
    const toggle = toggleOf(el) as HTMLButtonElement;
    const expanded = () => toggle.getAttribute('aria-expanded');
    const open = async () => {
      toggle.click();
      await el.updateComplete;
      expect(expanded()).to.equal('true');
    };
    await open();
    // A press inside (the toggle's own, a submenu button) keeps it open.
    pointer(link(el, 'Home'), 'pointerdown', 'touch');
    button(el, 'Shop').focus();
    button(el, 'Shop').click();
    await el.updateComplete;
    expect(expanded(), 'inside').to.equal('true');
    // A same-page link: the page scrolls to its section, which the menu must not cover.
    const follow = link(el, 'Contact');
    follow.addEventListener('click', (e) => e.preventDefault(), { once: true });
    follow.click();
    await el.updateComplete;
    expect(expanded(), 'link followed').to.equal('false');
    await open();
    pointer(outside, 'pointerdown', 'touch');
    await el.updateComplete;
    expect(expanded(), 'pressed outside').to.equal('false');
    await open();
    link(el, 'Home').focus();
    (outside.querySelector('#out') as HTMLButtonElement).focus();
    await el.updateComplete;
    expect(expanded(), 'focus left').to.equal('false');
  });

  it('mobile: opening one mobile menu closes any other, also inside another shadow root', async () => {
    specClock();
    const a = await menu('auto');
    const wrapper = await fixture<HTMLElement>(html`<div></div>`);
    const root = wrapper.attachShadow({ mode: 'open' });
    root.innerHTML = '<pb-menu><ul><li><a href="#x">X</a></li></ul></pb-menu>';
    const b = root.querySelector('pb-menu') as PbMenu;
    await b.updateComplete;
    const seen = record(a);
    toggleOf(a)?.click();
    await a.updateComplete;
    toggleOf(b)?.click();
    await b.updateComplete;
    await a.updateComplete;
    expect(toggleOf(b)?.getAttribute('aria-expanded')).to.equal('true');
    expect(toggleOf(a)?.getAttribute('aria-expanded')).to.equal('false');
    expect(seen).to.deep.equal([
      { open: true, mobile: true },
      { open: false, mobile: true },
    ]);
    // The list styles reach a menu inside a shadow root too.
    expect(getComputedStyle(b.querySelector('ul') as Element).listStyleType).to.equal('none');
  });

  it('mode auto follows the breakpoint: dropdowns above 980 px, the toggle at 980 px and below', async () => {
    await setViewport({ width: 1280, height: 800 });
    const el = await menu('auto');
    await waitUntil(() => toggleOf(el) === null, 'dropdowns on desktop');
    expect(getComputedStyle(el.querySelector('ul') as Element).display).to.equal('flex');
    await setViewport({ width: 980, height: 800 });
    await waitUntil(() => toggleOf(el) !== null, 'the toggle at 980 px');
    expect(getComputedStyle(el.querySelector('ul') as Element).display).to.equal('block');
    await setViewport({ width: 981, height: 800 });
    await waitUntil(() => toggleOf(el) === null, 'dropdowns at 981 px');
    await nextFrame();
  });

  it('takes its strings from messages, and warns about an unknown mode', async () => {
    const warn = sinon.stub(console, 'warn');
    const el = await menu('sideways');
    expect(warn.calledWithMatch('<pb-menu> attribute "mode"')).to.equal(true);
    // Unknown: auto, which at 800 px is the toggle.
    await waitUntil(() => toggleOf(el) !== null, 'the mobile toggle');
    expect([toggleOf(el)?.getAttribute('aria-label'), toggleOf(el)?.getAttribute('aria-expanded')]).to.deep.equal([
      'Menu',
      'false',
    ]);
    el.setAttribute('messages', '{"menu":"Navigation","toggle":"Menü","submenu":"Untermenü {label}"}');
    await el.updateComplete;
    expect(toggleOf(el)?.getAttribute('aria-label')).to.equal('Menü');
    expect(navOf(el).getAttribute('aria-label')).to.equal('Navigation');
    expect(button(el, 'Shop').getAttribute('aria-label')).to.equal('Untermenü Shop');
  });
});
