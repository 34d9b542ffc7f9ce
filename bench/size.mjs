// Sizes of what a visitor downloads: raw, gzip and brotli for the shared chunk,
// each element chunk (and what it imports statically), pb.js and all.js.
// Baseline, built in the same run: bare React + react-dom/client, minified,
// so the table shows what our wrapper and core add on top of React itself.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';

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

/** The file and every chunk it imports statically (dynamic imports load on demand). */
function closure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["'](\.[^"']+)["']/g)) {
    closure(join(dirname(file), m[1]), seen);
  }
  return seen;
}
const total = (files) => sizes(Buffer.concat([...files].map((f) => readFileSync(f))));

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const rows = [];
const row = (name, s, note = '') => rows.push([name, kb(s.raw), kb(s.gzip), kb(s.brotli), note]);

const baseline = await esbuild.build({
  stdin: {
    contents: "import { createRoot } from 'react-dom/client'; createRoot(document.body).render(null);",
    resolveDir: '.',
  },
  bundle: true,
  minify: true,
  format: 'esm',
  write: false,
  define: { 'process.env.NODE_ENV': '"production"' },
});
row('baseline: react + react-dom/client', sizes(Buffer.from(baseline.outputFiles[0].contents)), 'same run, esbuild');

const shared = readdirSync(join(DIST, 'chunks')).filter((f) => f.startsWith('shared-') && f.endsWith('.js'));
for (const f of shared) row(`chunks/${f}`, sizes(readFileSync(join(DIST, 'chunks', f))), 'React, r2wc, wrapper');
row('pb.js', sizes(readFileSync(join(DIST, 'pb.js'))), 'autoloader alone');
row('pb.js + its static imports', total(closure(join(DIST, 'pb.js'))), 'no React');
for (const f of readdirSync(join(DIST, 'elements'))
  .filter((f) => f.endsWith('.js'))
  .sort()) {
  const file = join(DIST, 'elements', f);
  const own = [...closure(file)].filter((c) => !/shared-/.test(c));
  row(`elements/${f}`, total(own), `own chunks: ${own.map((c) => relative(DIST, c)).join(', ')}`);
}
row('all.js + everything it imports', total(closure(join(DIST, 'all.js'))), 'every element');

// Consent: a returning visitor's consent-only page downloads consent.js and every chunk it imports statically.
// A server gzips each file on its own, so the figure that counts is the sum of each file's gzip (each file pays
// its own gzip header and starts without a dictionary); the concatenated row beside it is the optimistic view.
const consentAll = [...closure(join(DIST, 'consent.js'))];
const consentFiles = consentAll.map((f) => [relative(DIST, f), sizes(readFileSync(f))]);
const sum = (key) => consentFiles.reduce((n, [, s]) => n + s[key], 0);
const consentSum = { raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli') };
row('consent.js + its static imports', total(consentAll), 'concatenated, then compressed');
row(
  'consent.js + its static imports, per file',
  consentSum,
  `each file compressed on its own, as a server sends it: ${consentFiles.map(([f, s]) => `${f} ${s.gzip}`).join(', ')}`,
);
// Not built here: vanilla-cookieconsent v3's script, as documented in issue 10, for scale.
rows.push(['reference: vanilla-cookieconsent', '', '10.2 kB', '', 'documented figure (issue 10), not built here']);
row(
  'consent.js alone',
  sizes(readFileSync(join(DIST, 'consent.js'))),
  'the consent code; the rest is shared with elements',
);
for (const f of readdirSync(join(DIST, 'chunks')).filter((f) => /^actions-.*\.js$/.test(f)))
  row(
    `chunks/${f}`,
    sizes(readFileSync(join(DIST, 'chunks', f))),
    'consent after a choice: writes, calls, notices, cleaning',
  );
row('formats.js + its static imports', total(closure(join(DIST, 'formats.js'))), 'pb-elements/formats');
row('pb.css', sizes(readFileSync(join(DIST, 'pb.css'))), 'optional <link> in <head>');

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
// `--check` (in `npm test`): the budget is a gate, not only a figure.
if (process.argv.includes('--check') && consentSum.gzip > BUDGET) process.exitCode = 1;
