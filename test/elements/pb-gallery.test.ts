import { aTimeout, expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { nothing } from 'lit';
import sinon from 'sinon';
import '../../elements/pb-gallery.js';
import type { PbGallery } from '../../elements/pb-gallery.js';
import type { PagingChangeDetail } from '../../src/components/gallery/index.js';
import { SLIDER } from '../../src/core/constants/index.js';
import { GALLERY } from '../../src/core/constants/portfolio.js';
import { resetWarnings } from '../../src/core/log/index.js';
import { clearHash, hashChange, specClock } from '../helpers/index.js';

const svg = (n: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><text y="20">${n}</text></svg>`)}`;
const images = (count: number) =>
  Array.from(
    { length: count },
    (_, i) =>
      html`<a href=${svg(i + 1)} data-pb-lightbox="studio"><img src=${svg(i + 1)} alt="Studio ${i + 1}" width="40" height="30" /></a>`,
  );
const gallery = (count = 10, perPage?: string) =>
  html`<pb-gallery id="studio" per-page=${perPage ?? nothing}>${images(count)}</pb-gallery>`;

const root = (el: Element) => el.shadowRoot as ShadowRoot;
const pageButtons = (el: Element) => [...root(el).querySelectorAll<HTMLButtonElement>('[part~="page"]')];
const button = (el: Element, part: string) =>
  root(el).querySelector<HTMLButtonElement>(`[part~="${part}"]`) as HTMLButtonElement;
const shown = (el: Element) => [...el.children].flatMap((c, i) => ((c as HTMLElement).hidden ? [] : [i + 1]));
const status = (el: Element) => root(el).querySelector('[role="status"]')?.textContent;

function changes(el: Node): PagingChangeDetail[] {
  const seen: PagingChangeDetail[] = [];
  el.addEventListener('pb-gallery-change', (e) => seen.push((e as CustomEvent<PagingChangeDetail>).detail));
  return seen;
}

describe('<pb-gallery>', () => {
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
    const el = await fixture<PbGallery>(gallery());
    await expect(el).to.be.accessible();
  });

  it('shows 4 items per page by default, with page links and no filters', async () => {
    const el = await fixture<PbGallery>(gallery());
    expect(el.perPage).to.equal(GALLERY.perPage);
    expect(shown(el)).to.deep.equal([1, 2, 3, 4]);
    expect(root(el).querySelector('[role="toolbar"]')).to.equal(null);
    expect(pageButtons(el).map((b) => b.textContent)).to.deep.equal(['1', '2', '3']);
    expect(root(el).querySelector('nav')?.getAttribute('aria-label')).to.equal('Gallery pages');
    // The items stay the author's links, for the lightbox's document delegation.
    expect(el.querySelectorAll('a[data-pb-lightbox="studio"]')).to.have.length(10);
  });

  it('pages, announces, fires, and writes #id|all|page', async () => {
    const el = await fixture<PbGallery>(gallery());
    const seen = changes(el);
    pageButtons(el)[2]?.click();
    await el.updateComplete;
    expect(shown(el)).to.deep.equal([9, 10]);
    expect(status(el)).to.equal('10 images, page 3 of 3');
    expect(location.hash).to.equal('#studio|all|3');
    button(el, 'previous').click();
    await el.updateComplete;
    expect(shown(el)).to.deep.equal([5, 6, 7, 8]);
    expect(seen).to.deep.equal([
      { category: 'all', page: 3, trigger: 'page' },
      { category: 'all', page: 2, trigger: 'page' },
    ]);
  });

  it('shows the first 4 page links, then a window of 3 either side', async () => {
    const el = await fixture<PbGallery>(gallery(12, '1'));
    const labels = () => pageButtons(el).map((b) => Number(b.textContent));
    expect(labels()).to.deep.equal([1, 2, 3, 4]);
    pageButtons(el)[3]?.click();
    await el.updateComplete;
    expect(labels()).to.deep.equal([1, 2, 3, 4, 5, 6, 7]);
    pageButtons(el)[6]?.click();
    await el.updateComplete;
    expect(labels()).to.deep.equal([4, 5, 6, 7, 8, 9, 10]);
    button(el, 'next').click();
    await el.updateComplete;
    expect(labels()).to.deep.equal([5, 6, 7, 8, 9, 10, 11]);
  });

  it('guards against overlapping page changes until the fade has ended', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const clock = specClock();
    const el = await fixture<PbGallery>(gallery());
    button(el, 'next').click();
    button(el, 'next').click();
    await el.updateComplete;
    expect(shown(el)).to.deep.equal([5, 6, 7, 8]);
    clock.tick(SLIDER.fade);
    await el.updateComplete;
    button(el, 'next').click();
    await el.updateComplete;
    expect(shown(el)).to.deep.equal([9, 10]);
    clock.tick(SLIDER.fade);
    clock.restore();
  });

  it('restores the page from the hash on load and on hashchange, also in the short #id|page form', async () => {
    history.replaceState(null, '', '#product-tabs|1||studio|all|2');
    const el = await fixture<PbGallery>(gallery());
    expect(shown(el)).to.deep.equal([5, 6, 7, 8]);
    const seen = changes(el);
    await hashChange('#studio|3||product-tabs|1');
    await el.updateComplete;
    expect(shown(el)).to.deep.equal([9, 10]);
    expect(seen).to.deep.equal([{ category: 'all', page: 3, trigger: 'hash' }]);
    button(el, 'previous').click();
    await el.updateComplete;
    expect(location.hash).to.equal('#studio|all|2||product-tabs|1');
  });

  it('keeps the grid as tall as first painted while a page restored on load shows, until the next change', async () => {
    // Two columns: page 1 (4 items) takes 2 rows, page 3 (2 items) 1.
    const narrow = () => html`<pb-gallery id="studio" style="width:22rem">${images(10)}</pb-gallery>`;
    const grid = (el: Element) => root(el).querySelector<HTMLElement>('[part="grid"]') as HTMLElement;
    const height = (el: Element) => grid(el).getBoundingClientRect().height;
    const first = await fixture<PbGallery>(narrow());
    const painted = height(first);
    first.remove();
    history.replaceState(null, '', '#studio|all|3');
    const el = await fixture<PbGallery>(narrow());
    expect(shown(el)).to.deep.equal([9, 10]);
    expect(height(el)).to.be.closeTo(painted, 0.5);
    expect(grid(el).style.minHeight).to.not.equal('');
    button(el, 'previous').click();
    await el.updateComplete;
    expect(grid(el).style.minHeight).to.equal('');
    expect(shown(el)).to.deep.equal([5, 6, 7, 8]);
    // A page opened without a hash holds nothing.
    expect(grid(first).style.minHeight).to.equal('');
  });

  it('in builder mode neither reads nor writes the hash', async () => {
    history.replaceState(null, '', '#studio|all|2');
    document.documentElement.dataset.pbMode = 'builder';
    const el = await fixture<PbGallery>(gallery());
    expect(shown(el)).to.deep.equal([1, 2, 3, 4]);
    button(el, 'next').click();
    await el.updateComplete;
    expect(shown(el)).to.deep.equal([5, 6, 7, 8]);
    expect(location.hash).to.equal('#studio|all|2');
  });

  it('warns about a bad per-page and uses 4', async () => {
    const warn = sinon.stub(console, 'warn');
    for (const bad of ['0', '2.5', 'many']) {
      resetWarnings();
      const el = await fixture<PbGallery>(gallery(10, bad));
      expect(el.perPage, bad).to.equal(4);
      expect(shown(el)).to.deep.equal([1, 2, 3, 4]);
    }
    const messages = warn.getCalls().map((c) => String(c.args[0]));
    expect(messages.filter((m) => m.includes('pb-gallery') && m.includes('per-page'))).to.have.length(3);
  });

  it('in the grid layout never loads the slider', async () => {
    const el = await fixture<PbGallery>(gallery());
    await el.updateComplete;
    expect(el.layout).to.equal('grid');
    expect(root(el).querySelector('pb-slider')).to.equal(null);
    expect(customElements.get('pb-slider')).to.equal(undefined);
  });

  it('has no page links for a single page', async () => {
    const el = await fixture<PbGallery>(gallery(3));
    expect(root(el).querySelector('nav')).to.equal(null);
    expect(shown(el)).to.deep.equal([1, 2, 3]);
  });
});
