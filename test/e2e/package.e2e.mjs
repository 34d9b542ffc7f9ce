// The built package: every export resolves to a file, pb.js loads no React, and
// each registration file has its own chunk. Runs after `npm run build` (npm test builds first).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { staticClosure, staticImports } from '../../scripts/chunks.mjs';

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

test('a built file per registration file, and sideEffects limited to registration files', { skip }, () => {
  for (const tag of tags) assert.ok(existsSync(`dist/elements/${tag}.js`), tag);
  for (const pattern of pkg.sideEffects) assert.match(pattern, /^\.\/dist\/(pb|consent|all|elements\/\*)\.js$/);
});

test('the autoloader loads, for every tag in the manifest, the file that registers it', { skip }, () => {
  const loaders = Object.fromEntries(
    [
      ...readFileSync('elements/loaders.ts', 'utf8').matchAll(
        /'(pb-[a-z0-9-]+)': \(\) => import\('\.\/(pb-[a-z0-9-]+)\.js'\)/g,
      ),
    ].map(([, tag, file]) => [tag, file]),
  );
  const declared = JSON.parse(readFileSync('custom-elements.json', 'utf8')).modules.flatMap((m) =>
    (m.declarations ?? []).filter((d) => d.tagName).map((d) => [d.tagName, m.path]),
  );
  assert.ok(declared.length > 20, 'the manifest lists the elements');
  assert.deepEqual(Object.keys(loaders).sort(), declared.map(([tag]) => tag).sort());
  for (const [tag, path] of declared) {
    assert.equal(`elements/${loaders[tag]}.ts`, path, `${tag} loads the file that declares it`);
    assert.ok(existsSync(`dist/elements/${loaders[tag]}.js`), `${tag}: dist/elements/${loaders[tag]}.js`);
  }
  // The slider family registers together: one file for the slider, its slides and the carousel.
  assert.equal(loaders['pb-slide'], 'pb-slider');
  assert.equal(loaders['pb-carousel'], 'pb-slider');
});

