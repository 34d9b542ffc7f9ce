/** The toggle's heading level from the page outline (core/heading), in real elements. */
import { aTimeout, expect, fixture, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/pb-accordion.js';
import type { PbToggle } from '../../elements/pb-toggle.js';
import { resetWarnings } from '../../src/core/log/index.js';

const level = (t: Element): string | undefined =>
  (t as PbToggle).shadowRoot?.querySelector('[part="heading"]')?.localName;

async function page(markup: ReturnType<typeof html>): Promise<{ root: HTMLElement; toggles: PbToggle[] }> {
  const root = await fixture<HTMLElement>(markup);
  const toggles = [...root.querySelectorAll<PbToggle>('pb-toggle')];
  await Promise.all(toggles.map((t) => t.updateComplete));
  return { root, toggles };
}

describe('<pb-toggle> heading level from the outline', () => {
  afterEach(async () => {
    sinon.restore();
    resetWarnings();
    fixtureCleanup();
    await aTimeout(0);
  });

  it('is accessible: standalone toggles under an h2 and a nested toggle pass axe heading-order', async () => {
    const { root, toggles } = await page(html`<section>
      <h2>Questions</h2>
      <pb-toggle heading="One" open><p>First</p><pb-toggle heading="Deeper" open>Inner</pb-toggle></pb-toggle>
      <pb-toggle heading="Two"><p>Second</p></pb-toggle>
    </section>`);
    expect(toggles.map(level)).to.deep.equal(['h3', 'h4', 'h3']);
    await expect(root).to.be.accessible();
  });

  it('puts consecutive toggles at one level: a sibling toggle, its shadow heading or its content headings do not deepen the next', async () => {
    const { toggles } = await page(html`<div>
      <h2>Questions</h2>
      <pb-toggle heading="A"><h4>Detail inside A</h4></pb-toggle>
      <pb-toggle heading="B"></pb-toggle>
      <p>Text between</p>
      <div><pb-toggle heading="C (wrapped)"></pb-toggle></div>
      <pb-toggle heading="D"></pb-toggle>
    </div>`);
    expect(toggles.map(level)).to.deep.equal(['h3', 'h3', 'h3', 'h3']);
  });

  it('nests: a toggle in the content of another sits one level under it, after any author heading there', async () => {
    const { toggles } = await page(html`<div>
      <h2>Questions</h2>
      <pb-toggle heading="Outer" open>
        <pb-toggle heading="Inner" open><pb-toggle heading="Innermost"></pb-toggle></pb-toggle>
        <h4>Author heading</h4>
        <pb-toggle heading="After the h4"></pb-toggle>
      </pb-toggle>
    </div>`);
    expect(toggles.map(level)).to.deep.equal(['h3', 'h4', 'h5', 'h5']);
  });

  it('follows an explicit level of the outer toggle, and lets an explicit level win', async () => {
    const { toggles } = await page(html`<div>
      <h2>Questions</h2>
      <pb-toggle heading="Outer" heading-level="5"><pb-toggle heading="Inner"></pb-toggle></pb-toggle>
      <pb-toggle heading="Own" heading-level="2"></pb-toggle>
      <pb-toggle heading="Next"></pb-toggle>
    </div>`);
    expect(toggles.map(level)).to.deep.equal(['h5', 'h6', 'h2', 'h3']);
  });

  it('counts role="heading" with aria-level, and clamps to 2-6', async () => {
    const { toggles } = await page(html`<div>
      <div role="heading" aria-level="3">Section</div>
      <pb-toggle heading="Under the role heading"></pb-toggle>
      <h6>Deep</h6>
      <pb-toggle heading="Under h6"></pb-toggle>
      <h1>Top</h1>
      <pb-toggle heading="Under h1"></pb-toggle>
    </div>`);
    expect(toggles.map(level)).to.deep.equal(['h4', 'h6', 'h2']);
  });

  it('inside an accordion in a tab-like section: headings in a previous pb-tab do not reach the next one', async () => {
    // pb-tab is only a section tag to the rule here; pb-tabs itself is not loaded.
    const { toggles } = await page(html`<div>
      <h2>Product</h2>
      <pb-tabs>
        <pb-tab label="Care"><h3>Glaze</h3><pb-toggle heading="Dishwasher?"></pb-toggle></pb-tab>
        <pb-tab label="Shipping"><pb-accordion><pb-toggle heading="Abroad?"></pb-toggle></pb-accordion></pb-tab>
      </pb-tabs>
    </div>`);
    expect(toggles.map(level)).to.deep.equal(['h4', 'h3']);
  });

  it("inside another component's shadow root: looks before itself there, then before the shadow host; other shadow headings do not count", async () => {
    const { root } = await page(html`<div><h2>Questions</h2><div id="host"></div><div id="other"></div></div>`);
    const other = (root.querySelector('#other') as HTMLElement).attachShadow({ mode: 'open' });
    other.innerHTML = '<h5>Hidden in a shadow root</h5><slot></slot>';
    const shadow = (root.querySelector('#host') as HTMLElement).attachShadow({ mode: 'open' });
    shadow.innerHTML = '<pb-toggle heading="In a shadow root"></pb-toggle>';
    const inShadow = shadow.querySelector('pb-toggle') as PbToggle;
    const after = document.createElement('pb-toggle') as PbToggle;
    after.heading = 'After the other component';
    root.append(after);
    await Promise.all([inShadow.updateComplete, after.updateComplete]);
    expect([level(inShadow), level(after)]).to.deep.equal(['h3', 'h3']);
  });

  it('takes its level again when moved, keeping its state', async () => {
    const { root, toggles } = await page(html`<div>
      <h2>Questions</h2>
      <pb-toggle heading="Moving" open>Body</pb-toggle>
      <h4>Deeper section</h4>
      <div id="target"></div>
    </div>`);
    const [moving] = toggles as [PbToggle];
    expect(level(moving)).to.equal('h3');
    (root.querySelector('#target') as HTMLElement).append(moving);
    await waitUntil(() => level(moving) === 'h5', 'the moved toggle takes the level of its new place');
    expect(moving.open).to.equal(true);
    expect(moving.shadowRoot?.querySelector('button')?.getAttribute('aria-expanded')).to.equal('true');
  });

  it('hears a move made in the same task as its mount', async () => {
    const { root } = await page(html`<div><h2>Questions</h2><h4>Deeper</h4></div>`);
    const el = document.createElement('pb-toggle') as PbToggle;
    el.heading = 'Moved at once';
    root.querySelector('h2')?.after(el);
    root.append(el);
    await waitUntil(() => level(el) === 'h5', 'the level of its place after the move');
  });
});
