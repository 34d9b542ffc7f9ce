import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import type { Device } from '../../../src/core/constants/index.js';
import {
  DEVICES,
  type FieldName,
  fieldName,
  hoverEnabledName,
  hoverName,
  isStateEnabled,
  lastEditedName,
  parseFieldName,
  parseLastEdited,
  parseResponsiveStatus,
  resolveValue,
  responsiveName,
  serializeLastEdited,
  serializeResponsiveStatus,
  stateEnabledName,
  stateName,
  stickyEnabledName,
  stickyName,
} from '../../../src/core/formats/responsive.js';

const EMPTY_NAME = { base: '', device: 'desktop', state: '', kind: 'value' };
const OFF = { enabled: false, device: 'desktop' };
const SUFFIXES = ['_tablet', '_phone', '_last_edited', '__hover', '__hover_enabled', '__sticky', '__sticky_enabled'];

/** Field bases as Divi writes them: snake_case, never ending in a reserved suffix. */
const base = fc.stringMatching(/^[a-z][a-z0-9_]{0,20}$/).filter((b) => !SUFFIXES.some((s) => b.endsWith(s)));
const device = fc.constantFrom<Device>('desktop', 'tablet', 'phone');
const parts: fc.Arbitrary<FieldName> = fc.oneof(
  fc.record({ base, device, state: fc.constant(''), kind: fc.constant('value') }),
  fc.record({ base, device: fc.constant('desktop'), state: fc.constant(''), kind: fc.constant('lastEdited') }),
  fc.record({
    base,
    device: fc.constant('desktop'),
    state: fc.constantFrom('hover', 'sticky'),
    kind: fc.constantFrom('value', 'enabled'),
  }),
) as fc.Arbitrary<FieldName>;

describe('responsive field names', () => {
  it('builds every suffix the spec names', () => {
    expect(responsiveName('font_size', 'desktop')).to.equal('font_size');
    expect(responsiveName('font_size', 'tablet')).to.equal('font_size_tablet');
    expect(responsiveName('font_size', 'phone')).to.equal('font_size_phone');
    expect(lastEditedName('font_size')).to.equal('font_size_last_edited');
    expect(hoverName('color')).to.equal('color__hover');
    expect(hoverEnabledName('color')).to.equal('color__hover_enabled');
    expect(stickyName('color')).to.equal('color__sticky');
    expect(stickyEnabledName('color')).to.equal('color__sticky_enabled');
    expect(stateName('color', 'hover')).to.equal('color__hover');
    expect(stateEnabledName('color', 'sticky')).to.equal('color__sticky_enabled');
  });

  it('splits names back into base, device, state and kind', () => {
    const cases: [string, FieldName][] = [
      ['font_size', { base: 'font_size', device: 'desktop', state: '', kind: 'value' }],
      ['font_size_tablet', { base: 'font_size', device: 'tablet', state: '', kind: 'value' }],
      ['font_size_phone', { base: 'font_size', device: 'phone', state: '', kind: 'value' }],
      ['font_size_last_edited', { base: 'font_size', device: 'desktop', state: '', kind: 'lastEdited' }],
      ['color__hover', { base: 'color', device: 'desktop', state: 'hover', kind: 'value' }],
      ['color__hover_enabled', { base: 'color', device: 'desktop', state: 'hover', kind: 'enabled' }],
      ['color__sticky', { base: 'color', device: 'desktop', state: 'sticky', kind: 'value' }],
      ['color__sticky_enabled', { base: 'color', device: 'desktop', state: 'sticky', kind: 'enabled' }],
      // Only the last suffix counts: Divi never combines them.
      ['a_tablet__hover', { base: 'a_tablet', device: 'desktop', state: 'hover', kind: 'value' }],
      ['phone', { base: 'phone', device: 'desktop', state: '', kind: 'value' }],
    ];
    for (const [name, expected] of cases) expect(parseFieldName(name), name).to.deep.equal(expected);
  });

  it('gives the empty result for non-names and bare suffixes', () => {
    for (const bad of ['', '_tablet', '__hover', '__sticky_enabled', '_last_edited', null, 42, {}, undefined]) {
      expect(parseFieldName(bad), String(bad)).to.deep.equal(EMPTY_NAME);
    }
  });

  describe('properties', function () {
    this.timeout(30_000);

    it('parseFieldName never throws and always names a known device (10,000 runs)', () => {
      fc.assert(
        fc.property(fc.oneof(fc.string(), fc.anything()), (v) => {
          const p = parseFieldName(v);
          expect(DEVICES).to.include(p.device);
          expect(['', 'hover', 'sticky']).to.include(p.state);
          if (typeof v === 'string' && p.base !== '') expect(fieldName(p)).to.equal(v);
        }),
        { numRuns: 10_000 },
      );
    });

    it('parseFieldName(fieldName(p)) deep-equals p (10,000 runs)', () => {
      fc.assert(
        fc.property(parts, (p) => {
          expect(parseFieldName(fieldName(p))).to.deep.equal(p);
        }),
        { numRuns: 10_000 },
      );
    });
  });
});

