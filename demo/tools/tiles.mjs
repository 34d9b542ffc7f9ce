/**
 * Draws the demo's map tiles: the centre of Utrecht around Studio Klei on the Oudegracht, simplified (canals, a few
 * streets, the old town, a park and the Dom tower; no labels), as 256 px Web Mercator PNG tiles for Leaflet. The
 * output is committed, so the demo's map works offline and nothing asks a tile server; run this only when the
 * drawing changes:
 *
 *   node demo/tools/tiles.mjs
 *
 * It writes demo/pages/demo-assets/tiles/{z}/{x}/{y}.png for zooms 13 to 17, `RADIUS` tiles around the studio's
 * tile at each zoom, and prints the bounds to put in the page config's `maps.bounds`: the highest zoom's tiles, which
 * cover the least ground. The view stays inside them, and where it is wider than they are (at the lower zooms) it
 * is centred on them, which each zoom's tiles still cover for a map up to about 1000 px wide: no tile is missing. PNG is written by hand with node:zlib, as an
 * 8-bit palette image: a few flat colours compress to a few hundred bytes a tile.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'pages', 'demo-assets', 'tiles');
const TILE = 256;
const ZOOMS = [13, 14, 15, 16, 17];
/** Tiles each side of the studio's tile: 7 x 7 a zoom, wider than the demo map's box at 760 px. */
const RADIUS = 3;
/** Studio Klei, Oudegracht 112 (the contact page's pin). */
const STUDIO = [52.09117, 5.11993];

/** Web Mercator: degrees to world pixels at zoom `z`. */
function project([lat, lng], z) {
  const size = TILE * 2 ** z;
  const s = Math.sin((lat * Math.PI) / 180);
  return [((lng + 180) / 360) * size, (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * size];
}
function unproject([x, y], z) {
  const size = TILE * 2 ** z;
  const lng = (x / size) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * y) / size;
  return [(180 / Math.PI) * Math.atan(Math.sinh(n)), lng];
}
/** Metres per pixel here, at zoom `z`. */
const metresPerPixel = (z) => (40075016.686 * Math.cos((STUDIO[0] * Math.PI) / 180)) / (TILE * 2 ** z);

const PALETTE = {
  land: '#f2efe9',
  town: '#e6ddd0',
  park: '#c5e3a5',
  water: '#9ccbe0',
  casing: '#c9bca9',
  street: '#ffffff',
  landmark: '#9c8468',
};
const COLORS = Object.keys(PALETTE);
const INDEX = Object.fromEntries(COLORS.map((name, i) => [name, i]));

