import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  attributeName,
  type PropDef,
  parseAttribute,
  reflects,
  serializeAttribute,
} from '../../src/core/attributes/index.js';

const index: PropDef<number> = { type: 'number', default: 0, integer: true, min: 0 };

describe('attribute parser', () => {
  it('names attributes in kebab case unless given', () => {
    expect(attributeName('headingLevel')).to.equal('heading-level');
    expect(attributeName('x', { type: 'string', default: '', attribute: 'data-x' })).to.equal('data-x');
  });

  it('parses booleans by presence', () => {
    const def: PropDef<boolean> = { type: 'boolean', default: false };
    expect(parseAttribute(def, '').value).to.equal(true);
    expect(parseAttribute(def, 'false').value).to.equal(true);
    expect(parseAttribute(def, null).value).to.equal(false);
  });

  it('parses numbers with range checks and a named fallback', () => {
    expect(parseAttribute(index, '3')).to.deep.equal({ value: 3 });
    expect(parseAttribute(index, ' 2 ')).to.deep.equal({ value: 2 });
    for (const bad of ['abc', '', '-1', '1.5', 'Infinity', '1e400']) {
      const r = parseAttribute(index, bad);
      expect(r.value, bad).to.equal(0);
      expect(r.warning, bad).to.match(/expected a whole number of at least 0/);
    }
    expect(parseAttribute(index, null)).to.deep.equal({ value: 0 });
  });

  it('refuses numbers a timer cannot wait for (2^31 ms and more), which setTimeout would run at once', () => {
    const speed: PropDef<number> = { type: 'number', default: 7000, min: 1000 };
    expect(parseAttribute(speed, String(2 ** 31 - 1))).to.deep.equal({ value: 2 ** 31 - 1 });
    for (const huge of [String(2 ** 31), '1e12']) {
      const r = parseAttribute(speed, huge);
      expect(r.value, huge).to.equal(7000);
      expect(r.warning, huge).to.match(/at most 2147483647/);
    }
  });

  it('checks enumerated strings and parses JSON without throwing', () => {
    const tone: PropDef<string> = { type: 'string', default: 'light', values: ['light', 'dark'] };
    expect(parseAttribute(tone, 'dark').value).to.equal('dark');
    expect(parseAttribute(tone, 'neon').warning).to.contain('expected one of light, dark');
    const json: PropDef<object> = { type: 'json', default: {} };
    expect(parseAttribute(json, '{"a":1}').value).to.deep.equal({ a: 1 });
    expect(parseAttribute(json, '{broken').value).to.deep.equal({});
    expect(parseAttribute(json, '{broken').warning).to.contain('expected JSON');
  });

  it('never reflects JSON or functions', () => {
    expect(reflects({ type: 'json', default: {}, reflect: true })).to.equal(false);
    expect(reflects({ type: 'function', default: () => 0, reflect: true })).to.equal(false);
    expect(reflects({ type: 'number', default: 0, reflect: true })).to.equal(true);
    expect(serializeAttribute({ type: 'boolean', default: false }, false)).to.equal(null);
    expect(serializeAttribute({ type: 'boolean', default: false }, true)).to.equal('');
  });

  it('is total: any string gives a value of the declared type (10,000 runs)', () => {
    const defs: PropDef[] = [
      index,
      { type: 'number', default: 1.5, min: -2, max: 2 },
      { type: 'string', default: 'a', values: ['a', 'b'] },
      { type: 'json', default: null },
      { type: 'boolean', default: false },
    ];
    fc.assert(
      fc.property(fc.constantFrom(...defs), fc.option(fc.string(), { nil: null }), (def, raw) => {
        const { value, warning } = parseAttribute(def, raw);
        if (def.type === 'number') {
          expect(typeof value).to.equal('number');
          if (warning) expect(value).to.equal(def.default);
        }
        if (def.type === 'boolean') expect(value).to.equal(raw !== null);
        if (def.values) expect(def.values).to.include(value);
      }),
      { numRuns: 10000 },
    );
  });

  it('round-trips reflected numbers through serialise and parse', () => {
    fc.assert(
      fc.property(fc.nat(), (n) => {
        expect(parseAttribute(index, serializeAttribute(index, n)).value).to.equal(n);
      }),
    );
  });
});
