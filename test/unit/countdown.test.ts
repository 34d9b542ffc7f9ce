/** core/countdown: moments, parts, the drift-free ticker and the spoken summary (MFT §4 Countdown, §9). */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import sinon from 'sinon';
import { COUNTDOWN } from '../../src/core/constants/countdown.js';
import {
  announceDue,
  clockOffset,
  countdownTicker,
  digitsOf,
  formatDuration,
  fromCache,
  parseMoment,
  partsOf,
  secondsLeft,
  spokenParts,
  UNITS,
  untilNextSecond,
  zeroParts,
} from '../../src/core/countdown/index.js';
import { specClock } from '../helpers/index.js';

const DAY = 86_400_000;
/** Remaining times from well past the end to several years ahead, in ms. */
const remainingMs = fc.integer({ min: -10 * DAY, max: 3000 * DAY });

describe('countdown constants', () => {
  it('names the spec figures', () => {
    expect(COUNTDOWN.refresh).to.equal(1000);
    expect(COUNTDOWN.dayDigits).to.equal(3);
    expect(COUNTDOWN.announceEvery).to.equal(60_000);
  });
});

describe('parseMoment', () => {
  const at = (iso: string) => new Date(iso).getTime();
  const good: [string, number][] = [
    ['2026-12-24T18:00:00+01:00', at('2026-12-24T17:00:00Z')],
    ['2026-12-24T18:00+01:00', at('2026-12-24T17:00:00Z')],
    ['2026-12-24T18:00:00+0100', at('2026-12-24T17:00:00Z')],
    ['2026-12-24T18:00:00+01', at('2026-12-24T17:00:00Z')],
    ['2026-12-24T18:00:00-05:30', at('2026-12-24T23:30:00Z')],
    ['2026-12-24T18:00:00Z', at('2026-12-24T18:00:00Z')],
    ['2026-12-24t18:00:00z', at('2026-12-24T18:00:00Z')],
    ['2026-12-24 18:00:00+01:00', at('2026-12-24T17:00:00Z')],
    ['2026-12-24T18:00:00.25+01:00', at('2026-12-24T17:00:00.250Z')],
    ['  2028-02-29T00:00:00+00:00 ', at('2028-02-29T00:00:00Z')],
  ];
  for (const [text, time] of good)
    it(`${JSON.stringify(text)} is ${new Date(time).toISOString()}, with no warning`, () => {
      expect(parseMoment(text)).to.deep.equal({ time });
    });

  it('a date-time without an offset is read as UTC, with a warning saying so and how to fix it', () => {
    const { time, warning } = parseMoment('2026-12-24T18:00:00');
    expect(time).to.equal(at('2026-12-24T18:00:00Z'));
    expect(warning).to.contain('no time zone offset').and.contain('read as UTC (2026-12-24T18:00:00.000Z)');
    expect(warning).to.contain('+01:00');
    expect(parseMoment('2026-12-24').time).to.equal(at('2026-12-24T00:00:00Z'));
  });

  const bad = [
    'tomorrow',
    '24-12-2026 18:00',
    '2026-02-30T10:00:00Z',
    '2026-13-01T10:00:00Z',
    '2026-12-24T24:00:00Z',
    '2026-12-24T18:60:00Z',
    '2026-12-24T18:00:61Z',
    '2026-12-24+01:00',
    '2026-12-24T18:00:00+25:00',
    '2026-12-24T18:00:00+01:75',
    '1766595600000',
  ];
  for (const text of bad)
    it(`${JSON.stringify(text)} is refused with a warning naming what was expected`, () => {
      const { time, warning } = parseMoment(text);
      expect(time).to.equal(undefined);
      expect(warning).to.contain('expected an ISO 8601 date-time with its offset');
    });

  it('empty text is no moment and no warning', () => {
    expect(parseMoment('')).to.deep.equal({});
    expect(parseMoment('   ')).to.deep.equal({});
  });

  it('any instant written with any whole-quarter-hour offset reads back as that instant', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1971, 0, 1), max: Date.UTC(2200, 0, 1) }),
        fc.integer({ min: -48, max: 56 }).map((q) => q * 15),
        (time, offset) => {
          const local = new Date(time + offset * 60_000).toISOString().slice(0, 23);
          const sign = offset < 0 ? '-' : '+';
          const abs = Math.abs(offset);
          const zone = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
          expect(parseMoment(`${local}${zone}`)).to.deep.equal({ time });
        },
      ),
    );
  });
});

