// The shadow sheets ship minified: the styles.ts files are written as readable CSS, and the build
// (rollup.config.mjs, pb-minify-styles) puts each exported sheet in the chunks minified by esbuild.
// Runs after `npm run build`.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import * as esbuild from 'esbuild';

const skip = existsSync('dist/pb.js') ? false : 'dist/ is missing; run `npm run build` first';
/** The sheets an element adopts; `lightStyles` go to pb.css and pb.js, which minify them on their own. */
const SHEETS = ['styles', 'sliderStyles', 'shellStyles', 'listStyles'];

/** Backslashes dropped: a string's escapes depend on the quotes terser picks. */
const plain = (text) => text.replaceAll('\\', '');

async function exportsOf(file) {
  const out = await esbuild.build({ entryPoints: [file], bundle: true, format: 'esm', write: false });
  return import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`);
}

test('every element sheet is in the build minified, not as written', { skip }, async () => {
  const built = plain(
    ['dist/elements', 'dist/chunks']
      .flatMap((dir) =>
        readdirSync(dir)
          .filter((f) => f.endsWith('.js'))
          .map((f) => join(dir, f)),
      )
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n'),
  );
  let checked = 0;
  for (const dir of readdirSync('src/components')) {
    const file = `src/components/${dir}/styles.ts`;
    if (!existsSync(file)) continue;
    const sheets = await exportsOf(file);
    for (const name of SHEETS) {
      const css = sheets[name];
      if (typeof css !== 'string' || !css) continue;
      const min = (await esbuild.transform(css, { loader: 'css', minify: true })).code.trim();
      assert.ok(built.includes(plain(min)), `${file}: ${name} is not in dist minified`);
      checked++;
    }
  }
  assert.ok(checked > 15, `${checked} sheets checked`);
});
