/**
 * No layout shift on upgrade: `<pb-animation>`s (on screen and below it) and what follows them keep their boxes
 * when the element is defined and the runtime holds or finishes them; only transform and opacity change.
 * This file must not import the element statically; it is defined mid-file.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { lightStyles } from '../../src/components/animation/styles.js';
import { expectBoxesKept } from '../helpers/index.js';

const frame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)));
const STYLES = ['fade', 'slide', 'bounce', 'zoom', 'flip', 'fold', 'roll'];

/** Layout boxes, without transforms: the elements' offsets and the plain paragraphs' rects. */
function boxes(root: HTMLElement): number[][] {
  const out: number[][] = [];
  for (const el of root.querySelectorAll<HTMLElement>('pb-animation'))
    out.push([el.offsetLeft, el.offsetTop, el.offsetWidth, el.offsetHeight]);
  for (const p of root.querySelectorAll<HTMLElement>(':scope > p')) {
    const r = p.getBoundingClientRect();
    out.push([r.x, r.y + scrollY, r.width, r.height]);
  }
  return out;
}

describe('<pb-animation> upgrade', () => {
  it('shifts nothing: each element and the content after it keep their boxes', async () => {
    await setViewport({ width: 1280, height: 800 });
    const style = Object.assign(document.createElement('style'), { textContent: lightStyles });
    document.head.append(style);
    const root = document.createElement('main');
    root.innerHTML = STYLES.map(
      (s, i) =>
        `<pb-animation animation-style="${s}" direction="${i % 2 ? 'left' : 'bottom'}"><h2>${s}</h2><p>Hand-thrown stoneware, fired twice.</p></pb-animation><p>After ${s}.</p><div style="height:${i ? 400 : 0}px"></div>`,
    ).join('');
    document.body.append(root);
    try {
      const before = boxes(root);
      expect(customElements.get('pb-animation')).to.equal(undefined);
      await import('../../elements/pb-animation.js');
      for (let n = 0; n < 5; n++) await frame();
      const els = [...root.querySelectorAll('pb-animation')];
      expect(els.every((el) => el.hasAttribute('data-pb-animation'))).to.equal(true);
      expect(els.some((el) => el.getAttribute('data-pb-animation') === 'waiting')).to.equal(true);
      expectBoxesKept(before, boxes(root));
    } finally {
      root.remove();
      style.remove();
    }
  });
});
