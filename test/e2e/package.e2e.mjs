// The built package: every export resolves to a file, pb.js loads no React, and
// each tag has its own chunk. Runs after `npm run build` (npm test builds first).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const built = existsSync('dist/pb.js');
const skip = built ? false : 'dist/ is missing; run `npm run build` first';
const tags = readdirSync('elements')
  .filter((f) => /^pb-.*\.ts$/.test(f))
  .map((f) => f.slice(0, -3));

function targets(entry) {
  if (typeof entry === 'string') return [entry];
  return Object.values(entry).flatMap(targets);
}

test('every exports target exists', { skip }, () => {
  for (const [key, entry] of Object.entries(pkg.exports)) {
    for (const target of targets(entry)) {
      if (target.includes('*')) {
        for (const tag of tags) assert.ok(existsSync(target.replace('*', tag)), `${key}: ${target} for ${tag}`);
      } else assert.ok(existsSync(target), `${key}: ${target}`);
    }
  }
});

test('one registration file per tag, and sideEffects limited to registration files', { skip }, () => {
  for (const tag of tags) assert.ok(existsSync(`dist/elements/${tag}.js`), tag);
  for (const pattern of pkg.sideEffects) assert.match(pattern, /^\.\/dist\/(pb|consent|all|elements\/\*)\.js$/);
});

test('pb.js statically imports no React; React lives in one shared chunk', { skip }, () => {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["'](\.[^"']+)["']/g)) {
      visit(join(dirname(file), m[1]));
    }
  };
  visit('dist/pb.js');
  const boot = [...seen].map((f) => readFileSync(f, 'utf8')).join('\n');
  assert.ok(![...seen].some((f) => /shared-/.test(f)), `pb.js imports ${[...seen].join(', ')}`);
  assert.doesNotMatch(boot, /react\.production|__CLIENT_INTERNALS|createRoot/);
  const shared = readdirSync('dist/chunks').filter((f) => /^shared-.*\.js$/.test(f));
  assert.equal(shared.length, 1);
  const reactCopies = readdirSync('dist/chunks')
    .filter((f) => f.endsWith('.js'))
    .filter((f) =>
      /__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE/.test(readFileSync(`dist/chunks/${f}`, 'utf8')),
    );
  assert.deepEqual(reactCopies, shared);
});

test('pb.css holds the pre-upgrade rules of every element', { skip }, () => {
  const css = readFileSync('dist/pb.css', 'utf8');
  for (const tag of ['pb-tabs', 'pb-toggle']) assert.match(css, new RegExp(`${tag}:not\\(:defined\\)`));
});
