// The published typings as a user gets them: the packed tarball installed in an empty consumer
// with react, @types/react and typescript (the versions in our node_modules, served by npm's cache),
// then type-checked with skipLibCheck off, so every shipped .d.ts is checked too. Runs after `npm run build`.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

const built = existsSync('dist/types/elements/all.d.ts');
const TMP = mkdtempSync(join(tmpdir(), 'pb-types-'));
const CONSUMER = join(TMP, 'consumer');
const version = (name) => JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')).version;
// A registry that cannot be reached shows up as one of these in npm's output.
const OFFLINE = /E(NOTFOUND|AI_AGAIN|CONNREFUSED|CONNRESET|TIMEDOUT|NETUNREACH|HOSTUNREACH|NOTCACHED)|network/i;

let skip = built ? false : 'dist/ is missing; run `npm run build` first';
let installError = null;

function run(cmd, args, cwd, timeout) {
  return execFileSync(cmd, args, { cwd, timeout, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

const write = (file, text) => {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
};

before(() => {
  if (skip) return;
  const out = run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', TMP], '.', 60_000);
  const tarball = join(TMP, JSON.parse(out.slice(out.indexOf('[')))[0].filename);
  write(join(CONSUMER, 'package.json'), '{ "name": "consumer", "private": true, "type": "module" }\n');
  const deps = [tarball, ...['react', '@types/react', 'typescript'].map((n) => `${n}@${version(n)}`)];
  try {
    run(
      'npm',
      ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', ...deps],
      CONSUMER,
      240_000,
    );
  } catch (error) {
    const text = `${error.stdout ?? ''}\n${error.stderr ?? ''}\n${error.message}`;
    if (OFFLINE.test(text)) skip = `the npm registry is unreachable and npm's cache lacks a package: ${text.trim()}`;
    else installError = text;
  }
});

after(() => rmSync(TMP, { recursive: true, force: true }));

/** tsc from the consumer's own typescript; returns its diagnostics, '' when the project compiles. */
function tsc(config, files, options = {}) {
  const name = `tsconfig.${config}.json`;
  const compilerOptions = {
    strict: true,
    skipLibCheck: false,
    noEmit: true,
    target: 'ES2022',
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    jsx: 'react-jsx',
    ...options,
  };
  write(join(CONSUMER, name), JSON.stringify({ compilerOptions, files }, null, 2));
  try {
    run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', name], CONSUMER, 120_000);
    return '';
  } catch (error) {
    return `${error.stdout ?? ''}${error.stderr ?? ''}` || error.message;
  }
}

const REACT = `import { createRef } from 'react';
import type {} from 'pb-elements/jsx';
import type { PbTabs, TabChangeDetail } from 'pb-elements';

const tabs = createRef<PbTabs>();
let last: TabChangeDetail | undefined;

export const page = (
  <pb-tabs
    ref={tabs}
    id="product-tabs"
    active={1}
    messages='{"tablistLabel":"Product"}'
    onpb-tab-change={(event) => {
      last = event.detail;
      const index: number = event.detail.index;
      return index;
    }}
  >
    <pb-tab label="Description">Text</pb-tab>
    <pb-accordion>
      <pb-toggle heading="Question" heading-level={3} open onpb-toggle-change={(event) => event.detail.open} />
    </pb-accordion>
  </pb-tabs>
);
export const fromHtml = <pb-tabs active="2" className="product" />;
export const consent = <pb-consent-panel focus-on-open onpb-consent-panel-toggle={(event) => event.detail.open} />;
export const found: PbTabs | null = document.querySelector('pb-tabs');
export { last };

// @ts-expect-error active is a number, not any string
export const wrongActive = <pb-tabs active="wrong" />;
// @ts-expect-error open is a boolean
export const wrongOpen = <pb-toggle open="yes" />;
// @ts-expect-error the detail of pb-tab-change holds a number index
export const wrongDetail = <pb-tabs onpb-tab-change={(event) => event.detail.index.toUpperCase()} />;
export const wrongHandler = (
  // @ts-expect-error a handler expecting another detail type is rejected
  <pb-tabs onpb-tab-change={(event: CustomEvent<{ index: string }>) => event.detail.index} />
);
// @ts-expect-error unknown tags stay unknown
export const unknown = <pb-nope />;
`;

const why = (out) => `tsc reported:\n${out}`;

test('the packed package installs in an empty consumer', (t) => {
  if (skip) return t.skip(skip);
  assert.equal(installError, null, installError ?? '');
  for (const file of ['types/jsx.d.ts', 'types/vue.d.ts', 'types/svelte.d.ts', 'dist/types/elements/all.d.ts']) {
    assert.ok(existsSync(join(CONSUMER, 'node_modules/pb-elements', file)), `the tarball ships ${file}`);
  }
});

for (const [config, options] of [
  ['bundler', { module: 'ESNext', moduleResolution: 'bundler' }],
  ['node16', { module: 'node16', moduleResolution: 'node16' }],
]) {
  test(`pb-elements/jsx type-checks with skipLibCheck off, moduleResolution ${config}`, (t) => {
    if (skip) return t.skip(skip);
    assert.equal(installError, null, installError ?? '');
    write(join(CONSUMER, 'react.tsx'), REACT);
    // No vue or svelte is installed here: importing only pb-elements/jsx must not need them.
    const out = tsc(`react-${config}`, ['react.tsx'], options);
    assert.ok(out === '', why(out));
  });
}
