/**
 * Background gradients (CCH spec §3 "Gradient"): Divi attributes or their camelCase names in, a normalised
 * {@link Gradient} out, and a CSS `background-image` value from it.
 */
import {
  buildGradientStops,
  formatCssNumber,
  GRADIENT_ANGLE_UNITS,
  GRADIENT_LENGTH_UNITS,
  type GradientStop,
  isGradientUnit,
  parseGradientPosition,
  parseGradientStops,
  sanitizeGradientColor,
  serializeGradientStops,
} from './gradient-stops.js';

export type { GradientStop } from './gradient-stops.js';
export {
  buildGradientStops,
  GRADIENT_ANGLE_UNITS,
  GRADIENT_LENGTH_UNITS,
  GRADIENT_UNITS,
  parseGradientPosition,
  parseGradientStops,
  sanitizeGradientColor,
  serializeGradientStops,
} from './gradient-stops.js';

export const GRADIENT_TYPES = ['linear', 'conic', 'elliptical', 'radial', 'circular'] as const;
export type GradientType = (typeof GRADIENT_TYPES)[number];

/** A normalised gradient; every field always holds a valid value (see the defaults on {@link parseGradient}). */
export interface Gradient {
  type: GradientType;
  /** An angle such as '180deg'; the linear direction, and where a conic gradient starts. */
  direction: string;
  /** One or two of center, top, bottom, left, right, e.g. 'top left'; the centre of radial and conic gradients. */
  radialDirection: string;
  stops: GradientStop[];
  repeat: boolean;
  /** Unit given to stop positions written without one. */
  unit: string;
  /** Whether the gradient is drawn over the background image; it does not change {@link gradientToCss}. */
  overlaysImage: boolean;
  /** Pre-4.16 two-stop fields, kept as given (normalised, '' when missing) so saving them back loses nothing. */
  colorStart: string;
  startPosition: string;
  colorEnd: string;
  endPosition: string;
}

/** {@link serializeGradient}'s output: every field as an attribute string. */
export type GradientRecord = { [K in keyof Gradient]: string };

// camelCase name -> Divi attribute suffix after `background_color_gradient_`.
const DIVI_NAMES: Record<keyof Gradient, string> = {
  type: 'type',
  direction: 'direction',
  radialDirection: 'direction_radial',
  stops: 'stops',
  repeat: 'repeat',
  unit: 'unit',
  overlaysImage: 'overlays_image',
  colorStart: 'start',
  startPosition: 'start_position',
  colorEnd: 'end',
  endPosition: 'end_position',
};

const HORIZONTAL = ['left', 'right'];
const VERTICAL = ['top', 'bottom'];

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

function normType(v: unknown): GradientType {
  const t = typeof v === 'string' ? v.trim().toLowerCase() : '';
  return GRADIENT_TYPES.find((x) => x === t) ?? 'linear';
}

function normDirection(v: unknown): string {
  // A bare number is degrees, as in Divi's direction slider.
  const a = parseGradientPosition(v, 'deg');
  return a && (GRADIENT_ANGLE_UNITS as readonly string[]).includes(a.unit)
    ? `${formatCssNumber(a.position)}${a.unit}`
    : '180deg';
}

function normRadial(v: unknown): string {
  const words =
    typeof v === 'string'
      ? v
          .trim()
          .toLowerCase()
          .split(/[\s_-]+/)
      : [];
  const known = words.every((w) => w === 'center' || HORIZONTAL.includes(w) || VERTICAL.includes(w));
  // CSS <position> takes at most one horizontal and one vertical keyword.
  const [a = '', b = ''] = words;
  const clash = (HORIZONTAL.includes(a) && HORIZONTAL.includes(b)) || (VERTICAL.includes(a) && VERTICAL.includes(b));
  return known && words.length >= 1 && words.length <= 2 && !clash ? words.join(' ') : 'center';
}

function normFlag(v: unknown): boolean {
  return v === true || (typeof v === 'string' && v.trim().toLowerCase() === 'on');
}

function normPosition(v: unknown, unit: string): string {
  const p = parseGradientPosition(v, unit);
  return p ? `${formatCssNumber(p.position)}${p.unit}` : '';
}

/**
 * Normalises a gradient from Divi attributes (`background_color_gradient_type`, `…_direction`,
 * `…_direction_radial`, `…_stops`, `…_repeat`, `…_unit`, `…_overlays_image`, `…_start`, `…_start_position`,
 * `…_end`, `…_end_position`) or the spec's camelCase names, which win when both are set. A string is read as
 * a stops string. Invalid fields take the defaults: linear, '180deg', 'center', no stops, repeat off, unit '%',
 * overlaysImage off, legacy fields ''. When the stops string yields no stop, the legacy colours give them
 * (positions default to 0% and 100%).
 * @example parseGradient({ background_color_gradient_stops: 'red 0%|blue 100%' }).stops.length // 2
 */
