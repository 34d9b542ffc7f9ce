// Main-thread time per scroll frame on a page of 200 motion elements (translate, opacity, rotate, scale and blur)
// and 20 sticky bars with stacking offsets (4 sections of 5), in one run: pb's compositor path (scroll-driven
// animations), pb's frame-scheduler path (the page config's `"motion": { "compositor": false }`), the same page
// built with GSAP ScrollTrigger (devDependency, bench only) with equivalent effects and pinning, the same effects
// written by hand in CSS with no library (the compositor path's floor: what Chromium itself spends on them), and the
// same page static (the harness's floor). Measured by bench/frame.mjs's `measureScroll`; figures, not a timed test.
//
//   npm run build && npm run bench:scroll            # 200 elements, 16 px per frame
//   node bench/scroll.mjs --n 400 --step 24 --runs 3  # more elements, another step, best median of 3 runs
//   npm run bench:scroll -- --write                  # also record the output in BENCHMARKS.md (report.mjs)
//   node bench/scroll.mjs --baseline ../main/dist     # another build of pb (before -> after) in the same run
//   node bench/scroll.mjs --why --only scheduler      # one page, and the trace events that cost the most
//
//   node bench/scroll.mjs --check                     # no timing: where the sticky bars sit, pb beside GSAP
//
// Prints a breakdown (script, style, layout, paint, commit) per page, counts no noise changes (style passes,
// elements styled), and last the totals with their ratio to GSAP's. Goals (issue 33), in the same run: the
// scheduler path at or below GSAP's median and p95; the compositor path at most half GSAP's median, and at or
// below its p95.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { launchChromium } from '../scripts/chrome.mjs';
import { measureScroll, serveBenchPages } from './frame.mjs';
import { flag, requireDist } from './harness.mjs';
import { recordRun } from './report.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WAIT = 15_000;
const GSAP = path.join(ROOT, 'node_modules', 'gsap', 'dist');

/**
 * The five effect kinds, in turn: pb's attribute value, GSAP's start, middle and end properties, and the same three
 * as CSS declarations (the hand-written page).
 */
const EFFECTS = [
  {
    attr: 'translate-y',
    pb: '0|50|50|100|120|0|-120',
    gsap: [{ y: 120 }, { y: 0 }, { y: -120 }],
    css: ['translate:0 120px', 'translate:0 0', 'translate:0 -120px'],
  },
  {
    attr: 'opacity',
    pb: '0|50|50|100|0|100|20',
    gsap: [{ opacity: 0 }, { opacity: 1 }, { opacity: 0.2 }],
    css: ['opacity:0', 'opacity:1', 'opacity:0.2'],
  },
  {
    attr: 'rotate',
    pb: '0|50|50|100|-30|0|30',
    gsap: [{ rotation: -30 }, { rotation: 0 }, { rotation: 30 }],
    css: ['rotate:-30deg', 'rotate:0deg', 'rotate:30deg'],
  },
  {
    attr: 'scale',
    pb: '0|50|50|100|60|100|120',
    gsap: [{ scale: 0.6 }, { scale: 1 }, { scale: 1.2 }],
    css: ['scale:0.6', 'scale:1', 'scale:1.2'],
  },
  {
    attr: 'blur',
    pb: '0|50|50|100|8|0|8',
    gsap: [{ filter: 'blur(8px)' }, { filter: 'blur(0px)' }, { filter: 'blur(8px)' }],
    css: ['filter:blur(8px)', 'filter:blur(0px)', 'filter:blur(8px)'],
  },
];

/**
 * The hand-written page (`css`): what the compositor path costs Chromium with no library at all. The same effects
 * as CSS keyframes on the root's scroll timeline, each item's range from its centre, applied only to the items
 * within the spec's 500 px style zone by a few lines on one scroll listener, as pb's store does; the bars are
 * native `position: sticky`, which costs the main thread nothing. Its figure is the floor of pb's compositor path.
 */
