import { aTimeout, expect, fixture, html } from '@open-wc/testing';
import { useState } from 'react';
import sinon from 'sinon';
import { createElementClass, define, type PbElement } from '../../src/components/element/index.js';
import { resetWarnings } from '../../src/core/log/index.js';

const props = {
  label: { type: 'string', default: 'none' },
  size: { type: 'number', default: 1, integer: true, min: 0, reflect: true },
  open: { type: 'boolean', default: false, reflect: true },
  data: { type: 'json', default: { n: 0 } },
  format: { type: 'function', default: (n: number) => `#${n}` },
  tone: { type: 'string', default: 'light', values: ['light', 'dark'] },
} as const;

declare module '../../src/base/events.js' {
  interface PbEventMap {
    'pb-probe-click': { clicks: number };
  }
}

type ProbeProps = {
  label: string;
  size: number;
  open: boolean;
  data: { n: number };
  format: (n: number) => string;
  tone: string;
};

let mounts = 0;
function Probe({ label, size, open, data, format, tone, host }: ProbeProps & { host: PbElement }) {
  const [clicks, setClicks] = useState(0);
  return (
    <button
      type="button"
      part="button"
      data-host={host.localName}
      ref={(el) => {
        if (el && !el.dataset.counted) {
          el.dataset.counted = '1';
          mounts++;
        }
      }}
      onClick={() => {
        setClicks(clicks + 1);
        host.emit('pb-probe-click', { clicks: clicks + 1 });
      }}
    >
      {label}|{size}|{String(open)}|{data.n}|{format(clicks)}|{tone}
      <slot />
    </button>
  );
}

const PbProbe = createElementClass<ProbeProps, typeof props>(Probe, {
  tag: 'pb-probe',
  props,
  styles: ':host{color:rgb(1, 2, 3)}',
});
// A property assigned before the upgrade must survive it.
const early = document.createElement('pb-probe') as HTMLElement & { label: string };
early.label = 'early';
define('pb-probe', PbProbe);

type Probe = PbElement & ProbeProps;
const text = (el: Element) => el.shadowRoot?.querySelector('button')?.textContent ?? '';

