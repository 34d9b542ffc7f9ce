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
import { DRIVERS } from './engine-drivers.mjs';

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
  /**
   * The transforms over an element, its own and its flat-tree ancestors' (through slots and shadow roots), identity
   * ones left out: a move with a change here is a transform's, which the Layout Instability API does not count
   * (a parallax image placed by script, a slider's track), not a layout shift.
   */
  const identity = /^(none|matrix\(1, 0, 0, 1, 0, 0\)|0px|0px 0px|0deg|1)$/;
  const transformsOver = (el, memo) => {
    if (!el || el === document.documentElement) return '';
    if (memo.has(el)) return memo.get(el);
    const s = getComputedStyle(el);
    const own = [s.transform, s.translate, s.rotate, s.scale].filter((v) => v && !identity.test(v)).join(' ');
    const parent = el.assignedSlot ?? el.parentElement ?? el.parentNode?.host;
    const value = transformsOver(parent, memo) + (own ? `|${el.localName} ${own}` : '');
    memo.set(el, value);
    return value;
  };
  /**
   * Every element of the page's own tree under <body> (the library's elements, their light-DOM content and
   * everything around them): its page position and size, rounded to 0.1 px, and whether it paints. The same
   * elements each time (the first call picks them): what the upgrade adds is not compared, what it hides is null.
   */
  window.__pbBoxes = () => {
    window.__pbTargets ??= [...document.body.querySelectorAll('*')].filter((el) => !skip.has(el.localName));
    const r = (n) => Math.round(n * 10) / 10;
    const memo = new Map();
    return {
      viewport: [innerWidth, innerHeight],
      defined: [...document.querySelectorAll(':defined')].filter((el) => el.localName.startsWith('pb-')).length,
      boxes: window.__pbTargets.map((el) => {
        if (!el.isConnected || el.getClientRects().length === 0) return null;
        const b = el.getBoundingClientRect();
        return [
          r(b.left + scrollX),
          r(b.top + scrollY),
          r(b.width),
          r(b.height),
          label(el),
          paints(el),
          transformsOver(el, memo),
        ];
      }),
    };
  };
}

/** The probe as the proxy writes it into a page (with the page's CSP nonce, if it has one). */
const PROBE = `(${probe})();`;

/**
 * The moves between two readings of `__pbBoxes()`, counted as the Layout Instability API counts them: a box that
 * paints something in both readings and was in the first viewport in either, whose top-left corner
 * moved by more than `tolerance` px; a box that appeared or went away is no shift, nor is a move under a transform
 * that changed. `score` is the API's value for
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
    if (!a || !b || !a[5] || !b[5] || a[2] * a[3] === 0 || b[2] * b[3] === 0 || a[6] !== b[6]) return;
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
 * `proxy.rewrite(html)` applied before that), and `proxy.pages` adds pages of its own; while `proxy.hold()` is on,
 * the library's scripts (/dist/*.js) wait until `proxy.release()`. Responses of 400 and over are kept in `proxy.failures`.
 */
export function pageProxy(target) {
  const upstream = new URL(target);
  let held = null;
  const proxy = {
    url: '',
    failures: [],
    /** Pages the proxy serves itself, by path (the README-written fixtures). */
    pages: new Map(),
    /** Changes every page's HTML (e.g. its loading tags) before the probe goes in. */
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
  const withProbe = (page) => {
    const html = proxy.rewrite(page);
    const nonce = /<script[^>]*\snonce="([^"]+)"/.exec(html)?.[1];
    const tag = `<script${nonce ? ` nonce="${nonce}"` : ''}>${PROBE}</script>`;
    return /<head[^>]*>/.test(html) ? html.replace(/<head[^>]*>/, (h) => `${h}${tag}`) : tag + html;
  };
  const server = http.createServer(async (req, res) => {
    if (held && /^\/dist\/.*\.js(\?|$)/.test(req.url ?? '')) await held.promise;
    const own = proxy.pages.get(req.url);
    if (own !== undefined) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(withProbe(own));
      return;
    }
    const headers = { ...req.headers, host: upstream.host, 'accept-encoding': 'identity' };
    const forward = http.request(
      { hostname: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers },
      (up) => {
        const status = up.statusCode ?? 502;
        if (status >= 400) proxy.failures.push(`${status} ${req.method} ${req.url}`);
        if (!/^text\/html/.test(up.headers['content-type'] ?? '')) {
          // The demo serves hashed chunks as immutable and pb.js for 5 minutes: a cached script would not come
          // through the proxy, so a held load could upgrade. Every load here fetches its scripts.
          const out = { ...up.headers, 'cache-control': 'no-store' };
          delete out.etag;
          delete out['last-modified'];
          res.writeHead(status, out);
          up.pipe(res);
          return;
        }
        const chunks = [];
        up.on('data', (c) => chunks.push(c));
        up.on('end', () => {
          const body = withProbe(Buffer.concat(chunks).toString('utf8'));
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
    async goto(path, { held = false, frames: settle = true } = {}) {
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
        // A page whose first paint is held (blocking="render") runs no frame callback until it paints.
        if (settle) await frames();
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

/** Resolves once the page's finite animations on the document's clock have finished, or after `ms`. */
function animationsDone(ms) {
  return Promise.race([
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.timeline === document.timeline && a.effect?.getComputedTiming().endTime < Infinity)
        .map((a) => a.finished.catch(() => {})),
    ),
    new Promise((r) => setTimeout(r, ms)),
  ]).then(() => true);
}

/**
 * One load of `path` through `proxy`, the library's scripts held until the page has been read: the boxes as the
 * first paint shows them, then, once every element is defined, `ready()` holds and the page's animations are done
 * (bounded), the boxes again, compared by `boxShift`. `painted`: the engine painted while the scripts were held
 * (false where `blocking="render"` holds the paint; then nothing moved on screen and `shift` is null). `cls`: the
 * Layout Instability API's sum, where the engine has it (Chromium), else null. `defined`: elements defined while
 * the scripts were held (0, or the page was not read before the upgrade). `library: false` for a page without
 * the library (a baseline): it waits for the load instead of the upgrade.
 */
export async function measureShift(e, proxy, path, { ready, blocking = false, library = true } = {}) {
  proxy.hold();
  let before;
  let painted;
  try {
    await e.goto(path, { held: true, frames: !blocking });
    const fcp = () => performance.getEntriesByName('first-contentful-paint').length > 0;
    painted = await e.until(fcp, undefined, 'a first paint', blocking ? 1500 : 10_000).then(
      () => true,
      () => false,
    );
    before = await e.evaluate(() => window.__pbBoxes());
  } finally {
    proxy.release();
  }
  if (library) await e.upgraded(path);
  else await e.until(() => document.readyState === 'complete', undefined, `${path} loaded`);
  if (ready) await e.until(ready, undefined, `${path} ready`);
  await e.evaluate(animationsDone, 2000);
  await e.frames();
  const after = await e.evaluate(() => window.__pbBoxes());
  const cls = await e.evaluate(() => window.__pbCls ?? null);
  return { shift: painted ? boxShift(before, after) : null, painted, cls, defined: before.defined };
}
