/**
 * Nothing lands under a bar (issue 27 §1, §2, §3 "Sticking shifts the page"), on the demo's real pages against the
 * demo server: the landing page (a header that becomes fixed on scroll, and a `<pb-sticky>` bar in the
 * collection) and the studio page (dot navigation, the menu's in-page links in a slide-in or fullscreen panel).
 * Every jump (smooth anchor, native #fragment link, dot, the browser's own `scrollIntoView`) starts from the top,
 * from mid-page and from below its target, is made twice, with one header and with a second one hidden by CSS,
 * with and without reduced motion; its target's top must end at or below the bottom of every bar fixed or stuck
 * there.
 *
 *   npm run build && node --test test/e2e/landing.e2e.mjs
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { demoBrowser, recordShifts, until } from '../helpers/e2e.mjs';

/**
 * Test-side links, fixed at the window's foot so a click never scrolls to reach them: smooth ones (the page's
 * smoothAnchors), and native ones, left to the browser because they sit in an element that owns the hash.
 */
const LINKS = `<div id="test-links" style="position:fixed;left:0;bottom:0;z-index:2147483647;background:#fff;font:12px sans-serif">
  <a id="smooth-heading" href="#collection-heading">heading</a> <a id="smooth-kiln" href="#kiln">kiln</a>
  <a id="smooth-collection" href="#collection">collection</a>
  <span data-pb-hash><a id="native-heading" href="#collection-heading">heading</a>
  <a id="native-kiln" href="#kiln">kiln</a></span></div>`;

/** Theme builders emit a desktop and a phone header; the one not for this width is hidden by CSS. */
const PHONE_HEADER = `<style>@media (width > 980px) { .phone-header { display: none } }</style>
<pb-header class="phone-header" layout="slide-in" fixed><a slot="logo" href="/">Studio Klei</a></pb-header>`;

/** Readers of the bars and of where a target landed, added before the page's scripts. */
function probe() {
  window.__landed = (id) => {
    const top = document.getElementById(id).getBoundingClientRect().top;
    const bars = [];
    for (const h of document.querySelectorAll('pb-header.pb-header-fixed')) {
      bars.push(h.shadowRoot.querySelector('[part~="bar"]').getBoundingClientRect());
    }
    for (const s of document.querySelectorAll('pb-sticky.et_pb_sticky')) bars.push(s.getBoundingClientRect());
    // A bar covers the target when it starts above the target's top and ends below it.
    const under = Math.max(0, ...bars.filter((b) => b.height && b.top <= top + 1).map((b) => b.bottom));
    return { top, under, y: scrollY, bars: bars.length };
  };
}

const frames = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/** Until the window has not moved for 200 ms (a smooth scroll is 800 ms), then two frames for the bars' writes. */
async function settle(page) {
  await until(
    page,
    () => new Promise((r) => setTimeout((y) => r(scrollY === y), 200, scrollY)),
    undefined,
    'the scroll ended',
  );
  await frames(page);
}

/** A visitor's scroll to `y`: steps of 60 px, a frame each, so the header and the bars follow it on the way. */
async function scrollAsVisitor(page, y) {
  await page.evaluate(async (to) => {
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    while (Math.abs(scrollY - to) > 60) {
      const before = scrollY;
      scrollBy(0, scrollY < to ? 60 : -60);
      await frame();
      if (scrollY === before) break;
    }
    scrollTo(0, to);
    await frame();
    await frame();
  }, y);
  await settle(page);
}

const pageTop = (page, id) =>
  page.evaluate((i) => document.getElementById(i).getBoundingClientRect().top + scrollY, id);

async function assertLanded(page, id, how, snug) {
  const at = await page.evaluate((i) => window.__landed(i), id);
  assert.ok(at.top >= at.under - 0.01, `${how}: #${id} at ${at.top} px, under bars ending at ${at.under} px`);
  // The one scroller lands the target on the bars, not somewhere below them.
  if (snug) assert.ok(at.top - at.under < 2, `${how}: #${id} at ${at.top} px, bars end at ${at.under} px`);
}

