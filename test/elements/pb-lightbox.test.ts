import { aTimeout, expect, fixture, fixtureCleanup, nextFrame, oneEvent } from '@open-wc/testing';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/pb-lightbox.js';
import { openLightbox, type PbLightbox } from '../../elements/pb-lightbox.js';
import type { LightboxDetail } from '../../src/components/lightbox/index.js';
import { SWIPE } from '../../src/core/constants/index.js';
import { CSS_REDUCED_MOTION, itExceptIn } from '../helpers/engines.js';
import { setPageConfig, specClock } from '../helpers/index.js';

const IMG = '/test/fixtures/lightbox';
const abs = (file: string) => new URL(`${IMG}/${file}`, location.href).href;

/** Three images of the group "studio", one hidden of each kind, one of another group and one alone. */
const strip = (extra = '') => `
  <div class="strip">
    ${extra}
    <a id="l1" href="${IMG}/a.svg" data-pb-lightbox="studio"><img src="${IMG}/a.svg" alt="The wheel" width="40" height="30"></a>
    <div hidden><a id="lh" href="${IMG}/d.svg" data-pb-lightbox="studio"><img src="${IMG}/d.svg" alt="Hidden" width="40" height="30"></a></div>
    <a id="l2" href="${IMG}/b.svg" data-pb-lightbox="studio" data-pb-caption="Glazing day"><img src="${IMG}/b.svg" alt="Buckets of glaze" width="40" height="30"></a>
    <a id="ln" href="${IMG}/d.svg" data-pb-lightbox="studio" style="display:none"><img src="${IMG}/d.svg" alt="Not rendered"></a>
    <a id="lp" href="/about.html" data-pb-lightbox="studio">About us</a>
    <a id="l3" href="${IMG}/c.svg" data-pb-lightbox="studio"><img src="${IMG}/c.svg" alt="The kiln" width="40" height="30"></a>
    <a id="lo" href="${IMG}/d.svg" data-pb-lightbox="other"><img src="${IMG}/d.svg" alt="Elsewhere" width="40" height="30"></a>
    <a id="l1only" href="${IMG}/a.svg" data-pb-lightbox><img src="${IMG}/a.svg" alt="Alone" width="40" height="30"></a>
  </div>`;

async function page(extra = ''): Promise<HTMLElement> {
  return fixture<HTMLElement>(strip(extra));
}
const $ = <E extends Element = HTMLAnchorElement>(id: string) => document.getElementById(id) as unknown as E;
const box = () => document.querySelector('pb-lightbox') as PbLightbox;
const part = <E extends Element = HTMLElement>(name: string) =>
  box().shadowRoot?.querySelector(`[part~="${name}"]`) as E | null;
const dialog = () => part<HTMLDialogElement>('dialog') as HTMLDialogElement;
const isOpen = () => Boolean(box() && dialog().open);
const counter = () => part('counter')?.textContent;
const image = () => part<HTMLImageElement>('image');
/** The element that has focus, through shadow roots. */
function focused(): Element | null {
  let a = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return a;
}

function record(type: 'pb-lightbox-open' | 'pb-lightbox-change' | 'pb-lightbox-close'): LightboxDetail[] {
  const seen: LightboxDetail[] = [];
  document.addEventListener(type, (e) => seen.push((e as CustomEvent<LightboxDetail>).detail));
  return seen;
}

/** Clicks `link`; true when the lightbox took the click over (the browser would not follow the link). */
async function click(link: HTMLElement, init: MouseEventInit = {}): Promise<boolean> {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, ...init });
  let taken = false;
  // Heard after the document's listener; the browser would follow a link no one took over: not in a test.
  const stop = (e: Event) => {
    taken = e.defaultPrevented;
    e.preventDefault();
  };
  window.addEventListener('click', stop, { once: true });
  link.dispatchEvent(event);
  window.removeEventListener('click', stop);
  await box()?.updateComplete;
  return taken;
}

/** The fade and zoom ended: axe measures contrast through the opacity of the moment. */
const settled = () =>
  Promise.all(
    dialog()
      .getAnimations({ subtree: true })
      .map((a) => a.finished),
  );

/** React renders a state change from an image's error on its own schedule: a few frames at most. */
/** Bounded by frames and time: a failed image's error event comes after the server's 404, later under load. */
async function until(check: () => boolean, what: string): Promise<void> {
  const end = performance.now() + 3000;
  for (let i = 0; i < 300 && !check() && performance.now() < end; i += 1) await nextFrame();
  expect(check(), what).to.equal(true);
}

async function closed(): Promise<void> {
  const done = oneEvent(box(), 'pb-lightbox-close');
  await done;
}

