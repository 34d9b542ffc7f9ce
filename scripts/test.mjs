// `npm test`: every check, and every browser test in the three engines.
// First, side by side: the browser tests (web-test-runner: Chromium, Firefox ESR and WebKit, one browser each, the
// longest step; they serve the sources and need no build) and, one after another, lint, typecheck, the generated
// files, the build and the size budgets (consent.js, the typical page). Then the e2e suite (it needs the build), two
// files at a time, alone: beside three engines' browser tests its timed first-paint and scrolling tests met a machine
// with 2 cores too busy to paint on time (README, Browser support). Each step prints its output when it ends, under
// a header with its time; the run ends with every step's time and result.
// PB_ENGINES picks the browser tests' engines (scripts/engines.mjs), all three unless set.
import { spawn } from 'node:child_process';

const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;
const results = [];

/**
 * Runs an npm script; `stream` passes its output through as it comes, otherwise it is printed at the end. Resolves
 * whether it passed, and (`output`) everything it printed.
 */
function run(script, { stream = false, env = {}, args = [] } = {}) {
  const since = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    for (const out of [child.stdout, child.stderr]) {
      out.on('data', (c) => {
        chunks.push(c);
        if (stream) (out === child.stdout ? process.stdout : process.stderr).write(c);
      });
    }
    child.on('close', (code, signal) => {
      const ok = code === 0;
      const time = seconds(since);
      results.push({ script, ok, time });
      const output = Buffer.concat(chunks).toString();
      const header = `\n── ${script}: ${ok ? 'ok' : `FAILED (${signal ?? code})`} in ${time} ──\n`;
      process.stdout.write(stream ? header : `${header}${output}\n── end of ${script} ──\n`);
      resolve({ ok, output });
    });
  });
}

/**
 * The browser tests, run again once if their runner ended without its per-engine summary, with no failing test
 * printed: that was a WebKit navigation's unhandled rejection (four times, 96 to 135 of 180 files in; caught since,
 * see pinWebKitWindow in scripts/engines.mjs). A run that reports a failing test is never repeated.
 */
async function browserTests(options) {
  const first = await run('test:browser', options);
  if (first.ok || first.output.includes('Per engine:')) return first.ok;
  console.log('\n── test:browser ended without its summary and no test failed: once more ──');
  return (await run('test:browser', options)).ok;
}

async function checks() {
  let ok = true;
  for (const script of ['lint', 'typecheck', 'check:generated']) ok = (await run(script)).ok && ok;
  // The size budgets and the e2e suite read dist/.
  if (!(await run('build')).ok) return { ok: false, built: false };
  ok = (await run('check:size')).ok && ok;
  ok = (await run('check:page')).ok && ok;
  return { ok, built: true };
}

const [browser, before] = await Promise.all([
  // Static progress lines (every 10 s): the other steps' output is printed between them.
  browserTests({
    stream: true,
    // One browser per engine: two MiniBrowsers side by side (PB_WEBKIT_SHARDS=2) upset each other's window sizes
    // (set-viewport failures), and WebKit alone is not the slowest any more.
    env: { PB_ENGINES: process.env.PB_ENGINES || 'all', PB_WEBKIT_SHARDS: process.env.PB_WEBKIT_SHARDS || '1' },
    args: ['--static-logging'],
  }),
  checks(),
]);
const e2e = before.built && (await run('test:e2e')).ok;

console.log(`\nnpm test in ${seconds(started)}:`);
for (const r of results) console.log(`  ${r.ok ? 'ok    ' : 'FAILED'} ${r.script.padEnd(16)} ${r.time}`);
process.exit(browser && before.ok && e2e ? 0 : 1);
