// ESM build for the CDN and for bundlers. React, react-dom, r2wc and the shared
// wrapper land in one `shared` chunk; each tag gets its own small chunk; pb.js
// (the autoloader) imports none of them statically. Which chunk each module
// lands in, and which files carry their own copy of it, is declared by folder
// in scripts/chunk-table.mjs.
import { readdirSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import * as esbuild from 'esbuild';
import MagicString from 'magic-string';
import { COPIES, chunkOf, copiesOf, moduleKey, NAMED } from './scripts/chunk-table.mjs';

const tags = readdirSync('elements')
  .filter((f) => /^pb-[a-z0-9-]+\.ts$/.test(f))
  .map((f) => f.slice(0, -3));

/**
 * Entries that hold what another entry imports from them, rather than a chunk beside them: pb-toggle.js holds the
 * toggle that `<pb-accordion>` is made of, and pb-accordion.js imports it from there rather than from a chunk beside
 * a one-line pb-toggle.js. The extra, minified exports are not part of the API.
 */
const EXTENSIBLE = ['pb-toggle'];

const input = {
  pb: 'elements/autoload.ts',
  formats: 'src/core/formats/index.ts',
  all: 'elements/all.ts',
  ...Object.fromEntries(tags.filter((t) => !EXTENSIBLE.includes(t)).map((t) => [`elements/${t}`, `elements/${t}.ts`])),
};

const extensibleEntries = {
  name: 'pb-extensible-entries',
  buildStart() {
    for (const t of EXTENSIBLE)
      this.emitFile({
        type: 'chunk',
        id: `elements/${t}.ts`,
        fileName: `elements/${t}.js`,
        preserveSignature: 'allow-extension',
      });
  },
};

/**
 * dist/consent.js holds the consent core itself rather than re-exporting it from a chunk: one file fewer
 * for a consent-only page. Its on-demand chunk imports from it, which needs more exports than
 * consent.ts declares (`allow-extension`); those extra, minified names are not part of the API.
 */
const consentEntry = {
  name: 'pb-consent-entry',
  buildStart() {
    this.emitFile({
      type: 'chunk',
      id: 'elements/consent.ts',
      fileName: 'consent.js',
      preserveSignature: 'allow-extension',
    });
  },
};

const path = (id) => id.replaceAll('\\', '/');

/** The pre-upgrade rules as one string, computed once per build: dist/pb.css and pb.js's own copy. */
const LIGHT_STYLES = '\0pb-light-styles';
let lightCss;
function lightStyles() {
  lightCss ??= esbuild
    .build({ entryPoints: ['src/components/light-styles.ts'], bundle: true, format: 'esm', write: false })
    .then(async (out) => {
      const url = `data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`;
      const css = (await import(url)).lightStyles;
      return (await esbuild.transform(css, { loader: 'css', minify: true })).code.trim();
    });
  return lightCss;
}
/** Runs a module (and what it imports) in Node, bundled by esbuild: its exports, as the browser would see them. */
async function evaluate(file) {
  const out = await esbuild.build({ entryPoints: [file], bundle: true, format: 'esm', write: false });
  return import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`);
}

/**
 * Shadow CSS is written readable (formatted, commented, real names) and minified here, at build time. A
 * `styles.ts` file builds its sheets from template literals and shared constants, so no single literal is
 * CSS on its own; instead the module is run (it imports only constants), and each exported string, a whole
 * sheet, is minified by esbuild and put in place of that export's expression. Helpers that only fed the
 * strings are then dead code for terser; exported functions (a look's sheet, an inline declaration) stay as
 * written. A sheet esbuild warns about fails the build rather than ship half-read.
 */
const STYLES = /src\/components\/[^/]+\/styles\.ts$/;
const minifyStyles = {
  name: 'pb-minify-styles',
  async transform(code, id) {
    if (!STYLES.test(path(id))) return null;
    const exports = await evaluate(id);
    const magic = new MagicString(code);
    for (const node of this.parse(code).body) {
      if (node.type !== 'ExportNamedDeclaration' || node.declaration?.type !== 'VariableDeclaration') continue;
      for (const { id: name, init } of node.declaration.declarations) {
        const css = exports[name.name];
        if (typeof css !== 'string' || !init) continue;
        const out = await esbuild.transform(css, { loader: 'css', minify: true, logLevel: 'silent' });
        for (const w of out.warnings) this.error(`${id}: ${name.name}: ${w.text}`);
        magic.overwrite(init.start, init.end, JSON.stringify(out.code.trim()));
      }
    }
    return { code: magic.toString(), map: magic.generateMap({ hires: true }) };
  },
};

const COPY = new RegExp(`\\?copy=(${Object.keys(COPIES).join('|')})$`);
const real = (id) => id.replace(COPY, '');
/**
 * Which build of a module an import gets depends on the file the importer runs in: consent.js's modules and their
 * copies import consent.js's copies, pb.js's import pb.js's, formats.js's formats.js's, the elements' the elements'
 * (COPIES in scripts/chunk-table.mjs). What consent.js loads on demand imports the consent core from consent.js and the
 * shared modules from the core chunk, as the elements do: no third copy, one frame scheduler.
 */
const SIDE = {
  consent: 'consent',
  pb: 'pb',
  formats: 'formats',
  'on-demand': null,
  shared: 'elements',
  core: 'elements',
  chrome: 'elements',
  form: 'elements',
  'consent-ui': 'elements',
  own: 'elements',
};
const sideOf = (id) => COPY.exec(id)?.[1] ?? SIDE[chunkOf(moduleKey(id))] ?? null;

/**
 * consent.js and pb.js are each one file with no static import: a consent-only page (in <head>, before anything
 * else) makes one request, and pb.js, render-blocking, holds the first paint for one file only. The elements never
 * load consent.js: they reach the manager through the global API and the bus, and a stateless consent module they
 * need is copied; importing any other is a build error, so the manager, blocker and store exist once. pb.js loads
 * consent.js as a file, not as a module it reads.
 */
const copies = {
  name: 'pb-copies',
  async resolveId(source, importer, options) {
    if (!importer || importer.includes('node_modules')) return null;
    const side = sideOf(importer);
    if (side === 'pb') {
      if (source === './consent.js') return { id: source, external: 'absolute' };
      if (/light-styles\.js$/.test(source)) return LIGHT_STYLES;
    }
    if (!side) return null;
    const resolved = await this.resolve(source, real(importer), { ...options, skipSelf: true });
    if (!resolved || resolved.external) return resolved;
    const key = moduleKey(resolved.id);
    if (copiesOf(key).includes(side)) return `${resolved.id}?copy=${side}`;
    if (side === 'elements' && chunkOf(key) === 'consent')
      this.error(`${moduleKey(real(importer))} imports ${key}, which lives in consent.js: use getConsent() or the bus`);
    return resolved;
  },
  async load(id) {
    if (id === LIGHT_STYLES) return `export const lightStyles = ${JSON.stringify(await lightStyles())};`;
    if (!COPY.test(id)) return null;
    const file = real(id);
    // Types stripped as the typescript plugin would (same tsconfig rules); terser minifies it with the rest.
    const out = await esbuild.transform(await readFile(file, 'utf8'), {
      loader: 'ts',
      format: 'esm',
      target: 'es2022',
      sourcemap: 'external',
      sourcefile: file,
      tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true } },
    });
    return { code: out.code, map: out.map };
  },
};

/** Fails the build when consent.js gains a static import, or a chunk it does not load itself imports it. */
const consentSelfContained = {
  name: 'pb-consent-self-contained',
  generateBundle(_, bundle) {
    const consent = bundle['consent.js'];
    if (consent.imports.length)
      this.error(
        `consent.js must import nothing statically: ${consent.imports} (give consent.js its own copy in scripts/chunk-table.mjs)`,
      );
    const own = new Set(['consent.js', ...consent.dynamicImports]);
    for (const chunk of Object.values(bundle))
      if (
        chunk.type === 'chunk' &&
        !own.has(chunk.fileName) &&
        [...chunk.imports, ...chunk.dynamicImports].includes('consent.js')
      )
        this.error(`${chunk.fileName} imports consent.js; only consent.js's on-demand chunks may`);
  },
};

