/**
 * CCH §2, §6: the bars of the builder's window around the page. The page runs in a frame (an iframe of this test
 * page, the library loaded in it) and each bar the spec names, fixed in this (the top) window over the frame, is a
 * source of its own on the frame's offsets topic, with the part of it over the frame; measured again when a bar
 * changes size (the frame scheduler's one ResizeObserver), comes or goes, or the frame moves.
 */
import { expect } from '@open-wc/testing';
import { BUILDER_BARS, type BuilderBarName } from '../../src/core/constants/builder-page.js';
import { framePage, frames } from '../helpers/frame-page.js';

interface Globals {
  __bars: typeof import('../../src/core/builder/bars.js');
  __offsets: typeof import('../../src/core/scroll/offsets.js');
}

const NAMES = Object.keys(BUILDER_BARS) as BuilderBarName[];
/** The frame starts this far down the viewport: a bar at the top covers it by its height less this. */
const FRAME_TOP = 40;

/** The page's frame, fixed from FRAME_TOP to the bottom, or filling `holder`. */
const pageFrame = (holder?: HTMLElement) =>
  framePage<Globals>({
    modules: { __bars: '/src/core/builder/bars.ts', __offsets: '/src/core/scroll/offsets.ts' },
    style: holder
      ? 'display:block;width:100%;height:100%;border:0'
      : `position:fixed;left:0;top:${FRAME_TOP}px;width:100%;height:calc(100% - ${FRAME_TOP}px);border:0`,
    body: '<div style="height:3000px"></div>',
    holder,
  });

/** A bar of this window, fixed over the frame: its default markup where it has one, else the `data-pb-bar` mark. */
function barFor(name: BuilderBarName, css: string): HTMLElement {
  const el = document.createElement('div');
  const selector = BUILDER_BARS[name].split(',')[0] as string;
  if (selector.startsWith('#')) el.id = selector.slice(1);
  else if (selector.startsWith('.')) el.className = selector.slice(1);
  else el.setAttribute('data-pb-bar', name);
  el.style.cssText = `position: fixed; left: 0; right: 0; z-index: 1; ${css}`;
  el.dataset.test = '';
  document.body.append(el);
  return el;
}

describe('builder bars of the window around the page’s frame', () => {
  let frame: HTMLIFrameElement | undefined;
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    stop = undefined;
    frame?.remove();
    frame = undefined;
    for (const el of document.querySelectorAll('[data-test]')) el.remove();
  });

  it('puts each bar of this window over the frame on the frame’s topic, as its own source, with the part over it', async () => {
    const made = await pageFrame();
    frame = made.frame;
    const { win } = made;
    // Top bars from this window's top edge, each 10 px taller than the last; bottom bars from the bottom edge.
    const expected: Record<string, { top: number; bottom: number }> = {};
    NAMES.forEach((name, i) => {
      const height = FRAME_TOP + 10 + i * 2;
      const bottom = i % 2 === 1;
      barFor(name, `${bottom ? 'bottom' : 'top'}: 0; height: ${height}px`);
      expected[name] = bottom ? { top: 0, bottom: height } : { top: height - FRAME_TOP, bottom: 0 };
    });
    // The admin bar scrolls away at 600 px and narrower: the frame is wider here.
    stop = win.__bars.startBuilderBars();
    await frames(win, 3);
    expect(win.__bars.builderBarsState().bars).to.deep.equal(expected);
    const sum = (side: 'top' | 'bottom') => Object.values(expected).reduce((a, b) => a + b[side], 0);
    expect(win.__offsets.currentOffsets()).to.deep.equal({ top: sum('top'), bottom: sum('bottom') });
  });

  it('measures a bar again when it changes size, drops one that leaves, and follows the frame when it moves', async () => {
    // The frame's holder is marked as a bar, but holds the frame: it is none.
    const holder = barFor('builder-frame', `top: ${FRAME_TOP}px; bottom: 0`);
    const made = await pageFrame(holder);
    frame = made.frame;
    const { win } = made;
    const rule = document.createElement('style');
    rule.textContent = '.editor-header { height: 100px }';
    rule.dataset.test = '';
    document.head.append(rule);
    barFor('editor-header', 'top: 0; z-index: 2');
    const notices = barFor('editor-notices', `top: ${FRAME_TOP}px; height: 30px; z-index: 2`);
    stop = win.__bars.startBuilderBars();
    await frames(win, 3);
    const bars = () => win.__bars.builderBarsState().bars;
    expect(bars()).to.deep.equal({ 'editor-header': { top: 60, bottom: 0 }, 'editor-notices': { top: 30, bottom: 0 } });
    // Through the CSSOM: no mutation record, only the ResizeObserver sees it.
    ((rule.sheet as CSSStyleSheet).cssRules[0] as CSSStyleRule).style.height = '120px';
    await frames(win, 4);
    expect(bars()['editor-header'], 'a new height').to.deep.equal({ top: 80, bottom: 0 });
    notices.remove();
    await frames(win, 3);
    expect(bars(), 'the notices left').to.deep.equal({ 'editor-header': { top: 80, bottom: 0 } });
    // The frame moves down (and so changes size): less of the header is over it.
    holder.style.top = '100px';
    await frames(win, 4);
    expect(bars()['editor-header'], 'the frame moved').to.deep.equal({ top: 20, bottom: 0 });
    expect(win.__offsets.currentOffsets()).to.deep.equal({ top: 20, bottom: 0 });
  });
});
