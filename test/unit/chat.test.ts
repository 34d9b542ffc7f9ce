/** core/chat: hours in the business's zone, the send link, accounts and the auto-open rule (CCH §3-5, §7, §9). */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  accountsFromJson,
  accountsFromLinks,
  autoOpenSeen,
  type ChatSchedule,
  chatAvailability,
  dayName,
  linkVariant,
  type NextOpening,
  parseDays,
  parseTime,
  phoneDigits,
  rememberAutoOpen,
  sendLink,
  shouldAutoOpen,
  timeoutText,
  type Weekday,
  zonedClock,
} from '../../src/core/chat/index.js';
import { cleanCookies } from '../../src/core/consent/on-demand/cleaner.js';
import { CHAT } from '../../src/core/constants/chat.js';
import { DEBOUNCE } from '../../src/core/constants/index.js';
import { getCookie, removeCookieEverywhere, setCookie } from '../../src/core/cookies/index.js';

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;

/**
 * The reference: every window of the surrounding days as an interval of instants, built with nothing but UTC
 * arithmetic on the wall clock (the instant shifted by the offset), then asked whether it holds `now` and which
 * starts first after it. The implementation reasons about one clock reading instead.
 */
function reference(schedule: ChatSchedule, now: number): { available: boolean; next?: NextOpening } {
  const wall = now + schedule.offset * MINUTE;
  const today = Math.floor(wall / DAY) * DAY;
  const { from, to } = schedule;
  const whole = from === undefined || to === undefined || from === to;
  const windows: [number, number][] = [];
  for (let k = -2; k <= 9; k++) {
    const date = today + k * DAY;
    const day = new Date(date).getUTCDay() as Weekday;
    if (schedule.days.length && !schedule.days.includes(day)) continue;
    if (whole) windows.push([date, date + DAY]);
    else if ((from as number) < (to as number))
      windows.push([date + (from as number) * MINUTE, date + (to as number) * MINUTE]);
    else windows.push([date - DAY + (from as number) * MINUTE, date + (to as number) * MINUTE]);
  }
  if (windows.some(([start, end]) => start <= wall && wall < end)) return { available: true };
  const starts = windows.map(([start]) => start).filter((start) => start > wall);
  if (!starts.length) return { available: false };
  const start = Math.min(...starts);
  const startDate = Math.floor(start / DAY) * DAY;
  return {
    available: false,
    next: {
      day: new Date(start).getUTCDay() as Weekday,
      minutes: (start - startDate) / MINUTE,
      daysAhead: (startDate - today) / DAY,
      wholeDay: whole,
    },
  };
}

/** Offsets from −720 to +840 minutes in 15-minute steps. */
const offsets = fc.integer({ min: -48, max: 56 }).map((n) => n * 15);
/** A time of day in 15-minute steps, 00:00 to 24:00, or missing. */
const time = fc.option(
  fc.integer({ min: 0, max: 96 }).map((n) => n * 15),
  { nil: undefined },
);
const weekdays = fc.subarray([0, 1, 2, 3, 4, 5, 6] as Weekday[]);
/** Instants from 1970 to 2100, on a minute or anywhere within it. */
const instants = fc.oneof(
  fc.integer({ min: 0, max: 4_102_444_800_000 }),
  fc.integer({ min: 0, max: 68_374_080 }).map((n) => n * MINUTE),
);
const schedules = fc.record({ days: weekdays, from: time, to: time, offset: offsets });

describe('chat constants', () => {
  it('names the spec figures', () => {
    expect([CHAT.transition, CHAT.transitionStart, CHAT.sendDelay]).to.deep.equal([300, 10, 100]);
    expect(CHAT.desktopHeight).to.equal(0.7);
    expect(CHAT.mobileMaxWidth).to.equal(1024);
    expect([CHAT.autoOpenCookie, CHAT.autoOpenCookieDays]).to.deep.equal(['qlwapp-auto-load', 1]);
    expect([CHAT.offsetMin, CHAT.offsetMax]).to.deep.equal([-720, 840]);
    expect(DEBOUNCE.medium, 'CCH §9 resize debounce').to.equal(200);
  });
});

