// Main-thread time per scroll frame on a page of 200 motion elements (translate, opacity, rotate, scale and blur),
// in one run: pb's compositor path (scroll-driven animations), pb's frame-scheduler path (the page config's
// `"motion": { "compositor": false }`), and the same page built with GSAP ScrollTrigger (devDependency, bench
// only), with equivalent effects. Measured by bench/frame.mjs's `measureScroll`; figures, not a timed test.
//
//   npm run build && npm run bench:scroll            # 200 elements, 16 px per frame
//   node bench/scroll.mjs --n 400 --step 24 --runs 3  # more elements, another step, best median of 3 runs
//
// Goals (issue 15): the compositor path at most 0.5 ms per frame; the scheduler path at most 1/4 of GSAP's.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { launchChromium } from '../scripts/chrome.mjs';
import { flag, measureScroll, serveBenchPages } from './frame.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WAIT = 15_000;
const GSAP = path.join(ROOT, 'node_modules', 'gsap', 'dist');

/** The five effect kinds, in turn: pb's attribute value and GSAP's start, middle and end properties. */
const EFFECTS = [
  { attr: 'translate-y', pb: '0|50|50|100|120|0|-120', gsap: [{ y: 120 }, { y: 0 }, { y: -120 }] },
  { attr: 'opacity', pb: '0|50|50|100|0|100|20', gsap: [{ opacity: 0 }, { opacity: 1 }, { opacity: 0.2 }] },
  { attr: 'rotate', pb: '0|50|50|100|-30|0|30', gsap: [{ rotation: -30 }, { rotation: 0 }, { rotation: 30 }] },
  { attr: 'scale', pb: '0|50|50|100|60|100|120', gsap: [{ scale: 0.6 }, { scale: 1 }, { scale: 1.2 }] },
  {
    attr: 'blur',
    pb: '0|50|50|100|8|0|8',
    gsap: [{ filter: 'blur(8px)' }, { filter: 'blur(0px)' }, { filter: 'blur(8px)' }],
  },
];

/**
 * Hook for the coordinator: extra markup for each page (20 sticky elements with stacking offsets, after the
 * sticky branch lands); `kind` is 'pb' or 'gsap', so each page gets its own equivalent. Empty for now.
 */
export function stickyMarkup(_kind) {
  return '';
}

/** Hook for the coordinator: extra script for the GSAP page (pinning the sticky elements). Empty for now. */
export function gsapStickyScript() {
  return '';
}

const STYLE = `body{margin:0;font:16px/1.5 system-ui,sans-serif}main{max-width:900px;margin:0 auto;padding:1rem}
.item{height:120px;margin:40px 0;border-radius:8px;background:linear-gradient(135deg,#c0563b,#e8b04a);color:#fff;
display:flex;align-items:center;justify-content:center;font-weight:600}`;

