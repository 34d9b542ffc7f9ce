/**
 * CCH §2, §6, §9: every bar on the offsets topic as its own source (the admin bar's 782 px switch after 300 ms and
 * its 600 px threshold, the extra theme's 1024 px navigation breakpoint), the builder's own bars at the spec's
 * sizes in each context and preview mode (the page settings bar, the modal's header and footer, the view mode
 * handle), and the builder's constants where the
 * page uses them: scrolling to a module's address, the layout keys, the rows' structure classes.
 */
import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import sinon from 'sinon';
import { scrollToAddress } from '../../src/core/builder/address.js';
import { builderBarsState, startBuilderBars } from '../../src/core/builder/bars.js';
import { listenForLayoutKeys } from '../../src/core/builder/keys.js';
import { applyRowStructures, keepRowStructures } from '../../src/core/builder/rows.js';
import { startBuilderContext } from '../../src/core/builder/start.js';
import { BUILDER } from '../../src/core/constants/builder.js';
import {
  BUILDER_CONTEXTS,
  type BuilderContextName,
  PREVIEW_MODES,
  type PreviewMode,
} from '../../src/core/constants/builder-context.js';
import { BUILDER_BARS, type BuilderBarName } from '../../src/core/constants/builder-page.js';
import { resetWarnings } from '../../src/core/log/index.js';
import { cancelScroll, currentOffsets, isScrolling } from '../../src/core/scroll/index.js';
import { setPageConfig, specClock } from '../helpers/index.js';

const frames = async (n = 2) => {
  for (let i = 0; i < n; i++) await new Promise((r) => requestAnimationFrame(r));
};
const root = document.documentElement;

/** A fixed bar of `height` px for `name`: its default markup where it has one, else the `data-pb-bar` mark. */
function barFor(name: BuilderBarName, height: number, side: 'top' | 'bottom', at = 0): HTMLElement {
  const el = document.createElement('div');
  const selector = BUILDER_BARS[name].split(',')[0] as string;
  if (selector.startsWith('#')) el.id = selector.slice(1);
  else if (selector.startsWith('.')) el.className = selector.slice(1);
  else el.setAttribute('data-pb-bar', name);
  el.style.cssText = `position: fixed; left: 0; right: 0; ${side}: ${at}px; height: ${height}px`;
  el.dataset.test = '';
  document.body.append(el);
  return el;
}

const removeBars = () => {
  for (const el of document.querySelectorAll('[data-test]')) el.remove();
};