describe('the parts of a countdown', () => {
  it('the value never goes negative: every part is a whole number >= 0, within its range, and they add up', () => {
    fc.assert(
      fc.property(remainingMs, (ms) => {
        const seconds = secondsLeft(ms);
        const parts = partsOf(seconds);
        expect(seconds).to.be.at.least(0);
        for (const unit of UNITS) expect(Number.isInteger(parts[unit]) && parts[unit] >= 0, unit).to.equal(true);
        expect(parts.hours).to.be.below(24);
        expect(parts.minutes).to.be.below(60);
        expect(parts.seconds).to.be.below(60);
        expect(parts.days * 86_400 + parts.hours * 3600 + parts.minutes * 60 + parts.seconds).to.equal(seconds);
        // Rounded up and floored at zero: the shown time is never more than a second over what is left.
        if (ms <= 0) expect(seconds).to.equal(0);
        else expect(seconds * 1000 - ms).to.be.within(0, 999);
      }),
    );
  });

  it('days keep at least 3 digits (more when needed); the other parts 2', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e10 }), (seconds) => {
        const parts = partsOf(seconds);
        const digits = digitsOf(parts);
        expect(digits.days.length).to.equal(Math.max(3, String(parts.days).length));
        expect(Number(digits.days)).to.equal(parts.days);
        for (const unit of ['hours', 'minutes', 'seconds'] as const) {
          expect(digits[unit]).to.match(/^\d\d$/);
          expect(Number(digits[unit])).to.equal(parts[unit]);
        }
      }),
    );
    expect(digitsOf(partsOf(7 * 86_400 + 5))).to.deep.equal({ days: '007', hours: '00', minutes: '00', seconds: '05' });
    expect(digitsOf(partsOf(1234 * 86_400)).days).to.equal('1234');
  });

  it('zero parts are flagged, each on its own, and only those', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (seconds) => {
        const parts = partsOf(seconds);
        const digits = digitsOf(parts);
        const zero = zeroParts(parts);
        for (const unit of UNITS) expect(zero[unit], unit).to.equal(/^0+$/.test(digits[unit]));
      }),
    );
    expect(zeroParts(partsOf(86_400 + 5))).to.deep.equal({ days: false, hours: true, minutes: true, seconds: false });
  });

  it('the next refresh lands on the change of the shown second', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3000 * DAY }), (ms) => {
        const next = untilNextSecond(ms) as number;
        expect(next).to.be.within(1, COUNTDOWN.refresh);
        expect(secondsLeft(ms - next)).to.equal(secondsLeft(ms) - 1);
        expect(secondsLeft(ms - next + 1)).to.equal(secondsLeft(ms));
      }),
    );
    expect(untilNextSecond(0)).to.equal(undefined);
    expect(untilNextSecond(-5)).to.equal(undefined);
  });
});

