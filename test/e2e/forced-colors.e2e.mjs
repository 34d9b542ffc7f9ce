/**
 * Windows High Contrast (forced colors, emulated): every control drawn with a gradient, a mask over
 * `currentColor`, a box shadow or a background colour alone keeps a visible shape or state, read from computed
 * styles in the shadow roots. And the text sizes follow the user's default font size (rem, not px).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { demoBrowser, lightboxOpen, until } from '../helpers/e2e.mjs';

describe('forced colors', () => {
  const suite = demoBrowser('forced-colors');
  const { options } = suite;
  /** Soft checks, so that one run names every control that fails, not just the first. */
  const failed = [];
  const check = (ok, what) => ok || failed.push(what);
  const checked = () => assert.deepEqual(failed.splice(0), [], 'failed checks');

  /** A page of the demo in forced colors, its elements upgraded. */
  async function visit(path, width = 1280, tags = []) {
    const page = await suite.open({ viewport: { width, height: 900 } });
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto(`${suite.app.url}/${path}`);
    for (const tag of tags)
      await until(page, (t) => !!document.querySelector(t)?.shadowRoot?.firstElementChild, tag, `${tag} upgraded`);
    return page;
  }

  /**
   * Computed styles (of `pseudo` when given) of the first match of `sel` inside `host`'s shadow root, with the
   * system colours Canvas, CanvasText and Highlight as computed beside them.
   */
  const style = (page, host, sel, pseudo, props) =>
    page.evaluate(
      ([host, sel, pseudo, props]) => {
        const el = document.querySelector(host).shadowRoot.querySelector(sel);
        const s = getComputedStyle(el, pseudo);
        const probe = document.body.appendChild(document.createElement('i'));
        const sys = {};
        for (const c of ['Canvas', 'CanvasText', 'Highlight']) {
          probe.style.color = c;
          sys[c] = getComputedStyle(probe).color;
        }
        probe.remove();
        return { ...Object.fromEntries(props.map((p) => [p, s[p]])), sys };
      },
      [host, sel, pseudo, props],
    );

  test('the burger, its cross, the search magnifier and the slide-in panel stay drawn', options, async () => {
    const page = await visit('header.html?layout=slide-in', 640, ['pb-header']);
    const toggle = await style(page, 'pb-header', 'div>button', null, [
      'backgroundImage',
      'color',
      'forcedColorAdjust',
    ]);
    check(/gradient/.test(toggle.backgroundImage), 'the header burger keeps its bars');
    check(toggle.color === toggle.sys.CanvasText, 'the header burger is in the text colour');
    const close = await style(page, 'pb-header', 'dialog>button', null, ['backgroundImage', 'color']);
    check(/gradient.*gradient/.test(close.backgroundImage), 'the panel close cross keeps both strokes');
    check(close.color === close.sys.CanvasText, 'the panel close cross is in the text colour');
    // An outline, not a border: it leaves the panel's content where it was.
    const dialog = await style(page, 'pb-header', 'dialog', null, ['outlineStyle', 'outlineColor']);
    check(dialog.outlineStyle === 'solid', 'the panel has an edge');
    check(dialog.outlineColor === dialog.sys.CanvasText, 'the panel edge shows');
    const menu = await visit('index.html', 640, ['pb-menu', 'pb-menu-search']);
    // In the default header's row: in the closed slide-in panel nothing is drawn, so nothing is forced.
    const icon = await style(menu, 'pb-menu-search', '.i', '::before', ['backgroundColor', 'forcedColorAdjust']);
    check(icon.forcedColorAdjust === 'preserve-parent-color', 'the magnifier keeps its colours');
    check(icon.backgroundColor === icon.sys.CanvasText, 'the magnifier is painted in the text colour');

    for (const expanded of ['false', 'true']) {
      const burger = await menu.evaluate((x) => {
        const b = document.querySelector('pb-menu').shadowRoot.querySelector('button');
        b.setAttribute('aria-expanded', x);
        return getComputedStyle(b).backgroundImage;
      }, expanded);
      check(/gradient/.test(burger), `the menu toggle (expanded ${expanded}) keeps its drawing`);
    }
    checked();
  });

  test('the consent switches show on and off', options, async () => {
    const page = await visit('consent.html', 1280, ['pb-manage-consent']);
    const read = (checked) =>
      page.evaluate((checked) => {
        const root = document.querySelector('pb-manage-consent').shadowRoot;
        const el = [...root.querySelectorAll('.switch')].find((s) => s.checked === checked);
        const s = getComputedStyle(el);
        const k = getComputedStyle(el, '::before');
        return [s.forcedColorAdjust, s.outlineStyle, s.backgroundColor, k.backgroundColor];
      }, checked);
    await until(
      page,
      () => document.querySelector('pb-manage-consent').shadowRoot.querySelectorAll('.switch').length > 1,
      undefined,
      'the switches',
    );
    // The essential category is always on; make sure one is off.
    await page.evaluate(() => {
      const all = document.querySelector('pb-manage-consent').shadowRoot.querySelectorAll('.switch:not(:disabled)');
      all[0].checked = false;
    });
    const on = await read(true);
    const off = await read(false);
    check(on.slice(0, 2).join() === 'none,solid', 'the track has an outline');
    check(on[2] !== off[2], 'on and off tracks differ');
    check(on[3] !== on[2], 'the knob shows on the track (on)');
    check(off[3] !== off[2], 'the knob shows on the track (off)');
    checked();
  });

  test('dot-nav dots are rings, the current one filled; the label scales with the root size', options, async () => {
    const page = await visit('studio.html', 1280, ['pb-dot-nav']);
    await until(page, () => !!document.querySelector('pb-dot-nav').shadowRoot.querySelector('a'), 0, 'dots');
    const dots = await page.evaluate(() =>
      [...document.querySelector('pb-dot-nav').shadowRoot.querySelectorAll('a')].map((a) => {
        const s = getComputedStyle(a, '::before');
        return [a.hasAttribute('aria-current'), s.borderTopStyle, Number.parseFloat(s.borderTopWidth)];
      }),
    );
    assert.ok(dots.length > 1);
    for (const [current, borderStyle, w] of dots) {
      check(borderStyle === 'solid', 'a dot has a border');
      check(current ? w >= 5 : w === 1, `dot ${current ? 'current' : 'other'}: ${w}px`);
    }
    check(
      dots.some(([current]) => current),
      'one dot is current',
    );
    const news = await style(page, 'pb-newsletter[popup]', 'dialog', null, ['borderTopStyle']);
    check(news.borderTopStyle === 'solid', 'the newsletter popup has an edge');
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '20px';
    });
    const label = await style(page, 'pb-dot-nav', 'span', null, ['fontSize']);
    check(label.fontSize === '15px', `the dot label at 20px root: ${label.fontSize}`);
    checked();
  });

  test('the selected tab and the pressed filter and current page are marked in Highlight', options, async () => {
    const page = await visit('index.html', 1280, ['pb-tabs', 'pb-toggle']);
    const tabs = await page.evaluate(() =>
      [...document.querySelector('pb-tabs').shadowRoot.querySelectorAll('[part~=tab]')].map((t) => [
        getComputedStyle(t).backgroundColor,
        getComputedStyle(t).forcedColorAdjust,
      ]),
    );
    const { sys } = await style(page, 'pb-tabs', '[part~=tab]', null, []);
    check(tabs[0][0] === sys.Highlight, 'the selected tab');
    // Else forced colors put a Canvas backplate behind HighlightText: a blank label.
    check(tabs[0][1] === 'none', 'the selected tab label has no backplate');
    check(tabs[1][0] !== sys.Highlight, 'another tab');
    // The accordion's +/− and the toggle heading.
    const bar = await style(page, 'pb-toggle', '[part=icon]', '::before', ['borderTopStyle', 'borderTopWidth']);
    check([bar.borderTopStyle, bar.borderTopWidth].join() === ['solid', '2px'].join(), 'the icon bars are borders');
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '20px';
    });
    const heading = await style(page, 'pb-toggle', '[part=button]', null, ['fontSize']);
    check(heading.fontSize === '20px', `the toggle heading at 20px root: ${heading.fontSize}`);
    // The slider's current dot: filled by its border, which forced colors keep.
    await until(
      page,
      () => !!document.querySelector('pb-slider')?.shadowRoot?.querySelector('[aria-current]'),
      0,
      'dot',
    );
    const dot = await style(page, 'pb-slider', '[part=dot][aria-current]', '::before', ['borderTopWidth', 'width']);
    check(Number.parseFloat(dot.borderTopWidth) * 2 === Number.parseFloat(dot.width), 'the current dot is filled');

    const work = await visit('work.html', 1280, ['pb-portfolio']);
    const pressed = await work.evaluate(() => {
      const root = document.querySelector('pb-portfolio').shadowRoot;
      return [...root.querySelectorAll('.bar button')].map((b) => [
        b.getAttribute('aria-pressed') === 'true' || b.getAttribute('aria-current') === 'page',
        getComputedStyle(b).backgroundColor,
        getComputedStyle(b).forcedColorAdjust,
      ]);
    });
    assert.ok(pressed.some(([on]) => on) && pressed.some(([on]) => !on));
    for (const [on, bg, adjust] of pressed)
      check((bg === sys.Highlight && adjust === 'none') === on, `a ${on ? 'pressed' : 'plain'} paging button`);
    checked();
  });

  test('the consent panel and the lightbox buttons follow the root font size', options, async () => {
    const page = await visit('consent.html', 1280, ['pb-consent-banner']);
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '20px';
    });
    // The banner's panel (its dialog, title, buttons and close) lies in a shadow root inside the banner's.
    const find = () => {
      const deep = (root, sel) => {
        const hit = root.querySelector(sel);
        if (hit) return hit;
        for (const el of root.querySelectorAll('*')) {
          const found = el.shadowRoot && deep(el.shadowRoot, sel);
          if (found) return found;
        }
        return null;
      };
      const banner = document.querySelector('pb-consent-banner').shadowRoot;
      const els = ['.dialog', '.title', '.button', '.close'].map((s) => deep(banner, s));
      return els.every(Boolean) && els.map((el) => getComputedStyle(el).fontSize);
    };
    const sizes = await until(page, find, undefined, 'the banner panel');
    for (const [i, px] of [17.5, 22.5, 17.5, 27.5].entries())
      check(sizes[i] === `${px}px`, `consent text ${i} at 20px root: ${sizes[i]}`);

    const studio = await visit('studio.html');
    await studio.evaluate(() => {
      document.documentElement.style.fontSize = '20px';
    });
    // Before <pb-lightbox> is defined, the link is a plain link to the image.
    await studio.waitForFunction(() => customElements.get('pb-lightbox'));
    await studio.locator('a[data-pb-lightbox]').first().click();
    await lightboxOpen(studio);
    const close = await style(studio, 'pb-lightbox', 'button', null, ['fontSize']);
    check(close.fontSize === '40px', `the lightbox buttons at 20px root: ${close.fontSize}`);
    checked();
  });
});