describe('builder bars on the offsets topic', () => {
  let stop: (() => void) | undefined;
  before(() => currentOffsets());
  afterEach(async () => {
    stop?.();
    stop = undefined;
    removeBars();
    sinon.restore();
    setPageConfig(null);
    resetWarnings();
    root.removeAttribute('data-pb-theme');
    await setViewport({ width: 800, height: 600 });
    // The resize is delivered now, while no bars listen: no real timer is left for the next test's fake clock.
    await frames();
  });

  const names = Object.keys(BUILDER_BARS) as BuilderBarName[];
  for (const name of names) {
    const side = name === 'editor-footer' || name === 'builder-frame' ? 'bottom' : 'top';
    it(`puts the ${name} on the topic, with its height at the ${side}`, async () => {
      barFor(name, 30, side);
      stop = startBuilderBars();
      await frames();
      const room = side === 'top' ? { top: 30, bottom: 0 } : { top: 0, bottom: 30 };
      expect(builderBarsState().bars).to.deep.equal({ [name]: room });
      expect(currentOffsets()).to.deep.equal(room);
    });
  }

  it('counts every bar as its own source, and drops a bar that leaves or stops being fixed', async () => {
    const heights = names.map((_, i) => 10 + i);
    const els = names.map((name, i) => barFor(name, heights[i] as number, i % 2 ? 'bottom' : 'top', i * 10));
    stop = startBuilderBars();
    await frames();
    const sum = (odd: number) => heights.filter((_, i) => i % 2 === odd).reduce((a, b) => a + b, 0);
    expect(currentOffsets()).to.deep.equal({ top: sum(0), bottom: sum(1) });
    els[0]?.remove();
    (els[1] as HTMLElement).style.position = 'static';
    await frames();
    expect(currentOffsets()).to.deep.equal({ top: sum(0) - 10, bottom: sum(1) - 11 });
    stop();
    stop = undefined;
    expect(currentOffsets()).to.deep.equal({ top: 0, bottom: 0 });
  });

  it('measures the admin bar 300 ms after the width crosses 782 px, and drops it at 600 px', async () => {
    const bar = barFor('admin-bar', 0, 'top');
    bar.style.height = '';
    bar.innerHTML = '<style>#wpadminbar{height:32px}@media (max-width:782px){#wpadminbar{height:46px}}</style>';
    stop = startBuilderBars();
    await frames();
    expect(currentOffsets().top).to.equal(32);
    const clock = specClock();
    await setViewport({ width: 700, height: 600 });
    await frames();
    clock.tick(299);
    await frames();
    expect(currentOffsets().top, 'not before 300 ms').to.equal(32);
    clock.tick(1);
    await frames();
    expect(currentOffsets().top).to.equal(46);
    await setViewport({ width: 600, height: 600 });
    await frames();
    clock.tick(200);
    await frames();
    expect(currentOffsets().top, 'none at 600 px').to.equal(0);
  });

  it('counts the extra theme’s fixed navigation only from width plus scrollbar of 1024 px', async () => {
    barFor('primary-nav', 50, 'top');
    stop = startBuilderBars();
    await frames();
    expect(currentOffsets().top, 'the main theme at 800 px').to.equal(50);
    root.setAttribute('data-pb-theme', 'extra');
    const clock = specClock();
    const resize = async (width: number) => {
      await setViewport({ width, height: 600 });
      await frames();
      clock.tick(200);
      await frames();
    };
    await resize(1000);
    expect(builderBarsState().extraMobile).to.equal(true);
    expect(currentOffsets().top, 'the extra theme at 1000 px').to.equal(0);
    await resize(1024);
    expect(builderBarsState().extraMobile).to.equal(false);
    expect(currentOffsets().top, 'the extra theme at 1024 px').to.equal(50);
  });

  it('takes selectors, heights and the spec’s sizes from the page config, and warns about a bad one', async () => {
    const warn = sinon.stub(console, 'warn');
    setPageConfig({
      builder: {
        bars: { 'theme-builder-header': true, 'builder-frame': true, 'editor-header': '.my-bar', 'editor-footer': '[' },
      },
    });
    const mine = Object.assign(document.createElement('div'), { className: 'my-bar' });
    mine.style.cssText = 'position: fixed; top: 100px; height: 20px; width: 10px';
    mine.dataset.test = '';
    document.body.append(mine);
    stop = startBuilderBars();
    await frames();
    const { modalHeader, modalFooter, pageSettingsBar } = BUILDER.dimensions;
    expect(builderBarsState().bars).to.deep.equal({
      'builder-frame': { top: 0, bottom: pageSettingsBar },
      'theme-builder-header': { top: modalHeader, bottom: modalFooter },
      'editor-header': { top: 20, bottom: 0 },
    });
    expect(currentOffsets()).to.deep.equal({ top: modalHeader + 20, bottom: pageSettingsBar + modalFooter });
    expect(warn.firstCall.args[0]).to.contain('"builder.bars.editor-footer"').and.contain('not a selector');
  });
});

