/**
 * Motion's first paint (issue 27, §3), in a real Chromium against the demo server: an item in the first viewport
 * (a `<pb-motion>`, an element the page config names, and one the CMS marks `et-pb-before-scroll-animation`)
 * never goes visible, hidden, visible, sampled every frame from the first, in each loading mode: pb.js with
 * `blocking="render"`, pb.css linked with pb.js plain, and pb.js alone arriving after the first paint. With its
 * module or every script blocked, the content is visible within 3 s of the navigation.
 *
 *   npm run build && node --test test/e2e/motion-paint.e2e.mjs
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../demo/server/index.js';
import { launchChromium } from '../../scripts/chrome.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-motion-paint-e2e-'));
const WAIT = 10_000;
const BROWSER = fs.existsSync(path.join(ROOT, 'dist', 'pb.js'))
  ? { timeout: 60_000 }
  : { skip: 'dist/pb.js is missing; run `npm run build` first' };
const IDS = ['tag', 'named', 'marked'];

after(() => fs.rmSync(TMP, { recursive: true, force: true }));

/** A page with three moving items at its top; `head` loads the library. */
const page = (head) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Motion first paint</title>
<script type="application/json" id="pb-config">{ "motion": { "desktop": [
  { "id": "named", "scroll_effects": { "translateY": { "startValue": 20, "midValue": 0, "endValue": -20 } } },
  { "id": "marked", "scroll_effects": { "translateY": { "startValue": 20, "midValue": 0, "endValue": -20 } } }
] } }</script>
${head}
</head><body>
<pb-motion id="tag" translate-y="0|50|50|100|20|0|-20"><p>Thrown by hand.</p></pb-motion>
<p id="named">Fired to 1240 degrees.</p>
<p id="marked" class="et-pb-before-scroll-animation">Glazed with our own recipes.</p>
<div style="height:3000px"></div>
</body></html>`;

const MODES = {
  'pb.js with blocking="render"': '<script type="module" src="/dist/pb.js" blocking="render"></script>',
  'pb.css linked, pb.js plain':
    '<link rel="stylesheet" href="/dist/pb.css" id="pb-elements-pending"><script type="module" src="/dist/pb.js"></script>',
  'pb.js alone, after the first paint': '<script type="module" src="/dist/pb.js"></script>',
};

/** Test-side: each item's computed opacity at every frame from the first, with the time since navigation. */
function sample({ ids, tag, modules }) {
  window.__opacity = Object.fromEntries(ids.map((id) => [id, []]));
  window.__held = [];
  customElements.whenDefined(tag).then(() => {
    window.__defined = Math.round(performance.now());
  });
  const tick = () => {
    // Whether a linked pb.css had loaded by the first frame that has the content (null: no link).
    if (window.__cssAtFirst === undefined && document.getElementById(ids[0])) {
      const link = document.querySelector('link[href*="pb.css"]');
      window.__cssAtFirst = link ? !!link.sheet : null;
    }
    for (const id of ids) {
      const el = document.getElementById(id);
      const list = window.__opacity[id];
      const value = el ? getComputedStyle(el).opacity : 'absent';
      if (list.at(-1)?.[1] !== value) list.push([Math.round(performance.now()), value]);
      if (el?.hasAttribute('data-pb-motion-hold') && !window.__held.includes(id)) window.__held.push(id);
    }
    // 4 s; where the modules load, also until 1.5 s after the tag is defined (a loaded machine delays it); 15 s at most.
    const now = performance.now();
    const defined = window.__defined;
    if (now < 4000 || (modules && now < 15_000 && !(defined && now > defined + 1500))) requestAnimationFrame(tick);
    else window.__sampled = true;
  };
  requestAnimationFrame(tick);
}

describe('motion items on the first paint', () => {
  let app;
  let browser;
  before(async () => {
    if (BROWSER.skip) return;
    app = await startServer({ port: 0, host: '127.0.0.1', dbPath: path.join(TMP, 'paint.sqlite'), root: ROOT });
    browser = await launchChromium(WAIT);
  });
  after(async () => {
    await browser?.close();
    await app?.close();
  });

  /** Opens the page in `mode`; `delay` holds the named requests that long, `block` aborts them. */
  async function open(head, { delay = {}, block = [] } = {}) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const tab = await context.newPage();
    tab.setDefaultTimeout(WAIT);
    const errors = [];
    tab.on('pageerror', (err) => errors.push(err.message));
    await tab.addInitScript(sample, { ids: IDS, tag: 'pb-motion', modules: !block.length });
    await tab.route('**/motion-paint.html', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: page(head) }),
    );
    for (const pattern of block) await tab.route(pattern, (route) => route.abort());
    for (const [pattern, ms] of Object.entries(delay)) {
      await tab.route(pattern, async (route) => {
        await new Promise((r) => setTimeout(r, ms));
        await route.continue();
      });
    }
    await tab.goto(`${app.url}/motion-paint.html`);
    return { tab, context, errors };
  }

  /** Waits until the sampling ends (4 s after navigation), then gives each item's opacity changes. */
  async function changes(tab) {
    await tab.waitForFunction(() => window.__sampled, undefined, { timeout: 20_000, polling: 100 });
    return tab.evaluate(() => window.__opacity);
  }

  for (const [mode, head] of Object.entries(MODES)) {
    test(`no item goes visible, hidden, visible (${mode})`, BROWSER, async () => {
      // The modules arrive well after the first paint, as on a slow network; "after the first paint" holds
      // pb.js itself too.
      const late = mode.includes('after the first paint');
      const delay = { '**/dist/elements/pb-motion.js': 150, '**/dist/chunks/**': 150 };
      if (late) delay['**/dist/pb.js'] = 600;
      const { tab, context, errors } = await open(head, { delay });
      const seen = await changes(tab);
      // The rules in place before the first paint hide the tag and the marked item from it (CCH §4). Rules that
      // come after it hide nothing. Judged where the first frame came in time: before pb.js in the late mode, and
      // well before the 2 s safety net otherwise (a loaded machine can paint first at 3 s).
      const first = (id) => seen[id].find(([, v]) => v !== 'absent');
      const painted = first('tag')[0];
      const [held, defined, cssAtFirst] = await tab.evaluate(() => [
        window.__held.sort(),
        window.__defined,
        window.__cssAtFirst,
      ]);
      // A module that came before the first frame may have held and shown the items before it: nothing to judge
      // but the flicker below (two e2e files side by side can delay the first frame that long). Nor where Chromium
      // painted before the linked pb.css had loaded (seen once in CI with two e2e files side by side): its rules
      // then come after the first paint and rightly hide nothing.
      const early = (defined !== undefined && defined <= painted) || cssAtFirst === false;
      if (!early && painted < (late ? 600 : 1500)) {
        for (const id of ['tag', 'marked']) {
          assert.equal(
            first(id)[1],
            late ? '1' : '0',
            `${id} at first (defined at ${defined} ms): ${JSON.stringify(seen[id])}`,
          );
        }
      }
      // The store, not the 2 s safety net, shows what was hidden when its module arrives in time; one that arrives
      // after the safety net (a loaded machine) must leave the shown items alone. The net starts with the items'
      // first style, at or before the first frame; between the two bounds either is right.
      const facts = `defined at ${defined} ms, first frame at ${painted} ms, ${JSON.stringify(seen)}`;
      if (early) {
        // judged by the flicker check alone
      } else if (late || defined > painted + 2000) assert.deepEqual(held, [], `the store held nothing: ${facts}`);
      else if (defined < painted + 1500) assert.deepEqual(held, ['marked', 'tag'], `the store held them: ${facts}`);
      for (const id of IDS) {
        const values = seen[id].map(([, v]) => v).filter((v) => v !== 'absent');
        const shown = values.indexOf('1');
        assert.ok(shown >= 0, `${id} is shown: ${JSON.stringify(seen[id])}`);
        assert.ok(!values.slice(shown).includes('0'), `${id} never hidden once seen: ${JSON.stringify(seen[id])}`);
      }
      // The store did run: every item has the animated classes.
      const classes = await tab.evaluate((ids) => ids.map((id) => document.getElementById(id).className), IDS);
      for (const c of classes) assert.match(c, /\bet_had_animation\b/);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  const HIDDEN = [
    [
      'its module blocked',
      MODES['pb.js with blocking="render"'],
      ['**/dist/elements/pb-motion.js', '**/dist/chunks/runtime-*.js'],
    ],
    ['every script blocked, pb.css linked', MODES['pb.css linked, pb.js plain'], ['**/dist/*.js', '**/dist/**/*.js']],
  ];
  for (const [what, head, block] of HIDDEN) {
    test(`the content is visible within 3 s with ${what}`, BROWSER, async () => {
      const { tab, context } = await open(head, { block });
      const seen = await changes(tab);
      // The safety net counts from the content's first style: within 3 s of the navigation, or 2.5 s of the first
      // frame where a loaded machine painted late.
      for (const id of IDS) {
        const painted = seen[id].find(([, v]) => v !== 'absent')?.[0] ?? 0;
        const shown = seen[id].find(([, v]) => v === '1');
        assert.ok(
          shown && shown[0] <= Math.max(3000, painted + 2500),
          `${id} visible in time: ${JSON.stringify(seen[id])}`,
        );
      }
      await context.close();
    });
  }
});
