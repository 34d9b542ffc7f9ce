// The three browser engines the tests run in, all from Debian's packages (nothing is downloaded):
// Chromium (chromium, via scripts/chrome.mjs), Firefox (firefox-esr, over WebDriver BiDi by puppeteer) and
// WebKit (webkit2gtk-driver's WebKitWebDriver driving WebKitGTK's MiniBrowser, on a private Xvfb display).
// PB_ENGINES picks them: a comma list of chromium, firefox, webkit, or "all"; chromium when unset.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ALL_ENGINES = ['chromium', 'firefox', 'webkit'];

/** Debian's package that provides each engine, for the messages and .ci/run. */
export const ENGINE_PACKAGES = { chromium: 'chromium', firefox: 'firefox-esr', webkit: 'webkit2gtk-driver xvfb' };

/** The engines PB_ENGINES names, in a fixed order; an unknown name stops the run rather than testing less. */
export function selectedEngines(value = process.env.PB_ENGINES) {
  if (!value?.trim()) return ['chromium'];
  const names = value
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (names.includes('all')) return [...ALL_ENGINES];
  const unknown = names.filter((name) => !ALL_ENGINES.includes(name));
  if (unknown.length) {
    console.error(
      `[pb-elements] PB_ENGINES: unknown engine ${unknown.join(', ')}; use ${ALL_ENGINES.join(', ')} or all.`,
    );
    process.exit(1);
  }
  return ALL_ENGINES.filter((name) => names.includes(name));
}

function missing(engine, what) {
  console.error(
    `[pb-elements] ${engine}: ${what} not found. Install Debian's package (as root: apt-get install -y ` +
      `${ENGINE_PACKAGES[engine]}). No browser is downloaded by this project.`,
  );
  process.exit(1);
}

export function firefoxPath() {
  const wanted = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
  if (!existsSync(wanted)) missing('firefox', wanted);
  return wanted;
}

/** WebKitGTK's MiniBrowser lives in the library's private directory, not on PATH. */
export function miniBrowserPath() {
  if (process.env.MINIBROWSER_PATH) return process.env.MINIBROWSER_PATH;
  const roots = ['/usr/lib/x86_64-linux-gnu', '/usr/lib/aarch64-linux-gnu', '/usr/lib'];
  for (const root of roots) {
    if (!existsSync(root)) continue;
    for (const dir of readdirSync(root).filter((name) => name.startsWith('webkit2gtk-'))) {
      const path = `${root}/${dir}/MiniBrowser`;
      if (existsSync(path)) return path;
    }
  }
  try {
    const files = execFileSync('dpkg', ['-L', 'libwebkit2gtk-4.1-0'], { encoding: 'utf8' });
    const found = files.split('\n').find((line) => line.endsWith('/MiniBrowser'));
    if (found) return found;
  } catch {}
  return missing('webkit', 'MiniBrowser');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const children = new Set();
let cleanupHooked = false;

/** The driver and the display are ours: stop them however the runner ends, so none outlives a run. */
function own(child) {
  children.add(child);
  child.on('exit', () => children.delete(child));
  if (cleanupHooked) return child;
  cleanupHooked = true;
  const stopAll = () => {
    for (const c of children) c.kill('SIGTERM');
  };
  process.on('exit', stopAll);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => {
      stopAll();
      process.exit(130);
    });
  }
  return child;
}

/**
 * MiniBrowser's toolbar keeps its window at least 447 px wide, so a 390 px phone viewport could not be set.
 * A private GTK stylesheet (GTK reads $XDG_CONFIG_HOME/gtk-3.0/gtk.css) shrinks the toolbar's widgets to
 * nothing; web content is not drawn by GTK's theme. Removed at exit.
 */
function gtkConfigHome() {
  const home = mkdtempSync(join(tmpdir(), 'pb-webkit-gtk-'));
  mkdirSync(join(home, 'gtk-3.0'));
  writeFileSync(
    join(home, 'gtk-3.0', 'gtk.css'),
    'toolbar, toolbar *, headerbar, headerbar *, entry, button {\n' +
      '  min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px;\n}\n',
  );
  process.on('exit', () => rmSync(home, { recursive: true, force: true }));
  return home;
}

/**
 * With no window manager, X gives the keyboard focus to the window under the pointer, which an X server starts in
 * the middle of the screen, where MiniBrowser centres its window: there the real pointer hovered whatever a layout
 * put in the middle of the page (WebDriver's pointer is another). It is moved to the screen's top-left corner with
 * one WarpPointer request over the display's socket (the X protocol; no X client is installed; -noreset, or the
 * server would reset, pointer and all, when that connection closes), and the window is
 * kept at that corner (`pinWebKitWindow`), so the pointer is over the page's own corner, as puppeteer's reset
 * leaves it, and the window keeps the focus.
 */
