import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { MOTION_VALUES, STICKY_LIMITS, UNITS } from '../../../src/core/constants/values.js';
import {
  clampBlur,
  clampOpacity,
  formatMotionValue,
  type MotionValueKind,
  sanitizeMotionLength,
  sanitizeMotionValue,
} from '../../../src/core/formats/motion-values.js';
import {
  isPresent,
  isStickyLimit,
  parseInteger,
  parseNumberUnit,
  parseStickyLimit,
  sanitizeOffset,
  sanitizeRange,
  sanitizeUnit,
} from '../../../src/core/formats/sanitize.js';

const RUNS = { numRuns: 10_000 };
const KINDS: MotionValueKind[] = ['opacity', 'blur', 'scale', 'rotate', 'skew', 'translate', 'length'];

/** Inputs shaped like what the builder stores: sign, number, unit, important marker. */
const cssLike = fc
  .tuple(
    fc.constantFrom('', ' ', '+', '-', 'a'),
    fc.oneof(
      fc.double().map(String),
      fc.integer().map(String),
      fc.stringMatching(/^\d{0,4}\.?\d{0,4}(e[+-]?\d{1,3})?$/),
    ),
    fc.constantFrom('', ' ', ...UNITS.css, 'PX', 'Em', ' vw', 'x', 'foo', 'px px', '!important'),
    fc.constantFrom('', '!important', ' !important', ' ! IMPORTANT ', '!important!important'),
  )
  .map((parts) => parts.join(''));
const anyInput = fc.oneof(fc.anything(), fc.string(), cssLike, fc.double());

describe('sanitizeUnit', () => {
  it('keeps accepted units and normalises case, spaces and the number', () => {
    for (const unit of UNITS.css) expect(sanitizeUnit(`12${unit}`), unit).to.equal(`12${unit}`);
    expect(sanitizeUnit('10PX')).to.equal('10px');
    expect(sanitizeUnit(' 1.50 em ')).to.equal('1.5em');
    expect(sanitizeUnit('.5rem')).to.equal('0.5rem');
    expect(sanitizeUnit('+3vmax')).to.equal('3vmax');
    expect(sanitizeUnit('-0px')).to.equal('0px');
    expect(sanitizeUnit('1e3ms')).to.equal('1000ms');
    expect(sanitizeUnit('2ex')).to.equal('2ex');
    expect(sanitizeUnit(14)).to.equal('14px');
  });

  it('keeps a trailing important marker as " !important"', () => {
    expect(sanitizeUnit('10px !important')).to.equal('10px !important');
    expect(sanitizeUnit('10px!important')).to.equal('10px !important');
    expect(sanitizeUnit('10 ! IMPORTANT  ')).to.equal('10px !important');
    expect(sanitizeUnit('10!important', { defaultUnit: false })).to.equal('10 !important');
    expect(sanitizeUnit('!important')).to.equal('');
  });

  it('gives an empty result for missing or non-numeric values', () => {
    for (const bad of ['', '   ', 'px', 'abc', 'auto', 'calc(1px + 2em)', 'Infinity', 'NaN', '1e400px', '--1px']) {
      expect(sanitizeUnit(bad), bad).to.equal('');
    }
    for (const bad of [undefined, null, false, true, Number.NaN, Number.POSITIVE_INFINITY, {}, [], ['10px']]) {
      expect(sanitizeUnit(bad), String(bad)).to.equal('');
    }
  });

  it('defaults a missing unit to px, to the requested unit, or to none', () => {
    expect(sanitizeUnit('10')).to.equal('10px');
    expect(sanitizeUnit('10', { defaultUnit: 'em' })).to.equal('10em');
    expect(sanitizeUnit('10', { defaultUnit: false })).to.equal('10');
    expect(sanitizeUnit('10%', { defaultUnit: false })).to.equal('10%');
    expect(sanitizeUnit('10', { defaultUnit: 'furlong' })).to.equal('10px');
  });

  it('treats an unknown unit like a missing one', () => {
    expect(sanitizeUnit('10x')).to.equal('10px');
    expect(sanitizeUnit('10foo', { defaultUnit: 'rem' })).to.equal('10rem');
    expect(sanitizeUnit('10foo', { defaultUnit: false })).to.equal('10');
    expect(sanitizeUnit('10 px px')).to.equal('10px');
  });
});

