import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { MENU } from '../../src/core/constants/menu.js';
import { animateOpen, controlMenu, type MenuControllerOptions } from '../../src/core/menu/controller.js';
import { reduceMotion, specClock } from '../helpers/index.js';

const LIST = `<ul>
  <li id="a"><a href="#a">Shop</a><ul><li id="a1"><a href="#a1">Shirts</a><ul><li><a href="#x">Blue</a></li></ul></li></ul></li>
  <li id="b"><a href="#b">About</a><ul><li><a href="#b1">Team</a></li></ul></li>
  <li id="c"><a href="#c">Contact</a></li>
</ul>`;

describe('core/menu controller', () => {
  let host: HTMLElement;
  let toggles: boolean[];
  let teardown: () => void;
  const $ = (id: string) => host.querySelector(`#${id}`) as HTMLElement;
  const button = (id: string) => host.querySelector(`#${id}>.pb-menu-button`) as HTMLButtonElement;
  const control = (options: Partial<MenuControllerOptions> = {}) => {
    teardown = controlMenu(host, {
      layout: 'dropdown',
      delay: MENU.closeDelay,
      buttonLabel: (label) => `${label} submenu`,
      onToggle: (open) => toggles.push(open),
      mobileOpen: () => false,
      closeMobile: () => {},
      ...options,
    });
  };
  const pointer = (target: Element, type: string) =>
    target.dispatchEvent(new PointerEvent(type, { pointerType: 'mouse', bubbles: type === 'pointerdown' }));

  beforeEach(() => {
    host = document.createElement('nav');
    host.innerHTML = LIST;
    document.body.append(host);
    toggles = [];
  });
  afterEach(() => {
    teardown?.();
    host.remove();
    sinon.restore();
  });

  it('puts a disclosure button beside each parent link, naming it and its list', () => {
    control();
    const buttons = [...host.querySelectorAll('.pb-menu-button')];
    expect(buttons.map((b) => b.getAttribute('aria-label'))).to.deep.equal([
      'Shop submenu',
      'Shirts submenu',
      'About submenu',
    ]);
    for (const b of buttons) {
      expect(b.getAttribute('aria-expanded')).to.equal('false');
      const list = document.getElementById(b.getAttribute('aria-controls') as string);
      expect(list?.parentElement).to.equal(b.parentElement);
      expect(b.nextElementSibling).to.equal(list);
    }
    expect($('c').querySelector('button')).to.equal(null);
  });

  it('a click on the button toggles its item, one open per level; the teardown closes all and stops listening', () => {
    reduceMotion();
    control();
    button('a').click();
    expect($('a').classList.contains('pb-open')).to.equal(true);
    expect(button('a').getAttribute('aria-expanded')).to.equal('true');
    button('a1').click();
    button('b').click();
    expect(['a', 'a1', 'b'].map((id) => $(id).classList.contains('pb-open'))).to.deep.equal([false, false, true]);
    expect(toggles).to.deep.equal([true, true, false, false, true]);
    teardown();
    expect(host.querySelectorAll('.pb-open')).to.have.length(0);
    button('b').click();
    expect(host.querySelectorAll('.pb-open')).to.have.length(0);
  });

  it('dropdowns: the mouse opens an item and closes it the delay after leaving; stacked lists ignore hover', () => {
    reduceMotion();
    const clock = specClock();
    control({ delay: 300 });
    pointer($('a'), 'pointerenter');
    expect($('a').classList.contains('pb-open')).to.equal(true);
    pointer($('a'), 'pointerleave');
    clock.tick(299);
    expect($('a').classList.contains('pb-open')).to.equal(true);
    clock.tick(1);
    expect($('a').classList.contains('pb-open')).to.equal(false);
    teardown();
    control({ layout: 'stacked' });
    pointer($('a'), 'pointerenter');
    expect($('a').classList.contains('pb-open')).to.equal(false);
  });

  it('slides a closing list shut over the submenu time, out of the tab order meanwhile', () => {
    const clock = specClock();
    control({ layout: 'stacked' });
    button('b').click();
    button('b').click();
    const list = $('b').querySelector('ul') as HTMLElement;
    expect($('b').classList.contains('pb-closing')).to.equal(true);
    expect(list.inert).to.equal(true);
    clock.tick(MENU.submenuDuration);
    expect($('b').classList.contains('pb-closing')).to.equal(false);
    expect(list.inert).to.equal(false);
  });

  it('Escape closes the innermost open item and focuses its button, else the open mobile panel', () => {
    reduceMotion();
    const closed: boolean[] = [];
    let mobileOpen = false;
    control({ layout: 'mobile', mobileOpen: () => mobileOpen, closeMobile: (focus) => closed.push(focus) });
    button('a').click();
    button('a1').click();
    const pressEscape = () =>
      $('a1')
        .querySelector('a')
        ?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    pressEscape();
    expect(document.activeElement).to.equal(button('a1'));
    expect($('a1').classList.contains('pb-open')).to.equal(false);
    expect($('a').classList.contains('pb-open')).to.equal(true);
    pressEscape();
    expect($('a').classList.contains('pb-open')).to.equal(false);
    pressEscape();
    expect(closed).to.deep.equal([]);
    mobileOpen = true;
    pressEscape();
    expect(closed).to.deep.equal([true]);
    // A press outside the host closes the mobile panel without moving focus.
    pointer(document.body, 'pointerdown');
    expect(closed).to.deep.equal([true, false]);
  });

  it('gives items added later their buttons, and a text change closes nothing', async () => {
    reduceMotion();
    control();
    button('a').click();
    ($('a').querySelector('a') as HTMLElement).firstChild?.replaceWith('Store');
    await Promise.resolve();
    expect($('a').classList.contains('pb-open')).to.equal(true);
    $('c').insertAdjacentHTML('beforeend', '<ul><li><a href="#c1">Map</a></li></ul>');
    await Promise.resolve();
    expect(button('c')?.getAttribute('aria-label')).to.equal('Contact submenu');
    // Set up again: the open item closed, and each item has one button.
    expect($('a').classList.contains('pb-open')).to.equal(false);
    expect($('a').querySelectorAll(':scope>.pb-menu-button')).to.have.length(1);
  });

  it('animateOpen: settles after its time; its cancel ends it without settling', () => {
    const clock = specClock();
    const el = document.createElement('div');
    document.body.append(el);
    const settled: string[] = [];
    animateOpen(el, true, true, 500, () => settled.push('first'));
    const cancel = animateOpen(el, false, false, 500, () => settled.push('second'));
    clock.tick(499);
    expect(settled).to.deep.equal([]);
    cancel();
    cancel();
    clock.tick(1000);
    expect(settled).to.deep.equal(['first']);
    el.remove();
  });
});