/** dist/pb.css: the pre-upgrade rules, for a `<link>` in <head> before first paint. */
const pendingCss = {
  name: 'pb-pending-css',
  async writeBundle() {
    await mkdir('dist', { recursive: true });
    await writeFile('dist/pb.css', `/* pb-elements: styles for tags not yet defined. */\n${await lightStyles()}\n`);
  },
};

/** pb.js fails the build if it gains a static import: with `blocking="render"` each one delays the first paint. */
const pbSelfContained = {
  name: 'pb-autoloader-self-contained',
  generateBundle(_, bundle) {
    const pb = bundle['pb.js'];
    if (pb.imports.length)
      this.error(
        `pb.js must import nothing statically: ${pb.imports} (give pb.js its own copy in scripts/chunk-table.mjs)`,
      );
  },
};

/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136+; other engines read a comment) on the
 * element modules and every chunk they import statically: upgrading an element calls most of React's and the
 * wrapper's functions at once, and without the hint V8 compiles each of them lazily, on the main thread, in the
 * middle of the upgrade. With it they are compiled while the file streams in, off the main thread. Not on pb.js,
 * consent.js or the on-demand chunks, where most functions never run. `bench:mount` shows both the mount and the
 * load-time CPU, so moved work would show. The comment must be the file's first line (the map shifts by one).
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const compileHints = {
  name: 'pb-compile-hints',
  generateBundle(_, bundle) {
    const hinted = new Set();
    const visit = (name) => {
      const chunk = bundle[name];
      if (chunk?.type !== 'chunk' || hinted.has(name)) return;
      hinted.add(name);
      for (const dep of chunk.imports) visit(dep);
    };
    for (const name of Object.keys(bundle)) if (name.startsWith('elements/')) visit(name);
    for (const name of hinted) {
      const chunk = bundle[name];
      chunk.code = COMPILE_HINT + chunk.code;
      if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
    }
  },
};

