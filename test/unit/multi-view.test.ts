/** The hover and responsive swapper's core: reading the multi-view data, and the values of a mode. */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import type { Device } from '../../src/core/constants/index.js';
import { MULTI_VIEW } from '../../src/core/constants/multi-view.js';
import {
  deviceChain,
  deviceContent,
  isEmptySchema,
  isSafeSrcset,
  isSafeUrl,
  type MultiViewSchema,
  modeChain,
  needsSanitizer,
  parseMultiView,
  type ScreenMode,
  touched,
  valuesFor,
} from '../../src/core/multi-view/index.js';

const DEVICES: Device[] = ['desktop', 'tablet', 'phone'];
const MODES = MULTI_VIEW.modes as readonly ScreenMode[];

/** A schema with any subset of modes set in every context, the way the builder leaves out repeated values. */
const byMode = <T>(value: fc.Arbitrary<T>) =>
  fc.record(Object.fromEntries(MODES.map((m) => [m, value])) as Record<ScreenMode, fc.Arbitrary<T>>, {
    requiredKeys: [],
  }) as fc.Arbitrary<Partial<Record<ScreenMode, T>>>;
const name = fc.constantFrom('a', 'b', 'c', 'd');
const map = fc.dictionary(name, fc.string({ maxLength: 3 }), { maxKeys: 4 });
const schemaArb: fc.Arbitrary<MultiViewSchema> = fc.record({
  content: byMode(fc.string({ maxLength: 5 })),
  attrs: byMode(map),
  styles: byMode(map),
  classes: byMode(fc.dictionary(name, fc.constantFrom('add' as const, 'remove' as const), { maxKeys: 4 })),
  visibility: byMode(fc.boolean()),
});

/** The fallback as the spec words it: phone -> tablet -> desktop, and hover over the device. */
function expected<T>(byModeValue: Partial<Record<ScreenMode, T>>, device: Device, hover: boolean): T | undefined {
  const device1 =
    device === 'phone'
      ? (byModeValue.phone ?? byModeValue.tablet ?? byModeValue.desktop)
      : device === 'tablet'
        ? (byModeValue.tablet ?? byModeValue.desktop)
        : byModeValue.desktop;
  return hover ? (byModeValue.hover ?? device1) : device1;
}

