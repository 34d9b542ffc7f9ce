// A quiet main thread on a phone (issue 33, part 3): each demo page at 390 px with Chromium's CPU throttled 4x,
// the median of `--runs` loads, printing for each page:
// - first contentful paint;
// - total blocking time after it (over each task: the part past its first 50 ms that falls after FCP);
// - the longest task (from the page's first parse on, before FCP too);
// - the JS transferred (scripts, as the demo server sends them);
// beside a floor measured in the same run: the same page with the library's scripts (/dist/*.js) blocked.
//
//   npm run bench:phone [-- --runs 5] [--rate 4] [--pages index,work] [--why] [--write]
//
// Tasks are the renderer main thread's `RunTask` slices of a Chromium trace, so the longest task shows below 50 ms
// too; the task that commits the navigation (the browser's, the same with or without the library) is left out, as
// the page's own long-task entries leave it out. Each task is measured twice: by its thread time, which under the
// throttle is what an idle machine shows (the throttler keeps the thread busy for the slowdown) and which the other
// processes of a shared machine barely move, and by the wall clock, which grows with them. The window ends when
// every pb-* tag is defined, every blocked frame has its notice and the main thread then had `QUIET` ms without a
// long task. Last, the same pages as a visitor's browser runs them, with no inspector domain on (bench/bare.mjs:
// the traced loads have DevTools' Runtime domain on, which adds a task after FCP). `--why`: what the tasks over
// 50 ms of each page's last load spent their time on (self time per trace event, with the script it ran). A
// benchmark that prints figures, not a timed test.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../demo/server/index.js';
import { launchChromium } from '../scripts/chrome.mjs';
import { longTaskFigures, openBare } from './bare.mjs';
import { flag, requireDist, settleInPage, stats, threadSlices } from './harness.mjs';
import { recordRun } from './report.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WAIT = 60_000;
const LONG = 50;
/** Wall-clock ms without a long task that ends the window, once the page has settled. */
const QUIET = 1500;
const VIEWPORT = { width: 390, height: 844 };
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
];

/** In the page before its scripts: when its last long task ended, so the harness knows the thread went quiet. */
function watchLongTasks() {
  window.__pbLastLong = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__pbLastLong = Math.max(window.__pbLastLong, e.startTime + e.duration);
  }).observe({ type: 'longtask', buffered: true });
}

async function quiet(page) {
  const start = Date.now();
  for (;;) {
    const last = await page.evaluate(() => performance.now() - window.__pbLastLong);
    if (last >= QUIET) return;
    if (Date.now() - start > WAIT) throw new Error('the main thread never went quiet');
    await new Promise((r) => setTimeout(r, Math.min(500, QUIET - last + 50)));
  }
}

/** A task's thread time in microseconds (its wall time where the trace has none). */
const threadTime = (t) => t.e.tdur ?? t.end - t.ts;

/**
 * The page's main thread (where the navigation to `url` started), its tasks from the first parse of `url` on, and
 * its first contentful paint; TBT and the longest task by thread time and by wall clock, in ms.
 */
function analyse(events, url) {
  // The main frame's last navigation (a redirect starts it at the URL asked for, not at `url`).
  const nav = events
    .filter((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame)
    .filter((e) => /^https?:/.test(e.args.data.documentLoaderURL ?? ''))
    .sort((a, b) => a.ts - b.ts)
    .at(-1);
  if (!nav) throw new Error(`the trace has no navigation to ${url}`);
  const { pid, tid } = nav;
  const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid && e.ts > nav.ts);
  const parse = events.find((e) => e.pid === pid && e.tid === tid && e.name === 'ParseHTML' && e.ts > nav.ts);
  if (!fcpEvent || !parse) throw new Error(`the trace of ${url} has no first contentful paint or parse`);
  const slices = threadSlices(events, pid, tid);
  const tasks = slices.filter((s) => s.name === 'RunTask' && s.ts >= parse.ts);
  const fcp = fcpEvent.ts;
  const figures = (time) => {
    let tbt = 0;
    let longest = 0;
    let afterFcp = 0;
    for (const t of tasks) {
      const wall = t.end - t.ts;
      const us = time(t);
      // The part before FCP, in proportion to the wall clock.
      const beforeFcp = wall > 0 ? (Math.max(0, Math.min(fcp, t.end) - t.ts) / wall) * us : 0;
      longest = Math.max(longest, us / 1000);
      if (t.end > fcp) afterFcp = Math.max(afterFcp, us / 1000);
      tbt += Math.max(0, us - Math.max(LONG * 1000, beforeFcp)) / 1000;
    }
    return { tbt, longest, afterFcp };
  };
  return {
    fcp: (fcp - nav.ts) / 1000,
    thread: figures(threadTime),
    wall: figures((t) => t.end - t.ts),
    why: () => explain({ fcp, tasks, slices, nav }),
  };
}

