/**
 * Scroll motion on the demo's landing page, in a real Chromium against the demo server: the computed transform
 * at two scroll positions on the default (compositor) path and, with the page config's `motion.compositor`
 * set to false by a test-side rewrite of the page, on the frame scheduler, the two agreeing; reduced motion
 * resting in the middle state; zero layout shift, also when the pictures arrive after the reveal; axe with no
 * violations.
 *
 *   npm run build && node --test test/e2e/motion.e2e.mjs
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../demo/server/index.js';
import { launchChromium } from '../../scripts/chrome.mjs';
import { until } from '../helpers/e2e.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-motion-e2e-'));
const WAIT = 10_000;
const BROWSER = fs.existsSync(path.join(ROOT, 'dist', 'pb.js'))
  ? { timeout: 60_000 }
  : { skip: 'dist/pb.js is missing; run `npm run build` first' };
const AXE = path.join(ROOT, 'node_modules/axe-core/axe.min.js');
const POSITIONS = [0, 450];

after(() => fs.rmSync(TMP, { recursive: true, force: true }));

/** Test-side: layout shifts without recent input, each with what moved (so a failure names it). */
function probe() {
  window.__shifts = [];
  const box = (r) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
  const name = (n) => (n?.nodeType === 1 ? `${n.localName}${n.id ? `#${n.id}` : ''}` : String(n?.nodeName));
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      const moved = e.sources.map((s) => `${name(s.node)} ${box(s.previousRect)} -> ${box(s.currentRect)}`);
      window.__shifts.push(`${e.value.toFixed(4)}: ${moved.join('; ')}`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

describe('motion on the landing page', () => {
  let app;
  let browser;
  before(async () => {
    if (BROWSER.skip) return;
    app = await startServer({ port: 0, host: '127.0.0.1', dbPath: path.join(TMP, 'motion.sqlite'), root: ROOT });
    browser = await launchChromium(WAIT);
  });
  after(async () => {
    await browser?.close();
    await app?.close();
  });

  /** The landing page upgraded; `scheduler` rewrites its config to force the frame scheduler. */
  async function open({ scheduler = false, reduced = false, holdPictures = false } = {}) {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      reducedMotion: reduced ? 'reduce' : 'no-preference',
    });
    const page = await context.newPage();
    page.setDefaultTimeout(WAIT);
    const errors = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await page.addInitScript(probe);
    if (scheduler) {
      await page.route('**/landing.html', async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace('"motion": {', '"motion": { "compositor": false,');
        assert.ok(body.includes('"compositor": false'));
        await route.fulfill({ response, body });
      });
    }
    // Held pictures arrive when the test says: after the first paint and the reveal, as on a slow network.
    const held = [];
    let released = false;
    if (holdPictures) {
      await page.route('**/demo-assets/*.webp', (route) => (released ? route.continue() : held.push(route)));
    }
    await page.goto(`${app.url}/landing.html`, { waitUntil: holdPictures ? 'domcontentloaded' : 'load' });
    // The runtime loads after the page: wait for its store, then for the reveal.
    const revealed = () =>
      !!document[Symbol.for('pb-elements.motion')] &&
      !!document.querySelector('.et_had_animation') &&
      !document.querySelector('.et-pb-before-scroll-animation');
    await until(page, revealed, undefined, 'the reveal');
    /** Lets the held pictures through; returns how many were held (the hero's is asked for while parsing). */
    const release = async () => {
      released = true;
      const routes = held.splice(0);
      for (const route of routes) await route.continue();
      return routes.length;
    };
    return { page, context, errors, release };
  }

  /** The hero picture's and the kiln picture's transforms at `y`, once the page settled (bounded). */
  async function at(page, y) {
    await page.evaluate((top) => scrollTo(0, top), y);
    const read = () =>
      page.evaluate(async () => {
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        // The scheduler eases visible items over 200 ms: take its end state.
        for (const a of document.getAnimations()) if (a instanceof CSSTransition) a.finish();
        const m = (el) =>
          new DOMMatrix(getComputedStyle(el).transform === 'none' ? undefined : getComputedStyle(el).transform);
        return [document.getElementById('hero-picture'), document.querySelector('#kiln pb-motion')].map((el) => {
          const x = m(el);
          return [x.a, x.d, x.e, x.f].map((v) => Math.round(v * 100) / 100);
        });
      });
    let last = await read();
    for (let n = 0; n < 20; n++) {
      const next = await read();
      if (JSON.stringify(next) === JSON.stringify(last)) return next;
      last = next;
    }
    return last;
  }

  test('both paths give the same transforms at two scroll positions, and they move', BROWSER, async () => {
    const results = [];
    for (const scheduler of [false, true]) {
      const { page, context, errors } = await open({ scheduler });
      const path = await page.evaluate(() => document[Symbol.for('pb-elements.motion')]?.path);
      assert.equal(path, scheduler ? 'scheduler' : 'compositor');
      const out = [];
      for (const y of POSITIONS) out.push(await at(page, y));
      results.push(out);
      const shifts = await page.evaluate(() => window.__shifts);
      assert.deepEqual(shifts, [], `no layout shift (${scheduler ? 'scheduler' : 'compositor'})`);
      assert.deepEqual(errors, []);
      await context.close();
    }
    const [compositor, scheduler] = results;
    for (let i = 0; i < POSITIONS.length; i++)
      for (let k = 0; k < 2; k++)
        for (let j = 0; j < 4; j++) {
          const [c, d] = [compositor[i][k], scheduler[i][k]];
          assert.ok(Math.abs(c[j] - d[j]) < 0.6, `y ${POSITIONS[i]} item ${k}: ${c} vs ${d}`);
        }
    // The hero picture drifts: its translation differs between the two positions.
    assert.notEqual(compositor[0][0][3], compositor[1][0][3]);
  });

  test(
    "pictures that arrive after the reveal move nothing: their declared sizes are their files' ratio",
    BROWSER,
    async () => {
      const { page, context, errors, release } = await open({ holdPictures: true });
      assert.ok((await release()) > 0, 'a picture was held until after the reveal');
      const loaded = () =>
        [...document.images]
          .filter((img) => img.loading !== 'lazy' || img.getBoundingClientRect().top < innerHeight)
          .every((img) => img.complete && img.naturalWidth > 0);
      await until(page, loaded, undefined, 'the pictures in view loaded');
      // Every loaded picture: the ratio its width and height attributes hold before it loads is the file's.
      const ratios = await page.evaluate(() =>
        [...document.images]
          .filter((img) => img.complete && img.naturalWidth > 0 && img.hasAttribute('height'))
          .map((img) => ({
            src: img.getAttribute('src'),
            declared: +(img.getAttribute('width') / img.getAttribute('height')).toFixed(3),
            file: +(img.naturalWidth / img.naturalHeight).toFixed(3),
          })),
      );
      assert.ok(ratios.length > 0);
      for (const r of ratios) assert.equal(r.declared, r.file, r.src);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      assert.deepEqual(await page.evaluate(() => window.__shifts), [], 'no layout shift when the pictures arrive');
      assert.deepEqual(errors, []);
      await context.close();
    },
  );

  test('reduced motion rests in the middle state, whatever the scroll position', BROWSER, async () => {
    const { page, context, errors } = await open({ reduced: true });
    assert.equal(await page.evaluate(() => document[Symbol.for('pb-elements.motion')]?.path), 'reduced');
    const first = await at(page, POSITIONS[0]);
    const second = await at(page, POSITIONS[1]);
    // Middle values: no translation, scale 100 %.
    assert.deepEqual(first, [
      [1, 1, 0, 0],
      [1, 1, 0, 0],
    ]);
    assert.deepEqual(second, first);
    assert.equal(
      await page.evaluate(() => document.getElementById('hero-picture').style.transform),
      'translate(0px, 0px)',
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('axe finds no violations', BROWSER, async () => {
    const { page, context } = await open();
    await page.addScriptTag({ path: AXE });
    const violations = await page.evaluate(async () => (await window.axe.run(document)).violations);
    assert.deepEqual(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
      [],
    );
    await context.close();
  });
});
