/**
 * `<pb-chat>`'s hours and auto-open in the browser: the timed-out box and its next day, read in the business's zone
 * whatever the browser's own zone (overridden through Chromium's DevTools protocol), and the auto-open after its
 * delay with its 1-day cookie. Assertions compare strings and booleans, never elements.
 */
import { aTimeout, expect, fixture, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import { emulateMedia, executeServerCommand } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/pb-chat.js';
import type { PbChat } from '../../elements/pb-chat.js';
import { CHAT } from '../../src/core/constants/chat.js';
import { getCookie, removeCookieEverywhere, setCookie } from '../../src/core/cookies/index.js';
import { resetWarnings } from '../../src/core/log/index.js';
import { itExceptIn } from '../helpers/engines.js';

/**
 * Date at `now`; with `timers`, the timers too (never requestAnimationFrame or MessageChannel, which React and
 * open-wc wait on). Without them, `waitUntil` still polls.
 */
const clockAt = (now: number, timers = false) =>
  sinon.useFakeTimers({
    now,
    toFake: timers ? ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] : ['Date'],
  });

// Studio Klei: Tuesday to Saturday, 10:00-17:00, in Amsterdam's winter offset.
const studio = (extra = '') => `days="tue wed thu fri sat" from="10:00" to="17:00" timezone-offset="60" ${extra}`;
const ACCOUNTS = `<a href="https://wa.me/31301234567" data-label="Shop and orders">Studio Klei - shop</a>
  <a href="https://chat.whatsapp.com/Workshop2026" data-type="group">Workshop group</a>`;
/** Saturday 6 January 2024, 17:30 in Amsterdam: just closed. Sunday already in Kiritimati, still morning in Samoa. */
const SATURDAY_EVENING = Date.UTC(2024, 0, 6, 16, 30);
/** Saturday 6 January 2024, 13:00 in Amsterdam: open. */
const SATURDAY_NOON = Date.UTC(2024, 0, 6, 12, 0);

async function chat(attributes: string, lang = 'en-GB'): Promise<PbChat> {
  const wrapper = await fixture<HTMLDivElement>(
    html`<div lang=${lang} .innerHTML=${`<pb-chat ${attributes}>${ACCOUNTS}</pb-chat>`}></div>`,
  );
  const el = wrapper.querySelector('pb-chat') as PbChat;
  await el.updateComplete;
  return el;
}
const launcher = (el: PbChat) => el.shadowRoot?.querySelector('[part~="launcher"]') as HTMLButtonElement;
const boxOf = (el: PbChat) => el.shadowRoot?.querySelector('pb-chat-box') as HTMLElement;
const inBox = (el: PbChat, selector: string) => boxOf(el).shadowRoot?.querySelector(selector) as HTMLElement | null;
const dialog = (el: PbChat) => inBox(el, '[role="dialog"]');
const isShown = (el: PbChat) => dialog(el)?.hidden === false;

/** What the visitor sees of the hours: the box's parts and its notice. */
async function hoursSeen(el: PbChat): Promise<string> {
  el.open = true;
  await el.updateComplete;
  await waitUntil(() => isShown(el), 'the box did not open', { timeout: 10000 });
  const seen = `${dialog(el)?.getAttribute('part')} | ${inBox(el, '[part~="notice"]')?.textContent ?? ''}`;
  el.open = false;
  await el.updateComplete;
  return seen;
}

