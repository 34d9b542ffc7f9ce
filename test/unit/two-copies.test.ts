/**
 * Two copies of the library on one page (a CDN copy and a bundled one, or two versions) share one frame scheduler
 * and one sticky store, as they share the bus: one scroll listener, one resize listener, one ResizeObserver and one
 * scroll task for every sticky module. A second copy is the same module loaded again under another URL.
 */
import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import sinon from 'sinon';
import * as frame from '../../src/core/frame/index.js';
import * as viewport from '../../src/core/frame/viewport.js';
import * as store from '../../src/core/sticky/store.js';

type Frame = typeof frame;
type Store = typeof store;
const secondFrame = (): Promise<Frame> => import(new URL('../../src/core/frame/index.ts?copy=2', import.meta.url).href);
const secondViewport = (): Promise<typeof viewport> =>
  import(new URL('../../src/core/frame/viewport.ts?copy=2', import.meta.url).href);
const secondStore = (): Promise<Store> =>
  import(new URL('../../src/core/sticky/store.ts?copy=2', import.meta.url).href);

const frames = async (n = 2) => {
  for (let i = 0; i < n; i++) await new Promise((r) => requestAnimationFrame(r));
};

/** Counts ResizeObserver constructions while installed. */
function countObservers(): { made: () => number; restore: () => void } {
  const Original = window.ResizeObserver;
  let made = 0;
  window.ResizeObserver = class extends Original {
    constructor(callback: ResizeObserverCallback) {
      super(callback);
      made += 1;
    }
  };
  return { made: () => made, restore: () => (window.ResizeObserver = Original) };
}

describe('two copies of the library on one page', () => {
  afterEach(() => sinon.restore());

  it('run one scroll listener, one resize listener and one ResizeObserver between them', async () => {
    const copy = await secondFrame();
    expect(copy.onFrame, 'a second copy of the module').to.not.equal(frame.onFrame);
    const add = sinon.spy(window, 'addEventListener');
    const remove = sinon.spy(window, 'removeEventListener');
    const observers = countObservers();
    const adds = (type: string) => add.getCalls().filter((c) => c.args[0] === type).length;
    const removes = (type: string) => remove.getCalls().filter((c) => c.args[0] === type).length;
    const order: string[] = [];
    const task = (name: string) => ({
      read: () => order.push(`read ${name}`),
      write: () => order.push(`write ${name}`),
    });
    try {
      const offs = [
        frame.onFrame('scroll', task('one')),
        copy.onFrame('scroll', task('two')),
        frame.onFrame('resize', {}),
        copy.onFrame('resize', {}),
        frame.observeSize(document.body, () => {}),
        copy.observeSize(document.documentElement, () => {}),
      ];
      expect(adds('scroll'), 'scroll listeners').to.equal(1);
      expect(adds('resize'), 'resize listeners').to.equal(1);
      expect(observers.made(), 'ResizeObservers').to.equal(1);
      expect(frame.registeredCount('scroll')).to.equal(2);
      expect(copy.registeredCount('scroll')).to.equal(2);
      // One frame for both copies: every read before any write.
      window.dispatchEvent(new Event('scroll'));
      await frames();
      expect(order).to.deep.equal(['read one', 'read two', 'write one', 'write two']);
      for (const off of offs) off();
      expect([removes('scroll'), removes('resize')]).to.deep.equal([1, 1]);
      expect(frame.registeredCount('scroll')).to.equal(0);
    } finally {
      observers.restore();
    }
  });

  it('track the breakpoint in one resize task', async () => {
    const copy = await secondViewport();
    expect(copy.trackBreakpoint, 'a second copy of the module').to.not.equal(viewport.trackBreakpoint);
    const offs = [viewport.trackBreakpoint(), copy.trackBreakpoint()];
    expect(frame.registeredCount('resize')).to.equal(1);
    offs[0]?.();
    expect(frame.registeredCount('resize'), 'held by the other copy').to.equal(1);
    offs[1]?.();
    expect(frame.registeredCount('resize')).to.equal(0);
  });

  it('keep one sticky store: one scroll task for every module, whichever copy added it', async () => {
    const copy = await secondStore();
    expect(copy.addStickyModule, 'a second copy of the module').to.not.equal(store.addStickyModule);
    const root = await fixture<HTMLElement>(html`<div>
      <div id="one" style="height: 40px">One</div>
      <div style="height: 400px"></div>
      <div id="two" style="height: 40px">Two</div>
      <div style="height: 3000px"></div>
    </div>`);
    const [one, two] = ['#one', '#two'].map((s) => root.querySelector(s) as HTMLElement) as [HTMLElement, HTMLElement];
    const settings = () => ({ position: 'top' });
    const stops = [
      store.addStickyModule(one, { settings }, 'one'),
      copy.addStickyModule(two, { settings }, 'two'),
      // The page config read by both copies: the element stays one module.
      copy.addStickyModule(one, { settings }, 'one'),
    ];
    try {
      expect(frame.registeredCount('scroll'), 'scroll tasks').to.equal(1);
      expect(store.stickyStateOf(two)?.state).to.equal('none');
      expect(copy.stickyStateOf(one)?.state).to.equal('none');
      await frames();
      stops[2]?.();
      expect(copy.stickyStateOf(one), 'a duplicate add does not own the module').to.not.equal(null);
    } finally {
      for (const stop of stops) stop();
      fixtureCleanup();
    }
    expect(frame.registeredCount('scroll')).to.equal(0);
  });
});
