import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/pb-multi-view.js';
import type { MultiViewChangeDetail, PbMultiView } from '../../elements/pb-multi-view.js';
import { BREAKPOINTS } from '../../src/core/constants/index.js';
import { MULTI_VIEW } from '../../src/core/constants/multi-view.js';
import { resetWarnings } from '../../src/core/log/index.js';
import { oneTask, reduceMotion } from '../helpers/index.js';

const DESKTOP = { width: 1200, height: 800 };
const TABLET = { width: BREAKPOINTS.tabletMax, height: 800 };
const PHONE = { width: BREAKPOINTS.phoneMax, height: 800 };

const picture = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" fill="${fill}"/></svg>`)}`;
const GLAZED = picture('#2f4a6d');
const BISQUE = picture('#e3c6a8');

/** A project card: the link stays outside the swapped figure, so focus inside it shows the hover values. */
const card = {
  schema: {
    content: {
      tablet: `<img src="${GLAZED}" alt="Moon jar, glazed" width="160" height="120"><figcaption>Moon jar (tablet)</figcaption>`,
      phone: `<img src="${GLAZED}" alt="Moon jar, glazed" width="160" height="120"><figcaption>Moon jar</figcaption>`,
      hover: `<img src="${BISQUE}" alt="Moon jar, bisque-fired" width="160" height="120"><figcaption>Bisque-fired, before the glaze</figcaption><p>Fired once at 1000 °C.</p><p>Ready for the glaze.</p>`,
    },
  },
  slug: 'et_pb_image',
};

const cardMarkup = (views: object = card) => html`
  <div>
    <pb-multi-view target="figure" views=${JSON.stringify(views)}>
      <a href="#moon-jar" class="card-link">
        <figure style="margin: 0">
          <img src=${GLAZED} alt="A round jar in a deep red glaze" width="160" height="120" />
          <figcaption>Moon jar, glazed in iron red</figcaption>
        </figure>
      </a>
    </pb-multi-view>
    <p class="after">Below the card.</p>
  </div>
`;

/** A viewport change, and the mode change it brings (published on the bus in the frame after the resize). */
async function resize(el: Element, viewport: { width: number; height: number }): Promise<void> {
  const changed = oneEvent(el, 'pb-multi-view-change');
  await setViewport(viewport);
  await changed;
}

const figureOf = (el: Element) => el.querySelector('figure') as HTMLElement;
const layerOf = (el: Element) => el.querySelector<HTMLElement>(`[${MULTI_VIEW.layerAttribute}]`);
/** What a reader sees in the figure: the text of its shown parts. */
const shownText = (el: Element) => {
  const layer = layerOf(el);
  if (layer && layer.style.visibility === 'visible') return layer.textContent?.trim();
  return [...figureOf(el).childNodes]
    .filter((n) => n !== layer)
    .map((n) => n.textContent)
    .join('')
    .trim();
};
const center = (el: Element): [number, number] => {
  const r = el.getBoundingClientRect();
  return [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)];
};
const box = (el: Element) => {
  const r = el.getBoundingClientRect();
  return [r.x, r.y, r.width, r.height];
};