/** What each task over 50 ms spent its time on: self time by event (a script's by its URL), heaviest first. */
function explain({ fcp, tasks, slices, nav }) {
  const out = [];
  for (const t of tasks.filter((t) => threadTime(t) > LONG * 1000)) {
    const inside = slices.filter((s) => s !== t && s.ts >= t.ts && s.end <= t.end);
    const stack = [];
    const self = new Map();
    for (const s of inside) {
      while (stack.length && stack[stack.length - 1].end <= s.ts) stack.pop();
      const parent = stack[stack.length - 1];
      s.self = s.end - s.ts;
      if (parent) parent.self -= Math.min(s.end, parent.end) - s.ts;
      s.label = label(s, parent);
      stack.push(s);
    }
    for (const s of inside) self.set(s.label, (self.get(s.label) ?? 0) + s.self);
    const top = [...self]
      .filter(([, us]) => us >= 2000)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([name, us]) => `${name} ${(us / 1000).toFixed(0)}`);
    const at = ((t.ts - nav.ts) / 1000).toFixed(0);
    out.push(
      `task at ${at} ms${t.end <= fcp ? ' (before FCP)' : ''}: ${(threadTime(t) / 1000).toFixed(0)} ms thread, ${((t.end - t.ts) / 1000).toFixed(0)} wall; ${top.join('; ')}`,
    );
  }
  return out;
}

/** An event's name, with the script (and function) it ran, inherited by the events below it. */
function label(s, parent) {
  const data = s.e.args?.data ?? s.e.args?.beginData;
  const url = data?.url || data?.stackTrace?.[0]?.url || s.e.args?.fileName;
  if (url) {
    const file = url.startsWith('http') ? new URL(url).pathname.replace(/^\/dist\//, '') : url.slice(0, 24);
    s.where = data?.functionName ? `${file} ${data.functionName}` : file;
  } else s.where = parent?.where;
  return s.where ? `${s.name} (${s.where})` : s.name;
}

/** One load in a fresh context, traced: the figures, and the script bytes on the wire. */
async function load(browser, url, { blocked, rate, why }) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(WAIT);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await cdp.send('Network.enable');
    let js = 0;
    const scripts = new Set();
    cdp.on('Network.responseReceived', ({ requestId, type }) => type === 'Script' && scripts.add(requestId));
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      if (scripts.has(requestId)) js += encodedDataLength;
    });
    if (blocked) await page.route(/\/dist\/.*\.js(\?|$)/, (route) => route.abort());
    await page.addInitScript(watchLongTasks);
    await browser.startTracing(page, { categories: CATEGORIES });
    let buffer;
    try {
      await page.goto(url, { waitUntil: 'load' });
      await page.evaluate(settleInPage, { ms: WAIT, blocked });
      await quiet(page);
    } finally {
      buffer = await browser.stopTracing();
    }
    const trace = JSON.parse(buffer.toString('utf8'));
    const { why: explainIt, ...figures } = analyse(Array.isArray(trace) ? trace : trace.traceEvents, page.url());
    return { ...figures, js, why: why ? explainIt() : [] };
  } finally {
    await context.close();
  }
}

