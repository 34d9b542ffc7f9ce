/**
 * Sticky elements in a real Chromium, on a fixture page this test serves (dist/ and one HTML page): three stacked
 * `<pb-sticky>` bars under the fixed `<pb-header>`, one pausing at its section's end, one on the CSS
 * `position: sticky` path; start, pause and end, no layout shift while sticking, an anchor scroll that lands below
 * the stack, reduced motion, and axe.
 *
 *   npm run build && node --test test/e2e/sticky.e2e.mjs
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, afterEach, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../../scripts/chrome.mjs';
import { recordShifts, until } from '../helpers/e2e.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const WAIT = 10_000;
const BROWSER = fs.existsSync(path.join(ROOT, 'dist', 'pb.js'))
  ? { timeout: 60_000 }
  : { skip: 'dist/pb.js is missing; run `npm run build` first' };
const AXE = path.join(ROOT, 'node_modules/axe-core/axe.min.js');

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sticky bars</title>
<script type="application/json" id="pb-config">{"smoothAnchors": true}</script>
<script type="module" src="/dist/pb.js"></script>
<style>
  body { margin: 0; font: 16px/1.5 sans-serif; color: #222; }
  .bar { padding: 10px 20px; background: #1d3557; color: #fff; }
  .bar a { color: #fff; }
  section { padding: 0 20px; }
</style></head>
<body>
<header><pb-header fixed><a slot="logo" href="/">Studio Klei</a></pb-header></header>
<main>
  <h1>Sticky bars</h1>
  <p><a id="jump" href="#booking">Go to booking</a></p>
  <div style="height: 500px"></div>
  <section class="pb-section" id="offer" style="height: 2400px">
    <pb-sticky id="notice" class="bar" position="top">Spring sale: 20% off tableware</pb-sticky>
    <p>Offer text.</p>
    <div>
      <pb-sticky id="cta" class="bar" position="top" bottom-limit="section">
        <a href="#booking">Book a workshop</a>
      </pb-sticky>
    </div>
    <p id="after-cta">More text.</p>
  </section>
  <section class="pb-section" id="booking" style="height: 1200px"><h2 style="margin-top: 0">Booking</h2>
    <div class="pb-column" style="height: 800px">
      <pb-sticky id="column-bar" class="bar" position="top" bottom-limit="column">In this column</pb-sticky>
    </div>
  </section>
  <div style="height: 2000px"></div>
</main>
</body></html>`;

const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.map': 'application/json' };

function serve() {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    if (url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
      return;
    }
    const file = path.join(ROOT, path.normalize(url.pathname));
    if (!url.pathname.startsWith('/dist/') || !file.startsWith(path.join(ROOT, 'dist')) || !fs.existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Before the page's scripts: layout shifts without recent input, and readers of the bars. */
function probe() {
  window.__events = [];
  for (const type of ['start', 'end', 'pause', 'resume']) {
    document.addEventListener(`pb-sticky-${type}`, (e) => window.__events.push(`${e.target.id}:${type}`));
  }
  window.__bars = () => {
    const bar = document.querySelector('pb-header').shadowRoot.querySelector('[part~="bar"]').getBoundingClientRect();
    const box = (id) => {
      const el = document.getElementById(id);
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, position: getComputedStyle(el).position, transition: el.style.transition };
    };
    return {
      header: { fixed: document.querySelector('pb-header').classList.contains('pb-header-fixed'), bottom: bar.bottom },
      notice: box('notice'),
      cta: box('cta'),
      column: box('column-bar'),
      placeholders: document.querySelectorAll('.pb-sticky-placeholder').length,
      afterCta: document.getElementById('after-cta').getBoundingClientRect().top + scrollY,
    };
  };
}

const frames = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
const bars = (page) => page.evaluate(() => window.__bars());

