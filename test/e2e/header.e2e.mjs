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
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../demo/server/index.js';
import { launchChromium } from '../../scripts/chrome.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-header-e2e-'));
const WAIT = 10_000;
const BROWSER = fs.existsSync(path.join(ROOT, 'dist', 'pb.js'))
  ? { timeout: 60_000 }
  : { skip: 'dist/pb.js is missing; run `npm run build` first' };
const WIDTHS = [1280, 900, 390];
const AXE = path.join(ROOT, 'node_modules/axe-core/axe.min.js');

after(() => fs.rmSync(TMP, { recursive: true, force: true }));

/**
 * Test-side helpers, added before the page's own scripts: layout shifts without recent input, the focused element
 * through shadow roots and a short description of it.
 */
function probe() {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shifts.push(e.value);
  }).observe({ type: 'layout-shift', buffered: true });
  window.__deepActive = () => {
    let a = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    return a;
  };
  window.__focus = () => {
    const a = window.__deepActive();
    if (!a || a === document.body) return null;
    return {
      name: (a.getAttribute('aria-label') ?? a.textContent).trim().replace(/\s+/g, ' '),
      part: a.getAttribute('part'),
      host: a.getRootNode().host?.localName ?? null,
      expanded: a.getAttribute('aria-expanded'),
      visible: a.checkVisibility({ visibilityProperty: true }),
    };
  };
}

/** Polls `fn(arg)` in the page from Node (the page's own timers may be faked) until it is truthy. */
async function until(page, fn, arg, what) {
  const deadline = Date.now() + WAIT;
  let last;
  while (Date.now() < deadline) {
    last = await page.evaluate(fn, arg);
    if (last) return last;
    await new Promise((r) => setTimeout(r, 50));
  }
  assert.fail(`${what}: still ${JSON.stringify(last)} after ${WAIT} ms`);
}

/** The header, its menu and (where the page has one) the dot navigation have upgraded. */
function upgraded() {
  const header = document.querySelector('pb-header');
  const menu = header?.querySelector('pb-menu');
  const dots = document.querySelector('pb-dot-nav');
  return !!(
    header?.shadowRoot?.querySelector('[part~="bar"]') &&
    menu?.shadowRoot?.querySelector('nav') &&
    menu.querySelector('.pb-menu-button') &&
    (!dots || dots.shadowRoot?.querySelector('[part~="dot"]'))
  );
}

