// Finds Debian's Chromium; installs it with apt-get when we are root and it is missing.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEFAULT = '/usr/bin/chromium';

/** Headless flags for this machine: no sandbox as root, and no calls to Google's services. */
export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Headless Chromium by playwright-core, imported here so tests that need no browser run where it can't load. */
export async function launchChromium(timeout) {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || DEFAULT,
    headless: true,
    timeout,
    args: CHROME_ARGS,
  });
}

export function chromePath() {
  const wanted = process.env.CHROME_PATH || DEFAULT;
  if (existsSync(wanted)) return wanted;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (canInstall) {
    console.error(`[pb-elements] ${wanted} not found; installing Debian's chromium with apt-get...`);
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync(DEFAULT)) return DEFAULT;
  }
  console.error(
    `[pb-elements] No Chromium at ${wanted}. Install Debian's package (as root: apt-get install -y chromium) ` +
      'or set CHROME_PATH to a Chromium or Chrome binary. No browser is downloaded by this project.',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(chromePath());
