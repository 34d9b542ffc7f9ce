/**
 * The site header, its menus and the page navigation on the demo pages, in a real Chromium against the demo server
 * at 1280, 900 and 390 px: keyboard-only use of every menu level, Escape, touch taps, the fixed header, the
 * slide-in and fullscreen panels, in-page anchors and dot navigation landing below the header, layout shift and axe.
 * Time is the page's clock (Playwright's clock API) where a delay is under test, never a sleep.
 *
 *   npm run build && node --test test/e2e/header.e2e.mjs
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, afterEach, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../demo/server/index.js';
import { launchChromium } from '../../scripts/chrome.mjs';
import { pauseClock, until as pollPage, recordShifts } from '../helpers/e2e.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-header-e2e-'));
const WAIT = 10_000;
const BROWSER = fs.existsSync(path.join(ROOT, 'dist', 'pb.js'))
  ? { timeout: 60_000 }
  : { skip: 'dist/pb.js is missing; run `npm run build` first' };
const WIDTHS = [1280, 900, 390];
/** At 980 px and below the menu is the mobile toggle, and the header is never fixed. */
const mobile = (width) => width <= 980;
const AXE = path.join(ROOT, 'node_modules/axe-core/axe.min.js');

after(() => fs.rmSync(TMP, { recursive: true, force: true }));

/**
 * Test-side helpers, added before the page's own scripts (never part of the page): layout shifts without recent
 * input, and readers of the focused element, the header, a submenu and where an anchor's target landed.
 */
function probe() {
  window.__focus = () => {
    let a = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    if (!a || a === document.body) return null;
    return {
      name: (a.getAttribute('aria-label') ?? a.textContent).trim().replace(/\s+/g, ' '),
      part: a.getAttribute('part'),
      host: a.getRootNode().host?.localName ?? null,
      expanded: a.getAttribute('aria-expanded'),
      visible: a.checkVisibility({ visibilityProperty: true }),
    };
  };
  window.__header = () => {
    const host = document.querySelector('pb-header');
    const bar = host.shadowRoot.querySelector('[part~="bar"]').getBoundingClientRect();
    const dialog = host.shadowRoot.querySelector('[part~="panel"]');
    return {
      fixed: host.classList.contains('pb-header-fixed'),
      barTop: Math.round(bar.top),
      barBottom: bar.bottom,
      mainTop: document.querySelector('main').getBoundingClientRect().top + scrollY,
      open: host.open,
      dialog: dialog?.open,
      modal: dialog?.matches(':modal'),
    };
  };
  /** The item of the link `label`: its submenu open, its button's aria-expanded, and the submenu shown. */
  window.__submenu = (label) => {
    const li = [...document.querySelectorAll('pb-header pb-menu a')].find((a) => a.textContent === label).parentElement;
    return {
      open: li.classList.contains('pb-open'),
      expanded: li.querySelector(':scope > button').getAttribute('aria-expanded'),
      shown: li.querySelector(':scope > ul').checkVisibility({ visibilityProperty: true }),
    };
  };
  /** `id`'s top against the fixed header's bottom (the viewport's top when it is not fixed), and focus. */
  window.__landing = (id) => {
    const { fixed, barBottom } = window.__header();
    const el = document.getElementById(id);
    const gap = el.getBoundingClientRect().top - (fixed ? barBottom : 0);
    return { fixed, gap, focused: document.activeElement === el };
  };
}

/** Calls one of the probe's readers in the page. */
const read = (page, name, ...args) => page.evaluate(([n, a]) => window[n](...a), [name, args]);

/** The shared poll, with the reason before the optional argument, as this file's calls write it. */
const until = (page, fn, what, arg) => pollPage(page, fn, arg, what, WAIT);

/** The header, its menu and (where the page has one) the dot navigation have upgraded. */
function upgraded() {
  const [header, menu, dots] = ['pb-header', 'pb-header pb-menu', 'pb-dot-nav'].map((s) => document.querySelector(s));
  const inShadow = (el, s) => el?.shadowRoot?.querySelector(s);
  const menuReady = inShadow(menu, 'nav') && menu.querySelector('.pb-menu-button');
  return !!(inShadow(header, '[part~="bar"]') && menuReady && (!dots || inShadow(dots, '[part~="dot"]')));
}

