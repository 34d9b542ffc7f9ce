/**
 * The builder context (CCH §2, §4, §9): each context, theme and preview mode from `<html data-pb-*>` and from the
 * page config, on the bus when it changes, and what motion and sticky read from it; timings on sinon's clock.
 */
import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import sinon from 'sinon';
import { builderContext, scrollLocationFor } from '../../src/core/builder/context.js';
import { loadBuilderIfAsked } from '../../src/core/builder/opt-in.js';
import { BUILDER_CONTEXT_TOPIC, publishBuilderContext, watchBuilderContext } from '../../src/core/builder/watch.js';
import { getBus, mirrorEventName } from '../../src/core/bus/index.js';
import { isBuilderMode } from '../../src/core/config/index.js';
import { BUILDER } from '../../src/core/constants/builder.js';
import { BUILDER_CONTEXTS, PREVIEW_MODES } from '../../src/core/constants/builder-context.js';
import { MOTION } from '../../src/core/constants/motion.js';
import { STICKY } from '../../src/core/constants/sticky.js';
import { resetWarnings } from '../../src/core/log/index.js';
import { readMotionItem } from '../../src/core/motion/data.js';
import { windowEnv } from '../../src/core/motion/env.js';
import { MotionController } from '../../src/core/motion/runtime.js';
import { barsFrom } from '../../src/core/sticky/forecast.js';
import { addStickyModule, stickyScrollLocation, stickyStateOf, stickyZoomed } from '../../src/core/sticky/store.js';
import { setPageConfig, specClock } from '../helpers/index.js';

const root = document.documentElement;
const ATTRIBUTES = ['data-pb-context', 'data-pb-theme', 'data-pb-preview', 'data-pb-mode', 'data-pb-layout-block'];
const microtask = () => new Promise((r) => queueMicrotask(() => r(undefined)));
const frames = async (n = 2) => {
  for (let i = 0; i < n; i++) await new Promise((r) => requestAnimationFrame(r));
};

function clear(): void {
  for (const name of ATTRIBUTES) root.removeAttribute(name);
  setPageConfig(null);
  resetWarnings();
}

