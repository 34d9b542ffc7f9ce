/**
 * No layout shift on upgrade: with `lightStyles` (pb.css) on the page, a `<pb-video-bg>` that is not defined yet
 * already has its box, its content where it will be and its video stretched behind it, showing the poster.
 * This file must not import the element statically; it is defined mid-file.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import sinon from 'sinon';
import type { PbVideoBg } from '../../elements/pb-video-bg.js';
import { lightStyles } from '../../src/components/video-bg/styles.js';
import { expectBoxesKept } from '../helpers/index.js';

const WIDTHS = [1280, 390];
const box = (el: Element | null) => {
  const r = (el as Element).getBoundingClientRect();
  return [r.x, r.y, r.width, r.height];
};

describe('<pb-video-bg> upgrade', () => {
  const style = document.createElement('style');
  const root = document.createElement('div');
  const was: number[][][] = [];
  const now: number[][][] = [];
  const measure = () => [
    box(root.querySelector('pb-video-bg')),
    box(root.querySelector('video')),
    box(root.querySelector('h2')),
    box(root.querySelector('p')),
    box(root.querySelector('#after')),
  ];

  before(async function () {
    // Viewport changes: in WebKit each resizes MiniBrowser's window and waits for the page to see it.
    this.timeout(20000);
    sinon.stub(HTMLMediaElement.prototype, 'play').resolves();
    sinon.stub(HTMLMediaElement.prototype, 'load');
    style.textContent = lightStyles;
    document.head.append(style);
    root.innerHTML = `<p>Before</p>
      <pb-video-bg style="padding: 3rem 1.5rem; color: #fff; background: #2b1810">
        <video poster="/demo/pages/demo-assets/clip-kiln-poster.webp" data-src="/demo/pages/demo-assets/clip-kiln.webm"
               preload="none" muted loop playsinline></video>
        <h2>Kiln openings</h2>
        <p>Once a month the big gas kiln is opened, and the studio with it.</p>
      </pb-video-bg>
      <p id="after">After</p>`;
    document.body.append(root);
    for (const width of WIDTHS) {
      await setViewport({ width, height: 800 });
      was.push(measure());
    }
    expect(customElements.get('pb-video-bg')).to.equal(undefined);
    await import('../../elements/pb-video-bg.js');
    await (root.querySelector('pb-video-bg') as PbVideoBg).updateComplete;
    for (const width of WIDTHS) {
      await setViewport({ width, height: 800 });
      now.push(measure());
    }
  });

  after(async () => {
    sinon.restore();
    root.remove();
    style.remove();
    await setViewport({ width: 800, height: 600 });
  });

  it('is accessible after the upgrade', async () => {
    await expect(root).to.be.accessible();
  });

  it('showed the poster behind the content before the upgrade: the video stretched over the section', () => {
    for (const boxes of was) expect(boxes[1], 'the video covers the section').to.deep.equal(boxes[0]);
  });

  for (const [i, width] of WIDTHS.entries()) {
    it(`moves nothing at ${width} px`, () => {
      expectBoxesKept(was[i] as number[][], now[i] as number[][], ` at ${width}`);
    });
  }
});
