/**
 * The demo contact page (/contact.html) in Chromium against the real demo server: conditional logic, validation
 * tied to the fields, the captcha, a message that lands in `contact_messages`, a 500 and a dropped connection that
 * keep every value, an expired token (the server's clock moved 12 h on) with its message, and axe.
 *
 *   npm run build && node --test test/e2e/contact.e2e.mjs
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, afterEach, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../demo/server/db.js';
import { startServer } from '../../demo/server/index.js';
import { launchChromium } from '../../scripts/chrome.mjs';
import { until } from '../helpers/e2e.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-contact-e2e-'));
const DB = path.join(TMP, 'contact.sqlite');
const WAIT = 10_000;
const BROWSER = fs.existsSync(path.join(ROOT, 'dist', 'pb.js'))
  ? { timeout: 60_000 }
  : { skip: 'dist/pb.js is missing; run `npm run build` first' };
const AXE = path.join(ROOT, 'node_modules/axe-core/axe.min.js');

after(() => fs.rmSync(TMP, { recursive: true, force: true }));

describe('contact page', () => {
  let app;
  let browser;
  let context;
  let clock = Date.now();
  let page;
  let errors;

  before(async () => {
    if (BROWSER.skip) return;
    app = await startServer({ port: 0, host: '127.0.0.1', dbPath: DB, root: ROOT, now: () => clock });
    browser = await launchChromium(WAIT);
    context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
  });
  after(async () => {
    await context?.close().catch(() => {});
    await browser?.close();
    await app?.close();
  });
  afterEach(async () => {
    await page?.close().catch(() => {});
    assert.deepEqual(errors, [], 'page errors');
  });

  async function open() {
    page = await context.newPage();
    page.setDefaultTimeout(WAIT);
    errors = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await page.goto(`${app.url}/contact.html`);
    await until(
      page,
      () => customElements.get('pb-contact-form') && document.querySelector('pb-contact-form form')?.noValidate,
      null,
      'upgraded',
    );
    return page;
  }
  const rows = async () => {
    const db = await openDatabase(DB);
    try {
      return db.all('SELECT * FROM contact_messages ORDER BY id');
    } finally {
      db.close();
    }
  };
  /** The captcha's current sum, as the visitor reads it from the label. */
  const sum = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('[data-pb-digit]')].reduce((n, el) => n + Number(el.textContent), 0),
    );
  async function fill({ subject = 'Orders', captcha } = {}) {
    await page.fill('#cf-name', 'Joris Bakker');
    await page.fill('#cf-email', 'joris@example.nl');
    await page.selectOption('#cf-subject', subject);
    await page.fill('#cf-message', 'Could I book the wheel course for two?');
    await page.fill('#cf-captcha', String(captcha ?? (await sum())));
  }
  const values = () =>
    page.evaluate(() => ({
      name: document.querySelector('#cf-name').value,
      email: document.querySelector('#cf-email').value,
      message: document.querySelector('#cf-message').value,
    }));

  test(
    'conditional logic, then validation tied to the fields, summary announced, focus on the first',
    BROWSER,
    async () => {
      await open();
      const shown = () =>
        page.evaluate(() => [...document.querySelectorAll('[data-pb-conditions]')].map((el) => !el.hidden));
      assert.deepEqual(await shown(), [false, false], 'Orders: no class question, no head count');
      await page.selectOption('#cf-subject', 'Classes');
      assert.deepEqual(await shown(), [true, true]);
      await page.selectOption('#cf-subject', 'Commissions');
      assert.deepEqual(await shown(), [false, true], 'the head count is "any" of two subjects');

      await page.selectOption('#cf-subject', 'Classes');
      await page.fill('#cf-email', 'joris@klei..nl');
      await page.fill('#cf-captcha', '1');
      await page.click('button[type=submit]');
      await until(page, () => document.querySelector('.pb-form-summary'), null, 'the summary');
      const state = await page.evaluate(() => {
        const summary = document.querySelector('.pb-form-summary');
        const describedBy = (sel) => {
          const el = document.querySelector(sel);
          return {
            invalid: el.getAttribute('aria-invalid'),
            text: document.getElementById(el.getAttribute('aria-describedby'))?.textContent,
          };
        };
        return {
          // The focused box holds the alert (GOV.UK Frontend 4.4): announced once, not twice.
          role: [summary.getAttribute('role'), summary.firstElementChild?.getAttribute('role')],
          summary: summary.innerText.replace(/\s+/g, ' ').trim(),
          name: describedBy('#cf-name'),
          email: describedBy('#cf-email'),
          klass: describedBy('[name=class]'),
          captcha: describedBy('#cf-captcha'),
          captchaValue: document.querySelector('#cf-captcha').value,
          focus: document.activeElement.id,
        };
      });
      assert.deepEqual(state.role, [null, 'alert']);
      assert.equal(
        state.summary,
        'Please fill in the following fields: Name Which class? Message Please enter a valid email address. Wrong sum. Please try the new numbers.',
      );
      assert.deepEqual(state.name, { invalid: 'true', text: 'This field is required.' });
      assert.deepEqual(state.email, { invalid: 'true', text: 'Please enter a valid email address.' });
      assert.deepEqual(state.klass, { invalid: 'true', text: 'This field is required.' });
      assert.deepEqual(state.captcha, { invalid: 'true', text: 'Wrong sum. Please try the new numbers.' });
      assert.equal(state.captchaValue, '', 'a wrong captcha clears the field');
      assert.equal(state.focus, 'contact-summary', 'the visitor is taken to the summary');
      const fresh = await page.evaluate(() =>
        ['first', 'second'].map((w) => Number(document.querySelector(`[name=pb_${w}_digit]`).value)),
      );
      assert.equal(fresh[0] + fresh[1], await sum(), 'the hidden digits and the label agree');
      assert.ok(fresh.every((n) => n >= 1 && n <= 15));

      await page.addScriptTag({ path: AXE });
      const violations = await page.evaluate(async () => (await window.axe.run(document)).violations.map((v) => v.id));
      assert.deepEqual(violations, []);
      assert.equal((await rows()).length, 0, 'nothing was posted');
    },
  );

  test('a valid message is sent without reload, the answer replaces the form, and the row lands', BROWSER, async () => {
    await open();
    await fill({ subject: 'Classes' });
    await page.check('input[value="Weekend taster"]');
    await page.fill('#cf-people', '2');
    await page.evaluate(() => {
      window.__events = [];
      document.addEventListener('pb-form-success', (e) => window.__events.push(e.detail));
      window.__sameDocument = true;
    });
    // A double click submits once.
    await page.dblclick('button[type=submit]');
    await until(page, () => document.querySelector('.contact-sent'), null, 'the answer');
    const after = await page.evaluate(() => ({
      same: window.__sameDocument,
      events: window.__events,
      form: !!document.querySelector('pb-contact-form form'),
      text: document.querySelector('pb-contact-form').textContent.trim(),
      focus: document.activeElement.getAttribute('role'),
    }));
    assert.equal(after.same, true, 'no reload');
    assert.deepEqual(after.events, [{ form: 'contact' }]);
    assert.equal(after.form, false);
    assert.match(after.text, /^Thank you, Joris Bakker\. We have your message/);
    assert.equal(after.focus, 'status');
    const stored = await rows();
    assert.equal(stored.length, 1, 'one row for a double click');
    assert.equal(stored[0].email, 'joris@example.nl');
    assert.deepEqual(
      JSON.parse(stored[0].fields).map((f) => [f.label, f.value]),
      [
        ['Name', 'Joris Bakker'],
        ['Email', 'joris@example.nl'],
        ['Subject', 'Classes'],
        ['Which class?', 'Weekend taster'],
        ['How many people?', '2'],
        ['Message', 'Could I book the wheel course for two?'],
      ],
    );
  });

  /** Where the summary is: focused, and wholly inside the viewport. */
  const summaryShown = () =>
    page.evaluate(() => {
      const s = document.querySelector('.pb-form-summary');
      const r = s.getBoundingClientRect();
      return { focused: document.activeElement === s, inView: r.top >= 0 && r.bottom <= innerHeight };
    });

  for (const [what, route] of [
    ['a 500', (r) => r.fulfill({ status: 500, contentType: 'text/plain', body: 'Error' })],
    ['a dropped connection', (r) => r.abort('connectionreset')],
  ]) {
    test(`${what} keeps every value and takes the visitor to the contact error, on a phone`, BROWSER, async () => {
      await open();
      await page.setViewportSize({ width: 390, height: 700 });
      // The answer waits until the sending state has been seen.
      let answer;
      const held = new Promise((r) => {
        answer = r;
      });
      await page.route('**/contact', async (r) => {
        await held;
        await route(r);
      });
      await fill();
      const before = await values();
      await page.click('button[type=submit]');
      await until(page, () => document.querySelector('button[type=submit][aria-disabled=true]'), null, 'sending');
      const sending = await page.$eval('button[type=submit]', (b) => Number(getComputedStyle(b).opacity));
      assert.ok(sending < 1, 'the Send button looks busy');
      answer();
      await until(page, () => document.querySelector('.pb-form-summary')?.textContent, null, 'the error');
      assert.equal(await page.textContent('.pb-form-summary'), 'Your message could not be sent. Please try again.');
      assert.deepEqual(await summaryShown(), { focused: true, inView: true });
      assert.equal(await page.getAttribute('button[type=submit]', 'aria-disabled'), null);
      assert.deepEqual(await values(), before);
      await page.unroute('**/contact');
    });
  }

  test('an empty captcha is required like any field; a missing field’s link shows its label', BROWSER, async () => {
    await open();
    await page.setViewportSize({ width: 390, height: 700 });
    await fill();
    const digits = await sum();
    await page.fill('#cf-captcha', '');
    await page.fill('#cf-name', '');
    await page.click('button[type=submit]');
    await until(page, () => document.querySelector('.pb-form-summary'), null, 'the summary');
    assert.deepEqual(await summaryShown(), { focused: true, inView: true });
    assert.equal(
      (await page.innerText('.pb-form-summary')).replace(/\s+/g, ' ').trim(),
      `Please fill in the following fields: Name What is ${await page.textContent('[data-pb-digit=first]')} plus ${await page.textContent('[data-pb-digit=second]')}?`,
    );
    assert.equal(await sum(), digits, 'the numbers stay');
    await page.click('.pb-form-summary a[href="#cf-captcha"]');
    assert.equal(await page.evaluate(() => document.activeElement.id), 'cf-captcha');
    const label = await page.$eval('label[for=cf-captcha]', (l) => l.getBoundingClientRect().top);
    assert.ok(label >= 0, 'the label is in view');
  });

  test(
    'an expired token shows the server’s message as text and keeps the values; nothing is stored',
    BROWSER,
    async () => {
      const stored = (await rows()).length;
      await open();
      await fill();
      clock += 12 * 60 * 60 * 1000 + 60_000;
      await page.click('button[type=submit]');
      await until(page, () => document.querySelector('.pb-form-summary')?.textContent, null, 'the error');
      assert.equal(
        await page.textContent('.pb-form-summary'),
        'This page has expired. Reload the page and try again; what you typed is still in the form.',
      );
      assert.equal((await values()).message, 'Could I book the wheel course for two?');
      assert.equal((await rows()).length, stored);
    },
  );
});
