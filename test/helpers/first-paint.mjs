/**
 * The pages written from the README (test/fixtures/first-paint/) and the README's loading tags, for the first-paint
 * e2e tests (Chromium's layout-shift entries, and the boxes in every engine) and bench/first-paint.mjs.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const FIXTURES = path.join(ROOT, 'test', 'fixtures', 'first-paint');

/** The recommended head, and consent.js before it on a page with blocked content. */
export const RECOMMENDED =
  '<link rel="stylesheet" href="/dist/pb.css">\n<script type="module" src="/dist/pb.js"></script>';
export const CONSENT = '<script type="module" src="/dist/consent.js"></script>';

/**
 * The loading tags of the README's first example (its first html block that loads pb.js), pointed at this
 * server's dist/ and without `blocking="render"`, which Firefox and Safari ignore.
 */
export function readmeTags() {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const block = [...readme.matchAll(/```html\n([\s\S]*?)```/g)].map((m) => m[1]).find((b) => /pb\.js/.test(b));
  assert.ok(block, 'the README has an html example that loads pb.js');
  const tags = block.match(/<link[^>]*pb\.css[^>]*>|<script[^>]*pb\.js[^>]*><\/script>/g);
  return tags
    .map((tag) => tag.replace(/(href|src)="[^"]*\/dist\//, '$1="/dist/').replace(/\s+blocking="render"/, ''))
    .join('\n');
}

/** The fixture page `name` with `tags` where it says `<!--pb-->` (and consent.js where it asks for it). */
export const fixture = (name, tags) =>
  fs
    .readFileSync(path.join(FIXTURES, `${name}.html`), 'utf8')
    .replace('<!--consent-->', CONSENT)
    .replace('<!--pb-->', tags);

/** The fixtures, what each stands for, and when each has settled (every blocked frame with its notice). */
export const FIXTURE_PAGES = [
  ['a page with a real header and menu', 'header'],
  ['a slider-heavy page', 'slider'],
  ['split-test subjects', 'split'],
  ['blocked frames', 'consent', () => document.querySelectorAll('.pb-consent-placeholder').length === 4],
];