describe('sanitizeRange', () => {
  it('defaults to px, and to em for line heights of 3 or less', () => {
    expect(sanitizeRange('12')).to.equal('12px');
    expect(sanitizeRange('2', 'font_size')).to.equal('2px');
    expect(sanitizeRange('1.5', 'line_height')).to.equal('1.5em');
    expect(sanitizeRange('3', 'body_line_height')).to.equal('3em');
    expect(sanitizeRange('3.01', 'line_height')).to.equal('3.01px');
    expect(sanitizeRange('2', 'header_line_height_tablet')).to.equal('2em');
    expect(sanitizeRange('2', 'line_height__hover')).to.equal('2em');
    expect(sanitizeRange('2', 'line_height_last_edited')).to.equal('2px');
    expect(sanitizeRange('2', 'line_heights')).to.equal('2px');
  });

  it('keeps a given unit, even on line heights', () => {
    expect(sanitizeRange('2px', 'line_height')).to.equal('2px');
    expect(sanitizeRange('40%')).to.equal('40%');
    expect(sanitizeRange('2 !important', 'line_height')).to.equal('2em !important');
  });

  it('gives an empty result for non-numeric values', () => {
    for (const bad of ['', 'normal', 'em', undefined, null, {}]) expect(sanitizeRange(bad, 'line_height')).to.equal('');
  });
});

describe('parseInteger', () => {
  it('strips non-numeric characters and truncates', () => {
    const table: [unknown, number][] = [
      ['12.7px', 12],
      ['-3a', -3],
      ['-12.9', -12],
      ['abc12def34', 1234],
      ['a-3', -3],
      ['3-4', 3],
      ['--3', -3],
      ['.5', 0],
      ['-.5', 0],
      ['1e3', 13],
      ['007', 7],
      [12.7, 12],
      [-3.9, -3],
      [-0.2, 0],
    ];
    for (const [input, out] of table) expect(Object.is(parseInteger(input), out), String(input)).to.equal(true);
  });

  it('gives NaN when nothing numeric is left', () => {
    for (const bad of ['', 'abc', '-', '.', '-.', undefined, null, true, {}, Number.NaN, Number.NEGATIVE_INFINITY]) {
      expect(parseInteger(bad), String(bad)).to.be.NaN;
    }
    expect(parseInteger('9'.repeat(400))).to.be.NaN;
  });
});

describe('sanitizeOffset', () => {
  it('accepts px, %, vw and vh; a bare number is px', () => {
    expect(sanitizeOffset('10')).to.equal('10px');
    expect(sanitizeOffset(10)).to.equal('10px');
    expect(sanitizeOffset('10PX')).to.equal('10px');
    expect(sanitizeOffset('-5%')).to.equal('-5%');
    expect(sanitizeOffset('20vw')).to.equal('20vw');
    expect(sanitizeOffset(' 30 vh ')).to.equal('30vh');
  });

  it('ignores none, auto, other units and non-numeric values', () => {
    for (const bad of ['none', 'auto', ' AUTO ', '10em', '10rem', '10px !important', 'abc', '', null, {}]) {
      expect(sanitizeOffset(bad), String(bad)).to.equal('');
    }
  });
});

describe('motion values', () => {
  it('sanitises lengths: listed units else px, negatives to 0, 2 decimals', () => {
    for (const unit of UNITS.motionLength) expect(sanitizeMotionLength(`4${unit}`)).to.equal(`4${unit}`);
    expect(sanitizeMotionLength('4%')).to.equal('4px');
    expect(sanitizeMotionLength('4vh')).to.equal('4px');
    expect(sanitizeMotionLength('4')).to.equal('4px');
    expect(sanitizeMotionLength('-4em')).to.equal('0em');
    expect(sanitizeMotionLength(1.23456)).to.equal('1.23px');
    expect(sanitizeMotionLength('1.235px')).to.equal('1.24px');
    expect(sanitizeMotionLength('-0.001')).to.equal('0px');
    expect(sanitizeMotionLength('none')).to.equal('');
    expect(sanitizeMotionLength(undefined)).to.equal('');
  });

  it('clamps each kind to its limits', () => {
    const table: [MotionValueKind, unknown, number][] = [
      ['opacity', 120, 100],
      ['opacity', '-1%', 0],
      ['opacity', '55.5', 55.5],
      ['blur', 101, 100],
      ['blur', -3, 0],
      ['scale', -10, 0],
      ['scale', 500, 500],
      ['rotate', '400deg', 359],
      ['rotate', -360, -359],
      ['rotate', 359, 359],
      ['skew', 181, 180],
      ['skew', -200, -180],
      ['skew', 45, 45],
      ['translate', -5000, -5000],
      ['translate', '12.5px', 12.5],
      ['length', '-3', 0],
      ['length', '3.14159em', 3.14],
    ];
    for (const [kind, input, out] of table) expect(sanitizeMotionValue(kind, input), `${kind} ${input}`).to.equal(out);
    expect(clampOpacity(150)).to.equal(100);
    expect(clampBlur('-5')).to.equal(0);
    expect(sanitizeMotionValue('rotate', 'abc')).to.be.NaN;
    expect(sanitizeMotionValue('units' as MotionValueKind, 5)).to.be.NaN;
    expect(sanitizeMotionValue('inputStep' as MotionValueKind, 5)).to.be.NaN;
  });

  it('writes translate in px and scale in %', () => {
    expect(formatMotionValue('translate', '-20')).to.equal('-20px');
    expect(formatMotionValue('scale', 150)).to.equal('150%');
    expect(formatMotionValue('opacity', 150)).to.equal('100%');
    expect(formatMotionValue('rotate', 90)).to.equal('90deg');
    expect(formatMotionValue('length', '2.5em')).to.equal('2.5em');
    expect(formatMotionValue('skew', 'x')).to.equal('');
  });

  it('keeps the input limits from the spec', () => {
    expect(MOTION_VALUES.inputStep).to.deep.equal({ default: 1, translate: 0.5 });
    expect(MOTION_VALUES.inputSpeed).to.deep.equal({ default: 0.5, translate: 10 });
    expect(MOTION_VALUES.units.translate).to.equal('px');
    expect(MOTION_VALUES.units.scale).to.equal('%');
  });
});

