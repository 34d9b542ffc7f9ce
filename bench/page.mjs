// What a visitor's first load costs (issue 33): every script file a page fetches before the visitor does anything,
// each gzipped on its own, as a server sends it, file by file:
// - the typical page: a header with a menu and the menu search, a hero slider, tabs, an accordion, a contact form
//   and the consent banner; that is pb.js, consent.js, each of those elements' module and their static imports;
// - each demo page, the same way, from the elements its rendered HTML holds;
// beside bare React 19 + react-dom built in the same run (the floor of this design) and the page builder's
// documented front end (about 157 kB with jQuery, on every page). Then the bytes each demo page actually
// transfers in Chromium, from the demo server (compressed as it serves them).
//
//   node bench/page.mjs [--check] [--dist dist] [--no-browser] [--write]
//
// `--check` (in `npm test`): the typical page only. The goal is 100 kB (1 kB = 1,024 bytes, as in bench:size); the
// page is not there yet (React's 67 kB floor alone is two thirds of it, and six of its ten elements render with
// React), so the check fails when the page passes CEILING, the figure it has reached, which only ever goes down
// towards BUDGET as the page gets lighter; at BUDGET it is the gate. `--dist`: another build to measure
// (the landed one, for a before and after).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { staticClosure } from '../scripts/chunks.mjs';
import { recordRun } from './report.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const CHECK = process.argv.includes('--check');
const DIST = path.resolve(ROOT, arg('dist') ?? 'dist');
/** The typical page's budget, gzip, each file on its own (issue 33). */
export const BUDGET = 100 * 1024;
/**
 * What `--check` enforces today: the figure reached, 121.4 kB (124,276 B) when it was set (after the core chunk's
 * merge, the chrome, form and consent-ui chunks, and the contact form's request client on demand), rounded up
 * (issue 33 measured 131.6 kB; the build before it, 136.2 kB; the ceiling before this one, 123.5 kB, while the
 * chrome chunk was backed out for a header landing race, since fixed). Lower it as the page gets lighter; at BUDGET
 * it is the gate.
 */
export const CEILING = 122 * 1024;
/** The page builder's own front end, with jQuery, on every page: documented in issue 33, not built here. */
const PAGE_BUILDER = 157 * 1024;
/** The typical page's elements (issue 33): header, menu, menu search, hero slider, tabs, accordion, form, banner. */
export const TYPICAL = [
  'pb-header',
  'pb-menu',
  'pb-menu-search',
  'pb-slider',
  'pb-tabs',
  'pb-tab',
  'pb-accordion',
  'pb-toggle',
  'pb-contact-form',
  'pb-consent-banner',
];

if (!CHECK) recordRun('page');
if (!fs.existsSync(path.join(DIST, 'pb.js'))) {
  console.error(`${path.relative(ROOT, DIST) || '.'}/pb.js is missing: run \`npm run build\` first.`);
  process.exit(1);
}

const gzip = (buf) => gzipSync(buf, { level: 9 }).length;
const brotli = (buf) => brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