/** Scrolls to `y` in steps of `step` px, a frame each, as a visitor's scroll would arrive. */
async function scrollTo(page, y, step = 40) {
  await page.evaluate(
    async ([to, by]) => {
      const frame = () => new Promise((r) => requestAnimationFrame(r));
      while (Math.abs(scrollY - to) > by) {
        scrollBy(0, scrollY < to ? by : -by);
        await frame();
      }
      scrollTo(0, to);
      await frame();
      await frame();
    },
    [y, step],
  );
}

describe('sticky bars on a fixture page', () => {
  let server;
  let browser;
  let origin;
  let pages = [];

  before(async () => {
    if (BROWSER.skip) return;
    server = await serve();
    origin = `http://127.0.0.1:${server.address().port}`;
    browser = await launchChromium(WAIT);
  });
  after(async () => {
    await browser?.close();
    await new Promise((r) => (server ? server.close(r) : r()));
  });
  afterEach(async () => {
    for (const { page, errors } of pages) {
      await page.context().close();
      assert.deepEqual(errors, [], 'page errors');
    }
    pages = [];
  });

  async function open(options = {}) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
    const page = await context.newPage();
    page.setDefaultTimeout(WAIT);
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    pages.push({ page, errors });
    await page.addInitScript(recordShifts);
    await page.addInitScript(probe);
    await page.goto(`${origin}/`);
    await until(
      page,
      () =>
        customElements.get('pb-sticky') &&
        document.querySelector('pb-header').shadowRoot?.querySelector('[part~="bar"]'),
      undefined,
      'upgraded',
      WAIT,
    );
    await frames(page);
    return page;
  }

  test('stacks under the fixed header: start, pause at the section end, end; no layout shift', BROWSER, async () => {
    const page = await open();
    const start = await bars(page);
    assert.equal(start.placeholders, 0);
    await page.evaluate(() => {
      window.__shifts = [];
    });
    const noticeTop = await page.evaluate(
      () => document.getElementById('notice').getBoundingClientRect().top + scrollY,
    );
    await scrollTo(page, noticeTop + 300);
    await until(
      page,
      () => document.querySelector('pb-header').classList.contains('pb-header-fixed'),
      undefined,
      'header fixed',
      WAIT,
    );
    await frames(page);
    let now = await bars(page);
    assert.ok(now.header.fixed);
    assert.equal(now.notice.position, 'fixed');
    assert.equal(Math.round(now.notice.top), Math.round(now.header.bottom), 'the first bar sits on the header');
    assert.equal(Math.round(now.cta.top), Math.round(now.notice.bottom), 'the second bar sits on the first');
    assert.equal(now.placeholders, 2);
    assert.equal(now.afterCta, start.afterCta, 'the text below keeps its place');
    // Pause: the CTA stops at its section's end, and the notice (no limit) stays.
    const sectionEnd = await page.evaluate(() => {
      const s = document.getElementById('offer');
      return s.getBoundingClientRect().bottom + scrollY;
    });
    await scrollTo(page, sectionEnd - 100);
    now = await bars(page);
    assert.equal(Math.round(now.cta.bottom + (await page.evaluate(() => scrollY))), Math.round(sectionEnd));
    assert.ok(now.cta.top < now.notice.bottom, 'paused: the CTA is pushed up under the notice');
    assert.ok(
      (await page.evaluate(() => window.__events)).join().startsWith('notice:start,cta:start,cta:pause'),
      'start, then pause',
    );
    // Back up: resume, then both end, and their places are handed back.
    await scrollTo(page, 0);
    now = await bars(page);
    assert.equal(now.placeholders, 0);
    assert.equal(now.notice.position, 'static');
    const events = await page.evaluate(() => window.__events);
    assert.deepEqual(events, ['notice:start', 'cta:start', 'cta:pause', 'cta:resume', 'cta:end', 'notice:end']);
    assert.equal((await bars(page)).afterCta, start.afterCta);
    assert.deepEqual(await page.evaluate(() => window.__shifts), [], 'layout shifts while sticking');
  });

  test('the CSS sticky path: the column bar sticks below the stack and stops at its column', BROWSER, async () => {
    const page = await open();
    const top = await page.evaluate(() => document.getElementById('column-bar').getBoundingClientRect().top + scrollY);
    await scrollTo(page, top + 200);
    const now = await bars(page);
    assert.equal(now.column.position, 'sticky');
    // The CTA has paused at its section's end, off screen; the notice (no limit) is still stuck.
    assert.equal(Math.round(now.column.top), Math.round(now.notice.bottom), 'it sits on the notice');
    assert.equal(now.placeholders, 2, 'only the fixed path holds places');
    const column = await page.evaluate(
      () => document.querySelector('.pb-column').getBoundingClientRect().bottom + scrollY,
    );
    await scrollTo(page, column - 100);
    const paused = await bars(page);
    const y = await page.evaluate(() => scrollY);
    assert.equal(Math.round(paused.column.bottom + y), Math.round(column), 'the browser stops it at the column end');
    const events = await page.evaluate(() => window.__events.filter((e) => e.startsWith('column-bar')));
    assert.deepEqual(events, ['column-bar:start', 'column-bar:pause']);
  });

  test('an anchor scroll lands below the header and the stuck bars', BROWSER, async () => {
    const page = await open();
    const noticeTop = await page.evaluate(
      () => document.getElementById('notice').getBoundingClientRect().top + scrollY,
    );
    await scrollTo(page, noticeTop + 100);
    await until(
      page,
      () => document.querySelector('pb-header').classList.contains('pb-header-fixed'),
      undefined,
      'fixed',
      WAIT,
    );
    await frames(page);
    await page.click('#cta a');
    // The smooth scroll measures its target every frame, so the bars that pause on the way are counted out.
    await until(
      page,
      () => new Promise((r) => setTimeout((y) => r(scrollY === y && scrollY > 0), 150, scrollY)),
      undefined,
      'scroll ended',
      WAIT,
    );
    await frames(page);
    const landing = await page.evaluate(() => {
      const target = document.getElementById('booking').getBoundingClientRect().top;
      const cta = document.getElementById('cta').getBoundingClientRect();
      return {
        target,
        ctaBottom: cta.bottom,
        stuck: document.getElementById('cta').classList.contains('et_pb_sticky'),
      };
    });
    // Landed: the section's top is at the bottom of whatever is still stuck there (within a pixel).
    const stack = await bars(page);
    const covered = Math.max(
      stack.header.bottom,
      landing.stuck ? landing.ctaBottom : 0,
      stack.notice.position === 'fixed' ? stack.notice.bottom : 0,
    );
    assert.ok(Math.abs(landing.target - covered) <= 1, `target at ${landing.target}, bars end at ${covered}`);
  });

  test('reduced motion: no transition on the stuck bars', BROWSER, async () => {
    const plain = await open();
    const y = await plain.evaluate(() => document.getElementById('notice').getBoundingClientRect().top + scrollY + 50);
    await scrollTo(plain, y);
    assert.match((await bars(plain)).notice.transition, /300ms/);
    const reduced = await open({ reducedMotion: 'reduce' });
    await scrollTo(reduced, y);
    const now = await bars(reduced);
    assert.equal(now.notice.position, 'fixed');
    assert.equal(now.notice.transition, '');
  });

  test('axe finds no violations, stuck or not', BROWSER, async () => {
    const page = await open();
    await page.addScriptTag({ path: AXE });
    const run = () => page.evaluate(async () => (await window.axe.run(document)).violations.map((v) => v.id));
    assert.deepEqual(await run(), []);
    const y = await page.evaluate(() => document.getElementById('cta').getBoundingClientRect().top + scrollY + 50);
    await scrollTo(page, y);
    assert.deepEqual(await run(), []);
  });
});