describe('responsive status', () => {
  it('reads on|device and off|device', () => {
    expect(parseResponsiveStatus('on|tablet')).to.deep.equal({ enabled: true, device: 'tablet' });
    expect(parseResponsiveStatus('on|phone')).to.deep.equal({ enabled: true, device: 'phone' });
    expect(parseResponsiveStatus('off|desktop')).to.deep.equal(OFF);
    expect(parseResponsiveStatus('off|phone')).to.deep.equal({ enabled: false, device: 'phone' });
    expect(parseResponsiveStatus(' ON | Tablet ')).to.deep.equal({ enabled: true, device: 'tablet' });
    expect(parseResponsiveStatus('on')).to.deep.equal({ enabled: true, device: 'desktop' });
    expect(parseLastEdited('on|desktop')).to.deep.equal({ enabled: true, device: 'desktop' });
  });

  it('gives off|desktop for anything malformed', () => {
    for (const bad of ['', 'yes|tablet', 'on|hover', 'on|tablet|x', 'on|', '|tablet', 'tablet', null, 1, true, []]) {
      expect(parseResponsiveStatus(bad), String(bad)).to.deep.equal(OFF);
    }
  });

  it('writes on|device and off|device', () => {
    expect(serializeResponsiveStatus({ enabled: true, device: 'phone' })).to.equal('on|phone');
    expect(serializeLastEdited({ enabled: false, device: 'desktop' })).to.equal('off|desktop');
    expect(serializeResponsiveStatus({ enabled: true, device: 'watch' as Device })).to.equal('on|desktop');
  });

  it('tests state switches on their first pipe part', () => {
    for (const on of ['on|hover', 'on|desktop', 'on', ' on |sticky', 'ON|hover'])
      expect(isStateEnabled(on), on).to.equal(true);
    for (const off of ['off|hover', '', 'onx|hover', 'hover|on', 'yes', null, true]) {
      expect(isStateEnabled(off), String(off)).to.equal(false);
    }
  });

  describe('properties', function () {
    this.timeout(30_000);

    it('never throws and always gives a known device (10,000 runs)', () => {
      fc.assert(
        fc.property(fc.oneof(fc.string(), fc.anything()), (v) => {
          const s = parseResponsiveStatus(v);
          expect(typeof s.enabled).to.equal('boolean');
          expect(DEVICES).to.include(s.device);
          // A status the parser reads as on is one the resolver treats as on.
          if (s.enabled) expect(isStateEnabled(v)).to.equal(true);
        }),
        { numRuns: 10_000 },
      );
    });

    it('round-trips every status (10,000 runs)', () => {
      fc.assert(
        fc.property(fc.record({ enabled: fc.boolean(), device }), (s) => {
          expect(parseResponsiveStatus(serializeResponsiveStatus(s))).to.deep.equal(s);
        }),
        { numRuns: 10_000 },
      );
    });
  });
});