test('pb.js statically imports no React; React lives in one shared chunk', { skip }, () => {
  const seen = staticClosure('dist/pb.js');
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

test("DOMPurify is in no element's first load: the contact form and the consent manager import it for an answer", {
  skip,
}, () => {
  for (const file of readdirSync('dist/elements').filter((f) => f.endsWith('.js'))) {
    // DOMPurify's own code, in whichever file it lands: its configuration keys survive minification.
    const purify = [...staticClosure(`dist/elements/${file}`)].filter((f) =>
      readFileSync(f, 'utf8').includes('ALLOWED_URI_REGEXP'),
    );
    assert.deepEqual(purify, [], `${file} loads the sanitiser up front`);
  }
  for (const tag of ['pb-contact-form', 'pb-manage-consent']) {
    const code = [...staticClosure(`dist/elements/${tag}.js`)].map((f) => readFileSync(f, 'utf8')).join('\n');
    assert.match(code, /import\("[./]*(chunks\/)?purify[^"]*"\)/, `${tag} imports the sanitiser on demand`);
  }
});

test("the request client is not in the contact form's first load: it is imported when the visitor moves in or submits", {
  skip,
}, () => {
  // The client's Accept header survives minification.
  const client = (f) => readFileSync(f, 'utf8').includes('text/html;q=0.9');
  const first = [...staticClosure('dist/elements/pb-contact-form.js')];
  assert.deepEqual(first.filter(client), [], 'pb-contact-form.js loads the request client up front');
  const code = first.map((f) => readFileSync(f, 'utf8')).join('\n');
  const lazy = [...code.matchAll(/import\("([./]*(?:chunks\/)?[^"]+)"\)/g)].map((m) => m[1]);
  assert.ok(
    lazy.some((spec) => client(`dist/chunks/${spec.replace(/^.*\//, '')}`)),
    `pb-contact-form.js imports the request client on demand: ${lazy}`,
  );
});

test('the counters load no React, and one file registers both', { skip }, () => {
  const seen = [...staticClosure('dist/elements/pb-counter.js')];
  assert.ok(!seen.some((f) => /shared-/.test(f)), `pb-counter.js imports ${seen.join(', ')}`);
  // The circle runs on the number counter's engine: a page with either or both loads this one file.
  assert.ok(!existsSync('dist/elements/pb-circle-counter.js'), 'no second counter file');
  assert.match(
    readFileSync('dist/pb.js', 'utf8'),
    /"pb-circle-counter":\(\)=>import\("\.\/elements\/pb-counter\.js"\)/,
  );
});

test('pb.js imports nothing statically, so blocking="render" waits for one file, and it carries the pre-upgrade rules', {
  skip,
}, () => {
  const text = readFileSync('dist/pb.js', 'utf8');
  assert.deepEqual(staticImports('dist/pb.js'), []);
  const css = readFileSync('dist/pb.css', 'utf8')
    .replace(/^\/\*[^*]*\*\/\n/, '')
    .trim();
  assert.ok(css.includes('pb-toggle:not(:defined)'), 'pb.css lists the toggle');
  for (const rule of css
    .split('}')
    .filter((r) => r.includes(':not(:defined)'))
    .slice(0, 3))
    assert.ok(text.includes(rule), `pb.js holds ${rule}`);
});
const builtFiles = () => [
  ...['pb.js', 'consent.js', 'all.js', 'formats.js'].map((f) => `dist/${f}`),
  ...readdirSync('dist/elements')
    .filter((f) => f.endsWith('.js'))
    .map((f) => `dist/elements/${f}`),
  ...readdirSync('dist/chunks')
    .filter((f) => f.endsWith('.js'))
    .map((f) => `dist/chunks/${f}`),
];

test('consent.js is one file; the consent state exists once, and only consent.js and its chunks hold it', {
  skip,
}, () => {
  const consent = readFileSync('dist/consent.js', 'utf8');
  assert.deepEqual(staticImports('dist/consent.js'), [], 'consent.js imports nothing statically');
  const onDemand = [...consent.matchAll(/import\("\.\/([^"]+)"\)/g)].map((m) => `dist/${m[1]}`);
  assert.ok(onDemand.length > 0 && onDemand.every(existsSync), `consent.js loads its actions on demand: ${onDemand}`);
  /** source module -> the built files that carry it (from the source maps). */
  const carriers = new Map();
  for (const file of builtFiles()) {
    const text = readFileSync(file, 'utf8');
    if (!['dist/consent.js', ...onDemand].includes(file)) {
      assert.doesNotMatch(text, /(?:from|import)\s*["'][^"']*\/consent\.js["']/, `${file} imports consent.js`);
      if (file !== 'dist/pb.js')
        assert.doesNotMatch(text, /import\(["'][^"']*\/consent\.js["']\)/, `${file} loads consent.js`);
    }
    for (const source of JSON.parse(readFileSync(`${file}.map`, 'utf8')).sources) {
      const id = /(?:^|\/)((?:src|elements)\/.*)$/.exec(source)?.[1];
      if (id && !source.includes('node_modules')) carriers.set(id, [...(carriers.get(id) ?? []), file]);
    }
  }
  assert.match(readFileSync('dist/pb.js', 'utf8'), /import\("\.\/consent\.js"\)/, 'pb.js loads consent.js');
  // Modules with consent state, or whose state must be one per page, are never copied.
  for (const m of ['manager', 'blocker', 'store'])
    assert.deepEqual(carriers.get(`src/core/consent/${m}.ts`), ['dist/consent.js'], m);
  assert.deepEqual(carriers.get('src/core/consent/on-demand/actions.ts'), onDemand.slice(0, 1));
  assert.equal(carriers.get('src/core/frame/index.ts')?.length, 1, 'one frame scheduler');
  // The only copies: consent.js's own copy of the small shared modules (state on globalThis or none), the
  // elements' copy of the stateless script activation and cookie reader, and pb.js's own copy of the consent
  // constants. constants/bus.ts holds the bus's listener limit (CCH §9), a number the bus copy needs too;
  // constants/request.ts the request time limit, the page config's default.
  // The registration hold is in pb.js (which holds) and in the elements' core chunk (which waits); its state is
  // on globalThis. formats.js, which runs without a DOM, holds its own copy of the stateless responsive resolver
  // rather than load the element base with the core chunk.
  assert.equal(carriers.get('src/core/formats/responsive.ts')?.length, 2);
  assert.ok(carriers.get('src/core/formats/responsive.ts').includes('dist/formats.js'));
  const COPIED =
    /^src\/core\/((bus|log|config|text)\/index|constants\/(index|consent|bus|request)|consent\/(api|topic|types|activate)|cookies\/read)\.ts$/;
  const hold = carriers.get('src/core/autoload/hold.ts') ?? [];
  assert.equal(hold.length, 2, `the hold: ${hold}`);
  assert.ok(hold.includes('dist/pb.js'), `the hold: ${hold}`);
  for (const [id, files] of carriers)
    if (files.length > 1 && !['src/core/autoload/hold.ts', 'src/core/formats/responsive.ts'].includes(id)) {
      assert.match(id, COPIED, `${id} is in ${files.join(', ')}`);
      const others = files.filter((f) => f !== 'dist/pb.js' || id !== 'src/core/constants/consent.ts');
      assert.equal(others.length, 2, `${id}: ${files}`);
      assert.ok(files.includes('dist/consent.js'), `${id}: ${files}`);
    }
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
