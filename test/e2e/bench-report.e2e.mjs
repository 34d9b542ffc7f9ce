/**
 * BENCHMARKS.md is kept by the benches (`--write`, bench/report.mjs): every bench that records has its section's
 * markers there, and a write replaces only what is between its own markers.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { BENCHMARKS, replaceSection, sectionText } from '../../bench/report.mjs';

const doc = fs.readFileSync(BENCHMARKS, 'utf8');

test('every bench that records with --write has its markers in BENCHMARKS.md', () => {
  const benches = fs.readdirSync(new URL('../../bench/', import.meta.url)).filter((f) => f.endsWith('.mjs'));
  const names = benches.flatMap((f) => {
    const text = fs.readFileSync(new URL(`../../bench/${f}`, import.meta.url), 'utf8');
    return [...text.matchAll(/recordRun\('([\w-]+)'\)/g)].map((m) => m[1]);
  });
  assert.ok(names.length >= 4, `benches that record: ${names}`);
  for (const name of names) {
    assert.ok(doc.includes(`<!-- bench:${name}:start -->`) && doc.includes(`<!-- bench:${name}:end -->`), name);
  }
});

test('a write replaces its own section only, and names when and how it ran', () => {
  const before =
    '# B\n<!-- bench:a:start -->\nold a\n<!-- bench:a:end -->\n<!-- bench:b:start -->\nold b\n<!-- bench:b:end -->\n';
  const text = sectionText(['x   1.0 ms   ', '\u001b[31mOVER\u001b[39m'], {
    argv: ['node', `${process.cwd()}/bench/size.mjs`, '--write'],
    date: new Date('2026-01-02T03:04:05Z'),
  });
  const after = replaceSection(before, 'a', text);
  assert.match(after, /<!-- bench:a:start -->\nLast run 2026-01-02: `node bench\/size.mjs --write` on /);
  assert.match(after, /```text\nx {3}1\.0 ms\nOVER\n```\n<!-- bench:a:end -->/);
  assert.ok(after.endsWith('<!-- bench:b:start -->\nold b\n<!-- bench:b:end -->\n'));
  assert.throws(() => replaceSection(before, 'c', text), /bench:c:start/);
});
