// Element and unit tests in the system's browsers (Debian's packages); no browser is downloaded.
// PB_ENGINES=chromium (default), firefox, webkit, a comma list or all: see scripts/engines.mjs.
import { readdirSync } from 'node:fs';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import { a11ySnapshotPlugin } from '@web/test-runner-commands/plugins';
import { puppeteerLauncher } from '@web/test-runner-puppeteer';
import { webdriverLauncher } from '@web/test-runner-webdriver';
import { CHROME_ARGS, chromePath } from './scripts/chrome.mjs';
import { engineCommandsPlugin } from './scripts/engine-commands.mjs';
import { engineSummaryReporter } from './scripts/engine-reporter.mjs';
import { firefoxPath, pinWebKitWindow, selectedEngines, startWebKitDriver } from './scripts/engines.mjs';
import { buildVendor, VENDOR_DIR, VENDORED } from './scripts/vendor.mjs';

await buildVendor();

/** Bare React imports go to the prebuilt ESM copy (see scripts/vendor.mjs). */
const vendorReact = {
  name: 'pb-vendor-react',
  resolveImport({ source }) {
    const name = VENDORED[source];
    if (name) return `/${VENDOR_DIR}/${name}.js`;
  },
};

/**
 * Puppeteer starts Chromium and Firefox in process groups of their own; a runner stopped by a signal left Firefox
 * running. Whatever way the runner's process exits, the browser goes with it.
 */
function stopOnExit(launcher) {
  process.on('exit', () => launcher.browser?.process()?.kill('SIGKILL'));
  return launcher;
}

/**
 * A rejection nobody handled ends the run (the runner stops on it), but the runner's buffered console never printed
 * why: it is written straight to stderr first. (The one seen was a WebKit navigation; see pinWebKitWindow.)
 */
process.on('unhandledRejection', (error) => {
  process.stderr.write(`\n[pb-elements] unhandled rejection in the test runner: ${error?.stack ?? error}\n`);
  throw error;
});

const launchers = {
  chromium: async () =>
    stopOnExit(
      chromeLauncher({
        launchOptions: { executablePath: chromePath(), headless: true, args: CHROME_ARGS },
      }),
    ),
  // Firefox ESR over WebDriver BiDi (puppeteer's only protocol for Firefox).
  firefox: async () =>
    stopOnExit(
      puppeteerLauncher({
        launchOptions: {
          browser: 'firefox',
          executablePath: firefoxPath(),
          headless: true,
          // Scrollbars over the content, taking no width, as headless Chromium hides them: the
          // tests' box figures are the viewport's. (Firefox on GTK and macOS overlays them too.)
          extraPrefsFirefox: { 'ui.useOverlayScrollbars': 1 },
        },
      }),
    ),
  // WebKitGTK's MiniBrowser has no headless mode; it runs on a private Xvfb display.
  webkit: async () => pinWebKitWindow(webdriverLauncher(await startWebKitDriver())),
};

const FILES = ['test/unit/**/*.test.ts', 'test/elements/**/*.test.ts', 'test/elements/**/*.test.tsx'];
const engines = selectedEngines();
const browsers = await Promise.all(engines.map((engine) => launchers[engine]()));

/**
 * WebKit is the slowest of the three: with PB_WEBKIT_SHARDS=n (npm test sets 2), the whole suite's files are dealt
 * to n MiniBrowsers, each on its own display, beside Chromium and Firefox, which run every file; the counts are
 * WebKit's all the same. Files named on the command line run unsharded.
 */
function shardedGroups() {
  const shards = Math.max(1, Math.floor(Number(process.env.PB_WEBKIT_SHARDS) || 1));
  const named = process.argv.slice(2).some((arg) => !arg.startsWith('-') && /\.tsx?$|\*/.test(arg));
  if (shards < 2 || named || !engines.includes('webkit')) return undefined;
  const files = ['test/unit', 'test/elements']
    .flatMap((dir) => readdirSync(dir, { recursive: true }).map((name) => `${dir}/${name}`))
    .filter((file) => /\.test\.tsx?$/.test(file))
    .sort();
  return { shards, files };
}

const sharded = shardedGroups();
const extraWebKits = sharded
  ? await Promise.all(Array.from({ length: sharded.shards - 1 }, () => launchers.webkit()))
  : [];
const webkits = [...browsers.filter((_, i) => engines[i] === 'webkit'), ...extraWebKits];
const others = browsers.filter((_, i) => engines[i] !== 'webkit');
const layout = sharded
  ? {
      groups: [
        ...(others.length ? [{ name: 'engines', files: FILES, browsers: others }] : []),
        ...webkits.map((browser, i) => ({
          name: `webkit-${i + 1}`,
          files: sharded.files.filter((_, n) => n % sharded.shards === i),
          browsers: [browser],
        })),
      ],
      browsers: [...others, ...webkits],
      concurrentBrowsers: others.length + webkits.length,
    }
  : { files: FILES, browsers, concurrentBrowsers: 3 };
/**
 * Fixtures under test/fixtures/csp/ come with the strict style policy a site sends as a header
 * (`style-src 'self'`, as the demo's consent-csp.html has), so a test can load them in a frame.
 */
const cspFixtures = async (context, next) => {
  await next();
  if (context.path.startsWith('/test/fixtures/csp/')) context.set('Content-Security-Policy', "style-src 'self'");
};

export default {
  ...layout,
  nodeResolve: { exportConditions: ['browser'] },
  // One page at a time: a hidden page gets no requestAnimationFrame (Chromium, Firefox), the
  // frame scheduler and open-wc's fixture() both wait for one, and webdriver runs more than one
  // test file only in iframes.
  concurrency: 1,
  // The engines run side by side (concurrentBrowsers, in layout), each in its own browser with its own visible page.
  reporters: [defaultReporter(), engineSummaryReporter()],
  // 10 s a test: a file's first axe check alone took 4.4 to 6 s with the three engines and other work on 2 cores.
  testFramework: { config: { timeout: 10000 } },
  browserStartTimeout: 60000,
  testsStartTimeout: 60000,
  // A whole file's budget: the engines share the machine's cores, and the property tests run 10,000 cases.
  testsFinishTimeout: 300000,
  middleware: [cspFixtures],
  plugins: [
    vendorReact,
    engineCommandsPlugin(),
    // The accessibility tree as the browser exposes it (Chromium, over CDP): names a screen reader hears.
    a11ySnapshotPlugin(),
    esbuildPlugin({ ts: true, tsx: true, jsx: true, target: 'es2022', tsconfig: './tsconfig.json' }),
  ],
};
