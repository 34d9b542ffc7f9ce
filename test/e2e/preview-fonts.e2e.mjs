/**
 * The shortcode preview's backend (demo/server/preview.js) over real HTTP, and the builder-tools page in Chromium:
 * the previews rendered through the hidden frame, the frame page ignoring a message with the wrong nonce, and the
 * heading font asked of the fonts service stand-in (the tracker) only after consent.
 *
 *   npm run build && node --test test/e2e/preview-fonts.e2e.mjs
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createNonces } from '../../demo/server/nonces.js';
import { SHORTCODE_MAX } from '../../demo/server/preview.js';
import { demoBrowser, until } from '../helpers/e2e.mjs';

describe('shortcode preview backend and the builder-tools page', () => {
  const suite = demoBrowser('preview-fonts');
  // A nonce from another server's secret: well formed, not ours.
  const foreign = createNonces().issue('preview');
  /** A fresh preview nonce as the page config carries it. */
  const pageNonce = async () => {
    const html = await (await fetch(`${suite.app.url}/builder-tools.html`)).text();
    return /"nonces": \{[^}]*"preview": "([^"]+)"/.exec(html)[1];
  };
  const render = (body) =>
    fetch(`${suite.app.url}/api/preview/render`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  test(
    'the preview page: nonce checked, framed by this site only, its script alone may run',
    suite.options,
    async () => {
      const nonce = await pageNonce();
      const url = (q) => `${suite.app.url}/preview?${new URLSearchParams(q)}`;
      const ok = await fetch(url({ preview: 'true', preview_nonce: nonce, frame_id: 'pb-preview-1' }));
      assert.equal(ok.status, 200);
      const csp = ok.headers.get('content-security-policy');
      assert.match(csp, /frame-ancestors 'self'/);
      assert.match(csp, /script-src 'nonce-[^']+'/);
      assert.equal(ok.headers.get('cache-control'), 'no-store');
      assert.match(await ok.text(), /"frameId":"pb-preview-1"/);
      assert.equal((await fetch(url({ preview: 'true', preview_nonce: foreign, frame_id: 'x' }))).status, 403);
      assert.equal((await fetch(url({ preview: 'false', preview_nonce: nonce, frame_id: 'x' }))).status, 400);
      assert.equal((await fetch(url({ preview: 'true', preview_nonce: nonce, frame_id: '<x>' }))).status, 400);
      assert.equal((await fetch(url({ preview: 'true', frame_id: 'x' }))).status, 400);
      assert.equal((await fetch(`${suite.app.url}/preview`, { method: 'POST' })).status, 405);
    },
  );

  test('the render call: nonce checked, shortcodes rendered with their text escaped', suite.options, async () => {
    const nonce = await pageNonce();
    const html = async (shortcode) => (await (await render({ preview_nonce: nonce, shortcode })).json()).html;
    assert.equal(
      await html('[pb_button url="/contact.html"]Book <b>now</b>[/pb_button]'),
      '<p><a class="button" href="/contact.html">Book &lt;b&gt;now&lt;/b&gt;</a></p>',
    );
    assert.match(await html('[pb_button url="javascript:alert(1)"]x[/pb_button]'), /href="#"/);
    assert.match(
      await html('[pb_quote author="Mei"]<script>x</script>[/pb_quote]'),
      /&lt;script&gt;x&lt;\/script&gt;.*Mei/,
    );
    assert.match(await html('[pb_kiln_opening]'), /<time datetime="\d{4}-\d\d-\d\dT10:00:00[+-]\d\d:\d\d">/);
    assert.match(await html('[nope]'), /Unknown shortcode: \[nope\]/);
    assert.match(await html('plain text'), /not a shortcode/);
    assert.equal((await render({ preview_nonce: foreign, shortcode: '[pb_kiln_opening]' })).status, 403);
    assert.equal((await render({ preview_nonce: nonce, shortcode: 'x'.repeat(SHORTCODE_MAX + 1) })).status, 400);
    assert.equal((await render({ preview_nonce: nonce, shortcode: '[x]', extra: 1 })).status, 400);
    const get = await fetch(`${suite.app.url}/api/preview/render`);
    assert.equal(get.status, 405);
  });

  test('the page shows each preview, and leaves no frame behind', suite.options, async () => {
    const page = await suite.open({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${suite.app.url}/builder-tools.html`);
    await until(
      page,
      () =>
        [...document.querySelectorAll('pb-shortcode-preview')].every(
          (p) => !p.hasAttribute('aria-busy') && !p.textContent.includes('Loading'),
        ),
      undefined,
      'previews shown',
    );
    const shown = await page.evaluate(() => ({
      button: document.querySelector('#preview a.button')?.getAttribute('href'),
      frames: document.querySelectorAll('iframe').length,
    }));
    assert.deepEqual(shown, { button: '/contact.html', frames: 0 });
    await page.fill('#shortcode', '[pb_quote author="Ruben"]Centre the clay first.[/pb_quote]');
    await page.click('#preview-form button');
    await until(
      page,
      () => document.querySelector('#preview blockquote')?.textContent.includes('Ruben'),
      undefined,
      'new preview',
    );
  });

  test(
    'the frame page answers only a message with its nonce, to the parent window (the spec) and on the port that came with it',
    suite.options,
    async () => {
      const page = await suite.open();
      await page.goto(`${suite.app.url}/builder-tools.html`);
      const nonce = await page.evaluate(
        () => JSON.parse(document.getElementById('pb-config').textContent).nonces.preview,
      );
      const answers = await page.evaluate(async (nonce) => {
        const frame = document.createElement('iframe');
        frame.src = `/preview?preview=true&preview_nonce=${encodeURIComponent(nonce)}&frame_id=pb-preview-e2e`;
        await new Promise((resolve) => {
          frame.onload = resolve;
          document.body.append(frame);
        });
        const got = [];
        const fromFrame = frame.contentWindow;
        addEventListener('message', (e) => {
          if (e.data?.frame_id)
            got.push({ via: 'window', fromFrame: e.source === fromFrame, origin: e.origin, ...e.data });
        });
        const ask = (message) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = (e) =>
            got.push({ via: 'port', asked: message.preview_nonce === nonce ? 'right' : 'wrong', ...e.data });
          frame.contentWindow.postMessage(message, location.origin, [channel.port2]);
        };
        ask({ preview_nonce: 'wrong', is_preview: true, shortcode: '[pb_kiln_opening]' });
        ask({ preview_nonce: nonce, is_preview: false, shortcode: '[pb_kiln_opening]' });
        ask({ preview_nonce: nonce, is_preview: true, shortcode: '[pb_quote]Right[/pb_quote]' });
        await new Promise((resolve) => {
          const check = setInterval(() => {
            if (got.length < 2) return;
            clearInterval(check);
            resolve();
          }, 20);
        });
        frame.remove();
        return got;
      }, nonce);
      // Messages are handled in order, so the two refused ones were refused before the third was answered.
      assert.equal(answers.length, 2);
      const byWindow = answers.find((a) => a.via === 'window');
      const byPort = answers.find((a) => a.via === 'port');
      assert.equal(byWindow.fromFrame, true);
      assert.equal(byWindow.origin, new URL(suite.app.url).origin);
      assert.equal(byPort.asked, 'right');
      for (const answer of [byWindow, byPort]) {
        assert.equal(answer.frame_id, 'pb-preview-e2e');
        assert.match(answer.html, /Right/);
      }
    },
  );

  test('the heading font is asked of the fonts service only after consent', suite.options, async () => {
    const tracker = suite.app.trackerUrl;
    await fetch(`${tracker}/hits/reset`, { method: 'POST' });
    const page = await suite.open({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${suite.app.url}/builder-tools.html`);
    await until(
      page,
      () => customElements.get('pb-fonts') && document.fonts.check('italic 16px "Studio Italic"'),
      undefined,
      'own font',
    );
    const fontHits = async () =>
      (await (await fetch(`${tracker}/hits`)).json()).filter((h) => h.path.startsWith('/t/fonts/'));
    assert.deepEqual(await fontHits(), []);
    assert.equal(await page.evaluate(() => document.querySelectorAll('link[href*="/t/fonts/css"]').length), 0);
    await page.getByRole('button', { name: 'Accept' }).click();
    await until(
      page,
      () =>
        document.fonts.check('600 16px "Source Serif 4"') &&
        [...document.fonts].some((f) => f.family.includes('Source Serif 4') && f.status === 'loaded'),
      undefined,
      'service font',
    );
    const hits = await fontHits();
    assert.ok(hits.some((h) => h.path === '/t/fonts/css' && h.query.includes('family=Source+Serif+4:600')));
    assert.ok(hits.some((h) => h.path === '/t/fonts/serif.woff2'));
  });
});