describe('countdownTicker', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    clock = specClock();
  });
  afterEach(() => sinon.restore());

  it('ticks on each change of the second, ends at zero and stops', () => {
    const seen: number[] = [];
    const target = Date.now() + 2500;
    const ticker = countdownTicker({ target, clock: Date.now, onTick: (ms) => seen.push(ms) });
    ticker.start();
    expect(seen).to.deep.equal([2500]);
    clock.tick(499);
    expect(seen).to.have.length(1);
    clock.tick(1);
    clock.tick(2000);
    expect(seen).to.deep.equal([2500, 2000, 1000, 0]);
    expect(ticker.running).to.equal(false);
    clock.tick(10_000);
    expect(seen).to.have.length(4);
  });

  it('no drift over ten minutes of fake time, with late timers and a hidden stretch', function () {
    // Each run walks ten minutes of fake time; a busy machine may need more than the default 5 s for all.
    this.timeout(20_000);
    const TEN_MINUTES = 600_000;
    fc.assert(
      fc.property(
        fc.record({
          start: fc.integer({ min: 0, max: 4e12 }),
          // Ahead of the start by up to two days: about half the cases end within the ten minutes.
          ahead: fc.integer({ min: -5000, max: 2 * TEN_MINUTES }),
          hideAt: fc.integer({ min: 0, max: TEN_MINUTES }),
          hideFor: fc.integer({ min: 0, max: TEN_MINUTES / 2 }),
          // How late each timer fires: a slow device, a throttled tab.
          lateness: fc.array(fc.integer({ min: 0, max: 400 }), { minLength: 1, maxLength: 50 }),
          // When the test looks: every 0.3 to 5 s of fake time.
          steps: fc.array(fc.integer({ min: 300, max: 5000 }), { minLength: 1, maxLength: 50 }),
        }),
        ({ start, ahead, hideAt, hideFor, lateness, steps }) => {
          clock.setSystemTime(start);
          const target = start + ahead;
          const maxLate = Math.max(...lateness);
          let n = 0;
          const late = (): number => lateness[n++ % lateness.length] as number;
          const wait = (ms: number, fn: () => void) => {
            const id = setTimeout(fn, ms + late());
            return () => clearTimeout(id);
          };
          let shown: number | undefined;
          let hidden = false;
          let shownAt = start;
          const ticker = countdownTicker({
            target,
            clock: Date.now,
            wait,
            onTick: (ms) => {
              expect(hidden, 'no tick while hidden').to.equal(false);
              expect(ms, 'never negative').to.be.at.least(0);
              // Computed from the clock, not counted: exactly what is left at this moment.
              expect(ms).to.equal(Math.max(0, target - Date.now()));
              shown = secondsLeft(ms);
              shownAt = Date.now();
            },
          });
          ticker.start();
          let i = 0;
          while (Date.now() - start < TEN_MINUTES) {
            const elapsed = Date.now() - start;
            const step = Math.min(steps[i++ % steps.length] as number, TEN_MINUTES - elapsed);
            if (!hidden && elapsed >= hideAt && elapsed < hideAt + hideFor) {
              hidden = true;
              ticker.stop();
            } else if (hidden && elapsed >= hideAt + hideFor) {
              hidden = false;
              ticker.start();
              expect(shown, 'resynced on return').to.equal(secondsLeft(target - Date.now()));
            }
            clock.tick(step);
            if (hidden) continue;
            // At most one timer's lateness behind, never more: lateness does not add up.
            const now = Date.now();
            expect(shown).to.be.at.most(secondsLeft(target - (now - maxLate - 1)));
            expect(shown).to.be.at.least(secondsLeft(target - now));
            if (secondsLeft(target - now) === secondsLeft(target - (now - maxLate - 1)))
              expect(shown, `at ${now - start} ms, last tick at ${shownAt - start}`).to.equal(
                secondsLeft(target - now),
              );
          }
          ticker.stop();
        },
      ),
      { numRuns: 40 },
    );
  });

  it('stop drops the pending tick; start again ticks at once', () => {
    const seen: number[] = [];
    const target = Date.now() + 60_000;
    const ticker = countdownTicker({ target, clock: Date.now, onTick: (ms) => seen.push(ms) });
    ticker.start();
    ticker.start();
    expect(seen).to.deep.equal([60_000]);
    ticker.stop();
    clock.tick(5000);
    expect(seen).to.have.length(1);
    ticker.start();
    expect(seen).to.deep.equal([60_000, 55_000]);
  });

  it('a target already past ticks once with 0', () => {
    const seen: number[] = [];
    countdownTicker({ target: Date.now() - 1, clock: Date.now, onTick: (ms) => seen.push(ms) }).start();
    clock.tick(5000);
    expect(seen).to.deep.equal([0]);
  });
});