/**
 * Registration files (`elements/pb-*.ts`) run for their side effect, the `define`: `pb-accordion.ts` imports
 * `./pb-toggle.js` for the tag its children are. package.json's `sideEffects` names only dist/ files, for the
 * bundlers of those who install the package, so without this the build would drop that import.
 */
const REGISTRATION = /elements\/pb-[a-z0-9-]+\.ts$/;
const registrations = {
  name: 'pb-registrations',
  async resolveId(source, importer, options) {
    if (!/pb-[a-z0-9-]+\.(js|ts)$/.test(source)) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved && REGISTRATION.test(path(resolved.id)) ? { ...resolved, moduleSideEffects: true } : null;
  },
};

export default {
  input,
  preserveEntrySignatures: 'exports-only',
  plugins: [
    // Before the copies: a registration file's import of another is kept for its `define`.
    registrations,
    // Then: it decides which build of a module (its chunk's, or a file's own copy) each import gets, before the
    // resolvers below run.
    copies,
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    nodeResolve({ browser: true }),
    commonjs(),
    typescript({ tsconfig: './tsconfig.build.json', noEmit: false, declaration: false, outDir: 'dist' }),
    // After typescript: it reads the emitted JavaScript's exports.
    minifyStyles,
    // Two compress passes: about 1% smaller, which the consent budget needs.
    terser({ ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } }),
    pendingCss,
    consentEntry,
    extensibleEntries,
    consentSelfContained,
    pbSelfContained,
    compileHints,
  ],
  output: {
    dir: 'dist',
    format: 'es',
    sourcemap: true,
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    // Each module's chunk from the table; consent.js's copies are in consent.js, pb.js's and formats.js's in the
    // file that alone imports them, the elements' wherever rollup puts them.
    manualChunks(id) {
      const copy = COPY.exec(id)?.[1];
      const chunk = copy ?? chunkOf(moduleKey(id));
      return NAMED.includes(chunk) ? chunk : undefined;
    },
  },
};