/** A pointer drag on the dialog, `dx` px in `ms` ms of the fake clock. */
function drag(clock: sinon.SinonFakeTimers, dx: number, ms: number, pointerType = 'touch'): void {
  const d = dialog();
  const init = { pointerId: 3, pointerType, isPrimary: true, button: 0, bubbles: true, composed: true, clientY: 300 };
  d.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: 400 }));
  clock.tick(ms);
  d.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: 400 + dx }));
}

describe('<pb-lightbox>', () => {
  beforeEach(() => aTimeout(1));
  afterEach(async () => {
    sinon.restore();
    setPageConfig(null);
    const lightbox = box();
    if (lightbox && dialog().open) {
      lightbox.close();
      await closed();
    }
    lightbox?.remove();
    fixtureCleanup();
    document.documentElement.dir = '';
  });

  it('is accessible, closed and open', async () => {
    const el = await fixture<PbLightbox>('<pb-lightbox></pb-lightbox>');
    await expect(el).to.be.accessible();
    const links = document.createElement('div');
    links.innerHTML = strip();
    document.body.append(links);
    await click($('l2'));
    expect(dialog().open).to.equal(true);
    await settled();
    await expect(el).to.be.accessible();
    links.remove();
  });

  it('opens at the clicked link, as a modal with focus on the close button, and counts the shown items', async () => {
    await page();
    const opened = record('pb-lightbox-open');
    expect(await click($('l2')), 'the link is not followed').to.equal(true);
    expect(box().parentElement, 'added at the end of the body').to.equal(document.body);
    expect(dialog().matches(':modal')).to.equal(true);
    expect(counter()).to.equal('2 of 3');
    expect(part('counter')?.getAttribute('aria-live')).to.equal('polite');
    expect(image()?.src).to.equal(abs('b.svg'));
    expect(image()?.alt).to.equal('Buckets of glaze');
    expect(part('caption')?.textContent, 'data-pb-caption first').to.equal('Glazing day');
    expect(focused()).to.equal(part('close'));
    expect(part('close')?.getAttribute('aria-label')).to.equal('Close (Esc)');
    expect(opened).to.deep.equal([{ group: 'studio', index: 1 }]);
  });

  it('gives the image the full width of a phone, the arrows over it', async () => {
    await page();
    try {
      await setViewport({ width: 390, height: 800 });
      await click($('l2'));
      expect(getComputedStyle(dialog()).paddingInlineStart).to.equal('0px');
      expect(getComputedStyle(part('next') as HTMLElement).backgroundColor).to.not.equal('rgba(0, 0, 0, 0)');
      await setViewport({ width: 1000, height: 800 });
      expect(getComputedStyle(dialog()).paddingInlineStart, 'room beside the image for the arrows').to.equal('52px');
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('sizes its text by the text size set by the reader, and leaves the caption its line (WCAG 1.4.4)', async () => {
    await page();
    document.documentElement.style.fontSize = '200%';
    try {
      await setViewport({ width: 1000, height: 800 });
      await click($('l2'));
      expect(getComputedStyle(part('caption') as HTMLElement).fontSize).to.equal('28px');
      // 800 px less the padding and gap (109 px) and one caption line (1.5 × 28 px).
      expect(getComputedStyle(image() as HTMLImageElement).maxHeight).to.equal(`${800 - 109 - 42}px`);
    } finally {
      document.documentElement.style.fontSize = '';
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('opens from the keyboard: Enter on a focused link', async () => {
    await page();
    $('l3').focus();
    const stop = (e: Event) => e.preventDefault();
    window.addEventListener('click', stop);
    try {
      await sendKeys({ press: 'Enter' });
      await box().updateComplete;
    } finally {
      window.removeEventListener('click', stop);
    }
    expect(dialog().open).to.equal(true);
    expect(counter()).to.equal('3 of 3');
    expect(part('caption')?.textContent, 'the alt as caption').to.equal('The kiln');
  });

  it('pages by arrow keys and buttons, wrapping, and says so', async () => {
    await page();
    const changes = record('pb-lightbox-change');
    await click($('l1'));
    await sendKeys({ press: 'ArrowRight' });
    await box().updateComplete;
    expect(counter()).to.equal('2 of 3');
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'ArrowLeft' });
    await box().updateComplete;
    expect(counter(), 'wraps at the start').to.equal('3 of 3');
    expect(image()?.src).to.equal(abs('c.svg'));
    part('next')?.click();
    await box().updateComplete;
    expect(counter(), 'wraps at the end').to.equal('1 of 3');
    part('previous')?.click();
    await box().updateComplete;
    expect(counter()).to.equal('3 of 3');
    expect(changes.map((c) => c.index)).to.deep.equal([1, 0, 2, 0, 2]);
    expect(part('previous')?.getAttribute('aria-label')).to.equal('Previous');
    expect(part('next')?.getAttribute('aria-label')).to.equal('Next');
  });

  it('mirrors the arrow keys and swipes in right-to-left text', async () => {
    document.documentElement.dir = 'rtl';
    await page();
    await click($('l1'));
    await sendKeys({ press: 'ArrowLeft' });
    await box().updateComplete;
    expect(counter()).to.equal('2 of 3');
    const clock = specClock();
    drag(clock, 40, 200);
    await box().updateComplete;
    expect(counter(), 'a swipe to the right is next').to.equal('3 of 3');
  });

  it('closes on Escape, the close button and a click beside the image, giving focus back to the link', async () => {
    await page();
    const closes = record('pb-lightbox-close');
    $('l2').focus();
    await click($('l2'));
    await sendKeys({ press: 'ArrowRight' });
    const escaped = closed();
    await sendKeys({ press: 'Escape' });
    await escaped;
    expect(dialog().open).to.equal(false);
    expect(focused()).to.equal($('l2'));
    expect(closes).to.deep.equal([{ group: 'studio', index: 2 }]);

    await click($('l1'));
    const byButton = closed();
    part('close')?.click();
    await byButton;
    expect(focused(), 'focus returns even to a link clicked by mouse').to.equal($('l1'));

    await click($('l3'));
    const bySide = closed();
    (part('figure') as HTMLElement).click();
    expect(dialog().open, 'a click on the image keeps it open').to.equal(true);
    dialog().click();
    await bySide;
    expect(closes.length).to.equal(3);
  });

  it('swipes 30 px within 1 s, by touch or mouse, and not less or slower', async () => {
    await page();
    await click($('l1'));
    const clock = specClock();
    drag(clock, -SWIPE.threshold, SWIPE.maxDuration);
    await box().updateComplete;
    expect(counter(), '30 px left in 1 s: next').to.equal('2 of 3');
    drag(clock, -(SWIPE.threshold - 1), 100);
    drag(clock, -100, SWIPE.maxDuration + 1);
    await box().updateComplete;
    expect(counter(), '29 px, or too slow: nothing').to.equal('2 of 3');
    drag(clock, SWIPE.threshold, 300, 'mouse');
    await box().updateComplete;
    expect(counter(), 'a mouse drag to the right: previous').to.equal('1 of 3');
    clock.tick(1);
    expect(dialog().open, 'the click after a mouse drag does not close it').to.equal(true);
  });

  it('shows a message in place of an image that fails, and stays usable', async () => {
    await page(
      `<a id="lb" href="${IMG}/missing.png" data-pb-lightbox="studio"><img src="${IMG}/a.svg" alt="Lost"></a>`,
    );
    await click($('lb'));
    expect(counter()).to.equal('1 of 4');
    await until(() => image() === null, 'the image is replaced');
    expect(part('error')?.textContent).to.equal('The image could not be loaded.');
    expect(part('caption')?.textContent).to.equal('Lost');
    await sendKeys({ press: 'ArrowRight' });
    await box().updateComplete;
    expect(image()?.src).to.equal(abs('a.svg'));
    expect(part('error')).to.equal(null);
    await sendKeys({ press: 'ArrowLeft' });
    await box().updateComplete;
    expect(part('error')?.textContent, 'still failed, no second try').to.equal('The image could not be loaded.');
    await settled();
    await expect(box()).to.be.accessible();
  });

  it('loads the neighbouring images ahead', async () => {
    await page();
    await click($('l2'));
    const ahead = () =>
      [...(box().shadowRoot?.querySelectorAll<HTMLImageElement>('img[data-preload]') ?? [])].map((i) => i.src);
    expect(ahead()).to.have.members([abs('a.svg'), abs('c.svg')]);
    expect(box().shadowRoot?.querySelector('img[data-preload]')?.closest('[hidden]')).to.not.equal(null);
    await sendKeys({ press: 'ArrowRight' });
    await box().updateComplete;
    expect(ahead()).to.have.members([abs('a.svg'), abs('b.svg')]);
  });

  it('locks the scroll, padding the body by the scrollbar width so nothing moves', async () => {
    const tall = await fixture<HTMLElement>(
      `<div><style>::-webkit-scrollbar { width: 17px; background: #ddd; }</style><p id="para" style="margin:0">A paragraph that would widen.</p><div style="height:3000px"></div>${strip()}</div>`,
    );
    const html = document.documentElement;
    // The root's own scrollbar: 17 px in WebKit, 0 where the test browser overlays it (Chromium, Firefox);
    // test/e2e/lightbox.e2e.mjs runs with real ones (15 px).
    const width = innerWidth - html.clientWidth;
    const before = $('para').getBoundingClientRect().toJSON();
    const padding = getComputedStyle(document.body).paddingRight;
    await click($('l1'));
    expect(getComputedStyle(html).overflow).to.equal('hidden');
    expect(innerWidth - html.clientWidth, 'no scrollbar').to.equal(0);
    expect(Number.parseFloat(getComputedStyle(document.body).paddingRight)).to.equal(
      Number.parseFloat(padding) + width,
    );
    expect($('para').getBoundingClientRect().toJSON(), 'no layout shift').to.deep.equal(before);
    box().close();
    await closed();
    expect(html.style.overflow).to.equal('');
    expect(document.body.style.paddingRight).to.equal('');
    expect($('para').getBoundingClientRect().toJSON()).to.deep.equal(before);
    tall.remove();
  });

  it('leaves hidden links, other groups and other URLs out of a group; an empty group name is a group of one', async () => {
    await page();
    await click($('l3'));
    expect(counter(), 'hidden, undisplayed, non-image and other-group links skipped').to.equal('3 of 3');
    box().close();
    await closed();
    await click($('l1only'));
    expect(counter()).to.equal('');
    expect(part('next')).to.equal(null);
    expect(image()?.alt).to.equal('Alone');
    box().close();
    await closed();
    expect(await click($('lp')), 'a link that is no image is followed').to.equal(false);
    expect(isOpen()).to.equal(false);
  });

  it('leaves modified and other-button clicks, and downloads, to the browser', async () => {
    await page(`<a id="ld" href="${IMG}/a.svg" download data-pb-lightbox="studio">Download</a>`);
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(await click($('l1'), init), JSON.stringify(init)).to.equal(false);
      expect(isOpen()).to.equal(false);
    }
    expect(await click($('ld'))).to.equal(false);
    expect(isOpen()).to.equal(false);
  });

  it('takes its strings from its messages, then the page config', async () => {
    setPageConfig({ messages: { 'pb-lightbox': { next: 'Volgende', close: 'Page close' } } });
    await fixture(
      '<pb-lightbox messages=\'{"close":"Sluiten (Esc)","counter":"%curr% / %total%","imageError":"Kapot"}\'></pb-lightbox>',
    );
    const links = document.createElement('div');
    links.innerHTML = strip(`<a id="lb" href="${IMG}/missing.png" data-pb-lightbox="studio">Lost</a>`);
    document.body.append(links);
    await click($('lb'));
    expect(document.querySelectorAll('pb-lightbox').length, "the author's element is used").to.equal(1);
    expect(part('close')?.getAttribute('aria-label')).to.equal('Sluiten (Esc)');
    expect(part('next')?.getAttribute('aria-label')).to.equal('Volgende');
    expect(counter()).to.equal('1 / 4');
    await until(() => part('error')?.textContent === 'Kapot', 'the own message');
    links.remove();
  });

  it('says when there is nothing to show: no href, or a page opened from script', async () => {
    await page('<a id="le" data-pb-lightbox="lonely">Nothing</a>');
    await click($('le'));
    expect(part('error')?.textContent).to.equal('Content not found');
    box().close();
    await closed();
    openLightbox($('lp'));
    await box().updateComplete;
    expect(dialog().open).to.equal(true);
    expect(part('error')?.textContent).to.equal('The content could not be loaded.');
    expect(counter(), 'the link joins its group where it stands').to.equal('3 of 4');
  });

  it('opens from script before the element is in the page, and from links in shadow roots', async () => {
    await page();
    expect(box()).to.equal(null);
    openLightbox($('l2'));
    await box().updateComplete;
    expect(counter()).to.equal('2 of 3');
    box().close();
    await closed();
    const host = await fixture<HTMLElement>('<div></div>');
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = `<a href="${IMG}/a.svg" data-pb-lightbox="inner"><img src="${IMG}/a.svg" alt="Inner"></a><a href="${IMG}/b.svg" data-pb-lightbox="inner"><img src="${IMG}/b.svg" alt="Inner 2"></a>`;
    await click(root.querySelectorAll('a')[1] as HTMLElement);
    expect(counter()).to.equal('2 of 2');
    expect(image()?.alt).to.equal('Inner 2');
  });

  itExceptIn(
    { firefox: CSS_REDUCED_MOTION, webkit: CSS_REDUCED_MOTION },
    'fades and zooms, except with reduced motion',
    async () => {
      await page();
      await click($('l1'));
      expect(getComputedStyle(dialog()).animationName).to.equal('pb-lightbox-fade');
      expect(getComputedStyle(image() as HTMLImageElement).animationName).to.equal('pb-lightbox-zoom');
      box().close();
      await closed();
      await emulateMedia({ reducedMotion: 'reduce' });
      try {
        await click($('l2'));
        expect(getComputedStyle(dialog()).animationName).to.equal('none');
        expect(getComputedStyle(image() as HTMLImageElement).animationName).to.equal('none');
      } finally {
        await emulateMedia({ reducedMotion: 'no-preference' });
      }
    },
  );
});
