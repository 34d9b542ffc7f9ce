// Main-thread time per scroll frame: loads a page in Chromium, scrolls it from top to bottom by a fixed step per
// animation frame, records a Chromium trace meanwhile, and splits the renderer main thread's time into frames.
//
//   npm run bench:frame                         # the demo's main page (idle baseline) beside 300 toggles
//   node bench/frame.mjs --n 1000 --step 24     # more toggles, another step
//   npm run bench:frame -- --write              # also record the output in BENCHMARKS.md (report.mjs)
//
// Reuse: `measureScroll(pageOrUrl, options)` against any page (the motion and sticky work will point it at a
// ScrollTrigger page). It is a benchmark that prints figures, not a timed test.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { launchChromium } from '../scripts/chrome.mjs';
import { flag, requireDist, settleInPage, stats, threadSlices } from './harness.mjs';
import { recordRun } from './report.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WAIT = 15_000;

// Trace event names by the category DevTools' performance panel gives them. Time is counted as self time (an
// event's duration minus its children's), so a layout forced from a script counts as layout, not as scripting.
const SCRIPTING = new Set([
  'FunctionCall',
  'EvaluateScript',
  'v8.evaluateModule',
  'FireAnimationFrame',
  'FireIdleCallback',
  'TimerFire',
  'EventDispatch',
  'RunMicrotasks',
  'v8.compile',
  'v8.compileModule',
  'V8.CompileCode',
  'v8.produceCache',
  'v8.produceModuleCache',
  'MinorGC',
  'MajorGC',
  'V8.GCScavenger',
  'V8.GCCompactor',
  'V8.GCFinalizeMC',
  'V8.GCIncrementalMarking',
  'BlinkGC.AtomicPhase',
  'XHRReadyStateChange',
  'XHRLoad',
  'IntersectionObserverController::computeIntersections',
  'ResizeObserverController::NotifyObservations',
]);
const STYLE_LAYOUT = new Set([
  'UpdateLayoutTree',
  'RecalculateStyles',
  'ScheduleStyleRecalculation',
  'Layout',
  'UpdateLayerTree',
  'HitTest',
  'ScrollLayer',
  'ParseAuthorStyleSheet',
]);
// Commit is the main thread handing the frame to the compositor thread, as DevTools counts it under painting.
const PAINT = new Set(['PrePaint', 'Paint', 'PaintImage', 'Layerize', 'CompositeLayers', 'Commit', 'UpdateLayer']);
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8',
  'blink.user_timing',
];

/**
 * Style and layout passes that the harness's `scrollBy` forces: the harness writes nothing to the page, so what
 * they recalculate is the page's own pending work (a library that writes its styles in the scroll event, as
 * GSAP's ScrollTrigger does, has them recalculated there), and they count as the page's.
 */
const FORCED = new Set(['UpdateLayoutTree', 'RecalculateStyles', 'Layout']);

/**
 * Self time of every slice, with each slice's outermost harness ancestor (set `harness`) so the harness's own
 * scrolling callback and what it calls are left out of the page's figures, all but the passes it forces.
 */
function selfTimes(slices, isHarness) {
  const stack = [];
  for (const s of slices) {
    while (stack.length && stack[stack.length - 1].end <= s.ts) stack.pop();
    const parent = stack[stack.length - 1];
    s.self = s.end - s.ts;
    s.harness = (Boolean(parent?.harness) || isHarness(s)) && !FORCED.has(s.name);
    if (parent) parent.self -= Math.min(s.end, parent.end) - s.ts;
    stack.push(s);
  }
  return slices;
}

/** The finer split of the breakdown (`detailFromTrace`): style apart from layout, commit apart from paint. */
const STYLE = new Set(['UpdateLayoutTree', 'RecalculateStyles', 'ScheduleStyleRecalculation', 'ParseAuthorStyleSheet']);
const COMMIT = new Set(['Layerize', 'CompositeLayers', 'Commit', 'UpdateLayer']);
const categoryOf = (name) =>
  SCRIPTING.has(name) ? 'scripting' : STYLE_LAYOUT.has(name) ? 'styleLayout' : PAINT.has(name) ? 'paint' : 'other';
const partOf = (name) =>
  SCRIPTING.has(name)
    ? 'script'
    : STYLE.has(name)
      ? 'style'
      : STYLE_LAYOUT.has(name)
        ? 'layout'
        : COMMIT.has(name)
          ? 'commit'
          : PAINT.has(name)
            ? 'paint'
            : 'other';

