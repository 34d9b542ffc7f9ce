/**
 * The lightbox on the demo studio page ("Around the studio"), in a real Chromium against the demo server: opened
 * by keyboard, arrows, Escape and focus return, the scroll lock beside a real scrollbar, a broken image, layout
 * shift and axe. No sleeps: every wait polls the page, bounded in time.
 *
 *   npm run build && node --test test/e2e/lightbox.e2e.mjs
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../demo/server/index.js';
import { CHROME_ARGS, chromePath } from '../../scripts/chrome.mjs';
import { recordShifts, until } from '../helpers/e2e.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-lightbox-e2e-'));
const WAIT = 10_000;
const BROWSER = fs.existsSync(path.join(ROOT, 'dist', 'pb.js'))
  ? { timeout: 60_000 }
  : { skip: 'dist/pb.js is missing; run `npm run build` first' };
const AXE = path.join(ROOT, 'node_modules/axe-core/axe.min.js');
const LINKS = '#around a[data-pb-lightbox]';

after(() => fs.rmSync(TMP, { recursive: true, force: true }));

/** Test-side helpers, added before the page's own scripts: layout shifts without recent input, and readers. */
function probe() {
  window.__lightbox = () => {
    const root = document.querySelector('pb-lightbox')?.shadowRoot;
    const dialog = root?.querySelector('[part~="dialog"]');
    let a = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    const links = [...document.querySelectorAll('#around a[data-pb-lightbox]')];
    return {
      open: Boolean(dialog?.open),
      modal: Boolean(dialog?.matches(':modal')),
      counter: root?.querySelector('[part~="counter"]')?.textContent ?? null,
      image: root?.querySelector('[part~="image"]')?.getAttribute('src') ?? null,
      loaded: Boolean(root?.querySelector('[part~="image"]')?.complete),
      error: root?.querySelector('[part~="error"]')?.textContent ?? null,
      caption: root?.querySelector('[part~="caption"]')?.textContent ?? null,
      focus: a?.getAttribute('part') ?? (links.includes(a) ? `link ${links.indexOf(a)}` : (a?.localName ?? null)),
      overflow: getComputedStyle(document.documentElement).overflow,
      padding: getComputedStyle(document.body).paddingRight,
      gap: innerWidth - document.documentElement.clientWidth,
      strip: document.querySelector('#around h2').getBoundingClientRect().toJSON(),
    };
  };
}

