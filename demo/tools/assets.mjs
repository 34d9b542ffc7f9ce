/**
 * Draws the demo site's pictures and studio clips: pots on a shelf, lit from the upper left, rendered per pixel
 * here and encoded by ffmpeg (WebP stills, VP9 WebM clips). The output is committed, so this runs only when the
 * art changes:
 *
 *   node demo/tools/assets.mjs [name...]   # needs ffmpeg with libwebp and libvpx-vp9
 *
 * Names (e.g. `hero-kiln`, `work`, `clip`) limit the run to the outputs whose name starts with one of them: a clip
 * takes minutes on a busy machine, a still seconds.
 *
 * Nothing is downloaded; every picture comes from the scenes below.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'pages', 'demo-assets');

const rgb = (hex) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
const mix = (a, b, t) => a.map((v, i) => v + (b[i] - v) * t);
const scale = (a, k) => a.map((v) => v * k);
const smooth = (e0, e1, x) => {
  const t = Math.min(1, Math.max(0, (x - e0) / (e1 - e0)));
  return t * t * (3 - 2 * t);
};
/** A stable pseudo-random value in [0, 1) per integer point: speckles and grain that do not flicker. */
function hash(x, y, seed = 0) {
  let h = Math.imul(x, 374761393) ^ Math.imul(y, 668265263) ^ Math.imul(seed, 2246822519);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** Profiles: half-width as a fraction of the pot's height, for u from 0 (foot) to 1 (rim). */
const SHAPES = {
  mug: (u) => 0.36 + 0.02 * Math.sin(u * Math.PI),
  vase: (u) => 0.12 + 0.26 * Math.sin(Math.min(1, u * 1.25) * Math.PI) ** 1.4 + 0.06 * smooth(0.8, 1, u),
  bowl: (u) => 0.55 + 0.7 * Math.sqrt(u),
  jar: (u) => 0.22 + 0.26 * Math.sin(u * Math.PI * 0.95) - 0.08 * smooth(0.85, 1, u),
  bottle: (u) => 0.08 + 0.3 * Math.max(0, Math.sin(Math.min(1, u * 1.6) * Math.PI)) ** 0.8,
  cylinder: () => 0.3,
  plate: (u) => 2.2 + 1.2 * u,
};

/**
 * One pot: x and base as fractions of the frame, h (height) as a fraction of the frame's height. `dip` is where
 * the glaze starts above the bare clay foot, `spin` turns the throwing marks (radians), `hot` (0..1) makes it glow
 * as it does in a kiln.
 */
function potSample(p, px, py, W, H) {
  const hgt = p.h * H;
  const cx = p.x * W;
  const base = p.base * H;
  const shape = SHAPES[p.shape];
  const rimR = shape(1) * hgt;
  const top = base - hgt;
  const ry = rimR * 0.22;
  const ex = (px - cx) / rimR;
  const ey = (py - top) / ry;
  const inRim = ex * ex + ey * ey;
  const glaze = rgb(p.glaze);
  const hot = p.hot ?? 0;
  const glow = (c) => (hot ? mix(c, mix([1, 0.45, 0.1], [1, 0.85, 0.5], hot * hot), hot) : c);
  if (inRim < 1) {
    // The opening: a rim ring in the glaze; inside, the far wall faces the light and the near one is in shadow.
    if (inRim > 0.78) return glow(scale(glaze, 1.05));
    return glow(scale(glaze, 0.45 + 0.45 * smooth(-1, 1, -ey)));
  }
  const u = (base - py) / hgt;
  if (u < 0 || u > 1) return null;
  const r = shape(u) * hgt;
  const dx = px - cx;
  if (Math.abs(dx) > r) return null;
  const nx = dx / r;
  const nz = Math.sqrt(Math.max(0, 1 - nx * nx));
  const diffuse = Math.max(0, -0.5 * nx + 0.86 * nz);
  const dipLine = (p.dip ?? 0.12) + 0.015 * Math.sin(nx * 9 + (p.spin ?? 0));
  let c = u < dipLine ? rgb(p.clay ?? '#c9a27e') : glaze;
  if (u >= dipLine && p.rim) c = mix(c, rgb(p.rim), smooth(0.8, 0.97, u));
  const theta = Math.asin(nx) + (p.spin ?? 0);
  const marks = 0.94 + 0.04 * Math.sin(u * hgt * 0.7) + 0.03 * Math.cos(theta * 5);
  let shade = (0.28 + 0.78 * diffuse) * marks;
  if (p.speckle && hash(Math.round(px), Math.round(py), 7) < p.speckle) shade *= 0.55;
  c = scale(c, shade);
  const spec = diffuse ** 28 * (p.gloss ?? 0.5);
  return glow(c.map((v) => v + spec));
}

/** The colour of one point of a scene: wall, shelf, shadows, pots (drawn back to front), kiln glow. */
function sceneSample(s, px, py, W, H) {
  const horizon = s.horizon * H;
  let c;
  if (py < horizon) c = mix(rgb(s.wall[0]), rgb(s.wall[1]), py / horizon);
  else c = mix(rgb(s.shelf[0]), rgb(s.shelf[1]), (py - horizon) / (H - horizon));
  for (const p of s.pots) {
    const rx = SHAPES[p.shape](0.3) * p.h * H * 1.25;
    const sx = (px - p.x * W - rx * 0.35) / rx;
    const sy = (py - p.base * H) / (rx * 0.22);
    const d = sx * sx + sy * sy;
    if (d < 1.6) c = scale(c, 0.6 + 0.4 * smooth(0.3, 1.6, d));
  }
  for (const p of s.pots) {
    const hit = potSample(p, px, py, W, H);
    if (hit) c = hit;
  }
  if (s.glow) {
    const [gx, gy, gr, strength] = s.glow;
    const d = Math.hypot(px / W - gx, (py / H - gy) * (H / W)) / gr;
    c = c.map((v, i) => v + strength * [1, 0.5, 0.15][i] * Math.exp(-d * d));
  }
  const vx = px / W - 0.5;
  const vy = py / H - 0.5;
  return scale(c, 1 - 0.35 * (vx * vx + vy * vy));
}

/** Render a scene to packed RGB bytes, 2 × 2 samples a pixel, with a little grain against banding. */
function render(scene, W, H, frame = 0) {
  const buf = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const acc = [0, 0, 0];
      for (const [ox, oy] of [
        [0.25, 0.25],
        [0.75, 0.25],
        [0.25, 0.75],
        [0.75, 0.75],
      ]) {
        const c = sceneSample(scene, x + ox, y + oy, W, H);
        for (let i = 0; i < 3; i++) acc[i] += c[i] / 4;
      }
      const grain = (hash(x, y, frame + 1) - 0.5) * 0.012;
      for (let i = 0; i < 3; i++) {
        const v = Math.min(1, Math.max(0, acc[i] + grain)) ** (1 / 1.15);
        buf[(y * W + x) * 3 + i] = Math.round(v * 255);
      }
    }
  }
  return buf;
}

