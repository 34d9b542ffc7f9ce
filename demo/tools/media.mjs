/**
 * Makes the demo's `<pb-media>` files, here, from nothing downloaded: the journal's audio interview (a WAV, which
 * every engine plays: 8 kHz, 8-bit mono, voice-like tones in two alternating "speakers") and the WebVTT captions
 * for it and for the studio's throwing clip (clip-throwing.webm, made by assets.mjs). The output is committed:
 *
 *   node demo/tools/media.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'pages', 'demo-assets');

const RATE = 8000;
/** The interview: who speaks when (seconds), and the line the captions give them. */
const LINES = [
  { from: 0.2, to: 3.4, voice: 0, text: '<v Host>How did the studio start, Anouk?' },
  {
    from: 3.8,
    to: 7.6,
    voice: 1,
    text: '<v Anouk>With one wheel in a garage,\nand a kiln we shared with the neighbours.',
  },
  { from: 8.0, to: 11.2, voice: 0, text: '<v Host>And the glazes?' },
  { from: 11.6, to: 15.4, voice: 1, text: '<v Anouk>Mixed by hand, every batch,\nso no two mugs are quite alike.' },
];
const LENGTH = 16;

/** A voice-like sound: a pitch that wanders, two formants, syllables as a slow amplitude wave. */
function sample(t) {
  const line = LINES.find((l) => t >= l.from && t < l.to);
  if (!line) return 0;
  const u = t - line.from;
  const pitch = (line.voice ? 210 : 120) * (1 + 0.08 * Math.sin(2 * Math.PI * 0.7 * u));
  const syllable = Math.max(0, Math.sin(2 * Math.PI * (line.voice ? 3.1 : 2.6) * u)) ** 0.6;
  const edge = Math.min(1, u / 0.05, (line.to - t) / 0.05);
  let v = 0;
  for (let h = 1; h <= 12; h++) {
    const f = pitch * h;
    // Two formant bumps shape the harmonics, as a vowel would.
    const gain = Math.exp(-(((f - 650) / 300) ** 2)) + 0.6 * Math.exp(-(((f - 1700) / 400) ** 2)) + 0.05;
    v += (gain / h) * Math.sin(2 * Math.PI * f * t);
  }
  return 0.5 * v * syllable * edge;
}

function wav() {
  const n = RATE * LENGTH;
  const out = Buffer.alloc(44 + n);
  out.write('RIFF', 0);
  out.writeUInt32LE(36 + n, 4);
  out.write('WAVEfmt ', 8);
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(RATE, 24);
  out.writeUInt32LE(RATE, 28); // bytes per second at 8 bits
  out.writeUInt16LE(1, 32);
  out.writeUInt16LE(8, 34);
  out.write('data', 36);
  out.writeUInt32LE(n, 40);
  for (let i = 0; i < n; i++) out[44 + i] = Math.round(128 + 110 * Math.max(-1, Math.min(1, sample(i / RATE))));
  return out;
}

const stamp = (s) => {
  const ms = Math.round(s * 1000);
  const hh = String(Math.floor(ms / 3600000)).padStart(2, '0');
  const mm = String(Math.floor(ms / 60000) % 60).padStart(2, '0');
  const ss = String(Math.floor(ms / 1000) % 60).padStart(2, '0');
  return `${hh}:${mm}:${ss}.${String(ms % 1000).padStart(3, '0')}`;
};
const vtt = (cues) =>
  `WEBVTT\n\n${cues.map((c, i) => `${i + 1}\n${stamp(c.from)} --> ${stamp(c.to)}\n${c.text}\n`).join('\n')}`;

fs.writeFileSync(path.join(OUT, 'interview-anouk.wav'), wav());
fs.writeFileSync(path.join(OUT, 'interview-anouk.vtt'), vtt(LINES));
// The throwing clip: what the wheel shows, as its captions describe it.
fs.writeFileSync(
  path.join(OUT, 'clip-throwing.vtt'),
  vtt([
    { from: 0, to: 2, text: '[wheel hums] Centring the clay.' },
    { from: 2, to: 4, text: 'Opening the form, pulling the walls up.' },
  ]),
);
console.log('wrote interview-anouk.wav, interview-anouk.vtt, clip-throwing.vtt');
