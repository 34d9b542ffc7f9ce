/**
 * `--write`: a bench also records what it printed in BENCHMARKS.md, in its own section between
 * `<!-- bench:<name>:start -->` and `<!-- bench:<name>:end -->`, with the date, the command and the machine. The
 * document then holds the latest run of every bench, and the README states no figure that can go stale.
 *
 *   import { recordRun } from './report.mjs';
 *   recordRun('size'); // first thing in the bench; does nothing without --write
 *
 * Only a run that ends with exit code 0 is written: a crash or a failed check leaves the last good run in place.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, stripVTControlCharacters } from 'node:util';

export const BENCHMARKS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'BENCHMARKS.md');

const markers = (name) => [`<!-- bench:${name}:start -->`, `<!-- bench:${name}:end -->`];

/** `text` between `name`'s markers in `doc`; throws naming the markers when they are missing. */
export function replaceSection(doc, name, text) {
  const [start, end] = markers(name);
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) throw new Error(`BENCHMARKS.md needs the markers ${start} and ${end}`);
  return `${doc.slice(0, from + start.length)}\n${text}\n${doc.slice(to)}`;
}

/** The section: when, how and where it ran, then the output as it was printed. */
export function sectionText(lines, { argv = process.argv, date = new Date() } = {}) {
  const command = ['node', path.relative(process.cwd(), argv[1] ?? ''), ...argv.slice(2)].join(' ');
  const cpus = os.cpus();
  const machine = `${os.platform()} ${os.arch()}, ${cpus.length} CPU${cpus.length === 1 ? '' : 's'} (${cpus[0]?.model.trim() ?? 'unknown'}), Node ${process.version}`;
  // Colour codes are for the terminal only, and padding at a line's end shows nothing.
  const body = stripVTControlCharacters(lines.join('\n'))
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n');
  return [
    `Last run ${date.toISOString().slice(0, 10)}: \`${command}\` on ${machine}.`,
    '',
    '```text',
    body.trimEnd(),
    '```',
  ].join('\n');
}

/** With `--write` on the command line, tee console.log and write the output into `name`'s section at exit. */
export function recordRun(name) {
  if (!process.argv.includes('--write')) return;
  const lines = [];
  const log = console.log;
  console.log = (...args) => {
    lines.push(format(...args));
    log(...args);
  };
  process.on('exit', (code) => {
    if (code !== 0) {
      console.error(`${name}: exit code ${code}, BENCHMARKS.md left as it was`);
      return;
    }
    try {
      writeFileSync(BENCHMARKS, replaceSection(readFileSync(BENCHMARKS, 'utf8'), name, sectionText(lines)));
      console.error(`${name}: written to BENCHMARKS.md`);
    } catch (err) {
      console.error(`${name}: ${err.message}`);
      process.exitCode = 1;
    }
  });
}
