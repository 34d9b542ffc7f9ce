// What a built file imports (statically, or on demand) and which source modules it carries: one reader for
// bench/size.mjs, bench/mount.mjs and the package and chunk tests.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { COPIES, chunkOf, copiesOf, declaredBy, FILE, moduleKey, NAMED } from './chunk-table.mjs';

const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["'](\.[^"']+)["']/g;
const DYNAMIC_IMPORT = /import\(\s*["'](\.[^"']+)["']\s*\)/g;

/** The relative specifiers `file` imports or re-exports statically. */
export const staticImports = (file) => [...readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)].map((m) => m[1]);

/** `file` and every file it reaches through static imports. */
export function staticClosure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const spec of staticImports(file)) staticClosure(join(dirname(file), spec), seen);
  return seen;
}

/** Every built .js file under `dist`, relative to it, with `/`. */
function builtFiles(dist) {
  return readdirSync(dist, { recursive: true })
    .map((f) => f.replaceAll('\\', '/'))
    .filter((f) => f.endsWith('.js'))
    .sort();
}

/**
 * The build as the browser and the source maps see it: `carriers`, each source module (as the chunk table spells
 * it) -> the built files that carry it; `graph`, each built file -> the files it imports statically and on demand.
 * Files are relative to `dist`.
 */
export function readBuild(dist = 'dist') {
  const carriers = new Map();
  const graph = new Map();
  for (const file of builtFiles(dist)) {
    const path = join(dist, file);
    const text = readFileSync(path, 'utf8');
    const to = (spec) => relative(dist, join(dirname(path), spec)).replaceAll('\\', '/');
    graph.set(file, {
      imports: staticImports(path).map(to),
      dynamicImports: [...text.matchAll(DYNAMIC_IMPORT)].map((m) => to(m[1])).filter((f) => f !== 'consent.js'),
      loadsConsent: /import\(\s*["']\.{1,2}\/(?:\.\.\/)*consent\.js["']\s*\)/.test(text),
    });
    for (const source of JSON.parse(readFileSync(`${path}.map`, 'utf8')).sources) {
      const key = moduleKey(source);
      if (!/^(src|elements|node_modules)\//.test(key)) continue;
      carriers.set(key, [...new Set([...(carriers.get(key) ?? []), file])]);
    }
  }
  return { carriers, graph };
}

/** The files `starts` reach through static and dynamic imports, `starts` included. */
function reach(graph, starts) {
  const seen = new Set();
  const visit = (f) => {
    if (seen.has(f) || !graph.has(f)) return;
    seen.add(f);
    for (const g of [...graph.get(f).imports, ...graph.get(f).dynamicImports]) visit(g);
  };
  for (const f of starts) visit(f);
  return seen;
}

/**
 * Every module that landed somewhere its chunk-table entry does not name, as one message each; empty when the
 * build follows the table. A module lands in one file (its chunk's, or for `own` and `on-demand` a file rollup
 * picks: one the elements load, or one consent.js loads on demand) plus one per declared copy: consent.js's,
 * pb.js's, or the elements' (a file rollup picks that the elements load).
 */
export function misplaced({ carriers, graph }) {
  // The files rollup is told to make (manualChunks); an `own` or `on-demand` module is in none of them.
  const named = (f) => NAMED.some((chunk) => FILE[chunk].test(f));
  const files = [...graph.keys()];
  // pb.js loads consent.js too, but as a file of its own: what consent.js loads is not the elements'.
  const forElements = reach(graph, [
    ...files.filter((f) => /^elements\/|^(all|formats)\.js$/.test(f)),
    ...(graph.get('pb.js')?.dynamicImports ?? []),
  ]);
  const forConsent = reach(graph, graph.get('consent.js')?.dynamicImports ?? []);
  const slot = {
    own: (f) => !named(f) && forElements.has(f),
    'on-demand': (f) => !named(f) && forConsent.has(f),
    elements: (f) => !named(f) && forElements.has(f),
  };
  const where = {
    shared: 'chunks/shared-*.js',
    core: 'chunks/core-*.js',
    chrome: 'chunks/chrome-*.js',
    form: 'chunks/form-*.js',
    'consent-ui': 'chunks/consent-ui-*.js',
    consent: 'consent.js',
    pb: 'pb.js',
    formats: 'formats.js',
    own: 'a chunk rollup picks that an element, formats.js or all.js loads',
    'on-demand': 'a chunk rollup picks that consent.js loads on demand',
    elements: "the elements' copy, in a chunk rollup picks",
  };
  const errors = [];
  for (const [key, built] of [...carriers].sort(([a], [b]) => a.localeCompare(b))) {
    const chunk = chunkOf(key);
    if (!chunk) {
      errors.push(`${key} is in ${built.join(', ')}, and no entry of scripts/chunk-table.mjs covers it`);
      continue;
    }
    const left = [...built];
    const wanted = [chunk, ...copiesOf(key)];
    const found = wanted.every((want) => {
      const i = left.findIndex(FILE[want] ? (f) => FILE[want].test(f) : slot[want]);
      if (i >= 0) left.splice(i, 1);
      return i >= 0;
    });
    if (!found || left.length)
      errors.push(
        `${key} lands in ${built.join(', ')}; its entry '${declaredBy(key)}' says ${chunk}${wanted.length > 1 ? `, copied in ${wanted.slice(1).join(', ')}` : ''}: ${wanted.map((w) => where[w]).join(' + ')}`,
      );
  }
  return errors;
}

/** The entries of COPIES that give `key` its copies. */
const copyEntries = (key) => Object.values(COPIES).flatMap((keys) => keys.filter((k) => key.startsWith(k)));

/**
 * The module-to-chunk map, one row per folder (per file where the table declares a file on its own): what the
 * table says, and the built files the folder's modules are in.
 */
export function chunkMap({ carriers }) {
  const rows = new Map();
  for (const [key, built] of carriers) {
    const single = declaredBy(key) === key || copyEntries(key).includes(key);
    const npm = /^node_modules\/((?:@[^/]+\/)?[^/]+\/)/.exec(key);
    const row = single ? key : npm ? npm[0] : `${dirname(key)}/`;
    const copies = copiesOf(key);
    const chunk = `${chunkOf(key) ?? '(none)'}${copies.length ? `, copied in ${copies.join(', ')}` : ''}`;
    const r = rows.get(row) ?? { module: row, chunks: new Set(), files: new Set(), modules: [] };
    r.chunks.add(chunk);
    r.modules.push([key, built]);
    for (const f of built) r.files.add(f);
    rows.set(row, r);
  }
  return [...rows.values()]
    .sort((a, b) => a.module.localeCompare(b.module))
    .map((r) => ({
      module: r.module,
      chunk: [...r.chunks].join(' | '),
      files: [...r.files].sort(),
      modules: r.modules,
    }));
}
