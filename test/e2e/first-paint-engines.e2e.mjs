/**
 * The zero-shift claims of first-paint.e2e.mjs, measured in every engine, Firefox ESR and WebKit having no
 * layout-shift entries (issue 29): the boxes of the README-written pages (test/fixtures/first-paint/) are read with
 * the library's scripts held, as the first paint shows them, and again after the upgrade, and compared as the Layout Instability
 * API would (boxes that paint, in the viewport, transforms aside; test/helpers/engine-pages.mjs). The same reading
 * without pb.css must see the shift, so a comparison that sees nothing cannot pass for one that finds nothing; and
 * whether `blocking="render"` holds the first paint is checked in each (Firefox ignores it, Chromium and WebKit
 * hold it).
 *
 *   npm run build && node --test test/e2e/first-paint-engines.e2e.mjs
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../demo/server/index.js';
import { ENGINE_NAMES, engineOptions, measureShift, openEngine, pageProxy } from '../helpers/engine-pages.mjs';
import { FIXTURE_PAGES, fixture, RECOMMENDED, readmeTags } from '../helpers/first-paint.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const BUILT = fs.existsSync(path.join(ROOT, 'dist', 'pb.js'));
const WIDTHS = [1280, 820, 390];
const PLAIN = '<script type="module" src="/dist/pb.js"></script>';
const BLOCKING = '<script type="module" src="/dist/pb.js" blocking="render"></script>';

/**
 * Moves measured in all three engines (Chromium's boxes too, though its layout-shift entries report 0 for them),
 * listed in the README, with the most they may move; a move anywhere else, or a larger one, fails.
 * - The split header at desktop widths: before the upgrade the logo wraps and the menu items have no room for
 *   their submenu buttons, so the logo and the items move up to 81 px sideways.
 */
const KNOWN = { 'split header at 1280 px': 85 };

// Chromium too: its layout-shift entries (first-paint.e2e.mjs) report 0 for the two known moves below.
for (const engine of ['chromium', 'firefox', 'webkit']) {
  const NAME = ENGINE_NAMES[engine];
  const options = BUILT
    ? engineOptions(engine, { timeout: 120_000 })
    : { skip: 'dist/pb.js is missing; run `npm run build` first' };

  describe(`first paint in ${NAME}: the boxes before the scripts run and after the upgrade`, () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `pb-paint-${engine}-`));
    let app;
    let proxy;
    let e;

    before(async () => {
      if (options.skip) return;
      if (options.missing)
        throw new Error(`${NAME} is required in CI and cannot start: ${options.missing}. .ci/run installs it.`);
      app = await startServer({ port: 0, host: '127.0.0.1', dbPath: path.join(tmp, 'demo.sqlite'), root: ROOT });
      proxy = await pageProxy(app.url);
      e = await openEngine(engine, { proxy });
    });
    after(async () => {
      await e?.close();
      await proxy?.close();
      await app?.close();
      fs.rmSync(tmp, { recursive: true, force: true });
    });

    /** `name` with `tags` (its markup changed by `edit`), loaded once and measured. */
    async function measure(name, tags, { edit = (html) => html, ready, blocking } = {}) {
      const at = `/first-paint/${name}.html`;
      proxy.pages.set(at, edit(fixture(name, tags)));
      const result = await measureShift(e, proxy, at, { ready, blocking });
      assert.deepEqual(await e.errors(), [], `page errors on ${name}`);
      return result;
    }

    test(
      'with pb.css and pb.js, nothing moves on the README-written pages at 1280, 820 and 390 px but the known moves',
      options,
      async () => {
        const moved = {};
        const note = (what, shift) => {
          if (!shift.moved.length) return;
          console.log(`# ${NAME}, ${what}: score ${shift.score.toFixed(4)}, up to ${shift.maxPx} px`);
          if (shift.maxPx > (KNOWN[what] ?? 0)) moved[what] = shift.moved.slice(0, 5);
        };
        for (const width of WIDTHS) {
          await e.setViewport(width, 900);
          for (const [, name, ready] of FIXTURE_PAGES) {
            const { shift } = await measure(name, RECOMMENDED, { ready });
            note(`${name} at ${width} px`, shift);
          }
          for (const layout of ['split', 'slide-in', 'fullscreen']) {
            const edit = (html) => html.replace('layout="default"', `layout="${layout}"`);
            const { shift } = await measure('header', RECOMMENDED, { edit });
            note(`${layout} header at ${width} px`, shift);
          }
        }
        assert.deepEqual(moved, {}, `boxes that moved on upgrade in ${NAME}`);
      },
    );

    test("the README's first example is those tags", options, () => {
      assert.equal(readmeTags(), RECOMMENDED, 'the README leads with a form this file does not measure');
    });

    // Measured: Firefox ESR paints before a blocking="render" module script has run, as if the attribute were
    // not there; Chromium and WebKit (2.50) hold the first paint until it has run (WebKit for about 5 s at most).
    const holdsPaint = { chromium: true, firefox: false, webkit: true }[engine];
    test(
      `without pb.css the header moves; blocking="render" ${holdsPaint ? 'holds the paint' : 'is ignored'}`,
      options,
      async () => {
        await e.setViewport(1280, 900);
        const plain = await measure('header', PLAIN);
        assert.ok(plain.shift.score > 0.05, `pb.js alone: ${JSON.stringify(plain.shift)}`);
        const blocking = await measure('header', BLOCKING, { blocking: true });
        assert.equal(
          !blocking.painted,
          holdsPaint,
          `${NAME} changed its handling of blocking="render": update the README`,
        );
        if (!holdsPaint) assert.ok(blocking.shift.score > 0.05, `blocking="render": ${JSON.stringify(blocking.shift)}`);
      },
    );
  });
}
