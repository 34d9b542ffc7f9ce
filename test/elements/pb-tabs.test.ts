import { aTimeout, expect, fixture, html, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/pb-tabs.js';
import type { PbTabs } from '../../elements/pb-tabs.js';
import type { TabChangeDetail } from '../../src/components/tabs/index.js';
import { TABS } from '../../src/core/constants/index.js';
import { writeHashEntry } from '../../src/core/hash/index.js';
import { resetWarnings } from '../../src/core/log/index.js';
import { clearHash, hashChange, specClock } from '../helpers/index.js';

const product = (active?: string) => html`
  <pb-tabs id="product-tabs" active=${active ?? '0'}>
    <pb-tab label="Description"><p>About the product.</p></pb-tab>
    <pb-tab label="Specs" id="specs"><p>Weight: 1 kg.</p></pb-tab>
    <pb-tab label="Reviews" id="product_reviews_tab"><p>Great. <a href="#top">Top</a></p></pb-tab>
  </pb-tabs>
`;

const tabs = (el: Element) => [...(el.shadowRoot?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
const panels = (el: Element) => [...(el.shadowRoot?.querySelectorAll<HTMLElement>('[role="tabpanel"]') ?? [])];
const shown = (el: Element) => panels(el).findIndex((p) => !p.hidden && getComputedStyle(p).display !== 'none');
const focused = (el: Element) => tabs(el).indexOf(el.shadowRoot?.activeElement as HTMLButtonElement);

function changes(el: Node): TabChangeDetail[] {
  const seen: TabChangeDetail[] = [];
  el.addEventListener('pb-tab-change', (e) => seen.push((e as CustomEvent<TabChangeDetail>).detail));
  return seen;
}

function warnings(): () => string[] {
  const warn = sinon.stub(console, 'warn');
  return () => warn.getCalls().map((c) => String(c.args[0]));
}

describe('<pb-tabs>', () => {
  // The previous fixture unmounts on a real 0 ms timer; let it run before this test may fake the clock.
  beforeEach(() => aTimeout(1));

  afterEach(async () => {
    sinon.restore();
    resetWarnings();
    clearHash();
    delete document.documentElement.dataset.pbMode;
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('is accessible', async () => {
    const el = await fixture<PbTabs>(product());
    await expect(el).to.be.accessible();
  });

  it('renders an APG tab list whose ARIA references stay inside its shadow root', async () => {
    const el = await fixture<PbTabs>(product('1'));
    const list = el.shadowRoot?.querySelector('[role="tablist"]');
    expect(list?.getAttribute('aria-label')).to.equal('Tabs');
    expect(list?.getAttribute('aria-orientation')).to.equal('horizontal');
    expect(tabs(el).map((t) => t.textContent)).to.deep.equal(['Description', 'Specs', 'Reviews']);
    expect(tabs(el).map((t) => t.getAttribute('aria-selected'))).to.deep.equal(['false', 'true', 'false']);
    expect(tabs(el).map((t) => t.tabIndex)).to.deep.equal([-1, 0, -1]);
    expect(tabs(el)[1]?.getAttribute('part')).to.equal('tab tab-active');
    tabs(el).forEach((tab, i) => {
      const panel = el.shadowRoot?.getElementById(tab.getAttribute('aria-controls') ?? '');
      expect(panel?.getAttribute('role')).to.equal('tabpanel');
      expect(panel?.getAttribute('aria-labelledby')).to.equal(tab.id);
      expect(panel?.tabIndex).to.equal(0);
      // The light-DOM tab is projected into its own panel.
      expect(el.children[i]?.assignedSlot?.parentElement).to.equal(panel);
    });
    expect(shown(el)).to.equal(1);
  });

  it('switches on click: reflects active, writes the hash, fires pb-tab-change once', async () => {
    const el = await fixture<PbTabs>(product());
    const seen = changes(el);
    tabs(el)[2]?.click();
    await el.updateComplete;
    expect(el.active).to.equal(2);
    expect(el.getAttribute('active')).to.equal('2');
    expect(shown(el)).to.equal(2);
    expect(location.hash).to.equal('#product-tabs|2');
    expect(seen).to.deep.equal([{ index: 2, trigger: 'click' }]);
    tabs(el)[2]?.click();
    await el.updateComplete;
    expect(seen).to.have.length(1);
  });

  it('fades the new panel in and ignores clicks until the switch duration has passed', async () => {
    const clock = specClock();
    const el = await fixture<PbTabs>(product());
    const seen = changes(el);
    tabs(el)[1]?.click();
    await el.updateComplete;
    const panel = panels(el)[1] as HTMLElement;
    expect(panel.hasAttribute('data-fading')).to.equal(true);
    expect(panel.getAnimations().length).to.equal(1);
    tabs(el)[2]?.click();
    clock.tick(TABS.switchDuration - 1);
    tabs(el)[2]?.click();
    await el.updateComplete;
    expect(el.active).to.equal(1);
    clock.tick(1);
    tabs(el)[2]?.click();
    await el.updateComplete;
    expect(el.active).to.equal(2);
    expect(seen.map((d) => d.index)).to.deep.equal([1, 2]);
    clock.tick(TABS.switchDuration);
    clock.restore();
    await waitUntil(() => !panels(el)[2]?.hasAttribute('data-fading'), 'fade marker cleared');
  });

  it('with reduced motion switches at once, with no fade and no lock', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await fixture<PbTabs>(product());
    tabs(el)[1]?.click();
    tabs(el)[2]?.click();
    await el.updateComplete;
    expect(el.active).to.equal(2);
    expect(panels(el)[2]?.hasAttribute('data-fading')).to.equal(false);
    expect(panels(el)[2]?.getAnimations()).to.have.length(0);
  });

  it('in builder mode switches without fade or lock and leaves the hash alone', async () => {
    history.replaceState(null, '', '#product-tabs|2');
    document.documentElement.dataset.pbMode = 'builder';
    const el = await fixture<PbTabs>(product());
    expect(el.active).to.equal(0);
    tabs(el)[1]?.click();
    tabs(el)[0]?.click();
    await el.updateComplete;
    expect(el.active).to.equal(0);
    expect(panels(el)[0]?.hasAttribute('data-fading')).to.equal(false);
    expect(location.hash).to.equal('#product-tabs|2');
  });

  it('follows the APG keys with wrap-around and roving focus', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await fixture<PbTabs>(product());
    const seen = changes(el);
    tabs(el)[0]?.focus();
    const expected: [string, number][] = [
      ['ArrowRight', 1],
      ['ArrowRight', 2],
      ['ArrowRight', 0],
      ['ArrowLeft', 2],
      ['Home', 0],
      ['End', 2],
      ['ArrowDown', 2],
    ];
    for (const [press, index] of expected) {
      await sendKeys({ press });
      await el.updateComplete;
      expect([el.active, focused(el)], press).to.deep.equal([index, index]);
      expect(tabs(el)[index]?.tabIndex).to.equal(0);
    }
    expect(seen.every((d) => d.trigger === 'keyboard')).to.equal(true);
    expect(seen).to.have.length(6);
  });

  it('follows what the visitor sees in right-to-left text', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await fixture<PbTabs>(html`
      <pb-tabs dir="rtl"><pb-tab label="א">1</pb-tab><pb-tab label="ב">2</pb-tab><pb-tab label="ג">3</pb-tab></pb-tabs>
    `);
    tabs(el)[0]?.focus();
    await sendKeys({ press: 'ArrowLeft' });
    await el.updateComplete;
    expect([el.active, focused(el)]).to.deep.equal([1, 1]);
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(el.active).to.equal(2);
  });

  it('never drops a key during a switch: a key cuts the fade and shows its tab at once', async () => {
    const clock = specClock();
    const el = await fixture<PbTabs>(product());
    const seen = changes(el);
    tabs(el)[0]?.focus();
    // The audit's burst: arrows ~150 ms apart, then End, all inside the first switch's lock.
    const steps: [string, number, boolean][] = [
      ['ArrowRight', 1, true],
      ['ArrowRight', 2, false],
      ['ArrowRight', 0, false],
      ['End', 2, false],
    ];
    for (const [press, index, fades] of steps) {
      await sendKeys({ press });
      await el.updateComplete;
      expect([el.active, focused(el), shown(el)], press).to.deep.equal([index, index, index]);
      expect(
        panels(el).map((p) => p.hasAttribute('data-fading')),
        press,
      ).to.deep.equal(panels(el).map((_, i) => fades && i === index));
      clock.tick(150);
    }
    expect(seen).to.deep.equal([1, 2, 0, 2].map((index) => ({ index, trigger: 'keyboard' })));
    // Clicks still wait out the lock the last key started (MFT §4).
    tabs(el)[0]?.click();
    await el.updateComplete;
    expect(el.active).to.equal(2);
    clock.tick(TABS.switchDuration - 150);
    tabs(el)[0]?.click();
    await el.updateComplete;
    expect([el.active, seen.length]).to.deep.equal([0, 5]);
  });

  it('shows a visible focus ring on the tab reached by keyboard', async () => {
    const el = await fixture<PbTabs>(product());
    const before = document.createElement('button');
    before.textContent = 'before';
    el.before(before);
    before.focus();
    await sendKeys({ press: 'Tab' });
    expect(focused(el)).to.equal(0);
    const style = getComputedStyle(tabs(el)[0] as HTMLElement);
    expect(style.outlineStyle).to.equal('solid');
    expect(Number.parseFloat(style.outlineWidth)).to.be.greaterThan(0);
  });

  it('stacks vertically below 768 px and then moves with ArrowDown/ArrowUp', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    await setViewport({ width: TABS.stackBelow - 1, height: 800 });
    try {
      const el = await fixture<PbTabs>(product());
      const list = el.shadowRoot?.querySelector('[role="tablist"]') as HTMLElement;
      await waitUntil(() => list.getAttribute('aria-orientation') === 'vertical', 'vertical on phones');
      expect(getComputedStyle(list).flexDirection).to.equal('column');
      tabs(el)[0]?.focus();
      await sendKeys({ press: 'ArrowRight' });
      expect(el.active).to.equal(0);
      await sendKeys({ press: 'ArrowDown' });
      await el.updateComplete;
      expect([el.active, focused(el)]).to.deep.equal([1, 1]);
      await sendKeys({ press: 'ArrowUp' });
      await sendKeys({ press: 'ArrowUp' });
      await el.updateComplete;
      expect(el.active).to.equal(2);
      await expect(el).to.be.accessible();
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('switches when the author sets active, without an event, fade, lock or hash', async () => {
    const clock = specClock();
    const el = await fixture<PbTabs>(product());
    const seen = changes(el);
    el.setAttribute('active', '2');
    await el.updateComplete;
    expect(shown(el)).to.equal(2);
    el.active = 1;
    await el.updateComplete;
    expect([shown(el), el.getAttribute('active')]).to.deep.equal([1, '1']);
    expect(panels(el)[1]?.hasAttribute('data-fading')).to.equal(false);
    tabs(el)[0]?.click();
    await el.updateComplete;
    expect(el.active).to.equal(0);
    expect(seen).to.deep.equal([{ index: 0, trigger: 'click' }]);
    clock.restore();
  });

  it('falls back to the first tab, with one warning, for active out of range or not a number', async () => {
    const read = warnings();
    const el = await fixture<PbTabs>(product('99'));
    expect(shown(el)).to.equal(0);
    el.setAttribute('active', 'abc');
    await el.updateComplete;
    expect(shown(el)).to.equal(0);
    const found = read().filter((m) => m.includes('<pb-tabs> attribute "active"'));
    expect(found.some((m) => m.includes('from 0 to 2, got 99'))).to.equal(true);
    expect(found.some((m) => m.includes('"abc"'))).to.equal(true);
    expect(found).to.have.length(2);
  });

  it('uses messages for the list name and untitled tabs, warning about the missing label', async () => {
    const read = warnings();
    const el = await fixture<PbTabs>(html`
      <pb-tabs messages='{"tablistLabel":"Product information","untitledTab":"Part {n}"}'>
        <pb-tab label="One">1</pb-tab><pb-tab>2</pb-tab>
      </pb-tabs>
    `);
    expect(el.shadowRoot?.querySelector('[role="tablist"]')?.getAttribute('aria-label')).to.equal(
      'Product information',
    );
    expect(tabs(el).map((t) => t.textContent)).to.deep.equal(['One', 'Part 2']);
    expect(read().some((m) => m.includes('<pb-tab> attribute "label"') && m.includes('tab 2'))).to.equal(true);
    el.setAttribute('messages', '{broken');
    await el.updateComplete;
    expect(tabs(el)[1]?.textContent).to.equal('Tab 2');
    expect(read().some((m) => m.includes('<pb-tabs> attribute "messages"'))).to.equal(true);
  });

  it('renders nothing for zero tabs and follows added, relabelled and removed tabs', async () => {
    const el = await fixture<PbTabs>(html`<pb-tabs></pb-tabs>`);
    expect(el.shadowRoot?.querySelector('[role="tablist"]')).to.equal(null);
    el.insertAdjacentHTML('beforeend', '<pb-tab label="A">a</pb-tab><pb-tab label="B">b</pb-tab>');
    await waitUntil(() => tabs(el).length === 2, 'tabs added');
    const first = el.children[0] as HTMLElement;
    first.setAttribute('label', 'Alpha');
    await waitUntil(() => tabs(el)[0]?.textContent === 'Alpha', 'tab relabelled');
    first.remove();
    await waitUntil(() => tabs(el).length === 1, 'tab removed');
    expect(tabs(el)[0]?.textContent).to.equal('B');
    expect(el.children[0]?.getAttribute('slot')).to.equal('pb-tab-0');
    expect(first.hasAttribute('slot')).to.equal(false);
  });

  it('opens the tab named in the hash on load without an event, and on hashchange with one', async () => {
    history.replaceState(null, '', '#other|1||product-tabs|2');
    // On the document, before the element exists, so an event sent while loading would be seen.
    const seen = changes(document);
    const el = await fixture<PbTabs>(product());
    expect([el.active, shown(el)]).to.deep.equal([2, 2]);
    await hashChange('#product-tabs|1');
    await el.updateComplete;
    expect([el.active, shown(el)]).to.deep.equal([1, 1]);
    expect(seen).to.deep.equal([{ index: 1, trigger: 'hash' }]);
  });

  it('ignores a hash index out of range with a warning', async () => {
    const read = warnings();
    const el = await fixture<PbTabs>(product('1'));
    await hashChange('#product-tabs|7');
    await el.updateComplete;
    expect(el.active).to.equal(1);
    expect(read().some((m) => m.includes('URL hash') && m.includes('"7"'))).to.equal(true);
  });

  it('keeps other modules’ entries when writing, and writes nothing without an id', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    history.replaceState(null, '', '#other|3');
    const el = await fixture<PbTabs>(product());
    tabs(el)[1]?.click();
    expect(location.hash).to.equal('#other|3||product-tabs|1');
    el.removeAttribute('id');
    tabs(el)[2]?.click();
    await el.updateComplete;
    expect(el.active).to.equal(2);
    expect(location.hash).to.equal('#other|3||product-tabs|1');
  });

  it('does not undo an author change when another module rewrites the hash', async () => {
    history.replaceState(null, '', '#product-tabs|1');
    const el = await fixture<PbTabs>(product());
    el.active = 2;
    writeHashEntry('other', ['4']);
    await el.updateComplete;
    expect(el.active).to.equal(2);
  });

  for (const reduce of [false, true]) {
    it(`opens and scrolls to a tab named by a plain anchor (#product_reviews_tab, reduced motion ${reduce})`, async () => {
      if (reduce) await emulateMedia({ reducedMotion: 'reduce' });
      const scroll = sinon.stub(HTMLElement.prototype, 'scrollIntoView');
      const el = await fixture<PbTabs>(product());
      await hashChange(`#${TABS.reviewsHash}`);
      await el.updateComplete;
      expect([el.active, shown(el)]).to.deep.equal([2, 2]);
      expect(scroll.calledOn(el)).to.equal(true);
      expect(scroll.lastCall.args[0]).to.deep.equal({ behavior: reduce ? 'auto' : 'smooth' });
    });
  }

  it('is themed through --pb-tabs-* custom properties and parts', async () => {
    const theme = document.createElement('style');
    theme.textContent = '.themed { --pb-tabs-tab-height: 60px; } .themed::part(tab-active) { color: rgb(1, 2, 3); }';
    document.head.append(theme);
    try {
      const el = await fixture<PbTabs>(html`
        <pb-tabs class="themed"><pb-tab label="A">a</pb-tab><pb-tab label="B">b</pb-tab></pb-tabs>
      `);
      expect(tabs(el)[0]?.getBoundingClientRect().height).to.equal(60);
      expect(getComputedStyle(tabs(el)[0] as Element).color).to.equal('rgb(1, 2, 3)');
      expect(getComputedStyle(tabs(el)[1] as Element).color).to.not.equal('rgb(1, 2, 3)');
    } finally {
      theme.remove();
    }
  });

  it("a <pb-tab>'s label is a property too, as a framework sets it, and the tab button follows it", async () => {
    const el = await fixture<PbTabs>(product());
    const tab = el.querySelector('pb-tab') as HTMLElement & { label: string };
    tab.label = 'Details';
    expect(tab.getAttribute('label')).to.equal('Details');
    await waitUntil(() => tabs(el)[0]?.textContent === 'Details', 'the tab button reads the new label');
  });
});
