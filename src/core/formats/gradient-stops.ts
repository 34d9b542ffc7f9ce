/**
 * Gradient stops (CCH spec §3 "Gradient"). Divi 4.16+ keeps them in one pipe-separated string, each stop
 * `color position`: `'#2b87da 0%|rgba(0, 0, 0, 0.5) 50%|red'`.
 *
 * Colours are checked against a small grammar (hex, CSS named colours, rgb()/rgba()/hsl()/hsla()) rather than
 * passed through, because the stops end up inside a CSS declaration: whatever passes can hold no `;`, `{`,
 * quote or `url(`, and the browser accepts it as a colour.
 */

/** One stop of a gradient. */
export interface GradientStop {
  /** A colour accepted by {@link sanitizeGradientColor}. */
  color: string;
  /** The number part of the position; null when the stop has none (CSS then spaces such stops evenly). */
  position: number | null;
  /** Order in the list, from 0. */
  index: number;
  /**
   * `gs-<hash of colour and position>-<n>`, n counting earlier identical stops. Derived from content rather
   * than random so parsing stays pure, and so a stop keeps its id (a stable React key) when stops are reordered.
   */
  uuid: string;
  /** Unit of the position ('%', 'px', 'deg'...); the list's default unit when the position is missing. */
  unit: string;
}

/** Units a stop position may carry: lengths suit linear and radial gradients, angles suit conic ones. */
export const GRADIENT_LENGTH_UNITS = [
  'px',
  'em',
  'rem',
  'vw',
  'vh',
  'vmin',
  'vmax',
  'ch',
  'ex',
  'pt',
  'pc',
  'cm',
  'mm',
  'in',
] as const;
export const GRADIENT_ANGLE_UNITS = ['deg', 'grad', 'rad', 'turn'] as const;
/** Every unit the parser keeps; anything else makes the stop junk. */
export const GRADIENT_UNITS: readonly string[] = ['%', ...GRADIENT_LENGTH_UNITS, ...GRADIENT_ANGLE_UNITS];

// CSS <number>: "5." and "1e" are not numbers, so neither is accepted here.
const NUM = '[+-]?(?:\\d*\\.\\d+|\\d+)(?:e[+-]?\\d+)?';
const POSITION_RE = new RegExp(`^(${NUM})([a-z%]*)$`, 'i');
const NUM_RE = new RegExp(`^${NUM}$`, 'i');
const PCT_RE = new RegExp(`^${NUM}%$`, 'i');
const HUE_RE = new RegExp(`^${NUM}(?:deg|grad|rad|turn)?$`, 'i');
const HEX_RE = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNC_RE = /^(rgba?|hsla?)\(([^()]*)\)$/i;

const NAMED_COLORS = new Set(
  (
    'transparent currentcolor aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue ' +
    'blueviolet brown burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue ' +
    'darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid ' +
    'darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink ' +
    'deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold ' +
    'goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki lavender lavenderblush ' +
    'lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey ' +
    'lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime ' +
    'limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen ' +
    'mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin ' +
    'navajowhite navy oldlace olive olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise ' +
    'palevioletred papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red rosybrown royalblue ' +
    'saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue slategray slategrey snow ' +
    'springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen'
  ).split(' '),
);

/** Whether `unit` is one of {@link GRADIENT_UNITS}. */
export function isGradientUnit(unit: unknown): unit is string {
  return typeof unit === 'string' && GRADIENT_UNITS.includes(unit);
}

/** Writes a number the way CSS reads it back (`-0` would survive as a distinct value otherwise). */
export function formatCssNumber(n: number): string {
  return n === 0 ? '0' : String(n);
}

// Legacy comma syntax and modern space syntax; each of rgb's three channels must share a type, as the
// legacy grammar requires, so no browser version can reject a mix.
function validColorArgs(fn: string, inner: string): boolean {
  let channels: string[];
  let alpha: string | undefined;
  if (inner.includes(',')) {
    channels = inner.split(',').map((p) => p.trim());
    if (channels.length === 4) alpha = channels.pop();
  } else {
    const [left = '', right, ...extra] = inner.split('/');
    if (extra.length > 0) return false;
    channels = left.trim().split(' ');
    alpha = right?.trim();
  }
  if (channels.length !== 3) return false;
  if (alpha !== undefined && !NUM_RE.test(alpha) && !PCT_RE.test(alpha)) return false;
  const [a = '', b = '', c = ''] = channels;
  if (fn.startsWith('rgb')) return channels.every((p) => NUM_RE.test(p)) || channels.every((p) => PCT_RE.test(p));
  return HUE_RE.test(a) && PCT_RE.test(b) && PCT_RE.test(c);
}

