// Test-runner commands that @web/test-runner-commands has only for Chromium (CDP), done here for
// Firefox (puppeteer over WebDriver BiDi) and WebKit (WebDriver classic):
// - emulateMedia({ reducedMotion }): neither protocol can emulate a media feature, so the page's
//   matchMedia answers prefers-reduced-motion queries from the emulated value and fires `change`.
//   Scripts see it; CSS @media rules do not (a test that needs them is marked, see test/helpers/engines.ts).
// - sendKeys: "Space" in Firefox (BiDi knows keys, not key codes); down/up and type in WebKit (WebDriver actions).
// - setViewport for WebKit: the window is sized so that the viewport (innerWidth x innerHeight) is the one asked.
// - resetMouse for WebKit: the buttons released and the pointer back at the page's corner, as puppeteer's does.
// And one command of our own, for every engine that has a puppeteer page:
// - emulate-timezone({ timezoneId }): the browser's time zone (an IANA name; empty restores the system's), through
//   puppeteer's page.emulateTimezone, which is CDP's Emulation.setTimezoneOverride in Chromium. WebDriver classic
//   has no such command, so WebKit refuses it.

/** Runs in the page. Idempotent; a new page (each test file) starts again from no-preference. */
function emulateReducedMotion(value) {
  const w = window;
  let state = w.__pbReducedMotion;
  if (!state) {
    const original = w.matchMedia.bind(w);
    const query = /^\s*\(\s*prefers-reduced-motion\s*(?::\s*(reduce|no-preference)\s*)?\)\s*$/i;
    state = { value: 'no-preference', lists: [] };
    w.__pbReducedMotion = state;
    w.matchMedia = (media) => {
      const match = query.exec(String(media));
      if (!match) return original(media);
      const wanted = match[1]?.toLowerCase();
      const list = new EventTarget();
      const matches = () => (wanted ? state.value === wanted : state.value === 'reduce');
      Object.defineProperties(list, {
        media: { value: String(media), enumerable: true },
        matches: { get: matches, enumerable: true },
        onchange: { value: null, writable: true },
        addListener: { value: (listener) => list.addEventListener('change', listener) },
        removeListener: { value: (listener) => list.removeEventListener('change', listener) },
      });
      state.lists.push({ list, last: matches() });
      return list;
    };
  }
  state.value = value;
  for (const entry of state.lists) {
    const now = entry.list.matches;
    if (now === entry.last) continue;
    entry.last = now;
    const event = new MediaQueryListEvent('change', { matches: now, media: entry.list.media });
    entry.list.dispatchEvent(event);
    entry.list.onchange?.call(entry.list, event);
  }
  return true;
}

const isFirefox = (browser) => browser.type === 'puppeteer' && browser.name === 'Firefox';
const isWebDriver = (browser) => browser.type === 'webdriver';

function evaluate(session, fn, ...args) {
  const { browser } = session;
  if (isWebDriver(browser)) {
    return browser.driver.execute(`return (${fn}).apply(null, arguments)`, ...args);
  }
  return browser.getPage(session.id).evaluate(fn, ...args);
}

const measure = (session) => evaluate(session, () => [window.innerWidth, window.innerHeight]);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The page's viewport once a resize has reached it and holds (the window resizes asynchronously). */
async function settledViewport(session, before) {
  let last = before;
  for (let i = 0, same = 0; i < 40 && same < 3; i++) {
    await sleep(25);
    const now = await measure(session);
    const moved = now[0] !== before[0] || now[1] !== before[1];
    same = moved && now[0] === last[0] && now[1] === last[1] ? same + 1 : 0;
    last = now;
  }
  return last;
}

/** The window is sized so that the viewport is the one asked: MiniBrowser's window includes its toolbar. */
async function setWebDriverViewport(session, { width, height }) {
  const { driver } = session.browser;
  let size = await measure(session);
  let outer = [width, height];
  for (let attempt = 0; attempt < 3 && (size[0] !== width || size[1] !== height); attempt++) {
    // At the screen's corner, where the parked pointer is (scripts/engines.mjs).
    await driver.setWindowRect(0, 0, outer[0], outer[1]);
    size = await settledViewport(session, size);
    outer = [outer[0] + width - size[0], outer[1] + height - size[1]];
  }
  if (size[0] !== width || size[1] !== height) {
    throw new Error(`set-viewport: asked ${width} x ${height}, the page has ${size[0]} x ${size[1]}`);
  }
}

