/**
 * The one element base (src/base) in plain mode: the contract every element gets from it, React or plain.
 * React mode runs the same contract; test/elements/wrapper*.test.tsx cover it through a rendered probe.
 */
import { aTimeout, expect } from '@open-wc/testing';
import sinon from 'sinon';
import { define, PbElement } from '../../src/base/index.js';
import { jsonObject } from '../../src/core/attributes/index.js';
import { VERSION } from '../../src/core/constants/version.js';
import { resetWarnings } from '../../src/core/log/index.js';

const props = {
  open: { type: 'boolean', default: false, reflect: true },
  tone: { type: 'string', default: 'light', values: ['light', 'dark'] },
  speed: { type: 'number', default: 7000, integer: true, min: 0 },
  columns: { type: 'number', default: 3, integer: true, min: 1, responsive: true },
  items: { type: 'json', default: {}, shape: jsonObject },
} as const;

class Probe extends PbElement {
  static readonly props = props;
  declare open: boolean;
  declare tone: string;
  declare speed: number;
  declare columns: number;
  declare items: object;
  log: string[] = [];
  protected connected(): void {
    this.log.push('connected');
  }
  protected disconnected(): void {
    this.log.push('disconnected');
  }
  protected moved(): void {
    this.log.push('moved');
  }
  protected changed(prop: string): void {
    this.log.push(`changed ${prop}`);
  }
  wait(work: Promise<unknown>): void {
    this.settleAfter(work);
  }
}
define('pb-base-probe', Probe);

const make = (markup = ''): Probe => {
  const host = document.createElement('div');
  host.innerHTML = `<pb-base-probe ${markup}></pb-base-probe>`;
  document.body.append(host);
  return host.firstElementChild as Probe;
};