/**
 * A colour safe to put in a gradient, trimmed with runs of whitespace collapsed, or '' when `value` is not
 * a hex, named, rgb(a) or hsl(a) colour.
 * @example sanitizeGradientColor(' rgba(0,  0, 0, .5) ') // 'rgba(0, 0, 0, .5)'
 */
export function sanitizeGradientColor(value: unknown): string {
  if (typeof value !== 'string') return '';
  const text = value.trim().replace(/\s+/g, ' ');
  if (HEX_RE.test(text) || NAMED_COLORS.has(text.toLowerCase())) return text;
  const m = FUNC_RE.exec(text);
  return m && validColorArgs((m[1] ?? '').toLowerCase(), (m[2] ?? '').trim()) ? text : '';
}

/**
 * Reads a position such as `'50%'`, `'-10px'`, `'.5turn'` or `25`; a bare number takes `defaultUnit`.
 * Null for anything else, including unknown units and numbers too large to be finite.
 * @example parseGradientPosition('10PX', '%') // { position: 10, unit: 'px' }
 */
export function parseGradientPosition(value: unknown, defaultUnit: string): { position: number; unit: string } | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const m = POSITION_RE.exec(text);
  if (!m) return null;
  const n = Number(m[1]);
  const unit = (m[2] ?? '').toLowerCase() || defaultUnit;
  if (!Number.isFinite(n) || !isGradientUnit(unit)) return null;
  return { position: n === 0 ? 0 : n, unit };
}

function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

function stopText(stop: { color: string; position: number | null; unit: string }): string {
  return stop.position === null ? stop.color : `${stop.color} ${formatCssNumber(stop.position)}${stop.unit}`;
}

/**
 * Numbers stops in order and gives each its content-derived uuid (see {@link GradientStop.uuid}).
 * @example buildGradientStops([{ color: 'red', position: 0, unit: '%' }])[0].uuid // 'gs-…-0'
 */
export function buildGradientStops(
  parts: readonly { color: string; position: number | null; unit: string }[],
): GradientStop[] {
  const seen = new Map<string, number>();
  return parts.map(({ color, position, unit }, index) => {
    const key = stopText({ color, position, unit });
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    return { color, position, index, uuid: `gs-${fnv1a(key)}-${n}`, unit };
  });
}

function parseStop(
  segment: string,
  defaultUnit: string,
): { color: string; position: number | null; unit: string } | null {
  const text = segment.trim().replace(/\s+/g, ' ');
  const cut = text.lastIndexOf(' ');
  // No colour ends in a space-separated number token, so such a token can only be the position.
  const at = cut > 0 ? parseGradientPosition(text.slice(cut + 1), defaultUnit) : null;
  if (at) {
    const color = sanitizeGradientColor(text.slice(0, cut));
    return color ? { color, ...at } : null;
  }
  const color = sanitizeGradientColor(text);
  return color ? { color, position: null, unit: defaultUnit } : null;
}

/**
 * Parses a Divi stops string. Junk stops are dropped (the rest are renumbered); a non-string gives [].
 * Positions without a unit, and missing positions, take `defaultUnit` ('%' unless a known unit is given).
 * @example parseGradientStops('#2b87da 0%|#29c4a9 100%')[1] // { color: '#29c4a9', position: 100, index: 1, unit: '%', uuid: 'gs-…-0' }
 */
export function parseGradientStops(value: unknown, defaultUnit = '%'): GradientStop[] {
  if (typeof value !== 'string') return [];
  const unit = isGradientUnit(defaultUnit) ? defaultUnit : '%';
  const parts: { color: string; position: number | null; unit: string }[] = [];
  for (const segment of value.split('|')) {
    const stop = parseStop(segment, unit);
    if (stop) parts.push(stop);
  }
  return buildGradientStops(parts);
}

/**
 * Writes stops back as a Divi stops string, in array order, leaving out any stop whose colour, position or
 * unit would not parse back.
 * @example serializeGradientStops(parseGradientStops('red 0%|blue')) // 'red 0%|blue'
 */
export function serializeGradientStops(stops: readonly GradientStop[]): string {
  if (!Array.isArray(stops)) return '';
  const out: string[] = [];
  for (const stop of stops as readonly unknown[]) {
    if (typeof stop !== 'object' || stop === null) continue;
    const { color, position, unit } = stop as Partial<Record<keyof GradientStop, unknown>>;
    const safe = sanitizeGradientColor(color);
    if (!safe) continue;
    const placed = typeof position === 'number' && Number.isFinite(position) && isGradientUnit(unit);
    out.push(stopText({ color: safe, position: placed ? position : null, unit: placed ? unit : '%' }));
  }
  return out.join('|');
}
