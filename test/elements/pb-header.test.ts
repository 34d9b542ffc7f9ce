import { aTimeout, expect, fixture, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/pb-header.js';
import '../../elements/pb-menu-search.js';
import type { PbHeader } from '../../elements/pb-header.js';
import { FIXED_CLASS } from '../../src/components/header/index.js';
import { HEADER } from '../../src/core/constants/header.js';
import { resetWarnings } from '../../src/core/log/index.js';
import { currentOffsets } from '../../src/core/scroll/index.js';
import { specClock } from '../helpers/index.js';

const frames = async (n = 3) => {
  for (let i = 0; i < n; i++) await new Promise((r) => requestAnimationFrame(r));
};

// The desktop row that <pb-menu>'s own styles give its list (the menu is not defined in these tests).
const menu = html`
  <style>
    pb-menu ul { display: flex; gap: 20px; margin: 0; padding: 0; list-style: none; }
  </style>
  <pb-menu>
    <ul>
      <li><a href="/one">One</a></li>
      <li><a href="/two">Two</a></li>
      <li><a href="/three">Three</a></li>
      <li><a href="/four">Four</a></li>
      <li><a href="/five">Five</a></li>
    </ul>
  </pb-menu>
`;

async function header(layout = 'default', fixed = false): Promise<PbHeader> {
  const page = await fixture<HTMLElement>(html`
    <div>
      <pb-header layout=${layout} ?fixed=${fixed}>
        <a slot="logo" href="/" style="display: inline-block; width: 120px">Studio Klei</a>
        ${menu}
      </pb-header>
      <main id="below" style="height: 4000px">Content</main>
    </div>
  `);
  const el = page.querySelector('pb-header') as PbHeader;
  await el.updateComplete;
  await frames();
  return el;
}

const part = (el: PbHeader, name: string) => el.shadowRoot?.querySelector(`[part="${name}"]`) as HTMLElement;
const dialog = (el: PbHeader) => part(el, 'panel') as HTMLDialogElement;
const docTop = (node: Element) => node.getBoundingClientRect().top + window.scrollY;

async function scrollTo(y: number): Promise<void> {
  window.scrollTo({ top: y, behavior: 'instant' });
  await frames();
}

function record(el: PbHeader): boolean[] {
  const seen: boolean[] = [];
  el.addEventListener('pb-header-toggle', (e) => seen.push(e.detail.open));
  return seen;
}

describe('<pb-header>', () => {
  before(() => setViewport({ width: 1280, height: 800 }));
  afterEach(async () => {
    sinon.restore();
    resetWarnings();
    window.scrollTo({ top: 0, behavior: 'instant' });
    document.getElementById(HEADER.adminBarId)?.remove();
    fixtureCleanup();
    await aTimeout(0);
    await setViewport({ width: 1280, height: 800 });
  });

  it('is accessible in every layout, and with the panel open', async () => {
    for (const layout of HEADER.layouts) {
      const el = await header(layout);
      await expect(el).to.be.accessible();
    }
    const el = await header('slide-in');
    part(el, 'toggle').click();
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });

  describe('fixed', () => {
    it('is fixed on scroll down and released on scroll up, without moving the page', async () => {
      const el = await header('default', true);
      const below = document.getElementById('below') as HTMLElement;
      const before = docTop(below);
      const height = part(el, 'bar').getBoundingClientRect().height;
      expect(el.classList.contains(FIXED_CLASS)).to.equal(false);
      expect(currentOffsets().top).to.equal(0);

      await scrollTo(300);
      expect(el.classList.contains(FIXED_CLASS)).to.equal(true);
      expect(getComputedStyle(part(el, 'bar')).position).to.equal('fixed');
      expect(part(el, 'bar').getBoundingClientRect().top).to.equal(0);
      expect(docTop(below)).to.equal(before);
      expect(el.getBoundingClientRect().height).to.equal(height);
      expect(currentOffsets().top).to.equal(height);

      await scrollTo(100);
      expect(el.classList.contains(FIXED_CLASS), 'still below the header top').to.equal(true);
      await scrollTo(0);
      expect(el.classList.contains(FIXED_CLASS)).to.equal(false);
      expect(getComputedStyle(part(el, 'bar')).position).to.equal('relative');
      expect(docTop(below)).to.equal(before);
      expect(currentOffsets().top).to.equal(0);
    });

    it('a scroll frame before its first measure (a #fragment loaded with the page) fixes it with its room kept', async () => {
      document.body.style.minHeight = '6000px';
      window.scrollTo({ top: 800, behavior: 'instant' });
      // The scroll comes once the header has subscribed, before the size observer's first report.
      const observe = ResizeObserver.prototype.observe;
      sinon.stub(ResizeObserver.prototype, 'observe').callsFake(function (this: ResizeObserver, ...args) {
        observe.apply(this, args);
        queueMicrotask(() => window.dispatchEvent(new Event('scroll')));
      });
      try {
        const el = await header('default', true);
        const below = document.getElementById('below') as HTMLElement;
        const height = part(el, 'bar').getBoundingClientRect().height;
        expect(el.classList.contains(FIXED_CLASS)).to.equal(true);
        expect(el.getBoundingClientRect().height, 'the host keeps the room').to.equal(height);
        expect(below.getBoundingClientRect().top + scrollY).to.equal(el.getBoundingClientRect().top + scrollY + height);
        expect(currentOffsets().top).to.equal(height);
      } finally {
        document.body.style.minHeight = '';
      }
    });

    it('is never fixed below 980 px wide; without the attribute it never is', async () => {
      await setViewport({ width: 979, height: 800 });
      const el = await header('default', true);
      await scrollTo(300);
      expect(el.classList.contains(FIXED_CLASS)).to.equal(false);
      fixtureCleanup();
      await aTimeout(0);
      await setViewport({ width: 980, height: 800 });
      const at980 = await header('default', true);
      await scrollTo(300);
      expect(at980.classList.contains(FIXED_CLASS)).to.equal(true);
      // Fixed at 980 px, so its height counts there too: anchors land below it.
      expect(currentOffsets().top).to.equal(part(at980, 'bar').getBoundingClientRect().height);
      fixtureCleanup();
      await aTimeout(0);
      await setViewport({ width: 1280, height: 800 });
      const plain = await header('default', false);
      await scrollTo(300);
      expect(plain.classList.contains(FIXED_CLASS)).to.equal(false);
    });

    it('leaves the admin bar room above the fixed row', async () => {
      const bar = Object.assign(document.createElement('div'), { id: HEADER.adminBarId });
      bar.style.cssText = 'position: fixed; top: 0; left: 0; right: 0; height: 32px';
      document.body.prepend(bar);
      const el = await header('default', true);
      const height = part(el, 'bar').getBoundingClientRect().height;
      expect(currentOffsets().top).to.equal(32);
      await scrollTo(300);
      expect(part(el, 'bar').getBoundingClientRect().top).to.equal(32);
      expect(currentOffsets().top).to.equal(32 + height);
    });
  });

  describe('offsets on resize', () => {
    let clock: sinon.SinonFakeTimers;

    async function withAdminBar(): Promise<PbHeader> {
      const bar = Object.assign(document.createElement('div'), { id: HEADER.adminBarId });
      // WordPress's toolbar: 32 px, 46 px at 782 px wide and below.
      bar.innerHTML = '<style>#wpadminbar{height:32px}@media (max-width:782px){#wpadminbar{height:46px}}</style>';
      bar.style.cssText = 'position: fixed; top: 0; left: 0; right: 0';
      document.body.prepend(bar);
      // Faked before the header mounts, so the resize that ended the last test has no real timer left.
      clock = specClock();
      const el = await header('default', true);
      await tick(HEADER.adminBarSwitchDelay);
      return el;
    }

    async function resize(width: number): Promise<void> {
      await setViewport({ width, height: 800 });
      // The runner's command can resolve before the page has its new width: a few frames, at most, until it has.
      for (let i = 0; i < 10 && innerWidth !== width; i++) await frames();
      await frames();
    }

    /** What a failed offset check needs: the page's width and the bar's height now. */
    const seen = (): string =>
      `innerWidth ${innerWidth}, admin bar ${document.getElementById(HEADER.adminBarId)?.getBoundingClientRect().height} px`;

    async function tick(ms: number): Promise<void> {
      clock.tick(ms);
      await frames();
    }

    it('measures the admin bar 300 ms after the width crossed 782 px, and drops it at 600 px', async () => {
      await withAdminBar();
      expect(currentOffsets().top).to.equal(32);
      await resize(700);
      await tick(299);
      expect(currentOffsets().top, 'not before 300 ms').to.equal(32);
      await tick(1);
      expect(currentOffsets().top).to.equal(46);
      await resize(600);
      await tick(199);
      expect(currentOffsets().top, 'debounced 200 ms').to.equal(46);
      await tick(1);
      expect(currentOffsets().top, `no admin bar offset at 600 px (${seen()})`).to.equal(0);
      await resize(601);
      await tick(200);
      expect(currentOffsets().top).to.equal(46);
    });

    it('debounces resize work 200 ms: the fixed row stops counting below 980 px', async () => {
      const el = await withAdminBar();
      await scrollTo(300);
      const height = part(el, 'bar').getBoundingClientRect().height;
      expect(currentOffsets().top).to.equal(32 + height);
      await resize(1100);
      await resize(980);
      await tick(200);
      expect(currentOffsets().top, 'still fixed at 980 px').to.equal(32 + height);
      await resize(979);
      await tick(199);
      expect(currentOffsets().top).to.equal(32 + height);
      await tick(1);
      expect(currentOffsets().top).to.equal(32);
      expect(el.classList.contains(FIXED_CLASS), 'released below 980 px').to.equal(false);
    });
  });

  describe('split', () => {
    it('draws the logo between the halves of the menu without reordering the DOM', async () => {
      const el = await header('split');
      await frames();
      const items = [...el.querySelectorAll('li')];
      const logo = el.querySelector('[slot="logo"]') as HTMLElement;
      expect(items[2]?.style.getPropertyValue('anchor-name')).to.equal('--pb-header-split');
      const l = logo.getBoundingClientRect();
      const third = items[2]?.getBoundingClientRect() as DOMRect;
      const fourth = items[3]?.getBoundingClientRect() as DOMRect;
      expect(l.left).to.be.greaterThan(third.right);
      expect(l.right).to.be.lessThan(fourth.left);
      expect(Math.abs(l.left - third.right - (fourth.left - l.right))).to.be.below(1);
      expect(el.firstElementChild).to.equal(logo);
      // Back to the default layout: the menu's DOM is as the page wrote it.
      el.layout = 'default';
      await el.updateComplete;
      expect(items[2]?.getAttribute('style')).to.equal('');
    });
  });

  describe('split at 980 px and narrower', () => {
    it('lays out as the default layout, where the menu is its mobile toggle (logo at the start, nothing over it)', async () => {
      const boxes = async (layout: string) => {
        const el = await header(layout);
        await frames();
        const logo = el.querySelector('[slot="logo"]') as HTMLElement;
        const menu = el.querySelector('pb-menu') as HTMLElement;
        const at = (node: Element) => {
          const r = node.getBoundingClientRect();
          return [r.left, r.top - el.getBoundingClientRect().top, r.width, r.height];
        };
        const result = { style: logo.getAttribute('style'), logo: at(logo), menu: at(menu) };
        fixtureCleanup();
        return result;
      };
      for (const width of [390, 979]) {
        await setViewport({ width, height: 800 });
        const plain = await boxes('default');
        const split = await boxes('split');
        expect(split, `${width} px`).to.deep.equal(plain);
      }
    });
  });

  describe('slide-in', () => {
    it('opens a modal panel from the toggle; the menu is stacked; closing hides it after 700 ms', async () => {
      const el = await header('slide-in');
      const seen = record(el);
      const toggle = part(el, 'toggle') as HTMLButtonElement;
      expect(toggle.getAttribute('aria-expanded')).to.equal('false');
      expect(el.querySelector('pb-menu')?.getAttribute('mode')).to.equal('stacked');
      toggle.focus();
      toggle.click();
      await el.updateComplete;
      expect(el.open).to.equal(true);
      expect(el.hasAttribute('open')).to.equal(true);
      expect(dialog(el).matches(':modal')).to.equal(true);
      expect(toggle.getAttribute('aria-expanded')).to.equal('true');
      // The page behind is inert: a click on the content does not reach it.
      const below = document.getElementById('below') as HTMLElement;
      const r = below.getBoundingClientRect();
      expect(below.contains(document.elementFromPoint(r.left + 5, r.bottom - 400))).to.equal(false);
      // Scrolling the panel to its end does not scroll the page behind.
      expect(getComputedStyle(dialog(el)).overscrollBehaviorY).to.equal('contain');
      expect(document.documentElement.style.overflow, 'page locked').to.equal('hidden');

      const clock = specClock();
      part(el, 'close').click();
      await el.updateComplete;
      expect(el.open).to.equal(false);
      expect(dialog(el).classList.contains('closing')).to.equal(true);
      clock.tick(HEADER.slideInHide - 1);
      expect(dialog(el).open, 'still sliding out').to.equal(true);
      expect(document.documentElement.style.overflow, 'locked while it slides out').to.equal('hidden');
      // The dialog's close event is a task of its own.
      const closeEvent = new Promise((r) => dialog(el).addEventListener('close', r, { once: true }));
      clock.tick(1);
      expect(dialog(el).open).to.equal(false);
      await closeEvent;
      expect(document.documentElement.style.overflow, 'unlocked once closed').to.equal('');
      await waitUntil(() => el.shadowRoot?.activeElement === toggle, 'focus returns to the toggle');
      expect(seen).to.deep.equal([true, false]);
    });

    it("the menu search opens over its own row in the panel, leaving the panel's close button usable", async () => {
      const page = await fixture<HTMLElement>(html`
        <pb-header layout="slide-in">
          <a slot="logo" href="/">Studio Klei</a>
          <pb-menu-search><form><input type="search" aria-label="Search" /></form></pb-menu-search>
        </pb-header>
      `);
      const el = page as PbHeader;
      await el.updateComplete;
      (part(el, 'toggle') as HTMLButtonElement).click();
      await el.updateComplete;
      const search = el.querySelector('pb-menu-search') as HTMLElement & {
        open: boolean;
        updateComplete: Promise<void>;
      };
      search.open = true;
      await search.updateComplete;
      // The panel's slide and the box's fade, ended.
      const shadow = search.shadowRoot as ShadowRoot;
      for (const a of [...dialog(el).getAnimations(), ...shadow.getAnimations()]) a.finish();
      const box = (shadow.querySelector('[part="panel"]') as HTMLElement).getBoundingClientRect();
      const row = search.getBoundingClientRect();
      expect(box.toJSON(), 'its own row').to.deep.equal(row.toJSON());
      const close = part(el, 'close').getBoundingClientRect();
      const hit = el.shadowRoot?.elementFromPoint(close.left + close.width / 2, close.top + close.height / 2);
      expect(hit?.outerHTML.slice(0, 60), 'the close button is not covered').to.equal(
        part(el, 'close').outerHTML.slice(0, 60),
      );
      search.open = false;
      el.open = false;
      await el.updateComplete;
    });

    it('sits at the inline end and slides out towards it, mirrored for right-to-left pages', async () => {
      for (const dir of ['ltr', 'rtl']) {
        document.documentElement.dir = dir;
        const el = await header('slide-in');
        (part(el, 'toggle') as HTMLButtonElement).click();
        await el.updateComplete;
        // Layout boxes, before the opening slide's translate.
        const d = dialog(el);
        const end = dir === 'ltr' ? d.offsetLeft + d.offsetWidth : d.offsetLeft;
        expect(end, dir).to.be.closeTo(dir === 'ltr' ? document.documentElement.clientWidth : 0, 1);
        part(el, 'close').click();
        await el.updateComplete;
        expect(getComputedStyle(d).translate, dir).to.equal(dir === 'ltr' ? '100%' : '-100%');
        document.documentElement.removeAttribute('dir');
        fixtureCleanup();
      }
    });

    it('closes on Escape and returns focus to the toggle', async () => {
      const el = await header('slide-in');
      const toggle = part(el, 'toggle') as HTMLButtonElement;
      toggle.focus();
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(dialog(el).open).to.equal(true);
      expect(el.shadowRoot?.activeElement).to.not.equal(toggle);
      const clock = specClock();
      await sendKeys({ press: 'Escape' });
      await el.updateComplete;
      expect(el.open).to.equal(false);
      clock.tick(HEADER.slideInHide);
      expect(dialog(el).open).to.equal(false);
      await waitUntil(() => el.shadowRoot?.activeElement === toggle, 'focus returns to the toggle');
    });

    it('gives the menu its mode back when the layout changes', async () => {
      const el = await header('slide-in');
      const m = el.querySelector('pb-menu') as HTMLElement;
      expect(m.getAttribute('mode')).to.equal('stacked');
      el.layout = 'default';
      await el.updateComplete;
      expect(m.hasAttribute('mode')).to.equal(false);
      m.setAttribute('mode', 'dropdown');
      el.layout = 'fullscreen';
      await el.updateComplete;
      expect(m.getAttribute('mode')).to.equal('stacked');
      el.layout = 'split';
      await el.updateComplete;
      expect(m.getAttribute('mode')).to.equal('dropdown');
    });
  });

  describe('fullscreen', () => {
    it('closes when the page becomes hidden, and at once', async () => {
      const el = await header('fullscreen');
      const seen = record(el);
      const toggle = part(el, 'toggle') as HTMLButtonElement;
      toggle.focus();
      toggle.click();
      await el.updateComplete;
      expect(dialog(el).matches(':modal')).to.equal(true);
      const state = sinon.stub(document, 'visibilityState').get(() => 'visible');
      document.dispatchEvent(new Event('visibilitychange'));
      await el.updateComplete;
      expect(el.open, 'a visible page keeps it open').to.equal(true);
      state.get(() => 'hidden');
      document.dispatchEvent(new Event('visibilitychange'));
      await el.updateComplete;
      expect(el.open).to.equal(false);
      expect(dialog(el).open).to.equal(false);
      await waitUntil(() => el.shadowRoot?.activeElement === toggle, 'focus returns to the toggle');
      expect(seen).to.deep.equal([true, false]);
    });

    it('sets its menu in a centred column on a wide screen, not across it', async () => {
      const el = await header('fullscreen');
      part(el, 'toggle').click();
      await el.updateComplete;
      const box = (el.querySelector('pb-menu') as HTMLElement).getBoundingClientRect();
      expect(box.width).to.be.at.most(480);
      expect(box.left + box.width / 2).to.be.closeTo(innerWidth / 2, 2);
    });

    it('closes on Escape', async () => {
      const el = await header('fullscreen');
      part(el, 'toggle').click();
      await el.updateComplete;
      await sendKeys({ press: 'Escape' });
      await el.updateComplete;
      expect(dialog(el).open).to.equal(false);
    });
  });

  it('warns about an unknown layout and uses the default', async () => {
    const warn = sinon.stub(console, 'warn');
    const el = await header('sideways');
    expect(el.layout).to.equal('default');
    expect(warn.calledWithMatch(/pb-header.*layout/)).to.equal(true);
    expect(part(el, 'toggle')).to.equal(null);
  });

  it('lets a long logo give way on a narrow screen, so the row never runs past it', async () => {
    const page = await fixture<HTMLElement>(html`
      <pb-header layout="slide-in" style="width: 300px">
        <a slot="logo" href="/" style="white-space: nowrap">Studio Klei hand-thrown ceramics from Utrecht</a>
        ${menu}
      </pb-header>
    `);
    await (page as PbHeader).updateComplete;
    const bar = part(page as PbHeader, 'bar');
    const logo = page.querySelector('[slot=logo]') as HTMLElement;
    expect(bar.scrollWidth).to.be.at.most(bar.clientWidth);
    expect(part(page as PbHeader, 'toggle').getBoundingClientRect().right).to.be.at.most(
      page.getBoundingClientRect().right,
    );
    expect(logo.scrollWidth, 'the logo is cut short').to.be.greaterThan(logo.clientWidth);
  });

  it('takes its strings from messages', async () => {
    const el = await header('slide-in');
    el.setAttribute('messages', '{"open":"Menü öffnen","close":"Schließen","menu":"Navigation"}');
    await el.updateComplete;
    expect(part(el, 'toggle').getAttribute('aria-label')).to.equal('Menü öffnen');
    expect(part(el, 'close').getAttribute('aria-label')).to.equal('Schließen');
    expect(dialog(el).getAttribute('aria-label')).to.equal('Navigation');
  });
});
