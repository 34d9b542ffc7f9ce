/**
 * No layout shift on upgrade: with only the light styles, a `<pb-map>` that is not yet defined already has the box
 * its placeholder (and later its map) takes, for the default ratio, a ratio and a height set with the custom
 * properties, at a phone's and a desktop's width; the text after each stays where it was. This file imports the
 * element dynamically, so nothing is defined when the page is first measured.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { lightStyles } from '../../src/components/map/styles.js';
import { expectBoxesKept, setPageConfig } from '../helpers/index.js';

type Upgradable = HTMLElement & { updateComplete?: Promise<void> };

const pin = `<pb-map-pin lat="52.09117" lng="5.11993" title="Studio Klei">Oudegracht 112, Utrecht. Thursday to Saturday,
  10:00 to 17:00; the shop is round the back, by the canal.</pb-map-pin>`;
const markup = `
  <pb-map lat="52.09117" lng="5.11993" address="Oudegracht 112, 3511 AV Utrecht">${pin}</pb-map><p>After the map</p>
  <pb-map lat="52.09117" lng="5.11993" style="--pb-map-aspect-ratio: 4 / 3">${pin}</pb-map><p>After the 4:3 map</p>
  <pb-map center="52.09117, 5.11993" style="--pb-map-height: 300px; width: 60%">${pin}</pb-map><p>After the 300 px map</p>`;

describe('<pb-map> upgrade', () => {
  let page: HTMLElement;
  const hosts = () => [...page.querySelectorAll<Upgradable>('pb-map')];
  const rects = () =>
    [...hosts(), ...page.querySelectorAll('p')].map((el) => {
      const r = el.getBoundingClientRect();
      return [r.x, r.y, r.width, r.height].map(Math.round);
    });
  const widths = [390, 1280];
  const pre = new Map<number, number[][]>();

  before(async function () {
    // Viewport changes: in WebKit each resizes MiniBrowser's window and waits for the page to see it.
    this.timeout(20000);
    const style = document.createElement('style');
    style.textContent = `${lightStyles}\nbody{margin:0}`;
    document.head.append(style);
    setPageConfig({ maps: { tiles: '/demo/pages/demo-assets/tiles/{z}/{x}/{y}.png' } });
    page = document.createElement('div');
    page.innerHTML = markup;
    document.body.append(page);
    expect(customElements.get('pb-map')).to.equal(undefined);
    for (const width of widths) {
      await setViewport({ width, height: 900 });
      pre.set(width, rects());
    }
    await import('../../elements/pb-map.js');
    await Promise.all(hosts().map((el) => el.updateComplete));
  });

  after(async () => {
    page.remove();
    setPageConfig(null);
    await setViewport({ width: 800, height: 600 });
  });

  it('is accessible after the upgrade', async () => {
    await expect(page).to.be.accessible();
  });

  it('had its final box before the upgrade: 16:9 by default, or as its custom properties say', () => {
    const [ratio, fourThree, fixed] = pre.get(1280) ?? [];
    expect([ratio?.[2], ratio?.[3]]).to.deep.equal([1280, 720]);
    expect([fourThree?.[2], fourThree?.[3]]).to.deep.equal([1280, 960]);
    expect([fixed?.[2], fixed?.[3]]).to.deep.equal([768, 300]);
  });

  for (const width of widths)
    it(`keeps every box at ${width} px`, async () => {
      await setViewport({ width, height: 900 });
      expectBoxesKept(pre.get(width) ?? [], rects(), ` at ${width}`);
    });
});