describe('<pb-chat> hours and auto-open', () => {
  beforeEach(async () => {
    await aTimeout(1);
    resetWarnings();
    removeCookieEverywhere(CHAT.autoOpenCookie, location);
  });
  afterEach(async () => {
    fixtureCleanup();
    sinon.restore();
    removeCookieEverywhere(CHAT.autoOpenCookie, location);
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('is accessible, timed out', async function () {
    this.timeout(20000);
    await emulateMedia({ reducedMotion: 'reduce' });
    clockAt(SATURDAY_EVENING);
    const el = await chat(studio());
    el.open = true;
    await el.updateComplete;
    await waitUntil(() => isShown(el), 'the box did not open', { timeout: 15000 });
    await expect(el).to.be.accessible();
  });

  it('outside the hours the box is marked timed out, names the next day and its accounts do not open', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    clockAt(SATURDAY_EVENING);
    const el = await chat(studio());
    el.open = true;
    await el.updateComplete;
    await waitUntil(() => isShown(el));
    expect(dialog(el)?.getAttribute('part')).to.equal('box timed-out');
    const notice = inBox(el, '[part~="notice"]');
    expect(notice?.textContent).to.equal('We are away right now. We are back on Tuesday at 10:00.');
    expect(dialog(el)?.getAttribute('aria-describedby')).to.equal(notice?.id);
    const account = inBox(el, '[part~="account"]') as HTMLButtonElement;
    expect(account.getAttribute('aria-disabled')).to.equal('true');
    account.click();
    await el.updateComplete;
    expect(inBox(el, '[part~="reply"]')).to.equal(null);
  });

  it('reads the hours again each time it opens; the day and time in the page language', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const clock = clockAt(Date.UTC(2024, 0, 9, 7, 0));
    const el = await chat(studio(), 'nl');
    expect(await hoursSeen(el)).to.equal('box timed-out | We are away right now. We are back today at 10:00.');
    clock.setSystemTime(SATURDAY_NOON);
    expect(await hoursSeen(el)).to.equal('box | ');
    clock.setSystemTime(SATURDAY_EVENING);
    expect(await hoursSeen(el)).to.equal('box timed-out | We are away right now. We are back on dinsdag at 10:00.');
  });

  itExceptIn(
    {
      firefox: 'the command emulates the zone through puppeteer, which BiDi does not offer for Firefox ESR',
      webkit: 'WebDriver classic cannot set the time zone',
    },
    "the visitor's time zone changes nothing (the browser's zone overridden through the DevTools protocol)",
    async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const zones = [
        'Pacific/Kiritimati',
        'Pacific/Pago_Pago',
        'Asia/Kathmandu',
        'America/St_Johns',
        'Europe/Amsterdam',
      ];
      const seen: Record<string, string[]> = {};
      try {
        for (const zone of zones) {
          await executeServerCommand('emulate-timezone', { timezoneId: zone });
          // Compared as ICU names it (Asia/Kathmandu is Asia/Katmandu to it).
          const named = new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
          expect(Intl.DateTimeFormat().resolvedOptions().timeZone).to.equal(named);
          const clock = clockAt(SATURDAY_EVENING);
          const el = await chat(studio());
          const evening = await hoursSeen(el);
          clock.setSystemTime(SATURDAY_NOON);
          seen[zone] = [new Date(SATURDAY_EVENING).getDay().toString(), evening, await hoursSeen(el)];
          sinon.restore();
          fixtureCleanup();
          await aTimeout(1);
        }
      } finally {
        await executeServerCommand('emulate-timezone', { timezoneId: '' });
      }
      // The visitor's own weekday differs (Sunday in Kiritimati, Saturday elsewhere); what the box says does not.
      expect(seen['Pacific/Kiritimati']?.[0]).to.equal('0');
      expect(seen['Pacific/Pago_Pago']?.[0]).to.equal('6');
      for (const zone of zones)
        expect(seen[zone]?.slice(1), zone).to.deep.equal([
          'box timed-out | We are away right now. We are back on Tuesday at 10:00.',
          'box | ',
        ]);
    },
  );

  it('opens by itself after the delay, without moving focus, and only then sets the 1-day cookie', async function () {
    this.timeout(20000);
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    const clock = clockAt(SATURDAY_NOON, true);
    const toggles: string[] = [];
    const el = await chat(studio('auto-open auto-open-delay="5000"'));
    el.addEventListener('pb-chat-toggle', (e) => toggles.push(`${e.detail.open}/${e.detail.auto}`));
    clock.tick(4999);
    expect(el.open).to.equal(false);
    expect(getCookie(CHAT.autoOpenCookie)).to.equal(undefined);
    clock.tick(1);
    // The rule's module is loaded by then; it decides in a microtask.
    for (let i = 0; i < 10 && !el.open; i++) await null;
    expect(el.open).to.equal(true);
    expect(toggles).to.deep.equal(['true/true']);
    expect(getCookie(CHAT.autoOpenCookie), 'not before the box is on screen').to.equal(undefined);
    await el.updateComplete;
    clock.tick(CHAT.transitionStart);
    expect(isShown(el)).to.equal(true);
    expect(dialog(el)?.dataset.phase).to.equal('open');
    expect(getCookie(CHAT.autoOpenCookie)).to.equal('1');
    expect(document.activeElement === outside, 'focus stays on the page').to.equal(true);
    outside.remove();
  });

  it('does not open by itself with the cookie, after the visitor opened it, outside the hours, or without auto-open', async () => {
    const clock = clockAt(SATURDAY_NOON, true);
    const after = async (el: PbChat): Promise<boolean> => {
      clock.tick(1000);
      await el.updateComplete;
      return el.open;
    };
    setCookie(CHAT.autoOpenCookie, '1', { path: '/' });
    expect(await after(await chat(studio('auto-open auto-open-delay="100"'))), 'with the cookie').to.equal(false);
    removeCookieEverywhere(CHAT.autoOpenCookie, location);
    const touched = await chat(studio('auto-open auto-open-delay="100"'));
    launcher(touched).click();
    launcher(touched).click();
    expect(await after(touched), 'opened and closed by the visitor').to.equal(false);
    expect(await after(await chat(studio('auto-open-delay="100"'))), 'without auto-open').to.equal(false);
    clock.setSystemTime(SATURDAY_EVENING);
    expect(await after(await chat(studio('auto-open auto-open-delay="100"'))), 'outside the hours').to.equal(false);
    expect(getCookie(CHAT.autoOpenCookie)).to.equal(undefined);
    // The same element, in the hours and without the cookie, does open: the cases above are what stopped it.
    clock.setSystemTime(SATURDAY_NOON);
    expect(await after(await chat(studio('auto-open auto-open-delay="100"'))), 'in the hours').to.equal(true);
  });

  it('does not open by itself in builder mode', async () => {
    const clock = clockAt(SATURDAY_NOON, true);
    document.documentElement.dataset.pbMode = 'builder';
    try {
      const el = await chat(studio('auto-open auto-open-delay="100"'));
      clock.tick(1000);
      await el.updateComplete;
      expect(el.open).to.equal(false);
    } finally {
      delete document.documentElement.dataset.pbMode;
    }
  });
});
