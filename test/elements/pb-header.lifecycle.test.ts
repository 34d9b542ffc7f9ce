/**
 * <pb-header> with a real <pb-menu> as a CMS page changes it: removed, moved, or its layout switched while the
 * panel is open. Nothing may throw, and the page's scroll lock must follow the panel.
 */
import { expect, fixture, html } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/pb-header.js';
import '../../elements/pb-menu.js';
import type { PbHeader } from '../../elements/pb-header.js';
import { resetWarnings } from '../../src/core/log/index.js';

const frames = async (n = 3) => {
  for (let i = 0; i < n; i++) await new Promise((r) => requestAnimationFrame(r));
};

async function header(layout: string): Promise<{ page: HTMLElement; el: PbHeader }> {
  const page = await fixture<HTMLElement>(html`
    <div>
      <div id="elsewhere"></div>
      <pb-header layout=${layout}>
        <a slot="logo" href="/">Studio Klei</a>
        <pb-menu>
          <ul>
            <li><a href="/one">One</a><ul><li><a href="/one/a">A</a></li></ul></li>
            <li><a href="/two">Two</a></li>
          </ul>
        </pb-menu>
      </pb-header>
      <main style="height: 3000px">Content</main>
    </div>
  `);
  const el = page.querySelector('pb-header') as PbHeader;
  await el.updateComplete;
  await frames();
  return { page, el };
}

const dialog = (el: PbHeader) => el.shadowRoot?.querySelector('[part="panel"]') as HTMLDialogElement | null;
const locked = () => document.documentElement.style.overflow === 'hidden';

describe('<pb-header> lifecycle, with its menu', () => {
  let errors: unknown[];
  const onError = (e: ErrorEvent) => errors.push(e.error ?? e.message);
  beforeEach(() => {
    errors = [];
    window.addEventListener('error', onError);
  });
  afterEach(() => {
    window.removeEventListener('error', onError);
    sinon.restore();
    resetWarnings();
  });

  it('is accessible, with its menu', async () => {
    const { page } = await header('slide-in');
    await expect(page).to.be.accessible();
  });

  for (const layout of ['slide-in', 'fullscreen'])
    it(`is removed in the ${layout} layout, open or closed, without an error`, async () => {
      const consoleError = sinon.spy(console, 'error');
      for (const open of [false, true]) {
        const { el } = await header(layout);
        el.open = open;
        await el.updateComplete;
        el.remove();
        await frames();
        expect(locked(), 'no lock left behind').to.equal(false);
      }
      expect(errors.map(String)).to.deep.equal([]);
      expect(consoleError.args.map((a) => a.join(' '))).to.deep.equal([]);
    });

  for (const [from, to] of [
    ['slide-in', 'default'],
    ['fullscreen', 'split'],
  ] as const)
    it(`closes its panel and releases the page when its layout changes from ${from} to ${to} while open`, async () => {
      const { el } = await header(from);
      el.open = true;
      await el.updateComplete;
      expect(locked()).to.equal(true);
      el.setAttribute('layout', to);
      await el.updateComplete;
      await frames();
      expect(el.open).to.equal(false);
      expect(locked(), 'the page scrolls again').to.equal(false);
    });

  it('stays a modal dialog when moved while open, and still releases the page when closed', async () => {
    const { page, el } = await header('fullscreen');
    el.open = true;
    await el.updateComplete;
    page.querySelector('#elsewhere')?.append(el);
    await el.updateComplete;
    await frames();
    expect(el.open, 'the reopening is not a close').to.equal(true);
    expect(dialog(el)?.matches(':modal'), 'modal: Escape and the inert page still work').to.equal(true);
    expect(locked()).to.equal(true);
    el.open = false;
    await el.updateComplete;
    await frames();
    expect(dialog(el)?.open).to.equal(false);
    expect(locked(), 'unlocked once closed').to.equal(false);
  });
});
