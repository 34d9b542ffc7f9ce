import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import sinon from 'sinon';
import { getBus } from '../../src/core/bus/index.js';
import { CAROUSEL, SCROLL, SLIDER } from '../../src/core/constants/index.js';
import { GALLERY, PORTFOLIO } from '../../src/core/constants/portfolio.js';
import { withHashEntry, writeHashEntry } from '../../src/core/hash/index.js';
import {
  applyRequest,
  clampPage,
  filterItems,
  formatMessage,
  itemHeightForWidth,
  labelForSlug,
  type PagingState,
  pageCount,
  pageRange,
  pageWindow,
  parseCategories,
  readPagingHash,
  settle,
  toHashValues,
} from '../../src/core/paging/index.js';
import { portfolioColumns } from '../../src/core/slider/index.js';
import { readTabsHash } from '../../src/core/tabs/index.js';

const portfolioWindow = { first: PORTFOLIO.firstPageLinks, radius: PORTFOLIO.windowRadius };
const galleryWindow = { first: GALLERY.firstPageLinks, radius: GALLERY.windowRadius };
const state = (category: string, page: number, busy = false): PagingState => ({ category, page, busy });

describe('paging constants', () => {
  it('are the spec values', () => {
    expect(SCROLL.duration).to.equal(800);
    expect(GALLERY.perPage).to.equal(4);
    expect(PORTFOLIO.firstPageLinks).to.equal(4);
    expect(GALLERY.firstPageLinks).to.equal(4);
    expect(GALLERY.windowRadius).to.equal(3);
    expect(PORTFOLIO.windowRadius).to.equal(2);
    expect(SLIDER.fade).to.equal(500);
    expect(PORTFOLIO.all).to.equal('all');
    expect(CAROUSEL.itemHeight).to.equal(0.75);
  });
});

