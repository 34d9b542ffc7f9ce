// A web-test-runner reporter that ends the run with one line per engine: its tests passed, failed and skipped
// (skipped = marked with itExceptIn, or .skip), the files with an error outside any test (failed to load, timed
// out, an uncaught error), and the engine's own wall
// time (from its first file starting to its last finishing, engines running side by side).
const ENGINE_LABELS = {
  Chrome: 'Chromium',
  Chromium: 'Chromium',
  Firefox: 'Firefox ESR',
  MiniBrowser: 'WebKit (MiniBrowser)',
};

function count(suite, totals) {
  if (!suite) return;
  for (const test of suite.tests) {
    if (test.skipped) totals.skipped += 1;
    else if (test.passed) totals.passed += 1;
    else totals.failed += 1;
  }
  for (const child of suite.suites) count(child, totals);
}

export function engineSummaryReporter() {
  const started = new Map();
  const finished = new Map();
  let browserNames = [];

  return {
    start({ sessions, browserNames: names }) {
      browserNames = names;
      sessions.on('session-status-updated', (session) => {
        const name = session.browser.name;
        const now = Date.now();
        if (!started.has(name)) started.set(name, now);
        if (session.status === 'FINISHED') finished.set(name, now);
      });
    },

    stop({ sessions }) {
      const lines = ['', 'Per engine:'];
      // The launchers' names, as they are known once the browsers have started (webdriver's is late).
      const names = [...new Set([...sessions.map((s) => s.browser.name), ...browserNames])].filter((name) =>
        sessions.some((s) => s.browser.name === name),
      );
      for (const name of names) {
        const own = sessions.filter((s) => s.browser.name === name);
        const totals = { passed: 0, failed: 0, skipped: 0 };
        for (const session of own) count(session.testResults, totals);
        const brokenFiles = own.filter((s) => s.errors.length > 0).length;
        const seconds = started.has(name) ? ((finished.get(name) - started.get(name)) / 1000).toFixed(0) : '?';
        const label = (ENGINE_LABELS[name] ?? name).padEnd(21);
        lines.push(
          `  ${label} ${String(totals.passed).padStart(5)} passed, ${totals.failed} failed, ${totals.skipped} skipped` +
            `${brokenFiles ? `, ${brokenFiles} file(s) with errors outside a test` : ''} (${own.length} files, ${seconds} s)`,
        );
      }
      console.log(lines.join('\n'));
    },
  };
}