const CSS_ZONE = 500;
const CSS_PAGE = 'CSS by hand, no library';
const cssMotion = () => `:root{scroll-timeline:--page block}
${EFFECTS.map(
  (e, i) =>
    `@keyframes fx${i}{0%{${e.css[0]}}50%{${e.css[1]}}100%{${e.css[2]}}}` +
    `.fx${i}{animation:fx${i} auto linear both;animation-timeline:--page}`,
).join('\n')}`;
const cssZoneScript = `<script>
const boxes = [...document.querySelectorAll('[data-fx]')].map((el) => {
  const r = el.getBoundingClientRect();
  return { el, top: r.top + scrollY, height: r.height, on: false };
});
const zone = () => {
  const y = scrollY;
  const h = innerHeight;
  for (const b of boxes) {
    const on = b.top + b.height > y - ${CSS_ZONE} && b.top < y + h + ${CSS_ZONE};
    if (on === b.on) continue;
    b.on = on;
    const centre = b.top + b.height / 2;
    b.el.style.animationRange = on ? centre - h + 'px ' + centre + 'px' : '';
    b.el.className = on ? 'fx' + b.el.dataset.fx : '';
  }
};
let queued = false;
addEventListener('scroll', () => {
  if (queued) return;
  queued = true;
  requestAnimationFrame(() => {
    queued = false;
    zone();
  });
}, { passive: true });
zone();
</script>`;

/** The sticky part of the page (issue 15): 4 sections of 5 bars, each bar in its own wrapping div. */
export const STICKY_SECTIONS = 4;
export const STICKY_BARS = 5;
/** A bar's height in px (border-box), so GSAP's start lines can stack them without measuring. */
export const BAR_HEIGHT = 40;

/**
 * One section, 2000 px tall, of 5 sticky bars with stacking offsets. pb: `<pb-sticky position="top"
 * bottom-limit="section">` (offset-surrounding on by default), inside a wrapping div so the limit is not the
 * parent and the spec's fixed-position path runs, placeholder included. GSAP: the same bars, pinned by
 * gsapStickyScript(). Static: the same bars, no behaviour (the harness's floor).
 */
export function stickySection(kind, s) {
  const bars = [];
  for (let b = 0; b < STICKY_BARS; b++) {
    const label = `Sticky ${s + 1}.${b + 1}`;
    const bar =
      kind === 'pb'
        ? `<pb-sticky class="bar" position="top" bottom-limit="section">${label}</pb-sticky>`
        : `<div class="bar"${kind === 'gsap' ? ` data-bar="${b}"` : ''}>${label}</div>`;
    // The hand-written page's bars: native sticky on the wrapper, whose containing block is the section.
    const native = kind === 'css' ? ` style="position:sticky;top:${b * BAR_HEIGHT}px"` : '';
    bars.push(`<div class="bar-wrap"${native}>${bar}</div>`);
  }
  return `<section class="sticky-section">${bars.join('')}</section>`;
}

/** Every sticky section of `kind`'s page, in order (benchPage spreads them among the motion items). */
export function stickyMarkup(kind) {
  return Array.from({ length: STICKY_SECTIONS }, (_, s) => stickySection(kind, s)).join('\n');
}

/**
 * GSAP's equivalent of pb's stacked bars: each bar pinned from where the bars above it in its section end
 * (`top top+=<their height>`) until its section's bottom reaches the bar's bottom. pinSpacing off: the pin
 * spacer holds the bar's room as pb's placeholder does, and adds none.
 */
export function gsapStickyScript() {
  return `for (const bar of document.querySelectorAll('.bar[data-bar]')) {
  const above = +bar.dataset.bar * ${BAR_HEIGHT};
  ScrollTrigger.create({
    trigger: bar, pin: true, pinSpacing: false, start: 'top top+=' + above,
    endTrigger: bar.closest('section'), end: 'bottom top+=' + (above + ${BAR_HEIGHT}),
  });
}`;
}

const STYLE = `body{margin:0;font:16px/1.5 system-ui,sans-serif}main{max-width:900px;margin:0 auto;padding:1rem}
.item{height:120px;margin:40px 0;border-radius:8px;background:linear-gradient(135deg,#c0563b,#e8b04a);color:#fff;
display:flex;align-items:center;justify-content:center;font-weight:600}
.sticky-section{height:2000px;border-top:2px solid #1d3557}.bar-wrap{margin:0 0 300px}
.bar{box-sizing:border-box;height:${BAR_HEIGHT}px;padding:8px 1rem;background:#1d3557;color:#fff}`;