describe('<pb-multi-view>', () => {
  let warn: sinon.SinonStub;
  beforeEach(async () => {
    await oneTask();
    resetWarnings();
    await setViewport(DESKTOP);
    await resetMouse();
    warn = sinon.stub(console, 'warn');
  });
  afterEach(async () => {
    sinon.restore();
    await resetMouse();
  });
  after(() => setViewport({ width: 800, height: 600 }));

  const warnings = () => warn.args.map((a) => String(a[0]));
  const mount = async (template = cardMarkup()) => {
    const wrap = await fixture<HTMLElement>(template);
    const el = wrap.querySelector('pb-multi-view') as PbMultiView;
    await el.updateComplete;
    return el;
  };

  it('is accessible, with its hover content laid over and hidden', async () => {
    const el = await mount();
    await expect(el).to.be.accessible();
    const layer = layerOf(el);
    expect(layer?.getAttribute('aria-hidden')).to.equal('true');
    expect(layer?.inert).to.equal(true);
    expect(getComputedStyle(layer as HTMLElement).visibility).to.equal('hidden');
  });

  it('shows the tablet and phone values at a breakpoint change, and the page content again on desktop', async () => {
    const el = await mount();
    const own = figureOf(el).querySelector('img');
    expect(el.mode).to.equal('desktop');
    const changes: MultiViewChangeDetail[] = [];
    el.addEventListener('pb-multi-view-change', (e) => changes.push(e.detail));

    await resize(el, TABLET);
    expect(shownText(el)).to.equal('Moon jar (tablet)');
    expect(el.mode).to.equal('tablet');

    await resize(el, PHONE);
    expect(shownText(el)).to.equal('Moon jar');

    await resize(el, DESKTOP);
    expect(shownText(el)).to.equal('Moon jar, glazed in iron red');
    expect(figureOf(el).querySelector('img'), 'the page’s own nodes come back').to.equal(own);
    expect(changes.map((c) => c.mode)).to.deep.equal(['tablet', 'phone', 'desktop']);
  });

  it('shows the hover values while the pointer is over it, and reverts when it leaves', async () => {
    const el = await mount();
    await sendMouse({ type: 'move', position: center(el) });
    expect(el.mode).to.equal('hover');
    expect(shownText(el)).to.include('Bisque-fired, before the glaze');
    expect(layerOf(el)?.hasAttribute('aria-hidden')).to.equal(false);
    const ownImg = figureOf(el).querySelector(':scope > img') as HTMLElement;
    expect(getComputedStyle(ownImg).visibility).to.equal('hidden');
    await sendMouse({ type: 'move', position: [2, innerHeight - 2] });
    expect(el.mode).to.equal('desktop');
    expect(shownText(el)).to.equal('Moon jar, glazed in iron red');
    expect(getComputedStyle(ownImg).visibility).to.equal('visible');
    expect(layerOf(el)?.getAttribute('aria-hidden')).to.equal('true');
  });

  it('shows the hover values while focus is inside it (:focus-within), for keyboard users', async () => {
    const el = await mount();
    const before = document.createElement('button');
    before.textContent = 'Before';
    el.before(before);
    before.focus();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement?.className).to.equal('card-link');
    expect(el.mode).to.equal('hover');
    expect(shownText(el)).to.include('Bisque-fired');
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(document.activeElement).to.equal(before);
    expect(el.mode).to.equal('desktop');
    expect(shownText(el)).to.equal('Moon jar, glazed in iron red');
  });

  it('keeps its own content while focus is in it, so the focused link is never hidden', async () => {
    const views = { schema: { content: { hover: '<p>Bisque-fired</p>' }, classes: { hover: { add: 'is-hot' } } } };
    const wrap = await fixture<HTMLElement>(html`
      <div><pb-multi-view views=${JSON.stringify(views)}><p><a href="#moon-jar">Moon jar</a></p></pb-multi-view></div>
    `);
    const el = wrap.firstElementChild as PbMultiView;
    await el.updateComplete;
    const link = el.querySelector('a') as HTMLAnchorElement;
    link.focus();
    expect(el.mode).to.equal('hover');
    expect(el.classList.contains('is-hot')).to.equal(true);
    expect(layerOf(el)?.getAttribute('aria-hidden')).to.equal('true');
    expect(document.activeElement).to.equal(link);
    expect(getComputedStyle(link).visibility).to.equal('visible');
    expect(warnings().some((w) => w.includes('not shown while focus is in the content it replaces'))).to.equal(true);
  });

  it('moves nothing around it when the hover content, taller, shows', async () => {
    const el = await mount();
    const after = el.parentElement?.querySelector('.after') as HTMLElement;
    const was = [box(el), box(after), box(figureOf(el))];
    // Taller than the figure's own content: the figure holds its height from the upgrade on.
    expect((layerOf(el) as HTMLElement).offsetHeight).to.be.greaterThan(130);
    await sendMouse({ type: 'move', position: center(el) });
    expect(el.mode).to.equal('hover');
    expect([box(el), box(after), box(figureOf(el))]).to.deep.equal(was);
    // Held, not overflowing: the hover content ends inside the figure, above what follows.
    const bottom = (layerOf(el) as HTMLElement).getBoundingClientRect().bottom;
    expect(bottom).to.be.at.most(figureOf(el).getBoundingClientRect().bottom + 0.5);
    expect(bottom).to.be.at.most(after.getBoundingClientRect().top + 0.5);
    await sendMouse({ type: 'move', position: [2, innerHeight - 2] });
    expect([box(el), box(after), box(figureOf(el))]).to.deep.equal(was);
  });

  it('applies attrs, styles, classes and visibility per mode, and gives back the page’s own', async () => {
    const views = {
      schema: {
        attrs: { hover: { src: BISQUE, alt: 'Bisque-fired' }, phone: { alt: 'Moon jar (phone)' } },
        styles: { desktop: { outline: '2px solid red' }, hover: { 'border-radius': '8px !important' } },
        classes: { hover: { add: ['is-hot'], remove: ['is-cold'] } },
        visibility: { phone: false },
      },
    };
    const wrap = await fixture<HTMLElement>(html`
      <div>
        <pb-multi-view target="img" views=${JSON.stringify(views)}>
          <img class="is-cold" src=${GLAZED} alt="Moon jar" width="160" height="120" style="border-radius: 2px" />
        </pb-multi-view>
      </div>
    `);
    const el = wrap.firstElementChild as PbMultiView;
    await el.updateComplete;
    const img = el.querySelector('img') as HTMLImageElement;
    expect(img.style.outline).to.equal('red solid 2px');

    await sendMouse({ type: 'move', position: center(img) });
    expect([img.getAttribute('src'), img.alt, img.className]).to.deep.equal([BISQUE, 'Bisque-fired', 'is-hot']);
    expect(img.style.getPropertyValue('border-radius')).to.equal('8px');
    expect(img.style.getPropertyPriority('border-radius')).to.equal('important');
    await sendMouse({ type: 'move', position: [2, innerHeight - 2] });
    expect([img.getAttribute('src'), img.alt, img.className]).to.deep.equal([GLAZED, 'Moon jar', 'is-cold']);
    expect(img.style.borderRadius).to.equal('2px');

    await resize(el, PHONE);
    expect(img.alt).to.equal('Moon jar (phone)');
    expect(getComputedStyle(img).display).to.equal('none');
    expect(img.classList.contains(MULTI_VIEW.hiddenClass)).to.equal(true);
    await resize(el, DESKTOP);
    expect(getComputedStyle(img).display).to.not.equal('none');
    expect(img.classList.contains(MULTI_VIEW.hiddenClass)).to.equal(false);

    el.remove();
    await oneTask();
    expect(img.getAttribute('style')).to.equal('border-radius: 2px;');
    expect([img.getAttribute('src'), img.alt, img.className]).to.deep.equal([GLAZED, 'Moon jar', 'is-cold']);
  });

  it("reads the builder's target and hover_selector; the hover-selector attribute wins", async () => {
    const views = {
      schema: { classes: { hover: { add: ['is-hot'] } } },
      slug: 'et_pb_blurb',
      target: '.et_pb_blurb_0 .et_pb_main_blurb_image',
      hover_selector: '.et_pb_blurb_0',
    };
    const wrap = await fixture<HTMLElement>(html`
      <div class="et_pb_blurb_0" style="padding: 40px">
        <h3 class="title">Evening wheel course</h3>
        <pb-multi-view views=${JSON.stringify(views)}>
          <span class="et_pb_main_blurb_image"><img src=${GLAZED} alt="A bowl on the wheel" width="160" height="120" /></span>
        </pb-multi-view>
      </div>
    `);
    const el = wrap.querySelector('pb-multi-view') as PbMultiView;
    const image = el.querySelector('.et_pb_main_blurb_image') as HTMLElement;
    // The module's hover counts, not only the element's: here over its title.
    await sendMouse({ type: 'move', position: center(wrap.querySelector('.title') as Element) });
    expect(image.classList.contains('is-hot')).to.equal(true);
    expect(el.classList.contains('is-hot')).to.equal(false);
    await sendMouse({ type: 'move', position: [2, innerHeight - 2] });
    expect(image.classList.contains('is-hot')).to.equal(false);
    el.hoverSelector = 'pb-multi-view';
    await sendMouse({ type: 'move', position: center(wrap.querySelector('.title') as Element) });
    expect(image.classList.contains('is-hot')).to.equal(false);
  });

  it('swaps at once with reduced motion, adding no transition', async () => {
    reduceMotion();
    const el = await mount();
    el.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
    expect(el.mode).to.equal('hover');
    expect(getComputedStyle(layerOf(el) as HTMLElement).transitionDuration).to.equal('0s');
    expect(getComputedStyle(figureOf(el)).transitionDuration).to.equal('0s');
  });

  it('a touch is not a hover', async () => {
    const el = await mount();
    el.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'touch' }));
    expect(el.mode).to.equal('desktop');
  });

  it('a real removal gives the target back as written; back in the page it swaps again', async () => {
    const el = await mount();
    const figure = figureOf(el);
    const parent = el.parentElement as HTMLElement;
    el.remove();
    await oneTask();
    expect(layerOf(el)).to.equal(null);
    expect(figure.getAttribute('style')).to.equal('margin: 0px;');
    expect([...figure.children].map((c) => c.localName)).to.deep.equal(['img', 'figcaption']);
    parent.append(el);
    await el.updateComplete;
    expect(layerOf(el)).to.not.equal(null);
  });

  it('warns naming the attribute for bad JSON, and its place for an unknown context', async () => {
    const wrap = await fixture<HTMLElement>(
      html`<div><pb-multi-view views="{not json"><p>Stays as written.</p></pb-multi-view></div>`,
    );
    const el = wrap.firstElementChild as PbMultiView;
    expect(warnings().some((w) => w.includes('<pb-multi-view> attribute "views": expected JSON'))).to.equal(true);
    expect(el.textContent?.trim()).to.equal('Stays as written.');
    el.views = { schema: { animation: { desktop: 'x' } } };
    expect(
      warnings().some(
        (w) =>
          w.includes('<pb-multi-view> attribute "views"') &&
          w.includes('schema.animation: "animation" is not a context'),
      ),
    ).to.equal(true);
  });

  it('a target that matches nothing, or is not a selector, warns and the element is the target', async () => {
    const views = JSON.stringify({ schema: { classes: { desktop: { add: 'is-on' } } } });
    const wrap = await fixture<HTMLElement>(html`
      <div>
        <pb-multi-view target=".missing" views=${views}><p>One</p></pb-multi-view>
        <pb-multi-view target="[" views=${views}><p>Two</p></pb-multi-view>
      </div>
    `);
    const [a, b] = [...wrap.children] as PbMultiView[];
    expect(a?.classList.contains('is-on')).to.equal(true);
    expect(b?.classList.contains('is-on')).to.equal(true);
    expect(warnings().some((w) => w.includes('attribute "target": ".missing" matches nothing'))).to.equal(true);
    expect(warnings().some((w) => w.includes('attribute "target": "[" is not a valid selector'))).to.equal(true);
  });
});
