/**
 * The work page's portfolio and gallery in a real Chromium against the demo server: filter, then page, then a
 * reload that restores the same state from the hash; Back and Forward through the hash; the gallery's entry beside
 * the portfolio's; no layout shift on load or reload; axe with no violations.
 *
 *   npm run build && node --test test/e2e/portfolio.e2e.mjs
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

/** Test-side probe, added before the page's scripts: layout shifts without recent input, and a state reader. */
function probe() {
  window.__state = (tag) => {
    const host = document.querySelector(tag);
    const root = host?.shadowRoot;
    if (!root?.querySelector('[part="grid"]')) return null;
    return {
      shown: [...host.children].filter((c) => !c.hidden && c.getBoundingClientRect().height > 0).length,
      titles: [...host.children]
        .filter((c) => !c.hidden)
        .map((c) => c.querySelector('h3, img')?.textContent || c.querySelector('img')?.alt),
      pressed: root.querySelector('[aria-pressed="true"]')?.textContent ?? null,
      page: root.querySelector('[aria-current="page"]')?.textContent ?? null,
      status: root.querySelector('[role="status"]')?.textContent ?? '',
      hash: decodeURIComponent(location.hash),
    };
  };
}

const state = (page, tag = 'pb-portfolio') => page.evaluate((t) => window.__state(t), tag);