// The old town inside the Singel, the ring canal (a simplified outline, clockwise from the north-west).
const SINGEL = [
  [52.0985, 5.1112],
  [52.0995, 5.1165],
  [52.0992, 5.1228],
  [52.0978, 5.1272],
  [52.0952, 5.1293],
  [52.0915, 5.1298],
  [52.0878, 5.1292],
  [52.0848, 5.1278],
  [52.0832, 5.1248],
  [52.0834, 5.1196],
  [52.0848, 5.1142],
  [52.0872, 5.1108],
  [52.0905, 5.1098],
  [52.0942, 5.1098],
  [52.0968, 5.1102],
];
// The Oudegracht, north to south through the old town.
const OUDEGRACHT = [
  [52.0995, 5.1158],
  [52.0968, 5.1166],
  [52.0946, 5.1176],
  [52.093, 5.1187],
  [52.0917, 5.1196],
  [52.0905, 5.1204],
  [52.0892, 5.1215],
  [52.0878, 5.1226],
  [52.0863, 5.1238],
  [52.0848, 5.1251],
  [52.0832, 5.1266],
];
// The Nieuwegracht, the quieter canal east of it.
const NIEUWEGRACHT = [
  [52.0918, 5.1226],
  [52.0895, 5.1238],
  [52.0872, 5.1249],
  [52.0852, 5.1262],
  [52.0838, 5.1268],
];
const PARKS = [
  // Lepelenburg, along the Singel in the east.
  [
    [52.0912, 5.1302],
    [52.0912, 5.1335],
    [52.0878, 5.1335],
    [52.0874, 5.1297],
  ],
  // Zocherpark in the south-west.
  [
    [52.0862, 5.1098],
    [52.0862, 5.1125],
    [52.0842, 5.1138],
    [52.0835, 5.1118],
  ],
];
// A few streets: the bridges over the Oudegracht and the lanes beside it, and the way to the station.
const STREETS = [
  [
    [52.0958, 5.111],
    [52.0958, 5.1285],
  ],
  [
    [52.0935, 5.1102],
    [52.0935, 5.1292],
  ],
  [
    [52.0918, 5.109],
    [52.0917, 5.1196],
    [52.0912, 5.13],
  ],
  [
    [52.0897, 5.11],
    [52.0897, 5.1295],
  ],
  [
    [52.0872, 5.1112],
    [52.0872, 5.1288],
  ],
  [
    [52.0852, 5.1145],
    [52.0852, 5.1276],
  ],
  [
    [52.0985, 5.1148],
    [52.0845, 5.1148],
  ],
  [
    [52.0982, 5.1252],
    [52.0842, 5.1262],
  ],
  [
    [52.0917, 5.1196],
    [52.0898, 5.1045],
  ],
  // Roads around the old town, so the wider zooms are not empty.
  [
    [52.102, 5.1005],
    [52.078, 5.1012],
  ],
  [
    [52.102, 5.1352],
    [52.078, 5.1345],
  ],
  [
    [52.1018, 5.095],
    [52.1015, 5.142],
  ],
  [
    [52.0795, 5.095],
    [52.0792, 5.142],
  ],
  [
    [52.0915, 5.1298],
    [52.0942, 5.1352],
    [52.0975, 5.147],
  ],
  [
    [52.0835, 5.1255],
    [52.0795, 5.1285],
    [52.074, 5.131],
  ],
];
/** The Dom tower, a square of about 16 m. */
const DOM = [52.0907, 5.1214];

/** Filled polygon, scan line by scan line (even-odd), in tile pixels. */
function fillPolygon(px, points, color) {
  for (let row = 0; row < TILE; row++) {
    const y = row + 0.5;
    const xs = [];
    for (let i = 0; i < points.length; i++) {
      const [x1, y1] = points[i];
      const [x2, y2] = points[(i + 1) % points.length];
      if (y1 <= y === y2 <= y) continue;
      xs.push(x1 + ((y - y1) / (y2 - y1)) * (x2 - x1));
    }
    xs.sort((a, b) => a - b);
    for (let k = 0; k + 1 < xs.length; k += 2) {
      const from = Math.max(0, Math.ceil(xs[k] - 0.5));
      const to = Math.min(TILE - 1, Math.floor(xs[k + 1] - 0.5));
      for (let col = from; col <= to; col++) px[row * TILE + col] = color;
    }
  }
}

/** A line `width` px wide, with round joins and ends, in tile pixels. */
function strokeLine(px, points, width, color) {
  const r = width / 2;
  for (let i = 0; i + 1 < points.length; i++) {
    const [ax, ay] = points[i];
    const [bx, by] = points[i + 1];
    const dx = bx - ax;
    const dy = by - ay;
    const len2 = dx * dx + dy * dy || 1;
    const minX = Math.max(0, Math.floor(Math.min(ax, bx) - r));
    const maxX = Math.min(TILE - 1, Math.ceil(Math.max(ax, bx) + r));
    const minY = Math.max(0, Math.floor(Math.min(ay, by) - r));
    const maxY = Math.min(TILE - 1, Math.ceil(Math.max(ay, by) + r));
    for (let row = minY; row <= maxY; row++) {
      for (let col = minX; col <= maxX; col++) {
        const x = col + 0.5;
        const y = row + 0.5;
        const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / len2));
        const ex = ax + t * dx - x;
        const ey = ay + t * dy - y;
        if (ex * ex + ey * ey <= r * r) px[row * TILE + col] = color;
      }
    }
  }
}