/**
 * Walks the page's slices of one scroll run frame by frame: `add(frameIndex, slice)` for each slice with self
 * time that is not the harness's. Returns the frame bounds (the harness's callbacks, in microseconds).
 */
function eachPageSlice(traceEvents, { frameId, callbackIds }, add) {
  const ids = new Set(callbackIds);
  const isOurs = (e) => e.name === 'FireAnimationFrame' && e.args?.data?.frame === frameId && ids.has(e.args.data.id);
  const marks = traceEvents.filter(isOurs);
  if (marks.length < 2) throw new Error(`trace holds ${marks.length} of the harness's animation frames`);
  const { pid, tid } = marks[0];
  const slices = selfTimes(threadSlices(traceEvents, pid, tid), (s) => isOurs(s.e));
  const bounds = marks.map((m) => m.ts).sort((a, b) => a - b);
  let f = 0;
  for (const s of slices) {
    if (s.ts < bounds[0]) continue;
    while (f < bounds.length - 1 && s.ts >= bounds[f + 1]) f++;
    if (f >= bounds.length - 1) break;
    if (s.harness || s.self <= 0) continue;
    add(f, s);
  }
  return bounds;
}

/**
 * Split the trace of one scroll run into frames. Frame i runs from the harness's i-th animation-frame callback to
 * the next one: the style, layout and paint of that frame, then the next frame's scroll events. The page's own
 * requestAnimationFrame callbacks for scroll i run just after the harness's, in frame i+1; over a steady scroll
 * that shifts work by one frame, not in or out of the distribution.
 */
export function framesFromTrace(traceEvents, marks) {
  const frames = [];
  const bounds = eachPageSlice(traceEvents, marks, (f, s) => {
    frames[f] ??= { scripting: 0, styleLayout: 0, paint: 0, other: 0 };
    frames[f][categoryOf(s.name)] += s.self / 1000;
  });
  return bounds.slice(0, -1).map((_, i) => {
    frames[i] ??= { scripting: 0, styleLayout: 0, paint: 0, other: 0 };
    return { ...frames[i], interval: (bounds[i + 1] - bounds[i]) / 1000 };
  });
}

/**
 * The same frames split finer, for a bench's breakdown: script, style, layout, paint, commit and other per frame
 * (ms), and the page's self time per trace event name over the whole run (`{ ms, count,
 * elements }`: self time, events, and for style passes the elements recalculated; `FunctionCall` also by the
 * function's script, so the page's own callbacks show apart from the library's).
 */
export function detailFromTrace(traceEvents, marks) {
  const parts = [];
  const names = new Map();
  const bounds = eachPageSlice(traceEvents, marks, (f, s) => {
    parts[f] ??= { script: 0, style: 0, layout: 0, paint: 0, commit: 0, other: 0 };
    parts[f][partOf(s.name)] += s.self / 1000;
    const data = s.e.args?.data;
    const where = data?.url ? ` ${data.functionName || '(anonymous)'} @ ${path.basename(data.url)}` : '';
    const key = `${s.name}${where}`;
    const was = names.get(key) ?? { ms: 0, count: 0, elements: 0 };
    // How many elements a style pass recalculated (UpdateLayoutTree's elementCount): a figure no noise changes.
    const elements = s.e.args?.elementCount ?? s.e.args?.endData?.elementCount ?? 0;
    names.set(key, { ms: was.ms + s.self / 1000, count: was.count + 1, elements: was.elements + elements });
  });
  const frames = bounds
    .slice(0, -1)
    .map((_, i) => parts[i] ?? { script: 0, style: 0, layout: 0, paint: 0, commit: 0, other: 0 });
  return { frames, names };
}

/** In the page: scroll to the end by `step` px per animation frame; the rAF ids mark the frames in the trace. */
function scrollInPage({ step, maxFrames }) {
  return new Promise((resolve) => {
    const root = document.scrollingElement || document.documentElement;
    const ids = [];
    let frames = 0;
    const tick = () => {
      const end = root.scrollHeight - innerHeight;
      if (frames >= maxFrames || window.scrollY >= end) {
        resolve({ ids, frames, scrolled: window.scrollY, height: root.scrollHeight });
        return;
      }
      window.scrollBy(0, step);
      frames++;
      ids.push(requestAnimationFrame(tick));
    };
    ids.push(requestAnimationFrame(tick));
  });
}

/**
 * Scroll a page through its whole height and report main-thread milliseconds per frame.
 * `target`: a Playwright Page (Chromium, already loaded), or a URL to open in a fresh page.
 * Options: `step` px per frame (16); `maxFrames` (1500), after which the step grows so the whole height still
 * fits; `viewport` ({ width: 1200, height: 800 }) and `browser` (else one is launched) when given a URL;
 * `settle` (true): wait for the page's pb-* tags to be defined first.
 */