describe('the builder’s bars by context and preview mode', () => {
  let stop: (() => void) | undefined;
  afterEach(async () => {
    stop?.();
    stop = undefined;
    removeBars();
    setPageConfig(null);
    resetWarnings();
    for (const name of ['data-pb-context', 'data-pb-preview']) root.removeAttribute(name);
    await frames(1);
  });

  const { modalHeader, modalFooter, pageSettingsBar } = BUILDER.dimensions;
  const modal = { top: modalHeader, bottom: modalFooter };
  /** CCH §9 at the spec's sizes: the page settings bar, the modal's header and footer, the view mode handle. */
  function expected(context: BuilderContextName, preview: PreviewMode): Partial<Record<BuilderBarName, object>> {
    if (context === 'front-end' || context === 'layout-block-preview') return {};
    const bars: Partial<Record<BuilderBarName, object>> = {};
    if (context === 'visual-builder') bars['builder-frame'] = { top: 0, bottom: pageSettingsBar };
    if (context === 'theme-builder') bars['theme-builder-header'] = modal;
    if (context === 'layout-block-builder') bars['layout-block-header'] = modal;
    if (preview === 'tablet' || preview === 'phone') {
      bars['view-mode-handle'] = { top: 0, bottom: BUILDER.viewModeHandleWidth };
    }
    return bars;
  }
  const total = (bars: Partial<Record<BuilderBarName, object>>) =>
    Object.values(bars as Record<string, { top: number; bottom: number }>).reduce(
      (a, b) => ({ top: a.top + b.top, bottom: a.bottom + b.bottom }),
      { top: 0, bottom: 0 },
    );

  it('takes the builder’s own bars at the spec’s sizes in each context and preview mode, as they change', async () => {
    stop = startBuilderBars();
    for (const context of BUILDER_CONTEXTS) {
      for (const preview of PREVIEW_MODES) {
        root.setAttribute('data-pb-context', context);
        root.setAttribute('data-pb-preview', preview);
        await frames(3);
        const want = expected(context, preview);
        expect(builderBarsState().bars, `${context} ${preview}`).to.deep.equal(want);
        expect(currentOffsets(), `${context} ${preview}`).to.deep.equal(total(want));
      }
    }
  });

  it('measures a builder bar that is found instead, and leaves one the page config names', async () => {
    root.setAttribute('data-pb-context', 'theme-builder');
    root.setAttribute('data-pb-preview', 'phone');
    setPageConfig({ builder: { bars: { 'view-mode-handle': 12 } } });
    barFor('theme-builder-header', 20, 'top');
    stop = startBuilderBars();
    await frames();
    expect(builderBarsState().bars).to.deep.equal({
      'theme-builder-header': { top: 20, bottom: 0 },
      'view-mode-handle': { top: 12, bottom: 0 },
    });
  });
});

