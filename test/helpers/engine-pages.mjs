/**
 * Demo pages in Firefox ESR and WebKit (and Chromium, for the figures beside them), for the e2e tests and
 * bench/first-paint.mjs. One small driver per engine with the same few verbs: Firefox is puppeteer-core over
 * WebDriver BiDi, WebKit is webdriverio over WebKitWebDriver + MiniBrowser (classic WebDriver, which has no
 * script before the page's own), Chromium is playwright-core. So what must run before the page's scripts (the
 * error recorder, the box reader) is put into the page by a proxy in front of the demo server, the same way in
 * every engine; the proxy also holds the library's scripts until the test lets them through, which is how the
 * layout before the upgrade is read where no engine reports layout shifts.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import http from 'node:http';

export const ENGINE_NAMES = { chromium: 'Chromium', firefox: 'Firefox ESR', webkit: 'WebKit' };

/** What keeps `engine` from starting here (a message naming Debian's package), or null. Never exits. */
export function engineMissing(engine) {
  const need = (path, pkg) => (existsSync(path) ? null : `${path} not found (Debian's ${pkg})`);
  if (engine === 'chromium') return need(process.env.CHROME_PATH || '/usr/bin/chromium', 'chromium');
  if (engine === 'firefox') return need(process.env.FIREFOX_PATH || '/usr/bin/firefox-esr', 'firefox-esr');
  const driver = need('/usr/bin/WebKitWebDriver', 'webkit2gtk-driver') ?? need('/usr/bin/Xvfb', 'xvfb');
  if (driver) return driver;
  if (process.env.MINIBROWSER_PATH) return need(process.env.MINIBROWSER_PATH, 'libwebkit2gtk-4.1-0');
  for (const root of ['/usr/lib/x86_64-linux-gnu', '/usr/lib/aarch64-linux-gnu', '/usr/lib']) {
    if (!existsSync(root)) continue;
    if (readdirSync(root).some((d) => d.startsWith('webkit2gtk-') && existsSync(`${root}/${d}/MiniBrowser`)))
      return null;
  }
  try {
    if (execFileSync('dpkg', ['-L', 'libwebkit2gtk-4.1-0'], { encoding: 'utf8' }).includes('/MiniBrowser\n'))
      return null;
  } catch {}
  return "WebKitGTK's MiniBrowser not found (Debian's libwebkit2gtk-4.1-0)";
}

/**
 * The test's options when `engine` may be missing: in CI (CI=true) a missing engine fails the test with the
 * reason; elsewhere the test is skipped with it (and the count of skipped tests shows it).
 */