describe('multi-view: the values of a mode', function () {
  // Property tests of thousands of runs: CPU-bound, slower while the three engines share the cores.
  this.timeout(30_000);

  it('orders the modes phone -> tablet -> desktop, hover first while hovered', () => {
    expect(deviceChain('phone')).to.deep.equal(['phone', 'tablet', 'desktop']);
    expect(deviceChain('tablet')).to.deep.equal(['tablet', 'desktop']);
    expect(deviceChain('desktop')).to.deep.equal(['desktop']);
    expect(modeChain('tablet', true)).to.deep.equal(['hover', 'tablet', 'desktop']);
  });

  it('content and visibility fall back phone -> tablet -> desktop, hover over the device (any schema)', () => {
    fc.assert(
      fc.property(schemaArb, fc.constantFrom(...DEVICES), fc.boolean(), (schema, device, hover) => {
        const values = valuesFor(schema, device, hover);
        expect(values.content).to.equal(expected(schema.content, device, hover));
        expect(values.visible).to.equal(expected(schema.visibility, device, hover));
      }),
      { numRuns: 2000 },
    );
  });

  it('attrs, styles and classes fall back key by key along the same chain (any schema)', () => {
    fc.assert(
      fc.property(schemaArb, fc.constantFrom(...DEVICES), fc.boolean(), (schema, device, hover) => {
        const values = valuesFor(schema, device, hover);
        for (const context of ['attrs', 'styles', 'classes'] as const) {
          const byKey = schema[context] as Partial<Record<ScreenMode, Record<string, string>>>;
          for (const key of ['a', 'b', 'c', 'd']) {
            const perMode = Object.fromEntries(
              MODES.filter((m) => byKey[m]?.[key] !== undefined).map((m) => [m, byKey[m]?.[key]]),
            ) as Partial<Record<ScreenMode, string>>;
            expect((values[context] as Record<string, string>)[key], `${context}.${key}`).to.equal(
              expected(perMode, device, hover),
            );
          }
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('the target written with content is the desktop content; content.desktop fills an empty one', () => {
    const schema = parseMultiView({ schema: { content: { desktop: '<p>D</p>', phone: '<p>P</p>' } } }).data.schema;
    expect(deviceContent(schema, 'desktop', true)).to.equal(undefined);
    expect(deviceContent(schema, 'tablet', true)).to.equal(undefined);
    expect(deviceContent(schema, 'phone', true)).to.equal('<p>P</p>');
    expect(deviceContent(schema, 'tablet', false)).to.equal('<p>D</p>');
  });

  it('names what a schema touches and whether it needs the sanitiser', () => {
    const { schema } = parseMultiView({
      schema: { attrs: { desktop: { alt: 'A' }, hover: { src: 'b.webp' } }, classes: { phone: { add: 'x y' } } },
    }).data;
    expect(touched(schema)).to.deep.equal({ attrs: ['alt', 'src'], styles: [], classes: ['x', 'y'] });
    expect(needsSanitizer(schema)).to.equal(true);
    const styles = parseMultiView({ schema: { styles: { phone: { color: 'red' } } } }).data.schema;
    expect(needsSanitizer(styles)).to.equal(false);
    expect(isEmptySchema(parseMultiView({ slug: 'x', schema: {} }).data.schema)).to.equal(true);
  });
});

describe('multi-view: reading the data', function () {
  // Property tests of thousands of runs: CPU-bound, slower while the three engines share the cores.
  this.timeout(30_000);

  it("reads the page builder's shape", () => {
    const { data, warnings } = parseMultiView({
      schema: {
        content: { desktop: '<p>A</p>', hover: '<p>B</p>' },
        attrs: { desktop: { src: 'a.jpg', alt: 'A', width: 640 }, tablet: { alt: 'T' } },
        styles: { desktop: { color: 'red', backgroundColor: '#fff' }, phone: { '--gap': '1rem !important' } },
        classes: { desktop: { add: ['is-cold'] }, hover: { add: ['is-hot'], remove: ['is-cold'] } },
        visibility: { desktop: true, phone: false },
      },
      slug: 'et_pb_image',
      target: '.et_pb_image_0 img',
      hover_selector: '.et_pb_image_0',
    });
    expect(warnings).to.deep.equal([]);
    expect(data.slug).to.equal('et_pb_image');
    expect([data.target, data.hoverSelector]).to.deep.equal(['.et_pb_image_0 img', '.et_pb_image_0']);
    expect(data.schema.attrs.desktop).to.deep.equal({ src: 'a.jpg', alt: 'A', width: '640' });
    expect(data.schema.styles.desktop).to.deep.equal({ color: 'red', 'background-color': '#fff' });
    expect(data.schema.styles.phone).to.deep.equal({ '--gap': '1rem !important' });
    expect(data.schema.classes.hover).to.deep.equal({ 'is-hot': 'add', 'is-cold': 'remove' });
    expect(data.schema.visibility).to.deep.equal({ desktop: true, phone: false });
  });

  it('also reads classes by action, a class string, "hidden" / "visible" and a bare schema', () => {
    const { data, warnings } = parseMultiView({
      content: { phone: 'P' },
      classes: { add: { hover: ['is-hot'] }, remove: { hover: 'is-cold is-dim' } },
      visibility: { phone: 'hidden', tablet: 'visible' },
    });
    expect(warnings).to.deep.equal([]);
    expect(data.schema.content).to.deep.equal({ phone: 'P' });
    expect(data.schema.classes.hover).to.deep.equal({ 'is-hot': 'add', 'is-cold': 'remove', 'is-dim': 'remove' });
    expect(data.schema.visibility).to.deep.equal({ phone: false, tablet: true });
  });

  it('ignores unknown contexts and screen modes, each with a warning naming its place (any names)', () => {
    const known = new Set<string>([...MULTI_VIEW.contexts, ...MULTI_VIEW.dataKeys, 'constructor', '__proto__']);
    const unknown = fc
      .string({ minLength: 1, maxLength: 8 })
      .filter((k) => !known.has(k) && !MODES.includes(k as ScreenMode));
    fc.assert(
      fc.property(schemaArb, unknown, unknown, (schema, context, mode) => {
        const clean = parseMultiView({ schema, slug: 's' });
        const raw = { schema: { ...schema, [context]: { desktop: 'x' }, content: { ...schema.content, [mode]: 'y' } } };
        const noisy = parseMultiView({ ...raw, slug: 's' });
        expect(noisy.data).to.deep.equal(clean.data);
        expect(noisy.warnings).to.include(
          `schema.${context}: "${context}" is not a context (${MULTI_VIEW.contexts.join(', ')}); ignored`,
        );
        expect(noisy.warnings).to.include(
          `schema.content.${mode}: "${mode}" is not a screen mode (${MODES.join(', ')}); ignored`,
        );
      }),
      { numRuns: 500 },
    );
  });

  it('never throws, and gives an empty schema with a warning for anything but an object (any JSON)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (raw) => {
        const { data, warnings } = parseMultiView(raw);
        expect(data.schema).to.be.an('object');
        if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
          expect(isEmptySchema(data.schema)).to.equal(true);
          expect(warnings).to.have.length(1);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses handlers, class and style attributes, CSS that breaks out, and values of the wrong kind', () => {
    const { data, warnings } = parseMultiView({
      schema: {
        attrs: {
          desktop: { onerror: 'alert(1)', class: 'x', style: 'color:red', 'bad name': 'v', title: {}, alt: 'ok' },
        },
        styles: { desktop: { color: 'red;background:url(x)', 'not a prop': '1', width: '10px' } },
        visibility: { phone: 'maybe' },
        content: { hover: 7, desktop: ['x'] },
        classes: { hover: { toggle: ['x'] }, nope: {} },
      },
      slug: 3,
    });
    expect(data.schema.attrs.desktop).to.deep.equal({ alt: 'ok' });
    expect(data.schema.styles.desktop).to.deep.equal({ width: '10px' });
    expect(data.schema.visibility).to.deep.equal({});
    expect(data.schema.content).to.deep.equal({ hover: '7' });
    expect(warnings.join('\n')).to.include('schema.attrs.desktop.onerror: event handler attributes are never set');
    expect(warnings.join('\n')).to.include('schema.attrs.desktop.class: use the classes context');
    expect(warnings.join('\n')).to.include('schema.styles.desktop.color: "red;background:url(x)" is not one CSS value');
    expect(warnings.join('\n')).to.include('schema.visibility.phone: expected true, false');
    expect(warnings.join('\n')).to.include('schema.classes.hover.toggle: "toggle" is not add or remove');
    expect(warnings.join('\n')).to.include('slug: expected text, got number');
    expect(warnings).to.have.length(12);
  });
});

describe('multi-view: URLs', () => {
  it('allows relative, http(s), mailto and tel URLs, and no script URL however it is written', () => {
    for (const ok of ['a.jpg', '/img/a.webp', 'https://x.example/a', '//cdn.example/a', 'mailto:a@b.c', '#top', '?p=1'])
      expect(isSafeUrl(ok), ok).to.equal(true);
    for (const bad of ['javascript:alert(1)', ' JaVa\tScRiPt:alert(1)', 'data:text/html,x', 'vbscript:x'])
      expect(isSafeUrl(bad), bad).to.equal(false);
    expect(isSafeSrcset('a.jpg 1x, b.jpg 2x')).to.equal(true);
    expect(isSafeSrcset('a.jpg 1x, javascript:x 2x')).to.equal(false);
  });
});
