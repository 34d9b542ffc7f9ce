// ESM build for the CDN and for bundlers. React, react-dom, r2wc and the shared
// wrapper land in one `shared` chunk; each tag gets its own small chunk; pb.js
// (the autoloader) imports none of them statically.
import { readdirSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import * as esbuild from 'esbuild';
import MagicString from 'magic-string';

const tags = readdirSync('elements')
  .filter((f) => /^pb-[a-z0-9-]+\.ts$/.test(f))
  .map((f) => f.slice(0, -3));

const input = {
  pb: 'elements/autoload.ts',
  formats: 'src/core/formats/index.ts',
  all: 'elements/all.ts',
  ...Object.fromEntries(tags.map((t) => [`elements/${t}`, `elements/${t}.ts`])),
};

const SHARED = [/node_modules\/(react|react-dom|scheduler|@r2wc)\//, /src\/components\/element\//, /src\/core\/hash\//];
// The framework-free code pb.js and the elements share (pb.js reads CONSENT.neededBy). No React in it.
// consent.js carries its own copy of what it uses of these (see `consentCopies`).
const BASE =
  /src\/core\/(bus|log|config|text)\/|src\/core\/autoload\/hold\.ts$|src\/core\/constants\/(index|consent|sticky|request)\.ts$|src\/core\/consent\/(api|topic|types)\.ts$/;
// The rest of the framework-free core, which only elements (and consent's on-demand chunk) call.
const CORE =
  /src\/core\/config\/messages\.ts$|src\/core\/(frame|attributes|styles)\/|src\/core\/constants\/version\.ts$|src\/base\//;
// The consent core (first decision, blocking, activation): inside consent.js itself, see `consentEntry`.
const CONSENT = /src\/core\/(cookies|consent)\/|elements\/consent\.ts$/;
// Loaded on demand (actions.ts and what only it uses) or only by <pb-consent-area>: left to rollup's own chunking.
const ON_DEMAND =
  /src\/core\/(consent\/(actions|area|calls|choices|cleaner|debug|gcm|persist|placeholder)|cookies\/(write|index))\.ts$/;
// Element code that lives beside the consent core: it is the elements', and never loads consent.js.
const ELEMENT_SIDE = /src\/core\/consent\/area\.ts$/;
// Stateless consent-core modules the elements may hold a copy of (the consent area activates its scripts; the
// split test reads its cookie).
const ELEMENT_COPIES = /src\/core\/(consent\/activate|cookies\/read)\.ts$/;

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

const COPY = /\?copy=(consent|elements|pb)$/;
const real = (id) => id.replace(COPY, '');
/** consent.js's own modules: the consent core, without what it loads on demand or shares with the elements. */
const inConsentJs = (p) => CONSENT.test(p) && !ON_DEMAND.test(p) && !BASE.test(p);
const shared = (p) => BASE.test(p) && !CORE.test(p);

/**
 * consent.js is one file with no static import, so a consent-only page (in <head>, before anything else)
 * makes one request. The rules, per importer:
 * - the consent core imports its own copy of the BASE modules it uses (bus, log, page config, constants,
 *   consent api/topic/types), kept inside consent.js; the elements keep theirs in the base chunk. Two copies
 *   are safe by design: the bus, the consent API and the warnings already given live on globalThis under
 *   Symbol.for keys, and the rest holds no state that matters (the page config's parse cache is per copy);
 * - the on-demand chunk (actions and what only it uses) imports the consent core from consent.js and the
 *   shared modules from the base and core chunks, as the elements do: no third copy, one frame scheduler;
 * - the elements never load consent.js: they reach the manager through the global API and the bus. A
 *   stateless consent module they need is copied (ELEMENT_COPIES); any other is a build error, so the
 *   manager, blocker and store exist once. pb.js loads consent.js as a file, not as a module it reads.
 */
const consentCopies = {
  name: 'pb-consent-copies',
  async resolveId(source, importer, options) {
    if (!importer || importer.includes('node_modules')) return null;
    const from = path(real(importer));
    // pb.js's own modules: the entry and the autoloader engine, which only pb.js imports.
    if (/elements\/autoload\.ts$|src\/core\/autoload\/index\.ts$/.test(from)) {
      if (source === './consent.js') return { id: source, external: 'absolute' };
      // pb.js is render-blocking: it holds its own copy of what it reads, so the first paint waits for one file.
      if (/light-styles\.js$/.test(source)) return LIGHT_STYLES;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved && BASE.test(path(resolved.id))) return `${resolved.id}?copy=pb`;
      return resolved;
    }
    const side =
      COPY.exec(importer)?.[1] ??
      (inConsentJs(from) ? 'consent' : CONSENT.test(from) && !ELEMENT_SIDE.test(from) ? null : 'elements');
    if (!side) return null;
    const resolved = await this.resolve(source, real(importer), { ...options, skipSelf: true });
    const p = resolved && !resolved.external && path(resolved.id);
    if (p && side === 'consent' && shared(p)) return `${resolved.id}?copy=consent`;
    if (p && side === 'elements' && inConsentJs(p)) {
      if (!ELEMENT_COPIES.test(p))
        this.error(`${from} imports ${p}, which lives in consent.js: use getConsent() or the bus`);
      return `${resolved.id}?copy=elements`;
    }
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
    if (consent.imports.length) this.error(`consent.js must import nothing statically: ${consent.imports}`);
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
    if (pb.imports.length) this.error(`pb.js must import nothing statically: ${pb.imports}`);
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

export default {
  input,
  preserveEntrySignatures: 'exports-only',
  plugins: [
    // First: it decides which copy a consent module's import gets before the resolvers below run.
    consentCopies,
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
    manualChunks(id) {
      const p = path(id);
      if (p.endsWith('?copy=consent')) return 'consent';
      if (COPY.test(p)) return; // the elements' copies: rollup's own chunking
      // The field-name rule the element base and pb-elements/formats share: its own chunk, since formats runs in
      // Node, where the core chunk (it holds the element base, an HTMLElement subclass) cannot load.
      if (p.endsWith('src/core/formats/responsive.ts')) return 'responsive';
      // Leaflet, which only <pb-map>'s map view imports, and that only on demand: named, so its size is easy to find.
      if (/node_modules\/leaflet\//.test(p)) return 'leaflet';
      if (CORE.test(p)) return 'core';
      if (BASE.test(p)) return 'base';
      if (CONSENT.test(p) && !ON_DEMAND.test(p)) return 'consent';
      if (SHARED.some((re) => re.test(p))) return 'shared';
    },
  },
};