describe('resolveValue', () => {
  const attrs = {
    size: '20px',
    size_tablet: '16px',
    size_phone: '',
    size_last_edited: 'on|phone',
    size__hover: '24px',
    size__hover_enabled: 'on|hover',
    size__sticky: '18px',
    size__sticky_enabled: 'on|desktop',
  };

  it('inherits phone -> tablet -> desktop when responsive editing is on', () => {
    expect(resolveValue(attrs, 'size', { device: 'desktop' })).to.equal('20px');
    expect(resolveValue(attrs, 'size', { device: 'tablet' })).to.equal('16px');
    expect(resolveValue(attrs, 'size', { device: 'phone' })).to.equal('16px');
    expect(resolveValue({ ...attrs, size_phone: '12px' }, 'size', { device: 'phone' })).to.equal('12px');
    expect(resolveValue({ ...attrs, size_tablet: ' ' }, 'size', { device: 'phone' })).to.equal('20px');
    expect(
      resolveValue({ size: '20px', size_phone: '12px', size_last_edited: 'on|phone' }, 'size', { device: 'tablet' }),
    ).to.equal('20px');
  });

  it('ignores device values when responsive editing is off or unset', () => {
    for (const status of ['off|phone', '', undefined, 'onx|phone']) {
      const a = { size: '20px', size_tablet: '16px', size_phone: '12px', size_last_edited: status };
      expect(resolveValue(a, 'size', { device: 'phone' }), String(status)).to.equal('20px');
      expect(resolveValue(a, 'size', { device: 'tablet' }), String(status)).to.equal('20px');
    }
    expect(
      resolveValue({ size: '20px', size_phone: '12px', size_last_edited: 'on' }, 'size', { device: 'phone' }),
    ).to.equal('12px');
  });

  it('uses hover and sticky values only when their switch is on', () => {
    expect(resolveValue(attrs, 'size', { device: 'desktop', hover: true })).to.equal('24px');
    expect(resolveValue(attrs, 'size', { device: 'desktop', sticky: true })).to.equal('18px');
    expect(
      resolveValue({ ...attrs, size__hover_enabled: 'off|hover' }, 'size', { device: 'tablet', hover: true }),
    ).to.equal('16px');
    expect(
      resolveValue({ ...attrs, size__sticky_enabled: undefined }, 'size', { device: 'desktop', sticky: true }),
    ).to.equal('20px');
    expect(resolveValue({ ...attrs, size__hover_enabled: 'on' }, 'size', { device: 'desktop', hover: true })).to.equal(
      '24px',
    );
  });

  it('ranks hover over sticky over device, and falls back when a state value is empty', () => {
    expect(resolveValue(attrs, 'size', { device: 'phone', hover: true, sticky: true })).to.equal('24px');
    expect(
      resolveValue({ ...attrs, size__hover: '' }, 'size', { device: 'phone', hover: true, sticky: true }),
    ).to.equal('18px');
    expect(
      resolveValue({ ...attrs, size__hover: '', size__sticky: null }, 'size', {
        device: 'phone',
        hover: true,
        sticky: true,
      }),
    ).to.equal('16px');
  });

  it('keeps 0 and false as values but gives "" when nothing is set', () => {
    expect(resolveValue({ n: 0 }, 'n', { device: 'phone' })).to.equal(0);
    expect(resolveValue({ n: false }, 'n', { device: 'desktop' })).to.equal(false);
    expect(resolveValue({}, 'n', { device: 'phone' })).to.equal('');
    expect(resolveValue({ toString: 'x' }, 'constructor', { device: 'desktop' })).to.equal('');
  });

  describe('properties', function () {
    this.timeout(30_000);

    it('never throws on any input (10,000 runs)', () => {
      fc.assert(
        fc.property(fc.anything(), fc.oneof(base, fc.anything()), fc.anything(), (a, b, c) => {
          resolveValue(a as Record<string, unknown>, b as string, c as { device: Device });
        }),
        { numRuns: 10_000 },
      );
    });

    it('always returns one of the fields it may read (10,000 runs)', () => {
      const value = fc.option(fc.constantFrom('', ' ', 'a', 'b', 'c'), { nil: undefined });
      fc.assert(
        fc.property(
          fc.record({
            x: value,
            x_tablet: value,
            x_phone: value,
            x_last_edited: fc.constantFrom('on|tablet', 'off|desktop', ''),
            x__hover: value,
            x__hover_enabled: fc.constantFrom('on|hover', 'off|hover'),
          }),
          device,
          fc.boolean(),
          (a, d, hover) => {
            const got = resolveValue(a, 'x', { device: d, hover });
            const responsive = a.x_last_edited.startsWith('on');
            const allowed: unknown[] = [a.x, ''];
            if (hover && a.x__hover_enabled.startsWith('on')) allowed.push(a.x__hover);
            if (responsive && d !== 'desktop') allowed.push(a.x_tablet);
            if (responsive && d === 'phone') allowed.push(a.x_phone);
            expect(allowed).to.include(got);
            if (got !== '') expect((got as string).trim()).to.not.equal('');
          },
        ),
        { numRuns: 10_000 },
      );
    });
  });
});