describe('portfolio and gallery on the work page', () => {
  const demo = demoBrowser('portfolio');
  const BROWSER = demo.options;
  let page;

  async function open(url, { width = 1280, height = 800, reducedMotion = 'no-preference', slow = false } = {}) {
    page = await demo.open({ viewport: { width, height }, reducedMotion });
    // A real network: the elements' modules arrive after the first paint, which pb.js alone holds (render-blocking).
    if (slow)
      await page.route(/\/dist\/(elements|chunks)\//, (route) =>
        setTimeout(() => route.continue().catch(() => {}), 400),
      );
    await page.addInitScript(recordShifts);
    await page.addInitScript(probe);
    await page.goto(`${demo.app.url}${url}`);
    await until(page, () => window.__state('pb-portfolio') && window.__state('#studio'), undefined, 'upgraded');
    return page;
  }
  const click = (selector, name) => page.locator(selector).filter({ hasText: name }).first().click();
  const settled = (p) =>
    until(
      p,
      () => new Promise((r) => setTimeout((y) => r(scrollY === y), 150, scrollY)),
      undefined,
      'the scroll ended',
    );

  test('the page opens on every project, page 1, with no layout shift and no axe violations', BROWSER, async () => {
    await open('/work.html');
    const s = await state(page);
    assert.equal(s.shown, 6);
    assert.equal(s.pressed, 'All');
    assert.equal(s.page, '1');
    assert.equal((await state(page, '#studio')).shown, 4);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    assert.equal(await shiftTotal(page), 0, 'CLS on load');
    assert.deepEqual(await axeViolations(page), []);
  });

  test('filter, then page, then reload restores the same state; Back and Forward walk it', BROWSER, async () => {
    await open('/work.html');
    await click('pb-portfolio [part~="filter"]', 'Vases');
    await until(page, () => window.__state('pb-portfolio').hash === '#work|vases|1', undefined, 'vases in the hash');
    let s = await state(page);
    assert.equal(s.shown, 6);
    assert.equal(s.pressed, 'Vases');
    assert.equal(s.status, '7 projects, page 1 of 2');
    await settled(page);
    await click('pb-portfolio [part~="next"]', 'Next');
    await until(page, () => window.__state('pb-portfolio').page === '2', undefined, 'page 2');
    s = await state(page);
    assert.equal(s.hash, '#work|vases|2');
    assert.equal(s.shown, 1);
    assert.equal(s.status, '7 projects, page 2 of 2');
    const lastVase = s.titles[0];
    // The module scrolls into view (Playwright first scrolled the Next button into view to click it): its top
    // lands just below the fixed header, whose height the offsets topic carries.
    const top = await until(
      page,
      () =>
        new Promise((resolve) => {
          const y = scrollY;
          setTimeout(() => {
            const top = document.querySelector('pb-portfolio').getBoundingClientRect().top;
            resolve(scrollY === y && top >= 0 && top < 200 ? top : 0);
          }, 300);
        }),
      undefined,
      'the portfolio scrolled into view',
    );
    const bar = await page.evaluate(
      () =>
        document.querySelector('pb-header').shadowRoot.querySelector('[part~="bar"]').getBoundingClientRect().bottom,
    );
    assert.ok(Math.abs(top - bar) <= 1, `the portfolio's top ${top}, the fixed header's bottom ${bar}`);

    await page.reload();
    await until(page, () => window.__state('pb-portfolio')?.page === '2', undefined, 'restored after reload');
    s = await state(page);
    assert.equal(s.pressed, 'Vases');
    assert.equal(s.shown, 1);
    assert.deepEqual(s.titles, [lastVase]);
    assert.equal(s.status, '', 'a restored state is not announced');

    await page.goBack();
    await until(page, () => window.__state('pb-portfolio').page === '1', undefined, 'Back: page 1');
    s = await state(page);
    assert.equal(s.hash, '#work|vases|1');
    assert.equal(s.pressed, 'Vases');
    assert.equal(s.shown, 6);
    await page.goBack();
    await until(page, () => window.__state('pb-portfolio').pressed === 'All', undefined, 'Back: all');
    assert.equal((await state(page)).hash, '');
    await page.goForward();
    await until(page, () => window.__state('pb-portfolio').pressed === 'Vases', undefined, 'Forward: vases');
    await page.goForward();
    await until(page, () => window.__state('pb-portfolio').page === '2', undefined, 'Forward: page 2');
    assert.deepEqual((await state(page)).titles, [lastVase]);
  });

  test('the gallery pages beside the portfolio in one hash, and a reload restores both', BROWSER, async () => {
    await open('/work.html#work|commissions|1', { reducedMotion: 'reduce' });
    assert.equal((await state(page)).pressed, 'Commissions');
    await page.locator('#studio [part~="page"]', { hasText: /^3$/ }).click();
    await until(page, () => window.__state('#studio').page === '3', undefined, 'gallery page 3');
    const g = await state(page, '#studio');
    assert.equal(g.hash, '#work|commissions|1||studio|all|3');
    assert.equal(g.shown, 2);
    assert.equal(g.status, '10 images, page 3 of 3');
    await page.reload();
    await until(page, () => window.__state('#studio')?.page === '3', undefined, 'gallery restored');
    assert.equal((await state(page)).pressed, 'Commissions');
    assert.deepEqual(await axeViolations(page), []);
  });

  test(
    'a gallery picture opens the lightbox on the pictures of the page shown, and focus comes back',
    BROWSER,
    async () => {
      await open('/work.html');
      const lightbox = () =>
        page.evaluate(() => {
          const box = document.querySelector('pb-lightbox');
          const dialog = box?.shadowRoot?.querySelector('dialog');
          return {
            open: !!dialog?.open,
            counter: box?.shadowRoot?.querySelector('[part~="counter"]')?.textContent ?? '',
            focus: document.activeElement?.getAttribute('href') ?? '',
          };
        });
      const first = page.locator('#studio a[data-pb-lightbox]:not([hidden])').first();
      const href = await first.getAttribute('href');
      await first.focus();
      await page.keyboard.press('Enter');
      await lightboxOpen(page);
      // The gallery's hidden pictures (its other pages) are not in the group: 4 shown, 4 in the lightbox.
      assert.deepEqual(await lightbox(), { open: true, counter: '1 of 4', focus: '' });
      await page.keyboard.press('ArrowRight');
      await lightboxAt(page, '2 of 4');
      await page.keyboard.press('Escape');
      await lightboxClosed(page);
      assert.equal((await lightbox()).focus, href);
    },
  );

  // The server renders page 1; the elements restore later pages from the hash on upgrade, after the first paint
  // (their modules arrive late). A reload restores the scroll position too, here with the portfolio's page links and
  // the gallery in view: nothing painted may move (vases page 2 holds 1 project of 6, the gallery's page 3 2 of 4).
  for (const width of [1280, 390]) {
    test(`a reload whose hash names later pages has no layout shift at ${width} px`, BROWSER, async () => {
      await open('/work.html#work|vases|2||studio|all|3', { width, height: 800, slow: true });
      await until(page, () => window.__state('#studio').page === '3', undefined, 'gallery page 3');
      await page.evaluate(() => {
        const nav = document.querySelector('pb-portfolio').shadowRoot.querySelector('[part="pagination"]');
        scrollTo(0, scrollY + nav.getBoundingClientRect().top - 200);
      });
      const y = await page.evaluate(() => scrollY);
      await page.reload();
      await until(page, () => window.__state('#studio')?.page === '3', undefined, 'gallery page 3 again');
      const s = await state(page);
      assert.equal(s.page, '2');
      assert.equal(s.shown, 1);
      assert.equal((await state(page, '#studio')).shown, 2);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      assert.equal(await shiftTotal(page), 0, `CLS on a reload on later pages at ${width} px`);
      const after = await page.evaluate(() => scrollY);
      assert.ok(Math.abs(after - y) <= 1, `the reload restored the scroll position: ${y} -> ${after}`);
    });
  }

  test('a phone: the filters and page links work by keyboard, no layout shift on load', BROWSER, async () => {
    await open('/work.html', { width: 390, height: 800 });
    assert.equal(await shiftTotal(page), 0, 'CLS on load at 390 px');
    await page.locator('pb-portfolio [part~="filter"]', { hasText: 'All' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await until(page, () => window.__state('pb-portfolio').pressed === 'Tableware', undefined, 'keyboard filter');
    assert.equal((await state(page)).shown, 6);
    assert.deepEqual(await axeViolations(page), []);
  });

  for (const width of [390, 820, 1280]) {
    test(`the filter toolbar fits at ${width} px, or fades the edge it scrolls on`, BROWSER, async () => {
      await open('/work.html', { width, height: 800 });
      const read = () =>
        page.evaluate(() => {
          const bar = document.querySelector('pb-portfolio').shadowRoot.querySelector('[role="toolbar"]');
          const host = document.querySelector('pb-portfolio').getBoundingClientRect();
          const box = bar.getBoundingClientRect();
          return {
            overflow: bar.scrollWidth - bar.clientWidth,
            inside: box.left >= host.left - 0.5 && box.right <= host.right + 0.5,
            more: bar.dataset.more ?? '',
            mask: getComputedStyle(bar).maskImage,
            chevrons: ['start', 'end'].map(
              (at) => getComputedStyle(bar.parentNode.querySelector(`.more.${at}`)).display,
            ),
          };
        });
      let bar = await read();
      assert.ok(bar.inside, `the toolbar stays in the portfolio's box at ${width} px`);
      if (bar.overflow <= 1) {
        assert.equal(bar.more, '', 'all filters fit: no hint');
        assert.deepEqual(bar.chevrons, ['none', 'none']);
        return;
      }
      assert.equal(bar.more, 'end', `${bar.overflow} px more filters: the end says so`);
      assert.match(bar.mask, /gradient/, 'the end fades');
      assert.deepEqual(bar.chevrons, ['none', 'grid'], 'a chevron at the end');
      // Keyboard to the last filter: the bar scrolls it into view, and the start now fades instead.
      await page.locator('pb-portfolio [part~="filter"]', { hasText: 'All' }).focus();
      await page.keyboard.press('End');
      await until(
        page,
        () => {
          const bar = document.querySelector('pb-portfolio').shadowRoot.querySelector('[role="toolbar"]');
          return bar.dataset.more === 'start';
        },
        undefined,
        'scrolled to the end',
      );
      bar = await read();
      assert.match(bar.mask, /gradient/);
      assert.deepEqual(bar.chevrons, ['grid', 'none'], 'the chevron moves to the start');
    });
  }
});
