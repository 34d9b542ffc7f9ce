// ESM build for the CDN and for bundlers. React, react-dom, r2wc and the shared
// wrapper land in one `shared` chunk; each tag gets its own small chunk; pb.js
// (the autoloader) imports none of them statically.
import { readdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import * as esbuild from 'esbuild';

const tags = readdirSync('elements')
  .filter((f) => /^pb-[a-z0-9-]+\.ts$/.test(f))
  .map((f) => f.slice(0, -3));

const input = {
  pb: 'elements/autoload.ts',
  formats: 'src/core/formats/index.ts',
  all: 'elements/all.ts',
  ...Object.fromEntries(tags.map((t) => [`elements/${t}`, `elements/${t}.ts`])),
};

const SHARED = [
  /node_modules\/(react|react-dom|scheduler|@r2wc)\//,
  /src\/components\/element\/(?!registry\.ts$)/,
  /src\/core\/hash\//,
];
// The framework-free code consent.js shares with the elements, and pb.js with both (it reads
// CONSENT.neededBy): exactly what the consent core calls, so a consent-only page loads two files,
// consent.js and this one. No React in it.
const BASE =
  /src\/core\/(bus|log|config|text)\/|src\/core\/constants\/(index|consent)\.ts$|src\/core\/consent\/(api|topic|types)\.ts$/;
// The rest of the framework-free core, which only elements (and consent's on-demand chunk) call.
const CORE = /src\/core\/config\/messages\.ts$|src\/core\/(frame|attributes)\/|src\/components\/element\/registry\.ts$/;
// The consent core (first decision, blocking, activation): inside consent.js itself, see `consentEntry`.
const CONSENT = /src\/core\/(cookies|consent)\/|elements\/consent\.ts$/;
// Loaded on demand (actions.ts and what only it uses) or only by <pb-consent-area>: left to rollup's own chunking.
const ON_DEMAND =
  /src\/core\/(consent\/(actions|area|calls|choices|cleaner|debug|gcm|persist|placeholder)|cookies\/(write|index))\.ts$/;

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

/** dist/pb.css: the pre-upgrade rules, for a `<link>` in <head> before first paint. */
const pendingCss = {
  name: 'pb-pending-css',
  async writeBundle() {
    const out = await esbuild.build({
      entryPoints: ['src/components/light-styles.ts'],
      bundle: true,
      format: 'esm',
      write: false,
    });
    const url = `data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`;
    const { lightStyles } = await import(url);
    await mkdir('dist', { recursive: true });
    await writeFile('dist/pb.css', `/* pb-elements: styles for tags not yet defined. */\n${lightStyles}\n`);
  },
};

export default {
  input,
  preserveEntrySignatures: 'exports-only',
  plugins: [
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    nodeResolve({ browser: true }),
    commonjs(),
    typescript({ tsconfig: './tsconfig.build.json', noEmit: false, declaration: false, outDir: 'dist' }),
    // Two compress passes: about 1% smaller, which the consent budget needs.
    terser({ ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } }),
    pendingCss,
    consentEntry,
  ],
  output: {
    dir: 'dist',
    format: 'es',
    sourcemap: true,
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    manualChunks(id) {
      const path = id.replaceAll('\\', '/');
      if (CORE.test(path)) return 'core';
      if (BASE.test(path)) return 'base';
      if (CONSENT.test(path) && !ON_DEMAND.test(path)) return 'consent';
      if (SHARED.some((re) => re.test(path))) return 'shared';
    },
  },
};
