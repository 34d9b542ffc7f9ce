/**
 * No layout shift on upgrade: with `lightStyles` (pb.css) on the page, a `<pb-testimonial>` that is not defined yet
 * is already laid out as it will be. This file must not import the element statically; it is defined mid-file.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { lightStyles } from '../../src/components/testimonial/styles.js';
import { expectBoxesKept } from '../helpers/index.js';

const WIDTHS = [1280, 390];
const box = (el: Element) => {
  const r = el.getBoundingClientRect();
  return [r.x, r.y, r.width, r.height];
};

describe('<pb-testimonial> upgrade', () => {
  const style = document.createElement('style');
  const root = document.createElement('div');
  const was: number[][][] = [];
  const now: number[][][] = [];
  const measure = () =>
    [...root.querySelectorAll('pb-testimonial, figure, blockquote, figcaption, img, #after')].map(box);

  before(async function () {
    // Viewport changes: in WebKit each resizes MiniBrowser's window and waits for the page to see it.
    this.timeout(20000);
    style.textContent = lightStyles;
    document.head.append(style);
    root.innerHTML = `
      <pb-testimonial>
        <figure>
          <blockquote><p>We serve every breakfast on Studio Klei bowls. Four years in, not one has chipped.</p></blockquote>
          <figcaption>
            <img src="/demo/pages/demo-assets/portrait-anouk.svg" alt="" width="90" height="90">
            <span><strong>Anouk Visser</strong><br>Café de Weerd, Utrecht</span>
          </figcaption>
        </figure>
      </pb-testimonial>
      <p id="after">After</p>`;
    document.body.append(root);
    for (const width of WIDTHS) {
      await setViewport({ width, height: 800 });
      was.push(measure());
    }
    expect(customElements.get('pb-testimonial')).to.equal(undefined);
    await import('../../elements/pb-testimonial.js');
    await customElements.whenDefined('pb-testimonial');
    for (const width of WIDTHS) {
      await setViewport({ width, height: 800 });
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

  for (const [i, width] of WIDTHS.entries()) {
    it(`moves nothing at ${width} px`, () => {
      expectBoxesKept(was[i] as number[][], now[i] as number[][], ` at ${width}`);
    });
  }
});
