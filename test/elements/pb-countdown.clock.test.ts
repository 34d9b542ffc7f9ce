/** `<pb-countdown>` against the clock: jumps, the server's `now`, a hidden page, and the live region's rate. */
import { aTimeout, expect, fixture, html } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/pb-countdown.js';
import type { PbCountdown } from '../../elements/pb-countdown.js';
import { resetWarnings } from '../../src/core/log/index.js';
import {
  countdownClock,
  D,
  digits,
  ends,
  H,
  iso,
  live,
  M,
  mount,
  rendered,
  S,
  START,
  sale,
  settled,
  unmountAll,
} from '../helpers/countdown.js';
import { setPageConfig } from '../helpers/index.js';

describe('<pb-countdown> and the clock', () => {
  // The previous element unmounts on a real 0 ms timer; let it run before this test may fake the clock.
  beforeEach(() => aTimeout(1));
  afterEach(() => {
    sinon.restore();
    resetWarnings();
    setPageConfig(null);
    unmountAll();
  });

  it('is accessible', async () => {
    const el = await fixture<PbCountdown>(html`
      <pb-countdown date=${iso(Date.now() + 90 * M)}>
        <span slot="label">The sale starts in</span>
        <time>In an hour and a half</time>
      </pb-countdown>
    `);
    await expect(el).to.be.accessible();
  });

  it('a clock that jumps (a slow device, a sleeping laptop) shows the true time on the next tick, not a count', async () => {
    const clock = countdownClock();
    const el = await mount(sale(iso(START + 10 * M)));
    clock.setSystemTime(START + 3 * M + 200);
    clock.tick(1000);
    await rendered();
    expect(digits(el)).to.deep.equal(['000', '00', '06', '59']);
  });

  describe('now: the server clock', () => {
    it("corrects a visitor's clock that is an hour slow", async () => {
      countdownClock();
      // The server wrote the page at START + 1 h by its clock; the visitor's clock says START.
      const server = START + H;
      const el = await mount(sale(iso(server + 10 * M), `now="${iso(server)}"`));
      expect(digits(el)).to.deep.equal(['000', '00', '10', '00']);
    });

    it('and one that is a day fast', async () => {
      const clock = countdownClock();
      const server = START - D;
      const el = await mount(sale(iso(server + 90 * S), `now="${iso(server)}"`));
      expect(digits(el)).to.deep.equal(['000', '00', '01', '30']);
      const seen = ends(el);
      clock.tick(90 * S);
      await settled();
      expect(seen).to.have.length(1);
    });

    it('is measured from when the page arrived, not from when the element started', async () => {
      const clock = countdownClock();
      const server = START + H;
      // The script arrives 4 s after the page (a slow connection): the countdown is not 4 s late.
      clock.tick(4000);
      const el = await mount(sale(iso(server + 10 * M), `now="${iso(server)}"`));
      expect(digits(el)).to.deep.equal(['000', '00', '09', '56']);
    });

    it('is ignored on a page the browser took from its cache, whose now is as old as the copy', async () => {
      countdownClock();
      // The fake clock's own performance object, dropped with the clock.
      (performance as { getEntriesByType: (type: string) => object[] }).getEntriesByType = () => [
        { responseStart: 0, transferSize: 0, encodedBodySize: 9000 },
      ];
      const el = await mount(sale(iso(START + 10 * M), `now="${iso(START - H)}"`));
      expect(digits(el)).to.deep.equal(['000', '00', '10', '00']);
    });

    it('a new now applies at once', async () => {
      countdownClock();
      const el = await mount(sale(iso(START + 10 * M)));
      el.now = iso(START + 5 * M);
      await el.updateComplete;
      expect(digits(el)).to.deep.equal(['000', '00', '05', '00']);
    });
  });

  it('stops ticking while the page is hidden and resyncs on return', async () => {
    const clock = countdownClock();
    const el = await mount(sale(iso(START + H)));
    const state = sinon.stub(document, 'visibilityState').get(() => 'hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(clock.countTimers(), 'no timer while hidden').to.equal(0);
    clock.tick(10 * M + 400);
    await rendered();
    expect(digits(el), 'not ticked while hidden').to.deep.equal(['000', '01', '00', '00']);
    state.get(() => 'visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await rendered();
    expect(digits(el), 'resynced at once').to.deep.equal(['000', '00', '50', '00']);
    expect(clock.countTimers()).to.equal(1);
    clock.tick(600);
    await rendered();
    expect(digits(el)).to.deep.equal(['000', '00', '49', '59']);
  });

  it('an end passed while hidden fires on return, not marked late, and is said', async () => {
    const clock = countdownClock();
    const el = await mount(sale(iso(START + 2 * M)));
    const seen = ends(el);
    const state = sinon.stub(document, 'visibilityState').get(() => 'hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    clock.tick(5 * M);
    await settled();
    expect(seen).to.deep.equal([]);
    state.get(() => 'visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await settled();
    expect(seen).to.deep.equal([{ date: new Date(START + 2 * M).toISOString(), late: false }]);
    expect(live(el)?.textContent).to.equal('The countdown has ended.');
  });

  it('the live region speaks a summary at most once a minute, never in the last minute, then the end', async function () {
    // A render after every fake second: slow engines (WebKitGTK) need more than the default 5 s.
    this.timeout(30_000);
    const clock = countdownClock();
    const el = await mount(sale(iso(START + D + 2 * H + 3 * M + 30 * S)));
    const region = live(el) as HTMLElement;
    expect(region.getAttribute('aria-atomic')).to.equal('true');
    expect(region.textContent, 'silent at load').to.equal('');
    const said: [number, string][] = [];
    const watch = new MutationObserver(() => said.push([Date.now() - START, region.textContent ?? '']));
    watch.observe(region, { subtree: true, childList: true, characterData: true });
    for (let s = 0; s < 185; s++) {
      clock.tick(1000);
      await rendered();
    }
    watch.disconnect();
    expect(said.map(([, text]) => text)).to.deep.equal([
      '1 day, 2 hours, 2 minutes left',
      '1 day, 2 hours, 1 minute left',
      '1 day, 2 hours left',
    ]);
    expect(said.map(([at]) => at)).to.deep.equal([60_000, 120_000, 180_000]);
  });

  it('in the last minutes: silent below one minute left, then the end a minute or more after the last summary', async function () {
    this.timeout(30_000);
    const clock = countdownClock();
    const el = await mount(sale(iso(START + 150 * S)));
    const region = live(el) as HTMLElement;
    const said: [number, string][] = [];
    const watch = new MutationObserver(() => said.push([Date.now() - START, region.textContent ?? '']));
    watch.observe(region, { subtree: true, childList: true, characterData: true });
    for (let s = 0; s < 155; s++) {
      clock.tick(1000);
      await rendered();
    }
    watch.disconnect();
    expect(said).to.deep.equal([
      [60_000, '1 minute left'],
      [150_000, 'The countdown has ended.'],
    ]);
  });
});