const frames = (page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

const shiftSum = (shifts) => shifts.reduce((sum, v) => sum + v, 0);

async function axe(page) {
  if (!(await page.evaluate(() => !!window.axe))) await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => (await window.axe.run(document)).violations);
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
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

  /** One context per viewport and input kind, reused; each call gets a fresh page in it. */
  async function open(url, { width = 1280, height = 800, touch = false, clock = false } = {}) {
    const key = `${width}x${height}${touch ? ' touch' : ''}`;
    if (!contexts.has(key)) {
      contexts.set(
        key,
        await browser.newContext({ viewport: { width, height }, hasTouch: touch, isMobile: touch }),
      );
    }
    const page = await contexts.get(key).newPage();
    page.setDefaultTimeout(WAIT);
    const errors = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await page.addInitScript(probe);
    if (clock) await page.clock.install();
    await page.goto(`${app.url}${url}`);
    await until(page, upgraded, undefined, `${url} upgraded at ${width} px`);
    return { page, errors };
  }

  const focus = (page) => page.evaluate(() => window.__focus());

  /** Presses Tab until `done(focus)`, at most `max` times; every stop must be visible. Returns the stops' names. */
  async function tabTo(page, done, max = 12) {
    const stops = [];
    for (let i = 0; i < max; i++) {
      await page.keyboard.press('Tab');
      const f = await focus(page);
      stops.push(f?.name);
      assert.ok(f?.visible, `Tab reached a hidden element: ${stops.join(' > ')}`);
      if (done(f)) return stops;
    }
    assert.fail(`not reached in ${max} presses of Tab: ${stops.join(' > ')}`);
  }
  const named = (name) => (f) => f?.name === name;

  /** Whether the `<li>` of the top-level link `label` (or any link) has its submenu open, and it is shown. */
  const submenu = (page, label) =>
    page.evaluate((text) => {
      const link = [...document.querySelectorAll('pb-header pb-menu a')].find((a) => a.textContent === text);
      const li = link.parentElement;
      const ul = li.querySelector(':scope > ul');
      return {
        open: li.classList.contains('pb-open'),
        expanded: li.querySelector(':scope > button').getAttribute('aria-expanded'),
        shown: ul.checkVisibility({ visibilityProperty: true }),
      };
    }, label);

  for (const width of WIDTHS) {
    const mobile = width <= 980;

    test(`${width} px: keyboard only through every level of the main menu, and Escape`, BROWSER, async () => {
      const { page, errors } = await open('/header.html', { width });
      let stops = await tabTo(page, named('Studio Klei ceramics'), 2);
      if (mobile) {
        stops = await tabTo(page, (f) => f?.part === 'toggle' && f.host === 'pb-menu', 1);
        await page.keyboard.press('Enter');
        assert.equal((await focus(page)).expanded, 'true', 'Enter on the toggle opens the mobile menu');
      }
      // The DOM's order, and no link of a closed submenu on the way.
      stops = await tabTo(page, named('Work submenu'), 4);
      assert.deepEqual(stops, ['Home', 'Work', 'Work submenu']);
      await page.keyboard.press('Enter');
      assert.deepEqual(await submenu(page, 'Work'), { open: true, expanded: 'true', shown: true });

      stops = await tabTo(page, named('Vases and vessels submenu'), 5);
      assert.deepEqual(stops, ['Tableware', 'Tea ware', 'Vases and vessels', 'Vases and vessels submenu']);
      await page.keyboard.press('Space');
      assert.deepEqual(await submenu(page, 'Vases and vessels'), { open: true, expanded: 'true', shown: true });
      stops = await tabTo(page, named('Tenmoku vases'), 1);

      // Escape closes the innermost open submenu and puts focus on its button; again, the next one out.
      await page.keyboard.press('Escape');
      assert.deepEqual(await focus(page), {
        name: 'Vases and vessels submenu',
        part: null,
        host: null,
        expanded: 'false',
        visible: true,
      });
      assert.equal((await submenu(page, 'Vases and vessels')).open, false);
      assert.equal((await submenu(page, 'Work')).open, true, 'the outer submenu stays open');
      await page.keyboard.press('Escape');
      assert.equal((await focus(page)).name, 'Work submenu');
      assert.equal((await submenu(page, 'Work')).expanded, 'false');

      // The mega menu: on desktop its columns' own lists are reached by Tab as soon as it opens; in the mobile
      // menu a column is an ordinary submenu behind its button.
      stops = await tabTo(page, named('Classes submenu'), 12);
      await page.keyboard.press('Enter');
      assert.equal((await submenu(page, 'Classes')).shown, true);
      if (mobile) {
        stops = await tabTo(page, named('Beginners submenu'), 2);
        assert.deepEqual(stops, ['Beginners', 'Beginners submenu']);
        await page.keyboard.press('Enter');
        await tabTo(page, named('Evening wheel course'), 1);
        await page.keyboard.press('Escape');
        assert.equal((await focus(page)).name, 'Beginners submenu');
      } else {
        stops = await tabTo(page, named('Evening wheel course'), 2);
        assert.deepEqual(stops, ['Beginners', 'Evening wheel course']);
      }
      await page.keyboard.press('Escape');
      assert.equal((await focus(page)).name, 'Classes submenu');

      if (mobile) {
        await page.keyboard.press('Escape');
        const f = await focus(page);
        assert.deepEqual([f.part, f.host, f.expanded], ['toggle', 'pb-menu', 'false'], 'Escape closes the mobile menu');
      }
      assert.deepEqual(errors, []);
      await page.close();
    });
  }
});
