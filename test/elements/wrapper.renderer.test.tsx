/**
 * The page renderer behind the wrapper: one React root, elements as portals in
 * buckets, one synchronous pass per define() (per family of a held batch), an error boundary per element,
 * and React's listeners added to a shadow root only when an event heads there.
 */
import { aTimeout, expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import { createElement, useState } from 'react';
import sinon from 'sinon';
import {
  createElementClass,
  define,
  type PbElement,
  useBuilderMode,
  useMessages,
} from '../../src/components/element/index.js';
import { listenerState } from '../../src/components/element/listeners.js';
import { renderStats } from '../../src/components/element/renderer.js';
import { holdUntil } from '../../src/core/autoload/hold.js';
import { setPageConfig } from '../helpers/index.js';

const props = {
  fail: { type: 'boolean', default: false },
  label: { type: 'string', default: 'go' },
} as const;
type FragileProps = { fail: boolean; label: string };

let renders = 0;
let captured = 0;
function Fragile({ fail, label, host }: FragileProps & { host: PbElement }) {
  const [clicks, setClicks] = useState(0);
  renders++;
  if (fail) throw new Error(`${host.id} cannot render`);
  return (
    <>
      <button
        type="button"
        onClickCapture={() => {
          captured++;
        }}
        onClick={() => setClicks((n) => n + 1)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') setClicks((n) => n + 10);
        }}
      >
        {label}:{clicks}
      </button>
      <select aria-label="pick" onChange={(e) => setClicks(Number(e.currentTarget.value))}>
        <option value="0">0</option>
        <option value="7">7</option>
      </select>
      <slot />
    </>
  );
}

const PbFragile = createElementClass<FragileProps, typeof props>(Fragile, { tag: 'pb-fragile', props });
type Fragile = PbElement & FragileProps;
const button = (el: Element) => el.shadowRoot?.querySelector('button') as HTMLButtonElement;

