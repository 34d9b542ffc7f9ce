// Element tests in the system Chromium (Debian's package); no browser is downloaded.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { CHROME_ARGS, chromePath } from './scripts/chrome.mjs';
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

export default {
  files: ['test/unit/**/*.test.ts', 'test/elements/**/*.test.ts', 'test/elements/**/*.test.tsx'],
  nodeResolve: { exportConditions: ['browser'] },
  // One page at a time: Chromium gives a hidden page no requestAnimationFrame, and the
  // frame scheduler and open-wc's fixture() both wait for one.
  concurrency: 1,
  testFramework: { config: { timeout: 5000 } },
  browserStartTimeout: 60000,
  testsStartTimeout: 60000,
  plugins: [
    vendorReact,
    esbuildPlugin({ ts: true, tsx: true, jsx: true, target: 'es2022', tsconfig: './tsconfig.json' }),
  ],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: chromePath(),
        headless: true,
        args: CHROME_ARGS,
      },
    }),
  ],
};
