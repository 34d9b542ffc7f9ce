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
    const reason = text.split('\n').find((line) => OFFLINE.test(line) && /^npm error/.test(line)) ?? '';
    if (OFFLINE.test(text)) skip = `the npm registry is unreachable and npm's cache lacks a package (${reason})`;
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
// React 19 sets a name the element has as a property: the property names, and an object for JSON.
export const byProperty = <pb-slider noArrows transition="slide" messages={{ next: 'Next slide' }} />;
export { last };

// @ts-expect-error active is a number, not any string
export const wrongActive = <pb-tabs active="wrong" />;
// @ts-expect-error open is a boolean
export const wrongOpen = <pb-toggle open="yes" />;
// @ts-expect-error transition is one of its table's values
export const wrongTransition = <pb-slider transition="zoom" />;
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

// vue and svelte are not installed: these stubs hold the few of their real declarations that
// pb-elements/vue and pb-elements/svelte build on, so that tsc checks those files and their use.
const STUBS = {
  'stubs/vue/index.d.ts': `export interface GlobalComponents {}
export interface HTMLAttributes { id?: string; class?: unknown; style?: unknown; title?: string; onClick?: (event: MouseEvent) => void }
export interface PublicProps { key?: PropertyKey; ref?: unknown }
type UnionToIntersection<U> = (U extends unknown ? (k: U) => void : never) extends (k: infer I) => void ? I : never;
export type EmitFn<Options = Record<string, unknown>, Event extends keyof Options = keyof Options> = {} extends Options
  ? (event: string, ...args: unknown[]) => void
  : UnionToIntersection<{ [K in Event]: Options[K] extends (...args: infer A) => unknown ? (event: K, ...args: A) => void : never }[Event]>;
`,
  'stubs/svelte/elements.d.ts': `export interface HTMLAttributes<T extends EventTarget> {
  id?: string | null;
  class?: string | null;
  onclick?: (event: MouseEvent & { currentTarget: EventTarget & T }) => unknown;
  'on:click'?: (event: MouseEvent & { currentTarget: EventTarget & T }) => unknown;
  [key: \`data-\${string}\`]: any;
}
`,
  'stubs/svelte/svelte-html.d.ts': `import type { HTMLAttributes } from 'svelte/elements';
declare global {
  namespace svelteHTML {
    interface IntrinsicElements {
      div: HTMLAttributes<HTMLDivElement>;
      [name: string & {}]: { [name: string]: any };
    }
  }
}
`,
};
const paths = { vue: ['./stubs/vue/index.d.ts'], 'svelte/elements': ['./stubs/svelte/elements.d.ts'] };

const VUE = `import type { GlobalComponents } from 'vue';
import type {} from 'pb-elements/vue';
import type { PbTabs, TabChangeDetail } from 'pb-elements';

type Instance<Tag extends keyof GlobalComponents> = InstanceType<GlobalComponents[Tag]>;
type Props<Tag extends keyof GlobalComponents> = Instance<Tag>['$props'];

export const tabs: Props<'pb-tabs'> = { active: 1, id: 'product-tabs', class: 'product' };
export const fromHtml: Props<'pb-tabs'> = { active: '2' };
export const toggle: Props<'pb-toggle'> = { open: true, headingLevel: 3, 'heading-level': '4' };
export const accordion: Props<'pb-accordion'> = { id: 'faq' };
export const element: PbTabs = {} as Instance<'pb-tabs'>;
declare const emit: Instance<'pb-tabs'>['$emit'];
declare const change: CustomEvent<TabChangeDetail>;
emit('pb-tab-change', change);

// @ts-expect-error active is a number, not any string
export const wrongActive: Props<'pb-tabs'> = { active: 'wrong' };
// @ts-expect-error open is a boolean
export const wrongOpen: Props<'pb-toggle'> = { open: 'yes' };
// @ts-expect-error pb-tab-change carries a TabChangeDetail
emit('pb-tab-change', new CustomEvent('pb-tab-change', { detail: { index: 'one' } }));
`;

const SVELTE = `import type {} from 'pb-elements/svelte';

type Attributes<Tag extends keyof svelteHTML.IntrinsicElements> = svelteHTML.IntrinsicElements[Tag];

export const tabs: Attributes<'pb-tabs'> = {
  active: 1,
  'data-product': 7,
  id: 'product-tabs',
  class: 'product',
  'onpb-tab-change': (event) => event.detail.index.toFixed(),
  'on:pb-tab-change': (event) => event.detail.trigger,
};
export const fromHtml: Attributes<'pb-tabs'> = { active: '2' };
export const toggle: Attributes<'pb-toggle'> = { open: true, 'heading-level': 3 };

// @ts-expect-error active is a number, not any string
export const wrongActive: Attributes<'pb-tabs'> = { active: 'wrong' };
// @ts-expect-error the detail of pb-tab-change holds a number index
export const wrongDetail: Attributes<'pb-tabs'> = { 'onpb-tab-change': (event) => event.detail.index.toUpperCase() };
`;

test('pb-elements/vue and pb-elements/svelte type-check against stubs of vue and svelte', (t) => {
  if (skip) return t.skip(skip);
  assert.equal(installError, null, installError ?? '');
  for (const [file, text] of Object.entries(STUBS)) write(join(CONSUMER, file), text);
  write(join(CONSUMER, 'vue-check.ts'), VUE);
  write(join(CONSUMER, 'svelte-check.ts'), SVELTE);
  const options = { module: 'ESNext', moduleResolution: 'bundler', paths };
  const out =
    tsc('vue', ['vue-check.ts'], options) +
    tsc('svelte', ['stubs/svelte/svelte-html.d.ts', 'svelte-check.ts'], options);
  assert.ok(out === '', why(out));
});
