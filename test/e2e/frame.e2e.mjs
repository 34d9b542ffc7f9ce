/**
 * The scroll-frame harness (bench/frame.mjs) works: it counts frames and gives finite figures. Timings are
 * never asserted here; `npm run bench:frame` prints them.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { framesFromTrace, measureScroll, serveBenchPages } from '../../bench/frame.mjs';
import { stats } from '../../bench/harness.mjs';
import { launchChromium } from '../../scripts/chrome.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const TEST_TIMEOUT = { timeout: 60_000 };
const BROWSER = fs.existsSync(path.join(ROOT, 'dist', 'pb.js'))
  ? TEST_TIMEOUT
  : { skip: 'dist/pb.js is missing; run `npm run build` first' };

const isFiniteFigure = (s) => Number.isFinite(s.median) && Number.isFinite(s.p95) && s.median >= 0 && s.p95 >= s.median;

describe('frame harness, pure parts', () => {
  test('stats gives the median and the nearest-rank p95', () => {
    assert.deepEqual(stats([3, 1, 2]), { median: 2, p95: 3 });
    assert.deepEqual(stats([4, 1, 3, 2]), { median: 2.5, p95: 4 });
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    assert.equal(stats(hundred).p95, 95);
    assert.ok(Number.isNaN(stats([]).median));
  });

  test('frames split at the harness callbacks, which count as nothing, and time is self time', () => {
    const at = (name, ts, dur, data) => ({ name, ph: 'X', pid: 1, tid: 1, ts, dur, args: { data } });
    const ours = (id, ts) => at('FireAnimationFrame', ts, 100, { frame: 'F', id });
    const events = [
      ours(1, 0),
      at('FunctionCall', 10, 50, {}), // inside the harness callback: left out
      at('FunctionCall', 1000, 500, {}),
      at('Layout', 1200, 200, {}), // forced from script: layout, taken out of the call's time
      at('Paint', 2000, 300, {}),
      at('FireAnimationFrame', 3000, 100, { frame: 'F', id: 99 }), // the page's own callback
      ours(2, 16_000),
      at('UpdateLayoutTree', 17_000, 1000, {}),
      { ...at('FunctionCall', 17_500, 10_000, {}), pid: 2 }, // another process: ignored
      ours(3, 32_000),
      at('Paint', 40_000, 1000, {}), // after the last frame: ignored
    ];
    const frames = framesFromTrace(events, { frameId: 'F', callbackIds: [1, 2, 3] });
    assert.equal(frames.length, 2);
    assert.deepEqual(frames[0], { scripting: 0.4, styleLayout: 0.2, paint: 0.3, other: 0, interval: 16 });
    assert.deepEqual(frames[1], { scripting: 0, styleLayout: 1, paint: 0, other: 0, interval: 16 });
    assert.throws(() => framesFromTrace(events, { frameId: 'G', callbackIds: [1, 2, 3] }), /0 of the harness/);
  });
});

describe('frame harness in Chromium', () => {
  let browser;
  let pages;

  before(async () => {
    if (BROWSER.skip) return;
    pages = await serveBenchPages();
    browser = await launchChromium(15_000);
  });
  after(async () => {
    await browser?.close();
    await pages?.close();
  });

  test('scrolls a page of toggles to the end and reports finite per-frame figures', BROWSER, async () => {
    const result = await measureScroll(`${pages.url}/toggles.html?n=40`, {
      browser,
      step: 40,
      viewport: { width: 900, height: 600 },
    });
    assert.ok(result.frames > 0, `frames: ${result.frames}`);
    assert.equal(result.perFrame.length, result.frames);
    // The whole height in fixed steps: as many frames as steps, give or take the last partial one.
    const steps = Math.ceil((result.height - 600) / result.step);
    assert.ok(Math.abs(result.frames - steps) <= 1, `${result.frames} frames for ${steps} steps`);
    for (const key of ['scripting', 'styleLayout', 'paint', 'total', 'interval']) {
      assert.ok(isFiniteFigure(result[key]), `${key}: ${JSON.stringify(result[key])}`);
    }
  });

  test("a page's scroll listener shows up as scripting", BROWSER, async () => {
    const page = await browser.newPage({ viewport: { width: 800, height: 600 } });
    await page.setContent(`<div style="height: 3000px"></div><script>
      addEventListener('scroll', () => { const end = performance.now() + 2; while (performance.now() < end); });
    </script>`);
    const result = await measureScroll(page, { step: 100, settle: false });
    await page.close();
    assert.ok(result.frames > 0);
    // Not a performance figure: the listener spins for 2 ms by the clock, so at least 1 ms must land in scripting
    // (an idle page shows about 0.01 ms there).
    assert.ok(result.scripting.median >= 1, `scripting: ${JSON.stringify(result.scripting)}`);
  });
});