describe('isPresent and sticky limits', () => {
  it('counts a value as present unless empty, undefined, null, false or NaN', () => {
    for (const absent of ['', undefined, null, false, Number.NaN])
      expect(isPresent(absent), String(absent)).to.equal(false);
    for (const present of [0, '0', ' ', true, 'off', [], {}, Number.POSITIVE_INFINITY]) {
      expect(isPresent(present), String(present)).to.equal(true);
    }
  });

  it('accepts body, section, row or column only', () => {
    for (const limit of STICKY_LIMITS.values) {
      expect(isStickyLimit(limit)).to.equal(true);
      expect(parseStickyLimit(limit)).to.equal(limit);
    }
    expect(parseStickyLimit(' Section ')).to.equal('section');
    expect(isStickyLimit(' Section ')).to.equal(false);
    for (const bad of ['none', 'module', 'rows', '', 1, null, undefined]) expect(parseStickyLimit(bad)).to.equal('');
  });

  it('splits numbers from units', () => {
    expect(parseNumberUnit(' 1.5EM ')).to.deep.equal({ value: 1.5, unit: 'em' });
    expect(parseNumberUnit('1e-3')).to.deep.equal({ value: 0.001, unit: '' });
    expect(parseNumberUnit('e3')).to.equal(undefined);
  });
});

describe('sanitiser properties', function () {
  this.timeout(60_000);

  const sanitisers: [string, (v: unknown) => unknown][] = [
    ['sanitizeUnit', (v) => sanitizeUnit(v)],
    ['sanitizeUnit em', (v) => sanitizeUnit(v, { defaultUnit: 'em' })],
    ['sanitizeUnit no default', (v) => sanitizeUnit(v, { defaultUnit: false })],
    ['sanitizeRange', (v) => sanitizeRange(v)],
    ['sanitizeRange line_height', (v) => sanitizeRange(v, 'line_height_phone')],
    ['parseInteger', parseInteger],
    ['sanitizeOffset', sanitizeOffset],
    ['sanitizeMotionLength', sanitizeMotionLength],
    ['parseStickyLimit', parseStickyLimit],
    ...KINDS.map((kind): [string, (v: unknown) => unknown] => [kind, (v) => sanitizeMotionValue(kind, v)]),
    ...KINDS.map((kind): [string, (v: unknown) => unknown] => [`format ${kind}`, (v) => formatMotionValue(kind, v)]),
  ];

  for (const [name, sanitise] of sanitisers) {
    it(`${name} never throws and is idempotent (10,000 runs)`, () => {
      fc.assert(
        fc.property(anyInput, (v) => {
          const once = sanitise(v);
          expect(Object.is(sanitise(once), once), `${String(once)} from ${fc.stringify(v)}`).to.equal(true);
        }),
        RUNS,
      );
    });
  }

  it('results stay inside the limits (10,000 runs)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...KINDS), anyInput, (kind, v) => {
        const n = sanitizeMotionValue(kind, v);
        if (Number.isNaN(n)) return;
        const { min, max } = MOTION_VALUES[kind];
        expect(n).to.be.within(min, max);
      }),
      RUNS,
    );
  });

  it('any number with an accepted unit keeps that unit (10,000 runs)', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(...UNITS.css), (n, unit) => {
        expect(sanitizeUnit(`${n}${unit}`)).to.equal(`${n + 0}${unit}`);
      }),
      RUNS,
    );
  });

  it('parseInteger gives NaN or an integer; isPresent never throws (10,000 runs)', () => {
    fc.assert(
      fc.property(anyInput, (v) => {
        const n = parseInteger(v);
        expect(Number.isNaN(n) || Number.isInteger(n)).to.equal(true);
        expect(isPresent(v)).to.be.a('boolean');
      }),
      RUNS,
    );
  });
});
