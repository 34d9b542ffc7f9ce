/**
 * The frame scheduler's signal for another window of the same origin: the builder's top window around the page's
 * frame (an iframe of this test page, the library loaded in it). However many tasks follow that window, from
 * however many modules and copies of the library, it has one scroll and one resize listener, held while any task
 * is registered; the tasks run in the scheduler's frame, every read before any write.
 */
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { framePage, frames } from '../helpers/frame-page.js';

type FrameModule = typeof import('../../src/core/frame/index.js');

interface Globals {
  __frame: FrameModule;
  __copy: FrameModule;
  __bars: typeof import('../../src/core/builder/bars.js');
  __store: typeof import('../../src/core/sticky/store.js');
}

const BAR_AT = 300;

/** Spies on this (the top) window's listeners: how many of a type were added and removed. */
function listeners() {
  const add = sinon.spy(window, 'addEventListener');
  const remove = sinon.spy(window, 'removeEventListener');
  const count = (spy: sinon.SinonSpy, type: string) => spy.getCalls().filter((c) => c.args[0] === type).length;
  return {
    added: () => [count(add, 'scroll'), count(add, 'resize')],
    removed: () => [count(remove, 'scroll'), count(remove, 'resize')],
    options: () => add.getCalls().map((c) => c.args[2]),
    removeOptions: () => remove.getCalls().map((c) => c.args[2]),
  };
}

/** Scrolls this window and waits, a frame at a time, until `done` (a few frames at most). */
async function scrollTop(win: Window, top: number, done: () => boolean): Promise<void> {
  window.scrollTo({ top, behavior: 'instant' });
  for (let i = 0; i < 20 && !done(); i++) await frames(win, 1);
}

describe('frame scheduler: the scroll and resize of another window', () => {
  let frame: HTMLIFrameElement | undefined;
  const stops: (() => void)[] = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    sinon.restore();
    frame?.remove();
    frame = undefined;
    window.scrollTo({ top: 0, behavior: 'instant' });
  });

  it('listens once to the top window for two copies’ tasks, runs them in one frame, and lets go with the last', async () => {
    const page = await framePage<Pick<Globals, '__frame' | '__copy'>>({
      modules: { __frame: '/src/core/frame/index.ts', __copy: '/src/core/frame/index.ts?copy=2' },
      style: 'display:block;border:0;width:600px;height:3000px',
    });
    frame = page.frame;
    const { __frame: one, __copy: two } = page.win;
    expect(two.onFrame, 'a second copy of the module').to.not.equal(one.onFrame);
    const spied = listeners();
    const order: string[] = [];
    const task = (name: string) => ({
      read: () => order.push(`read ${name}`),
      write: () => order.push(`write ${name}`),
    });
    const a = task('a');
    const b = task('b');
    const offs = [
      one.onFrame('scroll', a, window),
      two.onFrame('scroll', b, window),
      one.onFrame('resize', a, window),
      two.onFrame('resize', b, window),
    ];
    expect(spied.added(), 'scroll and resize listeners').to.deep.equal([1, 1]);
    // Captured: the builder's modal scrolls an element of that window, whose scroll does not bubble.
    expect(spied.options()).to.deep.equal([
      { passive: true, capture: true },
      { passive: true, capture: true },
    ]);
    expect([one.registeredCount('scroll', window), two.registeredCount('resize', window)]).to.deep.equal([2, 2]);
    expect(one.registeredCount('scroll'), 'none on the frame’s own window').to.equal(0);
    await scrollTop(page.win, 200, () => order.length >= 4);
    expect(order).to.deep.equal(['read a', 'read b', 'write a', 'write b']);
    offs[0]?.();
    offs[2]?.();
    expect(spied.removed(), 'held by the other copy’s tasks').to.deep.equal([0, 0]);
    offs[1]?.();
    offs[3]?.();
    expect(spied.removed(), 'the last task left').to.deep.equal([1, 1]);
    expect(spied.removeOptions(), 'removed as added').to.deep.equal([{ capture: true }, { capture: true }]);
    expect(one.registeredCount('scroll', window)).to.equal(0);
    order.length = 0;
    await scrollTop(page.win, 400, () => false);
    expect(order, 'nothing runs after').to.deep.equal([]);
  });

  it('holds one scroll and one resize listener for the builder bars and sticky’s top scroll location', async () => {
    const page = await framePage<Pick<Globals, '__frame' | '__bars' | '__store'>>({
      modules: {
        __frame: '/src/core/frame/index.ts',
        __bars: '/src/core/builder/bars.ts',
        __store: '/src/core/sticky/store.ts',
      },
      style: 'display:block;border:0;width:800px;height:3400px;margin-top:120px',
      body: `<div style="height:${BAR_AT}px"></div><div id="bar" style="height:40px">Bar</div>
        <div style="height:3400px"></div>`,
    });
    frame = page.frame;
    // No builder context: the offsets module would hold the bars for good; and sticky's scroll location is `top`
    // from the start (a public page in a frame of a same-origin window reads that window's scroll too).
    const { win, doc } = page;
    // A bar of this window, fixed at its top: over the frame only once this window has scrolled past the frame's top.
    const fixed = document.createElement('div');
    fixed.dataset.pbBar = 'editor-header';
    fixed.style.cssText = 'position:fixed;top:0;left:0;right:0;height:50px';
    document.body.append(fixed);
    stops.push(() => fixed.remove());
    const spied = listeners();
    // The frame's realm's timers: sinon takes `global`, which its types leave out.
    const config = { global: win, toFake: ['setTimeout', 'clearTimeout', 'Date'] };
    const clock = sinon.useFakeTimers(config as unknown as Parameters<typeof sinon.useFakeTimers>[0]);
    const bar = doc.getElementById('bar') as HTMLElement;
    const stopSticky = win.__store.addStickyModule(bar, { settings: () => ({ position: 'top' }) }, 'bar');
    const stopBars = win.__bars.startBuilderBars();
    stops.push(stopSticky, stopBars);
    clock.tick(10);
    await frames(win, 3);
    expect(win.__store.stickyScrollContainer(), 'sticky reads this window').to.equal(window);
    expect(spied.added(), 'scroll and resize listeners').to.deep.equal([1, 1]);
    expect(win.__frame.registeredCount('scroll', window), 'tasks on this window').to.equal(2);
    const header = () => win.__bars.builderBarsState().bars['editor-header'];
    expect(header(), 'above the frame').to.equal(undefined);
    // Both follow this window's scroll: the module sticks, the header now covers the frame's top.
    const frameTop = page.frame.getBoundingClientRect().top + window.scrollY;
    const state = () => win.__store.stickyStateOf(bar)?.state;
    await scrollTop(win, frameTop + BAR_AT + 200, () => state() === 'sticky' && !!header());
    expect(state()).to.equal('sticky');
    expect(header()).to.deep.equal({ top: 50, bottom: 0 });
    stopSticky();
    expect(spied.removed(), 'held by the bars').to.deep.equal([0, 0]);
    stopBars();
    expect(spied.removed(), 'the last left').to.deep.equal([1, 1]);
    expect(win.__frame.registeredCount('scroll', window)).to.equal(0);
  });
});
