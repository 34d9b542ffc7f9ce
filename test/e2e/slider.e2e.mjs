/**
 * The sliders and the portfolio carousel on the demo home page, in a real Chromium against the demo server:
 * keyboard-only use, touch swipes, hover pause, reduced motion, layout shift, axe, and the portfolio's items coming
 * from the database. Time is the page's clock (Playwright's clock API), never a sleep.
 *
 *   npm run build && node --test test/e2e/slider.e2e.mjs
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../demo/server/db.js';
import { startServer } from '../../demo/server/index.js';
import { launchChromium } from '../../scripts/chrome.mjs';
import { lightboxClosed, lightboxOpen, pauseClock, recordShifts, until } from '../helpers/e2e.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-slider-e2e-'));
const WAIT = 10_000;
const BROWSER = fs.existsSync(path.join(ROOT, 'dist', 'pb.js'))
  ? { timeout: 60_000 }
  : { skip: 'dist/pb.js is missing; run `npm run build` first' };

after(() => fs.rmSync(TMP, { recursive: true, force: true }));

/**
 * Test-side helpers, added before the page's own scripts (never part of the page): the slider events in order, the
 * focused element through shadow roots, and whether a node sits in an inert subtree of the flat tree.
 */
function probe() {
  window.__events = [];
  for (const type of ['pb-slide-change', 'pb-autoplay-change']) {
    document.addEventListener(
      type,
      (e) => window.__events.push({ type, slider: e.target.getAttribute('label'), ...e.detail }),
      true,
    );
  }
  window.__deepActive = () => {
    let a = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    return a;
  };
  window.__inert = (el) => {
    for (let n = el; n; ) {
      if (n.nodeType === 1 && n.hasAttribute('inert')) return true;
      n = n.assignedSlot ?? n.parentNode ?? null;
      if (n instanceof ShadowRoot) n = n.host;
    }
    return false;
  };
}

const HERO = 'pb-slider.hero';
const CLIPS = 'pb-slider.clips';
const PORTFOLIO = 'pb-carousel.portfolio';

/** What the test reads of one slider: its active index, its parts, and the focused element. */
function read(selector) {
  const host = document.querySelector(selector);
  const root = host.shadowRoot;
  const focused = window.__deepActive();
  const slides = [...root.querySelectorAll('[part~="slide"]')];
  return {
    active: Number(host.getAttribute('active') ?? 0),
    inertSlides: slides.map((s) => s.hasAttribute('inert')),
    focusedPart: focused?.getAttribute('part') ?? null,
    focusedLabel: focused?.getAttribute('aria-label') ?? focused?.textContent?.trim() ?? null,
    focusedInHost: host.contains(focused) || root.contains(focused),
    focusedInert: focused ? window.__inert(focused) : false,
    focusedSlide: focused?.closest('pb-slide') ? [...host.children].indexOf(focused.closest('pb-slide')) : null,
    events: window.__events.filter((e) => e.slider === host.getAttribute('label')),
  };
}