describe('builder context', () => {
  afterEach(async () => {
    clear();
    sinon.restore();
    publishBuilderContext();
  });

  it('is the front end, in desktop preview, with no named theme, when nothing is set', () => {
    expect(builderContext()).to.deep.equal({
      context: 'front-end',
      builder: false,
      theme: '',
      namedTheme: false,
      extraTheme: false,
      preview: 'desktop',
    });
    expect(isBuilderMode()).to.equal(false);
  });

  for (const context of BUILDER_CONTEXTS) {
    const builder = !['front-end', 'layout-block-preview'].includes(context);
    it(`reads the ${context} context from <html data-pb-context> and from the page config`, () => {
      root.setAttribute('data-pb-context', context);
      expect(builderContext().context).to.equal(context);
      expect(builderContext().builder, 'builder mode').to.equal(builder);
      expect(isBuilderMode(), 'isBuilderMode').to.equal(builder);
      expect(windowEnv().builder(), 'motion: builder').to.equal(builder);
      root.removeAttribute('data-pb-context');
      setPageConfig({ builder: { context } });
      expect(builderContext().context).to.equal(context);
      expect(isBuilderMode()).to.equal(builder);
    });
  }

  for (const preview of PREVIEW_MODES) {
    it(`reads the ${preview} preview mode from <html data-pb-preview> and from the page config`, () => {
      root.setAttribute('data-pb-preview', preview);
      expect(builderContext().preview).to.equal(preview);
      expect(windowEnv().zoom(), 'motion: the 1500 px zone in zoom').to.equal(preview === 'zoom');
      root.removeAttribute('data-pb-preview');
      setPageConfig({ builder: { preview } });
      expect(builderContext().preview).to.equal(preview);
    });
  }

  it('tells the two named themes from any other, and the extra theme', () => {
    const read = (theme: string) => {
      root.setAttribute('data-pb-theme', theme);
      const { namedTheme, extraTheme } = builderContext();
      return [namedTheme, extraTheme];
    };
    expect(read('main')).to.deep.equal([true, false]);
    expect(read('extra')).to.deep.equal([true, true]);
    expect(read('twentytwenty')).to.deep.equal([false, false]);
    root.removeAttribute('data-pb-theme');
    setPageConfig({ builder: { theme: 'extra' } });
    expect(builderContext().extraTheme).to.equal(true);
  });

  it('takes the attribute over the page config, and the older builder mode as the visual builder', () => {
    setPageConfig({ builder: { context: 'theme-builder', preview: 'phone' } });
    root.setAttribute('data-pb-context', 'backend-builder');
    expect(builderContext()).to.include({ context: 'backend-builder', preview: 'phone' });
    root.removeAttribute('data-pb-context');
    setPageConfig({ builderMode: true });
    expect(builderContext().context).to.equal('visual-builder');
    setPageConfig(null);
    root.setAttribute('data-pb-mode', 'builder');
    expect(builderContext().context).to.equal('visual-builder');
    expect(isBuilderMode()).to.equal(true);
  });

  it('warns once about a bad value, naming the attribute or key, and keeps the default', () => {
    const warn = sinon.stub(console, 'warn');
    root.setAttribute('data-pb-context', 'page-editor');
    root.setAttribute('data-pb-preview', 'huge');
    expect(builderContext()).to.include({ context: 'front-end', preview: 'desktop' });
    builderContext();
    expect(warn.callCount).to.equal(2);
    expect(warn.firstCall.args[0]).to.contain('<html data-pb-context>').and.contain('"page-editor"');
    expect(warn.secondCall.args[0]).to.contain('<html data-pb-preview>').and.contain('wireframe, zoom');
    clear();
    setPageConfig({ builder: { context: 7 } });
    expect(builderContext().context).to.equal('front-end');
    expect(warn.lastCall.args[0]).to.contain('<script id="pb-config"> "builder.context"');
  });

  it('publishes each change of context or preview mode on the bus, mirrored on document, and builder mode', async () => {
    const stop = watchBuilderContext();
    const heard: string[] = [];
    const mirrored: string[] = [];
    const modes: boolean[] = [];
    const mirror = (e: Event) => mirrored.push((e as CustomEvent).detail.preview);
    document.addEventListener(mirrorEventName(BUILDER_CONTEXT_TOPIC), mirror);
    const offs = [
      getBus().subscribe(BUILDER_CONTEXT_TOPIC, (c) => heard.push(`${c.context}/${c.preview}`)),
      getBus().subscribe('builder-mode', (b) => modes.push(b)),
    ];
    try {
      root.setAttribute('data-pb-context', 'visual-builder');
      await microtask();
      for (const preview of PREVIEW_MODES) {
        root.setAttribute('data-pb-preview', preview);
        await microtask();
      }
      root.setAttribute('data-pb-preview', 'phone');
      await microtask();
      expect(heard).to.deep.equal([
        'front-end/desktop',
        'visual-builder/desktop',
        'visual-builder/wireframe',
        'visual-builder/zoom',
        'visual-builder/desktop',
        'visual-builder/tablet',
        'visual-builder/phone',
      ]);
      expect(mirrored).to.deep.equal(['desktop', 'wireframe', 'zoom', 'desktop', 'tablet', 'phone']);
      expect(modes).to.deep.equal([false, true]);
    } finally {
      for (const off of offs) off();
      document.removeEventListener(mirrorEventName(BUILDER_CONTEXT_TOPIC), mirror);
      stop();
    }
  });

  it('loads the builder code for pb.js only on a page that names a context', async () => {
    expect(await loadBuilderIfAsked()).to.equal(undefined);
    root.setAttribute('data-pb-context', 'front-end');
    const stop = await loadBuilderIfAsked();
    expect(stop).to.be.a('function');
    stop?.();
    root.removeAttribute('data-pb-context');
    setPageConfig({ builder: { preview: 'zoom' } });
    const again = await loadBuilderIfAsked();
    expect(again).to.be.a('function');
    again?.();
  });

  it('keeps the formats export and the motion offset in step with the spec constants', () => {
    expect(BUILDER.previewModes).to.deep.equal(PREVIEW_MODES);
    expect(MOTION.builderContentOffset).to.equal(BUILDER.dimensions.pageSettingsBar);
    expect([MOTION.styleZone, MOTION.styleZoneZoom]).to.deep.equal([500, 1500]);
  });
});