describe('the lightbox on the demo studio page', () => {
  const dbPath = path.join(TMP, 'lightbox.sqlite');
  let app;
  let browser;

  before(async () => {
    if (BROWSER.skip) return;
    app = await startServer({ port: 0, host: '127.0.0.1', dbPath, root: ROOT });
    // Playwright hides scrollbars in headless Chromium; the scroll lock is tested beside a real one.
    const { chromium } = await import('playwright-core');
    browser = await chromium.launch({
      executablePath: chromePath(),
      headless: true,
      timeout: WAIT,
      args: CHROME_ARGS,
      ignoreDefaultArgs: ['--hide-scrollbars'],
    });
  });
  after(async () => {
    await browser?.close();
    await app?.close();
  });

  async function openStudio() {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    page.setDefaultTimeout(WAIT);
    const errors = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await page.addInitScript(recordShifts);
    await page.addInitScript(probe);
    await page.goto(`${app.url}/studio.html`);
    await until(page, () => Boolean(customElements.get('pb-lightbox')), null, 'pb.js loads the lightbox for the links');
    return { page, context, errors };
  }
  const state = (page) => page.evaluate(() => window.__lightbox());

  test(
    'keyboard: Enter opens, arrows page, Escape closes and focus returns; the scroll locks without a shift',
    BROWSER,
    async () => {
      const { page, context, errors } = await openStudio();
      try {
        await page.locator(LINKS).first().scrollIntoViewIfNeeded();
        const before = await state(page);
        assert.equal(before.gap, 15, 'a real scrollbar');
        await page.locator(LINKS).first().focus();
        await page.keyboard.press('Enter');
        let s = await until(page, () => window.__lightbox().open && window.__lightbox(), null, 'opened');
        assert.equal(new URL(page.url()).pathname, '/studio.html', 'the link was not followed');
        assert.equal(s.modal, true);
        assert.equal(s.focus, 'close');
        assert.equal(s.counter, '1 of 4');
        assert.match(s.caption, /^Throwing/);
        assert.equal(s.overflow, 'hidden');
        assert.equal(s.gap, 0);
        assert.equal(s.padding, `${Number.parseFloat(before.padding) + 15}px`);
        assert.deepEqual(s.strip, before.strip, 'the page did not move');

        await page.keyboard.press('ArrowRight');
        s = await until(page, () => window.__lightbox().counter === '2 of 4' && window.__lightbox(), null, 'next');
        assert.match(s.image, /clip-glazing-poster\.webp$/);
        await page.keyboard.press('ArrowLeft');
        await page.keyboard.press('ArrowLeft');
        s = await until(page, () => window.__lightbox().counter === '4 of 4' && window.__lightbox(), null, 'wrapped');
        assert.equal(s.caption, 'The kiln room', 'the alt as caption');
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        s = await state(page);
        assert.ok(['previous', 'next', 'close'].includes(s.focus), `focus stays in the dialog: ${s.focus}`);

        await page.keyboard.press('Escape');
        // The lock is released when React commits the close, a moment after the dialog's own close: wait for both.
        s = await until(
          page,
          (overflow) => !window.__lightbox().open && window.__lightbox().overflow === overflow && window.__lightbox(),
          before.overflow,
          'closed and unlocked',
        );
        assert.equal(s.focus, 'link 0', 'focus is back on the link');
        assert.equal(s.overflow, before.overflow);
        assert.equal(s.padding, before.padding);
        assert.deepEqual(s.strip, before.strip);
        assert.deepEqual(await page.evaluate(() => window.__shifts), [], 'zero layout shift');
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    },
  );

  test('a broken image shows its message and the lightbox stays usable; axe finds nothing', BROWSER, async () => {
    const { page, context, errors } = await openStudio();
    try {
      // The CMS links a photo that has since been deleted: the server answers 404.
      await page.evaluate(() => {
        document.querySelectorAll('#around a[data-pb-lightbox]')[1].href = '/demo-assets/deleted-photo.webp';
      });
      await page.locator(LINKS).nth(1).click();
      let s = await until(page, () => window.__lightbox().error && window.__lightbox(), null, 'the message');
      assert.equal(s.error, 'The image could not be loaded.');
      assert.equal(s.counter, '2 of 4');
      await page.evaluate(() =>
        Promise.all(
          document
            .querySelector('pb-lightbox')
            .shadowRoot.querySelector('dialog')
            .getAnimations({ subtree: true })
            .map((a) => a.finished),
        ),
      );
      await page.addScriptTag({ path: AXE });
      const open = await page.evaluate(async () => (await window.axe.run(document)).violations);
      assert.deepEqual(
        open.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        [],
        'axe with the lightbox open',
      );

      await page.getByRole('button', { name: 'Next' }).click();
      s = await until(page, () => window.__lightbox().loaded && window.__lightbox(), null, 'the next image');
      assert.equal(s.counter, '3 of 4');
      assert.equal(s.error, null);
      await page.mouse.click(640, 16);
      s = await until(page, () => !window.__lightbox().open && window.__lightbox(), null, 'closed beside the image');
      assert.equal(s.focus, 'link 1');
      const closed = await page.evaluate(async () => (await window.axe.run(document)).violations);
      assert.deepEqual(
        closed.map((v) => v.id),
        [],
        'axe with the lightbox closed',
      );
      assert.deepEqual(await page.evaluate(() => window.__shifts), [], 'zero layout shift');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});