function table(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => (i ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
  console.log(line(header));
  for (const r of rows) console.log(line(r));
}

async function main() {
  requireDist(ROOT);
  const runs = flag('runs', 5);
  const rate = flag('rate', 4);
  const why = process.argv.includes('--why');
  const at = process.argv.indexOf('--pages');
  const all = fs
    .readdirSync(path.join(ROOT, 'demo', 'pages'))
    .filter((f) => f.endsWith('.html') && f !== '404.html')
    .map((f) => f.replace(/\.html$/, ''))
    .sort((a, b) => (a === 'index' ? -1 : b === 'index' ? 1 : a.localeCompare(b)));
  const pages = at > 0 ? process.argv[at + 1].split(',').filter((p) => all.includes(p)) : all;
  if (!pages.length) throw new Error(`--pages wants a comma list of ${all.join(', ')}`);

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-phone-'));
  const app = await startServer({ port: 0, host: '127.0.0.1', dbPath: path.join(tmp, 'bench.sqlite'), root: ROOT });
  const browser = await launchChromium(WAIT);
  const results = [];
  try {
    for (const name of pages) {
      const url = `${app.url}/${name === 'index' ? '' : `${name}.html`}`;
      const lib = [];
      const floor = [];
      // Alternate, so a machine that gets busier during the run slows both alike.
      for (let i = 0; i < runs; i++) {
        lib.push(await load(browser, url, { blocked: false, rate, why: why && i === runs - 1 }));
        floor.push(await load(browser, url, { blocked: true, rate }));
      }
      results.push({ name, lib, floor });
    }
    // The same pages as a visitor's browser runs them, with no inspector domain on (bench/bare.mjs).
    const bare = await openBare({ timeout: WAIT });
    try {
      for (const result of results) {
        const url = `${app.url}/${result.name === 'index' ? '' : `${result.name}.html`}`;
        result.bare = [];
        for (let i = 0; i < runs; i++)
          result.bare.push(longTaskFigures(await bare.load(url, { rate, viewport: VIEWPORT })));
      }
    } finally {
      await bare.close();
    }
  } finally {
    await browser.close();
    await app.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  print(results, { runs, rate, why });
}

function print(results, { runs, rate, why }) {
  const med = (loads, pick) => stats(loads.map(pick)).median;
  const ms = (n) => `${n.toFixed(0)}`;
  const kb = (n) => `${(n / 1024).toFixed(1)}`;
  /** The goal's verdict on a page's figures ({ tbt, longest, afterFcp } per load), traced or bare. */
  const goal = (figures) => {
    if (med(figures, (f) => f.tbt) > LONG) return 'NOT met';
    if (med(figures, (f) => f.longest) <= LONG) return 'met';
    return med(figures, (f) => f.afterFcp) <= LONG ? 'after FCP' : 'NOT met';
  };
  console.log(
    `The demo's pages at ${VIEWPORT.width} px, CPU throttled ${rate}x, median of ${runs} loads (ms; kB of script on the wire).`,
  );
  console.log('Floor: the same page with /dist/*.js blocked, in the same run. Goal: TBT <= 50 ms, no task over 50 ms.');
  console.log('\nBy thread time (what an idle machine shows under the throttle). "longest": from the first parse on;');
  console.log('"after FCP": tasks that end after it. goal "after FCP": met by the tasks after FCP only.');
  table(
    [
      'page',
      'FCP',
      'TBT',
      'longest',
      'after FCP',
      'JS kB',
      '|',
      'floor FCP',
      'TBT',
      'longest',
      'after FCP',
      'JS kB',
      '|',
      'goal',
    ],
    results.map(({ name, lib, floor }) => [
      name,
      ...[lib, floor].flatMap((loads) => [
        ms(med(loads, (l) => l.fcp)),
        ms(med(loads, (l) => l.thread.tbt)),
        ms(med(loads, (l) => l.thread.longest)),
        ms(med(loads, (l) => l.thread.afterFcp)),
        kb(med(loads, (l) => l.js)),
        '|',
      ]),
      goal(lib.map((l) => l.thread)),
    ]),
  );
  console.log("\nBy the wall clock (grows with the machine's other load):");
  table(
    ['page', 'TBT', 'longest', '|', 'floor TBT', 'longest'],
    results.map(({ name, lib, floor }) => [
      name,
      ms(med(lib, (l) => l.wall.tbt)),
      ms(med(lib, (l) => l.wall.longest)),
      '|',
      ms(med(floor, (l) => l.wall.tbt)),
      ms(med(floor, (l) => l.wall.longest)),
    ]),
  );
  console.log(
    "\nAs a visitor's browser runs the page: no inspector domain enabled, the page's own long-task entries. The traced" +
      '\nloads above run with the Runtime domain on (Playwright enables it), which adds a task of about 55 ms after FCP' +
      '\n(V8 re-parsing a script to give DevTools its source positions); these loads do not.',
  );
  table(
    ['page', 'FCP', 'TBT', 'longest', 'after FCP', 'goal'],
    results.map(({ name, bare }) => [
      name,
      ms(med(bare, (l) => l.fcp)),
      ms(med(bare, (l) => l.tbt)),
      ms(med(bare, (l) => l.longest)),
      ms(med(bare, (l) => l.afterFcp)),
      goal(bare),
    ]),
  );
  if (why) {
    console.log('\nTasks over 50 ms of thread time in the last load of each page (self ms per event, heaviest first):');
    for (const { name, lib } of results) for (const line of lib[runs - 1].why) console.log(`  ${name}: ${line}`);
  }
}

recordRun('phone');
await main();