function ffmpeg(args, input) {
  const res = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    input,
    maxBuffer: 1 << 28,
  });
  if (res.status !== 0) throw new Error(`ffmpeg ${args.join(' ')}: ${res.stderr}`);
}

function still(name, scene, W, H, quality = 70) {
  ffmpeg(
    ['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${W}x${H}`, '-i', '-', '-frames:v', '1'].concat([
      '-c:v',
      'libwebp',
      '-quality',
      String(quality),
      path.join(OUT, name),
    ]),
    render(scene, W, H),
  );
}

/** A clip of `seconds` at 24 frames a second; `at(t)` (t from 0 to 1) gives each frame's scene. */
function clip(name, at, W, H, seconds = 4) {
  const frames = seconds * 24;
  const raw = Buffer.concat(Array.from({ length: frames }, (_, f) => render(at(f / (frames - 1)), W, H, f)));
  const input = ['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${W}x${H}`, '-r', '24', '-i', '-'];
  const vp9 = ['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-row-mt', '1', '-pix_fmt', 'yuv420p', '-an'];
  ffmpeg([...input, ...vp9, path.join(OUT, `${name}.webm`)], raw);
  // The poster is the clip's last frame, the finished piece.
  const last = raw.subarray(raw.length - W * H * 3);
  ffmpeg(
    [...input.slice(0, -2), '-i', '-', '-frames:v', '1', '-c:v', 'libwebp', '-quality', '70'].concat(
      path.join(OUT, `${name}-poster.webp`),
    ),
    last,
  );
}

const linen = { wall: ['#efe6d8', '#e2d5c1'], shelf: ['#c9b497', '#a88f70'], horizon: 0.72 };
const dusk = { wall: ['#2a211c', '#3b2d24'], shelf: ['#5a4333', '#2e231b'], horizon: 0.74 };

const heroes = {
  'hero-everyday': {
    ...dusk,
    pots: [
      { shape: 'mug', x: 0.58, base: 0.8, h: 0.2, glaze: '#d9cbb3', speckle: 0.04, dip: 0.15 },
      { shape: 'vase', x: 0.7, base: 0.78, h: 0.46, glaze: '#3b2418', rim: '#8a4a22', gloss: 0.7 },
      { shape: 'jar', x: 0.83, base: 0.82, h: 0.32, glaze: '#8fb3a0', gloss: 0.6 },
      { shape: 'mug', x: 0.93, base: 0.86, h: 0.2, glaze: '#2f4f8f', dip: 0.2 },
    ],
  },
  'hero-commissions': {
    ...linen,
    pots: [
      { shape: 'bowl', x: 0.62, base: 0.8, h: 0.13, glaze: '#f2efe8', speckle: 0.03, dip: 0.25 },
      { shape: 'bottle', x: 0.74, base: 0.78, h: 0.5, glaze: '#b9c7b4', gloss: 0.4 },
      { shape: 'cylinder', x: 0.86, base: 0.82, h: 0.34, glaze: '#d9cbb3', speckle: 0.05, rim: '#7a5a3a' },
    ],
  },
  'hero-kiln': {
    wall: ['#1a0f0a', '#2b1810'],
    shelf: ['#3a2418', '#1b110c'],
    horizon: 0.76,
    glow: [0.75, 0.55, 0.35, 0.45],
    pots: [
      { shape: 'jar', x: 0.62, base: 0.82, h: 0.36, glaze: '#8f2a22', hot: 0.55, gloss: 0.6 },
      { shape: 'vase', x: 0.76, base: 0.8, h: 0.5, glaze: '#3b2418', hot: 0.4 },
      { shape: 'bowl', x: 0.9, base: 0.84, h: 0.14, glaze: '#8fb3a0', hot: 0.5 },
    ],
  },
};

/** The portfolio: one piece each, centred, on linen or dusk. Slugs match migration 3's rows. */
const work = [
  ['harbour-table-set', 'plate', '#e9e4da', linen, { speckle: 0.04, rim: '#2f4f8f' }],
  ['celadon-tea-bowls', 'bowl', '#8fb3a0', linen, { gloss: 0.7 }],
  ['tenmoku-vases', 'vase', '#3b2418', dusk, { rim: '#8a4a22', gloss: 0.8 }],
  ['speckled-mugs', 'mug', '#d9cbb3', linen, { speckle: 0.06 }],
  ['copper-red-jar', 'jar', '#8f2a22', dusk, { gloss: 0.7 }],
  ['ash-glaze-bottles', 'bottle', '#b9c7b4', linen, { speckle: 0.03 }],
  ['restaurant-noodle-bowls', 'bowl', '#2b2b2b', dusk, { rim: '#d9cbb3' }],
  ['cobalt-planters', 'cylinder', '#2f4f8f', linen, { dip: 0.2 }],
];

const heights = { plate: 0.1, bowl: 0.2, mug: 0.34, cylinder: 0.42 };

const wanted = process.argv.slice(2);
const want = (name) => wanted.length === 0 || wanted.some((w) => name.startsWith(w));

function main() {
  fs.mkdirSync(path.join(OUT, 'work'), { recursive: true });
  for (const [name, scene] of Object.entries(heroes)) if (want(name)) still(`${name}.webp`, scene, 1600, 800, 62);
  for (const [slug, shape, glaze, room, extra] of work) {
    const pot = { shape, glaze, x: 0.5, base: 0.82, h: heights[shape] ?? 0.56, dip: 0.14, ...extra };
    if (want(`work/${slug}`)) still(`work/${slug}.webp`, { ...room, pots: [pot] }, 640, 480, 66);
  }
  if (want('clip-throwing'))
    clip(
      'clip-throwing',
      (t) => ({
        ...linen,
        pots: [
          {
            shape: 'vase',
            x: 0.5,
            base: 0.8,
            h: 0.25 + 0.35 * smooth(0, 0.9, t),
            glaze: '#b98b66',
            clay: '#b98b66',
            gloss: 0.15,
            spin: t * 40,
          },
        ],
      }),
      480,
      270,
    );
  if (want('clip-glazing'))
    clip(
      'clip-glazing',
      (t) => ({
        ...linen,
        pots: [{ shape: 'jar', x: 0.5, base: 0.84, h: 0.56, glaze: '#8fb3a0', clay: '#e3d3bf', dip: 1 - 0.88 * t }],
      }),
      480,
      270,
    );
  if (want('clip-kiln'))
    clip(
      'clip-kiln',
      (t) => ({
        ...heroes['hero-kiln'],
        glow: [0.5, 0.55, 0.45, 0.6 * (1 - t)],
        pots: heroes['hero-kiln'].pots.map((p, i) => ({ ...p, x: 0.25 + i * 0.25, hot: 0.9 * (1 - t) })),
      }),
      480,
      270,
    );
  for (const f of fs.readdirSync(OUT, { recursive: true })) {
    const stat = fs.statSync(path.join(OUT, f));
    if (stat.isFile()) console.log(`${String(stat.size).padStart(7)}  ${f}`);
  }
}

main();
