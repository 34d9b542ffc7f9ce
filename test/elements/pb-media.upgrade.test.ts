/**
 * No layout shift on upgrade: with `lightStyles` (pb.css) on the page, a `<pb-media>` video, audio player and
 * facade have their final boxes before the element is defined, so the upgrade moves nothing at any width. This file
 * must not import the element statically; it is defined mid-file.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { PbMedia } from '../../elements/pb-media.js';
import { lightStyles } from '../../src/components/media/styles.js';
import { expectBoxesKept } from '../helpers/index.js';

const WIDTHS = [1280, 820, 390];
const A = '/demo/pages/demo-assets/';
const box = (el: Element | null) => {
  const r = (el as Element).getBoundingClientRect();
  return [r.x, r.y, r.width, r.height];
};

describe('<pb-media> upgrade', () => {
  const style = document.createElement('style');
  const root = document.createElement('div');
  const was: number[][][] = [];
  const now: number[][][] = [];
  const measure = () => [...root.querySelectorAll('main > *')].map(box);

  before(async function () {
    // Viewport changes: in WebKit each resizes MiniBrowser's window and waits for the page to see it.
    this.timeout(20000);
    style.textContent = lightStyles;
    document.head.append(style);
    root.innerHTML = `<main style="max-width: 720px; margin: 0 auto">
      <h1>Throwing a mug</h1>
      <pb-media label="Throwing a mug">
        <video controls preload="none" poster="${A}clip-throwing-poster.webp">
          <source src="${A}clip-throwing.webm" type="video/webm">
          <track kind="captions" src="${A}clip-throwing.vtt" srclang="en" label="English">
        </video>
      </pb-media>
      <p>Three pulls raise the walls.</p>
      <pb-media label="Anouk on the studio's start">
        <audio controls preload="none" src="${A}interview-anouk.wav"></audio>
      </pb-media>
      <p>From the journal.</p>
      <pb-media src="https://www.youtube.com/watch?v=dQw4w9WgXcQ" poster="${A}clip-kiln-poster.webp" label="A tour">
        <a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">Watch the tour on YouTube</a>
      </pb-media>
      <footer>Oudegracht 158, Utrecht</footer>
    </main>`;
    document.body.append(root);
    for (const width of WIDTHS) {
      await setViewport({ width, height: 800 });
      was.push(measure());
    }
    expect(customElements.get('pb-media')).to.equal(undefined);
    await import('../../elements/pb-media.js');
    for (const el of root.querySelectorAll<PbMedia>('pb-media')) await el.updateComplete;
    for (const width of WIDTHS) {
      await setViewport({ width, height: 800 });
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
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

  it('reserves the video’s and the facade’s 16:9 box before the upgrade', () => {
    const [, video, , , , facade] = was[0] as number[][];
    expect((video?.[2] as number) / (video?.[3] as number)).to.be.closeTo(16 / 9, 0.01);
    expect((facade?.[2] as number) / (facade?.[3] as number)).to.be.closeTo(16 / 9, 0.01);
  });

  for (const [i, width] of WIDTHS.entries()) {
    it(`moves nothing at ${width} px`, () => {
      expectBoxesKept(was[i] as number[][], now[i] as number[][], ` at ${width}`);
    });
  }
});