describe('nothing lands under a bar, on the demo pages', () => {
  const suite = demoBrowser('landing');
  const { options } = suite;

  async function open(file, { width = 1280, extra = '', reducedMotion = 'no-preference', query = '' } = {}) {
    const page = await suite.open({ viewport: { width, height: 800 }, reducedMotion });
    await page.addInitScript(recordShifts);
    await page.addInitScript(probe);
    const origin = `http://127.0.0.1:${suite.app.server.address().port}`;
    if (extra || query) {
      await page.route(`${origin}/${file}`, async (route) => {
        const response = await route.fetch({ url: `${origin}/${file}${query}` });
        const body = (await response.text()).replace('</header>', `</header>${extra}`);
        await route.fulfill({ response, body });
      });
    }
    await page.goto(`${origin}/${file}`);
    await until(
      page,
      () => [...document.querySelectorAll('pb-header')].every((h) => h.shadowRoot?.querySelector('[part~="bar"]')),
      undefined,
      'the headers upgraded',
    );
    await page.evaluate(() => document.fonts.ready);
    await frames(page);
    return page;
  }

  /** From the top, from mid-page and from below the target: two clicks each, each landing below the bars. */
  async function jumps(page, link, id, how, snug) {
    const target = await pageTop(page, id);
    for (const [from, y] of [
      ['top', 0],
      ['mid-page', Math.round(target / 2)],
      ['below', Math.round(target + 1200)],
    ]) {
      await scrollAsVisitor(page, y);
      for (const click of [1, 2]) {
        await page.click(`#${link}`);
        await settle(page);
        await assertLanded(page, id, `${how} from ${from}, click ${click}`, snug);
      }
    }
  }

  for (const reducedMotion of ['no-preference', 'reduce']) {
    for (const headers of [1, 2]) {
      const extra = LINKS + (headers === 2 ? PHONE_HEADER : '');
      const name = `${headers} header${headers === 2 ? 's (one hidden)' : ''}, ${reducedMotion} motion`;

      test(`landing page, smooth anchors and native links: ${name}`, options, async () => {
        const page = await open('landing.html', { extra, reducedMotion });
        // The hidden header reports its room (none) after a resize: it must not clear the visible one's.
        await page.setViewportSize({ width: 1270, height: 800 });
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.waitForTimeout(400);
        await jumps(page, 'smooth-heading', 'collection-heading', 'smooth anchor', true);
        await jumps(page, 'smooth-collection', 'collection', 'smooth anchor', true);
        await jumps(page, 'smooth-kiln', 'kiln', 'smooth anchor', true);
        await jumps(page, 'native-heading', 'collection-heading', '#fragment link', true);
        await jumps(page, 'native-kiln', 'kiln', '#fragment link', true);
      });

      test(`studio page, dot navigation and scrollIntoView: ${name}`, options, async () => {
        const page = await open('studio.html', { extra: headers === 2 ? PHONE_HEADER : '', reducedMotion });
        await until(
          page,
          () => document.querySelector('pb-dot-nav')?.shadowRoot?.querySelector('a'),
          undefined,
          'dots',
        );
        // The page's newsletter popup opens after 20 s, over the dots; a long run on a busy machine reaches it.
        await page.evaluate(() => document.getElementById('feed-popup')?.remove());
        const dot = async (id) => {
          const target = await pageTop(page, id);
          for (const [from, y] of [
            ['top', 0],
            ['mid-page', Math.round(target / 2)],
            ['below', Math.round(target + 1200)],
          ]) {
            await scrollAsVisitor(page, y);
            for (const click of [1, 2]) {
              await page.locator(`pb-dot-nav a[href="#${id}"]`).click();
              await settle(page);
              await assertLanded(page, id, `dot from ${from}, click ${click}`, true);
            }
            // The browser's own scroll (a field's focus, a script's scrollIntoView) is padded as much.
            await scrollAsVisitor(page, y);
            await page.evaluate((i) => document.getElementById(i).scrollIntoView({ behavior: 'instant' }), id);
            await settle(page);
            await assertLanded(page, id, `scrollIntoView from ${from}`, false);
          }
        };
        await dot('process');
        await dot('classes');
        // Scroll to top: nothing is fixed at the top of the page, and nothing is left under a bar there.
        await scrollAsVisitor(page, 2000);
        await page.locator('pb-scroll-top').click();
        await settle(page);
        assert.equal(await page.evaluate(() => scrollY), 0);
        assert.equal(await page.evaluate(() => document.querySelector('pb-header.pb-header-fixed')), null);
      });
    }
  }

  // The hero is a <pb-fullscreen>: its scroll-down control lands the next section below the header, which fixes on
  // the way down from 980 px wide (and stays in the flow on a phone), with focus there.
  for (const width of [1280, 390]) {
    for (const reducedMotion of ['no-preference', 'reduce']) {
      test(
        `landing page, the hero's scroll-down control at ${width} px, ${reducedMotion} motion`,
        options,
        async () => {
          const page = await open('landing.html', { width, reducedMotion });
          const control = page.locator('pb-fullscreen [part="scroll-down"]');
          for (const click of [1, 2]) {
            await scrollAsVisitor(page, 0);
            await control.click();
            await settle(page);
            await assertLanded(page, 'collection', `scroll-down, click ${click}`, true);
            assert.equal(await page.evaluate(() => document.activeElement?.id), 'collection', 'focus on the section');
          }
        },
      );
    }
  }

  test('sticking and unsticking the collection bar shifts nothing (layout-shift entries)', options, async () => {
    const page = await open('landing.html');
    const bar = await pageTop(page, 'landing-cta');
    await page.evaluate(() => {
      window.__shifts = [];
      window.__shiftSources = [];
    });
    // Down past the bar in visitor-sized steps, on to the end of its section and back above it.
    for (const y of [bar - 200, bar + 400, bar + 1500, bar - 300, 0]) await scrollAsVisitor(page, y);
    // A jump back above the bar.
    await scrollAsVisitor(page, bar + 300);
    await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }));
    await settle(page);
    await page.waitForTimeout(400);
    const { shifts, sources } = await page.evaluate(() => ({
      shifts: window.__shifts,
      sources: window.__shiftSources,
    }));
    assert.deepEqual(shifts, [], `layout shifts: ${JSON.stringify(sources)}`);
  });

  for (const layout of ['slide-in', 'fullscreen']) {
    for (const reducedMotion of ['no-preference', 'reduce']) {
      test(
        `a ${layout} panel closes when its in-page link is followed, focus on the target (${reducedMotion})`,
        options,
        async () => {
          const page = await open('studio.html', { width: 390, query: `?layout=${layout}`, reducedMotion });
          const header = 'pb-header';
          await page.locator(`${header} >> [part~="toggle"]`).click();
          await until(
            page,
            () => document.querySelector('pb-header').shadowRoot.querySelector('dialog').open,
            undefined,
            'open',
          );
          await page.locator('pb-header pb-menu a[href="/studio.html#classes"]').first().click();
          await until(
            page,
            () =>
              !document.querySelector('pb-header').shadowRoot.querySelector('dialog').open &&
              document.documentElement.style.overflow !== 'hidden',
            undefined,
            'the panel closed',
          );
          await settle(page);
          assert.equal(await page.evaluate(() => document.activeElement?.id), 'classes', 'focus on the target');
          await assertLanded(page, 'classes', `${layout} panel link`, false);
          const top = await page.evaluate(() => document.getElementById('classes').getBoundingClientRect().top);
          assert.ok(top >= 0 && top < 800, `the target is in view (${top} px)`);
        },
      );
    }
  }
});
