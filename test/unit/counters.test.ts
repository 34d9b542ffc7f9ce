/** The counters' pure core: the curve of a run, and numbers written and read in the page's language. */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { countAt, easeOut, formatter, parseCount, parseValue } from '../../src/core/counters/index.js';

const LOCALES = ['en', 'de', 'fr', 'de-CH', 'hi-IN', 'nl'];

const target = fc.oneof(
  fc.integer({ min: -1e9, max: 1e9 }),
  fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true }),
);
/** Moments of a run, some past its end, in order. */
const moments = fc
  .array(fc.double({ min: -0.1, max: 1.2, noNaN: true }), { minLength: 2 })
  .map((a) => a.sort((x, y) => x - y));

describe('core/counters', () => {
  it('the curve rises from 0 to exactly 1, never back', () => {
    expect([easeOut(0), easeOut(1), easeOut(-1), easeOut(2)]).to.deep.equal([0, 1, 0, 1]);
    fc.assert(
      fc.property(moments, (ps) => {
        for (let i = 1; i < ps.length; i++)
          expect(easeOut(ps[i] as number)).to.be.at.least(easeOut(ps[i - 1] as number));
      }),
    );
  });

  it('the value shown is monotonic towards the target, starts at 0 and ends exactly at it', () => {
    fc.assert(
      fc.property(target, moments, (t, ps) => {
        const shown = ps.map((p) => countAt(t, p));
        const sign = Math.sign(t);
        for (let i = 1; i < shown.length; i++)
          expect(((shown[i] as number) - (shown[i - 1] as number)) * sign).to.be.at.least(0);
        for (const v of shown) expect(Math.abs(v)).to.be.at.most(Math.abs(t));
        expect(countAt(t, 0) + 0).to.equal(0);
        expect(countAt(t, 1)).to.equal(t);
        expect(countAt(t, 1.5)).to.equal(t);
      }),
    );
  });

  it('the formatted frames are monotonic too, and the last one is the final value as written', () => {
    fc.assert(
      fc.property(
        target,
        moments,
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom(...LOCALES),
        (t, ps, digits, locale) => {
          const format = formatter({ locale, digits, prefix: '', suffix: '' });
          const read = (p: number) => parseCount(format(countAt(t, p)), locale)?.value as number;
          const frames = [...ps, 1].map(read);
          for (let i = 1; i < frames.length; i++)
            expect(((frames[i] as number) - (frames[i - 1] as number)) * Math.sign(t)).to.be.at.least(0);
          expect(format(countAt(t, 1))).to.equal(format(t));
        },
      ),
    );
  });

  it('formats with the prefix, the suffix and exactly the decimals asked, in the page language', () => {
    expect(formatter({ locale: 'en', digits: 0, prefix: '', suffix: '+' })(12400)).to.equal('12,400+');
    expect(formatter({ locale: 'de', digits: 0, prefix: '', suffix: '' })(12400)).to.equal('12.400');
    expect(formatter({ locale: 'en', digits: 2, prefix: '€', suffix: '' })(4.5)).to.equal('€4.50');
    expect(formatter({ locale: 'fr', digits: 1, prefix: '', suffix: ' %' })(72.25)).to.match(/^72,3 %$/);
    expect(formatter({ locale: 'en', digits: 0, prefix: '', suffix: '' })(-0.2), 'never "-0"').to.equal('0');
    // An unusable language tag falls back to the browser's language rather than throwing.
    expect(formatter({ locale: 'not a tag!', digits: 0, prefix: '', suffix: '' })(5)).to.equal('5');
    fc.assert(
      fc.property(
        fc.double({ min: -1e7, max: 1e7, noNaN: true }),
        fc.integer({ min: 0, max: 4 }),
        fc.string({ maxLength: 3 }).filter((s) => !/[\d.,\s-]/.test(s)),
        fc.string({ maxLength: 3 }).filter((s) => !/[\d.,\s-]/.test(s)),
        fc.constantFrom(...LOCALES),
        (n, digits, prefix, suffix, locale) => {
          const text = formatter({ locale, digits, prefix, suffix })(n);
          expect(text.startsWith(prefix) && text.endsWith(suffix), text).to.equal(true);
          const read = parseCount(text, locale, prefix, suffix);
          expect(read?.digits, text).to.equal(digits);
          const rounded = Number(n.toFixed(digits));
          expect(Math.abs((read?.value as number) - rounded), text).to.be.at.most(10 ** -digits);
        },
      ),
    );
  });

  it('reads the first number of a text as its language writes it, with the decimals it has', () => {
    expect(parseCount('12,400+', 'en', '', '+')).to.deep.equal({ value: 12400, digits: 0 });
    expect(parseCount('12.400', 'de')).to.deep.equal({ value: 12400, digits: 0 });
    expect(parseCount('4,5 %', 'fr', '', ' %')).to.deep.equal({ value: 4.5, digits: 1 });
    expect(parseCount('\n  €1,234.50\n', 'en', '€')).to.deep.equal({ value: 1234.5, digits: 2 });
    expect(parseCount('−40 °C', 'en')).to.deep.equal({ value: -40, digits: 0 });
    expect(parseCount('twelve', 'en')).to.equal(undefined);
    expect(parseCount('', undefined)).to.equal(undefined);
  });

  it('reads a value attribute as a plain number, or not at all', () => {
    expect(parseValue('12400')).to.deep.equal({ value: 12400, digits: 0 });
    expect(parseValue(' 4.50 ')).to.deep.equal({ value: 4.5, digits: 2 });
    expect(parseValue('-3')).to.deep.equal({ value: -3, digits: 0 });
    expect(parseValue('5000000000')).to.deep.equal({ value: 5e9, digits: 0 });
    for (const bad of ['', 'abc', '12,400', '1e999', 'NaN', 'Infinity', '0x10', '0b11', '4.5.6', '1,5'])
      expect(parseValue(bad), bad).to.equal(undefined);
  });
});