/** Which element file registers each tag, from pb.js's loaders (`'pb-tab': () => import('./elements/pb-tab.js')`). */
function loaderFiles() {
  const text = fs.readFileSync(path.join(DIST, 'pb.js'), 'utf8');
  const map = new Map();
  for (const [, tag, file] of text.matchAll(/"?(pb-[a-z0-9-]+)"?\s*:\s*\(\)\s*=>\s*import\(\s*"\.\/([^"]+)"\s*\)/g))
    map.set(tag, file);
  // pb.js may write its loaders otherwise: fall back to the file named after the tag.
  return (tag) => map.get(tag) ?? (fs.existsSync(path.join(DIST, 'elements', `${tag}.js`)) ? `elements/${tag}.js` : '');
}
const fileOf = loaderFiles();

/** The first load of a page with these tags: pb.js, consent.js when it has it, each tag's module, their static imports. */
function firstLoad(tags, withConsent = true) {
  const starts = ['pb.js', ...(withConsent ? ['consent.js'] : []), ...tags.map(fileOf).filter(Boolean)];
  const files = new Set(starts.flatMap((f) => [...staticClosure(path.join(DIST, f))]));
  const rows = [...files]
    .map((f) => {
      const buf = fs.readFileSync(f);
      return {
        file: path.relative(DIST, f).replaceAll('\\', '/'),
        raw: buf.length,
        gzip: gzip(buf),
        brotli: brotli(buf),
      };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const sum = (k) => rows.reduce((n, r) => n + r[k], 0);
  return { rows, raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli') };
}

/** What a file is, for the file-by-file lists. */
function what(file) {
  if (/^chunks\/shared-/.test(file)) return 'React, react-dom, r2wc, the wrapper';
  if (/^chunks\/core-/.test(file)) return 'element base, attributes, frame scheduler, bus, log, page config';
  if (/^chunks\/chrome-/.test(file)) return 'scroll, offsets, lock, anchors, menu and header state';
  if (/^chunks\/form-/.test(file)) return 'label placeholders, field errors, email check';
  if (/^chunks\/consent-ui-/.test(file)) return 'the consent banner and panel strings and events';
  if (/purify/.test(file)) return 'DOMPurify';
  if (file === 'pb.js') return 'the autoloader and the pre-upgrade rules';
  if (file === 'consent.js') return 'the consent core';
  return '';
}

const typical = firstLoad(TYPICAL);
const verdict = typical.gzip <= BUDGET ? 'within' : `OVER by ${typical.gzip - BUDGET} B`;
if (CHECK) {
  console.log(
    `typical page first load: ${typical.gzip} bytes gzip over ${typical.rows.length} files; goal ${BUDGET}: ${verdict}; ceiling ${CEILING}: ${typical.gzip <= CEILING ? 'within' : 'OVER'}`,
  );
  if (typical.gzip > CEILING) {
    for (const r of typical.rows) console.log(`  ${r.file} ${r.gzip}`);
    process.exitCode = 1;
  }
} else await main();

async function main() {
  const react = await esbuild.build({
    stdin: {
      contents: "import { createRoot } from 'react-dom/client'; createRoot(document.body).render(null);",
      resolveDir: ROOT,
      sourcefile: 'react.js',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const reactGzip = gzip(Buffer.from(react.outputFiles[0].contents));

  const print = (label, load) => {
    console.log(
      `${label}: ${kb(load.gzip)} gzip (${load.gzip} B), ${kb(load.brotli)} brotli, ${load.rows.length} files`,
    );
    const width = Math.max(...load.rows.map((r) => r.file.length));
    for (const r of load.rows)
      console.log(
        `  ${r.file.padEnd(width)}  ${String(r.gzip).padStart(6)} gz  ${String(r.brotli).padStart(6)} br  ${String(r.raw).padStart(7)} raw  ${what(r.file)}`,
      );
  };
  print(`typical page (${TYPICAL.join(', ')}, pb.js, consent.js)`, typical);
  console.log();
  console.log(
    `bare React 19 + react-dom/client, built in this run (esbuild, minified): ${kb(reactGzip)} gzip (${reactGzip} B)`,
  );
  console.log(`the page builder's front end with jQuery, documented (issue 33): about ${kb(PAGE_BUILDER)}`);
  console.log(
    `typical page: ${kb(typical.gzip)}, goal ${kb(BUDGET)}: ${verdict} (npm test's ceiling: ${kb(CEILING)}); ${(typical.gzip / reactGzip).toFixed(2)}x bare React, ${((100 * typical.gzip) / PAGE_BUILDER).toFixed(0)}% of the page builder's`,
  );
  if (process.argv.includes('--no-browser')) return;

  // The demo's pages, from the demo server: their rendered HTML says which elements they hold.
  const { startServer } = await import('../demo/server/index.js');
  const { launchChromium } = await import('../scripts/chrome.mjs');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-page-'));
  const demo = await startServer({ port: 0, host: '127.0.0.1', dbPath: path.join(tmp, 'bench.sqlite'), root: ROOT });
  const pages = fs
    .readdirSync(path.join(ROOT, 'demo', 'pages'))
    .filter((f) => f.endsWith('.html') && f !== '404.html')
    .sort();
  const results = [];
  const browser = await launchChromium(30_000);
  try {
    for (const page of pages) {
      const url = `${demo.url}/${page === 'index.html' ? '' : page}`;
      const html = await (await fetch(url)).text();
      const tags = [...new Set([...html.matchAll(/<(pb-[a-z0-9-]+)[\s>]/g)].map((m) => m[1]))].filter(fileOf);
      const load = firstLoad(tags, /\/dist\/consent\.js/.test(html));
      results.push({ page, load, sent: await transferred(browser, url) });
    }
  } finally {
    await browser.close();
    await demo.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  console.log();
  console.log('the demo pages: first load (each file gzipped on its own), and what Chromium transferred from the demo');
  console.log('server, scripts only, until the network was idle (compressed as served; decoded beside it)');
  const width = Math.max(...results.map((r) => r.page.length));
  for (const { page, load, sent } of results)
    console.log(
      `  ${page.padEnd(width)}  first load ${kb(load.gzip).padStart(8)} over ${String(load.rows.length).padStart(2)} files  transferred ${kb(sent.encoded).padStart(8)} (${sent.count} scripts, ${kb(sent.decoded)} decoded, ${sent.encodings})`,
    );
  for (const { page, load } of results) {
    console.log();
    print(`demo ${page}`, load);
  }
}

/** The script bytes a page transfers in Chromium until the network is idle: on the wire, and decoded. */
async function transferred(browser, url) {
  const page = await browser.newPage();
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const scripts = new Map();
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      if (type === 'Script') scripts.set(requestId, { encoding: response.headers['content-encoding'] ?? 'identity' });
    });
    cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
      const s = scripts.get(requestId);
      if (s) s.decoded = (s.decoded ?? 0) + dataLength;
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const s = scripts.get(requestId);
      if (s) s.encoded = encodedDataLength;
    });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 30_000 });
    const all = [...scripts.values()].filter((s) => s.encoded !== undefined);
    const encodings = [...new Set(all.map((s) => s.encoding))].join(', ') || 'none';
    return {
      count: all.length,
      encoded: all.reduce((n, s) => n + s.encoded, 0),
      decoded: all.reduce((n, s) => n + (s.decoded ?? 0), 0),
      encodings,
    };
  } finally {
    await page.close();
  }
}
