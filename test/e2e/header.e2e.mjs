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

const frames = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

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

  /** One context per viewport, input kind and clock, reused; each call gets a fresh page in it. */
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

  test(
    'touch at 1024 px (a mobile device, dropdowns): the first tap on a parent link opens, the second follows',
    BROWSER,
    async () => {
      const { page, errors } = await open('/header.html', { width: 1024, touch: true });
      const studio = page.locator('pb-header pb-menu a[href="/studio.html"]');
      await studio.tap();
      await until(page, () => document.querySelector('pb-menu li.pb-open > a')?.textContent, undefined, 'first tap');
      assert.deepEqual(await submenu(page, 'Studio'), { open: true, expanded: 'true', shown: true });
      assert.equal(new URL(page.url()).pathname, '/header.html', 'the first tap does not follow the link');
      await studio.tap();
      await page.waitForURL((url) => url.pathname === '/studio.html');
      assert.deepEqual(errors, []);
      await page.close();
    },
  );

  test(
    'touch at 900 px (the mobile menu): the toggle opens, the submenu button opens, a link follows at once',
    BROWSER,
    async () => {
      const { page, errors } = await open('/header.html', { width: 900, touch: true });
      await page.locator('pb-header pb-menu [part~="toggle"]').tap();
      await until(
        page,
        () => document.querySelector('pb-menu').shadowRoot.querySelector('nav').checkVisibility(),
        undefined,
        'mobile menu',
      );
      await page.locator('pb-header pb-menu li:has(> a[href="/studio.html"]) > button').tap();
      assert.equal((await submenu(page, 'Studio')).open, true);
      await page.locator('pb-header pb-menu a[href="/header.html"]').tap();
      await page.waitForURL((url) => url.pathname === '/header.html' && url.search === '');
      await page.locator('pb-header pb-menu a[href="/studio.html"]').waitFor({ state: 'attached' });
      assert.deepEqual(errors, []);
      await page.close();
    },
  );

  test('1280 px: a mouse click on a submenu button leaves its submenu open', {
    ...BROWSER,
    todo:
      'pb-menu: pointerenter opens the dropdown, then the click on its button toggles it shut again ' +
      '(useMenu.ts, the click handler calls set(li, !open) after the hover opened it)',
  }, async () => {
    const { page, errors } = await open('/header.html', { width: 1280 });
    await page.getByRole('button', { name: 'Work submenu' }).click();
    await frames(page);
    assert.deepEqual(await submenu(page, 'Work'), { open: true, expanded: 'true', shown: true });
    assert.deepEqual(errors, []);
    await page.close();
  });

  /** The header's state and where the content below it sits in the document. */
  const fixedState = (page) =>
    page.evaluate(() => {
      const host = document.querySelector('pb-header');
      return {
        fixed: host.classList.contains('pb-header-fixed'),
        barTop: Math.round(host.shadowRoot.querySelector('[part~="bar"]').getBoundingClientRect().top),
        mainTop: document.querySelector('main').getBoundingClientRect().top + scrollY,
        shifts: window.__shifts,
      };
    });

  test(
    '1280 px: scrolling down fixes the header, scrolling back up releases it, and nothing below moves',
    BROWSER,
    async () => {
      const { page, errors } = await open('/studio.html', { width: 1280 });
      await frames(page);
      const start = await fixedState(page);
      assert.equal(start.fixed, false);
      await page.evaluate(() => {
        window.__shifts = [];
        scrollTo(0, 600);
      });
      await until(
        page,
        () => document.querySelector('pb-header').classList.contains('pb-header-fixed'),
        undefined,
        'fixed',
      );
      await frames(page);
      let state = await fixedState(page);
      assert.equal(state.barTop, 0, 'the row is at the top of the viewport');
      assert.equal(state.mainTop, start.mainTop, 'the content keeps its place');
      await page.evaluate(() => scrollTo(0, 0));
      await until(
        page,
        () => !document.querySelector('pb-header').classList.contains('pb-header-fixed'),
        undefined,
        'released',
      );
      await frames(page);
      state = await fixedState(page);
      assert.equal(state.mainTop, start.mainTop);
      assert.deepEqual(state.shifts, [], 'layout shifts while fixing and releasing');
      assert.deepEqual(errors, []);
      await page.close();
    },
  );

  test('900 px: below 980 px the header is never fixed', BROWSER, async () => {
    const { page } = await open('/studio.html', { width: 900 });
    await page.evaluate(() => scrollTo(0, 600));
    await frames(page);
    await frames(page);
    assert.equal((await fixedState(page)).fixed, false);
    await page.close();
  });

  /** The panel's dialog and the focused element. */
  const panel = (page) =>
    page.evaluate(() => {
      const host = document.querySelector('pb-header');
      const dialog = host.shadowRoot.querySelector('[part~="panel"]');
      return { open: host.open, dialog: dialog.open, modal: dialog.matches(':modal'), focus: window.__focus() };
    });
  const onToggle = { name: 'Open menu', part: 'toggle', host: 'pb-header', visible: true };

  for (const width of WIDTHS) {
    test(
      `${width} px: the fullscreen menu opens by its toggle and closes when the page becomes hidden`,
      BROWSER,
      async () => {
        const { page, errors } = await open('/header.html?layout=fullscreen', { width });
        await tabTo(page, (f) => f?.part === 'toggle' && f.host === 'pb-header', 3);
        await page.keyboard.press('Enter');
        let state = await until(page, () => document.querySelector('pb-header').open && true, undefined, 'opened');
        state = await panel(page);
        assert.deepEqual([state.open, state.dialog, state.modal], [true, true, true]);
        assert.equal(state.focus?.name, 'Close menu', 'focus moves into the panel');
        // Headless Chromium keeps a page visible when another is brought to front, so the page's visibility is
        // stubbed and its visibilitychange dispatched; the element reads document.visibilityState on that event.
        await page.evaluate(() => {
          Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
          document.dispatchEvent(new Event('visibilitychange'));
        });
        await until(page, () => !document.querySelector('pb-header').open, undefined, 'closed by a hidden page');
        state = await panel(page);
        assert.deepEqual([state.open, state.dialog], [false, false]);
        assert.deepEqual(state.focus, { ...onToggle, expanded: 'false' });
        assert.deepEqual(errors, []);
        await page.close();
      },
    );
  }

  test(
    'slide-in: the toggle opens the panel, Escape closes it after its 700 ms slide, focus returns',
    BROWSER,
    async () => {
      const { page, errors } = await open('/header.html?layout=slide-in', { width: 1280, clock: true });
      await tabTo(page, (f) => f?.part === 'toggle' && f.host === 'pb-header', 3);
      await page.keyboard.press('Enter');
      await until(page, () => document.querySelector('pb-header').open, undefined, 'opened');
      assert.equal((await panel(page)).modal, true);
      // Time stands still from here, so only runFor moves it (an installed clock otherwise follows real time).
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 10);
      await page.keyboard.press('Escape');
      let state = await panel(page);
      assert.deepEqual([state.open, state.dialog], [false, true], 'the panel slides out before it hides');
      await page.clock.runFor(690);
      assert.equal((await panel(page)).dialog, true);
      await page.clock.runFor(20);
      state = await until(
        page,
        () => !document.querySelector('pb-header').shadowRoot.querySelector('dialog').open,
        undefined,
        'hidden',
      );
      state = await panel(page);
      assert.deepEqual(state.focus, { ...onToggle, expanded: 'false' });
      assert.deepEqual(errors, []);
      await page.close();
    },
  );

  /** Waits until the page has stopped scrolling (the same scrollY over three polls). */
  async function settled(page) {
    let last = -1;
    let same = 0;
    const deadline = Date.now() + WAIT;
    while (same < 3 && Date.now() < deadline) {
      const y = await page.evaluate(() => scrollY);
      same = y === last ? same + 1 : 0;
      last = y;
      await new Promise((r) => setTimeout(r, 50));
    }
    assert.ok(same >= 3, 'the page kept scrolling');
  }

  /** Where `id` landed: its top against the fixed header's bottom (0 when the header is not fixed), and focus. */
  const landing = (page, id) =>
    page.evaluate((target) => {
      const host = document.querySelector('pb-header');
      const fixed = host.classList.contains('pb-header-fixed');
      const bottom = fixed ? host.shadowRoot.querySelector('[part~="bar"]').getBoundingClientRect().bottom : 0;
      const el = document.getElementById(target);
      return {
        fixed,
        gap: el.getBoundingClientRect().top - bottom,
        focused: document.activeElement === el,
        hash: location.hash,
      };
    }, id);

  for (const width of WIDTHS) {
    test(
      `${width} px: an in-page anchor and a dot land just below the header, with focus and the hash`,
      BROWSER,
      async () => {
        const { page, errors } = await open('/studio.html', { width });
        await page.locator('.on-this-page a[href="#process"]').click();
        await until(page, () => location.hash === '#process', undefined, 'hash');
        await settled(page);
        let at = await landing(page, 'process');
        assert.equal(at.fixed, width >= 980, 'the header is fixed from 980 px');
        assert.ok(Math.abs(at.gap) <= 2, `#process lands ${at.gap} px from the header's bottom`);
        assert.equal(at.focused, true, 'focus on the target');

        const dot = page.locator('pb-dot-nav [part~="dot"][href="#team"]');
        await dot.click();
        await until(page, () => location.hash === '#team', undefined, 'hash');
        await settled(page);
        at = await landing(page, 'team');
        assert.ok(Math.abs(at.gap) <= 2, `#team lands ${at.gap} px from the header's bottom`);
        assert.equal(at.focused, true, 'focus on the section');
        assert.equal(await dot.getAttribute('aria-current'), 'true');
        assert.deepEqual(errors, []);
        await page.close();
      },
    );
  }

  for (const width of WIDTHS) {
    test(
      `${width} px: no layout shift while each page loads, and no axe violations, menus closed and open`,
      BROWSER,
      async () => {
        const pages = ['/', '/studio.html', '/header.html'];
        if (width === 1280)
          pages.push('/header.html?layout=split', '/header.html?layout=slide-in', '/header.html?layout=fullscreen');
        const shifts = {};
        const violations = {};
        for (const url of pages) {
          const { page, errors } = await open(url, { width, height: 900 });
          await page.evaluate(() => document.fonts.ready);
          await frames(page);
          const sum = shiftSum(await page.evaluate(() => window.__shifts));
          // The split header's upgrade shift is the todo test below.
          if (sum && !url.endsWith('split')) shifts[url] = sum;
          const found = await axe(page);
          if (found.length) violations[url] = found;
          if (url === '/header.html') {
            // Once with the menu open: the mobile menu and a submenu in it, or a desktop dropdown.
            if (width <= 980) await page.locator('pb-header pb-menu [part~="toggle"]').click();
            // By keyboard: with a mouse, hover opens the dropdown before the click (see the todo test).
            await page.getByRole('button', { name: 'Work submenu' }).focus();
            await page.keyboard.press('Enter');
            await until(page, () => document.querySelector('pb-menu li.pb-open'), undefined, 'submenu open');
            const open = await axe(page);
            if (open.length) violations[`${url} menu open`] = open;
          }
          if (url.endsWith('fullscreen')) {
            await page.locator('pb-header [part~="toggle"]').click();
            const open = await axe(page);
            if (open.length) violations[`${url} panel open`] = open;
          }
          assert.deepEqual(errors, [], url);
          await page.close();
        }
        assert.deepEqual(shifts, {}, 'layout shift while loading');
        assert.deepEqual(violations, {}, 'axe');
      },
    );
  }

  test('1280 px: the split header upgrades without layout shift', {
    ...BROWSER,
    todo:
      'pb-header split: after the upgrade the item before the logo has only its anchor-name inline for a frame; ' +
      'its margin-inline-end waits for the logo ResizeObserver (useLightDom.ts), so the menu list shifts by the ' +
      "logo's room (244 px here, CLS 0.003)",
  }, async () => {
    const { page } = await open('/header.html?layout=split', { width: 1280, height: 900 });
    await page.evaluate(() => document.fonts.ready);
    await frames(page);
    assert.deepEqual(await page.evaluate(() => window.__shifts), []);
    await page.close();
  });
});
