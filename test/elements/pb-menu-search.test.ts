import { aTimeout, expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import type { PbMenuSearch } from '../../elements/pb-menu-search.js';
import { lightStyles } from '../../src/components/menu-search/styles.js';
import { SEARCH } from '../../src/core/constants/search.js';
import { CSS_REDUCED_MOTION, itExceptIn } from '../helpers/engines.js';
import { specClock } from '../helpers/index.js';

// The element is imported in the root `before`, after the page was measured without it (upgrade test).
const form = html`<form role="search" action="/search">
  <input type="search" name="s" aria-label="Search the site" /><button type="submit">Go</button>
</form>`;

const parts = (el: PbMenuSearch) => {
  const root = el.shadowRoot as ShadowRoot;
  return {
    icon: root.querySelector('[part="icon"]') as HTMLButtonElement,
    panel: root.querySelector('[part="panel"]') as HTMLElement,
    close: root.querySelector('[part="close"]') as HTMLButtonElement,
    field: el.querySelector('input') as HTMLInputElement,
  };
};

interface Page {
  el: PbMenuSearch;
  header: HTMLElement;
  outside: HTMLButtonElement;
  events: boolean[];
}

async function page(attrs = ''): Promise<Page> {
  const root = await fixture<HTMLElement>(html`
    <div>
      <pb-header style="display: flex; align-items: center; gap: 8px; position: relative; width: 600px; height: 80px">
        <a href="/" slot="logo">Logo</a>
        <nav><a href="/a">About</a></nav>
        <pb-menu-search></pb-menu-search>
      </pb-header>
      <button id="outside">Outside</button>
    </div>
  `);
  const el = root.querySelector('pb-menu-search') as PbMenuSearch;
  // Built by hand so each test can pick its attributes.
  el.outerHTML = `<pb-menu-search ${attrs}>${(form.strings as readonly string[]).join('')}</pb-menu-search>`;
  const upgraded = root.querySelector('pb-menu-search') as PbMenuSearch;
  await upgraded.updateComplete;
  const events: boolean[] = [];
  upgraded.addEventListener('pb-search-toggle', (e) => events.push(e.detail.open));
  return {
    el: upgraded,
    header: root.querySelector('pb-header') as HTMLElement,
    outside: root.querySelector('#outside') as HTMLButtonElement,
    events,
  };
}

async function click(el: PbMenuSearch, target: HTMLElement): Promise<void> {
  target.click();
  await el.updateComplete;
}

/** The panel's running transitions, after a style flush (getAnimations alone misses a starting transition). */
function transitions(panel: HTMLElement): Animation[] {
  getComputedStyle(panel).opacity;
  return panel.getAnimations();
}

/** Where the panel lands once its transition ends. */
function settledRect(panel: HTMLElement): DOMRect {
  for (const a of transitions(panel)) a.finish();
  return panel.getBoundingClientRect();
}

const near = (a: DOMRect, b: DOMRect) =>
  ['top', 'left', 'width', 'height'].every((k) => Math.abs(a[k as 'top'] - b[k as 'top']) <= 1);

describe('<pb-menu-search>', () => {
  // Upgrade: the not-yet-defined element, in a header row, with only the document styles.
  const upgrade: { before?: DOMRect; after?: DOMRect; focusedForm?: DOMRect; header?: DOMRect; opacity?: string } = {};
  before(async () => {
    const style = document.createElement('style');
    style.textContent = lightStyles;
    document.head.append(style);
    const row = document.createElement('div');
    row.innerHTML = `<pb-header style="display: flex; align-items: center; position: relative; width: 600px; height: 80px">
      <span>Logo</span><pb-menu-search>${(form.strings as readonly string[]).join('')}</pb-menu-search><span>Cart</span>
    </pb-header>`;
    document.body.append(row);
    const el = row.querySelector('pb-menu-search') as PbMenuSearch;
    expect(customElements.get('pb-menu-search')).to.equal(undefined);
    upgrade.before = el.getBoundingClientRect();
    // Before the script: focusing the field opens the form over the header.
    el.querySelector('input')?.focus();
    upgrade.focusedForm = el.querySelector('form')?.getBoundingClientRect();
    upgrade.opacity = getComputedStyle(el.querySelector('form') as HTMLElement).opacity;
    upgrade.header = row.querySelector('pb-header')?.getBoundingClientRect();
    (document.activeElement as HTMLElement).blur();
    await import('../../elements/pb-menu-search.js');
    await el.updateComplete;
    upgrade.after = el.getBoundingClientRect();
    row.remove();
  });

  afterEach(async () => {
    sinon.restore();
    await emulateMedia({ reducedMotion: 'no-preference' });
    fixtureCleanup();
    await aTimeout(0);
  });

  it('is accessible, closed and open', async () => {
    const { el } = await page();
    await expect(el).to.be.accessible();
    await click(el, parts(el).icon);
    await expect(el).to.be.accessible();
  });

  it('keeps its box on upgrade, and works before the script', () => {
    expect(upgrade.before?.width).to.equal(40);
    expect(upgrade.before?.height).to.equal(40);
    expect(near(upgrade.before as DOMRect, upgrade.after as DOMRect), 'same box after the upgrade').to.equal(true);
    expect(near(upgrade.focusedForm as DOMRect, upgrade.header as DOMRect), 'the form covers the header').to.equal(
      true,
    );
    expect(upgrade.opacity).to.equal('1');
  });

  it('renders a named icon button controlling the panel, the slotted form and a close button', async () => {
    const { el } = await page();
    const { icon, panel, close } = parts(el);
    expect(icon.getAttribute('aria-label')).to.equal('Search');
    expect(icon.getAttribute('aria-expanded')).to.equal('false');
    expect(el.shadowRoot?.getElementById(icon.getAttribute('aria-controls') ?? '')).to.equal(panel);
    expect(close.getAttribute('aria-label')).to.equal('Close search');
    expect(panel.hidden).to.equal(true);
    expect(el.querySelector('form')?.assignedSlot?.getRootNode()).to.equal(el.shadowRoot);
  });

  it('takes its labels from messages', async () => {
    const { el } = await page(`messages='{"search":"Suche","close":"Suche schließen"}'`);
    expect(parts(el).icon.getAttribute('aria-label')).to.equal('Suche');
    expect(parts(el).close.getAttribute('aria-label')).to.equal('Suche schließen');
  });

  it('opens over the whole header row on the icon: reflected, one event, focus in the field', async () => {
    specClock();
    const { el, header, events } = await page();
    let event: CustomEvent | undefined;
    document.addEventListener('pb-search-toggle', (e) => (event = e as CustomEvent), { once: true });
    await click(el, parts(el).icon);
    const { icon, panel, field } = parts(el);
    expect(el.open).to.equal(true);
    expect(el.hasAttribute('open')).to.equal(true);
    expect(icon.getAttribute('aria-expanded')).to.equal('true');
    expect(panel.hidden).to.equal(false);
    expect(events).to.deep.equal([true]);
    expect(event?.bubbles && event.composed).to.equal(true);
    expect(document.activeElement === field, 'focus').to.equal(true);
    expect(near(settledRect(panel), header.getBoundingClientRect())).to.equal(true);
  });

  it(`animates over SEARCH.animation (1000 ms) both ways`, async () => {
    const clock = specClock();
    const { el } = await page();
    await click(el, parts(el).icon);
    const timings = () => transitions(parts(el).panel).map((a) => (a.effect as KeyframeEffect).getTiming().duration);
    expect(timings()).to.include(SEARCH.animation);
    // The fake clock moves the lock, not the animation clock: end the opening as 1 s would.
    settledRect(parts(el).panel);
    clock.tick(SEARCH.lock);
    await click(el, parts(el).close);
    expect(timings()).to.include(SEARCH.animation);
    expect(parts(el).panel.hidden, 'still showing while it closes').to.equal(false);
    clock.tick(SEARCH.animation);
    expect(parts(el).panel.hidden).to.equal(true);
  });

  it('ignores clicks for the 1 s lock, then closes on the close button with focus back on the icon', async () => {
    const clock = specClock();
    const { el, events } = await page();
    await click(el, parts(el).icon);
    clock.tick(SEARCH.lock - 1);
    await click(el, parts(el).close);
    expect(el.open, 'locked').to.equal(true);
    clock.tick(1);
    parts(el).field.focus();
    await click(el, parts(el).close);
    expect(el.open).to.equal(false);
    expect(el.shadowRoot?.activeElement === parts(el).icon, 'focus').to.equal(true);
    clock.tick(SEARCH.lock - 1);
    await click(el, parts(el).icon);
    expect(el.open, 'locked while closing').to.equal(false);
    clock.tick(1);
    await click(el, parts(el).icon);
    expect(el.open).to.equal(true);
    expect(events).to.deep.equal([true, false, true]);
  });

  it('closes on Escape and gives the focus back to the icon', async () => {
    const clock = specClock();
    const { el } = await page();
    await click(el, parts(el).icon);
    clock.tick(SEARCH.lock);
    expect(document.activeElement === parts(el).field, 'focus').to.equal(true);
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(el.open).to.equal(false);
    expect(el.shadowRoot?.activeElement === parts(el).icon, 'focus').to.equal(true);
  });

  it('honours Escape during the opening lock when the lock ends, focus back on the icon', async () => {
    const clock = specClock();
    const { el, events } = await page();
    await click(el, parts(el).icon);
    clock.tick(100);
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(el.open, 'the lock holds').to.equal(true);
    clock.tick(SEARCH.lock - 101);
    await el.updateComplete;
    expect(el.open, 'the lock holds').to.equal(true);
    clock.tick(1);
    await el.updateComplete;
    expect(el.open).to.equal(false);
    expect(el.shadowRoot?.activeElement === parts(el).icon, 'focus').to.equal(true);
    expect(events).to.deep.equal([true, false]);
    // Kept for one lock only: the next opening stays open.
    clock.tick(SEARCH.lock);
    await click(el, parts(el).icon);
    clock.tick(SEARCH.lock);
    await el.updateComplete;
    expect(el.open).to.equal(true);
  });

  it('closes when focus leaves, and leaves the focus where it went', async () => {
    const clock = specClock();
    const { el, outside, events } = await page();
    await click(el, parts(el).icon);
    clock.tick(SEARCH.lock);
    parts(el).close.focus();
    await el.updateComplete;
    expect(el.open, 'focus moved within the element').to.equal(true);
    outside.focus();
    await el.updateComplete;
    expect(el.open).to.equal(false);
    expect(document.activeElement === outside, 'focus').to.equal(true);
    expect(events).to.deep.equal([true, false]);
  });

  it('honours a blur during the opening lock when the lock ends', async () => {
    const clock = specClock();
    const { el, outside } = await page();
    await click(el, parts(el).icon);
    clock.tick(100);
    outside.focus();
    await el.updateComplete;
    expect(el.open, 'ignored during the lock').to.equal(true);
    clock.tick(SEARCH.lock - 100);
    await el.updateComplete;
    expect(el.open).to.equal(false);
    expect(document.activeElement === outside, 'focus').to.equal(true);
  });

  it('closes on a click outside the header, not on one inside it', async () => {
    const clock = specClock();
    const { el, header, outside } = await page();
    await click(el, parts(el).icon);
    clock.tick(SEARCH.lock);
    await click(el, header.querySelector('nav') as HTMLElement);
    expect(el.open, 'inside the header').to.equal(true);
    await click(el, outside);
    expect(el.open).to.equal(false);
    expect(el.shadowRoot?.activeElement === parts(el).icon, 'focus was in the field: back to the icon').to.equal(true);
  });

  it('without a header, overlays its parent, made relative only while the box shows', async () => {
    const clock = specClock();
    const row = await fixture<HTMLElement>(html`<div style="display: flex; height: 60px"><span>Menu</span></div>`);
    row.insertAdjacentHTML(
      'beforeend',
      `<pb-menu-search>${(form.strings as readonly string[]).join('')}</pb-menu-search>`,
    );
    const el = row.querySelector('pb-menu-search') as PbMenuSearch;
    await el.updateComplete;
    expect(row.style.position).to.equal('');
    await click(el, parts(el).icon);
    expect(row.style.position).to.equal('relative');
    expect(near(settledRect(parts(el).panel), row.getBoundingClientRect())).to.equal(true);
    clock.tick(SEARCH.lock);
    await click(el, parts(el).close);
    expect(row.style.position, 'kept while it closes').to.equal('relative');
    clock.tick(SEARCH.animation);
    await el.updateComplete;
    expect(row.style.position).to.equal('');
  });

  it('applies open from script or markup, with the event and the focus move', async () => {
    const { el, events } = await page('open');
    expect(parts(el).panel.hidden).to.equal(false);
    expect(events, 'nothing changed at mount').to.deep.equal([]);
    expect(document.activeElement === parts(el).field, 'no focus stolen at mount').to.equal(false);
    el.removeAttribute('open');
    await el.updateComplete;
    expect(parts(el).icon.getAttribute('aria-expanded')).to.equal('false');
    el.open = true;
    await el.updateComplete;
    expect(el.hasAttribute('open')).to.equal(true);
    expect(document.activeElement === parts(el).field, 'focus').to.equal(true);
    expect(events).to.deep.equal([false, true]);
  });

  itExceptIn(
    { firefox: CSS_REDUCED_MOTION, webkit: CSS_REDUCED_MOTION },
    'with reduced motion, opens and closes at once, without a transition or a lock',
    async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      specClock();
      const { el } = await page();
      await click(el, parts(el).icon);
      expect(transitions(parts(el).panel)).to.have.length(0);
      await click(el, parts(el).close);
      expect(el.open).to.equal(false);
      expect(parts(el).panel.hidden, 'hidden at once').to.equal(true);
      await click(el, parts(el).icon);
      expect(el.open).to.equal(true);
    },
  );
});
