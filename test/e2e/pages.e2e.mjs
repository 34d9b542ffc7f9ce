// Every demo page fits the window from a small phone to a desktop: nothing makes the page scroll sideways.
// A row that does not give way (a header with a long logo, a strip of thirty dots, an image at its natural
// width) shows up here as a document wider than its window.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { describe, test } from 'node:test';
import { demoBrowser, until } from '../helpers/e2e.mjs';

const pages = [
  ...fs
    .readdirSync(new URL('../../demo/pages/', import.meta.url))
    .filter((f) => f.endsWith('.html') && f !== 'blog.html' && f !== '404.html')
    .map((f) => (f === 'index.html' ? '/' : `/${f}`)),
  '/blog/',
  '/no-such-page',
];
const widths = [320, 390, 900, 1280];

describe('demo pages at every width', () => {
  const suite = demoBrowser('pages');

  for (const width of widths)
    test(`no page scrolls sideways at ${width} px`, suite.options, async () => {
      const page = await suite.open({ viewport: { width, height: 800 } });
      const wide = {};
      for (const path of pages) {
        await page.goto(`${suite.app.url}${path}`);
        // Every pb-* tag on the page upgraded, so the measure is of the page a visitor sees.
        await until(
          page,
          () => ![...document.querySelectorAll(':not(:defined)')].some((e) => e.localName.startsWith('pb-')),
          undefined,
          `${path} upgraded`,
        );
        const over = await page.evaluate(() => {
          const { scrollWidth, clientWidth } = document.documentElement;
          if (scrollWidth <= clientWidth) return null;
          // The outermost boxes past the edge, to name in the failure.
          const past = [...document.body.querySelectorAll('*')].filter(
            (e) =>
              e.getBoundingClientRect().right > clientWidth + 1 &&
              e.parentElement.getBoundingClientRect().right <= clientWidth + 1,
          );
          return {
            scrollWidth,
            past: past.slice(0, 3).map((e) => e.localName + (e.className ? `.${e.className}` : '')),
          };
        });
        if (over) wide[path] = over;
      }
      assert.deepEqual(wide, {}, `pages wider than ${width} px`);
    });
});