describe('the element base', () => {
  let warn: sinon.SinonStub;
  beforeEach(() => {
    resetWarnings();
    warn = sinon.stub(console, 'warn');
  });
  afterEach(() => {
    sinon.restore();
    document.body.replaceChildren();
  });

  it('reads every kind of attribute through the one table', () => {
    const el = make('open tone="dark" speed="300" items=\'{"a":1}\'');
    expect([el.open, el.tone, el.speed, el.items]).to.deep.equal([true, 'dark', 300, { a: 1 }]);
    el.removeAttribute('tone');
    expect(el.tone).to.equal('light');
  });

  it('a bad value warns once, naming the element and the attribute, and the default applies', () => {
    const el = make('tone="blue" speed="2147483648" items="[1]"');
    expect([el.tone, el.speed, el.items]).to.deep.equal(['light', 7000, {}]);
    const text = warn.args.map((a) => String(a[0]));
    expect(text.some((t) => t.includes('<pb-base-probe> attribute "tone"'))).to.equal(true);
    expect(text.some((t) => t.includes('<pb-base-probe> attribute "speed"') && t.includes('2147483647'))).to.equal(
      true,
    );
    expect(text.some((t) => t.includes('<pb-base-probe> attribute "items"') && t.includes('a JSON object'))).to.equal(
      true,
    );
    make('tone="blue"');
    expect(warn.args.filter((a) => String(a[0]).includes('"tone"'))).to.have.length(1);
  });

  it('a property of the wrong shape falls back too', () => {
    const el = make();
    el.items = [1, 2] as unknown as object;
    expect(el.items).to.deep.equal({});
    expect(warn.calledWithMatch(/<pb-base-probe> property "items"/)).to.equal(true);
  });

  it('reflects only what the table asks', () => {
    const el = make();
    el.open = true;
    el.tone = 'dark';
    expect(el.hasAttribute('open')).to.equal(true);
    expect(el.hasAttribute('tone')).to.equal(false);
  });

  it('responsive props read -tablet and -phone, phone falling back to tablet, tablet to the base', () => {
    const el = make('columns="4" columns-tablet="2"');
    expect(Probe.observedAttributes).to.include.members(['columns-tablet', 'columns-phone']);
    expect([el.responsive('columns', 'desktop'), el.responsive('columns', 'tablet')]).to.deep.equal([4, 2]);
    expect(el.responsive('columns', 'phone')).to.equal(2);
    el.setAttribute('columns-phone', '1');
    expect(el.responsive('columns', 'phone')).to.equal(1);
    expect((el as unknown as Record<string, unknown>).columnsPhone).to.equal(1);
  });

  it('keeps properties set before the upgrade', async () => {
    const el = document.createElement('pb-base-late') as Probe;
    (el as unknown as Record<string, unknown>).speed = 500;
    document.body.append(el);
    class Late extends Probe {}
    define('pb-base-late', Late);
    expect(el.speed).to.equal(500);
    expect(Object.hasOwn(el, 'speed')).to.equal(false);
  });

  it('tells changes only while connected', () => {
    const el = document.createElement('pb-base-probe') as Probe;
    el.speed = 10;
    expect(el.log).to.deep.equal([]);
    document.body.append(el);
    el.speed = 20;
    expect(el.log).to.deep.equal(['connected', 'changed speed']);
  });

  it('a move keeps the element: moved, not disconnected and connected again', async () => {
    const el = make();
    const other = document.createElement('section');
    document.body.append(other);
    other.append(el);
    await aTimeout(0);
    expect(el.log).to.deep.equal(['connected', 'moved']);
    el.remove();
    expect(el.log).to.deep.equal(['connected', 'moved']);
    await aTimeout(0);
    expect(el.log).to.deep.equal(['connected', 'moved', 'disconnected']);
  });

  it('updateComplete waits for what the element started', async () => {
    const el = make();
    let release = (): void => {};
    el.wait(new Promise<void>((r) => (release = r)));
    let done = false;
    void el.updateComplete.then(() => (done = true));
    await aTimeout(0);
    expect(done).to.equal(false);
    release();
    await el.updateComplete;
    expect(done).to.equal(true);
  });

  it('events bubble, are composed, and are cancelable only when asked', () => {
    const el = make();
    const seen: Event[] = [];
    document.addEventListener('pb-probe-event', (e) => seen.push(e), { once: true });
    const emit = el.emit.bind(el) as (t: string, d: unknown, o?: { cancelable?: boolean }) => boolean;
    emit('pb-probe-event', { n: 1 });
    expect(seen[0]?.bubbles && seen[0]?.composed).to.equal(true);
    expect(seen[0]?.cancelable).to.equal(false);
    el.addEventListener('pb-probe-ask', (e) => e.preventDefault(), { once: true });
    expect(emit('pb-probe-ask', {}, { cancelable: true })).to.equal(false);
  });
});

describe('define', () => {
  afterEach(() => sinon.restore());

  it('is idempotent: a second class for a tag of this copy is ignored, silently', () => {
    const warn = sinon.stub(console, 'warn');
    class Again extends Probe {}
    expect(define('pb-base-probe', Again)).to.equal(Probe);
    expect(warn.called).to.equal(false);
  });

  it('warns, naming both versions, when another copy of the library defined the tag first', async () => {
    resetWarnings();
    const warn = sinon.stub(console, 'warn');
    class First extends HTMLElement {}
    customElements.define('pb-base-taken', First);
    (globalThis as unknown as Record<symbol, Map<string, unknown>>)[Symbol.for('pb-elements.definers')]?.set(
      'pb-base-taken',
      { version: '0.0.9', copy: {} },
    );
    class Mine extends Probe {}
    expect(define('pb-base-taken', Mine)).to.equal(First);
    expect(warn.calledWithMatch(new RegExp(`<pb-base-taken>.*0\\.0\\.9.*${VERSION.replaceAll('.', '\\.')}`))).to.equal(
      true,
    );
  });

  it('warns when another script defined the tag', () => {
    resetWarnings();
    const warn = sinon.stub(console, 'warn');
    class Theirs extends HTMLElement {}
    customElements.define('pb-base-theirs', Theirs);
    class Mine extends Probe {}
    define('pb-base-theirs', Mine);
    expect(warn.calledWithMatch(/<pb-base-theirs>.*another script/)).to.equal(true);
  });
});