describe('chat hours', function () {
  // Property tests of thousands of runs: CPU-bound, slower while the three engines share the cores.
  this.timeout(30_000);

  it('reads HH:MM from 00:00 to 24:00, and nothing else', () => {
    expect(parseTime('10:00')).to.equal(600);
    expect(parseTime(' 9:05 ')).to.equal(545);
    expect(parseTime('24:00')).to.equal(1440);
    for (const bad of ['24:01', '10:60', '10', '10:0', 'ten', '', null, undefined, '-1:00', '10:00pm'])
      expect(parseTime(bad), String(bad)).to.equal(undefined);
  });

  it('reads days as numbers (0 and 7 are Sunday) or English names, and names what it rejects', () => {
    expect(parseDays('2 3 4 5 6').days).to.deep.equal([2, 3, 4, 5, 6]);
    expect(parseDays('tue, Wed,thursday FRI sat')).to.deep.equal({ days: [2, 3, 4, 5, 6], rejected: [] });
    expect(parseDays('7 0 sun').days).to.deep.equal([0]);
    expect(parseDays('mon 8 tu funday')).to.deep.equal({ days: [1], rejected: ['8', 'tu', 'funday'] });
    expect(parseDays('').days).to.deep.equal([]);
  });

  it('matches the plain-UTC reference for every offset, day and window (10,000 runs)', () => {
    fc.assert(
      fc.property(schedules, instants, (schedule, now) => {
        expect(chatAvailability(schedule, now)).to.deep.equal(reference(schedule, now));
      }),
      { numRuns: 10_000 },
    );
  });

  it('matches the reference at the edges of windows, for all seven days of a week', () => {
    fc.assert(
      fc.property(
        schedules,
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: -1, max: 1 }),
        (schedule, day, nudge) => {
          // Monday 1 January 2024 plus `day` days, at the schedule's start and end (± 1 ms), on its own clock.
          for (const minutes of [schedule.from ?? 0, schedule.to ?? 0]) {
            const now = Date.UTC(2024, 0, 1 + day) + (minutes - schedule.offset) * MINUTE + nudge;
            expect(chatAvailability(schedule, now)).to.deep.equal(reference(schedule, now));
          }
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('reads the weekday and the time in the business zone, whatever the offset', () => {
    // 2024-01-06 is a Saturday; 10:00 UTC.
    const now = Date.UTC(2024, 0, 6, 10, 0);
    expect(zonedClock(now, 330)).to.deep.equal({ day: 6, minutes: 15 * 60 + 30 });
    expect(zonedClock(now, 345)).to.deep.equal({ day: 6, minutes: 15 * 60 + 45 });
    expect(zonedClock(now, -210)).to.deep.equal({ day: 6, minutes: 6 * 60 + 30 });
    // Chatham, UTC+12:45: Saturday evening there.
    expect(zonedClock(now, 765)).to.deep.equal({ day: 6, minutes: 22 * 60 + 45 });
    // Across the date line from the business: Friday in Hawaii, Sunday in Kiritimati.
    expect(zonedClock(now, -600).day).to.equal(6);
    expect(zonedClock(Date.UTC(2024, 0, 6, 2), -600)).to.deep.equal({ day: 5, minutes: 16 * 60 });
    expect(zonedClock(Date.UTC(2024, 0, 6, 12), 840)).to.deep.equal({ day: 0, minutes: 2 * 60 });
  });

  const tueSat = (offset: number, from = 600, to = 1020): ChatSchedule => ({ days: [2, 3, 4, 5, 6], from, to, offset });

  it('named case +330 (India): opens at 10:00 IST, which is 04:30 UTC', () => {
    const s = tueSat(330);
    expect(chatAvailability(s, Date.UTC(2024, 0, 2, 4, 29)).available).to.equal(false);
    expect(chatAvailability(s, Date.UTC(2024, 0, 2, 4, 29)).next).to.deep.include({
      day: 2,
      minutes: 600,
      daysAhead: 0,
    });
    expect(chatAvailability(s, Date.UTC(2024, 0, 2, 4, 30)).available).to.equal(true);
    expect(chatAvailability(s, Date.UTC(2024, 0, 2, 11, 29, 59)).available).to.equal(true);
    expect(chatAvailability(s, Date.UTC(2024, 0, 2, 11, 30)).available).to.equal(false);
  });

  it('named case +345 (Nepal): 04:15 UTC on a Saturday is 10:00 there; Saturday evening waits for Tuesday', () => {
    const s = tueSat(345);
    expect(chatAvailability(s, Date.UTC(2024, 0, 6, 4, 15)).available).to.equal(true);
    const evening = chatAvailability(s, Date.UTC(2024, 0, 6, 11, 15));
    expect(evening).to.deep.equal({
      available: false,
      next: { day: 2, minutes: 600, daysAhead: 3, wholeDay: false },
    });
  });

  it('named case -210 (Newfoundland): an overnight window 22:00-06:00 is open at 23:00 and at 05:00', () => {
    const s: ChatSchedule = { days: [], from: 22 * 60, to: 6 * 60, offset: -210 };
    // 23:00 local is 02:30 UTC the next day; 05:00 local is 08:30 UTC.
    expect(chatAvailability(s, Date.UTC(2024, 0, 3, 2, 30)).available).to.equal(true);
    expect(chatAvailability(s, Date.UTC(2024, 0, 3, 8, 30)).available).to.equal(true);
    expect(chatAvailability(s, Date.UTC(2024, 0, 3, 9, 30)).next).to.deep.include({ minutes: 22 * 60, daysAhead: 0 });
  });

  it('named case +765 (Chatham): the weekday is Chatham’s, not UTC’s', () => {
    // Saturday 10:00 UTC is 22:45 on Saturday in Chatham; a Sunday-only window there is not open yet.
    const sunday: ChatSchedule = { days: [0], offset: 765 };
    expect(chatAvailability(sunday, Date.UTC(2024, 0, 6, 10)).available).to.equal(false);
    expect(chatAvailability(sunday, Date.UTC(2024, 0, 6, 10)).next).to.deep.equal({
      day: 0,
      minutes: 0,
      daysAhead: 1,
      wholeDay: true,
    });
    // 11:15 UTC on Saturday is 00:00 on Sunday there.
    expect(chatAvailability(sunday, Date.UTC(2024, 0, 6, 11, 15)).available).to.equal(true);
  });

  it('an overnight window is labelled by the day it ends (CCH §5: it starts the day before)', () => {
    // Labelled Saturday: Friday 22:00 to Saturday 06:00.
    const s: ChatSchedule = { days: [6], from: 22 * 60, to: 6 * 60, offset: 0 };
    expect(chatAvailability(s, Date.UTC(2024, 0, 5, 23)).available, 'Friday 23:00').to.equal(true);
    expect(chatAvailability(s, Date.UTC(2024, 0, 6, 5)).available, 'Saturday 05:00').to.equal(true);
    expect(chatAvailability(s, Date.UTC(2024, 0, 6, 23)).available, 'Saturday 23:00').to.equal(false);
    expect(chatAvailability(s, Date.UTC(2024, 0, 6, 23)).next).to.deep.equal({
      day: 5,
      minutes: 22 * 60,
      daysAhead: 6,
      wholeDay: false,
    });
  });

  it('is always available with equal or missing times (on the listed days), and wraps the week for the next day', () => {
    for (const [from, to] of [
      [600, 600],
      [undefined, 600],
      [600, undefined],
      [undefined, undefined],
    ])
      expect(chatAvailability({ days: [], from, to, offset: 0 }, Date.UTC(2024, 0, 6, 3)).available).to.equal(true);
    // Saturday after 17:00 with Tue-Sat: next Tuesday, three days on.
    expect(chatAvailability(tueSat(60), Date.UTC(2024, 0, 6, 17)).next).to.deep.equal({
      day: 2,
      minutes: 600,
      daysAhead: 3,
      wholeDay: false,
    });
    // The only day is today, after its window: a week on.
    expect(chatAvailability({ days: [6], from: 600, to: 660, offset: 0 }, Date.UTC(2024, 0, 6, 12)).next).to.deep.equal(
      { day: 6, minutes: 600, daysAhead: 7, wholeDay: false },
    );
  });

  it('names the day and the time in the page language', () => {
    expect(dayName(2, 'en')).to.equal('Tuesday');
    expect(dayName(0, 'nl')).to.equal('zondag');
    expect(dayName(2, 'not a tag!')).to.be.a('string');
    const messages = {
      timeout: 'Back on {day} at {time}.',
      timeoutToday: 'Back today at {time}.',
      timeoutDay: 'Back on {day}.',
    };
    expect(timeoutText({ day: 2, minutes: 600, daysAhead: 3, wholeDay: false }, messages, 'en-GB')).to.equal(
      'Back on Tuesday at 10:00.',
    );
    // Each engine's own locale data: Dutch is 9:30 in Chromium and WebKit, 09:30 in Firefox.
    expect(timeoutText({ day: 6, minutes: 570, daysAhead: 0, wholeDay: false }, messages, 'nl')).to.match(
      /^Back today at 0?9:30\.$/,
    );
    expect(timeoutText({ day: 0, minutes: 0, daysAhead: 1, wholeDay: true }, messages, 'en')).to.equal(
      'Back on Sunday.',
    );
  });
});

describe('chat send link', function () {
  // Property tests of thousands of runs: CPU-bound, slower while the three engines share the cores.
  this.timeout(30_000);

  it('round-trips any text through the link: & # % + line breaks and emoji included', () => {
    const samples = ['Tom & Jerry', '#1 mug', '100% clay', '1+1=2', 'line one\nline two', 'Hi 👋🏽 🏺', ' spaced  '];
    for (const text of samples) {
      const url = new URL(sendLink('+31 30 123 4567', text, 'web'));
      expect(url.searchParams.get('text')).to.equal(text);
      expect(url.searchParams.get('phone')).to.equal('31301234567');
      expect([...url.searchParams.keys()]).to.deep.equal(['phone', 'text']);
    }
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.constantFrom<'web' | 'app'>('web', 'app'), (text, variant) => {
        const url = new URL(sendLink('31301234567', text, variant));
        expect(url.searchParams.get('text')).to.equal(text);
        expect(url.hash).to.equal('');
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws on a lone surrogate', () => {
    expect(new URL(sendLink('1', 'a\uD83Db', 'web')).searchParams.get('text')).to.equal('a\uFFFDb');
  });

  it('uses the web variant on desktop and the app variant on a touch device at most 1024 px wide', () => {
    expect(linkVariant({ touch: false, width: 390 })).to.equal('web');
    expect(linkVariant({ touch: true, width: 1024 })).to.equal('app');
    expect(linkVariant({ touch: true, width: 1025 })).to.equal('web');
    expect(sendLink('1', 'x', 'web').startsWith(`${CHAT.webEndpoint}?`)).to.equal(true);
    expect(sendLink('1', 'x', 'app').startsWith(`${CHAT.appEndpoint}?`)).to.equal(true);
  });

  it('keeps only the digits of a phone', () => {
    expect(phoneDigits('+31 (30) 123-45 67')).to.equal('31301234567');
  });
});

describe('chat accounts', () => {
  it('reads JSON accounts and names those it leaves out', () => {
    const { accounts, rejected } = accountsFromJson(
      [
        { name: 'Shop', phone: '+31 30 123 4567', label: 'Orders', avatar: '/a.svg' },
        { name: 'Group', type: 'group', group: 'https://chat.whatsapp.com/AbC' },
        { name: 'Bad group', type: 'group', group: 'javascript:alert(1)' },
        { name: 'No phone' },
        { phone: '123' },
        { name: 'Odd', type: 'fax', phone: '1' },
        'text',
      ],
      'https://klei.example/page',
    );
    expect(accounts.map((a) => [a.name, a.type, a.phone, a.group, a.avatar])).to.deep.equal([
      ['Shop', 'phone', '31301234567', '', 'https://klei.example/a.svg'],
      ['Group', 'group', '', 'https://chat.whatsapp.com/AbC', ''],
    ]);
    expect(rejected).to.have.length(5);
    expect(accountsFromJson({ name: 'x' }).accounts).to.deep.equal([]);
  });

  it('reads accounts from links: the phone from data-phone or the address, a group from its address', () => {
    const box = document.createElement('div');
    box.innerHTML = `
      <a href="https://wa.me/31301234567" data-label="Shop and orders" data-time="Within the hour"
         data-message="Hello!" data-avatar="/shop.svg">Studio Klei -
         shop</a>
      <a href="tel:+31-30-765-4321">Kiln room</a>
      <a href="https://example.com/contact" data-phone="+44 20 1234">Office</a>
      <a href="https://chat.whatsapp.com/Workshop2026" data-type="group">Workshop group</a>
      <a href="https://example.com/about">About us</a>`;
    const { accounts, rejected } = accountsFromLinks(box.querySelectorAll('a'));
    expect(accounts.map((a) => [a.name, a.type, a.phone || a.group])).to.deep.equal([
      ['Studio Klei - shop', 'phone', '31301234567'],
      ['Kiln room', 'phone', '31307654321'],
      ['Office', 'phone', '44201234'],
      ['Workshop group', 'group', 'https://chat.whatsapp.com/Workshop2026'],
    ]);
    expect(accounts[0]).to.deep.include({ label: 'Shop and orders', time: 'Within the hour', message: 'Hello!' });
    expect(accounts[0]?.avatar).to.equal(new URL('/shop.svg', document.baseURI).href);
    expect(rejected).to.deep.equal(['"About us": a phone account needs a phone number with digits']);
  });
});

describe('chat auto-open', () => {
  afterEach(() => removeCookieEverywhere(CHAT.autoOpenCookie, location));

  it('opens by itself only when asked, not seen within a day, available, and not touched by the visitor', () => {
    const yes = { enabled: true, seen: false, available: true, touched: false };
    expect(shouldAutoOpen(yes)).to.equal(true);
    for (const key of ['enabled', 'available'] as const)
      expect(shouldAutoOpen({ ...yes, [key]: false })).to.equal(false);
    for (const key of ['seen', 'touched'] as const) expect(shouldAutoOpen({ ...yes, [key]: true })).to.equal(false);
  });

  it('remembers a seen auto-open in the qlwapp-auto-load cookie for 1 day, site-wide', () => {
    const written: string[] = [];
    const doc = {
      location: { protocol: 'https:' },
      set cookie(value: string) {
        written.push(value);
      },
    } as unknown as Document;
    rememberAutoOpen(doc);
    expect(written).to.have.length(1);
    const parts = (written[0] as string).split(';');
    expect(parts).to.include.members(['qlwapp-auto-load=1', 'max-age=86400', 'path=/']);
    expect(autoOpenSeen()).to.equal(false);
    rememberAutoOpen();
    expect(autoOpenSeen()).to.equal(true);
  });

  it('survives consent cleaning, even when a denied category lists a prefix that matches it', () => {
    rememberAutoOpen();
    setCookie('qlwapp-other', '1', { path: '/' });
    cleanCookies(['marketing'], { marketing: { 'Social Chat': ['qlwapp*'] } }, document, location, []);
    expect(getCookie(CHAT.autoOpenCookie)).to.equal('1');
    expect(getCookie('qlwapp-other')).to.equal(undefined);
  });
});
