// Mount time of many elements: the built library against a hand-written baseline,
// both measured in this run, in headless Chromium.
//
//   npm run build && npm run bench:mount [-- --runs 7 --counts 300,1000 --autoload | --separate]
//   diagnosis: -- --trace 300 (trace events, pb beside base), -- --profile 300 [--inclusive | --callees F]
//   [--profile-out FILE] (the raw CPU profile as JSON, for DevTools or a script)
//   --write: also record the output in BENCHMARKS.md (report.mjs)
//
// The page is a mix a site would have: standalone toggles, accordions of toggles
// and tabs (10 custom elements per repeated unit). Both variants fetch their code
// first and run the chunks the elements share (React); the clock starts when the
// element modules run (pb's three as one module graph unless `--separate`), so when `define()` upgrades the page, and stops after the
// first frame that shows the result. Figures: main-thread CPU (the DevTools
// protocol's TaskDuration) and wall time, medians of the runs.
//
// The baseline is what a careful hand-written custom element would do for the
// same result: attach a shadow root, adopt the same constructable sheets, clone
// the exact shadow DOM our element rendered (harvested from the build in this
// run) and add its click listener; for a plain element (the accordion), which
// renders nothing, an element that does nothing. It does no attribute parsing, no state and
// no accessibility bookkeeping, so it is a floor, not a peer.
import { readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { launchChromium } from '../scripts/chrome.mjs';
import { staticClosure } from '../scripts/chunks.mjs';
import { stats } from './harness.mjs';
import { recordRun } from './report.mjs';

// --write: this run's output also goes into BENCHMARKS.md (report.mjs).
recordRun('mount');

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const RUNS = Math.max(5, Number(arg('runs', 7)));
/** `--profile N`: instead of the table, the functions taking most self time while N elements mount (pb). */
const PROFILE = Number(arg('profile', 0));
/** `--trace N`: instead of the table, main-thread time by trace event while N elements mount, pb beside base. */
const TRACE = Number(arg('trace', 0));
/**
 * `--separate`: pb's three element modules as three bare dynamic imports, without the autoloader's hold. Each may
 * evaluate in its own task, so the browser can paint between them (an extra style and layout pass). By default
 * they load as one module graph, as `all.js` or a site's bundle does and as the baseline's one module does.
 */
const SEPARATE = process.argv.includes('--separate');
/**
 * `--autoload`: the page loads pb.js, as a site does, and the autoloader imports the three element modules. The
 * clock includes pb.js's scan, and stops at the first frame after every tag is defined. The page links pb.css as
 * the pending rules pb.js would add, so the style pass a render-blocking pb.js makes before the first paint is not
 * counted twice.
 */
const AUTOLOAD = process.argv.includes('--autoload');
/** With `--profile`: `--inclusive` lists inclusive time; `--callers F` / `--callees F` split F's time by caller or callee. */
const INCLUSIVE = process.argv.includes('--inclusive');
const CALLERS = arg('callers', '');
const CALLEES = arg('callees', '');
const DUMP = arg('dump', '');
const PROFILE_OUT = arg('profile-out', '');
const COUNTS = arg('counts', '300,1000').split(',').map(Number);
const ORIGIN = 'http://pb.bench';
const TAGS = ['pb-toggle', 'pb-accordion', 'pb-tabs'];
const TYPES = { '.js': 'text/javascript', '.map': 'application/json', '.css': 'text/css' };

/** One unit: five standalone toggles, an accordion of three, one tabs: ten custom elements. */
function unit(i) {
  const toggle = (n) => `<pb-toggle heading="Question ${i}.${n}"><p>Answer ${i}.${n}.</p></pb-toggle>`;
  return `<section>
  ${[1, 2, 3, 4, 5].map(toggle).join('\n  ')}
  <pb-accordion>${[6, 7, 8].map(toggle).join('')}</pb-accordion>
  <pb-tabs><pb-tab label="One"><p>First ${i}.</p></pb-tab><pb-tab label="Two"><p>Second ${i}.</p></pb-tab><pb-tab label="Three"><p>Third ${i}.</p></pb-tab></pb-tabs>
</section>`;
}

/**
 * The chunks the element modules import statically, without the element modules themselves, nor a chunk that
 * holds a registration file (`chunks/pb-toggle-*.js`: pb-toggle.js and pb-accordion.js share it, since the
 * accordion registers the toggle): its `define` is part of the mount being timed, not shared code.
 */
function sharedChunks(entries) {
  const seen = new Set();
  for (const e of entries) staticClosure(e, seen);
  return [...seen]
    .filter((f) => !entries.includes(f) && !/chunks\/pb-[a-z0-9-]+-[\w-]+\.js$/.test(f))
    .map((f) => `/${f}`);
}

const MODULES = TAGS.map((t) => `/dist/elements/${t}.js`);
const ENTRIES = { pb: SEPARATE ? MODULES : AUTOLOAD ? ['/dist/pb.js'] : ['/pb-entry.js'], base: ['/baseline.js'] };
/** One module that imports every element module, as a bundle or `all.js` would: one evaluation, one upgrade pass. */
const PB_ENTRY = MODULES.map((m) => `import '${m}';`).join('\n');
const WARM = { pb: sharedChunks(MODULES.map((e) => e.slice(1))), base: [] };

/** Code fetched and shared chunks run before the clock starts; `window.__mount()` runs the element modules. */
function page(count, variant) {
  const body = Array.from({ length: Math.ceil(count / 10) }, (_, i) => unit(i)).join('\n');
  const preload = [...WARM[variant], ...ENTRIES[variant], ...(variant === 'pb' ? MODULES : [])].map(
    (f) => `<link rel="modulepreload" href="${f}">`,
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>mount</title>
<link rel="stylesheet" href="/dist/pb.css" id="pb-elements-pending">${preload.join('')}
<script type="module">
await Promise.all(${JSON.stringify(WARM[variant])}.map((f) => import(f)));
window.__mount = () => Promise.all(${JSON.stringify(ENTRIES[variant])}.map((f) => import(f)))
  .then(() => Promise.all(${JSON.stringify(TAGS)}.map((t) => customElements.whenDefined(t))));
window.__ready = true;
</script></head><body>${body}</body></html>`;
}

/** The hand-written element: same shadow DOM, same sheets, one listener. */
function baseline(snapshots) {
  return `const SNAP = ${JSON.stringify(snapshots)};
for (const [tag, snap] of Object.entries(SNAP)) {
  if (!snap) {
    customElements.define(tag, class extends HTMLElement {});
    continue;
  }
  const { html, css } = snap;
  const template = document.createElement('template');
  template.innerHTML = html;
  const sheets = css.map((text) => { const s = new CSSStyleSheet(); s.replaceSync(text); return s; });
  customElements.define(tag, class extends HTMLElement {
    connectedCallback() {
      if (this.shadowRoot) return;
      const root = this.attachShadow({ mode: 'open' });
      root.adoptedStyleSheets = sheets;
      root.append(template.content.cloneNode(true));
      if (tag === 'pb-tabs') [...this.children].forEach((c, i) => c.setAttribute('slot', 'pb-tab-' + i));
      root.querySelector('button')?.addEventListener('click', () => this.toggleAttribute('open'));
    }
  });
}`;
}

async function serve(context, files) {
  await context.route(`${ORIGIN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (files[path] !== undefined) {
      const type = path.endsWith('.html') ? 'text/html' : 'text/javascript';
      return route.fulfill({ body: files[path], contentType: type });
    }
    try {
      const body = readFileSync(join('.', path));
      return route.fulfill({ body, contentType: TYPES[extname(path)] ?? 'application/octet-stream' });
    } catch {
      return route.fulfill({ status: 404, body: '' });
    }
  });
}

/** The shadow DOM and sheets the build renders for each tag, from one unit. */
async function harvest(browser) {
  const context = await browser.newContext();
  await serve(context, { '/harvest.html': page(10, 'pb'), '/pb-entry.js': PB_ENTRY });
  const p = await context.newPage();
  await p.goto(`${ORIGIN}/harvest.html`);
  await p.waitForFunction(() => window.__ready);
  const snapshots = await p.evaluate(async (tags) => {
    await window.__mount();
    const out = {};
    for (const tag of tags) {
      const el = document.querySelector(tag);
      await el.updateComplete;
      const root = el.shadowRoot;
      // A plain element (the accordion) renders nothing: its baseline is an element that renders nothing either.
      if (!root) {
        out[tag] = null;
        continue;
      }
      out[tag] = {
        html: root.innerHTML,
        css: root.adoptedStyleSheets.map((s) => [...s.cssRules].map((r) => r.cssText).join('\n')),
      };
    }
    return out;
  }, TAGS);
  await context.close();
  return snapshots;
}

async function measure(browser, files, path, profile = false, trace = false) {
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  await serve(context, files);
  const p = await context.newPage();
  const cdp = await context.newCDPSession(p);
  await cdp.send('Performance.enable');
  await p.goto(`${ORIGIN}${path}`);
  await p.waitForFunction(() => window.__ready);
  // Let load-time work settle so it is not counted.
  await p.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))));
  const task = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value;
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
  }
  const events = [];
  if (trace) {
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,v8,v8.execute,disabled-by-default-v8.compile,blink.user_timing',
      transferMode: 'ReportEvents',
    });
  }
  const before = await task();
  const wall = await p.evaluate(
    () =>
      new Promise((resolve) => {
        const t0 = performance.now();
        window.__mount().then(() => requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0)));
      }),
  );
  const cpu = ((await task()) - before) * 1000;
  // Main-thread CPU from navigation until the shared chunks had run: where compile work moved out of the mount
  // window would show up. Eager compilation (the compile hint) belongs off the main thread, while streaming.
  const load = before * 1000;
  if (profile) {
    const { profile: data } = await cdp.send('Profiler.stop');
    if (PROFILE_OUT) writeFileSync(PROFILE_OUT, JSON.stringify(data));
    printProfile(data);
  }
  if (trace) {
    const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.end');
    await done;
  }
  const mounted = await p.evaluate(
    (tags) =>
      tags.every((t) =>
        [...document.querySelectorAll(t)].every(
          (el) => el.matches(':defined') && (!el.shadowRoot || el.shadowRoot.firstElementChild),
        ),
      ),
    TAGS,
  );
  await context.close();
  if (!mounted) throw new Error(`${path}: not every element rendered`);
  return { cpu, wall, load, events };
}

