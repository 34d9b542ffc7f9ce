import { aTimeout, expect, fixture, fixtureCleanup, html, nextFrame } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/pb-accordion.js';
import type { PbAccordion } from '../../elements/pb-accordion.js';
import type { PbToggle } from '../../elements/pb-toggle.js';
import { TOGGLE } from '../../src/core/constants/index.js';
import { resetWarnings } from '../../src/core/log/index.js';
import { reduceMotion, specClock } from '../helpers/index.js';

const button = (t: PbToggle) => t.shadowRoot?.querySelector('button') as HTMLButtonElement;
const panel = (t: PbToggle) => t.shadowRoot?.querySelector('[part="panel"]') as HTMLElement;

/** Lets MutationObserver corrections run, then waits for every element's commit. */
async function settled(elements: (PbToggle | PbAccordion)[]): Promise<void> {
  await Promise.resolve();
  await Promise.all(elements.map((t) => t.updateComplete));
}

async function accordion(markup = three()) {
  const el = await fixture<PbAccordion>(markup);
  const toggles = [...el.querySelectorAll<PbToggle>(':scope > pb-toggle')];
  await el.updateComplete;
  await settled(toggles);
  return { el, toggles, open: () => toggles.map((t) => t.open) };
}

function three() {
  return html`<pb-accordion>
    <pb-toggle heading="One" open><p>First</p></pb-toggle>
    <pb-toggle heading="Two"><p>Second</p></pb-toggle>
    <pb-toggle heading="Three"><p>Third</p></pb-toggle>
  </pb-accordion>`;
}

async function click(t: PbToggle, all: PbToggle[]): Promise<void> {
  button(t).click();
  await settled(all);
}

/** "Two:true" for each pb-toggle-change heard on the accordion. */
function record(el: Element): string[] {
  const seen: string[] = [];
  el.addEventListener('pb-toggle-change', (e) => {
    const t = e.target as PbToggle;
    seen.push(`${t.heading}:${(e as CustomEvent<{ open: boolean }>).detail.open}`);
  });
  return seen;
}