export async function measureScroll(target, options = {}) {
  const { step: minStep = 16, maxFrames = 1500, settle = true } = options;
  if (typeof target === 'string') {
    const browser = options.browser ?? (await launchChromium(WAIT));
    const context = await browser.newContext({ viewport: options.viewport ?? { width: 1200, height: 800 } });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(WAIT);
      await page.goto(target, { waitUntil: 'load' });
      return { url: target, ...(await measureScroll(page, { ...options, settle })) };
    } finally {
      await context.close();
      if (!options.browser) await browser.close();
    }
  }
  const page = target;
  if (settle) await page.evaluate(settleInPage, { ms: WAIT });
  await page.evaluate(() => window.scrollTo(0, 0));
  const height = await page.evaluate(() => (document.scrollingElement || document.documentElement).scrollHeight);
  const distance = height - page.viewportSize().height;
  const step = Math.max(minStep, Math.ceil(distance / maxFrames));
  const cdp = await page.context().newCDPSession(page);
  const { frameTree } = await cdp.send('Page.getFrameTree');
  await cdp.detach();
  const browser = page.context().browser();
  await browser.startTracing(page, { categories: CATEGORIES });
  let run;
  let buffer;
  try {
    run = await page.evaluate(scrollInPage, { step, maxFrames: Math.ceil(distance / step) + 1 });
  } finally {
    buffer = await browser.stopTracing();
  }
  const trace = JSON.parse(buffer.toString('utf8'));
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const marks = { frameId: frameTree.frame.id, callbackIds: run.ids };
  const frames = framesFromTrace(events, marks);
  const pick = (key) => stats(frames.map((f) => f[key]));
  const detail = detailFromTrace(events, marks);
  const parts = Object.fromEntries(
    ['script', 'style', 'layout', 'paint', 'commit', 'other'].map((k) => [k, stats(detail.frames.map((f) => f[k]))]),
  );
  return {
    frames: frames.length,
    step,
    height: run.height,
    scripting: pick('scripting'),
    styleLayout: pick('styleLayout'),
    paint: pick('paint'),
    total: stats(frames.map((f) => f.scripting + f.styleLayout + f.paint + f.other)),
    interval: pick('interval'),
    parts,
    names: detail.names,
    perFrame: frames,
  };
}

/** A tiny static server for bench-only pages: `/dist/*` from dist/, everything else from bench/pages/. */
export function serveBenchPages({ root = ROOT } = {}) {
  const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };
  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    const [base, rel] = pathname.startsWith('/dist/')
      ? [path.join(root, 'dist'), pathname.slice('/dist/'.length)]
      : [path.join(root, 'bench', 'pages'), pathname.slice(1)];
    const file = path.resolve(base, decodeURIComponent(rel));
    if (!file.startsWith(base + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404).end('Not found\n');
      return;
    }
    res.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise((r) => {
            server.close(() => r());
            server.closeAllConnections();
          }),
      });
    });
  });
}

async function main() {
  requireDist(ROOT);
  const n = flag('n', 300);
  const step = flag('step', 16);
  const { startServer } = await import('../demo/server/index.js');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-frame-'));
  const demo = await startServer({ port: 0, host: '127.0.0.1', dbPath: path.join(tmp, 'bench.sqlite'), root: ROOT });
  const pages = await serveBenchPages();
  const browser = await launchChromium(WAIT);
  const rows = [];
  try {
    const targets = [
      ['demo main page (idle baseline)', `${demo.url}/`],
      [`${n} toggles (bench/pages)`, `${pages.url}/toggles.html?n=${n}`],
    ];
    for (const [name, url] of targets) rows.push([name, await measureScroll(url, { browser, step })]);
  } finally {
    await browser.close();
    await pages.close();
    await demo.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  const ms = (s) => `${s.median.toFixed(2)} / ${s.p95.toFixed(2)}`;
  const header = [
    'page',
    'frames',
    'step',
    'scripting',
    'style+layout',
    'paint+commit',
    'main total',
    'frame interval',
  ];
  const body = rows.map(([name, r]) => [
    name,
    String(r.frames),
    `${r.step} px`,
    ms(r.scripting),
    ms(r.styleLayout),
    ms(r.paint),
    ms(r.total),
    ms(r.interval),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log('Main-thread ms per scroll frame, median / p95 (Chromium trace, self time by category)');
  console.log(line(header));
  for (const r of body) console.log(line(r));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  recordRun('frame');
  await main();
}