describe('the spoken summary', () => {
  it('says what is left in words, without the zero parts', () => {
    const parts = { days: 3, hours: 0, minutes: 12, seconds: 0 };
    expect(formatDuration(parts, 'en', false)).to.equal('3 days, 12 minutes');
    expect(formatDuration({ days: 1, hours: 1, minutes: 1, seconds: 1 }, 'en', false)).to.equal(
      '1 day, 1 hour, 1 minute, 1 second',
    );
    expect(formatDuration({ days: 0, hours: 0, minutes: 0, seconds: 0 }, 'en', false)).to.equal('0 seconds');
    // Intl.DurationFormat, where the browser has it, says the same in English.
    expect(formatDuration(parts, 'en')).to.equal('3 days, 12 minutes');
  });

  it("in the page's language; an invalid language tag is the browser's own, never an exception", () => {
    expect(formatDuration({ days: 2, hours: 5 }, 'nl', false))
      .to.contain('2 dagen')
      .and.contain('5 uur');
    expect(formatDuration({ days: 2, hours: 5 }, 'de')).to.contain('2 Tage');
    expect(() => formatDuration({ minutes: 4 }, 'en_US!')).not.to.throw();
    expect(formatDuration({ minutes: 4 }, undefined, false)).to.match(/4/);
  });

  it('to the minute, seconds only in the last minute', () => {
    expect(spokenParts(3 * 86_400 + 4 * 3600 + 12 * 60 + 30)).to.deep.equal({ days: 3, hours: 4, minutes: 12 });
    expect(spokenParts(60)).to.deep.equal({ days: 0, hours: 0, minutes: 1 });
    expect(spokenParts(45)).to.deep.equal({ seconds: 45 });
  });

  it('speaks at most once a minute, and never in the last minute', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5000 }), { minLength: 1, maxLength: 400 }),
        fc.integer({ min: 0, max: 30 * 60_000 }),
        (gaps, total) => {
          let now = 0;
          let spokeAt = 0;
          let lastSaid: number | undefined;
          for (const gap of gaps) {
            now += gap;
            const remaining = Math.max(0, total - now);
            if (!announceDue(spokeAt, now, remaining)) continue;
            expect(remaining).to.be.at.least(60_000);
            if (lastSaid !== undefined) expect(now - lastSaid).to.be.at.least(60_000);
            expect(now - spokeAt).to.be.at.least(60_000);
            spokeAt = now;
            lastSaid = now;
          }
        },
      ),
    );
  });
});

describe('fromCache', () => {
  it("a body from the browser's cache (nothing fetched, or only a 304's headers) is from the cache", () => {
    expect(fromCache({ transferSize: 0, encodedBodySize: 8000 })).to.equal(true);
    expect(fromCache({ transferSize: 320, encodedBodySize: 8000 })).to.equal(true);
    expect(fromCache({ transferSize: 8320, encodedBodySize: 8000 })).to.equal(false);
  });

  it('unknown is fresh', () => {
    expect(fromCache({ transferSize: 0, encodedBodySize: 0 })).to.equal(false);
  });
});

describe('clockOffset', () => {
  it("is the server's time minus the visitor's clock when the page arrived; 0 without a server time", () => {
    expect(clockOffset(10_000, 4000)).to.equal(6000);
    expect(clockOffset(1000, 4000)).to.equal(-3000);
    expect(clockOffset(undefined, 4000)).to.equal(0);
  });
});
