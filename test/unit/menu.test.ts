import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { getBus } from '../../src/core/bus/index.js';
import { BREAKPOINTS } from '../../src/core/constants/index.js';
import { MENU } from '../../src/core/constants/menu.js';
import { deviceForWidth } from '../../src/core/frame/viewport.js';
import {
  claimMobileMenu,
  createDelays,
  isMobileDevice,
  megaClass,
  menuLayout,
  onOtherMobileMenu,
  tapOpens,
  toClose,
} from '../../src/core/menu/index.js';
import { specClock } from '../helpers/index.js';

describe('core/menu', () => {
  afterEach(() => sinon.restore());

  it('names the spec constants', () => {
    expect(MENU).to.deep.equal({
      closeDelay: 200,
      submenuDuration: 700,
      mobileSlide: 500,
      megaColumns: 4,
      mobileDeviceMaxWidth: 1024,
    });
  });

  it('auto: dropdowns above 980 px, the mobile layout at 980 px and below; the other modes are fixed', () => {
    expect(BREAKPOINTS.tabletMax).to.equal(980);
    expect(menuLayout('auto', deviceForWidth(981))).to.equal('dropdown');
    expect(menuLayout('auto', deviceForWidth(980))).to.equal('mobile');
    expect(menuLayout('auto', deviceForWidth(390))).to.equal('mobile');
    for (const device of ['desktop', 'tablet', 'phone'] as const) {
      expect(menuLayout('dropdown', device)).to.equal('dropdown');
      expect(menuLayout('stacked', device)).to.equal('stacked');
    }
  });

  it('a mobile device is touch capable and at most 1024 px wide', () => {
    expect(isMobileDevice(5, 1024)).to.equal(true);
    expect(isMobileDevice(5, 1025)).to.equal(false);
    expect(isMobileDevice(0, 390)).to.equal(false);
  });

  it('double tap: a touch on a closed parent in dropdowns opens it; everything else follows the link', () => {
    expect(tapOpens('dropdown', true, 'touch', false)).to.equal(true);
    // The second tap: the submenu is open.
    expect(tapOpens('dropdown', false, 'touch', false)).to.equal(false);
    expect(tapOpens('dropdown', true, 'mouse', false)).to.equal(false);
    expect(tapOpens('dropdown', true, 'mouse', true)).to.equal(false);
    // A pen counts as a tap on a mobile device only; the keyboard ('') never does.
    expect(tapOpens('dropdown', true, 'pen', true)).to.equal(true);
    expect(tapOpens('dropdown', true, 'pen', false)).to.equal(false);
    expect(tapOpens('dropdown', true, '', true)).to.equal(false);
    // Stacked lists and the mobile menu have their buttons.
    expect(tapOpens('stacked', true, 'touch', true)).to.equal(false);
    expect(tapOpens('mobile', true, 'touch', true)).to.equal(false);
  });

  it('mega-menu class: only for 1 to 3 columns', () => {
    expect([0, 1, 2, 3, 4, 5].map(megaClass)).to.deep.equal([
      undefined,
      'pb-mega-1',
      'pb-mega-2',
      'pb-mega-3',
      undefined,
      undefined,
    ]);
  });

  it('one open per level: opening an item closes every open item but its ancestors', () => {
    const root = document.createElement('ul');
    root.innerHTML =
      '<li id="a"><ul><li id="a1"><ul><li id="a11"></li></ul></li><li id="a2"></li></ul></li><li id="b"></li>';
    const $ = (id: string) => root.querySelector(`#${id}`) as Element;
    expect(toClose([$('a'), $('a1')], $('a11'))).to.deep.equal([]);
    expect(toClose([$('a'), $('a1')], $('a2'))).to.deep.equal([$('a1')]);
    expect(toClose([$('a'), $('a1')], $('b'))).to.deep.equal([$('a'), $('a1')]);
  });

  it('delays: the 200 ms close runs once, unless cancelled or rescheduled', () => {
    const clock = specClock();
    const delays = createDelays<string>();
    const closed: string[] = [];
    delays.schedule('shop', MENU.closeDelay, () => closed.push('shop'));
    clock.tick(MENU.closeDelay - 1);
    expect(closed).to.deep.equal([]);
    clock.tick(1);
    expect(closed).to.deep.equal(['shop']);
    delays.schedule('shop', MENU.closeDelay, () => closed.push('again'));
    clock.tick(150);
    delays.cancel('shop');
    clock.tick(1000);
    delays.schedule('a', MENU.closeDelay, () => closed.push('a'));
    clock.tick(100);
    delays.schedule('a', MENU.closeDelay, () => closed.push('a late'));
    delays.schedule('b', MENU.closeDelay, () => closed.push('b'));
    clock.tick(MENU.closeDelay);
    expect(closed).to.deep.equal(['shop', 'a late', 'b']);
    delays.schedule('c', MENU.closeDelay, () => closed.push('c'));
    delays.clear();
    clock.tick(1000);
    expect(closed).to.deep.equal(['shop', 'a late', 'b']);
  });

  it('one mobile menu open at a time, through the bus', () => {
    const [a, b, c] = [{}, {}, {}];
    const closed: string[] = [];
    const offs = [
      onOtherMobileMenu(a, () => closed.push('a')),
      onOtherMobileMenu(b, () => closed.push('b')),
      onOtherMobileMenu(c, () => closed.push('c')),
    ];
    claimMobileMenu(a);
    expect(closed).to.deep.equal(['b', 'c']);
    claimMobileMenu(b);
    expect(closed).to.deep.equal(['b', 'c', 'a', 'c']);
    for (const off of offs) off();
    claimMobileMenu(c);
    expect(closed).to.have.length(4);
    // Not a state topic: a menu mounted later is not closed by an old opening.
    expect(getBus().last('mobile-menu')).to.equal(undefined);
  });
});