export function engineOptions(engine, options) {
  const missing = engineMissing(engine);
  if (!missing) return options;
  if (process.env.CI === 'true' || process.env.CI === '1') return { ...options, missing };
  return { ...options, skip: `${ENGINE_NAMES[engine]}: ${missing}; install it (as root: apt-get install)` };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs in the page before its own scripts (the proxy puts it first in <head>): records uncaught errors,
 * unhandled rejections, console.error calls, resources that failed to load and CSP violations in
 * `window.__pbErrors`, and defines `window.__pbBoxes()`, which reads the boxes the layout-shift comparison uses.
 */
function probe() {
  const errors = [];
  window.__pbErrors = errors;
  addEventListener(
    'error',
    (e) => {
      const t = e.target;
      if (t && t !== window) errors.push(`failed to load: <${t.localName}> ${t.currentSrc || t.src || t.href}`);
      else errors.push(`uncaught: ${e.message} (${e.filename}:${e.lineno})`);
    },
    true,
  );
  addEventListener('unhandledrejection', (e) => errors.push(`unhandled rejection: ${e.reason?.stack ?? e.reason}`));
  document.addEventListener('securitypolicyviolation', (e) =>
    errors.push(`CSP: ${e.violatedDirective} blocked ${e.blockedURI}`),
  );
  const error = console.error;
  console.error = function (...args) {
    errors.push(`console.error: ${args.map((a) => a?.stack ?? String(a)).join(' ')}`);
    return error.apply(this, args);
  };

  const skip = new Set(['script', 'style', 'link', 'template', 'noscript', 'br', 'source', 'track', 'wbr']);
  const replaced = new Set(['img', 'svg', 'video', 'canvas', 'iframe', 'input', 'select', 'textarea', 'button']);
  const name = (el) =>
    el.localName +
    (el.id ? `#${el.id}` : '') +
    (typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).join('.')}` : '');
  const label = (el) => {
    const names = [];
    for (let e = el; e && e !== document.body && names.length < 3; e = e.parentElement) names.unshift(name(e));
    return names.join(' > ');
  };
  /** Whether the box draws anything itself (text, a replaced element, a background, a border or a shadow). */
  const paints = (el) => {
    if (!el.checkVisibility({ visibilityProperty: true })) return false;
    if (replaced.has(el.localName)) return true;
    if ([...el.childNodes].some((n) => n.nodeType === 3 && n.data.trim())) return true;
    const s = getComputedStyle(el);
    return (
      s.backgroundImage !== 'none' ||
      !/^(transparent|rgba\(.*, 0\))$/.test(s.backgroundColor) ||
      s.boxShadow !== 'none' ||
      ['Top', 'Right', 'Bottom', 'Left'].some(
        (side) => s[`border${side}Style`] !== 'none' && Number.parseFloat(s[`border${side}Width`]) > 0,
      )
    );
  };
  // Transforms moved by scripts or animations are no layout shift (nor are they in the Layout Instability API):
  // boxes are read with them off, in one task, so nothing is painted that way.
  const still = new CSSStyleSheet();
  still.replaceSync(
    '* { transform: none !important; translate: none !important; rotate: none !important; scale: none !important }',
  );
  /**
   * Every element of the page's own tree under <body> (the library's elements, their light-DOM content and
   * everything around them): its page position and size, rounded to 0.1 px, and whether it paints. The same
   * elements each time (the first call picks them): what the upgrade adds is not compared, what it hides is null.
   */
  window.__pbBoxes = () => {
    window.__pbTargets ??= [...document.body.querySelectorAll('*')].filter((el) => !skip.has(el.localName));
    const r = (n) => Math.round(n * 10) / 10;
    const sheets = document.adoptedStyleSheets;
    document.adoptedStyleSheets = [...sheets, still];
    try {
      return {
        viewport: [innerWidth, innerHeight],
        defined: [...document.querySelectorAll(':defined')].filter((el) => el.localName.startsWith('pb-')).length,
        boxes: window.__pbTargets.map((el) => {
          if (!el.isConnected || el.getClientRects().length === 0) return null;
          const b = el.getBoundingClientRect();
          return [r(b.left + scrollX), r(b.top + scrollY), r(b.width), r(b.height), label(el), paints(el)];
        }),
      };
    } finally {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== still);
    }
  };
}

/** The probe as the proxy writes it into a page (with the page's CSP nonce, if it has one). */
const PROBE = `(${probe})();`;

/**
 * The moves between two readings of `__pbBoxes()`, counted as the Layout Instability API counts them: a box that
 * paints something in both readings and was in the first viewport in either, whose top-left corner
 * moved by more than `tolerance` px; a box that appeared or went away is no shift. `score` is the API's value for
 * one frame: the union of the moved boxes' old and new rects within the viewport, as a fraction of it (on a 4 px
 * grid), times the largest move over the viewport's larger side. `below` counts the moves outside the viewport.
 */
export function boxShift(before, after, tolerance = 1) {
  const [vw, vh] = before.viewport;
  const moved = [];
  let below = 0;
  const cell = 4;
  const cols = Math.ceil(vw / cell);
  const rows = Math.ceil(vh / cell);
  const covered = new Uint8Array(cols * rows);
  const mark = ([x, y, w, h]) => {
    for (let j = Math.max(0, Math.floor(y / cell)); j < Math.min(rows, Math.ceil((y + h) / cell)); j++)
      for (let i = Math.max(0, Math.floor(x / cell)); i < Math.min(cols, Math.ceil((x + w) / cell)); i++)
        covered[j * cols + i] = 1;
  };
  const inView = (r) => r[1] < vh && r[1] + r[3] > 0 && r[0] < vw && r[0] + r[2] > 0;
  let distance = 0;
  before.boxes.forEach((a, i) => {
    const b = after.boxes[i];
    if (!a || !b || !a[5] || !b[5] || a[2] * a[3] === 0 || b[2] * b[3] === 0) return;
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    if (Math.abs(dx) <= tolerance && Math.abs(dy) <= tolerance) return;
    if (!inView(a) && !inView(b)) {
      below++;
      return;
    }
    moved.push({ what: a[4], dx: Math.round(dx), dy: Math.round(dy) });
    mark(a);
    mark(b);
    distance = Math.max(distance, Math.hypot(dx, dy));
  });
  const impact = covered.reduce((n, c) => n + c, 0) / covered.length;
  const score = impact * Math.min(1, distance / Math.max(vw, vh));
  const maxPx = moved.reduce((m, s) => Math.max(m, Math.abs(s.dx), Math.abs(s.dy)), 0);
  return { moved, below, score, maxPx };
}

/**
 * A proxy in front of the demo server at `target`: every HTML page gets the probe first in <head> (and
 * `proxy.rewrite(html, path)` applied before that); while `proxy.hold()` is on, the library's scripts
 * (/dist/*.js) wait until `proxy.release()`. Responses of 400 and over are kept in `proxy.failures`.
 */
export function pageProxy(target) {
  const upstream = new URL(target);
  let held = null;
  const proxy = {
    url: '',
    failures: [],
    rewrite: (html) => html,
    hold() {
      let release;
      held = { promise: new Promise((r) => (release = r)), release };
    },
    release() {
      held?.release();
      held = null;
    },
  };
  const server = http.createServer(async (req, res) => {
    if (held && /^\/dist\/.*\.js(\?|$)/.test(req.url ?? '')) await held.promise;
    const headers = { ...req.headers, host: upstream.host, 'accept-encoding': 'identity' };
    const forward = http.request(
      { hostname: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers },
      (up) => {
        const status = up.statusCode ?? 502;
        if (status >= 400) proxy.failures.push(`${status} ${req.method} ${req.url}`);
        if (!/^text\/html/.test(up.headers['content-type'] ?? '')) {
          res.writeHead(status, up.headers);
          up.pipe(res);
          return;
        }
        const chunks = [];
        up.on('data', (c) => chunks.push(c));
        up.on('end', () => {
          const html = proxy.rewrite(Buffer.concat(chunks).toString('utf8'), req.url);
          const nonce = /<script[^>]*\snonce="([^"]+)"/.exec(html)?.[1];
          const tag = `<script${nonce ? ` nonce="${nonce}"` : ''}>${PROBE}</script>`;
          const body = /<head[^>]*>/.test(html) ? html.replace(/<head[^>]*>/, (h) => `${h}${tag}`) : tag + html;
          const out = { ...up.headers };
          delete out['content-length'];
          res.writeHead(status, out);
          res.end(body);
        });
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      proxy.url = `http://127.0.0.1:${server.address().port}`;
      proxy.close = () =>
        new Promise((r) => {
          proxy.release();
          server.close(() => r());
          server.closeAllConnections();
        });
      resolve(proxy);
    }),
  );
}

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
    protocolTimeout: timeout,
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