describe('<pb-accordion>', () => {
  afterEach(async () => {
    sinon.restore(); // also restores the spec clock
    resetWarnings();
    fixtureCleanup();
    await aTimeout(0);
  });

  it('is accessible', async () => {
    const { el } = await accordion();
    await expect(el).to.be.accessible();
  });

  it('is plain: no shadow root and a block; a move keeps its toggles to the rule and its running slide lock', async () => {
    const clock = specClock();
    const { el, toggles, open } = await accordion();
    expect(el.shadowRoot).to.equal(null);
    expect(getComputedStyle(el).display).to.equal('block');
    el.hidden = true;
    expect(getComputedStyle(el).display).to.equal('none');
    el.hidden = false;
    await click(toggles[1]!, toggles);
    const other = document.createElement('section');
    el.after(other);
    other.append(el);
    // Past the task in which a removal that is not a move would tear the accordion down.
    await nextFrame();
    await click(toggles[2]!, toggles);
    expect(open(), 'the lock survived the move').to.deep.equal([false, true, false]);
    clock.tick(TOGGLE.slideDuration);
    await click(toggles[2]!, toggles);
    expect(open()).to.deep.equal([false, false, true]);
    toggles[0]!.open = true;
    await settled(toggles);
    expect(open(), 'the observer survived the move').to.deep.equal([true, false, false]);
  });

  it('marks only the open toggle as not collapsible (aria-disabled), for the APG accordion', async () => {
    const { toggles } = await accordion();
    expect(toggles.map((t) => button(t).getAttribute('aria-disabled'))).to.deep.equal(['true', null, null]);
  });

  it('opening one closes the open one: both slide, both announce it', async () => {
    const clock = specClock();
    const { el, toggles, open } = await accordion();
    const seen = record(el);
    await click(toggles[1]!, toggles);
    expect(open()).to.deep.equal([false, true, false]);
    expect(seen).to.deep.equal(['One:false', 'Two:true']);
    expect(panel(toggles[0]!).getAnimations()).to.have.length(1);
    expect(panel(toggles[1]!).getAnimations()).to.have.length(1);
    expect(panel(toggles[0]!).hidden).to.equal(false);
    expect(button(toggles[1]!).getAttribute('aria-disabled')).to.equal('true');
    expect(button(toggles[0]!).hasAttribute('aria-disabled')).to.equal(false);
    clock.tick(TOGGLE.slideDuration);
    await settled(toggles);
    expect(panel(toggles[0]!).hidden).to.equal(true);
  });

  it('a click on the open toggle does nothing', async () => {
    const { el, toggles, open } = await accordion();
    const seen = record(el);
    await click(toggles[0]!, toggles);
    expect(open()).to.deep.equal([true, false, false]);
    expect(seen).to.deep.equal([]);
  });

  it('ignores clicks while a slide in the accordion runs', async () => {
    const clock = specClock();
    const { toggles, open } = await accordion();
    await click(toggles[1]!, toggles);
    await click(toggles[2]!, toggles);
    expect(open()).to.deep.equal([false, true, false]);
    clock.tick(TOGGLE.slideDuration - 1);
    await click(toggles[2]!, toggles);
    expect(open()).to.deep.equal([false, true, false]);
    clock.tick(1);
    await click(toggles[2]!, toggles);
    expect(open()).to.deep.equal([false, false, true]);
  });

  it('without motion there is no lock', async () => {
    specClock();
    reduceMotion();
    const { toggles, open } = await accordion();
    await click(toggles[1]!, toggles);
    await click(toggles[2]!, toggles);
    expect(open()).to.deep.equal([false, false, true]);
    expect(panel(toggles[1]!).hidden).to.equal(true);
  });

  it('keeps the first of several open toggles at load and warns once', async () => {
    const warn = sinon.stub(console, 'warn');
    const { open } = await accordion(html`<pb-accordion>
      <pb-toggle heading="One"></pb-toggle>
      <pb-toggle heading="Two" open></pb-toggle>
      <pb-toggle heading="Three" open></pb-toggle>
    </pb-accordion>`);
    expect(open()).to.deep.equal([false, true, false]);
    const about = warn.getCalls().filter((c) => String(c.args[0]).includes('<pb-accordion> attribute "open"'));
    expect(about).to.have.length(1);
  });

  it('allows every toggle closed, and then any click opens one', async () => {
    const warn = sinon.stub(console, 'warn');
    const { toggles, open } = await accordion(html`<pb-accordion>
      <pb-toggle heading="One"></pb-toggle>
      <pb-toggle heading="Two"></pb-toggle>
    </pb-accordion>`);
    expect(open()).to.deep.equal([false, false]);
    expect(warn.called).to.equal(false);
    await click(toggles[1]!, toggles);
    expect(open()).to.deep.equal([false, true]);
  });

  it('an author opening one from script closes the others, without events', async () => {
    const { el, toggles, open } = await accordion();
    const seen = record(el);
    toggles[2]!.open = true;
    await settled(toggles);
    expect(open()).to.deep.equal([false, false, true]);
    expect(seen).to.deep.equal([]);
  });

  it('keeps the rule for toggles added later', async () => {
    const { el, toggles } = await accordion();
    const late = document.createElement('pb-toggle');
    late.heading = 'Late';
    late.open = true;
    el.append(late);
    await settled([...toggles, late]);
    expect(late.open).to.equal(false);
    expect(toggles[0]!.open).to.equal(true);
  });

  it('nested accordions keep their own toggles and their own locks', async () => {
    specClock();
    const outer = await fixture<PbAccordion>(html`<pb-accordion>
      <pb-toggle heading="Outer one" open>
        <pb-accordion>
          <pb-toggle heading="Inner one" open></pb-toggle>
          <pb-toggle heading="Inner two"></pb-toggle>
        </pb-accordion>
      </pb-toggle>
      <pb-toggle heading="Outer two"></pb-toggle>
    </pb-accordion>`);
    const all = [...outer.querySelectorAll<PbToggle>('pb-toggle')];
    const [o1, i1, i2, o2] = all as [PbToggle, PbToggle, PbToggle, PbToggle];
    await settled([...all, outer.querySelector('pb-accordion') as PbAccordion]);
    await click(i2, all);
    expect([o1.open, i1.open, i2.open, o2.open]).to.deep.equal([true, false, true, false]);
    // The inner slide does not lock the outer accordion.
    await click(o2, all);
    expect([o1.open, i1.open, i2.open, o2.open]).to.deep.equal([false, false, true, true]);
  });

  it('a toggle inside another toggle, or wrapped in a div, belongs to the right group', async () => {
    const el = await fixture<PbAccordion>(html`<pb-accordion>
      <div><pb-toggle heading="Wrapped" open><pb-toggle heading="Inside" open></pb-toggle></pb-toggle></div>
      <pb-toggle heading="Plain"></pb-toggle>
    </pb-accordion>`);
    const all = [...el.querySelectorAll<PbToggle>('pb-toggle')];
    const [wrapped, inside, plain] = all as [PbToggle, PbToggle, PbToggle];
    await settled(all);
    expect(inside.open).to.equal(true);
    expect(button(inside).hasAttribute('aria-disabled')).to.equal(false);
    await click(inside, all);
    expect([wrapped.open, inside.open]).to.deep.equal([true, false]);
    await click(plain, all);
    expect([wrapped.open, plain.open]).to.deep.equal([false, true]);
  });

  it('fits the page outline when the author wrote no heading-level: h3 toggles under an h2 (axe heading-order)', async () => {
    const page = await fixture<HTMLElement>(html`<main>
      <h1>Shop</h1>
      <h2>Questions</h2>
      <pb-accordion>
        <pb-toggle heading="Shipping?" open><p>Two days.</p></pb-toggle>
        <pb-toggle heading="Returns?"><p>Thirty days.</p></pb-toggle>
        <pb-toggle heading="Warranty?"><p>Two years.</p></pb-toggle>
      </pb-accordion>
      <h2>Reviews</h2>
    </main>`);
    const toggles = [...page.querySelectorAll<PbToggle>('pb-toggle')];
    await settled(toggles);
    expect(toggles.map((t) => t.shadowRoot?.querySelector('[part="heading"]')?.localName)).to.deep.equal([
      'h3',
      'h3',
      'h3',
    ]);
    await expect(page).to.be.accessible();
  });
});