describe('paging rules', () => {
  it('counts pages, an empty list keeping page 1', () => {
    const cases: [number, number, number][] = [
      [0, 4, 1],
      [1, 4, 1],
      [4, 4, 1],
      [5, 4, 2],
      [24, 8, 3],
      [25, 8, 4],
      [12, 4, 3],
      [3, 0, 3],
    ];
    for (const [count, per, pages] of cases) expect(pageCount(count, per), `${count}/${per}`).to.equal(pages);
  });

  it('clamps pages into 1..pages', () => {
    expect(clampPage(0, 3)).to.equal(1);
    expect(clampPage(4, 3)).to.equal(3);
    expect(clampPage(2, 3)).to.equal(2);
    expect(clampPage(1.5, 3)).to.equal(1);
    expect(clampPage(Number.NaN, 3)).to.equal(1);
    expect(clampPage(2, 0)).to.equal(1);
  });

  it('shows the first 4 links initially, then a window of neighbours (portfolio ±2, gallery ±3)', () => {
    const cases: [number, number, number[], number[]][] = [
      // current, pages, portfolio, gallery
      [1, 1, [1], [1]],
      [1, 3, [1, 2, 3], [1, 2, 3]],
      [1, 10, [1, 2, 3, 4], [1, 2, 3, 4]],
      [2, 10, [1, 2, 3, 4], [1, 2, 3, 4, 5]],
      [3, 10, [1, 2, 3, 4, 5], [1, 2, 3, 4, 5, 6]],
      [5, 10, [3, 4, 5, 6, 7], [2, 3, 4, 5, 6, 7, 8]],
      [9, 10, [7, 8, 9, 10], [6, 7, 8, 9, 10]],
      [10, 10, [7, 8, 9, 10], [7, 8, 9, 10]],
      [99, 10, [7, 8, 9, 10], [7, 8, 9, 10]],
    ];
    for (const [current, pages, portfolio, gallery] of cases) {
      expect(pageWindow(current, pages, portfolioWindow), `portfolio ${current}/${pages}`).to.deep.equal(portfolio);
      expect(pageWindow(current, pages, galleryWindow), `gallery ${current}/${pages}`).to.deep.equal(gallery);
    }
  });

  it('windows are consecutive, hold the current page, stay in range and never show fewer than 4', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 60 }), fc.boolean(), (page, pages, g) => {
        const options = g ? galleryWindow : portfolioWindow;
        const links = pageWindow(page, pages, options);
        const current = Math.min(page, pages);
        expect(links).to.include(current);
        links.forEach((n, i) => {
          expect(n).to.be.within(1, pages);
          if (i > 0) expect(n).to.equal((links[i - 1] as number) + 1);
        });
        expect(links.length).to.be.at.least(Math.min(4, pages));
        expect(links.length).to.be.at.most(2 * options.radius + 1);
        expect(links.every((n) => Math.abs(n - current) <= Math.max(options.radius, 3))).to.equal(true);
      }),
    );
  });

  it("filters by category, 'all' keeping every item", () => {
    const items = [
      { id: 1, c: ['branding'] },
      { id: 2, c: ['print', 'branding'] },
      { id: 3, c: [] },
      { id: 4, c: ['web'] },
    ];
    const ids = (category: string) => filterItems(items, (i) => i.c, category).map((i) => i.id);
    expect(ids('all')).to.deep.equal([1, 2, 3, 4]);
    expect(ids('branding')).to.deep.equal([1, 2]);
    expect(ids('print')).to.deep.equal([2]);
    expect(ids('nothing')).to.deep.equal([]);
  });

  it('cuts the visible items into pages that cover each exactly once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 80 }), fc.integer({ min: 1, max: 12 }), (count, per) => {
        const pages = pageCount(count, per);
        const seen: number[] = [];
        for (let p = 1; p <= pages; p++) {
          const [start, end] = pageRange(count, p, per);
          expect(end - start).to.be.at.most(per);
          if (count > 0) expect(end - start).to.be.above(0);
          for (let i = start; i < end; i++) seen.push(i);
        }
        expect(seen).to.deep.equal(Array.from({ length: count }, (_, i) => i));
      }),
    );
    expect(pageRange(10, 3, 4)).to.deep.equal([8, 10]);
    expect(pageRange(10, 9, 4)).to.deep.equal([8, 10]);
  });

  it('a filter shows its first page; previous and next step one page and stop at the ends', () => {
    const pagesOf = (c: string) => ({ all: 3, branding: 2, print: 1 })[c] ?? 1;
    expect(applyRequest(state('all', 3), { kind: 'filter', category: 'branding' }, pagesOf)).to.deep.equal(
      state('branding', 1, true),
    );
    expect(applyRequest(state('all', 1), { kind: 'step', by: 1 }, pagesOf)).to.deep.equal(state('all', 2, true));
    expect(applyRequest(state('all', 2), { kind: 'step', by: -1 }, pagesOf)).to.deep.equal(state('all', 1, true));
    expect(applyRequest(state('all', 3), { kind: 'page', page: 2 }, pagesOf)).to.deep.equal(state('all', 2, true));
    const last = state('all', 3);
    expect(applyRequest(last, { kind: 'step', by: 1 }, pagesOf)).to.equal(last);
    const first = state('branding', 1);
    expect(applyRequest(first, { kind: 'step', by: -1 }, pagesOf)).to.equal(first);
    expect(applyRequest(first, { kind: 'filter', category: 'branding' }, pagesOf)).to.equal(first);
    expect(applyRequest(state('all', 1), { kind: 'page', page: 7 }, pagesOf)).to.deep.equal(state('all', 3, true));
  });

  it('the guard ignores every change while a change runs, until it settles', () => {
    const pagesOf = () => 5;
    fc.assert(
      fc.property(
        fc.oneof(
          fc.record({ kind: fc.constant('filter' as const), category: fc.constantFrom('all', 'a', 'b') }),
          fc.record({ kind: fc.constant('page' as const), page: fc.integer({ min: -2, max: 8 }) }),
          fc.record({ kind: fc.constant('step' as const), by: fc.constantFrom(-1 as const, 1 as const) }),
        ),
        fc.integer({ min: 1, max: 5 }),
        (request, page) => {
          const busy = state('a', page, true);
          expect(applyRequest(busy, request, pagesOf)).to.equal(busy);
          const next = applyRequest(settle(busy), request, pagesOf);
          expect(next.page).to.be.within(1, 5);
          if (request.kind === 'filter' && next.busy) expect(next.page).to.equal(1);
          expect(settle(next).busy).to.equal(false);
        },
      ),
    );
    const idle = state('a', 1);
    expect(settle(idle)).to.equal(idle);
  });

  it('columns by container width: 5 at 1600, 4 at 1024, 3 at 768, 2 at 480, else 1; items 0.75 of a column high', () => {
    const cases: [number, number][] = [
      [2000, 5],
      [1600, 5],
      [1599, 4],
      [1024, 4],
      [1023, 3],
      [768, 3],
      [767, 2],
      [480, 2],
      [479, 1],
      [0, 1],
    ];
    for (const [width, columns] of cases) expect(portfolioColumns(width), `${width}`).to.equal(columns);
    expect(itemHeightForWidth(1280)).to.equal(240);
    expect(itemHeightForWidth(400)).to.equal(300);
    expect(itemHeightForWidth(2000)).to.equal(300);
  });

  it('reads category slugs and makes labels for slugs without one', () => {
    expect(parseCategories(' Branding  print branding all ')).to.deep.equal(['branding', 'print']);
    expect(parseCategories(null)).to.deep.equal([]);
    expect(labelForSlug('web-design')).to.equal('Web design');
    expect(labelForSlug('print')).to.equal('Print');
    expect(formatMessage('{count} projects, page {page} of {pages}', { count: 12, page: 1, pages: 3 })).to.equal(
      '12 projects, page 1 of 3',
    );
    expect(formatMessage('{x} stays', {})).to.equal('{x} stays');
  });
});

