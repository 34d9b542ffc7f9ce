/**
 * No layout shift on upgrade: a `<pb-parallax>` band, its image's layout box and the content in and after it keep
 * their boxes when the element is defined, at 1280 and 390 px; only the image's transform changes.
 * This file must not import the element statically; it is defined mid-file.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { lightStyles } from '../../src/components/parallax/styles.js';
import { expectBoxesKept } from '../helpers/index.js';

const frame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)));
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const WIDTHS = [1280, 390];

function boxes(root: HTMLElement): number[][] {
  const rect = (el: Element) => {
    const r = el.getBoundingClientRect();
    return [r.x, r.y + scrollY, r.width, r.height];
  };
  const band = root.querySelector('pb-parallax') as HTMLElement;
  const img = band.querySelector('img') as HTMLImageElement;
  return [
    rect(band),
    [img.offsetLeft, img.offsetTop, img.offsetWidth, img.offsetHeight],
    rect(band.querySelector('h2') as Element),
    rect(root.querySelector(':scope > p') as Element),
  ];
}

describe('<pb-parallax> upgrade', () => {
  it('shifts nothing: the band, its image box and the content keep their boxes', async () => {
    const style = Object.assign(document.createElement('style'), { textContent: lightStyles });
    document.head.append(style);
    const roots = WIDTHS.map(() => {
      const root = document.createElement('main');
      root.innerHTML = `<p>Before.</p><pb-parallax><img src="${PIXEL}" alt=""><h2>Open studio, 14 and 15 June</h2><p>Watch the kiln open.</p></pb-parallax><p>After the band.</p>`;
      document.body.append(root);
      return root;
    });
    try {
      const before: number[][][] = [];
      for (const [i, width] of WIDTHS.entries()) {
        await setViewport({ width, height: 800 });
        before.push(boxes(roots[i] as HTMLElement));
      }
      expect(customElements.get('pb-parallax')).to.equal(undefined);
      await import('../../elements/pb-parallax.js');
      await Promise.resolve();
      for (const [i, width] of WIDTHS.entries()) {
        await setViewport({ width, height: 800 });
        for (let n = 0; n < 3; n++) await frame();
        expect(roots[i]?.querySelector('pb-parallax')?.hasAttribute('data-pb-parallax')).to.equal(true);
        expectBoxesKept(before[i] as number[][], boxes(roots[i] as HTMLElement), ` at ${width}`);
      }
    } finally {
      for (const root of roots) root.remove();
      style.remove();
      await setViewport({ width: 800, height: 600 });
    }
  });
});
