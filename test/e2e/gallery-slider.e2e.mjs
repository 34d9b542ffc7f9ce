/**
 * The work page's slider gallery (`<pb-gallery layout="slider">`, the commissions) in a real Chromium against the
 * demo server: no layout shift while the gallery and then the slider's module arrive after the first paint (the
 * link to #commissions-heading puts it in view), keyboard only (arrows, the active slide's link, the thumbnails),
 * the lightbox opened from a slide at that picture among all of them, the slider showing the picture the lightbox
 * closed on with focus on its link, and axe.
 *
 *   npm run build && node --test test/e2e/gallery-slider.e2e.mjs
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  axeViolations,
  demoBrowser,
  lightboxAt,
  lightboxClosed,
  lightboxOpen,
  recordShifts,
  shiftTotal,
  until,
} from '../helpers/e2e.mjs';

const G = 'pb-gallery[layout="slider"]';

/** Test-side probe, added before the page's scripts: layout shifts without recent input, and the slider's state. */
function probe() {
  window.__slider = () => {
    const gallery = document.querySelector('pb-gallery[layout="slider"]');
    const slider = gallery?.shadowRoot?.querySelector('pb-slider');
    const region = slider?.shadowRoot?.querySelector('[part~="region"]');
    if (!region) return null;
    let focus = document.activeElement;
    while (focus?.shadowRoot?.activeElement) focus = focus.shadowRoot.activeElement;
    const items = [...gallery.children];
    return {
      active: Number(slider.getAttribute('active') ?? 0),
      slides: slider.shadowRoot.querySelectorAll('[part~="slide"]').length,
      inert: [...slider.shadowRoot.querySelectorAll('[part~="slide"]')].map((s) => s.inert),
      label: region.getAttribute('aria-label'),
      thumbnails: slider.shadowRoot.querySelectorAll('[part~="thumbnail"]').length,
      focus: items.includes(focus) ? `item ${items.indexOf(focus)}` : (focus?.getAttribute('part') ?? focus?.localName),
    };
  };
}

const slider = (page) => page.evaluate(() => window.__slider());
const frames = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
const lightbox = (page) =>
  page.evaluate(() => {
    const root = document.querySelector('pb-lightbox')?.shadowRoot;
    return {
      open: !!root?.querySelector('dialog')?.open,
      counter: root?.querySelector('[part~="counter"]')?.textContent ?? '',
    };
  });

describe('the slider gallery on the work page', () => {
  const demo = demoBrowser('gallery-slider');
  const BROWSER = demo.options;
  let page;

  /** The elements' modules arrive after the first paint, and the slider's after the gallery's, as on a real network. */
  async function open(url, { width = 1280, height = 800, reducedMotion = 'reduce' } = {}) {
    page = await demo.open({ viewport: { width, height }, reducedMotion });
    await page.addInitScript(recordShifts);
    await page.addInitScript(probe);
    await page.route(/\/dist\/(elements|chunks)\//, (route) => {
      const late = route.request().url().includes('pb-slider') ? 900 : 400;
      setTimeout(() => route.continue().catch(() => {}), late);
    });
    await page.goto(`${demo.app.url}${url}`);
    await until(page, () => window.__slider()?.slides > 0, undefined, 'the slider gallery upgraded');
    await frames(page);
    return page;
  }

  for (const width of [1280, 390]) {
    test(`no layout shift at ${width} px while the gallery and then the slider upgrade in view`, BROWSER, async () => {
      await open('/work.html#commissions-heading', { width });
      const s = await slider(page);
      assert.equal(s.slides, 6);
      assert.equal(s.label, 'Commissions');
      assert.equal(s.thumbnails, 6);
      const inView = await page.evaluate(() => {
        const r = document.querySelector('pb-gallery[layout="slider"]').getBoundingClientRect();
        return r.top >= 0 && r.top < innerHeight;
      });
      assert.ok(inView, 'the slider gallery is in view');
      assert.equal(await shiftTotal(page), 0, `CLS at ${width} px`);
    });
  }

  test(
    'keyboard only: the next arrow, the slide link opens the lightbox there, Escape, the thumbnails',
    BROWSER,
    async () => {
      await open('/work.html#commissions-heading');
      await page.locator(`${G} [part~="arrow-next"]`).focus();
      await page.keyboard.press('Enter');
      await until(page, () => window.__slider().active === 1, undefined, 'the next slide');
      let s = await slider(page);
      assert.deepEqual(s.inert, [true, false, true, true, true, true]);
      // After the arrows comes the shown slide's link: the inert slides hold no tab stop.
      await page.keyboard.press('Tab');
      assert.equal((await slider(page)).focus, 'item 1');
      await page.keyboard.press('Enter');
      await lightboxOpen(page);
      // Every slide is in the lightbox's group, in order: the inactive ones are inert, not hidden.
      assert.deepEqual(await lightbox(page), { open: true, counter: '2 of 6' });
      await page.keyboard.press('ArrowRight');
      await lightboxAt(page, '3 of 6');
      await page.keyboard.press('Escape');
      await lightboxClosed(page);
      // The slider shows the picture the lightbox closed on, and focus is on that slide's link.
      await until(
        page,
        () => window.__slider().active === 2 && window.__slider().focus === 'item 2',
        undefined,
        'the slider at the lightbox picture, focus on its link',
      );
      await page.keyboard.press('Tab');
      s = await slider(page);
      assert.equal(s.focus, 'thumbnail');
      await page.keyboard.press('ArrowRight');
      await until(page, () => window.__slider().active === 3, undefined, 'ArrowRight on the thumbnails');
      await page.keyboard.press('End');
      await page.keyboard.press('ArrowLeft');
      await until(page, () => window.__slider().active === 2, undefined, 'ArrowLeft');
    },
  );

  test('a swipe moves it, a click on the picture opens the lightbox; axe finds nothing', BROWSER, async () => {
    await open('/work.html#commissions-heading', { width: 390 });
    const box = await page.locator(G).boundingBox();
    const y = box.y + box.height / 3;
    await page.mouse.move(box.x + box.width * 0.7, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.3, y, { steps: 5 });
    await page.mouse.up();
    await until(page, () => window.__slider().active === 1, undefined, 'swiped to the next slide');
    const link = page.locator(`${G} > a`).nth(1);
    await link.click();
    await lightboxOpen(page);
    assert.equal((await lightbox(page)).counter, '2 of 6');
    await page.keyboard.press('Escape');
    await lightboxClosed(page);
    assert.deepEqual(await axeViolations(page), []);
  });
});
