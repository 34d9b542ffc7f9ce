/** Helpers the e2e tests share (Node side, Playwright pages). */
import assert from 'node:assert/strict';

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