/**
 * One page: `kind` 'pb', 'gsap', 'css' (by hand, no library: the compositor path's floor) or 'static' (the same
 * items, no effects, no script: the harness's floor); `compositor` false forces pb's scheduler path.
 */
export function benchPage(kind, { n = 200, compositor = true, src = '/dist/pb.js' } = {}) {
  const items = [];
  const every = Math.ceil(n / STICKY_SECTIONS);
  for (let i = 0; i < n; i++) {
    // The sticky sections sit among the motion items, so both kinds of work fall on the same frames.
    if (i % every === 0 && i / every < STICKY_SECTIONS) items.push(stickySection(kind, i / every));
    const effect = EFFECTS[i % EFFECTS.length];
    const label = `Item ${i + 1}: ${effect.attr}`;
    items.push(
      kind === 'pb'
        ? `<pb-motion ${effect.attr}="${effect.pb}"><div class="item">${label}</div></pb-motion>`
        : kind === 'static'
          ? `<div><div class="item">${label}</div></div>`
          : kind === 'css'
            ? `<div data-fx="${i % EFFECTS.length}"><div class="item">${label}</div></div>`
            : `<div class="gs" data-effect="${i % EFFECTS.length}"><div class="item">${label}</div></div>`,
    );
  }
  const config = kind === 'pb' && !compositor ? '{ "motion": { "compositor": false } }' : '{}';
  const head =
    kind === 'pb'
      ? `<script type="application/json" id="pb-config">${config}</script>
<script type="module" src="${src}" blocking="render"></script>`
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
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench: ${n} motion elements, ${STICKY_SECTIONS * STICKY_BARS} sticky (${kind})</title>
<link rel="icon" href="data:,"><style>${STYLE}${kind === 'css' ? cssMotion() : ''}</style>${head}</head>
<body><main><h1>${n} motion elements</h1>${items.join('\n')}</main>${gsapScript}${kind === 'css' ? cssZoneScript : ''}</body></html>`;
}

/** Opens `html` at `base` (the bench server, for /dist) in a fresh page, with GSAP served from node_modules. */
async function openPage(browser, base, html, baseline = '') {
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
  if (baseline) {
    await page.route(`${base}/base/**`, (route) => {
      const file = path.join(baseline, new URL(route.request().url()).pathname.slice('/base/'.length));
      route.fulfill({ contentType: 'text/javascript', body: fs.readFileSync(file, 'utf8') });
    });
  }
  await page.goto(`${base}/bench-scroll.html`, { waitUntil: 'load' });
  return { page, close: () => context.close() };
}

/** Which path pb's store took on the page ('compositor', 'scheduler', ...), or '-' for GSAP. */
const pathOf = (page) => page.evaluate(() => document[Symbol.for('pb-elements.motion')]?.path ?? '-');

/**
 * `--check`: the bars' viewport tops in the first two sections at scroll positions where they stack, pause at
 * the section's end and start again in the next section, pb beside GSAP, so a page that does not stick shows.
 */
async function check(browser, base) {
  const at = async (html) => {
    const { page, close } = await openPage(browser, base, html);
    try {
      // pb-sticky measures 10 ms after it connects (CCH §9's initial reset); wait for the tag, then past that.
      await page.evaluate(async () => {
        if (document.querySelector('pb-sticky')) await customElements.whenDefined('pb-sticky');
        await new Promise((r) => setTimeout(r, 200));
      });
      const rows = [];
      for (const [name, pick] of [
        ['section 1, all stuck', (t) => t[0] + 1500],
        ['section 1 ends 150 px down', (_, ends) => ends[0] - 150],
        ['section 2, 100 px in', (t) => t[1] + 100],
        ['section 2, all stuck', (t) => t[1] + 1500],
      ]) {
        const tops = await page.evaluate(() =>
          [...document.querySelectorAll('.sticky-section')].map((e) => e.offsetTop),
        );
        const ends = await page.evaluate(() =>
          [...document.querySelectorAll('.sticky-section')].map((e) => e.offsetTop + e.offsetHeight),
        );
        const y = pick(tops, ends);
        await page.evaluate((top) => scrollTo(0, top), y);
        const bars = await page.evaluate(async () => {
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
          return [...document.querySelectorAll('.sticky-section')]
            .slice(0, 2)
            .map((sec) => [...sec.querySelectorAll('.bar')].map((b) => Math.round(b.getBoundingClientRect().top)));
        });
        rows.push([name, y, bars]);
      }
      return rows;
    } finally {
      await close();
    }
  };
  const pb = await at(benchPage('pb', { n: 40 }));
  const gsap = await at(benchPage('gsap', { n: 40 }));
  console.log("Bars' viewport tops (px), sections 1 | 2; pb above, GSAP below");
  pb.forEach(([name, y, bars], i) => {
    console.log(`${name} (scrollY ${y}):`);
    console.log(`  pb   ${bars.map((b) => b.join(' ')).join(' | ')}`);
    console.log(`  GSAP ${gsap[i][2].map((b) => b.join(' ')).join(' | ')}`);
  });
}

async function main() {
  requireDist(ROOT);
  const startLoad = os.loadavg();
  const n = flag('n', 200);
  const step = flag('step', 16);
  const runs = flag('runs', 1);
  const server = await serveBenchPages();
  const browser = await launchChromium(WAIT);
  if (process.argv.includes('--check')) {
    try {
      await check(browser, server.url);
    } finally {
      await browser.close();
      await server.close();
    }
    return;
  }
  // `--baseline <dist>`: another build of pb (e.g. main's) measured in the same run, as before -> after.
  const at = process.argv.indexOf('--baseline');
  const baseline = at > 0 ? path.resolve(process.argv[at + 1] ?? '') : '';
  const variants = [
    ['pb, compositor path', benchPage('pb', { n })],
    ['pb, scheduler path', benchPage('pb', { n, compositor: false })],
    ...(baseline
      ? [
          ['baseline pb, compositor path', benchPage('pb', { n, src: '/base/pb.js' })],
          ['baseline pb, scheduler path', benchPage('pb', { n, compositor: false, src: '/base/pb.js' })],
        ]
      : []),
    ['GSAP ScrollTrigger', benchPage('gsap', { n })],
    [CSS_PAGE, benchPage('css', { n })],
    ['static page (no effects)', benchPage('static', { n })],
  ];
  // `--only <text>`: only the pages whose name holds the text (exploring one path; the ratios need GSAP's page).
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : '';
  if (only) variants.splice(0, variants.length, ...variants.filter(([name]) => name.includes(only)));
  const rows = new Map();
  try {
    // Interleaved runs, so the shared machine's noise falls on every variant alike; each keeps its best median.
    for (let r = 0; r < runs; r++) {
      for (const [name, html] of variants) {
        const { page, close } = await openPage(browser, server.url, html, baseline);
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
  const ms = (s) => `${s.median.toFixed(2)} / ${s.p95.toFixed(2)}`;
  const table = (header, body) => {
    const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
    const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
    console.log(line(header));
    for (const row of body) console.log(line(row));
  };
  console.log(
    `${n} motion elements and ${STICKY_SECTIONS * STICKY_BARS} sticky bars, ${step} px per frame, ${runs} run(s), best median kept`,
  );
  // The conditions: on a shared machine the totals swing with the load; the counts below do not.
  const load = (l) => l.map((v) => v.toFixed(1)).join(' ');
  console.log(`Load average (1, 5, 15 min) at the start: ${load(startLoad)}; at the end: ${load(os.loadavg())}`);
  console.log('');
  console.log('Breakdown: main-thread ms per scroll frame by trace event (self time), median / p95');
  const parts = ['script', 'style', 'layout', 'paint', 'commit', 'other'];
  table(
    ['page', 'path taken', 'frames', ...parts],
    [...rows].map(([name, { took, result: r }]) => [name, took, String(r.frames), ...parts.map((k) => ms(r.parts[k]))]),
  );
  // Counts no noise changes: style passes and the elements they recalculated, layouts, sheets parsed.
  console.log('');
  console.log('Per frame, mean: style passes, elements styled, layouts, style sheets parsed, script calls');
  const count = (r, event, key = 'count') =>
    [...r.names].filter(([k]) => k === event || k.startsWith(`${event} `)).reduce((a, [, v]) => a + v[key], 0) /
    r.frames;
  table(
    ['page', 'style passes', 'elements styled', 'layouts', 'sheets parsed', 'script calls'],
    [...rows].map(([name, { result: r }]) => [
      name,
      count(r, 'UpdateLayoutTree').toFixed(2),
      count(r, 'UpdateLayoutTree', 'elements').toFixed(1),
      count(r, 'Layout').toFixed(2),
      count(r, 'ParseAuthorStyleSheet').toFixed(2),
      (count(r, 'FunctionCall') + count(r, 'FireAnimationFrame')).toFixed(2),
    ]),
  );
  if (process.argv.includes('--why')) {
    // The trace events that take the most self time, per frame over the whole run (`FunctionCall` by script).
    for (const [name, { result: r }] of rows) {
      console.log('');
      console.log(`${name}: main-thread ms per frame by trace event, mean over ${r.frames} frames (events per frame)`);
      const top = [...r.names].sort((a, b) => b[1].ms - a[1].ms).slice(0, 25);
      for (const [event, { ms, count }] of top) {
        console.log(`  ${(ms / r.frames).toFixed(3).padStart(7)}  (${(count / r.frames).toFixed(2)})  ${event}`);
      }
    }
  }
  if (!rows.has('GSAP ScrollTrigger') || !rows.has('static page (no effects)')) return;
  const total = (name) => rows.get(name).result.total;
  const gsap = total('GSAP ScrollTrigger');
  const floor = total('static page (no effects)');
  const ratio = (a, b) => (a / b).toFixed(2);
  // Issue 33's goals: the scheduler at or below GSAP (median and p95), the compositor at most half GSAP's median
  // and at or below its p95. The last lines, beside the absolute figures.
  const goals = {
    'pb, compositor path': { median: 0.5, p95: 1 },
    'pb, scheduler path': { median: 1, p95: 1 },
  };
  console.log('');
  console.log('Main-thread ms per scroll frame, median / p95, and the ratio to GSAP ScrollTrigger in this run');
  table(
    ['page', 'main total', 'to GSAP', 'goal', 'met'],
    [...rows].map(([name]) => {
      const t = total(name);
      const goal = goals[name.replace(/^baseline /, '')];
      const met = goal && t.median <= goal.median * gsap.median && t.p95 <= goal.p95 * gsap.p95;
      return [
        name,
        ms(t),
        `${ratio(t.median, gsap.median)} / ${ratio(t.p95, gsap.p95)}`,
        goal ? `<= ${goal.median} / ${goal.p95}` : '',
        goal ? (met ? 'yes' : 'no') : '',
      ];
    }),
  );
  console.log(
    `Above the static page's ${floor.median.toFixed(2)} ms (the harness's own scroll, commit included): ` +
      [...rows]
        .filter(([name]) => name !== 'static page (no effects)')
        .map(([name]) => `${name} +${(total(name).median - floor.median).toFixed(2)}`)
        .join(', '),
  );
  if (!rows.has(CSS_PAGE) || !rows.has('pb, compositor path')) return;
  // What the engine spends on the same scroll-driven animations with no library at all: no script can go below it.
  const hand = total(CSS_PAGE);
  console.log(
    `The compositor path beside the same animations written by hand (${ms(hand)}): ` +
      `${ratio(total('pb, compositor path').median, hand.median)} / ` +
      `${ratio(total('pb, compositor path').p95, hand.p95)}; half GSAP's median is ${(gsap.median / 2).toFixed(2)} ms, ` +
      `the hand-written page's median ${ratio(hand.median, gsap.median)} of GSAP's`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  recordRun('scroll');
  await main();
}
