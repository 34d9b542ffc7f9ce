// `npm test`: every check, with the browser tests in the three engines running alongside the rest.
// The browser tests (web-test-runner, the longest step) start at once; they serve the sources and need no build.
// Beside them, one after another: lint, typecheck, the generated files, the build, the size budgets (consent.js, the typical page) and the e2e
// suite (which needs the build). Each of those prints its output when it ends, under a header with its time, so
// the runner's own progress lines stay readable; the run ends with every step's time and result.
// PB_ENGINES picks the browser tests' engines (scripts/engines.mjs). Unset, `npm test` runs them in Chromium: the
// three engines side by side beside the e2e suite still flake on 2 cores (README, Browser support), so Firefox and
// WebKit run with `npm run test:engines` (PB_ENGINES=all) and the demo's smoke run in both is part of the e2e suite.
import { spawn } from 'node:child_process';

const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;
const results = [];

/** Runs an npm script; `stream` passes its output through as it comes, otherwise it is printed at the end. */
function run(script, { stream = false, env = {}, args = [] } = {}) {
  const since = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
      env: { ...process.env, ...env },
      stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    if (!stream) {
      child.stdout.on('data', (c) => chunks.push(c));
      child.stderr.on('data', (c) => chunks.push(c));
    }
    child.on('close', (code, signal) => {
      const ok = code === 0;
      const time = seconds(since);
      results.push({ script, ok, time });
      const header = `\n── ${script}: ${ok ? 'ok' : `FAILED (${signal ?? code})`} in ${time} ──\n`;
      process.stdout.write(stream ? header : `${header}${Buffer.concat(chunks).toString()}\n── end of ${script} ──\n`);
      resolve(ok);
    });
  });
}

async function checks() {
  let ok = true;
  for (const script of ['lint', 'typecheck', 'check:generated']) ok = (await run(script)) && ok;
  // The size budget and the e2e suite read dist/.
  if (!(await run('build'))) return false;
  ok = (await run('check:size')) && ok;
  ok = (await run('check:page')) && ok;
  return (await run('test:e2e')) && ok;
}

const [browser, rest] = await Promise.all([
  // Static progress lines (every 10 s): the other steps' output is printed between them.
  run('test:browser', {
    stream: true,
    // One browser per engine: two MiniBrowsers side by side (PB_WEBKIT_SHARDS=2) upset each other's window sizes
    // (set-viewport failures), and WebKit alone is not the slowest any more.
    env: { PB_ENGINES: process.env.PB_ENGINES || 'chromium', PB_WEBKIT_SHARDS: process.env.PB_WEBKIT_SHARDS || '1' },
    args: ['--static-logging'],
  }),
  checks(),
]);

console.log(`\nnpm test in ${seconds(started)}:`);
for (const r of results) console.log(`  ${r.ok ? 'ok    ' : 'FAILED'} ${r.script.padEnd(16)} ${r.time}`);
process.exit(browser && rest ? 0 : 1);
