/**
 * Every example in the README's "Examples, one per element" section, loaded as a page with the README's loading
 * tags in Chromium: each `pb-*` tag upgrades, and the library logs no warning or error (a wrong attribute name or
 * value would warn, naming the element and the attribute). A README example that drifts from the elements fails here.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { describe, test } from 'node:test';
import { demoBrowser, until } from '../helpers/e2e.mjs';

const README = fs.readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const START = '\n## Examples, one per element\n';
const from = README.indexOf(START);
const to = README.indexOf('\n## ', from + START.length);

/** `[heading, html]` for each ```html block of the section, named by the `###` heading above it. */
function examples() {
  const section = README.slice(from, to);
  const out = [];
  let heading = '';
  for (const part of section.split(/(^### .*$|^```html\n[\s\S]*?^```$)/m)) {
    if (part.startsWith('### ')) heading = part.slice(4);
    else if (part.startsWith('```html')) out.push([heading, part.slice(8, -3)]);
  }
  return out;
}

const page = (body) => `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>README example</title>
  <link rel="stylesheet" href="/dist/pb.css">
  <script type="module" src="/dist/pb.js"></script>
</head>
<body>
${body}
</body>
</html>`;

describe('README examples', () => {
  const suite = demoBrowser('readme-examples');

  test('the section has one example per element', () => {
    assert.ok(from > 0 && to > from, 'the README has the examples section');
    const tags = new Set(examples().flatMap(([, html]) => [...html.matchAll(/<(pb-[a-z-]+)/g)].map((m) => m[1])));
    const manifest = JSON.parse(fs.readFileSync(new URL('../../custom-elements.json', import.meta.url), 'utf8'));
    const declared = manifest.modules.flatMap((m) => (m.declarations ?? []).map((d) => d.tagName)).filter(Boolean);
    // Written by other elements, never by hand: the banner's dialog, the lightbox (created for image links) and the
    // chat launcher's box.
    const byHand = declared.filter((t) => !['pb-consent-panel', 'pb-lightbox', 'pb-chat-box'].includes(t));
    assert.deepEqual(
      byHand.filter((t) => !tags.has(t)),
      [],
      'elements without an example',
    );
  });

  for (const [i, [heading, html]] of examples().entries()) {
    test(`${heading} upgrades without a warning`, suite.options, async () => {
      const tab = await suite.open({ viewport: { width: 1280, height: 900 } });
      const logged = [];
      tab.on('console', (m) => {
        if (['warning', 'error'].includes(m.type()) && /pb-elements|<pb-/.test(m.text())) logged.push(m.text());
      });
      const url = `${suite.app.url}/readme-example-${i}.html`;
      await tab.route(url, (route) => route.fulfill({ contentType: 'text/html', body: page(html) }));
      await tab.goto(url);
      await until(
        tab,
        () => ![...document.querySelectorAll(':not(:defined)')].some((e) => e.localName.startsWith('pb-')),
        undefined,
        `${heading}: every pb-* tag defined`,
      );
      // A frame for late warnings (a first render, an effect).
      await tab.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      assert.deepEqual(logged, [], heading);
    });
  }
});
