// What the loading tags cost on the first paint, and what they save in layout shift, printed side by side:
//
//   node bench/first-paint.mjs [--runs 3] [--rtt 100] [--kbps 5000] [--fcp-runs 5]
//                              [--engines chromium,firefox,webkit] [--write]
//
// Three ways to load the library, each in a fresh page:
// - `pb.js` alone: the page paints, then the pre-upgrade rules arrive and content moves;
// - `pb.js` with `blocking="render"`: Chromium holds the first paint until pb.js has run. Firefox and Safari ignore
//   the attribute (when this was written) and show the `pb.js alone` figures;
// - `pb.css` linked beside the plain `pb.js` tag: the recommended tags, for every browser.
//
// Layout shift: the largest CLS of `--runs` loads per page and width, on the demo's pages and on the pages written
// from the README (test/fixtures/first-paint). For the two forms without the attribute the page's scripts are held
// until it has painted, which is what Firefox and Safari show, and any browser on a slow network. First
// contentful paint: the median of `--fcp-runs` loads of the demo's main page, on loopback and behind an emulated
// network. It is a benchmark that prints figures, not a timed test.
//
// Then, per engine (`--engines`, all three by default; Chromium's CLS and paint figures above run when it is named):
// the layout shift from the boxes before the scripts run and after the upgrade, which Firefox and WebKit can
// measure too (bench/first-paint-engines.mjs), beside the same page without the library.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../demo/server/index.js';
import { launchChromium } from '../scripts/chrome.mjs';
import { ALL_ENGINES } from '../scripts/engines.mjs';
import { engineShifts } from './first-paint-engines.mjs';
import { flag, requireDist, settleInPage, stats } from './harness.mjs';
import { recordRun } from './report.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FIXTURES = path.join(ROOT, 'test', 'fixtures', 'first-paint');
const WAIT = 20_000;
const WIDTHS = [1280, 820, 390];
const PB_CSS = /<link rel="stylesheet" href="\/dist\/pb\.css">\n?/;
const PB_JS = /<script type="module" src="\/dist\/pb\.js"[^>]*><\/script>/;
const plain = '<script type="module" src="/dist/pb.js"></script>';
const CONSENT = '<script type="module" src="/dist/consent.js"></script>';

/** [name, the tags, whether the scripts are held until the page has painted] */
const VARIANTS = [
  ['pb.js alone', plain, true],
  ['pb.js blocking="render" (Chromium)', '<script type="module" src="/dist/pb.js" blocking="render"></script>', false],
  ['pb.css + pb.js', `<link rel="stylesheet" href="/dist/pb.css">\n${plain}`, true],
];

/** Demo pages (their own head rewritten) and README-written fixtures (`<!--pb-->` filled in). */
const PAGES = [
  ['demo /', '/'],
  ['demo /header.html', '/header.html'],
  ['demo /landing.html', '/landing.html'],
  ['demo /studio.html', '/studio.html'],
  ['demo /work.html', '/work.html'],
  ['demo /split-tests.html', '/split-tests.html'],
  ['demo /consent.html', '/consent.html'],
  ['header and menu', 'fixture:header'],
  ['sliders', 'fixture:slider'],
  ['split tests', 'fixture:split'],
  ['blocked frames', 'fixture:consent'],
];

function observeShifts() {
  window.__pbShifts = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.__pbShifts += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * The demo server behind a proxy that serves `/v<variant>/<page>`: a demo page with its head rewritten, or a
 * fixture with the variant's tags. A proxy rather than Playwright's request routing, which would send every
 * request through Node and slow exactly the render-blocking fetches measured here.
 */
function proxy(target) {
  const page = async (variant, at) => {
    const tags = VARIANTS[variant][1];
    if (at.startsWith('fixture:')) {
      const html = await fs.promises.readFile(path.join(FIXTURES, `${at.slice(8)}.html`), 'utf8');
      return html.replace('<!--consent-->', CONSENT).replace('<!--pb-->', tags);
    }
    const html = await (await fetch(`${target}${at}`)).text();
    if (!PB_JS.test(html)) throw new Error(`the demo page ${at} has no pb.js script tag`);
    return html.replace(PB_CSS, '').replace(PB_JS, tags);
  };
  const server = http.createServer(async (req, res) => {
    const match = /^\/v(\d+)\/(.*)$/.exec(req.url ?? '');
    if (match) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(await page(Number(match[1]), decodeURIComponent(match[2])));
      return;
    }
    const { hostname, port } = new URL(target);
    const upstream = http.request({ hostname, port, path: req.url, method: req.method, headers: req.headers }, (r) => {
      res.writeHead(r.statusCode ?? 502, r.headers);
      r.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        close: () =>
          new Promise((r) => {
            server.close(() => r());
            server.closeAllConnections();
          }),
      }),
    ),
  );
}

/**
 * One load in a fresh context: first contentful paint (ms from navigation) and the page's summed layout shift.
 * `hold`: the library's scripts wait until the page has painted.
 */
