import { aTimeout, expect, fixture, html, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/pb-portfolio.js';
import '../../elements/pb-tabs.js';
import type { PbPortfolio } from '../../elements/pb-portfolio.js';
import type { PagingChangeDetail } from '../../src/components/portfolio/index.js';
import { CAROUSEL, SCROLL, SLIDER } from '../../src/core/constants/index.js';
import { PORTFOLIO } from '../../src/core/constants/portfolio.js';
import { resetWarnings } from '../../src/core/log/index.js';
import { scrollTargetFor } from '../../src/core/scroll/index.js';
import { clearHash, hashChange, specClock } from '../helpers/index.js';

// 10 projects: branding 1-6, print 4-7 (4-6 are both), web 8-9, 10 has none.
const cats = [
  'branding',
  'branding',
  'branding',
  'branding print',
  'branding print',
  'branding print',
  'print',
  'web',
  'web',
  '',
];
const items = cats.map(
  (c, i) => html`<article data-pb-categories=${c}><h3>Project ${i + 1}</h3><p>About project ${i + 1}.</p></article>`,
);
const portfolio = (attrs: { id?: string; perPage?: string } = {}) => html`
  <pb-portfolio id=${attrs.id ?? 'work'} per-page=${attrs.perPage ?? '4'} categories='{"print":"Print work","branding":"Branding"}'>
    ${items}
  </pb-portfolio>
`;

const root = (el: Element) => el.shadowRoot as ShadowRoot;
const filters = (el: Element) => [...root(el).querySelectorAll<HTMLButtonElement>('[part~="filter"]')];
const pageButtons = (el: Element) => [...root(el).querySelectorAll<HTMLButtonElement>('[part~="page"]')];
const button = (el: Element, part: string) =>
  root(el).querySelector<HTMLButtonElement>(`[part~="${part}"]`) as HTMLButtonElement;
const shown = (el: Element) =>
  [...el.children].flatMap((c, i) =>
    (c as HTMLElement).hidden || getComputedStyle(c).display === 'none' ? [] : [i + 1],
  );
const status = (el: Element) => root(el).querySelector('[role="status"]')?.textContent;

function changes(el: Node): PagingChangeDetail[] {
  const seen: PagingChangeDetail[] = [];
  el.addEventListener('pb-portfolio-change', (e) => seen.push((e as CustomEvent<PagingChangeDetail>).detail));
  return seen;
}

function warnings(): () => string[] {
  const warn = sinon.stub(console, 'warn');
  return () => warn.getCalls().map((c) => String(c.args[0]));
}

describe('<pb-portfolio>', () => {
  beforeEach(async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    await aTimeout(1);
  });

  afterEach(async () => {
    sinon.restore();
    resetWarnings();
    clearHash();
    delete document.documentElement.dataset.pbMode;
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('is accessible', async () => {
    const el = await fixture<PbPortfolio>(portfolio());
    await expect(el).to.be.accessible();
  });

  it('builds a toolbar of toggle buttons from the items, "All" first, in the author\'s label order', async () => {
    const el = await fixture<PbPortfolio>(portfolio());
    const bar = root(el).querySelector('[role="toolbar"]');
    expect(bar?.getAttribute('aria-label')).to.equal('Filter projects');
    expect(filters(el).map((b) => b.textContent)).to.deep.equal(['All', 'Print work', 'Branding', 'Web']);
    expect(filters(el).map((b) => b.getAttribute('aria-pressed'))).to.deep.equal(['true', 'false', 'false', 'false']);
    expect(shown(el)).to.deep.equal([1, 2, 3, 4]);
    expect(pageButtons(el).map((b) => b.textContent)).to.deep.equal(['1', '2', '3']);
    expect(button(el, 'page-current').getAttribute('aria-current')).to.equal('page');
    expect(button(el, 'previous').getAttribute('aria-disabled')).to.equal('true');
  });

  it('filters, then pages within the filter, announcing each result and firing an event', async () => {
    const el = await fixture<PbPortfolio>(portfolio());
    const seen = changes(el);
    filters(el)[2]?.click();
    await el.updateComplete;
    expect(shown(el)).to.deep.equal([1, 2, 3, 4]);
    expect(status(el)).to.equal('6 projects, page 1 of 2');
    expect(filters(el)[2]?.getAttribute('aria-pressed')).to.equal('true');
    button(el, 'next').click();
    await el.updateComplete;
    expect(shown(el)).to.deep.equal([5, 6]);
    expect(status(el)).to.equal('6 projects, page 2 of 2');
    expect(button(el, 'next').getAttribute('aria-disabled')).to.equal('true');
    button(el, 'next').click();
    await el.updateComplete;
    filters(el)[3]?.click();
    await el.updateComplete;
    expect(shown(el)).to.deep.equal([8, 9]);
    expect(root(el).querySelector('[part="pagination"]')).to.equal(null);
    expect(status(el)).to.equal('2 projects, page 1 of 1');
    filters(el)[0]?.click();
    await el.updateComplete;
    expect(shown(el)).to.deep.equal([1, 2, 3, 4]);
    expect(seen).to.deep.equal([
      { category: 'branding', page: 1, trigger: 'filter' },
      { category: 'branding', page: 2, trigger: 'page' },
      { category: 'web', page: 1, trigger: 'filter' },
      { category: 'all', page: 1, trigger: 'filter' },
    ]);
  });

  it('shows the first 4 page links, then a window of 2 either side', async () => {
    const many = Array.from({ length: 10 }, (_, i) => html`<p>Item ${i + 1}</p>`);
    const el = await fixture<PbPortfolio>(html`<pb-portfolio id="w" per-page="1">${many}</pb-portfolio>`);
    const labels = () => pageButtons(el).map((b) => Number(b.textContent));
    expect(labels()).to.deep.equal([1, 2, 3, 4]);
    expect(root(el).querySelector('[role="toolbar"]')).to.equal(null);
    pageButtons(el)[3]?.click();
    await el.updateComplete;
    expect(labels()).to.deep.equal([2, 3, 4, 5, 6]);
    button(el, 'next').click();
    await el.updateComplete;
    expect(labels()).to.deep.equal([3, 4, 5, 6, 7]);
    expect(shown(el)).to.deep.equal([5]);
    expect(pageButtons(el)[2]?.getAttribute('aria-label')).to.equal('Page 5');
  });

  it('fades the new items in and ignores changes until the fade has ended (the guard)', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const clock = specClock();
    const el = await fixture<PbPortfolio>(portfolio());
    const seen = changes(el);
    button(el, 'next').click();
    await el.updateComplete;
    expect(shown(el)).to.deep.equal([5, 6, 7, 8]);
    expect((el.children[4] as HTMLElement).getAnimations()).to.have.length(1);
    button(el, 'next').click();
    filters(el)[1]?.click();
    clock.tick(SLIDER.fade - 1);
    button(el, 'next').click();
    await el.updateComplete;
    expect(shown(el)).to.deep.equal([5, 6, 7, 8]);
    clock.tick(1);
    await el.updateComplete;
    button(el, 'next').click();
    await el.updateComplete;
    expect(shown(el)).to.deep.equal([9, 10]);
    expect(seen.map((d) => d.page)).to.deep.equal([2, 3]);
    clock.tick(SLIDER.fade);
    clock.restore();
  });

  it('scrolls itself into view over 800 ms on a filter or page click', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const spacer = document.createElement('div');
    spacer.style.height = '3000px';
    document.body.prepend(spacer);
    try {
      const el = await fixture<PbPortfolio>(portfolio());
      window.scrollTo({ top: 0, behavior: 'instant' });
      const target = scrollTargetFor(el);
      expect(target).to.be.greaterThan(1000);
      const began = performance.now();
      filters(el)[2]?.click();
      await aTimeout(100);
      expect(window.scrollY).to.be.within(1, target - 1);
      await waitUntil(() => Math.abs(window.scrollY - target) < 2, 'scrolled to the module', { timeout: 3000 });
      const took = performance.now() - began;
      expect(took).to.be.greaterThan(SCROLL.duration * 0.75);
    } finally {
      spacer.remove();
      window.scrollTo({ top: 0, behavior: 'instant' });
    }
  });

  it('writes the hash beside the tabs, adds history entries, and restores on hashchange', async () => {
    history.replaceState(null, '', '#product-tabs|1');
    const el = await fixture<PbPortfolio>(portfolio());
    // One history entry per change: counted as pushState calls (history.length is capped at 50, which a long run
    // reaches, and going Back in the shared test page can leave it).
    const push = sinon.spy(history, 'pushState');
    try {
      filters(el)[2]?.click();
      await el.updateComplete;
      button(el, 'next').click();
      await el.updateComplete;
    } finally {
      push.restore();
    }
    expect(location.hash).to.equal('#product-tabs|1||work|branding|2');
    expect(push.args.map((a) => a[2])).to.deep.equal([
      '#product-tabs|1||work|branding|1',
      '#product-tabs|1||work|branding|2',
    ]);
    const seen = changes(el);
    await hashChange('#work|print|1||product-tabs|1');
    await el.updateComplete;
    expect(shown(el)).to.deep.equal([4, 5, 6, 7]);
    expect(filters(el)[1]?.getAttribute('aria-pressed')).to.equal('true');
    expect(status(el)).to.equal('4 projects, page 1 of 1');
    await hashChange('#work|all|3||product-tabs|1');
    await el.updateComplete;
    expect(shown(el)).to.deep.equal([9, 10]);
    expect(status(el)).to.equal('10 projects, page 3 of 3');
    // Back to a hash without the portfolio's entry: its first state.
    await hashChange('#product-tabs|1');
    await el.updateComplete;
    expect(shown(el)).to.deep.equal([1, 2, 3, 4]);
    expect(seen).to.deep.equal([
      { category: 'print', page: 1, trigger: 'hash' },
      { category: 'all', page: 3, trigger: 'hash' },
      { category: 'all', page: 1, trigger: 'hash' },
    ]);
  });

  it('opens in the hash state on load, without an event or announcement, beside a tabs module', async () => {
    history.replaceState(null, '', '#work|branding|2||product-tabs|1');
    const wrap = await fixture<HTMLElement>(html`<div>
      ${portfolio()}
      <pb-tabs id="product-tabs"><pb-tab label="A"><p>a</p></pb-tab><pb-tab label="B"><p>b</p></pb-tab></pb-tabs>
    </div>`);
    const el = wrap.querySelector('pb-portfolio') as PbPortfolio;
    const tabs = wrap.querySelector('pb-tabs') as HTMLElement & { active: number };
    expect(shown(el)).to.deep.equal([5, 6]);
    expect(status(el)).to.equal('');
    expect(tabs.active).to.equal(1);
    button(el, 'previous').click();
    await el.updateComplete;
    expect(location.hash).to.equal('#work|branding|1||product-tabs|1');
    expect(tabs.active).to.equal(1);
  });

  it('clamps a page past the end and warns about an unknown category in the hash', async () => {
    const read = warnings();
    history.replaceState(null, '', '#work|web|9');
    const el = await fixture<PbPortfolio>(portfolio());
    expect(shown(el)).to.deep.equal([8, 9]);
    await hashChange('#work|cats|1');
    await el.updateComplete;
    expect(shown(el)).to.deep.equal([8, 9]);
    expect(read().some((m) => m.includes('<pb-portfolio id="work"> URL hash') && m.includes('"cats"'))).to.equal(true);
  });

  it('in builder mode neither reads nor writes the hash', async () => {
    history.replaceState(null, '', '#work|branding|2');
    document.documentElement.dataset.pbMode = 'builder';
    const el = await fixture<PbPortfolio>(portfolio());
    expect(shown(el)).to.deep.equal([1, 2, 3, 4]);
    filters(el)[1]?.click();
    await el.updateComplete;
    expect(shown(el)).to.deep.equal([4, 5, 6, 7]);
    expect(location.hash).to.equal('#work|branding|2');
    await hashChange('#work|web|1');
    await el.updateComplete;
    expect(shown(el)).to.deep.equal([4, 5, 6, 7]);
  });

  it('moves between filters with the arrow keys, one tab stop for the toolbar', async () => {
    const el = await fixture<PbPortfolio>(portfolio());
    filters(el)[0]?.focus();
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    expect(root(el).activeElement).to.equal(filters(el)[2]);
    expect(filters(el).map((b) => b.tabIndex)).to.deep.equal([-1, -1, 0, -1]);
    await sendKeys({ press: 'End' });
    expect(root(el).activeElement).to.equal(filters(el)[3]);
    await sendKeys({ press: 'ArrowRight' });
    expect(root(el).activeElement).to.equal(filters(el)[0]);
    await sendKeys({ press: 'Enter' });
    expect(filters(el)[0]?.getAttribute('aria-pressed')).to.equal('true');
  });

  it('lays the fullwidth grid out by container width: 5, 4, 3, 2, 1 columns, items 0.75 of a column high', async () => {
    const cases: [number, number][] = [
      [1700, 5],
      [1600, 5],
      [1200, 4],
      [1024, 4],
      [800, 3],
      [768, 3],
      [500, 2],
      [480, 2],
      [400, 1],
    ];
    const wrap = await fixture<HTMLElement>(html`<div style="width:1700px">
      <pb-portfolio fullwidth per-page="10">${Array.from({ length: 10 }, () => html`<div>x</div>`)}</pb-portfolio>
    </div>`);
    const el = wrap.firstElementChild as PbPortfolio;
    for (const [width, columns] of cases) {
      wrap.style.width = `${width}px`;
      await waitUntil(() => {
        const box = (el.children[0] as HTMLElement).getBoundingClientRect();
        return Math.abs(box.width - width / columns) < 1 && Math.abs(box.height - (width / columns) * 0.75) < 1;
      }, `${columns} columns at ${width}`);
      const first = (el.children[0] as HTMLElement).getBoundingClientRect();
      expect(first.height, `height at ${width}`).to.be.closeTo((width / columns) * CAROUSEL.itemHeight, 1);
      const second = (el.children[1] as HTMLElement).getBoundingClientRect();
      if (columns > 1) expect(second.top).to.equal(first.top);
      else expect(second.top).to.be.closeTo(first.bottom, 1);
    }
  });

  it('warns about a bad per-page or categories and falls back', async () => {
    const read = warnings();
    const el = await fixture<PbPortfolio>(html`<pb-portfolio per-page="0" categories='["x"]'>${items}</pb-portfolio>`);
    expect(el.perPage).to.equal(PORTFOLIO.perPage);
    expect(shown(el)).to.deep.equal([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(filters(el).map((b) => b.textContent)).to.deep.equal(['All', 'Branding', 'Print', 'Web']);
    const all = read();
    expect(all.some((m) => m.includes('pb-portfolio') && m.includes('per-page'))).to.equal(true);
    expect(all.some((m) => m.includes('pb-portfolio') && m.includes('categories'))).to.equal(true);
  });

  it('takes its strings from messages', async () => {
    const el = await fixture<PbPortfolio>(html`<pb-portfolio per-page="4"
      messages='{"all":"Alle","filters":"Filter","status":"{count} Projekte, Seite {page} von {pages}","previous":"Zurück"}'
      >${items}</pb-portfolio
    >`);
    expect(filters(el)[0]?.textContent).to.equal('Alle');
    expect(button(el, 'previous').textContent).to.equal('Zurück');
    button(el, 'next').click();
    await el.updateComplete;
    expect(status(el)).to.equal('10 Projekte, Seite 2 von 3');
  });

  it('follows items added later', async () => {
    const el = await fixture<PbPortfolio>(portfolio());
    const extra = document.createElement('article');
    extra.dataset.pbCategories = 'sculpture';
    extra.textContent = 'New';
    el.append(extra);
    await waitUntil(() => filters(el).length === 5, 'new filter');
    expect(filters(el)[4]?.textContent).to.equal('Sculpture');
    expect(extra.hidden).to.equal(true);
  });

  it('shares one paging sheet with a gallery on the page, each keeping its own custom properties', async () => {
    await import('../../elements/pb-gallery.js');
    const host = await fixture(html`<div>
      ${portfolio()}
      <pb-gallery per-page="2" style="--pb-gallery-button-color: rgb(1, 2, 3)">
        <figure><img alt="One" width="10" height="10" /></figure>
        <figure><img alt="Two" width="10" height="10" /></figure>
        <figure><img alt="Three" width="10" height="10" /></figure>
      </pb-gallery>
    </div>`);
    const [work, gallery] = [host.querySelector('pb-portfolio'), host.querySelector('pb-gallery')] as PbPortfolio[];
    (work as PbPortfolio).style.setProperty('--pb-portfolio-button-color', 'rgb(4, 5, 6)');
    await (gallery as PbPortfolio).updateComplete;
    const mine = root(work as Element).adoptedStyleSheets;
    const shared = root(gallery as Element).adoptedStyleSheets.filter((sheet) => mine.includes(sheet));
    // The base sheet and the paging sheet: one object each, adopted by both.
    expect(shared).to.have.length(2);
    expect(getComputedStyle(pageButtons(work as Element)[1] as Element).color).to.equal('rgb(4, 5, 6)');
    expect(getComputedStyle(pageButtons(gallery as Element)[1] as Element).color).to.equal('rgb(1, 2, 3)');
  });
});
