import { aTimeout, expect, fixture, html } from '@open-wc/testing';
import 'axe-core';
import sinon from 'sinon';
import '../../elements/pb-countdown.js';
import type { PbCountdown } from '../../elements/pb-countdown.js';
import type { CountdownEndDetail } from '../../src/components/countdown/index.js';
import { styles } from '../../src/components/countdown/index.js';
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
  part,
  rendered,
  S,
  START,
  sale,
  settled,
  shown,
  timer,
  units,
  unmountAll,
  warnings,
} from '../helpers/countdown.js';
import { setPageConfig } from '../helpers/index.js';

/** The part of axe-core (a UMD script that sets `window.axe`) that computes accessible names. */
interface AxeNames {
  setup(root: Node): void;
  teardown(): void;
  commons: { text: { accessibleText(element: Element): string } };
}

describe('<pb-countdown>', () => {
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
      <pb-countdown date=${iso(Date.now() + 3 * D)}>
        <span slot="label">Kiln opening sale starts in</span>
        <time>In three days</time>
      </pb-countdown>
    `);
    await expect(el).to.be.accessible();
  });

  it('renders days (3 digits), hours, minutes and seconds with their labels, as a named timer read in words', async () => {
    countdownClock();
    const el = await mount(sale(iso(START + D + 2 * H + 3 * M + 4 * S)));
    expect(digits(el)).to.deep.equal(['001', '02', '03', '04']);
    expect(units(el).map((u) => u.label)).to.deep.equal(['Days', 'Hours', 'Minutes', 'Seconds']);
    expect(timer(el)?.getAttribute('aria-labelledby')).to.equal('label');
    expect(el.shadowRoot?.getElementById('label')?.querySelector('slot')?.assignedElements()[0]?.textContent).to.equal(
      'Kiln opening sale starts in',
    );
    expect(part(el, 'units')?.getAttribute('aria-hidden')).to.equal('true');
    expect(timer(el)?.textContent).to.contain('1 day, 2 hours, 3 minutes, 4 seconds');
    // The fallback and the end message are not shown once upgraded.
    expect(shown(el.querySelector('time'))).to.equal(false);
    expect(shown(el.querySelector('[slot="end"]'))).to.equal(false);
    expect(el.hasAttribute('data-ended')).to.equal(false);
  });

  it("the timer's accessible name is the slotted label's text (axe's name computation, over the flat tree)", async () => {
    const el = await mount(sale(iso(Date.now() + D + 2 * H + 3 * M + 4 * S + 500)));
    const { axe } = globalThis as unknown as { axe: AxeNames };
    axe.setup(document);
    try {
      expect(axe.commons.text.accessibleText(timer(el) as HTMLElement)).to.equal('Kiln opening sale starts in');
    } finally {
      axe.teardown();
    }
  });

  it('without a label child, the timer is named by messages.label', async () => {
    countdownClock();
    const el = await mount(`<pb-countdown date="${iso(START + H)}"></pb-countdown>`);
    expect(timer(el)?.getAttribute('aria-label')).to.equal('Time left');
    expect(timer(el)?.hasAttribute('aria-labelledby')).to.equal(false);
  });

  it('ticks each second from the clock, and flags the parts showing zero', async () => {
    const clock = countdownClock();
    const el = await mount(sale(iso(START + 2 * H + 5 * S)));
    expect(digits(el)).to.deep.equal(['000', '02', '00', '05']);
    expect(units(el).map((u) => u.zero)).to.deep.equal([true, false, true, false]);
    expect(units(el).map((u) => u.unitZero)).to.deep.equal([true, false, true, false]);
    clock.tick(999);
    await rendered();
    expect(digits(el)).to.deep.equal(['000', '02', '00', '05']);
    clock.tick(1);
    await rendered();
    expect(digits(el)).to.deep.equal(['000', '02', '00', '04']);
    clock.tick(4000);
    await rendered();
    expect(digits(el)).to.deep.equal(['000', '02', '00', '00']);
    expect(units(el).map((u) => u.zero)).to.deep.equal([true, false, true, true]);
    clock.tick(1000);
    await rendered();
    expect(digits(el)).to.deep.equal(['000', '01', '59', '59']);
    expect(units(el).map((u) => u.zero)).to.deep.equal([true, false, false, false]);
  });

  it('floors at zero: fires pb-countdown-end once, marks the host ended, and keeps the zeros by default', async () => {
    const clock = countdownClock();
    const el = await mount(sale(iso(START + 2 * S)));
    const seen = ends(el);
    clock.tick(1999);
    await settled();
    expect(seen).to.deep.equal([]);
    expect(digits(el)).to.deep.equal(['000', '00', '00', '01']);
    clock.tick(1);
    await settled();
    expect(seen).to.deep.equal([{ date: new Date(START + 2 * S).toISOString(), late: false }]);
    expect(digits(el)).to.deep.equal(['000', '00', '00', '00']);
    expect(units(el).every((u) => u.zero)).to.equal(true);
    expect(el.dataset.ended).to.equal('zero');
    expect(clock.countTimers(), 'no ticking after the end').to.equal(0);
    clock.tick(60_000);
    await settled();
    el.messages = { days: 'Tage' };
    await el.updateComplete;
    expect(seen).to.have.length(1);
    expect(digits(el)).to.deep.equal(['000', '00', '00', '00']);
  });

  it('opened after its end: the end state at once, and the event once, marked late', async () => {
    countdownClock();
    const seen: CountdownEndDetail[] = [];
    const listener = (e: Event) => seen.push((e as CustomEvent<CountdownEndDetail>).detail);
    document.addEventListener('pb-countdown-end', listener);
    try {
      const el = await mount(sale(iso(START - 5 * M), 'on-end="message"'));
      expect(seen).to.deep.equal([{ date: new Date(START - 5 * M).toISOString(), late: true }]);
      expect(el.dataset.ended).to.equal('message');
      expect(live(el)?.textContent, 'nothing changed during the visit: nothing is said').to.equal('');
    } finally {
      document.removeEventListener('pb-countdown-end', listener);
    }
  });

  it('on-end="hide" hides the element at the end', async () => {
    const clock = countdownClock();
    const el = await mount(sale(iso(START + S), 'on-end="hide"'));
    expect(getComputedStyle(el).display).to.equal('grid');
    clock.tick(1000);
    await rendered();
    expect(el.dataset.ended).to.equal('hide');
    expect(getComputedStyle(el).display).to.equal('none');
    expect(el.getBoundingClientRect().height).to.equal(0);
  });

  it('on-end="message" shows the end message instead of the label and digits, and says it', async () => {
    const clock = countdownClock();
    const el = await mount(sale(iso(START + S), 'on-end="message"'));
    const message = el.querySelector('[slot="end"]') as HTMLElement;
    expect(shown(message)).to.equal(false);
    clock.tick(1000);
    await rendered();
    expect(el.dataset.ended).to.equal('message');
    expect(shown(message)).to.equal(true);
    expect(shown(timer(el))).to.equal(false);
    expect(shown(el.querySelector('[slot="label"]'))).to.equal(false);
    expect(live(el)?.textContent).to.equal('The sale is on: come to the studio.');
  });

  it('on-end="message" without a message warns and keeps the zeros', async () => {
    const said = warnings();
    const clock = countdownClock();
    const el = await mount(`<pb-countdown date="${iso(START + S)}" on-end="message"></pb-countdown>`);
    expect(said().join('\n')).to.contain('<pb-countdown> attribute "on-end": is "message" but no child has slot="end"');
    clock.tick(1000);
    await rendered();
    expect(el.dataset.ended).to.equal('zero');
    expect(shown(timer(el))).to.equal(true);
    expect(live(el)?.textContent).to.equal('The countdown has ended.');
  });

  it("labels and spoken words follow messages, the page config and the page's language", async () => {
    countdownClock();
    setPageConfig({ messages: { 'pb-countdown': { hours: 'Uur', remaining: 'Nog {time}' } } });
    const host = document.createElement('section');
    host.lang = 'nl';
    host.innerHTML = `<pb-countdown date="${iso(START + 2 * D + 5 * H)}"
      messages='{"days":"Dagen","minutes":"Minuten","seconds":"Seconden","label":"Resterende tijd"}'></pb-countdown>`;
    document.body.append(host);
    const el = host.firstElementChild as PbCountdown;
    await el.updateComplete;
    try {
      expect(units(el).map((u) => u.label)).to.deep.equal(['Dagen', 'Uur', 'Minuten', 'Seconden']);
      expect(timer(el)?.getAttribute('aria-label')).to.equal('Resterende tijd');
      expect(timer(el)?.textContent).to.contain('2 dagen').and.contain('5 uur');
    } finally {
      host.remove();
    }
  });

  describe('bad attributes warn, naming the element and the attribute, with the documented fallback', () => {
    it('no date: the fallback content shows, in the digits’ place, and nothing ticks', async () => {
      const said = warnings();
      const clock = countdownClock();
      const el = await mount(
        `<pb-countdown><span slot="label">Next opening</span><time>The first Saturday of the month</time></pb-countdown>`,
      );
      expect(said().join('\n')).to.contain('<pb-countdown> attribute "date": missing');
      expect(timer(el)).to.equal(null);
      expect(shown(el.querySelector('time'))).to.equal(true);
      expect(shown(el.querySelector('[slot="label"]'))).to.equal(true);
      expect(clock.countTimers()).to.equal(0);
    });

    it('a date that is not a date-time: the same', async () => {
      const said = warnings();
      const el = await mount(sale('next Saturday'));
      expect(said().join('\n')).to.contain('<pb-countdown> attribute "date": expected an ISO 8601 date-time');
      expect(said().join('\n')).to.contain('showing the fallback content');
      expect(shown(el.querySelector('time'))).to.equal(true);
      // A good date later starts the countdown.
      el.date = iso(Date.now() + H);
      await el.updateComplete;
      expect(timer(el)).to.not.equal(null);
      expect(shown(el.querySelector('time'))).to.equal(false);
    });

    it('a date without an offset is read as UTC', async () => {
      const said = warnings();
      countdownClock();
      const el = await mount(sale('2026-03-01T13:00:00'));
      expect(said().join('\n')).to.contain(
        '<pb-countdown> attribute "date": "2026-03-01T13:00:00" has no time zone offset',
      );
      expect(digits(el)).to.deep.equal(['000', '01', '00', '00']);
    });

    it("a now that is not a date-time: the visitor's clock", async () => {
      const said = warnings();
      countdownClock();
      const el = await mount(sale(iso(START + H), 'now="yesterday"'));
      expect(said().join('\n')).to.contain(`<pb-countdown> attribute "now"`).and.contain("using the visitor's clock");
      expect(digits(el)).to.deep.equal(['000', '01', '00', '00']);
    });

    it('an unknown on-end: zero', async () => {
      const said = warnings();
      const clock = countdownClock();
      const el = await mount(sale(iso(START + S), 'on-end="explode"'));
      expect(said().join('\n')).to.contain('<pb-countdown> attribute "on-end": expected one of zero, hide, message');
      clock.tick(1000);
      await rendered();
      expect(el.dataset.ended).to.equal('zero');
    });

    it('malformed messages: the English defaults', async () => {
      const said = warnings();
      const el = await mount(sale(iso(Date.now() + H), `messages='{"days":'`));
      expect(said().join('\n')).to.contain('<pb-countdown> attribute "messages": expected JSON');
      expect(units(el)[0]?.label).to.equal('Days');
    });
  });

  it('a new date starts a new countdown, whose end fires its own event', async () => {
    const clock = countdownClock();
    const el = await mount(sale(iso(START + S)));
    const seen = ends(el);
    clock.tick(1000);
    await rendered();
    expect(live(el)?.textContent).to.equal('The countdown has ended.');
    el.date = iso(START + 3 * S);
    await el.updateComplete;
    await rendered();
    expect(el.hasAttribute('data-ended')).to.equal(false);
    expect(live(el)?.textContent).to.equal('');
    expect(digits(el)).to.deep.equal(['000', '00', '00', '02']);
    clock.tick(2000);
    await settled();
    expect(seen.map((d) => d.date)).to.deep.equal([START + S, START + 3 * S].map((t) => new Date(t).toISOString()));
  });

  it('documents every observed attribute, rendered part and custom property in custom-elements.json', async () => {
    const cem = (await (await fetch('/custom-elements.json')).json()) as {
      modules: { declarations?: Record<string, unknown>[] }[];
    };
    const decl = cem.modules.flatMap((m) => m.declarations ?? []).find((d) => d.tagName === 'pb-countdown') as Record<
      string,
      { name: string }[]
    >;
    const names = (key: string) => new Set((decl[key] ?? []).map((x) => x.name));
    const el = await mount(sale(iso(Date.now() + H), 'on-end="message"'));
    for (const a of (customElements.get('pb-countdown') as unknown as { observedAttributes: string[] })
      .observedAttributes)
      expect(names('attributes'), a).to.include(a);
    const rendered = [...(el.shadowRoot?.querySelectorAll('[part]') ?? [])].flatMap((p) =>
      (p.getAttribute('part') ?? '').split(/\s+/),
    );
    for (const p of [...rendered, 'unit-zero', 'value-zero', 'fallback']) expect(names('cssParts'), p).to.include(p);
    for (const [, prop] of styles.matchAll(/var\((--pb-[\w-]+)/g))
      expect(names('cssProperties'), prop).to.include(prop);
    expect(names('events')).to.include('pb-countdown-end');
    expect([...names('slots')]).to.include.members(['', 'label', 'end']);
  });
});