async function webkitDriver({ timeout }) {
  const { remote } = await import('webdriverio');
  const { startWebKitDriver, stopWebKitDriver } = await import('../../scripts/engines.mjs');
  const options = await startWebKitDriver();
  let browser;
  try {
    browser = await remote({
      ...options,
      connectionRetryTimeout: timeout,
      // Commands do not wait for a page to load: a page whose scripts the proxy holds does not finish loading.
      capabilities: { ...options.capabilities, pageLoadStrategy: 'none' },
    });
  } catch (error) {
    await stopWebKitDriver();
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

const DRIVERS = { chromium: chromiumDriver, firefox: firefoxDriver, webkit: webkitDriver };

/**
 * Starts `engine` with one page; `goto` loads a page through `proxy` and waits until it is parsed (`held`: the
 * library's scripts stay held, so it waits for the parse, not the load) or loaded and every pb- tag on it is
 * defined. Every wait is bounded by `timeout`.
 */
export async function openEngine(engine, { proxy, timeout = 15_000 } = {}) {
  const driver = await DRIVERS[engine]({ timeout });
  const until = async (fn, arg, what, wait = timeout) => {
    const deadline = Date.now() + wait;
    let last;
    while (Date.now() < deadline) {
      try {
        last = await driver.evaluate(fn, arg);
      } catch (error) {
        // A navigation in flight replaces the page under the script.
        last = String(error?.message ?? error).split('\n')[0];
      }
      if (last === true) return;
      await sleep(40);
    }
    throw new Error(`${ENGINE_NAMES[engine]}: ${what}: still ${JSON.stringify(last)} after ${wait} ms`);
  };
  const frames = () =>
    driver.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(true)))));
  return {
    engine,
    name: ENGINE_NAMES[engine],
    version: driver.version,
    until,
    frames,
    evaluate: (fn, arg) => driver.evaluate(fn, arg),
    press: (key) => driver.press(key),
    type: (text) => driver.type(text),
    setViewport: (width, height) => driver.setViewport(width, height),
    close: () => driver.close(),
    /** The errors the page recorded (and the driver saw) since the last call. */
    async errors() {
      const page = await driver.evaluate(() => (window.__pbErrors ?? []).splice(0)).catch((e) => [String(e)]);
      return [...page, ...driver.native.splice(0)];
    },
    async goto(path, { held = false } = {}) {
      const url = `${proxy.url}${path}`;
      // The page being left is marked, so the waits below read the new one.
      await driver.evaluate(() => (window.__pbLeft = true)).catch(() => {});
      await driver.navigate(url);
      if (held) {
        await until(
          () => !window.__pbLeft && !!window.__pbBoxes && document.readyState !== 'loading',
          undefined,
          `${path} parsed`,
        );
        // Every stylesheet in, as the first paint has them (a stylesheet in <head> holds it).
        await until(
          () => [...document.querySelectorAll('link[rel~="stylesheet"][href]')].every((l) => l.sheet),
          undefined,
          `${path}'s stylesheets`,
        );
        await frames();
        return;
      }
      await this.upgraded(path);
    },
    /** Waits until the page has loaded and every pb- tag on it is defined, then two frames. */
    async upgraded(what) {
      await until(
        () =>
          !window.__pbLeft &&
          document.readyState === 'complete' &&
          ![...document.querySelectorAll(':not(:defined)')].some((e) => e.localName.startsWith('pb-')),
        undefined,
        `${what} loaded and upgraded`,
      );
      await frames();
    },
  };
}
