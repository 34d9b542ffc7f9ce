/**
 * No layout shift on upgrade in the gallery's slider layout: laid out with only the light styles, then with the
 * gallery defined but `<pb-slider>` not yet (its module loads after the gallery's), then with both; every item,
 * each element's box and the text after it stay where they were. The tallest item is not the first, so the
 * stacking matters. (The grid layout's upgrade is in pb-portfolio.upgrade.test.ts.) This file imports the
 * elements dynamically, so nothing is defined when the page is first measured.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { lightStyles } from '../../src/components/gallery/styles.js';
import { expectBoxesKept } from '../helpers/index.js';

type Upgradable = HTMLElement & { updateComplete?: Promise<void> };

const image = (i: number, h: number) =>
  `<a href="/test/fixtures/lightbox/a.svg?${i}" data-pb-lightbox="s${h}"><img alt="Picture ${i + 1}" width="400" height="${h}" style="display:block;width:100%;height:auto" src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='400' height='${h}'/%3E"></a>`;
const pictures = (group: number) =>
  [300, 500, 250, 300].map((h, i) => image(i, h).replace(`s${h}`, `g${group}`)).join('');

const markup = `
  <pb-gallery id="one" layout="slider" messages='{"slider":"First"}'>${pictures(1)}</pb-gallery><p>After the slider</p>
  <pb-gallery id="two" layout="slider" thumbnails messages='{"slider":"Second"}'>${pictures(2)}</pb-gallery><p>After the thumbnails</p>
  <pb-gallery id="three" layout="slider" class="padded" messages='{"slider":"Third"}'>${pictures(3)}</pb-gallery><p>After the padded items</p>`;

describe('<pb-gallery layout="slider"> upgrade', () => {
  let page: HTMLElement;
  const hosts = () => [...page.querySelectorAll<Upgradable>('pb-gallery')];
  const boxes = () => [...hosts(), ...hosts().flatMap((h) => [...h.children]), ...page.querySelectorAll('p')];
  const rects = () =>
    boxes().map((el) => {
      const r = el.getBoundingClientRect();
      return [r.x, r.y, r.width, r.height].map(Math.round);
    });
  const widths = [390, 1280];
  const pre = new Map<number, number[][]>();
  const post = new Map<number, number[][]>();
  let mid: number[][] = [];
  let sliderLoadedEarly = true;

  before(async function () {
    // Viewport changes: in WebKit each resizes MiniBrowser's window and waits for the page to see it.
    this.timeout(20000);
    const style = document.createElement('style');
    style.textContent = `${lightStyles}\nbody{margin:0} .padded>a{padding:1rem 2rem}`;
    document.head.append(style);
    page = document.createElement('div');
    page.innerHTML = markup;
    document.body.append(page);
    expect(customElements.get('pb-gallery')).to.equal(undefined);
    for (const width of widths) {
      await setViewport({ width, height: 900 });
      pre.set(width, rects());
    }
    await import('../../elements/pb-gallery.js');
    await Promise.all(hosts().map((el) => el.updateComplete));
    // The gallery has rendered its <pb-slider>, whose module is still on its way.
    sliderLoadedEarly = customElements.get('pb-slider') !== undefined;
    mid = rects();
    await customElements.whenDefined('pb-slider');
    const sliders = hosts().map((h) => h.shadowRoot?.querySelector('pb-slider') as Upgradable);
    await Promise.all(sliders.map((s) => s.updateComplete));
    for (const width of widths) {
      await setViewport({ width, height: 900 });
      post.set(width, rects());
    }
  });

  after(() => setViewport({ width: 800, height: 600 }));

  it('is accessible after the upgrade', async () => {
    await expect(page).to.be.accessible();
  });

  it('keeps every box while <pb-slider> is not defined yet', () => {
    expect(sliderLoadedEarly, 'measured before the slider module arrived').to.equal(false);
    expectBoxesKept(pre.get(1280) as number[][], mid);
  });

  for (const width of widths) {
    it(`keeps every box within 1px at ${width} px once the slider is up`, () => {
      expectBoxesKept(pre.get(width) as number[][], post.get(width) as number[][], ` at ${width}`);
    });
  }

  it('measured real layouts: the items stacked, as tall as the tallest, the thumbnails strip reserved', () => {
    const desktop = pre.get(1280) as number[][];
    const [one, two] = desktop;
    // 1280 wide, the tallest picture 400 x 500: 1600 high; the thumbnails strip adds 4rem.
    expect(one?.slice(2)).to.deep.equal([1280, 1600]);
    expect(two?.slice(2)).to.deep.equal([1280, 1664]);
    const items = desktop.slice(3, 7);
    expect(new Set(items.map((b) => b[1])).size, 'one cell').to.equal(1);
  });
});
