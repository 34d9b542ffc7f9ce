/**
 * One small driver per engine with the same few verbs (evaluate, navigate without waiting, setViewport, press,
 * type, close), for test/helpers/engine-pages.mjs: Firefox ESR is puppeteer-core over WebDriver BiDi, WebKit is
 * webdriverio over WebKitWebDriver + MiniBrowser (classic WebDriver) on a private Xvfb display, Chromium is
 * playwright-core. Keys are named as puppeteer and Playwright name them (`Tab`, `Shift+Tab`, `Space`, `ArrowRight`).
 */

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** WebDriver's codes for the keys the tests press (classic WebDriver has no key names). */
const WEBDRIVER_KEYS = {
  Tab: '\uE004',
  Enter: '\uE007',
  Escape: '\uE00C',
  Space: ' ',
  Shift: '\uE008',
  End: '\uE010',
  Home: '\uE011',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
};

/** `Shift+Tab` as its keys. */
const chord = (key) => key.split('+');

async function firefoxDriver({ timeout }) {
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: process.env.FIREFOX_PATH || '/usr/bin/firefox-esr',
    headless: true,
    // Starting Firefox takes 15 s on a quiet 2-core machine, and longer on a busy one.
    timeout: 120_000,
    protocolTimeout: Math.max(timeout, 120_000),
    // As the browser tests run it (web-test-runner.config.mjs): scrollbars over the content, as in headless
    // Chromium and Firefox on GTK and macOS, so the boxes are the viewport's.
    extraPrefsFirefox: { 'ui.useOverlayScrollbars': 1 },
  });
  const page = await browser.newPage();
  const native = [];
  page.on('pageerror', (e) => native.push(`pageerror: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && native.push(`console error: ${m.text()}`));
  const key = (k) => (k === 'Space' ? ' ' : k);
  return {
    version: await browser.version(),
    native,
    evaluate: (fn, ...args) => page.evaluate(fn, ...args),
    // From the page, not page.goto, which waits for a load that held scripts keep from coming.
    navigate: (url) => page.evaluate((u) => location.assign(u), url).catch(() => {}),
    setViewport: (width, height) => page.setViewport({ width, height }),
    async press(k) {
      const keys = chord(k).map(key);
      for (const k1 of keys.slice(0, -1)) await page.keyboard.down(k1);
      await page.keyboard.press(keys.at(-1));
      for (const k1 of keys.slice(0, -1).reverse()) await page.keyboard.up(k1);
    },
    type: (text) => page.keyboard.type(text),
    close: () => browser.close(),
  };
}

/**
 * One MiniBrowser at a time across the e2e files that `npm test` runs side by side: two of them, each on its own
 * display, upset each other's window sizes (the browser tests' PB_WEBKIT_SHARDS found it). A directory is the lock;
 * one left by a process that has died is taken over. Waits at most 10 minutes.
 */
async function webkitLock() {
  const dir = path.join(os.tmpdir(), 'pb-elements-webkit.lock');
  const end = Date.now() + 600_000;
  for (;;) {
    try {
      fs.mkdirSync(dir);
      fs.writeFileSync(path.join(dir, 'pid'), `${process.pid}`);
      return () => fs.rmSync(dir, { recursive: true, force: true });
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    let holder = 0;
    try {
      holder = Number(fs.readFileSync(path.join(dir, 'pid'), 'utf8').trim());
    } catch {}
    let alive = true;
    try {
      if (holder) process.kill(holder, 0);
    } catch {
      alive = false;
    }
    if (!alive) fs.rmSync(dir, { recursive: true, force: true });
    else if (Date.now() > end) throw new Error(`WebKit: ${dir} held by process ${holder} for 10 minutes`);
    else await sleep(250);
  }
}

async function webkitDriver({ timeout }) {
  const { remote } = await import('webdriverio');
  const { startWebKitDriver, stopWebKitDriver } = await import('../../scripts/engines.mjs');
  const unlock = await webkitLock();
  let options;
  let browser;
  try {
    options = await startWebKitDriver();
    browser = await remote({
      ...options,
      connectionRetryTimeout: Math.max(timeout, 120_000),
      // Commands do not wait for a page to load: a page whose scripts the proxy holds does not finish loading.
      capabilities: { ...options.capabilities, pageLoadStrategy: 'none' },
    });
  } catch (error) {
    await stopWebKitDriver();
    unlock();
    throw error;
  }
  const actions = (list) => browser.performActions([{ type: 'key', id: 'keyboard', actions: list }]);
  const evaluate = (fn, ...args) => browser.execute(`return (${fn}).apply(null, arguments)`, ...args);
  const size = () => evaluate(() => [innerWidth, innerHeight]);
  return {
    version: browser.capabilities.browserVersion,
    native: [],
    evaluate,
    navigate: (url) => browser.url(url),
    /** MiniBrowser's window includes its toolbar: the window is sized until the viewport is the one asked. */
    async setViewport(width, height) {
      let now = await size();
      let outer = [width + 40, height + 80];
      for (let i = 0; i < 4 && (now[0] !== width || now[1] !== height); i++) {
        await browser.setWindowSize(outer[0], outer[1]);
        for (let j = 0, last = ''; j < 20; j++) {
          await sleep(50);
          const seen = JSON.stringify(await size());
          if (seen === last) break;
          last = seen;
        }
        now = await size();
        outer = [outer[0] + width - now[0], outer[1] + height - now[1]];
      }
      if (now[0] !== width || now[1] !== height)
        throw new Error(`WebKit: asked a ${width} x ${height} viewport, the page has ${now[0]} x ${now[1]}`);
    },
    async press(k) {
      const keys = chord(k).map((name) => WEBDRIVER_KEYS[name] ?? name);
      await actions([
        ...keys.map((value) => ({ type: 'keyDown', value })),
        ...keys.reverse().map((value) => ({ type: 'keyUp', value })),
      ]);
    },
    // Each key down and up: webdriverio's keys() drops a repeated character.
    type: (text) =>
      actions(
        [...text].flatMap((value) => [
          { type: 'keyDown', value },
          { type: 'keyUp', value },
        ]),
      ),
    async close() {
      await browser.deleteSession().catch(() => {});
      await stopWebKitDriver();
      unlock();
    },
  };
}

async function chromiumDriver({ timeout }) {
  const { launchChromium } = await import('../../scripts/chrome.mjs');
  const browser = await launchChromium(timeout);
  let context;
  let page;
  const native = [];
  const open = async (width, height) => {
    await context?.close();
    context = await browser.newContext({ viewport: { width, height } });
    page = await context.newPage();
    page.setDefaultTimeout(timeout);
    page.on('pageerror', (e) => native.push(`pageerror: ${e.message}`));
    page.on('console', (m) => m.type() === 'error' && native.push(`console error: ${m.text()}`));
    // The Layout Instability API's own figure, beside the boxes' (Chromium only).
    await page.addInitScript(() => {
      window.__pbCls = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (!e.hadRecentInput) window.__pbCls += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
  };
  await open(1280, 900);
  return {
    version: browser.version(),
    native,
    evaluate: (fn, ...args) => page.evaluate(fn, args.length > 1 ? args : args[0]),
    navigate: (url) => page.goto(url, { waitUntil: 'commit' }).catch(() => {}),
    setViewport: (width, height) => open(width, height),
    press: (k) => page.keyboard.press(k.replace(/^Space$/, ' ')),
    type: (text) => page.keyboard.type(text),
    close: () => browser.close(),
  };
}

export const DRIVERS = { chromium: chromiumDriver, firefox: firefoxDriver, webkit: webkitDriver };
