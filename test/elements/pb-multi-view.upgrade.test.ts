/**
 * No layout shift on upgrade: with `lightStyles` on the page, defining `<pb-multi-view>` moves no box, on desktop
 * (the page's markup is the desktop content) and on a phone (a phone variant of the same size, attributes,
 * styles and classes), with the hover content laid over a card of the same size.
 * This file must not import the element statically; it is defined mid-file.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { resetMouse, setViewport } from '@web/test-runner-commands';
import type { PbMultiView } from '../../elements/pb-multi-view.js';
import { lightStyles } from '../../src/components/multi-view/styles.js';
import { BREAKPOINTS } from '../../src/core/constants/index.js';
import { expectBoxesKept } from '../helpers/index.js';

const picture = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="${fill}"/></svg>`)}`;

const DESKTOP = { width: 1200, height: 800 };
const PHONE = { width: 390, height: 800 };

const CARD = {
  schema: {
    content: {
      hover: `<img src="${picture('#e3c6a8')}" alt="The same jar, bisque-fired" width="320" height="240"><figcaption>Bisque-fired</figcaption>`,
    },
    classes: { hover: { add: ['is-hovered'] } },
  },
  slug: 'et_pb_image',
};
const HEADING = {
  schema: { content: { phone: 'Our work' }, styles: { phone: { color: '#5c5249' } } },
  slug: 'et_pb_text',
};
const IMAGE = {
  schema: {
    attrs: { phone: { src: picture('#8fb3a0'), alt: 'A celadon bowl, cropped for phones' } },
    classes: { phone: { add: 'is-phone', remove: 'is-wide' } },
  },
};

function build(): HTMLElement {
  const section = document.createElement('section');
  section.innerHTML = `
    <h2>Before</h2>
    <pb-multi-view target="figure">
      <a href="#moon-jar"><figure style="margin: 0">
        <img src="${picture('#2f4a6d')}" alt="A round jar in a deep red glaze" width="320" height="240">
        <figcaption>Moon jar</figcaption>
      </figure></a>
    </pb-multi-view>
    <pb-multi-view target="h2"><h2>Everything from the studio</h2></pb-multi-view>
    <pb-multi-view target="img"><img class="is-wide" src="${picture('#2f4a6d')}" alt="A celadon bowl" width="320" height="240"></pb-multi-view>
    <p>After.</p>`;
  const views = [CARD, HEADING, IMAGE];
  section.querySelectorAll('pb-multi-view').forEach((el, i) => {
    el.setAttribute('views', JSON.stringify(views[i]));
  });
  document.body.append(section);
  return section;
}

const boxes = (section: HTMLElement): number[][] =>
  // The page's own boxes: the hover layer (and what is in it) comes with the upgrade, laid over them.
  [...section.querySelectorAll('pb-multi-view, pb-multi-view > *, figure, figcaption, img, p, h2')]
    .filter((el) => !el.closest('[data-pb-view-layer]'))
    .map((el) => {
      const r = el.getBoundingClientRect();
      return [r.x, r.y, r.width, r.height];
    });

describe('<pb-multi-view> upgrade', () => {
  const style = document.createElement('style');
  let section: HTMLElement;
  const pending: Record<string, number[][]> = {};

  before(async function () {
    // Viewport changes: in WebKit each resizes MiniBrowser's window and waits for the page to see it.
    this.timeout(20000);
    await resetMouse();
    style.textContent = lightStyles;
    document.head.append(style);
    section = build();
    await setViewport(DESKTOP);
    pending.desktop = boxes(section);
    await setViewport(PHONE);
    pending.phone = boxes(section);
    expect(customElements.get('pb-multi-view')).to.equal(undefined);
    await import('../../elements/pb-multi-view.js');
    await customElements.whenDefined('pb-multi-view');
    for (const el of section.querySelectorAll<PbMultiView>('pb-multi-view')) await el.updateComplete;
  });

  after(async () => {
    section.remove();
    style.remove();
    await setViewport({ width: 800, height: 600 });
  });

  const all = () => [...section.querySelectorAll<PbMultiView>('pb-multi-view')];

  it('is accessible after the upgrade', async () => {
    await expect(section).to.be.accessible();
  });

  it('moves nothing on a phone, where the phone values show', async () => {
    expect(PHONE.width).to.be.at.most(BREAKPOINTS.phoneMax);
    await waitUntil(() => all().every((el) => el.mode === 'phone'), 'phone mode');
    expect(section.querySelector('pb-multi-view > h2')?.textContent).to.equal('Our work');
    expect(section.querySelector('img.is-phone')?.getAttribute('alt')).to.equal('A celadon bowl, cropped for phones');
    expectBoxesKept(pending.phone as number[][], boxes(section), ' at 390');
  });

  it('moves nothing on desktop, where the page’s own content shows', async () => {
    await setViewport(DESKTOP);
    await waitUntil(() => all().every((el) => el.mode === 'desktop'), 'desktop mode');
    expect(section.querySelector('[data-pb-view-layer]')).to.not.equal(null);
    expectBoxesKept(pending.desktop as number[][], boxes(section), ' at 1200');
  });
});
