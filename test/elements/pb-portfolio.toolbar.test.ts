/**
 * `<pb-portfolio>`'s filter toolbar and names (issue 27): Left and Right mirrored in right-to-left text, a nav name
 * of its own so two portfolios are two landmarks, and a toolbar too wide for its box that says so.
 */
import { aTimeout, expect, fixture, html, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/pb-portfolio.js';
import type { PbPortfolio } from '../../elements/pb-portfolio.js';
import { resetWarnings } from '../../src/core/log/index.js';
import { clearHash } from '../helpers/index.js';

const cats = ['branding', 'branding', 'branding print', 'print', 'web', 'web', ''];
const items = cats.map(
  (c, i) => html`<article data-pb-categories=${c}><h3>Project ${i + 1}</h3><p>About project ${i + 1}.</p></article>`,
);
const portfolio = (attrs: { id?: string } = {}) => html`
  <pb-portfolio id=${attrs.id ?? 'work'} per-page="4" categories='{"print":"Print work","branding":"Branding"}'>
    ${items}
  </pb-portfolio>
`;
const root = (el: Element) => el.shadowRoot as ShadowRoot;
const filters = (el: Element) => [...root(el).querySelectorAll<HTMLButtonElement>('[part~="filter"]')];

describe('<pb-portfolio> toolbar and names', () => {
  beforeEach(async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    await aTimeout(1);
  });

  afterEach(async () => {
    sinon.restore();
    resetWarnings();
    clearHash();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('is accessible in right-to-left text', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div dir="rtl">${portfolio()}</div>`);
    await (wrapper.querySelector('pb-portfolio') as PbPortfolio).updateComplete;
    await expect(wrapper).to.be.accessible();
  });

  it('mirrors Left and Right in the filter toolbar in right-to-left text', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div dir="rtl">${portfolio()}</div>`);
    const el = wrapper.querySelector('pb-portfolio') as PbPortfolio;
    await el.updateComplete;
    const focused = () => filters(el).indexOf(root(el).activeElement as HTMLButtonElement);
    filters(el)[0]?.focus();
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'ArrowLeft' });
    expect(focused(), 'Left goes on to the next filter, drawn to the left').to.equal(2);
    await sendKeys({ press: 'ArrowRight' });
    expect(focused()).to.equal(1);
    await sendKeys({ press: 'ArrowDown' });
    expect(focused(), 'Down is not mirrored').to.equal(2);
  });

  it('names each page nav after the element (label, heading before it, or id): two portfolios, two names', async () => {
    const page = await fixture<HTMLElement>(html`<div>
      <h2>Tableware</h2>
      <section>${portfolio({ id: 'tableware' })}</section>
      <h2>Vases</h2>
      <div><pb-portfolio id="vases" per-page="4">${items}</pb-portfolio></div>
      <pb-portfolio id="tea" aria-label="Tea ware" per-page="4">${items}</pb-portfolio>
    </div>`);
    const els = [...page.querySelectorAll<PbPortfolio>('pb-portfolio')];
    for (const el of els) await el.updateComplete;
    const names = els.map((el) => root(el).querySelector('nav')?.getAttribute('aria-label'));
    expect(names).to.deep.equal(['Project pages: Tableware', 'Project pages: Vases', 'Project pages: Tea ware']);
    const alone = await fixture<PbPortfolio>(html`<pb-portfolio id="work-list" per-page="4">${items}</pb-portfolio>`);
    expect(root(alone).querySelector('nav')?.getAttribute('aria-label')).to.equal('Project pages: work-list');
    const bare = await fixture<PbPortfolio>(html`<pb-portfolio per-page="4">${items}</pb-portfolio>`);
    expect(root(bare).querySelector('nav')?.getAttribute('aria-label')).to.equal('Project pages');
    page.remove();
    const twice = await fixture<HTMLElement>(html`<div>
      <h2>Tableware</h2><pb-portfolio id="a" per-page="4">${items}</pb-portfolio>
      <h2>Vases</h2><pb-portfolio id="b" per-page="4">${items}</pb-portfolio>
    </div>`);
    for (const el of twice.querySelectorAll<PbPortfolio>('pb-portfolio')) await el.updateComplete;
    await expect(twice).to.be.accessible();
  });

  it('fades the edge of a filter toolbar too wide for its box that has more to scroll to', async () => {
    const toolbar = (el: Element) => root(el).querySelector('[role="toolbar"]') as HTMLElement;
    const mask = (el: Element) => getComputedStyle(toolbar(el)).maskImage;
    const frame = async () => new Promise((resolve) => requestAnimationFrame(resolve));
    const wrap = await fixture<HTMLDivElement>(html`<div style="width:220px">${portfolio()}</div>`);
    const el = wrap.querySelector('pb-portfolio') as PbPortfolio;
    await el.updateComplete;
    const bar = toolbar(el);
    expect(bar.scrollWidth, 'the filters are wider than the box').to.be.greaterThan(bar.clientWidth);
    expect(bar.dataset.more).to.equal('end');
    expect(mask(el)).to.match(/gradient/);
    const chevron = (at: string) => root(el).querySelector(`.more.${at}`) as HTMLElement;
    expect([getComputedStyle(chevron('start')).display, getComputedStyle(chevron('end')).display]).to.deep.equal([
      'none',
      'grid',
    ]);
    const at = chevron('end').getBoundingClientRect();
    expect(at.right, 'the chevron sits at the end of the bar').to.be.closeTo(bar.getBoundingClientRect().right, 1);
    chevron('end').click();
    await waitUntil(() => bar.scrollLeft > 0, 'a press on the chevron scrolls on');
    bar.scrollLeft = 0;
    await waitUntil(() => bar.dataset.more === 'end', 'back at the start');
    bar.scrollLeft = 20;
    await waitUntil(() => bar.dataset.more === 'start end', 'both ends');
    bar.scrollLeft = bar.scrollWidth;
    await waitUntil(() => bar.dataset.more === 'start', 'the start only');
    wrap.style.width = '1000px';
    await waitUntil(() => bar.dataset.more === undefined, 'all filters fit: no hint');
    await frame();
    expect(mask(el)).to.equal('none');
    const rtl = await fixture<HTMLDivElement>(html`<div dir="rtl" style="width:220px">${portfolio()}</div>`);
    const other = rtl.querySelector('pb-portfolio') as PbPortfolio;
    await other.updateComplete;
    expect(toolbar(other).dataset.more).to.equal('end');
    expect(mask(other)).to.match(/to left|270deg/);
  });
});