async function load(browser, url, { width, network, hold }) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(WAIT);
    if (network) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', network);
    }
    let release = () => {};
    if (hold) {
      const held = new Promise((r) => (release = r));
      await page.route(/\/dist\/.*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
    }
    await page.addInitScript(observeShifts);
    await page.goto(url, { waitUntil: 'commit' });
    if (hold) {
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
      release();
    }
    await page.waitForLoadState('load');
    return await page.evaluate(settleInPage, { ms: WAIT });
  } finally {
    await context.close();
  }
}

function table(title, header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log(`\n${title}`);
  console.log(line(header));
  for (const r of rows) console.log(line(r));
}

async function main() {
  requireDist(ROOT);
  const at = process.argv.indexOf('--engines');
  const engines = at > 0 ? process.argv[at + 1].split(',').filter((e) => ALL_ENGINES.includes(e)) : ALL_ENGINES;
  if (!engines.length) throw new Error(`--engines wants a comma list of ${ALL_ENGINES.join(', ')}`);
  const runs = flag('runs', 3);
  const fcpRuns = flag('fcp-runs', 5);
  const rtt = flag('rtt', 100);
  const kbps = flag('kbps', 5000);
  const network = {
    offline: false,
    latency: rtt,
    downloadThroughput: (kbps * 1000) / 8,
    uploadThroughput: (kbps * 1000) / 8,
  };
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-paint-'));
  const app = await startServer({ port: 0, host: '127.0.0.1', dbPath: path.join(tmp, 'bench.sqlite'), root: ROOT });
  const front = await proxy(app.url);
  const chromium = engines.includes('chromium');
  let browser = chromium ? await launchChromium(WAIT) : null;
  const shifts = [];
  const paints = [];
  let perEngine;
  try {
    for (const [v, [variant, , hold]] of chromium ? VARIANTS.entries() : []) {
      for (const [name, at] of PAGES) {
        const url = `${front.url}/v${v}/${encodeURIComponent(at)}`;
        const cls = WIDTHS.map(() => 0);
        for (let i = 0; i < runs; i++)
          for (const [w, width] of WIDTHS.entries())
            cls[w] = Math.max(cls[w], (await load(browser, url, { width, hold })).cls);
        shifts.push([variant, name, ...cls.map((c) => c.toFixed(3))]);
      }
    }
    // Round-robin over the variants, so a machine that gets busier during the run slows each of them alike.
    const fcp = VARIANTS.map(() => ({ loopback: [], network: [] }));
    for (let i = 0; i < (chromium ? fcpRuns : 0); i++)
      for (const v of VARIANTS.keys()) {
        const url = `${front.url}/v${v}/${encodeURIComponent('/')}`;
        fcp[v].loopback.push((await load(browser, url, { width: 1280 })).fcp);
        fcp[v].network.push((await load(browser, url, { width: 1280, network })).fcp);
      }
    for (const [v, [variant]] of chromium ? VARIANTS.entries() : [])
      paints.push([
        variant,
        `${stats(fcp[v].loopback).median.toFixed(0)} ms`,
        `${stats(fcp[v].network).median.toFixed(0)} ms`,
      ]);
    // One browser at a time on a small machine.
    await browser?.close();
    browser = null;
    perEngine = await engineShifts(app.url, { engines, widths: WIDTHS });
  } finally {
    await browser?.close();
    await front.close();
    await app.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  if (chromium) printChromium(runs, fcpRuns, rtt, kbps, shifts, paints);
  printEngines(perEngine);
}

function printChromium(runs, fcpRuns, rtt, kbps, shifts, paints) {
  table(
    `Largest CLS of ${runs} loads per width (scripts held until the first paint, except with blocking="render")`,
    ['tags', 'page', ...WIDTHS.map((w) => `${w} px`)],
    shifts,
  );
  table(
    `First contentful paint of the demo's main page (median of ${fcpRuns})`,
    ['tags', 'loopback', `${rtt} ms RTT, ${kbps} kbit/s`],
    paints,
  );
}

/** Per engine: the boxes' score and largest move per page and width, then the largest score per way of loading. */
function printEngines({ variants, results }) {
  for (const r of results) {
    if (r.missing) {
      console.log(`\n${r.name}: not measured (${r.missing})`);
      continue;
    }
    table(
      `${r.name}: layout shift from the boxes before the scripts run and after the upgrade (score, largest move)`,
      ['tags', 'page', ...WIDTHS.map((w) => `${w} px`)],
      r.rows,
    );
  }
  const measured = results.filter((r) => !r.missing);
  table(
    'Largest box score over the pages and widths, per engine ("paint held": the engine waited for pb.js)',
    ['tags', ...measured.map((r) => r.name)],
    variants.map((v, i) => [v, ...measured.map((r) => (r.worst[i] === null ? 'paint held' : r.worst[i].toFixed(3)))]),
  );
}

recordRun('first-paint');
await main();
