/** The counters' pure core: the curve of a run, and numbers written in the page's language. */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { countAt, formatter } from '../../src/core/counters/index.js';

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
  it('the value shown is monotonic towards the target, starts at 0 and ends exactly at it', () => {
    fc.assert(
      fc.property(target, moments, (t, ps) => {
        const shown = ps.map((p) => countAt(t, p));
        const sign = Math.sign(t);
        for (let i = 1; i < shown.length; i++)
          expect(((shown[i] as number) - (shown[i - 1] as number)) * sign).to.be.at.least(0);
        for (const v of shown) expect(Math.abs(v)).to.be.at.most(Math.abs(t));
        expect(countAt(t, 0) + 0).to.equal(0);
        expect(countAt(t, -0.5) + 0, 'before the start (a clock set back)').to.equal(0);
        expect(countAt(t, 1)).to.equal(t);
        expect(countAt(t, 1.5)).to.equal(t);
      }),
    );
  });

  it('fast at first, settling on the value (an ease-out)', () => {
    expect(countAt(100, 0.5)).to.be.above(80);
    expect(countAt(100, 0.9)).to.be.above(99);
  });

  it('the rounded frames are monotonic too, and the last one is the final value as written', () => {
    fc.assert(
      fc.property(
        target,
        moments,
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom(...LOCALES),
        (t, ps, digits, locale) => {
          const rounded = [...ps, 1].map((p) => +countAt(t, p).toFixed(digits));
          for (let i = 1; i < rounded.length; i++)
            expect(((rounded[i] as number) - (rounded[i - 1] as number)) * Math.sign(t)).to.be.at.least(0);
          const format = formatter(locale, digits);
          expect(format(countAt(t, 1))).to.equal(format(t));
        },
      ),
    );
  });

  it('formats with the prefix, the suffix and exactly the decimals asked, in the page language', () => {
    expect(formatter('en', 0, '', '+')(12400)).to.equal('12,400+');
    expect(formatter('de', 0)(12400)).to.equal('12.400');
    expect(formatter('en', 2, '€')(4.5)).to.equal('€4.50');
    expect(formatter('fr', 1, '', ' %')(72.25)).to.match(/^72,3 %$/);
    expect(formatter('en', 0)(-0.2), 'never "-0"').to.equal('0');
    // An unusable or empty language tag falls back to the browser's language rather than throwing.
    for (const bad of ['not a tag!', '', 'en_US']) expect(formatter(bad, 0)(5), bad).to.equal('5');
    fc.assert(
      fc.property(
        fc.double({ min: -1e7, max: 1e7, noNaN: true }),
        fc.integer({ min: 0, max: 4 }),
        fc.string({ maxLength: 3 }),
        fc.string({ maxLength: 3 }),
        fc.constantFrom(...LOCALES),
        (n, digits, prefix, suffix, locale) => {
          const text = formatter(locale, digits, prefix, suffix)(n);
          expect(text.startsWith(prefix) && text.endsWith(suffix), text).to.equal(true);
          const number = text.slice(prefix.length, text.length - suffix.length);
          expect(number, text).to.equal(
            new Intl.NumberFormat(locale, {
              minimumFractionDigits: digits,
              maximumFractionDigits: digits,
            }).format(+n.toFixed(digits) || 0),
          );
        },
      ),
    );
  });
});