/** WebDriver's key codes for the named keys the tests hold down (WebDriver classic has no names). */
const WEBDRIVER_KEYS = { Shift: '\uE008', Control: '\uE009', Alt: '\uE00A', Meta: '\uE03D', Space: ' ' };

/**
 * sendKeys where the default plugin falls short: puppeteer over BiDi knows no "Space" (a key code, not
 * a key), and webdriver has no down/up. Everything else is left to the default plugin (undefined).
 */
async function sendKeys(session, payload) {
  const { browser } = session;
  if (isWebDriver(browser) && typeof payload?.type === 'string') {
    // webdriverio's keys() drops a repeated character ('Hello' arrives as 'Helo'): each key down and up here.
    const actions = [...payload.type].flatMap((value) => [
      { type: 'keyDown', value },
      { type: 'keyUp', value },
    ]);
    await browser.driver.performActions([{ type: 'key', id: 'keyboard', actions }]);
    return true;
  }
  const action = ['press', 'down', 'up'].find((name) => typeof payload?.[name] === 'string');
  if (!action) return undefined;
  const key = payload[action];
  if (isFirefox(browser)) {
    if (key !== 'Space') return undefined;
    await browser.getPage(session.id).keyboard[action](' ');
    return true;
  }
  if (action === 'press') return undefined;
  const value = WEBDRIVER_KEYS[key] ?? key;
  if ([...value].length !== 1) throw new Error(`send-keys: ${action} "${key}" is not supported in ${browser.name}`);
  await browser.driver.performActions([
    { type: 'key', id: 'keyboard', actions: [{ type: action === 'down' ? 'keyDown' : 'keyUp', value }] },
  ]);
  return true;
}

/** Goes before the default command plugins (web-test-runner puts its own first): the two engines, and emulate-timezone. */
export function engineCommandsPlugin() {
  const plugin = {
    name: 'pb-engine-commands',
    // The runner asks its command plugins in the order of the list its API plugin holds.
    serverStart({ config }) {
      const plugins = config.plugins.find((p) => p.name === 'test-runner-api')?.plugins;
      if (!plugins) throw new Error('pb-engine-commands: web-test-runner has no test-runner-api plugin');
      const at = plugins.indexOf(plugin);
      if (at > 0) {
        plugins.splice(at, 1);
        plugins.unshift(plugin);
      }
    },
    async executeCommand({ command, payload, session }) {
      const { browser } = session;
      if (command === 'emulate-timezone') {
        if (isWebDriver(browser)) throw new Error(`emulate-timezone: not supported in ${browser.name}`);
        await browser.getPage(session.id).emulateTimezone(payload?.timezoneId || undefined);
        return true;
      }
      if (!isFirefox(browser) && !isWebDriver(browser)) return undefined;
      if (command === 'emulate-media') {
        const { reducedMotion, ...rest } = payload ?? {};
        const other = Object.keys(rest).filter((key) => rest[key] != null);
        if (other.length) {
          throw new Error(
            `emulate-media: only reducedMotion can be emulated in ${browser.name}, not ${other.join(', ')}`,
          );
        }
        if (reducedMotion != null) await evaluate(session, emulateReducedMotion, reducedMotion);
        return true;
      }
      if (command === 'send-keys') return sendKeys(session, payload);
      if (command === 'reset-mouse' && isWebDriver(browser)) {
        // The default only releases the buttons; the pointer stays where the last test left it (and hovers
        // whatever a later layout puts there). Puppeteer's reset moves it to the corner too.
        await browser.resetMouse(session.id);
        await browser.sendMouseMove(session.id, 0, 0);
        return true;
      }
      if (command === 'set-viewport' && isWebDriver(browser)) {
        await setWebDriverViewport(session, payload);
        return true;
      }
      return undefined;
    },
  };
  return plugin;
}
