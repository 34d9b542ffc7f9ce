// What a built file imports statically (dynamic imports load on demand): one reader for bench/size.mjs,
// bench/mount.mjs and the package test.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["'](\.[^"']+)["']/g;

/** The relative specifiers `file` imports or re-exports statically. */
export const staticImports = (file) => [...readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)].map((m) => m[1]);

/** `file` and every file it reaches through static imports. */
export function staticClosure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const spec of staticImports(file)) staticClosure(join(dirname(file), spec), seen);
  return seen;
}