describe('paging hash', () => {
  afterEach(() => history.replaceState(null, '', location.pathname + location.search));
  const categories = ['branding', 'print'];

  it('reads category and page, the gallery form without a category, and rejects what it cannot show', () => {
    expect(readPagingHash('#work|branding|2', 'work', categories)).to.deep.equal({
      kind: 'state',
      category: 'branding',
      page: 2,
    });
    expect(readPagingHash('#studio|3', 'studio', [])).to.deep.equal({ kind: 'state', category: 'all', page: 3 });
    expect(readPagingHash('#work|print', 'work', categories)).to.deep.equal({
      kind: 'state',
      category: 'print',
      page: 1,
    });
    expect(readPagingHash('#other|print|2', 'work', categories)).to.deep.equal({ kind: 'none' });
    expect(readPagingHash('#work|print|2', '', categories)).to.deep.equal({ kind: 'none' });
    expect(readPagingHash('#work|cats|2', 'work', categories).kind).to.equal('invalid');
    expect(readPagingHash('#work|print|0', 'work', categories).kind).to.equal('invalid');
    expect(readPagingHash('#work|print|x', 'work', categories).kind).to.equal('invalid');
  });

  it('shares one hash with the tabs: #work|branding|2||product-tabs|1', () => {
    let hash = withHashEntry('', 'work', toHashValues({ category: 'branding', page: 2 }));
    hash = withHashEntry(hash, 'product-tabs', ['1']);
    expect(hash).to.equal('#work|branding|2||product-tabs|1');
    expect(readPagingHash(hash, 'work', categories)).to.deep.equal({ kind: 'state', category: 'branding', page: 2 });
    expect(readTabsHash(hash, 'product-tabs', ['a', 'b'])).to.deep.equal({ kind: 'index', index: 1 });
    // A later page change rewrites the portfolio's entry in place and keeps the tabs'.
    expect(withHashEntry(hash, 'work', toHashValues({ category: 'print', page: 1 }))).to.equal(
      '#work|print|1||product-tabs|1',
    );
  });

  it('round-trips any state through the hash beside other entries', () => {
    fc.assert(
      fc.property(fc.constantFrom('all', ...categories), fc.integer({ min: 1, max: 99 }), (category, page) => {
        const hash = withHashEntry('#product-tabs|1', 'work', toHashValues({ category, page }));
        expect(readPagingHash(hash, 'work', categories)).to.deep.equal({ kind: 'state', category, page });
      }),
    );
  });

  // Counted as pushState calls, not by history.length: Chromium caps that at 50, which a long test run reaches.
  it('pushes a history entry when asked, so Back undoes a change', () => {
    const push = sinon.spy(history, 'pushState');
    const replace = sinon.spy(history, 'replaceState');
    try {
      writeHashEntry('work', ['print', '2'], 'push');
      expect(location.hash).to.equal('#work|print|2');
      expect(getBus().last('hash')).to.equal('#work|print|2');
      writeHashEntry('work', ['print', '3']);
      expect(location.hash).to.equal('#work|print|3');
      expect(push.args.map((a) => a[2])).to.deep.equal(['#work|print|2']);
      expect(replace.args.map((a) => a[2])).to.deep.equal(['#work|print|3']);
    } finally {
      push.restore();
      replace.restore();
    }
  });
});
