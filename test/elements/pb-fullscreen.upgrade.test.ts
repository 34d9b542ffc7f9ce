/**
 * No layout shift on upgrade: with `lightStyles` (pb.css) on the page, a `<pb-fullscreen>` that is not defined yet
 * is already as tall as the viewport, its content centred and room kept for the control it will draw.
 * This file must not import the element statically; it is defined mid-file.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { PbFullscreen } from '../../elements/pb-fullscreen.js';
import { lightStyles } from '../../src/components/fullscreen/styles.js';
import { expectBoxesKept } from '../helpers/index.js';

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 700 },
];
const box = (el: Element | null) => {
  const r = (el as Element).getBoundingClientRect();
  return [r.x, r.y, r.width, r.height];
};

describe('<pb-fullscreen> upgrade', () => {
  const style = document.createElement('style');
  const root = document.createElement('div');
  const was: number[][][] = [];
  const now: number[][][] = [];
  const measure = () => [
    ...[...root.querySelectorAll('pb-fullscreen')].map(box),
    ...[...root.querySelectorAll('h1, p')].map(box),
    box(root.querySelector('#after')),
  ];

  before(async function () {
    // Viewport changes: in WebKit each resizes MiniBrowser's window and waits for the page to see it.
    this.timeout(20000);
    style.textContent = lightStyles;
    document.head.append(style);
    root.innerHTML = `
      <pb-fullscreen scroll-down style="padding: 2rem 1.5rem; --pb-fullscreen-offset: 64px">
        <h1>Stoneware made to be used, every day</h1>
        <p>Thrown by hand in our Utrecht studio and fired to 1240 &deg;C.</p>
      </pb-fullscreen>
      <pb-fullscreen unit="dvh"><p>Kiln openings</p></pb-fullscreen>
      <p id="after">After</p>`;
    document.body.append(root);
    for (const viewport of VIEWPORTS) {
      await setViewport(viewport);
      was.push(measure());
    }
    expect(customElements.get('pb-fullscreen')).to.equal(undefined);
    await import('../../elements/pb-fullscreen.js');
    await (root.querySelector('pb-fullscreen') as PbFullscreen).updateComplete;
    for (const viewport of VIEWPORTS) {
      await setViewport(viewport);
      now.push(measure());
    }
  });

  after(async () => {
    root.remove();
    style.remove();
    await setViewport({ width: 800, height: 600 });
  });

  it('is accessible after the upgrade', async () => {
    await expect(root).to.be.accessible();
  });

  it('was as tall as the viewport (less the offset) before the upgrade', () => {
    for (const [i, { height }] of VIEWPORTS.entries()) {
      expect(was[i]?.[0]?.[3]).to.equal(height - 64);
      expect(was[i]?.[1]?.[3]).to.equal(height);
    }
  });

  for (const [i, { width }] of VIEWPORTS.entries()) {
    it(`moves nothing at ${width} px`, () => {
      expectBoxesKept(was[i] as number[][], now[i] as number[][], ` at ${width}`);
    });
  }
});