/** One tile's pixels, as palette indexes. */
function drawTile(z, tx, ty) {
  const px = new Uint8Array(TILE * TILE).fill(INDEX.land);
  const local = (p) => {
    const [x, y] = project(p, z);
    return [x - tx * TILE, y - ty * TILE];
  };
  const metres = (m, least) => Math.max(least, m / metresPerPixel(z));
  fillPolygon(px, SINGEL.map(local), INDEX.town);
  for (const park of PARKS) fillPolygon(px, park.map(local), INDEX.park);
  strokeLine(px, [...SINGEL, SINGEL[0]].map(local), metres(24, 2), INDEX.water);
  strokeLine(px, OUDEGRACHT.map(local), metres(16, 2), INDEX.water);
  strokeLine(px, NIEUWEGRACHT.map(local), metres(12, 1.5), INDEX.water);
  for (const street of STREETS) strokeLine(px, street.map(local), metres(12, 1.5) + 2, INDEX.casing);
  for (const street of STREETS) strokeLine(px, street.map(local), metres(12, 1), INDEX.street);
  const [dx, dy] = local(DOM);
  const half = metres(8, 1.5);
  fillPolygon(
    px,
    [
      [dx - half, dy - half],
      [dx + half, dy - half],
      [dx + half, dy + half],
      [dx - half, dy + half],
    ],
    INDEX.landmark,
  );
  return px;
}

const CRC = new Int32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c;
});
function crc32(buffers) {
  let c = -1;
  for (const buf of buffers) for (const byte of buf) c = CRC[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ -1) >>> 0;
}
function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32([head.subarray(4), data]));
  return Buffer.concat([head, data, crc]);
}
/** An 8-bit palette PNG: signature, IHDR, PLTE, IDAT (each row with filter 0), IEND. */
function png(px) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(TILE, 0);
  ihdr.writeUInt32BE(TILE, 4);
  ihdr.set([8, 3, 0, 0, 0], 8);
  const plte = Buffer.from(
    COLORS.flatMap((name) => [1, 3, 5].map((i) => Number.parseInt(PALETTE[name].slice(i, i + 2), 16))),
  );
  const raw = Buffer.alloc((TILE + 1) * TILE);
  for (let row = 0; row < TILE; row++) raw.set(px.subarray(row * TILE, (row + 1) * TILE), row * (TILE + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('PLTE', plte),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function main() {
  fs.rmSync(OUT, { recursive: true, force: true });
  let files = 0;
  let bytes = 0;
  let bounds;
  for (const z of ZOOMS) {
    const [sx, sy] = project(STUDIO, z).map((v) => Math.floor(v / TILE));
    for (let tx = sx - RADIUS; tx <= sx + RADIUS; tx++) {
      for (let ty = sy - RADIUS; ty <= sy + RADIUS; ty++) {
        const file = path.join(OUT, String(z), String(tx), `${ty}.png`);
        const data = png(drawTile(z, tx, ty));
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, data);
        files++;
        bytes += data.length;
      }
    }
    // The highest zoom covers the least ground: its tiles' outline is where every zoom has tiles.
    const north = unproject([(sx - RADIUS) * TILE, (sy - RADIUS) * TILE], z);
    const south = unproject([(sx + RADIUS + 1) * TILE, (sy + RADIUS + 1) * TILE], z);
    const round = (v) => Math.round(v * 1e5) / 1e5;
    bounds = [
      [round(south[0]) + 1e-5, round(north[1]) + 1e-5],
      [round(north[0]) - 1e-5, round(south[1]) - 1e-5],
    ].map((p) => p.map(round));
  }
  console.log(`wrote ${files} tiles, ${(bytes / 1024).toFixed(1)} KiB, to ${path.relative(process.cwd(), OUT)}`);
  console.log(`"maps": { "minZoom": ${ZOOMS[0]}, "maxZoom": ${ZOOMS.at(-1)}, "bounds": ${JSON.stringify(bounds)} }`);
}

main();