describe('page renderer', () => {
  before(() => {
    // Defined in the test, with elements already on the page: one define() upgrades them all.
    const box = document.createElement('div');
    box.id = 'batch';
    box.innerHTML = '<pb-fragile></pb-fragile>'.repeat(150);
    document.body.append(box);
    const flushes = renderStats.flushes;
    define('pb-fragile', PbFragile);
    // Synchronous: no await between define() and these checks.
    (window as unknown as { batch: number[] }).batch = [
      renderStats.flushes - flushes,
      [...box.children].filter((el) => button(el)).length,
    ];
  });

  afterEach(async () => {
    sinon.restore();
    fixtureCleanup();
    await aTimeout(0);
  });

  after(() => document.getElementById('batch')?.remove());

  it('is accessible', async () => {
    const el = await fixture<Fragile>(html`<pb-fragile label="Go"></pb-fragile>`);
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });

  it('mounts every element one define() upgraded in one synchronous pass', () => {
    const [flushes, rendered] = (window as unknown as { batch: number[] }).batch;
    expect(rendered).to.equal(150);
    expect(flushes).to.equal(1);
  });

  it('mounts an element that another element renders in the same task, without a flushSync inside the commit', async () => {
    function Inner() {
      return <i>inner</i>;
    }
    function Outer() {
      return createElement('pb-nested-inner');
    }
    define('pb-nested-inner', createElementClass(Inner, { tag: 'pb-nested-inner', props: {} }));
    define('pb-nested-outer', createElementClass(Outer, { tag: 'pb-nested-outer', props: {} }));
    const error = sinon.spy(console, 'error');
    const outer = document.createElement('pb-nested-outer');
    document.body.append(outer);
    const inner = outer.shadowRoot?.querySelector('pb-nested-inner');
    expect(inner, 'the outer element rendered synchronously').to.not.equal(null);
    await Promise.resolve();
    await Promise.resolve();
    expect(inner?.shadowRoot?.textContent, 'mounted in the same task').to.equal('inner');
    expect(error.getCalls().map((c) => String(c.args[0]))).to.deep.equal([]);
    outer.remove();
  });

  it("defines an autoloader batch family by family, each in one pass and a task of its own, in the page's order", async () => {
    function Label({ host }: { host: PbElement }) {
      return <b>{host.localName}</b>;
    }
    const box = document.createElement('div');
    box.innerHTML = '<pb-held-b></pb-held-b>'.repeat(20) + '<pb-held-a></pb-held-a>'.repeat(20);
    document.body.append(box);
    let arrived: () => void = () => {};
    holdUntil(new Promise<void>((r) => (arrived = r)));
    const flushes = renderStats.flushes;
    const HeldA = createElementClass(Label, { tag: 'pb-held-a', props: {} });
    define('pb-held-a', HeldA);
    await aTimeout(0);
    define('pb-held-b', createElementClass(Label, { tag: 'pb-held-b', props: {} }));
    expect(customElements.get('pb-held-a'), 'waits for the batch').to.equal(undefined);
    expect(define('pb-held-a', class extends HTMLElement {}), 'a second define keeps the first class').to.equal(HeldA);
    arrived();
    await Promise.resolve();
    const mounted = (tag: string) =>
      [...box.querySelectorAll(tag)].every((el) => el.shadowRoot?.textContent === el.localName);
    expect(customElements.get('pb-held-b'), 'first on the page, first defined').to.not.equal(undefined);
    expect(mounted('pb-held-b'), 'mounted in the pass that defined them').to.equal(true);
    expect(customElements.get('pb-held-a'), 'the next family waits for a task of its own').to.equal(undefined);
    expect(define('pb-held-a', class extends HTMLElement {}), 'queued: a second define keeps the first').to.equal(
      HeldA,
    );
    await aTimeout(0);
    expect(customElements.get('pb-held-a')).to.equal(HeldA);
    expect(mounted('pb-held-a')).to.equal(true);
    expect(renderStats.flushes - flushes, 'one synchronous pass per family').to.equal(2);
    box.remove();
  });

  it('upgrades tags whose elements nest (and tags without elements) with the family they belong to', async () => {
    function Label({ host }: { host: PbElement }) {
      return (
        <>
          <b>{host.localName}</b>
          <slot />
        </>
      );
    }
    const box = document.createElement('div');
    box.innerHTML =
      '<pb-fam-outer><pb-fam-inner></pb-fam-inner></pb-fam-outer><pb-fam-other></pb-fam-other><pb-fam-inner></pb-fam-inner>';
    document.body.append(box);
    let arrived: () => void = () => {};
    holdUntil(new Promise<void>((r) => (arrived = r)));
    for (const tag of ['pb-fam-other', 'pb-fam-inner', 'pb-fam-none', 'pb-fam-outer'])
      define(tag, createElementClass(Label, { tag, props: {} }));
    arrived();
    await Promise.resolve();
    const defined = () =>
      ['pb-fam-outer', 'pb-fam-inner', 'pb-fam-none', 'pb-fam-other'].map((t) => Boolean(customElements.get(t)));
    expect(defined(), 'the outer family first, with its inner tag and the elementless tag').to.deep.equal([
      true,
      true,
      true,
      false,
    ]);
    expect([...box.querySelectorAll('pb-fam-outer, pb-fam-inner')].every((el) => el.shadowRoot?.textContent)).to.equal(
      true,
    );
    await aTimeout(0);
    expect(defined()).to.deep.equal([true, true, true, true]);
    box.remove();
  });

  it('reads the page config once for all the elements one define() upgrades, not once per element', async () => {
    setPageConfig({ messages: { 'pb-configured': { hello: 'Bonjour' } } });
    function Configured() {
      const builder = useBuilderMode();
      const { hello } = useMessages({ hello: 'Hello' }, 'pb-configured', undefined);
      return (
        <p>
          {hello}
          {builder ? '!' : ''}
        </p>
      );
    }
    const box = document.createElement('div');
    box.innerHTML = '<pb-configured></pb-configured>'.repeat(50);
    document.body.append(box);
    const lookups = sinon.spy(document, 'getElementById');
    define('pb-configured', createElementClass(Configured, { tag: 'pb-configured', props: {} }));
    const reads = lookups.getCalls().filter((c) => c.args[0] === 'pb-config').length;
    lookups.restore();
    expect([...box.children].every((el) => el.shadowRoot?.textContent === 'Bonjour')).to.equal(true);
    expect(reads).to.equal(1);
    box.remove();
    setPageConfig(null);
  });

  it('re-renders only the new element when one more mounts (portals sit in buckets)', async () => {
    await aTimeout(0);
    const before = renders;
    const el = document.createElement('pb-fragile');
    document.getElementById('batch')?.append(el);
    expect(button(el)).to.not.equal(null);
    expect(renders - before).to.equal(1);
    el.remove();
  });

  it('keeps siblings mounted and clickable when one element throws, and shows the light DOM of the failed one', async () => {
    const error = sinon.stub(console, 'error');
    const reported = sinon.stub(window, 'reportError');
    const wrap = await fixture<HTMLDivElement>(html`<div>
      <pb-fragile id="a"></pb-fragile>
      <pb-fragile id="b" fail><p>Still readable</p></pb-fragile>
      <pb-fragile id="c"></pb-fragile>
    </div>`);
    const [a, b, c] = [...wrap.querySelectorAll<Fragile>('pb-fragile')] as [Fragile, Fragile, Fragile];
    await Promise.all([a, b, c].map((el) => el.updateComplete));
    expect(button(a).textContent).to.equal('go:0');
    expect(button(c).textContent).to.equal('go:0');
    button(c).click();
    await c.updateComplete;
    expect(button(c).textContent).to.equal('go:1');
    // The failed element: a bare slot, so its content shows.
    expect(button(b)).to.equal(null);
    const p = b.querySelector('p') as HTMLParagraphElement;
    expect(p.assignedSlot).to.not.equal(null);
    expect(p.getBoundingClientRect().height).to.be.greaterThan(0);
    expect(error.callCount).to.equal(1);
    expect(String(error.firstCall.args[0])).to.contain('<pb-fragile>');
    expect(reported.callCount).to.equal(1);
    expect((reported.firstCall.args[0] as Error).message).to.equal('b cannot render');
  });

  it('retries a failed element on its next update', async () => {
    sinon.stub(console, 'error');
    sinon.stub(window, 'reportError');
    const el = await fixture<Fragile>(html`<pb-fragile id="d" fail></pb-fragile>`);
    await el.updateComplete;
    expect(button(el)).to.equal(null);
    el.fail = false;
    await el.updateComplete;
    expect(button(el).textContent).to.equal('go:0');
  });

  describe("React's listeners, added on demand (relies on React's _reactListening flag)", () => {
    it('finds the flag, so a new shadow root starts without listeners', async () => {
      const el = await fixture<Fragile>(html`<pb-fragile></pb-fragile>`);
      await el.updateComplete;
      // If this fails, React renamed its internal flag: every shadow root gets all listeners again.
      expect(listenerState.deferring).to.equal(true);
      expect(listenerState.waits(el.shadowRoot as ShadowRoot)).to.equal(true);
    });

    it('handles the first click, its capture phase included', async () => {
      const el = await fixture<Fragile>(html`<pb-fragile></pb-fragile>`);
      await el.updateComplete;
      const before = captured;
      button(el).click();
      await el.updateComplete;
      expect(button(el).textContent).to.equal('go:1');
      expect(captured - before).to.equal(1);
      expect(listenerState.waits(el.shadowRoot as ShadowRoot)).to.equal(false);
    });

    it('mounted again in a shadow root React already listens to, handles each event once', async () => {
      const el = await fixture<Fragile>(html`<pb-fragile></pb-fragile>`);
      await el.updateComplete;
      button(el).click();
      const parent = el.parentNode as ParentNode;
      // Removed for good (one task), then added again: unmounted, and mounted afresh into the same shadow root.
      el.remove();
      await aTimeout(1);
      parent.append(el);
      await el.updateComplete;
      expect(button(el).textContent).to.equal('go:0');
      const before = captured;
      button(el).click();
      await el.updateComplete;
      expect(button(el).textContent).to.equal('go:1');
      expect(captured - before).to.equal(1);
    });

    it('handles a first key press dispatched from script, without focus', async () => {
      const el = await fixture<Fragile>(html`<pb-fragile></pb-fragile>`);
      await el.updateComplete;
      button(el).dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
      await el.updateComplete;
      expect(button(el).textContent).to.equal('go:10');
    });

    it("listens at once inside another component's closed shadow root, which the document cannot see into", async () => {
      const outer = await fixture<HTMLDivElement>(html`<div></div>`);
      const closed = outer.attachShadow({ mode: 'closed' });
      closed.innerHTML = '<pb-fragile></pb-fragile>';
      const el = closed.querySelector('pb-fragile') as Fragile;
      await el.updateComplete;
      expect(listenerState.waits(el.shadowRoot as ShadowRoot)).to.equal(false);
      button(el).click();
      await el.updateComplete;
      expect(button(el).textContent).to.equal('go:1');
    });

    it('handles a first change event, which never leaves the shadow root', async () => {
      const el = await fixture<Fragile>(html`<pb-fragile></pb-fragile>`);
      await el.updateComplete;
      const select = el.shadowRoot?.querySelector('select') as HTMLSelectElement;
      select.value = '7';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      await el.updateComplete;
      expect(button(el).textContent).to.equal('go:7');
    });
  });
});