describe('builder context: motion', () => {
  afterEach(async () => {
    clear();
    publishBuilderContext();
    document.adoptedStyleSheets = [];
  });

  it('moves only the theme builder’s elements once a builder context is set, and all again on the front end', async () => {
    const c = new MotionController(document, { env: { ...windowEnv(), reduced: () => true }, compositor: false });
    const els = ['hero', 'page_tb_body'].map((id) => Object.assign(document.createElement('div'), { id }));
    document.body.append(...els);
    const offs = els.map((el) => c.add(el, (d) => readMotionItem({ translateY: '0|50|50|100|9|4|9' }, d)));
    try {
      await microtask();
      expect(c.elements.map((el) => el.id)).to.deep.equal(['hero', 'page_tb_body']);
      root.setAttribute('data-pb-context', 'theme-builder');
      await microtask();
      await microtask();
      expect(c.elements.map((el) => el.id)).to.deep.equal(['page_tb_body']);
      root.setAttribute('data-pb-context', 'layout-block-preview');
      await microtask();
      await microtask();
      expect(c.elements.map((el) => el.id)).to.deep.equal(['hero', 'page_tb_body']);
    } finally {
      for (const off of offs) off();
      for (const el of els) el.remove();
      await microtask();
    }
  });
});

describe('builder context: sticky', () => {
  const stops: (() => void)[] = [];
  afterEach(async () => {
    for (const stop of stops.splice(0)) stop();
    fixtureCleanup();
    clear();
    sinon.restore();
    publishBuilderContext();
    await frames(1);
  });

  async function stuck(): Promise<HTMLElement> {
    const page = await fixture<HTMLElement>(html`<div>
      <div id="bar" style="height: 40px">Bar</div>
      <div style="height: 3000px"></div>
    </div>`);
    const bar = page.querySelector('#bar') as HTMLElement;
    stops.push(addStickyModule(bar, { settings: () => ({ position: 'top' }) }, 'bar'));
    return bar;
  }

  it('scrolls in the app frame in a device preview and at the top in wireframe and zoom', () => {
    expect(scrollLocationFor(false, 'desktop')).to.equal('top');
    expect(scrollLocationFor(false, 'phone')).to.equal('top');
    for (const preview of PREVIEW_MODES) {
      expect(scrollLocationFor(true, preview), preview).to.equal(
        preview === 'wireframe' || preview === 'zoom' ? 'top' : 'app',
      );
    }
  });

  it('switches the scroll location 2000 ms after the preview mode changes, and zoom sets the zoomed flag', async () => {
    root.setAttribute('data-pb-context', 'visual-builder');
    const clock = specClock();
    await stuck();
    expect(stickyScrollLocation(), 'at setup, without the debounce').to.equal('app');
    root.setAttribute('data-pb-preview', 'zoom');
    await microtask();
    clock.tick(STICKY.delays.scrollLocation - 1);
    expect([stickyScrollLocation(), stickyZoomed()]).to.deep.equal(['app', false]);
    clock.tick(1);
    expect([stickyScrollLocation(), stickyZoomed()]).to.deep.equal(['top', true]);
    // Modes that change within the debounce: only the last one counts, 2000 ms after it.
    root.setAttribute('data-pb-preview', 'wireframe');
    await microtask();
    clock.tick(1000);
    root.setAttribute('data-pb-preview', 'tablet');
    await microtask();
    clock.tick(STICKY.delays.scrollLocation - 1);
    expect([stickyScrollLocation(), stickyZoomed()]).to.deep.equal(['top', true]);
    clock.tick(1);
    expect([stickyScrollLocation(), stickyZoomed()]).to.deep.equal(['app', false]);
  });

  for (const context of ['layout-block-builder', 'layout-block-preview'] as const) {
    it(`waits 300 ms before its first measure in the ${context}`, async () => {
      root.setAttribute('data-pb-context', context);
      const clock = specClock();
      const bar = await stuck();
      window.scrollTo({ top: bar.getBoundingClientRect().top + window.scrollY + 1, behavior: 'instant' });
      clock.tick(STICKY.delays.layoutBlock - 1);
      await frames();
      expect(stickyStateOf(bar)?.state).to.equal('none');
      clock.tick(1);
      await frames();
      expect(stickyStateOf(bar)?.state).to.equal('sticky');
      window.scrollTo({ top: 0, behavior: 'instant' });
    });
  }

  it('stands under the theme builder’s 32 px admin bar in the theme builder only', async () => {
    const stop = watchBuilderContext();
    try {
      expect(barsFrom({ top: 0, bottom: 0 }).top).to.equal(0);
      root.setAttribute('data-pb-context', 'theme-builder');
      await microtask();
      expect(barsFrom({ top: 0, bottom: 0 }).top).to.equal(STICKY.tbAdminBar);
      expect(barsFrom({ top: 50, bottom: 0 }).top).to.equal(50);
    } finally {
      stop();
    }
  });
});