describe('builder constants on the page', () => {
  afterEach(() => {
    fixtureCleanup();
    cancelScroll();
    sinon.restore();
    resetWarnings();
    root.removeAttribute('data-pb-context');
    window.scrollTo({ top: 0, behavior: 'instant' });
  });

  it('scrolls to a module’s address in 400 ms per 1000 px, at least 800 ms', async () => {
    const page = await fixture<HTMLElement>(html`<div style="height: 9000px; position: relative">
      <div data-pb-address="0.1.2" style="position: absolute; top: 5000px; height: 40px"></div>
      <div data-pb-address="0.1" style="position: absolute; top: 300px; height: 40px"></div>
    </div>`);
    const far = page.querySelector('[data-pb-address="0.1.2"]') as HTMLElement;
    await frames(1);
    const clock = sinon.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    const done = scrollToAddress('0.1.2');
    const distance = far.getBoundingClientRect().top + window.scrollY;
    clock.tick((distance * 400) / 1000 - 40);
    expect(isScrolling(), 'still under way near 400 ms per 1000 px').to.equal(true);
    clock.tick(80);
    expect(await done).to.equal(true);
    expect(Math.round(far.getBoundingClientRect().top)).to.equal(0);
    window.scrollTo({ top: 0, behavior: 'instant' });
    const near = scrollToAddress('0.1');
    clock.tick(760);
    expect(isScrolling(), 'the 800 ms minimum').to.equal(true);
    clock.tick(80);
    expect(await near).to.equal(true);
  });

  it('scrolls on the builder’s pb-scroll-to-address event, and warns about an address with no module', async () => {
    await fixture(html`<div style="height: 4000px"><div data-pb-address="3" style="margin-top: 3000px"></div></div>`);
    const warn = sinon.stub(console, 'warn');
    const stop = startBuilderContext();
    try {
      document.dispatchEvent(new CustomEvent('pb-scroll-to-address', { detail: '3' }));
      expect(isScrolling()).to.equal(true);
      cancelScroll();
      expect(await scrollToAddress('9.9')).to.equal(false);
      expect(await scrollToAddress('a.1')).to.equal(false);
      expect(warn.callCount).to.equal(2);
      expect(warn.firstCall.args[0]).to.contain('"pb-scroll-to-address"').and.contain('"9.9"');
    } finally {
      stop();
    }
  });

  it('picks a section layout with 1 to 3 and a row layout with 1 to 9, 0 and minus; arrows move between them', async () => {
    const picked: string[] = [];
    const rows = Array.from({ length: 11 }, (_, i) => html`<button data-pb-layout>${i + 1}</button>`);
    const page = await fixture<HTMLElement>(html`<div @click=${(e: Event) =>
      picked.push(
        `${(e.target as HTMLElement).closest('[data-pb-layouts]')?.getAttribute('data-pb-layouts')}:${(e.target as HTMLElement).textContent}`,
      )}>
      <div data-pb-layouts="section">
        <button data-pb-layout>1</button><button data-pb-layout>2</button><button data-pb-layout>3</button>
      </div>
      <div data-pb-layouts="row">${rows}</div>
    </div>`);
    const stop = listenForLayoutKeys();
    try {
      (page.querySelector('[data-pb-layouts="section"] button') as HTMLElement).focus();
      await sendKeys({ press: '3' });
      await sendKeys({ press: '4' });
      expect(picked).to.deep.equal(['section:3']);
      await sendKeys({ press: 'ArrowRight' });
      expect(document.activeElement?.textContent, 'wraps round').to.equal('1');
      await sendKeys({ press: 'ArrowUp' });
      expect(document.activeElement?.textContent).to.equal('3');
      (page.querySelector('[data-pb-layouts="row"] button') as HTMLElement).focus();
      for (const key of ['9', '0', '-']) await sendKeys({ press: key });
      expect(picked).to.deep.equal(['section:3', 'row:9', 'row:10', 'row:11']);
      expect(document.activeElement?.textContent).to.equal('11');
    } finally {
      stop();
    }
  });

  it('gives rows of 4, 5 and 6 columns their structure class, and keeps it in a builder as columns change', async () => {
    const row = (n: number) =>
      html`<div class="et_pb_row">${Array.from({ length: n }, () => html`<div class="et_pb_column"></div>`)}</div>`;
    const page = await fixture<HTMLElement>(html`<div>${[1, 2, 3, 4, 5, 6].map(row)}</div>`);
    applyRowStructures(page);
    const classes = () => [...page.children].map((r) => r.className.replace('et_pb_row', '').trim());
    expect(classes()).to.deep.equal(['', '', '', 'et_pb_row_4col', 'et_pb_row_5col', 'et_pb_row_6col']);
    root.setAttribute('data-pb-context', 'visual-builder');
    const stop = keepRowStructures();
    try {
      const third = page.children[2] as HTMLElement;
      third.append(Object.assign(document.createElement('div'), { className: 'et_pb_column' }));
      (page.children[5] as HTMLElement).lastElementChild?.remove();
      await frames();
      expect(classes()).to.deep.equal(['', '', 'et_pb_row_4col', 'et_pb_row_4col', 'et_pb_row_5col', 'et_pb_row_5col']);
      root.removeAttribute('data-pb-context');
      third.lastElementChild?.remove();
      await frames();
      expect(classes()[2], 'the front end has its classes from the server').to.equal('et_pb_row_4col');
    } finally {
      stop();
    }
  });
});