const frames = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/** Waits until the page has stopped scrolling: no change of scrollY in 150 ms (a smooth scroll moves every frame). */
const settled = (page) =>
  until(page, () => new Promise((r) => setTimeout((y) => r(scrollY === y), 150, scrollY)), 'the scroll ended');

/** Runs axe on the page as it is; its violations, if any, go into `found[name]`. */
async function axe(page, name, found) {
  if (!(await page.evaluate(() => !!window.axe))) await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => (await window.axe.run(document)).violations);
  if (violations.length) found[name] = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' '))}`);
}

describe('header, menus and navigation on the demo pages', () => {
  let app;
  let browser;
  const contexts = new Map();

  before(async () => {
    if (BROWSER.skip) return;
    app = await startServer({ port: 0, host: '127.0.0.1', dbPath: path.join(TMP, 'header.sqlite'), root: ROOT });
    browser = await launchChromium(WAIT);
  });
  after(async () => {
    for (const context of contexts.values()) await context.close().catch(() => {});
    await browser?.close();
    await app?.close();
  });

  /** Pages opened by the running test: closed after it, which fails if any of them threw. */
  let opened = [];
  afterEach(async () => {
    const errors = opened.flatMap(({ url, errors }) => errors.map((e) => `${url}: ${e}`));
    for (const { page } of opened) await page.close().catch(() => {});
    opened = [];
    assert.deepEqual(errors, [], 'page errors');
  });

  /** `url` upgraded, in a fresh page of a context per viewport, input kind and clock (reused). */
  async function open(url, { width = 1280, height = 800, touch = false, clock = false } = {}) {
    // Playwright's clock belongs to the context, so a page with a fake clock gets a context of its own.
    const key = `${width}x${height}${touch ? ' touch' : ''}${clock ? ' clock' : ''}`;
    if (!contexts.has(key)) {
      contexts.set(key, await browser.newContext({ viewport: { width, height }, hasTouch: touch, isMobile: touch }));
    }
    const page = await contexts.get(key).newPage();
    page.setDefaultTimeout(WAIT);
    const errors = [];
    page.on('pageerror', (err) => errors.push(err.message));
    opened.push({ page, url, errors });
    await page.addInitScript(recordShifts);
    await page.addInitScript(probe);
    if (clock) await page.clock.install();
    await page.goto(`${app.url}${url}`);
    await until(page, upgraded, `${url} upgraded at ${width} px`);
    return page;
  }

  /** Presses Tab until `done(focus)`, at most `max` times; every stop must be visible. Returns the stops' names. */
  async function tabTo(page, done, max) {
    const stops = [];
    for (let i = 0; i < max; i++) {
      await page.keyboard.press('Tab');
      const f = await read(page, '__focus');
      stops.push(f?.name);
      assert.ok(f?.visible, `Tab reached a hidden element: ${stops.join(' > ')}`);
      if (typeof done === 'string' ? f.name === done : done(f)) return stops;
    }
    assert.fail(`not reached in ${max} presses of Tab: ${stops.join(' > ')}`);
  }
  const toggleOf = (host) => (f) => f?.part === 'toggle' && f.host === host;
  const focusName = async (page) => (await read(page, '__focus'))?.name;
  const OPEN = { open: true, expanded: 'true', shown: true };
  const WORK = ['Spring collection', 'Tableware', 'Tea ware', 'Vases and vessels', 'Vases and vessels submenu'];

  for (const width of WIDTHS) {
    test(`${width} px: keyboard only through every level of the main menu, and Escape`, BROWSER, async () => {
      const page = await open('/header.html', { width });
      await tabTo(page, 'Studio Klei ceramics', 2);
      if (mobile(width)) {
        await tabTo(page, toggleOf('pb-menu'), 1);
        await page.keyboard.press('Enter');
        assert.equal((await read(page, '__focus')).expanded, 'true', 'Enter on the toggle opens the mobile menu');
      }
      // The DOM's order, and no link of a closed submenu on the way.
      assert.deepEqual(await tabTo(page, 'Work submenu', 4), ['Home', 'Work', 'Work submenu']);
      await page.keyboard.press('Enter');
      assert.deepEqual(await read(page, '__submenu', 'Work'), OPEN);
      assert.deepEqual(await tabTo(page, 'Vases and vessels submenu', 6), WORK);
      await page.keyboard.press('Space');
      assert.deepEqual(await read(page, '__submenu', 'Vases and vessels'), OPEN);
      await tabTo(page, 'Tenmoku vases', 1);

      // Escape closes the innermost open submenu and puts focus on its button; again, the next one out.
      await page.keyboard.press('Escape');
      const f = await read(page, '__focus');
      assert.deepEqual([f.name, f.expanded], ['Vases and vessels submenu', 'false']);
      assert.equal((await read(page, '__submenu', 'Vases and vessels')).open, false);
      assert.equal((await read(page, '__submenu', 'Work')).open, true, 'the outer submenu stays open');
      await page.keyboard.press('Escape');
      assert.equal(await focusName(page), 'Work submenu');
      assert.equal((await read(page, '__submenu', 'Work')).expanded, 'false');

      // The mega menu: on desktop its columns' own lists are reached by Tab as soon as it opens; in the mobile
      // menu a column is an ordinary submenu behind its button.
      await tabTo(page, 'Classes submenu', 13);
      await page.keyboard.press('Enter');
      assert.equal((await read(page, '__submenu', 'Classes')).shown, true);
      if (mobile(width)) {
        assert.deepEqual(await tabTo(page, 'Beginners submenu', 2), ['Beginners', 'Beginners submenu']);
        await page.keyboard.press('Enter');
        await tabTo(page, 'Evening wheel course', 1);
        await page.keyboard.press('Escape');
        assert.equal(await focusName(page), 'Beginners submenu');
      } else {
        assert.deepEqual(await tabTo(page, 'Evening wheel course', 2), ['Beginners', 'Evening wheel course']);
      }
      await page.keyboard.press('Escape');
      assert.equal(await focusName(page), 'Classes submenu');
      if (mobile(width)) {
        await page.keyboard.press('Escape');
        const t = await read(page, '__focus');
        assert.deepEqual([t.part, t.host, t.expanded], ['toggle', 'pb-menu', 'false'], 'Escape closes the mobile menu');
      }
    });
  }

  // The double tap belongs to the dropdowns (MFT §4), which a touch device shows above 980 px: 1024 px is both a
  // mobile device (CCH §9) and the dropdown layout. Below 980 px the mobile menu has buttons instead.
  test('touch at 1024 px: the first tap on a parent link opens its dropdown, the second follows', BROWSER, async () => {
    const page = await open('/header.html', { width: 1024, touch: true });
    const studio = page.locator('pb-header pb-menu a[href="/studio.html"]');
    await studio.tap();
    await until(page, () => document.querySelector('pb-menu li.pb-open > a')?.textContent, 'first tap');
    assert.deepEqual(await read(page, '__submenu', 'Studio'), OPEN);
    assert.equal(new URL(page.url()).pathname, '/header.html', 'the first tap does not follow the link');
    await studio.tap();
    await page.waitForURL((url) => url.pathname === '/studio.html');
  });

  test('touch at 900 px: the toggle and a submenu button open, a link follows at once', BROWSER, async () => {
    const page = await open('/header.html', { width: 900, touch: true });
    await page.locator('pb-header pb-menu [part~="toggle"]').tap();
    await page.locator('pb-header pb-menu [part~="nav"]').waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Studio submenu' }).tap();
    assert.equal((await read(page, '__submenu', 'Studio')).open, true);
    // Another page than this one, so the navigation cannot be mistaken for the page already shown.
    await page.locator('pb-header pb-menu a[href="/studio.html#team"]').tap();
    await page.waitForURL((url) => url.pathname === '/studio.html' && url.hash === '#team', { timeout: 15_000 });
  });

  test('1280 px: a mouse click on a submenu button opens it', BROWSER, async () => {
    const page = await open('/header.html', { width: 1280 });
    await page.getByRole('button', { name: 'Work submenu' }).click();
    await frames(page);
    assert.deepEqual(await read(page, '__submenu', 'Work'), OPEN);
  });

  test('1280 px: scrolling down fixes the header, back up releases it; nothing below moves', BROWSER, async () => {
    const page = await open('/studio.html', { width: 1280 });
    await frames(page);
    const start = await read(page, '__header');
    assert.equal(start.fixed, false);
    await page.evaluate(() => {
      window.__shifts = [];
      scrollTo(0, 600);
    });
    await until(page, () => document.querySelector('pb-header').classList.contains('pb-header-fixed'), 'fixed');
    await frames(page);
    let state = await read(page, '__header');
    assert.equal(state.barTop, 0, 'the row is at the top of the viewport');
    assert.equal(state.mainTop, start.mainTop, 'the content keeps its place');
    await page.evaluate(() => scrollTo(0, 0));
    await until(page, () => !document.querySelector('pb-header').classList.contains('pb-header-fixed'), 'released');
    await frames(page);
    state = await read(page, '__header');
    assert.equal(state.mainTop, start.mainTop);
    assert.deepEqual(await page.evaluate(() => window.__shifts), [], 'layout shifts while fixing and releasing');
  });

  const onToggle = { name: 'Open menu', part: 'toggle', host: 'pb-header', expanded: 'false', visible: true };

  for (const width of WIDTHS) {
    test(`${width} px: the fullscreen menu opens by its toggle, a hidden page closes it`, BROWSER, async () => {
      const page = await open('/header.html?layout=fullscreen', { width });
      await tabTo(page, toggleOf('pb-header'), 3);
      await page.keyboard.press('Enter');
      await until(page, () => document.querySelector('pb-header').open, 'opened');
      const state = await read(page, '__header');
      assert.deepEqual([state.open, state.dialog, state.modal], [true, true, true]);
      // Focus moves in and back out after the render that opens or closes the dialog: polled, not read once
      // (a busy machine once read it a moment early).
      await until(page, () => window.__focus()?.name === 'Close menu', 'focus moves into the panel');
      // Headless Chromium keeps a page visible when another is brought to front, so the page's visibility is
      // stubbed and its visibilitychange dispatched; the element reads document.visibilityState on that event.
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await until(page, () => !document.querySelector('pb-header').open, 'closed by a hidden page');
      // The dialog closes in the render after the state: polled too (a loaded CI machine read it a moment early).
      await until(page, () => window.__header().dialog === false, 'the dialog closed');
      await until(page, () => window.__focus()?.part === 'toggle', 'focus returns to the toggle');
      assert.deepEqual(await read(page, '__focus'), onToggle);
    });
  }

  test('slide-in: the toggle opens the panel, Escape hides it after 700 ms, focus returns', BROWSER, async () => {
    const page = await open('/header.html?layout=slide-in', { width: 1280, clock: true });
    await tabTo(page, toggleOf('pb-header'), 3);
    await page.keyboard.press('Enter');
    await until(page, () => document.querySelector('pb-header').open, 'opened');
    assert.equal((await read(page, '__header')).modal, true);
    // Time stands still from here, so only runFor moves it (an installed clock otherwise follows real time).
    await pauseClock(page);
    await page.keyboard.press('Escape');
    const state = await read(page, '__header');
    assert.deepEqual([state.open, state.dialog], [false, true], 'the panel slides out before it hides');
    await page.clock.runFor(690);
    assert.equal((await read(page, '__header')).dialog, true);
    await page.clock.runFor(20);
    await until(page, () => !document.querySelector('pb-header').shadowRoot.querySelector('dialog').open, 'hidden');
    assert.deepEqual(await read(page, '__focus'), onToggle);
  });

  for (const width of WIDTHS) {
    test(`${width} px: an in-page anchor and a dot land below the header, with focus and hash`, BROWSER, async () => {
      const page = await open('/studio.html', { width });
      await page.locator('.on-this-page a[href="#process"]').click();
      await until(page, () => location.hash === '#process', 'hash');
      await settled(page);
      let at = await read(page, '__landing', 'process');
      assert.equal(at.fixed, !mobile(width), 'the header is fixed above 980 px');
      assert.ok(Math.abs(at.gap) <= 2, `#process lands ${at.gap} px from the header's bottom`);
      assert.equal(at.focused, true, 'focus on the target');

      const dot = page.locator('pb-dot-nav [part~="dot"][href="#team"]');
      await dot.click();
      await until(page, () => location.hash === '#team', 'hash');
      await settled(page);
      at = await read(page, '__landing', 'team');
      assert.ok(Math.abs(at.gap) <= 2, `#team lands ${at.gap} px from the header's bottom`);
      assert.equal(at.focused, true, 'focus on the section');
      assert.equal(await dot.getAttribute('aria-current'), 'true');
    });
  }

  for (const width of WIDTHS) {
    test(`${width} px: zero layout shift on load; axe clean with menus closed and open`, BROWSER, async () => {
      const pages = ['/', '/studio.html', '/header.html'];
      if (width === 1280) pages.push(...['split', 'slide-in', 'fullscreen'].map((l) => `/header.html?layout=${l}`));
      const shifts = {};
      const violations = {};
      for (const url of pages) {
        const page = await open(url, { width, height: 900 });
        await page.evaluate(() => document.fonts.ready);
        await frames(page);
        const sum = (await page.evaluate(() => window.__shifts)).reduce((a, b) => a + b, 0);
        // What moved, so a failure names it.
        if (sum) shifts[url] = { sum, moved: await page.evaluate(() => window.__shiftSources) };
        await axe(page, url, violations);
        if (url === '/header.html') {
          // The mobile menu and a submenu in it, or a desktop dropdown, by keyboard.
          if (mobile(width)) await page.locator('pb-header pb-menu [part~="toggle"]').click();
          await page.getByRole('button', { name: 'Work submenu' }).focus();
          await page.keyboard.press('Enter');
          await until(page, () => document.querySelector('pb-menu li.pb-open'), 'submenu open');
          // Colours are checked at rest: mid-fade (700 ms) the links are still pale.
          await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
          await axe(page, `${url} menu open`, violations);
        }
        if (url.endsWith('fullscreen')) {
          await page.locator('pb-header [part~="toggle"]').click();
          await axe(page, `${url} panel open`, violations);
        }
      }
      assert.deepEqual(shifts, {}, 'layout shift while loading');
      assert.deepEqual(violations, {}, 'axe');
    });
  }

  for (const width of [1280, 980]) {
    test(`${width} px: a #fragment loaded from another page lands below the fixed header`, BROWSER, async () => {
      // From another page of the site: its scripts come from the cache, and the browser's fragment scroll may run
      // before the header has measured itself.
      const page = await open('/header.html', { width });
      await page.goto(`${app.url}/studio.html#process`);
      await until(page, upgraded, 'studio.html upgraded');
      await frames(page);
      await settled(page);
      const at = await read(page, '__landing', 'process');
      assert.equal(at.fixed, true, 'fixed at 980 px or more');
      // The section's own scroll-margin-top (1rem) comes on top of the header's height.
      assert.ok(at.gap >= -1 && at.gap <= 20, `#process lands ${at.gap} px from the header's bottom`);
    });
  }

  test('981 and 1024 px: the menu, the name and the search keep one row, as at 1280 px', BROWSER, async () => {
    const heights = {};
    for (const width of [981, 1024, 1280]) {
      const page = await open('/header.html', { width });
      heights[width] = await page.evaluate(() => document.querySelector('pb-header').getBoundingClientRect().height);
    }
    assert.deepEqual(heights, { 981: heights[1280], 1024: heights[1280], 1280: heights[1280] });
  });

  test('1280 px: the split header upgrades without layout shift', BROWSER, async () => {
    const page = await open('/header.html?layout=split', { width: 1280, height: 900 });
    await page.evaluate(() => document.fonts.ready);
    await frames(page);
    assert.deepEqual(await page.evaluate(() => window.__shifts), []);
  });
});
