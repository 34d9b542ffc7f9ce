/**
 * No layout shift on upgrade: the portfolio (default grid and fullwidth grid)
 * and the gallery are laid out with only the light styles, at a phone width and
 * two desktop widths, then defined; every item, the text after each element and
 * each element's box must stay where it was. Items of later pages are hidden
 * before the upgrade (by the default per-page, or by the server's `hidden`) and
 * after it. This file imports the elements dynamically, so nothing is defined
 * when the page is first measured.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { lightStyles as galleryLight } from '../../src/components/gallery/styles.js';
import { lightStyles as portfolioLight } from '../../src/components/portfolio/styles.js';
import { expectBoxesKept } from '../helpers/index.js';

type Upgradable = HTMLElement & { updateComplete?: Promise<void> };

const cats = ['branding', 'print', 'web', 'product'];
const project = (i: number, hidden: boolean) =>
  `<article data-pb-categories="${cats[i % 4]}"${hidden ? ' hidden' : ''}><h3>Project ${i + 1}</h3><p>Some words about it.</p></article>`;
const tile = (i: number) => `<div data-pb-categories="${cats[i % 4]}"><span>Tile ${i + 1}</span></div>`;
const image = (i: number) =>
  `<a href="#i${i}" data-pb-lightbox="g"><img alt="Image ${i + 1}" width="400" height="300" style="display:block;width:100%;height:auto" src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='400' height='300'/%3E"></a>`;
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

// Several paged elements on one page need distinct landmark names.
const nav = (name: string) => `messages='{"pagination":"${name} pages"}'`;
const markup = `
  <pb-portfolio id="work">${range(20)
    .map((i) => project(i, false))
    .join('')}</pb-portfolio><p>After default</p>
  <pb-portfolio id="six" per-page="6" ${nav('Six')}>${range(14)
    .map((i) => project(i, i >= 6))
    .join('')}</pb-portfolio><p>After per-page</p>
  <pb-portfolio id="full" fullwidth per-page="10" ${nav('Tiles')}>${range(12)
    .map((i) => (i < 10 ? tile(i) : tile(i).replace('<div', '<div hidden')))
    .join('')}</pb-portfolio><p>After fullwidth</p>
  <pb-gallery id="g">${range(9).map(image).join('')}</pb-gallery><p>After gallery</p>
  <pb-portfolio id="one" per-page="3" ${nav('One')}><article data-pb-categories="x">Only</article></pb-portfolio><p>After one</p>`;

describe('<pb-portfolio> and <pb-gallery> upgrade', () => {
  let page: HTMLElement;
  const hosts = () => [...page.querySelectorAll<Upgradable>('pb-portfolio, pb-gallery')];
  const boxes = () => [...hosts(), ...hosts().flatMap((h) => [...h.children]), ...page.querySelectorAll('p')];
  const rects = () =>
    boxes().map((el) => {
      const r = el.getBoundingClientRect();
      return [r.x, r.y, r.width, r.height].map(Math.round);
    });
  const widths = [390, 1280, 1700];
  const pre = new Map<number, number[][]>();
  const post = new Map<number, number[][]>();

  before(async function () {
    // Viewport changes: in WebKit each resizes MiniBrowser's window and waits for the page to see it.
    this.timeout(20000);
    const style = document.createElement('style');
    style.textContent = `${portfolioLight}\n${galleryLight}\nbody{margin:0}`;
    document.head.append(style);
    page = document.createElement('div');
    page.innerHTML = markup;
    document.body.append(page);
    expect(customElements.get('pb-portfolio')).to.equal(undefined);
    for (const width of widths) {
      await setViewport({ width, height: 900 });
      pre.set(width, rects());
    }
    await import('../../elements/pb-portfolio.js');
    await import('../../elements/pb-gallery.js');
    await Promise.all(hosts().map((el) => el.updateComplete));
    for (const width of widths) {
      await setViewport({ width, height: 900 });
      const full = page.querySelector('#full') as HTMLElement;
      const grid = full.shadowRoot?.querySelector('[part="grid"]') as HTMLElement;
      await waitUntil(() => grid?.style.getPropertyValue('--pb-columns') !== '', 'measured');
      // The observer reports after this frame's rAF callbacks: wait for the next frame too.
      for (let i = 0; i < 2; i++) await new Promise((r) => requestAnimationFrame(r));
      post.set(width, rects());
    }
  });

  after(() => setViewport({ width: 800, height: 600 }));

  it('is accessible after the upgrade', async () => {
    await expect(page).to.be.accessible();
  });

  for (const width of widths) {
    it(`keeps every box within 1px at ${width} px`, () => {
      expectBoxesKept(pre.get(width) as number[][], post.get(width) as number[][], ` at ${width}`);
    });
  }

  it('measured real layouts: later pages hidden before the upgrade, bars reserved, the fullwidth grid by width', () => {
    const desktop = pre.get(1280) as number[][];
    const phone = pre.get(390) as number[][];
    const hostCount = 5;
    // Default portfolio: 8 shown, 12 hidden (zero boxes) before the upgrade.
    const first = desktop.slice(hostCount, hostCount + 20);
    expect(first.filter((b) => b[3] === 0)).to.have.length(12);
    // The per-page portfolio's server-hidden items are hidden too.
    const second = desktop.slice(hostCount + 20, hostCount + 34);
    expect(second.filter((b) => b[3] === 0)).to.have.length(8);
    // Fullwidth: 4 columns at 1280 (320 x 240), 1 at 390 (390 x 292.5).
    const tiles = hostCount + 34;
    expect(desktop[tiles]?.slice(2)).to.deep.equal([320, 240]);
    expect(desktop[tiles + 1]?.[1]).to.equal(desktop[tiles]?.[1]);
    expect(phone[tiles]?.[2]).to.equal(390);
    expect((pre.get(1700) as number[][])[tiles]?.slice(2)).to.deep.equal([340, 255]);
  });
});
