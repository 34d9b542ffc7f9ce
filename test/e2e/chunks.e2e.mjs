// The chunk table (scripts/chunk-table.mjs) covers every module, and the build follows it: each module lands in
// the chunk its folder's entry names, plus the copies COPIES declares, and nowhere else. Runs after `npm run build`.
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { test } from 'node:test';
import { CHUNKS, COPIES, chunkOf, declaredBy, FILE } from '../../scripts/chunk-table.mjs';
import { misplaced, readBuild, staticClosure } from '../../scripts/chunks.mjs';

const skip = existsSync('dist/pb.js') ? false : 'dist/ is missing; run `npm run build` first';
const KINDS = ['shared', 'core', 'chrome', 'form', 'consent-ui', 'consent', 'on-demand', 'pb', 'formats', 'own'];
const sources = ['src', 'elements'].flatMap((dir) =>
  readdirSync(dir, { recursive: true })
    .map((f) => `${dir}/${f.replaceAll('\\', '/')}`)
    .filter((f) => /\.tsx?$/.test(f)),
);

test('every source file has a chunk, and every entry of the table names a chunk and a file that exists', () => {
  for (const file of sources) assert.ok(KINDS.includes(chunkOf(file)), `${file}: ${chunkOf(file)}`);
  for (const [key, chunk] of Object.entries(CHUNKS)) {
    assert.ok(KINDS.includes(chunk), `${key}: ${chunk}`);
    assert.ok(existsSync(key), `${key} does not exist`);
    // An entry that no file takes its chunk from says nothing.
    if (!key.startsWith('node_modules/'))
      assert.ok(
        sources.some((f) => declaredBy(f) === key),
        `${key}: every file under it has an entry of its own`,
      );
  }
  for (const [side, keys] of Object.entries(COPIES))
    for (const key of keys) {
      assert.ok(existsSync(key), `${side} copy: ${key} does not exist`);
      const home = chunkOf(key);
      // A copy is a second build, in a file the module's own chunk is not: the elements copy only what lives in
      // consent.js, the others only what the elements share.
      assert.ok(side === 'elements' ? home === 'consent' : home === 'core', `${side}: ${key} (${home})`);
    }
});

test('each module lands in the chunk its entry names, plus its declared copies, and nowhere else', { skip }, () => {
  const build = readBuild();
  assert.ok(build.carriers.size > 100, `the source maps name ${build.carriers.size} modules`);
  assert.deepEqual(misplaced(build), []);
  // Each named chunk is one file, and holds what the table puts in it.
  for (const [chunk, re] of Object.entries(FILE)) {
    const files = [...build.graph.keys()].filter((f) => re.test(f));
    assert.equal(files.length, 1, `${chunk}: ${files}`);
  }
});

test('the check fails for a module outside its declared chunk, and for a missing or extra copy', { skip }, () => {
  const build = readBuild();
  const file = (re) => [...build.graph.keys()].find((f) => re.test(f));
  const moved = (key, files) => misplaced({ ...build, carriers: new Map(build.carriers).set(key, files) });
  const actions = file(/^chunks\/actions-/);
  const errors = [
    // Framework-free core pulled into the React chunk.
    moved('src/core/frame/index.ts', [file(FILE.shared)]),
    // consent.js without its own copy of the bus.
    moved('src/core/bus/index.ts', [file(FILE.core)]),
    // A copy nobody declared: the frame scheduler must exist once.
    moved('src/core/frame/index.ts', [file(FILE.core), 'consent.js']),
    // An element's module that only consent.js's on-demand chunk carries.
    moved('src/components/tabs/Tabs.tsx', [actions]),
    // The consent core in the elements' chunks.
    moved('src/core/consent/manager.ts', ['elements/pb-tabs.js']),
    // What consent.js loads on demand, inside consent.js.
    moved('src/core/consent/on-demand/actions.ts', ['consent.js']),
    // A module the table does not cover.
    moved('src/new/module.ts', ['elements/pb-tabs.js']),
  ];
  for (const e of errors) assert.equal(e.length, 1, e.join('\n'));
  assert.match(errors[0][0], /^src\/core\/frame\/index\.ts lands in chunks\/shared-.*'src\/core\/frame\/' says core/);
});

test('a registration file that imports another registers that tag too: pb-accordion.js loads pb-toggle', {
  skip,
}, () => {
  const closure = (file) => [...staticClosure(file)].map((f) => f.replaceAll('\\', '/').replace(/^.*?dist\//, ''));
  const accordion = closure('dist/elements/pb-accordion.js');
  const toggle = closure('dist/elements/pb-toggle.js').filter((f) => f !== 'elements/pb-toggle.js');
  // pb-toggle.js's own code (its define) sits in what it imports: the accordion must reach all of it.
  assert.ok(toggle.length > 0);
  for (const file of toggle) assert.ok(accordion.includes(file), `pb-accordion.js does not load ${file}`);
});
