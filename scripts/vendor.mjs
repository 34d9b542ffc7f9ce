// Test-only: web-test-runner serves sources unbundled, and its CommonJS adapter
// cannot give React named exports. This prebuilds React as ESM with shared
// chunks (one React instance) into node_modules/.pb-vendor, once per install.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import { rollup } from 'rollup';

const require = createRequire(import.meta.url);
export const VENDOR_DIR = 'node_modules/.pb-vendor';
export const VENDORED = {
  react: 'react',
  'react/jsx-runtime': 'react-jsx-runtime',
  'react/jsx-dev-runtime': 'react-jsx-dev-runtime',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom-client',
};

export async function buildVendor() {
  const stamp = JSON.stringify(Object.keys(VENDORED).map((s) => require(`${s.split('/')[0]}/package.json`).version));
  const stampFile = join(VENDOR_DIR, 'stamp.json');
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return;
  const entries = join(VENDOR_DIR, 'entries');
  mkdirSync(entries, { recursive: true });
  const input = {};
  for (const [spec, name] of Object.entries(VENDORED)) {
    const names = Object.keys(require(spec)).filter((n) => /^[A-Za-z_$][\w$]*$/.test(n) && n !== 'default');
    const file = join(entries, `${name}.mjs`);
    writeFileSync(file, `import M from '${spec}';\nexport const { ${names.join(', ')} } = M;\nexport default M;\n`);
    input[name] = file;
  }
  const bundle = await rollup({
    input,
    plugins: [
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('development') } }),
      nodeResolve({ browser: true }),
      commonjs(),
    ],
  });
  await bundle.write({ dir: VENDOR_DIR, format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunk-[hash].js' });
  writeFileSync(stampFile, stamp);
}