describe('shared element wrapper', () => {
  afterEach(() => {
    sinon.restore();
    resetWarnings();
  });

  it('is accessible', async () => {
    const el = await fixture<Probe>(html`<pb-probe label="Go"></pb-probe>`);
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });

  it('renders into an open shadow root with adopted styles and slotted light DOM', async () => {
    const el = await fixture<Probe>(html`<pb-probe label="x"><span>light</span></pb-probe>`);
    await el.updateComplete;
    expect(el.shadowRoot?.adoptedStyleSheets.length).to.equal(2);
    expect(getComputedStyle(el).color).to.equal('rgb(1, 2, 3)');
    expect(el.querySelector('span')?.assignedSlot).to.not.equal(null);
    expect(el.shadowRoot?.querySelector('button')?.dataset.host).to.equal('pb-probe');
  });

  it('parses typed attributes and resolves updateComplete after the commit', async () => {
    const el = await fixture<Probe>(html`<pb-probe label="a" size="3" data='{"n":7}' tone="dark"></pb-probe>`);
    await el.updateComplete;
    expect(text(el)).to.equal('a|3|false|7|#0|dark');
    el.setAttribute('size', '5');
    await el.updateComplete;
    expect(text(el)).to.equal('a|5|false|7|#0|dark');
  });

  it('treats a present boolean attribute as true, including open="" and open="false"', async () => {
    const el = await fixture<Probe>(html`<pb-probe open=""></pb-probe>`);
    expect(el.open).to.equal(true);
    el.setAttribute('open', 'false');
    expect(el.open).to.equal(true);
    el.removeAttribute('open');
    expect(el.open).to.equal(false);
    await el.updateComplete;
    expect(text(el)).to.contain('|false|');
  });

  it('resets any prop to its default when its attribute is removed', async () => {
    const el = await fixture<Probe>(html`<pb-probe label="a" size="4" data='{"n":2}'></pb-probe>`);
    for (const a of ['label', 'size', 'data']) el.removeAttribute(a);
    await el.updateComplete;
    expect(text(el)).to.equal('none|1|false|0|#0|light');
  });

  it('falls back on malformed values with one warning naming element and attribute', async () => {
    const warn = sinon.stub(console, 'warn');
    const el = await fixture<Probe>(html`<pb-probe size="abc" data="{oops" tone="neon"></pb-probe>`);
    await el.updateComplete;
    expect(text(el)).to.equal('none|1|false|0|#0|light');
    const messages = warn.getCalls().map((c) => String(c.args[0]));
    expect(messages.some((m) => m.includes('<pb-probe> attribute "size"') && m.includes('"abc"'))).to.equal(true);
    expect(messages.some((m) => m.includes('<pb-probe> attribute "data"'))).to.equal(true);
    expect(messages.some((m) => m.includes('<pb-probe> attribute "tone"'))).to.equal(true);
    const count = warn.callCount;
    el.setAttribute('size', 'abc');
    el.setAttribute('size', '2');
    el.setAttribute('size', 'abc');
    expect(warn.callCount).to.equal(count);
  });

  it('reflects only props marked reflect, never JSON or function props', async () => {
    const el = await fixture<Probe>(html`<pb-probe></pb-probe>`);
    el.size = 9;
    el.open = true;
    el.data = { n: 3 };
    el.format = (n) => `@${n}`;
    el.label = 'p';
    expect(el.getAttribute('size')).to.equal('9');
    expect(el.hasAttribute('open')).to.equal(true);
    expect(el.hasAttribute('data')).to.equal(false);
    expect(el.hasAttribute('format')).to.equal(false);
    expect(el.hasAttribute('label')).to.equal(false);
    await el.updateComplete;
    expect(text(el)).to.equal('p|9|true|3|@0|light');
    el.open = false;
    expect(el.hasAttribute('open')).to.equal(false);
  });

  it('applies a property set before the element upgraded', async () => {
    document.body.append(early);
    await (early as unknown as Probe).updateComplete;
    expect(text(early)).to.contain('early|');
    early.remove();
  });

  it('renders synchronously on connect, so an upgraded element never paints empty', () => {
    const host = document.createElement('div');
    document.body.append(host);
    host.innerHTML = '<pb-probe label="now" size="2"></pb-probe>';
    // No await: the shadow content must already be there in the same task.
    expect(text(host.firstElementChild as Element)).to.equal('now|2|false|0|#0|light');
    const made = document.createElement('pb-probe') as Probe;
    made.label = 'made';
    host.append(made);
    expect(text(made)).to.contain('made|');
    host.remove();
  });

  it('keeps React state when moved within the document, and unmounts once really gone', async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div><pb-probe></pb-probe><p></p></div>`);
    const el = wrap.querySelector('pb-probe') as Probe;
    await el.updateComplete;
    el.shadowRoot?.querySelector('button')?.click();
    await el.updateComplete;
    expect(text(el)).to.contain('#1');
    const before = mounts;
    wrap.append(el); // a move: disconnect + connect in one task
    await aTimeout(0);
    el.shadowRoot?.querySelector('button')?.click();
    await el.updateComplete;
    expect(text(el)).to.contain('#2');
    expect(mounts).to.equal(before);
    el.remove();
    await aTimeout(0);
    expect(el.shadowRoot?.querySelector('button')).to.equal(null);
  });

  it('dispatches pb-* events that bubble out of shadow roots with a typed detail', async () => {
    const outer = await fixture<HTMLDivElement>(html`<div></div>`);
    const shadow = outer.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<pb-probe></pb-probe>';
    const el = shadow.querySelector('pb-probe') as Probe;
    await el.updateComplete;
    const heard = new Promise<CustomEvent>((resolve) =>
      document.addEventListener('pb-probe-click', (e) => resolve(e as CustomEvent), { once: true }),
    );
    el.shadowRoot?.querySelector('button')?.click();
    const event = await heard;
    expect(event.detail).to.deep.equal({ clicks: 1 });
    expect(event.bubbles && event.composed).to.equal(true);
  });

  it('defines idempotently: a second copy neither throws nor replaces the first', () => {
    const Copy = createElementClass<ProbeProps, typeof props>(Probe, { tag: 'pb-probe', props });
    expect(() => define('pb-probe', Copy)).to.not.throw();
    expect(customElements.get('pb-probe')).to.equal(PbProbe);
  });
});

// Compile-time: `as const` defaults widen, so any boolean or number can be assigned.
export function typeCheckOnly(el: InstanceType<typeof PbProbe>): void {
  el.open = true;
  el.size = 42;
  el.tone = 'dark';
}