/** Inclusive main-thread time per event name (complete events only), the largest first. */
function traceTotals(events) {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const totals = new Map();
  for (const e of events) {
    if (e.ph !== 'X' || !main || e.pid !== main.pid || e.tid !== main.tid) continue;
    totals.set(e.name, (totals.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    totals.set(`#${e.name}`, (totals.get(`#${e.name}`) ?? 0) + 1);
  }
  return totals;
}

function printProfile({ nodes, samples, timeDeltas }) {
  const byId = new Map(nodes.map((n) => [n.id, n.callFrame]));
  const self = new Map();
  samples.forEach((id, i) => {
    const f = byId.get(id);
    const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + timeDeltas[i] / 1000);
  });
  for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 40))
    console.log(`${ms.toFixed(1).padStart(8)} ms  ${key}`);
  if (INCLUSIVE) {
    const parent = new Map();
    for (const n of nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const byNode = new Map(nodes.map((n) => [n.id, n]));
    const acc = new Map();
    samples.forEach((id, i) => {
      const seen = new Set();
      for (let cur = id; cur; cur = parent.get(cur)) {
        const f = byNode.get(cur).callFrame;
        const k = `${f.functionName || '(anon)'}@${f.url.split('/').pop()}:${f.columnNumber + 1}`;
        if (seen.has(k)) continue;
        seen.add(k);
        acc.set(k, (acc.get(k) ?? 0) + timeDeltas[i] / 1000);
      }
    });
    for (const [k, ms] of [...acc].sort((a, b) => b[1] - a[1]).slice(0, 60)) console.log(ms.toFixed(1).padStart(7), k);
  }
  if (CALLEES) {
    const parent = new Map();
    for (const n of nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const byNode = new Map(nodes.map((n) => [n.id, n]));
    const key = (id) => {
      const f = byNode.get(id).callFrame;
      return `${f.functionName || '(anon)'}@${f.url.split('/').pop()}:${f.columnNumber + 1}`;
    };
    const acc = new Map();
    samples.forEach((id, i) => {
      for (let child = id, cur = parent.get(id); cur; child = cur, cur = parent.get(cur)) {
        if (key(cur) !== CALLEES) continue;
        acc.set(key(child), (acc.get(key(child)) ?? 0) + timeDeltas[i] / 1000);
        break;
      }
    });
    for (const [k, ms] of [...acc].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(ms.toFixed(1).padStart(7), k);
  }
  if (CALLERS) {
    const parent = new Map();
    for (const n of nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const byNode = new Map(nodes.map((n) => [n.id, n]));
    const acc = new Map();
    samples.forEach((id, i) => {
      if (byNode.get(id).callFrame.functionName !== CALLERS) return;
      const chain = [];
      let cur = parent.get(id);
      for (let d = 0; d < 4 && cur; d++, cur = parent.get(cur)) {
        const f = byNode.get(cur).callFrame;
        chain.push(`${f.functionName || '(anon)'}@${f.url.split('/').pop()}:${f.columnNumber + 1}`);
      }
      const k = chain.join(' < ');
      acc.set(k, (acc.get(k) ?? 0) + timeDeltas[i] / 1000);
    });
    for (const [k, ms] of [...acc].sort((a, b) => b[1] - a[1]).slice(0, 10)) console.log(ms.toFixed(1), k);
  }
}

const median = (xs) => stats(xs).median;

const browser = await launchChromium(60000);
try {
  const snapshots = await harvest(browser);
  const files = { '/baseline.js': baseline(snapshots), '/pb-entry.js': PB_ENTRY };
  for (const count of COUNTS) {
    files[`/pb-${count}.html`] = page(count, 'pb');
    files[`/base-${count}.html`] = page(count, 'base');
  }
  if (TRACE) {
    const totals = {};
    for (const v of ['base', 'pb']) {
      files[`/${v}-${TRACE}.html`] = page(TRACE, v);
      await measure(browser, files, `/${v}-${TRACE}.html`);
      const { cpu, events } = await measure(browser, files, `/${v}-${TRACE}.html`, false, true);
      totals[v] = traceTotals(events);
      if (DUMP)
        for (const e of events.filter((e) => e.name === DUMP && e.ph === 'X'))
          console.log(v, (e.dur / 1000).toFixed(1), JSON.stringify(e.args).slice(0, 600));
      console.log(`${v}: ${cpu.toFixed(1)} ms CPU`);
    }
    const names = [...new Set([...totals.base.keys(), ...totals.pb.keys()])].filter((n) => !n.startsWith('#'));
    const row = (n) => [n, totals.base.get(n) ?? 0, totals.pb.get(n) ?? 0];
    const count = (v, n) => String(totals[v].get(`#${n}`) ?? 0).padStart(5);
    console.log('inclusive ms      base        pb  (count base/pb)  event');
    for (const [n, b, q] of names
      .map(row)
      .sort((a, b) => b[2] - a[2])
      .slice(0, 30))
      console.log(
        `${' '.repeat(12)}${b.toFixed(1).padStart(8)}  ${q.toFixed(1).padStart(8)}  ${count('base', n)}/${count('pb', n)}  ${n}`,
      );
    process.exit(0);
  }
  if (PROFILE) {
    files[`/pb-${PROFILE}.html`] = page(PROFILE, 'pb');
    await measure(browser, files, `/pb-${PROFILE}.html`);
    await measure(browser, files, `/pb-${PROFILE}.html`, true);
    process.exit(0);
  }
  const rows = [];
  for (const count of COUNTS) {
    const res = { pb: [], base: [] };
    for (let run = 0; run < RUNS + 1; run++) {
      // Alternate the order so neither variant always runs on a warmer browser.
      const order = run % 2 ? ['pb', 'base'] : ['base', 'pb'];
      for (const v of order) {
        const r = await measure(browser, files, `/${v}-${count}.html`);
        if (run > 0) res[v].push(r); // run 0 warms the browser
      }
    }
    const m = (v, k) => median(res[v].map((r) => r[k]));
    // Each run's pair ran back to back, so the median of the pairs' ratios
    // shrugs off a busy moment that a ratio of medians would not.
    const pair = (k) => median(res.pb.map((r, i) => r[k] / res.base[i][k]));
    rows.push([
      count,
      m('base', 'cpu'),
      m('pb', 'cpu'),
      pair('cpu'),
      m('base', 'wall'),
      m('pb', 'wall'),
      pair('wall'),
      m('base', 'load'),
      m('pb', 'load'),
    ]);
  }
  const f = (n) => n.toFixed(1).padStart(8);
  const x = (r) => `${r.toFixed(2)}×`.padStart(7);
  console.log(
    `mount: medians of ${RUNS} runs, mixed page (toggles, accordions, tabs), ms; ratio: median of each run's pb/base; pb's modules ${SEPARATE ? 'as three imports (--separate)' : AUTOLOAD ? 'through pb.js, the autoloader (--autoload)' : 'as one module graph'}`,
  );
  console.log('elements  base cpu    pb cpu  ratio  base wall   pb wall  ratio  base load   pb load');
  for (const [n, bc, pc, rc, bw, pw, rw, bl, pl] of rows)
    console.log(
      `${String(n).padStart(8)}  ${f(bc)}  ${f(pc)}  ${x(rc)}  ${f(bw)}  ${f(pw)}  ${x(rw)}  ${f(bl)}  ${f(pl)}`,
    );
  console.log(
    'load: main-thread CPU from navigation until the code had loaded and the shared chunks had run (not timed above)',
  );
} finally {
  await browser.close();
}