export function parseGradient(attrs: Record<string, unknown> | string): Gradient {
  const rec: Record<string, unknown> = typeof attrs === 'string' ? { stops: attrs } : isRecord(attrs) ? attrs : {};
  const field = (k: keyof Gradient): unknown => rec[k] ?? rec[`background_color_gradient_${DIVI_NAMES[k]}`];
  const unitRaw = field('unit');
  const unitText = typeof unitRaw === 'string' ? unitRaw.trim().toLowerCase() : '';
  const unit = isGradientUnit(unitText) ? unitText : '%';
  const colorStart = sanitizeGradientColor(field('colorStart'));
  const startPosition = normPosition(field('startPosition'), unit);
  const colorEnd = sanitizeGradientColor(field('colorEnd'));
  const endPosition = normPosition(field('endPosition'), unit);
  let stops = parseGradientStops(field('stops'), unit);
  if (stops.length === 0) {
    const legacy = [
      { color: colorStart, ...(parseGradientPosition(startPosition, unit) ?? { position: 0, unit: '%' }) },
      { color: colorEnd, ...(parseGradientPosition(endPosition, unit) ?? { position: 100, unit: '%' }) },
    ];
    stops = buildGradientStops(legacy.filter((s) => s.color));
  }
  return {
    type: normType(field('type')),
    direction: normDirection(field('direction')),
    radialDirection: normRadial(field('radialDirection')),
    stops,
    repeat: normFlag(field('repeat')),
    unit,
    overlaysImage: normFlag(field('overlaysImage')),
    colorStart,
    startPosition,
    colorEnd,
    endPosition,
  };
}

/**
 * The camelCase attribute record of a gradient; `parseGradient(serializeGradient(g))` deep-equals `g`.
 * @example serializeGradient(parseGradient('red 0%|blue 100%')).stops // 'red 0%|blue 100%'
 */
export function serializeGradient(g: Gradient): GradientRecord {
  return {
    type: String(g.type),
    direction: String(g.direction),
    radialDirection: String(g.radialDirection),
    stops: serializeGradientStops(g.stops),
    repeat: g.repeat ? 'on' : 'off',
    unit: String(g.unit),
    overlaysImage: g.overlaysImage ? 'on' : 'off',
    colorStart: String(g.colorStart),
    startPosition: String(g.startPosition),
    colorEnd: String(g.colorEnd),
    endPosition: String(g.endPosition),
  };
}

// Conic stops are placed by angle and the others by length; a position in the wrong kind of unit is
// dropped rather than failing the whole declaration.
function cssStops(stops: unknown, conic: boolean): { color: string; at: string }[] {
  if (!Array.isArray(stops)) return [];
  const units: readonly string[] = conic ? GRADIENT_ANGLE_UNITS : GRADIENT_LENGTH_UNITS;
  const out: { color: string; at: string }[] = [];
  for (const stop of stops as unknown[]) {
    if (!isRecord(stop)) continue;
    const color = sanitizeGradientColor(stop.color);
    if (!color) continue;
    const { position: p, unit } = stop;
    const fits = typeof p === 'number' && Number.isFinite(p) && (unit === '%' || units.includes(unit as string));
    out.push({ color, at: fits ? ` ${formatCssNumber(p)}${unit as string}` : '' });
  }
  return out;
}

/**
 * A CSS `background-image` value, every field re-checked so a hand-built object cannot inject CSS.
 * linear -> `linear-gradient(<direction>, …)`; radial and circular -> `radial-gradient(circle at <radialDirection>, …)`;
 * elliptical -> `radial-gradient(ellipse at …, …)`; conic -> `conic-gradient(from <direction> at …, …)`;
 * repeat adds `repeating-`. No usable stop gives ''; a single stop fills the gradient (it is placed at 0% and 100%).
 * @example gradientToCss(parseGradient('#2b87da 0%|#29c4a9 100%')) // 'linear-gradient(180deg, #2b87da 0%, #29c4a9 100%)'
 */
export function gradientToCss(g: Gradient): string {
  if (!isRecord(g)) return '';
  const type = normType(g.type);
  const conic = type === 'conic';
  const stops = cssStops(g.stops, conic);
  const [first] = stops;
  if (!first) return '';
  const list =
    stops.length === 1 ? `${first.color} 0%, ${first.color} 100%` : stops.map((s) => s.color + s.at).join(', ');
  const at = `at ${normRadial(g.radialDirection)}`;
  const head =
    type === 'linear'
      ? normDirection(g.direction)
      : conic
        ? `from ${normDirection(g.direction)} ${at}`
        : `${type === 'elliptical' ? 'ellipse' : 'circle'} ${at}`;
  const fn = type === 'linear' ? 'linear' : conic ? 'conic' : 'radial';
  return `${normFlag(g.repeat) ? 'repeating-' : ''}${fn}-gradient(${head}, ${list})`;
}
