// What one script tag costs on the first paint, and what it saves in layout shift: the demo's main page loaded
// three ways, each in a fresh page, medians of several runs, on loopback and behind an emulated network.
//
//   node bench/first-paint.mjs [--runs 5] [--rtt 100] [--kbps 5000]
//
// - `pb.js` alone: the page paints, then the pre-upgrade rules arrive and content moves (the figure in browsers
//   that ignore `blocking="render"`);
// - `pb.js` with `blocking="render"`: the recommended tag; nothing paints before pb.js has run;
// - `pb.css` linked beside the plain `pb.js` tag: the zero-shift option for every browser.
// It is a benchmark that prints figures, not a timed test.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../demo/server/index.js';
import { launchChromium } from '../scripts/chrome.mjs';
import { stats } from './frame.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WAIT = 20_000;
const WIDTHS = [1200, 900, 390];
const PB_CSS = /<link rel="stylesheet" href="\/dist\/pb\.css">\n?/;
const PB_JS = /<script type="module" src="\/dist\/pb\.js"[^>]*><\/script>/;
const plain = '<script type="module" src="/dist/pb.js"></script>';

/** Each variant rewrites the served demo page's head; a page without the tags it expects fails loudly. */
const VARIANTS = [
  ['pb.js alone', (html) => html.replace(PB_CSS, '').replace(PB_JS, plain)],
  [
    'pb.js blocking="render"',
    (html) =>
      html.replace(PB_CSS, '').replace(PB_JS, '<script type="module" src="/dist/pb.js" blocking="render"></script>'),
  ],
  [
    'pb.css + pb.js',
    (html) => html.replace(PB_CSS, '').replace(PB_JS, `<link rel="stylesheet" href="/dist/pb.css">\n${plain}`),
  ],
];

function flag(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  const value = i > 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} wants a positive number`);
  return value;
}

function observeShifts() {
  window.__pbShifts = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.__pbShifts += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

function settle(ms) {
  const tags = [...new Set([...document.querySelectorAll(':not(:defined)')].map((el) => el.localName))];
  const defined = Promise.all(tags.filter((t) => t.startsWith('pb-')).map((t) => customElements.whenDefined(t)));
  const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error(`not defined after ${ms} ms`)), ms));
  return Promise.race([defined, timeout])
    .then(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
    .then(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      cls: window.__pbShifts,
    }));
}

/**
 * The demo server behind a proxy that rewrites the main page's head for one variant at a time (`/v<i>/`).
 * A proxy rather than Playwright's request routing, which would send every request through Node and slow
 * exactly the render-blocking fetches measured here.
 */
function proxy(target) {
  const server = http.createServer(async (req, res) => {
    const match = /^\/v(\d+)\/$/.exec(req.url ?? '');
    if (match) {
      const html = await (await fetch(`${target}/`)).text();
      if (!PB_JS.test(html)) throw new Error('the demo page has no pb.js script tag');
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(VARIANTS[Number(match[1])][1](html));
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

/** One load in a fresh context: first contentful paint (ms from navigation) and the page's summed layout shift. */
async function load(browser, url, { width, network }) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(WAIT);
    if (network) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', network);
    }
    await page.addInitScript(observeShifts);
    await page.goto(url);
    return await page.evaluate(settle, WAIT);
  } finally {
    await context.close();
  }
}

async function main() {
  if (!fs.existsSync(path.join(ROOT, 'dist', 'pb.js'))) {
    console.error('dist/ is missing: run `npm run build` first.');
    process.exit(1);
  }
  const runs = flag('runs', 5);
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
  const browser = await launchChromium(WAIT);
  const rows = [];
  try {
    for (const [v, [name]] of VARIANTS.entries()) {
      const url = `${front.url}/v${v}/`;
      const fcp = { loopback: [], network: [] };
      const cls = Object.fromEntries(WIDTHS.map((w) => [w, []]));
      for (let i = 0; i < runs; i++) {
        for (const width of WIDTHS) cls[width].push((await load(browser, url, { width })).cls);
        fcp.loopback.push((await load(browser, url, { width: 1200 })).fcp);
        fcp.network.push((await load(browser, url, { width: 1200, network })).fcp);
      }
      rows.push([
        name,
        `${stats(fcp.loopback).median.toFixed(0)} ms`,
        `${stats(fcp.network).median.toFixed(0)} ms`,
        ...WIDTHS.map((w) => Math.max(...cls[w]).toFixed(3)),
      ]);
    }
  } finally {
    await browser.close();
    await front.close();
    await app.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  const header = ['demo main page', 'FCP loopback', `FCP ${rtt} ms RTT`, ...WIDTHS.map((w) => `CLS ${w}px`)];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log(`First contentful paint (median of ${runs}) and the largest CLS seen in ${runs} loads per width`);
  console.log(line(header));
  for (const r of rows) console.log(line(r));
}

await main();
