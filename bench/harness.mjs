/**
 * What every Chromium bench shares: command-line numbers, median and p95, a trace thread's slices, and the
 * in-page wait for a page to settle. One copy, so the benches measure alike.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** A positive number given as `--name N` on the command line, else `fallback`. */
export function flag(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  const value = i > 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} wants a positive number`);
  return value;
}

/** Median and 95th percentile (nearest rank) of a list of milliseconds. */
export function stats(values) {
  if (values.length === 0) return { median: Number.NaN, p95: Number.NaN };
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { median, p95: at(0.95) };
}

/** Complete events (ph X, or B/E pairs) of one trace thread, in start order, parents before their children. */
export function threadSlices(events, pid, tid) {
  const slices = [];
  const open = [];
  for (const e of events) {
    if (e.pid !== pid || e.tid !== tid) continue;
    if (e.ph === 'X' && typeof e.dur === 'number') slices.push({ name: e.name, ts: e.ts, end: e.ts + e.dur, e });
    else if (e.ph === 'B') open.push(e);
    else if (e.ph === 'E') {
      const b = open.pop();
      if (b) slices.push({ name: b.name, ts: b.ts, end: e.ts, e: b });
    }
  }
  return slices.sort((a, b) => a.ts - b.ts || b.end - a.end);
}

/**
 * Runs in the page (`page.evaluate(settleInPage, { ms })`), so it closes over nothing: resolves when every pb-*
 * tag is defined and every consent-blocked frame shows its notice, then two more frames (a late re-render is
 * recorded), with the first contentful paint and the layout shift sum a page observer kept (`__pbShifts`).
 * `blocked`: the library was kept from loading, so only the two frames are waited for. Rejects after `ms`.
 */
export function settleInPage({ ms, blocked = false }) {
  const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  const result = () => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    cls: window.__pbShifts,
  });
  if (blocked) return frames().then(result);
  const tags = [...new Set([...document.querySelectorAll(':not(:defined)')].map((el) => el.localName))];
  const defined = Promise.all(tags.filter((t) => t.startsWith('pb-')).map((t) => customElements.whenDefined(t)));
  const blockedFrames = document.querySelectorAll('iframe[data-src]:not([src])').length;
  const notices = new Promise((resolve) => {
    const check = () =>
      document.querySelectorAll('.pb-consent-placeholder').length >= blockedFrames ? resolve() : setTimeout(check, 20);
    check();
  });
  const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error(`not settled after ${ms} ms`)), ms));
  return Promise.race([Promise.all([defined, notices]), timeout])
    .then(frames)
    .then(result);
}

/** Ends the bench with a hint when `dist/` (at the repository's root, `root`) has not been built. */
export function requireDist(root) {
  if (existsSync(join(root, 'dist', 'pb.js'))) return;
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}
