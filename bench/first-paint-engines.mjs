// Layout shift on upgrade in each engine, from the boxes (test/helpers/engine-pages.mjs): Firefox and WebKit have
// no layout-shift entries, so every engine is measured the same way. The page is read with the library's scripts
// held, as its first paint shows it, and again once every element is defined; the boxes that paint and moved in
// the viewport give a score computed as the Layout Instability API computes one frame's, and the largest move in
// px. Beside each way of loading: the same page without the library (its own moves, e.g. images), the baseline.
// Used by bench/first-paint.mjs (`--engines chromium,firefox,webkit`, all by default).
import { ENGINE_NAMES, engineMissing, measureShift, openEngine, pageProxy } from '../test/helpers/engine-pages.mjs';
import { fixture } from '../test/helpers/first-paint.mjs';

const PB_CSS = /<link rel="stylesheet" href="\/dist\/pb\.css">\n?/;
const PB_JS = /<script type="module" src="\/dist\/pb\.js"[^>]*><\/script>/;
const PLAIN = '<script type="module" src="/dist/pb.js"></script>';

/** [name, the tags, options for measureShift] */
const VARIANTS = [
  ['no library (baseline)', '', { library: false }],
  ['pb.js alone', PLAIN, {}],
  [
    'pb.js blocking="render"',
    '<script type="module" src="/dist/pb.js" blocking="render"></script>',
    { blocking: true },
  ],
  ['pb.css + pb.js', `<link rel="stylesheet" href="/dist/pb.css">\n${PLAIN}`, {}],
];

/** Demo pages (their own tags replaced) and README-written fixtures; `ready` where a page settles late. */
const PAGES = [
  ['demo /', '/'],
  ['demo /header.html', '/header.html'],
  ['header and menu', 'fixture:header'],
  ['split header', 'fixture:header', (html) => html.replace('layout="default"', 'layout="split"')],
  ['sliders', 'fixture:slider'],
  ['split tests', 'fixture:split'],
  ['blocked frames', 'fixture:consent'],
];

const cell = (r) => (r.shift ? `${r.shift.score.toFixed(3)} ${String(r.shift.maxPx).padStart(3)} px` : 'paint held');

/**
 * Measures every page, way of loading and width in each engine; returns, per engine, the rows
 * [tags, page, ...cells] and the largest score per way of loading, or the reason the engine was not measured.
 */
export async function engineShifts(appUrl, { engines, widths, height = 900 }) {
  const results = [];
  for (const engine of engines) {
    const missing = engineMissing(engine);
    if (missing) {
      results.push({ engine, name: ENGINE_NAMES[engine], missing });
      continue;
    }
    const proxy = await pageProxy(appUrl);
    const e = await openEngine(engine, { proxy, timeout: 20_000 });
    const rows = [];
    const worst = VARIANTS.map(() => null);
    const cells = new Map();
    try {
      for (const width of widths) {
        await e.setViewport(width, height);
        for (const [v, [, tags, options]] of VARIANTS.entries())
          for (const [p, [, at, edit = (h) => h]] of PAGES.entries()) {
            let path = at;
            proxy.rewrite = (html) => html;
            if (at.startsWith('fixture:')) {
              path = `/first-paint/${at.slice(8)}-${p}.html`;
              proxy.pages.set(path, edit(fixture(at.slice(8), tags)));
            } else proxy.rewrite = (html) => html.replace(PB_CSS, '').replace(PB_JS, tags);
            const ready = () =>
              document.querySelectorAll('.pb-consent-placeholder').length >=
              document.querySelectorAll('iframe[data-src]:not([src])').length;
            const result = await measureShift(e, proxy, path, {
              ...options,
              ready: options.library === false ? undefined : ready,
            });
            await e.errors();
            cells.set(`${v} ${p} ${width}`, result);
            if (result.shift) worst[v] = Math.max(worst[v] ?? 0, result.shift.score);
          }
      }
    } finally {
      await e.close();
      await proxy.close();
    }
    for (const [v, [variant]] of VARIANTS.entries())
      for (const [p, [page]] of PAGES.entries())
        rows.push([variant, page, ...widths.map((w) => cell(cells.get(`${v} ${p} ${w}`)))]);
    results.push({ engine, name: `${ENGINE_NAMES[engine]} ${e.version}`, rows, worst });
  }
  return { variants: VARIANTS.map(([name]) => name), results };
}
