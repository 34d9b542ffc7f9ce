/** Helpers the e2e tests share (Node side, Playwright pages). */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, afterEach, before } from 'node:test';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../demo/server/index.js';
import { launchChromium } from '../../scripts/chrome.mjs';

/**
 * Polls `fn(arg)` in the page from Node until it is truthy and returns that value; fails after `wait` ms. Node's
 * own clock, so it works while the page's timers are faked; bounded in time.
 */
export async function until(page, fn, arg, what, wait = 10_000) {
  const deadline = Date.now() + wait;
  let last;
  while (Date.now() < deadline) {
    last = await page.evaluate(fn, arg);
    if (last) return last;
    await new Promise((r) => setTimeout(r, 50));
  }
  assert.fail(`${what}: still ${JSON.stringify(last)} after ${wait} ms`);
}

/**
 * Stops the page's installed clock a moment from now. `pauseAt` must lie ahead of the page's clock, which keeps
 * running while Node asks for it: on a busy machine a fixed margin can already be past, so a target that turned
 * out to be past is retried from a fresh reading (bounded).
 */
export async function pauseClock(page) {
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      return await page.clock.pauseAt(now + 10 * attempt);
    } catch (error) {
      if (attempt >= 5 || !/past/i.test(String(error))) throw error;
    }
  }
}

/**
 * The demo server (on a fresh database) and one Chromium for a `describe` block, a context per test, and the
 * page errors checked after each test. Call inside `describe`; `open()` gives a new page in a new context.
 * `skip` is set (use `{ skip }` as the tests' options) when dist/ is not built.
 */
export function demoBrowser(name, { wait = 10_000 } = {}) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  const built = fs.existsSync(path.join(root, 'dist', 'pb.js'));
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `pb-${name}-e2e-`));
  const suite = {
    options: built ? { timeout: 60_000 } : { skip: 'dist/pb.js is missing; run `npm run build` first' },
    app: undefined,
    browser: undefined,
    context: undefined,
    errors: [],
    async open(contextOptions) {
      suite.context = await suite.browser.newContext(contextOptions);
      const page = await suite.context.newPage();
      page.setDefaultTimeout(wait);
      page.on('pageerror', (err) => suite.errors.push(err.message));
      return page;
    },
  };
  before(async () => {
    if (!built) return;
    suite.app = await startServer({ port: 0, host: '127.0.0.1', dbPath: path.join(tmp, 'demo.sqlite'), root });
    suite.browser = await launchChromium(wait);
  });
  after(async () => {
    await suite.context?.close().catch(() => {});
    await suite.browser?.close();
    await suite.app?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });
  afterEach(async () => {
    await suite.context?.close().catch(() => {});
    suite.context = undefined;
    assert.deepEqual(suite.errors.splice(0), [], 'page errors');
  });
  return suite;
}

/** axe's violations on the page, once its animations have finished (bounded): colours are checked at rest. */
export async function axeViolations(page) {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))),
      new Promise((r) => setTimeout(r, 5000)),
    ]),
  );
  if (!(await page.evaluate(() => !!window.axe)))
    await page.addScriptTag({
      path: fileURLToPath(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url)),
    });
  const violations = await page.evaluate(async () => (await window.axe.run(document)).violations);
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' '))}`);
}

/**
 * Init script (`page.addInitScript(recordShifts)`), run before the page's own scripts: collects the value of every
 * layout shift without recent input, from the first paint on, in `window.__shifts`.
 */
export function recordShifts() {
  window.__shifts = [];
  window.__shiftSources = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      window.__shifts.push(e.value);
      // What moved, and the page's state when it did, so a failure names it: a shift on a busy machine is otherwise
      // a bare number. Sizes too: the score alone cannot tell a box that moved from one that also changed size.
      const box = (r) => [r.x, r.y, r.width, r.height].map(Math.round).join(',');
      const pending = [...new Set([...document.querySelectorAll(':not(:defined)')].map((el) => el.localName))];
      window.__shiftSources.push([
        ...e.sources.map((s) => `${s.node?.nodeName} ${s.node?.className} ${s.previousRect.y}->${s.currentRect.y}`),
        ...e.sources.map((s) => `${s.node?.nodeName} [${box(s.previousRect)}]->[${box(s.currentRect)}]`),
        `at ${Math.round(e.startTime)} ms, ${document.readyState}, ${innerWidth}x${innerHeight}, scrollY ${scrollY}, ` +
          `not defined: ${pending.filter((t) => t.includes('-')).join(' ') || 'none'}`,
      ]);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The page's cumulative layout shift so far, from what `recordShifts` collected. */
export const shiftTotal = (page) => page.evaluate(() => window.__shifts.reduce((a, b) => a + b, 0));

/** Waits until the page's `<pb-lightbox>` dialog is open. */
export const lightboxOpen = (page) =>
  until(
    page,
    () => document.querySelector('pb-lightbox')?.shadowRoot?.querySelector('dialog')?.open,
    undefined,
    'open',
  );

/** Waits until the page's `<pb-lightbox>` shows `counter` ("2 of 6"). */
export const lightboxAt = (page, counter) =>
  until(
    page,
    (c) => document.querySelector('pb-lightbox')?.shadowRoot?.querySelector('[part~="counter"]')?.textContent === c,
    counter,
    `the lightbox at ${counter}`,
  );

/**
 * Waits until the page's `<pb-lightbox>` has closed: its dialog, and its close handler (a task later), which
 * releases the scroll lock and returns focus to the link. A key pressed in between would be overtaken by it.
 */
export const lightboxClosed = (page) =>
  until(
    page,
    () =>
      !document.querySelector('pb-lightbox')?.shadowRoot?.querySelector('dialog')?.open &&
      document.documentElement.style.overflow !== 'hidden',
    undefined,
    'the lightbox closed and unlocked',
  );
