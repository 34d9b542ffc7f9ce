// Where each module went (the chunk table's map), then the sizes of what a visitor downloads: raw, gzip and
// brotli for the shared chunk, each element chunk (and what it imports statically), pb.js and all.js.
// Baseline, built in the same run: bare React + react-dom/client, minified,
// so the table shows what our wrapper and core add on top of React itself;
// the slider and carousel beside Splide and Swiper, also built in the same run.
// `--write` also records the output in BENCHMARKS.md (report.mjs).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { copiesOf, moduleKey } from '../scripts/chunk-table.mjs';
import { chunkMap, misplaced, readBuild, staticClosure } from '../scripts/chunks.mjs';
import { recordRun } from './report.mjs';

// --write: this run's output also goes into BENCHMARKS.md (report.mjs).
recordRun('size');

const DIST = 'dist';
if (!existsSync(join(DIST, 'pb.js'))) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}

const sizes = (buf) => ({
  raw: buf.length,
  gzip: gzipSync(buf, { level: 9 }).length,
  brotli: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
});

const total = (files) => sizes(Buffer.concat([...files].map((f) => readFileSync(f))));

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** The base64 VLQ numbers of one source-map segment. */
function vlq(segment) {
  const out = [];
  let value = 0;
  let shift = 0;
  for (const ch of segment) {
    const digit = B64.indexOf(ch);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}
/**
 * Splits a built file's bytes by the source module each comes from (its source map): the size of the bytes
 * whose module passes `pick`, those modules, and the byte ranges of everything else. The files are ASCII.
 */
function bytesFrom(file, pick) {
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  const lines = readFileSync(file, 'utf8').split('\n');
  const picked = new Set();
  const rest = [];
  let size = 0;
  let offset = 0;
  let source = 0;
  map.mappings.split(';').forEach((line, i) => {
    const length = (lines[i] ?? '').length;
    let column = 0;
    // Each segment runs to the next one; a one-field segment maps to no source.
    const segments = line
      ? line.split(',').map((seg) => {
          const [dc, ds] = vlq(seg);
          column += dc;
          const mapped = ds !== undefined;
          if (mapped) source += ds;
          return { column, source: mapped ? source : -1 };
        })
      : [];
    if (!segments.length || segments[0].column > 0) segments.unshift({ column: 0, source: -1 });
    segments.forEach((seg, k) => {
      const end = segments[k + 1]?.column ?? length + 1;
      const name = map.sources[seg.source] ?? '';
      if (seg.source >= 0 && pick(name)) {
        size += end - seg.column;
        picked.add(name);
      } else rest.push([offset + seg.column, offset + end]);
    });
    offset += length + 1;
  });
  // Lines past the mappings (the sourceMappingURL comment) belong to no module.
  rest.push([offset, Infinity]);
  return { size, sources: [...picked], rest };
}

/** Each file compressed on its own, the sizes summed. */
function perFile(files) {
  const each = files.map((f) => sizes(readFileSync(f)));
  const sum = (key) => each.reduce((n, s) => n + s[key], 0);
  return { raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli') };
}

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const rows = [];
const row = (name, s, note = '') => rows.push([name, kb(s.raw), kb(s.gzip), kb(s.brotli), note]);

/** Bundles `contents` as a site would (minified production ESM for the browser); the output files' bytes by extension. */
async function bundle(name, contents) {
  const out = await esbuild.build({
    stdin: { contents, resolveDir: '.', sourcefile: `${name}.js` },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    outdir: 'bundle',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  // A peer with no stylesheet has no .css output: none, zero bytes.
  return (ext) => Buffer.from(out.outputFiles.find((f) => f.path.endsWith(ext))?.contents ?? []);
}

const baseline = await bundle(
  'baseline',
  "import { createRoot } from 'react-dom/client'; createRoot(document.body).render(null);",
);
row('baseline: react + react-dom/client', sizes(baseline('.js')), 'same run, esbuild');

const shared = readdirSync(join(DIST, 'chunks')).filter((f) => f.startsWith('shared-') && f.endsWith('.js'));
for (const f of shared) row(`chunks/${f}`, sizes(readFileSync(join(DIST, 'chunks', f))), 'React, r2wc, wrapper');
row('pb.js', sizes(readFileSync(join(DIST, 'pb.js'))), 'autoloader alone');
row('pb.js + its static imports', total(staticClosure(join(DIST, 'pb.js'))), 'no React');
for (const f of readdirSync(join(DIST, 'elements'))
  .filter((f) => f.endsWith('.js'))
  .sort()) {
  const file = join(DIST, 'elements', f);
  const own = [...staticClosure(file)].filter((c) => !/shared-/.test(c));
  row(`elements/${f}`, total(own), `own chunks: ${own.map((c) => relative(DIST, c)).join(', ')}`);
}
row('all.js + everything it imports', total(staticClosure(join(DIST, 'all.js'))), 'every element');

// Consent: a returning visitor's consent-only page downloads consent.js and every chunk it imports statically.
// A server gzips each file on its own, so the figure that counts is the sum of each file's gzip (each file pays
// its own gzip header and starts without a dictionary); the concatenated row beside it is the optimistic view.
const consentAll = [...staticClosure(join(DIST, 'consent.js'))];
const consentFiles = consentAll.map((f) => [relative(DIST, f), sizes(readFileSync(f))]);
const consentSum = perFile(consentAll);
row('consent.js + its static imports', total(consentAll), 'concatenated, then compressed');
row(
  'consent.js + its static imports, per file',
  consentSum,
  `each file compressed on its own, as a server sends it: ${consentFiles.map(([f, s]) => `${f} ${s.gzip}`).join(', ')}`,
);
// Not built here: vanilla-cookieconsent v3's script, as documented in issue 10, for scale.
rows.push(['reference: vanilla-cookieconsent', '', '10.2 kB', '', 'documented figure (issue 10), not built here']);

// consent.js is self-contained: it carries its own copy of the small modules the elements keep in their base
// chunk (COPIES in scripts/chunk-table.mjs). A page with consent and elements downloads that code twice; the source
// map says which bytes it is.
const consentCode = readFileSync(join(DIST, 'consent.js'));
const copyBytes = bytesFrom(join(DIST, 'consent.js'), (source) => copiesOf(moduleKey(source)).includes('consent'));
const withoutCopy = Buffer.concat(copyBytes.rest.map(([a, b]) => consentCode.subarray(a, b)));
const duplicate = {
  raw: copyBytes.size,
  gzip: sizes(consentCode).gzip - sizes(withoutCopy).gzip,
  brotli: sizes(consentCode).brotli - sizes(withoutCopy).brotli,
};
const copied = copyBytes.sources.map((s) => moduleKey(s).replace(/^src\/core\/|(\/index)?\.ts$/g, '')).sort();
row(
  'consent.js: its copy of the shared modules',
  duplicate,
  `${copied.length} modules (${copied.join(', ')}) an element page also loads in the core chunk; gzip: what they add to consent.js`,
);
const both = [
  ...new Set(['consent.js', 'pb.js', 'elements/pb-toggle.js'].flatMap((f) => [...staticClosure(join(DIST, f))])),
];
row(
  'page with consent and <pb-toggle>, per file',
  perFile(both),
  `${both.length} files: consent.js, pb.js, pb-toggle.js and their static imports (React included)`,
);
for (const f of readdirSync(join(DIST, 'chunks')).filter((f) => /^actions-.*\.js$/.test(f)))
  row(
    `chunks/${f}`,
    sizes(readFileSync(join(DIST, 'chunks', f))),
    'consent after a choice: writes, calls, notices, cleaning',
  );
row('formats.js + its static imports', total(staticClosure(join(DIST, 'formats.js'))), 'pb-elements/formats');
row('pb.css', sizes(readFileSync(join(DIST, 'pb.css'))), 'optional <link> in <head>');

// Element families and modules: what a page pays for them beyond what any other element already brings (the React
// chunk, base, core...), each file gzipped on its own, printed beside their peers (per-family budgets are retired:
// size is judged per page and against the best peer). Styles live in the chunks (adopted sheets), no CSS.
const ELEMENTS = join(DIST, 'elements');
const elementFiles = readdirSync(ELEMENTS).filter((f) => f.endsWith('.js'));
const closureOf = (names) => new Set(names.flatMap((f) => [...staticClosure(join(ELEMENTS, f))]));
const gzipList = (files) => files.map((f) => `${relative(DIST, f)} ${sizes(readFileSync(f)).gzip}`).join(', ');
function family(label, tags) {
  const built = tags.filter((f) => elementFiles.includes(f));
  const missing = tags.filter((f) => !elementFiles.includes(f));
  const elsewhere = closureOf(elementFiles.filter((f) => !tags.includes(f)));
  for (const f of shared) elsewhere.add(join(DIST, 'chunks', f));
  const all = [...closureOf(built)];
  const own = all.filter((f) => !elsewhere.has(f));
  const sum = perFile(own);
  if (built.length)
    row(
      `${label}, own chunks, per file`,
      sum,
      `${own.length} files: ${gzipList(own)}; also loads, shared with other elements: ${all
        .filter((f) => elsewhere.has(f))
        .map((f) => relative(DIST, f))
        .join(', ')}${missing.length ? `; not built: ${missing.join(', ')}` : ''}`,
    );
  else rows.push([`${label}, own chunks`, '', '', '', `not built: ${tags.join(', ')}`]);
  return { label, built, missing, own, sum };
}
const slider = family('slider + carousel', ['pb-slider.js']);
const headerFamily = family('header + menus', [
  'pb-header.js',
  'pb-menu.js',
  'pb-menu-search.js',
  'pb-dot-nav.js',
  'pb-scroll-top.js',
]);
const galleryFamily = family('gallery + lightbox', ['pb-gallery.js', 'pb-lightbox.js']);
// Issue 30's content modules and issue 31's chat launcher, each beside its nearest anchor below.
const modules = {
  // One file registers both counters: a page with a number counter, a circle or both loads it alone.
  counters: family('number and circle counters (one file)', ['pb-counter.js']),
  countdown: family('countdown (beside the React chunk)', ['pb-countdown.js']),
  entrance: family('entrance animations', ['pb-animation.js']),
  parallax: family('parallax', ['pb-parallax.js']),
  map: family('map, before consent', ['pb-map.js']),
  chat: family('chat launcher, closed', ['pb-chat.js']),
  chatOpen: family('chat box, open (beside the React chunk)', ['pb-chat-box.js']),
  media: family('media player + video-sharing facade', ['pb-media.js']),
};

// The peers, built here from their npm packages (devDependencies) the way a site bundles a basic slider.
// The JS and the CSS are two files, each compressed on its own; the total is their sum, as for our chunks.
async function peer(name, entry, cssNote, jsNote) {
  const part = await bundle(name, entry);
  const js = sizes(part('.js'));
  const css = sizes(part('.css'));
  row(`${name}: JS`, js, jsNote);
  row(`${name}: CSS`, css, cssNote);
  const sum = { raw: js.raw + css.raw, gzip: js.gzip + css.gzip, brotli: js.brotli + css.brotli };
  row(`${name}: JS + CSS, per file`, sum, 'same run, esbuild (bundle, minify, esm, browser)');
  return sum;
}
/** A file a package ships, compressed here: the issue's documented figures are these, in 1000-byte kB. */
function shipped(name, file, documented) {
  const s = sizes(readFileSync(join('node_modules', file)));
  row(name, s, `${file}; ${(s.gzip / 1000).toFixed(1)} kB gzip in 1000-byte kB, issue 11 documents ${documented}`);
}
const splide = await peer(
  'Splide',
  "import '@splidejs/splide/css/core'; import Splide from '@splidejs/splide'; new Splide('.splide').mount();",
  '@splidejs/splide/css/core (splide-core.min.css: layout only, arrows and dots unstyled)',
  "new Splide('.splide').mount(): arrows, pagination, autoplay, drag are in the core",
);
shipped('reference: Splide, as shipped', '@splidejs/splide/dist/js/splide.min.js', '12.9 kB gz');
const swiper = await peer(
  'Swiper',
  "import 'swiper/css'; import 'swiper/css/navigation'; import 'swiper/css/pagination'; import Swiper from 'swiper'; import { Navigation, Pagination, Autoplay } from 'swiper/modules'; new Swiper('.swiper', { modules: [Navigation, Pagination, Autoplay] });",
  'swiper/css + swiper/css/navigation + swiper/css/pagination (core and the two modules; autoplay has no CSS)',
  'core + Navigation, Pagination, Autoplay modules',
);
shipped('reference: Swiper, every module', 'swiper/swiper-bundle.min.js', '44.3 kB gz');
// Beside the gallery and lightbox (issue 14): PhotoSwipe's lightbox with its core imported up front (no lazy chunk),
// and its stylesheet, as its docs set up a gallery of links.
const photoswipe = await peer(
  'PhotoSwipe',
  "import 'photoswipe/style.css'; import PhotoSwipe from 'photoswipe'; import PhotoSwipeLightbox from 'photoswipe/lightbox'; new PhotoSwipeLightbox({ gallery: '#gallery', children: 'a', pswpModule: PhotoSwipe }).init();",
  'photoswipe/style.css',
  'photoswipe (core) + photoswipe/lightbox, bundled into one file',
);

// The content modules' anchors (issue 30), built from their npm packages in this same run, or as shipped.
const countup = await peer(
  'CountUp',
  "import { CountUp } from 'countup.js'; new CountUp('n', 100).start();",
  'none',
  'countup.js',
);
const easyPie = await peer(
  'easy-pie-chart',
  "import EasyPieChart from 'easy-pie-chart'; new EasyPieChart(document.querySelector('.chart'));",
  'none',
  'easy-pie-chart (canvas)',
);
const aos = await peer(
  'AOS',
  "import 'aos/dist/aos.css'; import AOS from 'aos'; AOS.init();",
  'aos/dist/aos.css',
  'aos',
);
const shippedSum = (files) => {
  const each = files.map((f) => sizes(readFileSync(join('node_modules', f))));
  return { raw: each.reduce((n, x) => n + x.raw, 0), gzip: each.reduce((n, x) => n + x.gzip, 0) };
};
const uikitCountdown = shippedSum(['uikit/dist/js/uikit-core.min.js', 'uikit/dist/js/components/countdown.min.js']);
const uikitParallax = shippedSum(['uikit/dist/js/uikit-core.min.js', 'uikit/dist/js/components/parallax.min.js']);
row('UIkit core + countdown, as shipped', { ...uikitCountdown, brotli: 0 }, 'JS only; its CSS is about 30 kB more');
row('UIkit core + parallax, as shipped', { ...uikitParallax, brotli: 0 }, 'JS only');
const leaflet = shippedSum(['leaflet/dist/leaflet.js', 'leaflet/dist/leaflet.css']);
row('Leaflet, as shipped (JS + CSS, per file)', { ...leaflet, brotli: 0 }, 'loads only after consent, near the map');
const anchors = [
  // A page with number counters only pays what CountUp's would, one with a circle only easy-pie-chart's, both the pair.
  [modules.counters, 'CountUp', countup.gzip],
  [modules.counters, 'easy-pie-chart', easyPie.gzip],
  [modules.counters, 'CountUp + easy-pie-chart', countup.gzip + easyPie.gzip],
  [modules.countdown, 'UIkit core + countdown', uikitCountdown.gzip],
  [modules.entrance, 'AOS (JS + CSS)', aos.gzip],
  [modules.parallax, 'UIkit core + parallax', uikitParallax.gzip],
  [modules.map, 'Leaflet (JS + CSS)', leaflet.gzip],
  // Joinchat is not on npm: its documented figure (issue 31).
  [modules.chat, 'Joinchat (documented)', 9830],
  [modules.chatOpen, 'Joinchat (documented)', 9830],
  // Issue 32: MediaElement.js, Plyr and media-chrome are each about 38 to 42 kB gz; the lowest figure.
  [modules.media, 'MediaElement.js / Plyr / media-chrome (documented, lowest)', 38000],
];

// Where each module went: the chunk scripts/chunk-table.mjs declares for its folder, and the built files its
// modules are in (from the source maps). A registration file lands in the file of its own name.
const build = readBuild(DIST);
const ownName = ([m, built]) =>
  built.length === 1 && [m, basename(m)].map((n) => n.replace(/\.ts$/, '.js')).includes(built[0]);
const mapRows = chunkMap(build).map(({ module, chunk, files, modules }) => [
  module,
  chunk,
  modules.length > 1 && modules.every(ownName) ? 'each the file of its own name' : files.join(', '),
]);
const mapWidths = [0, 1].map((i) => Math.max(...mapRows.map((r) => r[i].length)));
console.log('module -> chunk, as scripts/chunk-table.mjs declares it -> the built files (from the source maps)');
for (const r of mapRows) console.log(`${r[0].padEnd(mapWidths[0])}  ${r[1].padEnd(mapWidths[1])}  ${r[2]}`);
for (const m of misplaced(build)) console.log(`NOT AS DECLARED: ${m}`);
console.log();

const header = ['file', 'raw', 'gzip', 'brotli', 'note'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (r) => r.map((c, i) => (i > 0 && i < 4 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const r of rows) console.log(line(r));
// The consent budget (issue 10): half of vanilla-cookieconsent's 10.2 kB, counted per file.
const BUDGET = 5 * 1024;
console.log(
  `\nconsent budget: ${consentSum.gzip} bytes gzip, summed over ${consentFiles.length} files (budget ${BUDGET}): ${consentSum.gzip <= BUDGET ? 'within' : 'OVER'}`,
);
console.log(
  `duplicate on a page with consent and elements: ${duplicate.gzip} bytes gzip (${duplicate.raw} raw), consent.js's own copy of the shared modules`,
);
// Each family and module beside its peer or anchor, per file, gzip (a module's own chunks; the React chunk, shared
// with every React element, is not counted).
const peers = new Map([
  [
    slider,
    [
      ['Splide', splide.gzip],
      ['Swiper', swiper.gzip],
    ],
  ],
  [galleryFamily, [['PhotoSwipe', photoswipe.gzip]]],
]);
for (const [f, name, gzip] of anchors) peers.set(f, [...(peers.get(f) ?? []), [name, gzip]]);
for (const f of [slider, headerFamily, galleryFamily, ...Object.values(modules)]) {
  const beside = (peers.get(f) ?? [])
    .map(([name, gzip]) => `${name} ${gzip}${f.built.length ? ` (${((100 * f.sum.gzip) / gzip).toFixed(0)}%)` : ''}`)
    .join(', ');
  console.log(
    `${f.label}: ${f.built.length ? `${f.sum.gzip} bytes gzip over ${f.own.length} files` : 'not built'}${beside ? `; ${beside}` : ''}`,
  );
}
// Issue 30 asked for each module's own chunks at most a third of its nearest anchor. That was a per-family budget,
// retired with the others (issue 33): a module is now judged by what a page with it pays, beside its best peer.
console.log("\nissue 30's modules beside their peers (gzip, per file, what a page with the module pays):");
for (const [f, name, gzip] of anchors.filter(([f]) => f.built.length)) {
  const pct = ((100 * f.sum.gzip) / gzip).toFixed(0);
  console.log(
    `  ${f.label}: ${f.sum.gzip} beside ${name} ${gzip} (${pct}%): ${f.sum.gzip < gzip ? 'smaller' : 'LARGER'}`,
  );
}
// `--check` (in `npm test`): the consent budget is a gate.
if (process.argv.includes('--check') && consentSum.gzip > BUDGET) process.exitCode = 1;
