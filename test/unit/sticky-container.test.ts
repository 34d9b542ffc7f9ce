/**
 * CCH §3, §4: sticky's scroll location. The page runs in a builder's app frame (an iframe of this test page, with
 * the library loaded in it); at the `top` location (the wireframe and zoom previews) the frame is drawn at its full
 * height and this window scrolls, so the modules are decided against this window's scroll and viewport, 2000 ms
 * after the preview mode changes; in the device previews (`app`) against the frame's own. Timings on sinon's clock
 * in the frame's realm.
 */
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { type FramePage, framePage, frames } from '../helpers/frame-page.js';

const FRAME_HEIGHT = 3400;
const BAR_AT = 300;

interface Globals {
  __store: typeof import('../../src/core/sticky/store.js');
}

interface Frame extends FramePage<Globals> {
  bar: HTMLElement;
}

async function appFrame(preview: string): Promise<Frame> {
  const page = await framePage<Globals>({
    modules: { __store: '/src/core/sticky/store.ts' },
    style: `display:block;border:0;width:600px;height:${FRAME_HEIGHT}px;margin-top:120px`,
    root: `data-pb-context="visual-builder" data-pb-preview="${preview}"`,
    body: `<div style="height:${BAR_AT}px"></div><div id="bar" style="height:40px">Bar</div>
      <div style="height:${FRAME_HEIGHT}px"></div>`,
  });
  return { ...page, bar: page.doc.getElementById('bar') as HTMLElement };
}

/** Where the bar is drawn in this (the top) window's viewport. */
const seenTop = ({ bar }: Frame) => bar.getBoundingClientRect().top;
const barInTop = (f: Frame) => {
  const box = f.frame.getBoundingClientRect();
  const scale = box.height / f.frame.offsetHeight;
  return box.top + seenTop(f) * scale;
};

describe('sticky scroll location: the app frame or the top window', () => {
  let f: Frame | undefined;
  let stop: (() => void) | undefined;
  afterEach(async () => {
    stop?.();
    stop = undefined;
    sinon.restore();
    f?.frame.remove();
    f = undefined;
    window.scrollTo({ top: 0, behavior: 'instant' });
  });

  async function start(preview: string): Promise<{ f: Frame; clock: sinon.SinonFakeTimers }> {
    f = await appFrame(preview);
    // The frame's realm's timers: sinon takes `global`, which its types leave out.
    const config = { global: f.win, toFake: ['setTimeout', 'clearTimeout', 'Date'] };
    const clock = sinon.useFakeTimers(config as unknown as Parameters<typeof sinon.useFakeTimers>[0]);
    stop = f.win.__store.addStickyModule(f.bar, { settings: () => ({ position: 'top' }) }, 'bar');
    clock.tick(10);
    await frames(f.win);
    return { f, clock };
  }

  /** Scrolls this window so the bar's natural top is `past` px above its viewport's top, and lets a frame run. */
  async function scrollTop(frame: Frame, past: number, scale = 1) {
    const frameTop = frame.frame.getBoundingClientRect().top + window.scrollY;
    window.scrollTo({ top: frameTop + (BAR_AT + past) * scale, behavior: 'instant' });
    await frames(frame.win, 3);
  }

  async function preview(frame: Frame, clock: sinon.SinonFakeTimers, mode: string) {
    frame.doc.documentElement.setAttribute('data-pb-preview', mode);
    // The attribute's record, then the bus.
    await frames(frame.win, 1);
    clock.tick(1999);
    expect(frame.win.__store.stickyScrollContainer(), 'not before 2000 ms').to.not.equal(
      mode === 'tablet' ? frame.win : window,
    );
    clock.tick(1);
    await frames(frame.win, 2);
  }

  it('reads the frame’s own scroll in a device preview: the top window’s scroll leaves the module alone', async () => {
    const { f } = await start('desktop');
    expect(f.win.__store.stickyScrollLocation()).to.equal('app');
    expect(f.win.__store.stickyScrollContainer()).to.equal(f.win);
    await scrollTop(f, 200);
    expect(f.win.__store.stickyStateOf(f.bar)?.state).to.equal('none');
  });

  it('reads the top window’s scroll 2000 ms after the wireframe view, sticking at its viewport’s top, and back', async () => {
    const { f, clock } = await start('tablet');
    await preview(f, clock, 'wireframe');
    expect(f.win.__store.stickyScrollLocation()).to.equal('top');
    expect(f.win.__store.stickyScrollContainer()).to.equal(window);
    await scrollTop(f, -20);
    expect(f.win.__store.stickyStateOf(f.bar)?.state, 'not yet at the top').to.equal('none');
    await scrollTop(f, 200);
    expect(f.win.__store.stickyStateOf(f.bar)?.state).to.equal('sticky');
    expect(Math.abs(barInTop(f)), 'at the top of the top window').to.be.below(1);
    // Every scroll of the top window moves the stuck box in the frame, which does not scroll.
    await scrollTop(f, 900);
    expect(Math.abs(barInTop(f)), 'still at its top').to.be.below(1);
    await preview(f, clock, 'tablet');
    expect(f.win.__store.stickyScrollContainer()).to.equal(f.win);
    await frames(f.win, 2);
    expect(f.win.__store.stickyStateOf(f.bar)?.state, 'the frame itself is not scrolled').to.equal('none');
  });

  it('in the zoom preview sets the zoomed flag and reads the frame’s scale from its box', async () => {
    const { f, clock } = await start('phone');
    f.frame.style.transform = 'scale(0.5)';
    f.frame.style.transformOrigin = '0 0';
    await preview(f, clock, 'zoom');
    expect([f.win.__store.stickyScrollLocation(), f.win.__store.stickyZoomed()]).to.deep.equal(['top', true]);
    await scrollTop(f, -20, 0.5);
    expect(f.win.__store.stickyStateOf(f.bar)?.state, 'not yet at the top').to.equal('none');
    await scrollTop(f, 100, 0.5);
    expect(f.win.__store.stickyStateOf(f.bar)?.state).to.equal('sticky');
    expect(Math.abs(barInTop(f)), 'at the top of the top window').to.be.below(1);
  });
});