function parkPointer(display) {
  return new Promise((resolve, reject) => {
    const socket = connect(`/tmp/.X11-unix/X${display.slice(1)}`);
    const done = (error) => {
      socket.destroy();
      if (error) reject(error);
      else resolve();
    };
    let stage = 'setup';
    let data = Buffer.alloc(0);
    socket.on('error', done);
    socket.on('connect', () => {
      // Connection setup: little-endian, protocol 11.0, no authorisation (Xvfb is started without -auth).
      const setup = Buffer.alloc(12);
      setup.write('l', 0);
      setup.writeUInt16LE(11, 2);
      socket.write(setup);
    });
    socket.on('data', (chunk) => {
      data = Buffer.concat([data, chunk]);
      if (stage === 'setup') {
        if (data.length < 8) return;
        if (data[0] !== 1) return done(new Error(`Xvfb ${display} refused the connection`));
        const length = 8 + data.readUInt16LE(6) * 4;
        if (data.length < length) return;
        data = data.subarray(length);
        stage = 'warp';
        // WarpPointer (41) with no windows: a move relative to where the pointer is, clamped at the corner;
        // then GetInputFocus (43), whose reply says the server has done the move.
        const warp = Buffer.alloc(24 + 4);
        warp.writeUInt8(41, 0);
        warp.writeUInt16LE(6, 2);
        warp.writeInt16LE(-30000, 20);
        warp.writeInt16LE(-30000, 22);
        warp.writeUInt8(43, 24);
        warp.writeUInt16LE(1, 26);
        socket.write(warp);
      }
      if (stage === 'warp' && data.length >= 32) done();
    });
  });
}

/** A private Xvfb display; -displayfd makes it pick a free number and tell us which. */
function startXvfb() {
  if (!existsSync('/usr/bin/Xvfb')) missing('webkit', '/usr/bin/Xvfb');
  return new Promise((resolve, reject) => {
    const xvfb = own(
      spawn('Xvfb', ['-displayfd', '1', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp', '-noreset'], {
        stdio: ['ignore', 'pipe', 'ignore'],
      }),
    );
    let out = '';
    xvfb.stdout.on('data', (chunk) => {
      out += chunk;
      if (!out.includes('\n')) return;
      const display = `:${out.trim()}`;
      parkPointer(display).then(() => resolve(display), reject);
    });
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it opened a display`)));
    xvfb.on('error', reject);
  });
}

async function waitForDriver(port, timeout = 20000) {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/status`);
      if (response.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port} within ${timeout} ms`);
}

/** Starts Xvfb and WebKitWebDriver (stopped when the process exits); returns webdriverio's options. */
export async function startWebKitDriver() {
  if (!existsSync('/usr/bin/WebKitWebDriver')) missing('webkit', '/usr/bin/WebKitWebDriver');
  const binary = miniBrowserPath();
  // PB_WEBKIT_DISPLAY reuses a display (e.g. to watch the run); otherwise a private one.
  const display = process.env.PB_WEBKIT_DISPLAY || (await startXvfb());
  const port = await freePort();
  own(
    spawn('WebKitWebDriver', [`--port=${port}`], {
      stdio: 'ignore',
      env: { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: gtkConfigHome() },
    }),
  );
  await waitForDriver(port);
  return {
    hostname: '127.0.0.1',
    port,
    logLevel: 'error',
    capabilities: {
      browserName: 'MiniBrowser',
      'wdio:enforceWebDriverClassic': true,
      // A test page that has not loaded in a minute will not start (the runner's testsStartTimeout); the default, 300 s,
      // is what one navigation once waited on a loaded machine (see pinWebKitWindow).
      timeouts: { pageLoad: 60_000 },
      'webkitgtk:browserOptions': { binary, args: ['--automation'] },
    },
  };
}

/**
 * Keeps MiniBrowser's window at the screen's corner, where the parked pointer is (see parkPointer). And a navigation
 * that WebKitWebDriver never answers does not end the run. The runner neither awaits nor catches a test page's
 * navigation (@web/test-runner-webdriver's queueStartSession), so when the request timed out (undici's
 * UND_ERR_HEADERS_TIMEOUT, minutes after the page had loaded and its tests had run), the unhandled rejection ended the
 * whole run with exit code 1 and nothing printed, its console being buffered: four runs stopped so, 96 to 135 of 180
 * files in. A test page that really did not load fails on the runner's own testsStartTimeout. The runner's
 * `about:blank` after each file, which only stops the finished page's code, may time out the same way.
 */
export function pinWebKitWindow(launcher) {
  const create = launcher.createDriverManager.bind(launcher);
  launcher.createDriverManager = async () => {
    const manager = await create();
    const { driver } = launcher;
    await driver.setWindowRect(0, 0, null, null);
    const navigateTo = async (url) => {
      try {
        return await driver.navigateTo(url);
      } catch (error) {
        const page = url === 'about:blank' ? 'leaving a finished test page' : `opening ${new URL(url).pathname}`;
        console.warn(`WebKit: ${page} did not complete (${error.message}); going on`);
      }
    };
    // webdriverio's commands are read-only properties: the manager gets a view of the driver with this one replaced.
    manager.driver = new Proxy(driver, {
      get: (target, key) => {
        if (key === 'navigateTo') return navigateTo;
        const value = Reflect.get(target, key);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    return manager;
  };
  return launcher;
}

/**
 * Stops what startWebKitDriver started (the driver, then its display) and resolves once they have exited, for a
 * caller that runs on after its session (an e2e test file); the runner's own session relies on the exit hook.
 */
export async function stopWebKitDriver() {
  const running = [...children].filter((c) => c.exitCode === null && c.signalCode === null);
  await Promise.all(
    running.reverse().map(
      (child) =>
        new Promise((resolve) => {
          child.once('exit', resolve);
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 3000).unref();
        }),
    ),
  );
}
