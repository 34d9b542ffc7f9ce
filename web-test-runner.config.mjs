// Element and unit tests in the system's browsers (Debian's packages); no browser is downloaded.
// PB_ENGINES=chromium (default), firefox, webkit, a comma list or all: see scripts/engines.mjs.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { a11ySnapshotPlugin } from '@web/test-runner-commands/plugins';
import { puppeteerLauncher } from '@web/test-runner-puppeteer';
import { webdriverLauncher } from '@web/test-runner-webdriver';
import { CHROME_ARGS, chromePath } from './scripts/chrome.mjs';
import { engineCommandsPlugin } from './scripts/engine-commands.mjs';
import { firefoxPath, selectedEngines, startWebKitDriver } from './scripts/engines.mjs';
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

const launchers = {
  chromium: async () =>
    chromeLauncher({
      launchOptions: { executablePath: chromePath(), headless: true, args: CHROME_ARGS },
    }),
  // Firefox ESR over WebDriver BiDi (puppeteer's only protocol for Firefox).
  firefox: async () =>
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
  // WebKitGTK's MiniBrowser has no headless mode; it runs on a private Xvfb display.
  webkit: async () => webdriverLauncher(await startWebKitDriver()),
};

/**
 * Fixtures under test/fixtures/csp/ come with the strict style policy a site sends as a header
 * (`style-src 'self'`, as the demo's consent-csp.html has), so a test can load them in a frame.
 */
const cspFixtures = async (context, next) => {
  await next();
  if (context.path.startsWith('/test/fixtures/csp/')) context.set('Content-Security-Policy', "style-src 'self'");
};

export default {
  files: ['test/unit/**/*.test.ts', 'test/elements/**/*.test.ts', 'test/elements/**/*.test.tsx'],
  nodeResolve: { exportConditions: ['browser'] },
  // One page at a time: a hidden page gets no requestAnimationFrame (Chromium, Firefox), the
  // frame scheduler and open-wc's fixture() both wait for one, and webdriver runs more than one
  // test file only in iframes.
  concurrency: 1,
  testFramework: { config: { timeout: 5000 } },
  browserStartTimeout: 60000,
  testsStartTimeout: 60000,
  middleware: [cspFixtures],
  plugins: [
    vendorReact,
    engineCommandsPlugin(),
    // The accessibility tree as the browser exposes it (Chromium, over CDP): names a screen reader hears.
    a11ySnapshotPlugin(),
    esbuildPlugin({ ts: true, tsx: true, jsx: true, target: 'es2022', tsconfig: './tsconfig.json' }),
  ],
  browsers: await Promise.all(selectedEngines().map((engine) => launchers[engine]())),
};
