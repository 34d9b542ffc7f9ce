// Loads pages in Chromium the way a visitor's browser runs them: no inspector domain enabled. Playwright (and
// puppeteer) enable the Runtime domain on every page, and with it Chromium captures a source location for work a
// script schedules (timers, requests), which makes V8 re-parse the script that scheduled it to find its positions:
// on the demo's pages, a task of about 55 ms at 4x CPU throttle after the first paint that no visitor's browser
// runs (measured: present in every load with Runtime enabled, absent in most without). Here the harness speaks the
// DevTools protocol over Chromium's pipe, enables nothing, and reads the page's own long-task entries at the end.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROME_ARGS, chromePath } from '../scripts/chrome.mjs';

/** Chromium over `--remote-debugging-pipe`: `load(url, { rate, viewport })` gives FCP and the long tasks, in ms. */
export async function openBare({ timeout = 15_000 } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-bare-'));
  const proc = spawn(
    chromePath(),
    [...CHROME_ARGS, '--headless', '--remote-debugging-pipe', `--user-data-dir=${dir}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const [toChrome, fromChrome] = [proc.stdio[3], proc.stdio[4]];
  let id = 0;
  let buffered = '';
  const pending = new Map();
  fromChrome.on('data', (chunk) => {
    buffered += chunk;
    for (let end = buffered.indexOf('\0'); end >= 0; end = buffered.indexOf('\0')) {
      const message = JSON.parse(buffered.slice(0, end));
      buffered = buffered.slice(end + 1);
      pending.get(message.id)?.(message);
      pending.delete(message.id);
    }
  });
  const send = (method, params = {}, sessionId = undefined) =>
    new Promise((resolve, reject) => {
      const n = ++id;
      const timer = setTimeout(() => reject(new Error(`${method}: no answer in ${timeout} ms`)), timeout);
      pending.set(n, (message) => {
        clearTimeout(timer);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result);
      });
      toChrome.write(`${JSON.stringify({ id: n, method, params, sessionId })}\0`);
    });

  /** One load in a new tab: the page's FCP and long tasks (start, duration), read `settle` ms after it started. */
  async function load(url, { rate = 4, viewport = { width: 390, height: 844 }, settle = 5000 } = {}) {
    const { targetId } = await send('Target.createTarget', { url: 'about:blank' });
    try {
      const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
      await send('Emulation.setDeviceMetricsOverride', { ...viewport, deviceScaleFactor: 1, mobile: false }, sessionId);
      await send('Emulation.setCPUThrottlingRate', { rate }, sessionId);
      await send('Page.navigate', { url }, sessionId);
      await new Promise((resolve) => setTimeout(resolve, settle));
      // Long tasks are buffered: an observer made now still gets the ones before it.
      const { result } = await send(
        'Runtime.evaluate',
        {
          awaitPromise: true,
          returnByValue: true,
          expression: `new Promise((resolve) => {
            const tasks = [];
            new PerformanceObserver((list) => {
              for (const e of list.getEntries()) tasks.push([e.startTime, e.duration]);
            }).observe({ type: 'longtask', buffered: true });
            setTimeout(() => resolve({
              fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
              tasks,
            }), 100);
          })`,
        },
        sessionId,
      );
      return result.value;
    } finally {
      await send('Target.closeTarget', { targetId });
    }
  }

  const close = async () => {
    const exited = new Promise((resolve) => proc.once('exit', resolve));
    await send('Browser.close').catch(() => proc.kill());
    await exited;
    // Chromium's helper processes may still be writing the profile: retried, and a leftover is not an error.
    try {
      fs.rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    } catch (error) {
      console.warn(`bench: could not remove ${dir} (${error.code}); leaving it`);
    }
  };
  return { load, close };
}

/** TBT after FCP, the longest task, and the longest that ends after FCP, from a page's own long-task entries (ms). */
export function longTaskFigures({ fcp, tasks }, long = 50) {
  let tbt = 0;
  let longest = 0;
  let afterFcp = 0;
  for (const [start, duration] of tasks) {
    const end = start + duration;
    longest = Math.max(longest, duration);
    if (end <= fcp) continue;
    afterFcp = Math.max(afterFcp, duration);
    tbt += Math.max(0, duration - Math.max(long, fcp - start));
  }
  return { fcp, tbt, longest, afterFcp };
}
