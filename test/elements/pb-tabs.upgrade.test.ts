/**
 * No layout shift on upgrade: with `lightStyles` on the page, a `<pb-tabs>` that
 * is not yet defined already has the height and panel position it will have.
 * This file must not import the element statically; it is defined mid-file.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { PbTabs } from '../../elements/pb-tabs.js';
import { lightStyles } from '../../src/components/tabs/styles.js';
import { TABS } from '../../src/core/constants/index.js';

interface Case {
  name: string;
  viewport: { width: number; height: number };
  active: string | null;
  /** The tab that should show, before and after. */
  shows: number;
}

const DESKTOP = { width: 1200, height: 800 };
const PHONE = { width: TABS.stackBelow - 1, height: 800 };
const cases: Case[] = [
  { name: 'desktop, active="1"', viewport: DESKTOP, active: '1', shows: 1 },
  { name: 'desktop, no active attribute', viewport: DESKTOP, active: null, shows: 0 },
  { name: 'desktop, active="abc" (falls back to the first)', viewport: DESKTOP, active: 'abc', shows: 0 },
  { name: 'phone (stacked), active="2"', viewport: PHONE, active: '2', shows: 2 },
];

interface Box {
  height: number;
  /** Top of the shown tab's first content element, relative to the element's top. */
  panelTop: number;
  panelHeight: number;
}

function build(c: Case): HTMLElement {
  const el = document.createElement('pb-tabs');
  if (c.active !== null) el.setAttribute('active', c.active);
  el.innerHTML = `
    <pb-tab label="Description"><p>One short paragraph.</p></pb-tab>
    <pb-tab label="Specs"><p>Weight: 1 kg.</p><p>Size: 20 x 30 cm.</p><ul><li>Steel</li><li>Oak</li></ul></pb-tab>
    <pb-tab label="Reviews"><h2>Reviews</h2><p>Great.</p><p>Good value.</p></pb-tab>`;
  const wrap = document.createElement('div');
  wrap.append(el);
  document.body.append(wrap);
  return el;
}

function measure(el: HTMLElement, shows: number): Box {
  const box = el.getBoundingClientRect();
  // The content, not the <pb-tab> box: its position differs with margin collapsing while the text does not.
  const panel = (el.children[shows]?.firstElementChild as HTMLElement | null)?.getBoundingClientRect() ?? new DOMRect();
  return { height: box.height, panelTop: panel.top - box.top, panelHeight: panel.height };
}

describe('<pb-tabs> upgrade', () => {
  const style = document.createElement('style');
  const elements: HTMLElement[] = [];
  const pending: Box[] = [];

  before(async function () {
    // Viewport changes: in WebKit each resizes MiniBrowser's window and waits for the page to see it.
    this.timeout(20000);
    style.textContent = lightStyles;
    document.head.append(style);
    for (const c of cases) elements.push(build(c));
    for (const [i, c] of cases.entries()) {
      await setViewport(c.viewport);
      pending.push(measure(elements[i] as HTMLElement, c.shows));
    }
    expect(customElements.get('pb-tabs')).to.equal(undefined);
    await import('../../elements/pb-tabs.js');
    await customElements.whenDefined('pb-tabs');
    for (const el of elements) await (el as PbTabs).updateComplete;
  });

  after(async () => {
    for (const el of elements) el.parentElement?.remove();
    style.remove();
    await setViewport({ width: 800, height: 600 });
  });

  it('is accessible after the upgrade', async () => {
    await setViewport(DESKTOP);
    await expect(elements[0]).to.be.accessible();
  });

  it('showed only the active tab, below a reserved bar, before the upgrade', () => {
    for (const [i, c] of cases.entries()) {
      expect(pending[i]?.panelTop, c.name).to.be.greaterThan(0);
      expect(pending[i]?.panelHeight, c.name).to.be.greaterThan(0);
    }
  });

  for (const [i, c] of cases.entries()) {
    it(`keeps height and panel position on upgrade: ${c.name}`, async () => {
      await setViewport(c.viewport);
      const el = elements[i] as PbTabs;
      const panels = [...(el.shadowRoot?.querySelectorAll<HTMLElement>('[role="tabpanel"]') ?? [])];
      expect(panels.findIndex((p) => !p.hidden)).to.equal(c.shows);
      const after = measure(el, c.shows);
      const was = pending[i] as Box;
      expect(Math.abs(after.height - was.height), `height ${was.height} -> ${after.height}`).to.be.at.most(1);
      expect(Math.abs(after.panelTop - was.panelTop), `panel top ${was.panelTop} -> ${after.panelTop}`).to.be.at.most(
        1,
      );
    });
  }
});