describe('sliders on the demo home page', () => {
  const dbPath = path.join(TMP, 'slider.sqlite');
  let app;
  let browser;
  const contexts = [];

  before(async () => {
    if (BROWSER.skip) return;
    app = await startServer({ port: 0, host: '127.0.0.1', dbPath, root: ROOT });
    browser = await launchChromium(WAIT);
  });
  after(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await browser?.close();
    await app?.close();
  });

  /** The home page in a fresh context, its sliders and carousel upgraded. `clock`: install Playwright's clock first. */
  async function openHome({ width = 1280, height = 900, hasTouch = false, reducedMotion, clock = true } = {}) {
    const context = await browser.newContext({ viewport: { width, height }, hasTouch, reducedMotion });
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(WAIT);
    const errors = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await page.addInitScript(recordShifts);
    await page.addInitScript(probe);
    if (clock) await page.clock.install();
    await page.goto(`${app.url}/`);
    await until(
      page,
      (sels) =>
        sels.every((s) => document.querySelector(s)?.shadowRoot?.querySelector('[part~="slide"]')) &&
        document.querySelector(sels[0]).shadowRoot.querySelector('[part~="rotation"]'),
      [HERO, CLIPS, PORTFOLIO],
      'sliders upgraded',
    );
    return { page, context, errors };
  }

  /** Reads `selector` from Node until `ok(state)`; fails with the last state seen. */
  async function waitState(page, selector, ok, what) {
    const deadline = Date.now() + WAIT;
    let state;
    while (Date.now() < deadline) {
      state = await page.evaluate(read, selector);
      if (ok(state)) return state;
      await new Promise((r) => setTimeout(r, 50));
    }
    assert.fail(`${what}: last state ${JSON.stringify(state)}`);
  }

  /** Tabs (or Shift+Tabs) until `done(state)`, at most `max` times, checking every stop against inert slides. */
  async function tabUntil(page, done, { max = 12, key = 'Tab' } = {}) {
    const stops = [];
    for (let i = 0; i < max; i++) {
      await page.keyboard.press(key);
      const state = await page.evaluate(read, HERO);
      stops.push(state.focusedPart ?? state.focusedLabel);
      assert.ok(!state.focusedInert, `focus in an inert subtree after ${stops.join(' > ')}`);
      if (state.focusedSlide !== null) {
        assert.equal(state.focusedSlide, state.active, `focus in inactive slide ${state.focusedSlide}`);
      }
      if (done(state)) return state;
    }
    assert.fail(`not reached in ${max} presses of ${key}: ${stops.join(' > ')}`);
  }

  const hasPart = (state, part) => new RegExp(`(^|\\s)${part}(\\s|$)`).test(state.focusedPart ?? '');
  const autoplayChanges = (state) =>
    state.events.filter((e) => e.type === 'pb-slide-change' && e.trigger === 'autoplay');

  test(
    'keyboard only: focus entering pauses, the rotation button first, the next arrow and a dot move, never into an inert slide',
    BROWSER,
    async () => {
      const { page, errors } = await openHome();
      // The header's last tab stop is the cart link, after the search icon (the search field is hidden until it opens).
      await page.locator('pb-cart a').focus();
      await page.keyboard.press('Tab');
      let state = await page.evaluate(read, HERO);
      assert.ok(hasPart(state, 'rotation'), `the hero's first tab stop: ${JSON.stringify(state)}`);

      // Keyboard focus entering the carousel is a press of Pause (APG): the button offers Play at once.
      state = await waitState(page, HERO, (s) => s.events.some((e) => e.type === 'pb-autoplay-change'), 'paused');
      assert.deepEqual(
        state.events.filter((e) => e.type === 'pb-autoplay-change').map((e) => e.playing),
        [false],
      );
      assert.match(state.focusedLabel ?? '', /play/i, 'the button now offers Play');

      const start = state.active;
      state = await tabUntil(page, (s) => hasPart(s, 'arrow-next'));
      await page.keyboard.press('Enter');
      state = await waitState(page, HERO, (s) => s.active !== start, 'next arrow');
      assert.equal(state.active, (start + 1) % 3);
      assert.equal(state.events.at(-1).trigger, 'arrow');
      await page.clock.runFor(1000); // past the fade, which ignores moves while it runs

      state = await tabUntil(page, (s) => hasPart(s, 'dot') && /3 of 3/.test(s.focusedLabel ?? ''));
      await page.keyboard.press('Enter');
      state = await waitState(page, HERO, (s) => s.active === 2, 'third dot');
      assert.equal(state.events.at(-1).trigger, 'dot');
      assert.deepEqual(state.inertSlides, [true, true, false]);
      const current = await page.evaluate(
        (s) =>
          [...document.querySelector(s).shadowRoot.querySelectorAll('[part~="dot"]')].map((d) =>
            d.getAttribute('aria-current'),
          ),
        HERO,
      );
      assert.deepEqual(current, [null, null, 'true']);

      // Back out of the hero: the only slide content on the way is the third slide's link.
      await page.clock.runFor(1000);
      await tabUntil(page, (s) => !s.focusedInHost, { key: 'Shift+Tab' });
      assert.equal(autoplayChanges(await page.evaluate(read, HERO)).length, 0, 'paused: no rotation meanwhile');
      assert.deepEqual(errors, []);
    },
  );

  /** A touch drag on the hero's viewport: `dx` px to the left in 6 moves over about 200 ms. */
  async function swipe(page, dx) {
    const box = await page.evaluate((s) => {
      const r = document.querySelector(s).shadowRoot.querySelector('[part~="viewport"]').getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
    }, HERO);
    const cdp = await page.context().newCDPSession(page);
    const at = (x) => [{ x: Math.round(x), y: Math.round(box.y), id: 1 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(box.x) });
    for (let i = 1; i <= 6; i++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(box.x - (dx * i) / 6) });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  }

  test('a touch swipe over 30 px moves the hero; a 20 px one does not', BROWSER, async () => {
    const { page, errors } = await openHome({ width: 390, height: 800, hasTouch: true });
    // Time stands still from here, so the slideshow cannot turn on its own while we swipe.
    await pauseClock(page);
    const before = await page.evaluate(read, HERO);

    await swipe(page, 20);
    await page.clock.runFor(1000);
    let state = await page.evaluate(read, HERO);
    assert.equal(state.events.filter((e) => e.trigger === 'swipe').length, 0, 'a 20 px swipe is not a swipe');

    await swipe(page, 120);
    state = await waitState(page, HERO, (s) => s.events.some((e) => e.trigger === 'swipe'), 'swipe');
    const moved = state.events.find((e) => e.trigger === 'swipe');
    assert.equal(moved.index, (before.active + 1) % 3, 'a swipe to the left shows the next slide');
    assert.equal(state.active, moved.index);
    assert.deepEqual(errors, []);
  });

  test('the pointer over the hero holds its rotation; leaving resumes it', BROWSER, async () => {
    const { page, errors } = await openHome();
    await pauseClock(page);
    const box = await page.locator(HERO).boundingBox();

    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const before = (await page.evaluate(read, HERO)).events.length;
    await page.clock.runFor(30_000);
    let state = await page.evaluate(read, HERO);
    assert.equal(state.events.length, before, `rotation under the pointer: ${JSON.stringify(state.events)}`);

    await page.mouse.move(box.x + 10, Math.max(1, box.y - 10)); // onto the site header
    await page.clock.runFor(30_000);
    state = await page.evaluate(read, HERO);
    assert.ok(autoplayChanges(state).length >= 2, `no rotation after leaving: ${JSON.stringify(state.events)}`);
    assert.deepEqual(errors, []);
  });

  test(
    'the video slider keeps its arrows off the videos and their controls at 390, 820 and 1280 px',
    BROWSER,
    async () => {
      for (const width of [390, 820, 1280]) {
        const { page, errors } = await openHome({ width, clock: false });
        await page.locator(CLIPS).scrollIntoViewIfNeeded();
        for (let slide = 0; slide < 3; slide++) {
          const boxes = await page.evaluate((sel) => {
            const host = document.querySelector(sel);
            const box = (el) => {
              const r = el.getBoundingClientRect();
              return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width };
            };
            const shown = [...host.children][Number(host.getAttribute('active') ?? 0)];
            return {
              video: box(shown.querySelector('video')),
              arrows: [...host.shadowRoot.querySelectorAll('[part~="arrow"]')].map(box),
            };
          }, CLIPS);
          assert.ok(boxes.video.width > 0, `a video shows at ${width}`);
          assert.equal(boxes.arrows.length, 2);
          for (const a of boxes.arrows) {
            const apart =
              a.right <= boxes.video.left ||
              a.left >= boxes.video.right ||
              a.bottom <= boxes.video.top ||
              a.top >= boxes.video.bottom;
            assert.ok(
              apart,
              `at ${width} px an arrow ${JSON.stringify(a)} covers video ${JSON.stringify(boxes.video)}`,
            );
          }
          await page.locator(CLIPS).locator('[part~="arrow-next"]').click();
          await page.waitForFunction(
            ([sel, n]) => Number(document.querySelector(sel).getAttribute('active')) === n,
            [CLIPS, (slide + 1) % 3],
          );
          // The 500 ms fade over: one slide shown, none leaving.
          await page.waitForFunction(
            (sel) => !document.querySelector(sel).shadowRoot.querySelector('[data-leaving]'),
            CLIPS,
          );
        }
        assert.deepEqual(errors, []);
        await page.close();
      }
    },
  );

  test('a mouse click on Pause pauses once: the focus it gives is no second press', BROWSER, async () => {
    const { page, errors } = await openHome();
    const rotation = page.locator(HERO).locator('[part~="rotation"]');
    const toggles = async () =>
      (await page.evaluate(read, HERO)).events.filter((e) => e.type === 'pb-autoplay-change').map((e) => e.playing);
    await rotation.click();
    await waitState(page, HERO, (s) => s.events.some((e) => e.type === 'pb-autoplay-change'), 'paused');
    assert.match((await rotation.getAttribute('aria-label')) ?? '', /play/i);
    await rotation.click();
    await waitState(page, HERO, (s) => s.events.filter((e) => e.type === 'pb-autoplay-change').length === 2, 'play');
    assert.deepEqual(await toggles(), [false, true]);
    assert.match((await rotation.getAttribute('aria-label')) ?? '', /pause/i);
    assert.deepEqual(errors, []);
  });

  test('reduced motion: no rotation until Play is pressed, and a change is instant', BROWSER, async () => {
    const { page, errors } = await openHome({ reducedMotion: 'reduce' });
    await pauseClock(page);
    await page.clock.runFor(30_000);
    let state = await page.evaluate(read, HERO);
    assert.equal(state.active, 0);
    assert.deepEqual(autoplayChanges(state), [], 'no rotation with reduced motion');

    const rotation = page.locator(HERO).locator('[part~="rotation"]');
    assert.match((await rotation.getAttribute('aria-label')) ?? (await rotation.textContent()), /play/i);
    await rotation.click();
    state = await waitState(page, HERO, (s) => s.events.some((e) => e.type === 'pb-autoplay-change'), 'play');
    assert.equal(state.events.find((e) => e.type === 'pb-autoplay-change').playing, true);
    // Pointer and focus leave the slider, which both hold the rotation.
    await page.mouse.move(5, 5);
    await page.locator('.site-header .brand').focus();
    await page.clock.runFor(8000);
    state = await page.evaluate(read, HERO);
    assert.ok(autoplayChanges(state).length >= 1, 'Play starts the rotation');

    // A move by the arrow: the new slide is fully shown at once, with no animation or transition running.
    const was = state.active;
    await page.locator(HERO).locator('[part~="arrow-next"]').click();
    state = await waitState(page, HERO, (s) => s.active !== was, 'arrow with reduced motion');
    const look = await page.evaluate((s) => {
      const root = document.querySelector(s).shadowRoot;
      const slides = [...root.querySelectorAll('[part~="slide"]')];
      return {
        running: root.getAnimations().map((a) => `${a.constructor.name} ${a.transitionProperty ?? a.animationName}`),
        opacity: slides.map((el) => getComputedStyle(el).opacity),
      };
    }, HERO);
    assert.deepEqual(look.running, [], 'animations on the slider');
    assert.equal(look.opacity[state.active], '1');
    assert.deepEqual(errors, []);
  });

  test('no layout shift while the home page loads at 375, 800 and 1400 px', BROWSER, async () => {
    for (const width of [375, 800, 1400]) {
      const { page, context } = await openHome({ width, height: 2000, clock: false });
      await page.evaluate(() => document.fonts.ready);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const shifts = await page.evaluate(() => window.__shifts);
      assert.equal(
        shifts.reduce((sum, v) => sum + v, 0),
        0,
        `layout shift at ${width} px: ${JSON.stringify(shifts)}`,
      );
      await context.close();
    }
  });

  test('the upgraded home page has no axe violations', BROWSER, async () => {
    const { page } = await openHome({ clock: false });
    await page.addScriptTag({ path: path.join(ROOT, 'node_modules/axe-core/axe.min.js') });
    const violations = await page.evaluate(async () => (await window.axe.run(document)).violations);
    assert.deepEqual(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      [],
    );
  });

  test(
    'the studio clips: a thumbnail per video, from its poster, and a thumbnail selects its slide',
    BROWSER,
    async () => {
      const { page, errors } = await openHome();
      const thumbs = page.locator(CLIPS).locator('[part~="thumbnail"]');
      assert.equal(await thumbs.count(), 3);
      const posters = await page.$$eval(`${CLIPS} video`, (videos) => videos.map((v) => v.getAttribute('poster')));
      const shown = await page.evaluate(
        (s) =>
          [...document.querySelector(s).shadowRoot.querySelectorAll('[part~="thumbnail"]')].map(
            (t) => new URL(t.querySelector('img')?.src ?? '', location.href).pathname,
          ),
        CLIPS,
      );
      assert.deepEqual(shown, posters);
      await thumbs.nth(2).click();
      const state = await waitState(page, CLIPS, (s) => s.active === 2, 'third thumbnail');
      assert.equal(state.events.at(-1).trigger, 'thumbnail');
      assert.deepEqual(errors, []);
    },
  );

  test('the portfolio carousel shows the portfolio_projects rows, in order, escaped', BROWSER, async () => {
    const db = await openDatabase(dbPath);
    try {
      const rows = db.all('SELECT title, image FROM portfolio_projects ORDER BY sort_order, id');
      assert.equal(rows.length, 24, 'the seeded projects (migrations 3 and 10)');
      const items = async (page) =>
        page.$$eval(`${PORTFOLIO} > a`, (links) =>
          links.map((a) => ({
            title: a.querySelector('.work-title').textContent,
            image: a.querySelector('img').getAttribute('src'),
            href: a.getAttribute('href'),
            box: [a.querySelector('img').getAttribute('width'), a.querySelector('img').getAttribute('height')],
          })),
        );
      let { page } = await openHome({ clock: false });
      const shown = await items(page);
      assert.deepEqual(
        shown.map(({ title, image }) => ({ title, image })),
        rows,
      );
      assert.ok(shown.every((item) => item.href === item.image && item.box.join('x') === '640x480'));
      assert.equal(
        await page.evaluate(
          (s) => document.querySelector(s).shadowRoot.querySelectorAll('[part~="slide"]').length,
          PORTFOLIO,
        ),
        rows.length,
        'one carousel item per row',
      );

      // A row added by the site shows up on the next load, its text as text and a foreign image URL dropped.
      const hostile = '<img src=x onerror="window.__xss=1">Raku & "smoke"';
      db.write(
        `INSERT INTO portfolio_projects (slug, title, category, year, image, image_width, image_height, sort_order)
         VALUES (?, ?, 'Vessels', 2025, ?, 640, 480, 5), ('x', 'Elsewhere', 'Vessels', 2025, 'javascript:alert(1)', 640, 480, 6)`,
        ['raku', hostile, '/demo-assets/work/copper-red-jar.webp'],
      );
      ({ page } = await openHome({ clock: false }));
      const after = await items(page);
      assert.equal(after.length, rows.length + 1);
      assert.equal(after[0].title, hostile);
      assert.equal(await page.evaluate(() => window.__xss), undefined);
      assert.ok(!after.some((item) => item.title === 'Elsewhere'));
    } finally {
      db.write("DELETE FROM portfolio_projects WHERE slug IN ('raku', 'x')");
      db.close();
    }
  });

  test(
    'a portfolio item opens larger in the lightbox, as the page says, and Escape comes back to it',
    BROWSER,
    async () => {
      const { page, errors } = await openHome({ clock: false });
      const first = page.locator(`${PORTFOLIO} > a`).first();
      await first.click();
      await lightboxOpen(page);
      assert.equal(new URL(page.url()).pathname, '/', 'the visitor stays on the page');
      const caption = await page.evaluate(
        () => document.querySelector('pb-lightbox').shadowRoot.querySelector('[part~="caption"]')?.textContent,
      );
      assert.equal(caption, 'Harbour table set, Tableware 2024');
      await page.keyboard.press('Escape');
      await lightboxClosed(page);
      assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('work-item')), true);
      assert.deepEqual(errors, []);
    },
  );
});