/** One page: `kind` 'pb', 'gsap' or 'static' (the same items, no effects, no script: the harness's floor); `compositor` false forces pb's scheduler path. */
export function benchPage(kind, { n = 200, compositor = true } = {}) {
  const items = [];
  for (let i = 0; i < n; i++) {
    const effect = EFFECTS[i % EFFECTS.length];
    const label = `Item ${i + 1}: ${effect.attr}`;
    items.push(
      kind === 'pb'
        ? `<pb-motion ${effect.attr}="${effect.pb}"><div class="item">${label}</div></pb-motion>`
        : kind === 'static'
          ? `<div><div class="item">${label}</div></div>`
          : `<div class="gs" data-effect="${i % EFFECTS.length}"><div class="item">${label}</div></div>`,
    );
  }
  const config = kind === 'pb' && !compositor ? '{ "motion": { "compositor": false } }' : '{}';
  const head =
    kind === 'pb'
      ? `<script type="application/json" id="pb-config">${config}</script>
<script type="module" src="/dist/pb.js" blocking="render"></script>`
      : kind === 'gsap'
        ? '<script src="/gsap/gsap.min.js"></script><script src="/gsap/ScrollTrigger.min.js"></script>'
        : '';
  const gsapScript =
    kind === 'gsap'
      ? `<script>
gsap.registerPlugin(ScrollTrigger);
const EFFECTS = ${JSON.stringify(EFFECTS.map((e) => e.gsap))};
for (const el of document.querySelectorAll('.gs')) {
  const [from, mid, to] = EFFECTS[+el.dataset.effect];
  gsap.timeline({ scrollTrigger: { trigger: el, start: 'center bottom', end: 'center top', scrub: true } })
    .fromTo(el, from, { ...mid, ease: 'none', duration: 0.5 })
    .to(el, { ...to, ease: 'none', duration: 0.5 });
}
${gsapStickyScript()}
</script>`
      : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench: ${n} motion elements (${kind})</title>
<link rel="icon" href="data:,"><style>${STYLE}</style>${head}</head>
<body><main><h1>${n} motion elements</h1>${stickyMarkup(kind)}${items.join('\n')}</main>${gsapScript}</body></html>`;
}

/** Opens `html` at `base` (the bench server, for /dist) in a fresh page, with GSAP served from node_modules. */
async function openPage(browser, base, html) {
  const context = await browser.newContext({ viewport: { width: 1200, height: 800 } });
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT);
  await page.route(`${base}/bench-scroll.html`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }),
  );
  await page.route(`${base}/gsap/*`, (route) => {
    const file = path.join(GSAP, path.basename(new URL(route.request().url()).pathname));
    route.fulfill({ contentType: 'text/javascript', body: fs.readFileSync(file, 'utf8') });
  });
  await page.goto(`${base}/bench-scroll.html`, { waitUntil: 'load' });
  return { page, close: () => context.close() };
}

/** Which path pb's store took on the page ('compositor', 'scheduler', ...), or '-' for GSAP. */
const pathOf = (page) => page.evaluate(() => document[Symbol.for('pb-elements.motion')]?.path ?? '-');

async function main() {
  if (!fs.existsSync(path.join(ROOT, 'dist', 'pb.js'))) {
    console.error('dist/ is missing: run `npm run build` first.');
    process.exit(1);
  }
  const n = flag('n', 200);
  const step = flag('step', 16);
  const runs = flag('runs', 1);
  const server = await serveBenchPages();
  const browser = await launchChromium(WAIT);
  const variants = [
    ['pb, compositor path', benchPage('pb', { n })],
    ['pb, scheduler path', benchPage('pb', { n, compositor: false })],
    ['GSAP ScrollTrigger', benchPage('gsap', { n })],
    ['static page (no effects)', benchPage('static', { n })],
  ];
  const rows = new Map();
  try {
    // Interleaved runs, so the shared machine's noise falls on every variant alike; each keeps its best median.
    for (let r = 0; r < runs; r++) {
      for (const [name, html] of variants) {
        const { page, close } = await openPage(browser, server.url, html);
        try {
          const result = await measureScroll(page, { step });
          const took = await pathOf(page);
          const best = rows.get(name);
          if (!best || result.total.median < best.result.total.median) rows.set(name, { took, result });
        } finally {
          await close();
        }
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const ms = (s) => `${s.median.toFixed(3)} / ${s.p95.toFixed(3)}`;
  const header = ['page', 'path taken', 'frames', 'scripting', 'style+layout', 'paint+commit', 'main total'];
  const body = [...rows].map(([name, { took, result: r }]) => [
    name,
    took,
    String(r.frames),
    ms(r.scripting),
    ms(r.styleLayout),
    ms(r.paint),
    ms(r.total),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log(`${n} motion elements, ${step} px per frame, ${runs} run(s), best median kept`);
  console.log('Main-thread ms per scroll frame, median / p95 (Chromium trace, self time by category)');
  console.log(line(header));
  for (const row of body) console.log(line(row));
  const total = (name) => rows.get(name).result.total;
  const compositor = total('pb, compositor path');
  const scheduler = total('pb, scheduler path');
  const gsap = total('GSAP ScrollTrigger');
  const floor = total('static page (no effects)');
  console.log(
    `Above the static page's ${floor.median.toFixed(3)} ms (the harness's own scroll, commit included): ` +
      `compositor +${(compositor.median - floor.median).toFixed(3)}, scheduler +${(scheduler.median - floor.median).toFixed(3)}, ` +
      `GSAP +${(gsap.median - floor.median).toFixed(3)} ms (medians)`,
  );
  const verdict = (value, goal) =>
    value <= goal ? `met (${value.toFixed(3)} <= ${goal.toFixed(3)})` : `missed by ${(value - goal).toFixed(3)} ms`;
  console.log(
    `Goal: compositor <= 0.5 ms (median): ${verdict(compositor.median, 0.5)}; p95 ${compositor.p95.toFixed(3)}`,
  );
  console.log(
    `Goal: scheduler <= 1/4 of GSAP (median ${gsap.median.toFixed(3)} / 4 = ${(gsap.median / 4).toFixed(3)}): ` +
      `${verdict(scheduler.median, gsap.median / 4)}; p95 ${scheduler.p95.toFixed(3)} vs ${(gsap.p95 / 4).toFixed(3)}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
