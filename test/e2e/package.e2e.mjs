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

test('pb-elements/formats imports from the built package and runs the README examples', { skip }, async () => {
  // Self-reference by package name goes through the exports map, as a user's import would.
  const f = await import('pb-elements/formats');
  assert.equal(
    f.gradientToCss(f.parseGradient({ background_color_gradient_stops: '#2b87da 0%|#29c4a9 100%' })),
    'linear-gradient(180deg, #2b87da 0%, #29c4a9 100%)',
  );
  assert.equal(f.sanitizeUnit('12'), '12px');
  assert.equal(f.sanitizeUnit('10PX!important'), '10px !important');
  assert.equal(
    f.resolveValue({ size: '20px', size_phone: '14px', size_last_edited: 'on|phone' }, 'size', { device: 'phone' }),
    '14px',
  );
  assert.deepEqual(f.parseAddress('0.1.2'), [0, 1, 2]);
  assert.equal(f.linkRelValue('off|on|on|off|off'), 'external nofollow');
  assert.equal(f.sprintf('%2$s has %1$05.1f%%', 9.25, 'Disk'), 'Disk has 009.3%');
  assert.equal(f.sprintf('%s %s', 'one'), false);
  assert.match(f.generateId(), /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  assert.equal(f.BUILDER.viewModeHandleWidth, 30);
  const text = readFileSync('dist/formats.js', 'utf8');
  assert.doesNotMatch(text, /react|__CLIENT_INTERNALS/i);
});
