/**
 * No layout shift on upgrade: the page is laid out with only the light styles,
 * at a phone width and a desktop width, then the element is defined, and every
 * box (each menu, each top-level link, the text after each menu) must stay
 * where it was at both widths. This file imports the element dynamically, so
 * nothing is defined when the page is first measured.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { lightStyles } from '../../src/components/menu/styles.js';
import { expectBoxesKept } from '../helpers/index.js';

type Upgradable = HTMLElement & { updateComplete?: Promise<void> };

const list = `
  <ul>
    <li><a href="#home">Home</a></li>
    <li><a href="#shop">Shop</a>
      <ul><li><a href="#cups">Cups</a><ul><li><a href="#mugs">Mugs</a></li></ul></li></ul>
    </li>
    <li class="mega-menu"><a href="#studio">Studio</a>
      <ul><li><a href="#about">About</a></li><li><a href="#press">Press</a></li></ul>
    </li>
    <li><a href="#contact">Contact us today</a></li>
  </ul>`;
const markup = ['auto', 'dropdown', 'stacked']
  .map(
    (mode) =>
      `<div style="position:relative"><pb-menu mode="${mode}" messages='{"menu":"Menu ${mode}"}'>${list}</pb-menu></div><p>After</p>`,
  )
  .join('');

describe('<pb-menu> upgrade', () => {
  let page: HTMLElement;
  const menus = () => [...page.querySelectorAll<Upgradable>('pb-menu')];
  const boxes = () => [...menus(), ...page.querySelectorAll('pb-menu > ul > li > a'), ...page.querySelectorAll('p')];
  const rects = () =>
    boxes().map((el) => {
      const r = el.getBoundingClientRect();
      return [r.x, r.y, r.width, r.height].map(Math.round);
    });
  const widths = [390, 1280];
  const pre = new Map<number, number[][]>();
  const post = new Map<number, number[][]>();
  let undefinedDisplays: string[] = [];

  before(async function () {
    // Viewport changes: in WebKit each resizes MiniBrowser's window and waits for the page to see it.
    this.timeout(20000);
    const style = document.createElement('style');
    style.textContent = lightStyles;
    document.head.append(style);
    page = document.createElement('div');
    page.innerHTML = markup;
    document.body.append(page);
    expect(customElements.get('pb-menu')).to.equal(undefined);
    const probes = ['<pb-menu></pb-menu>', '<pb-menu hidden></pb-menu>'].map((tag) => {
      page.insertAdjacentHTML('beforeend', tag);
      return page.lastElementChild as HTMLElement;
    });
    undefinedDisplays = probes.map((el) => getComputedStyle(el).display);
    for (const el of probes) el.remove();
    for (const width of widths) {
      await setViewport({ width, height: 800 });
      pre.set(width, rects());
    }
    await import('../../elements/pb-menu.js');
    await customElements.whenDefined('pb-menu');
    await Promise.all(menus().map((el) => el.updateComplete));
    for (const width of [1280, 390]) {
      await setViewport({ width, height: 800 });
      const mobile = width <= 980;
      const auto = menus()[0] as Upgradable;
      await waitUntil(() => !!auto.shadowRoot?.querySelector('[part="toggle"]') === mobile, `layout at ${width}`);
      post.set(width, rects());
    }
  });

  after(() => setViewport({ width: 800, height: 600 }));

  it('is a block before the upgrade, as its :host is after it, and stays hidden with hidden', () => {
    // Inline, Firefox measured its inline box (the toggle's end only) and the box grew on upgrade.
    expect(undefinedDisplays).to.deep.equal(['block', 'none']);
  });

  it('is accessible after the upgrade', async () => {
    await expect(page).to.be.accessible();
  });

  for (const width of widths) {
    it(`keeps every box within 1px at ${width} px`, () => {
      expectBoxesKept(pre.get(width) as number[][], post.get(width) as number[][], ` at ${width}`);
    });
  }

  it('measured the real layouts: the toggle on a phone, a row of items on a desktop, the stacked list', () => {
    const phone = pre.get(390) as number[][];
    const desktop = pre.get(1280) as number[][];
    // auto: a 44 px toggle at 390, one 48 px row at 1280.
    expect(phone[0]?.[3]).to.equal(44);
    expect(desktop[0]?.[3]).to.equal(48);
    // dropdown: one row at both widths, unless the phone wraps it.
    expect(desktop[1]?.[3]).to.equal(48);
    // stacked: four rows of 48 px.
    expect(desktop[2]?.[3]).to.equal(4 * 48);
    // The auto menu's top-level links sit side by side on a desktop.
    const [home, shop] = [desktop[3], desktop[4]] as number[][];
    expect(shop?.[1]).to.equal(home?.[1]);
    expect(shop?.[0]).to.be.greaterThan((home?.[0] ?? 0) + (home?.[2] ?? 0) - 1);
  });
});
