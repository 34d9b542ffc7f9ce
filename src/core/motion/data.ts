/**
 * The motion element's data (CCH §3 "Motion element", §5 "Motion values"), read into tracks: one per animated
 * property, each a piecewise-linear function of the item's progress through the viewport. Pure and total: bad
 * values fall back to the defaults, never throw. Values are sanitised by `pb-elements/formats`.
 */
import type { Device } from '../constants/index.js';
import { MOTION, type MotionTrigger } from '../constants/motion.js';
import { MOTION_VALUES } from '../constants/values.js';
import { isOn } from '../formats/flags.js';
import { type MotionValueKind, sanitizeMotionValue } from '../formats/motion-values.js';
import { resolveValue } from '../formats/responsive.js';
import { isPresent, parseNumberUnit } from '../formats/sanitize.js';

/** CCH §3 scroll effects, by their resolver names. */
export const SCROLL_EFFECTS = ['translateX', 'translateY', 'opacity', 'scale', 'rotate', 'blur'] as const;
export type ScrollEffect = (typeof SCROLL_EFFECTS)[number];

/** CCH §3 transforms: rotate, scale, skew, translate on X/Y/Z (rotate alone is about Z). */
export const TRANSFORMS = [
  'translateX',
  'translateY',
  'translateZ',
  'rotateX',
  'rotateY',
  'rotate',
  'skewX',
  'skewY',
  'scale',
] as const;
export type TransformName = (typeof TRANSFORMS)[number];

export type MotionProp = ScrollEffect | TransformName;

/** One animated property: its value at the start, middle and end, and where (viewport %) each holds. */
export interface MotionTrack {
  prop: MotionProp;
  start: number;
  midStart: number;
  midEnd: number;
  end: number;
  startValue: number;
  midValue: number;
  endValue: number;
}

/** A motion element resolved for one device. An item without tracks has no effects. */
export interface MotionItem {
  id: string;
  /** The point of the element tracked from the viewport's bottom (0 %) to its top (100 %). */
  trigger: MotionTrigger;
  /** `grid_motion` on: the tracks apply to each child item, each with its own progress. */
  gridMotion: boolean;
  childSlug: string;
  childrenCount: number;
  moduleType: string;
  moduleIndex: number;
  tracks: MotionTrack[];
}

/** The kind whose limits and unit a property's values take. */
export function valueKind(prop: MotionProp): MotionValueKind {
  if (prop.startsWith('translate')) return 'translate';
  if (prop.startsWith('rotate')) return 'rotate';
  if (prop.startsWith('skew')) return 'skew';
  return prop as 'scale' | 'opacity' | 'blur';
}

/** The builder's defaults when an effect's values are left out: [start, middle, end]. */
const EFFECT_DEFAULTS: Record<ScrollEffect, readonly [number, number, number]> = {
  translateX: [-100, 0, 100],
  translateY: [100, 0, -100],
  opacity: [0, 100, 100],
  scale: [70, 100, 100],
  rotate: [90, 0, 0],
  blur: [10, 0, 0],
};

/** A transform's value when nothing moves it. */
const NEUTRAL = (prop: MotionProp): number => (prop === 'scale' || prop === 'opacity' ? 100 : 0);

const RANGE_KEYS = ['start', 'midStart', 'midEnd', 'end'] as const;
const VALUE_KEYS = ['startValue', 'midValue', 'endValue'] as const;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `"start|midStart|midEnd|end|startValue|midValue|endValue"`, the builder's stored form, or an object. */
function effectFields(raw: unknown): Record<string, unknown> | undefined {
  if (isRecord(raw)) return raw;
  if (typeof raw !== 'string' || !raw.includes('|')) return undefined;
  const parts = raw.split('|');
  return Object.fromEntries([...RANGE_KEYS, ...VALUE_KEYS].map((k, i) => [k, parts[i]]));
}

const percent = (v: unknown, fallback: number): number => {
  const n = isPresent(v) && v !== true ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? Math.min(100, Math.max(0, n)) : fallback;
};

/** The unit a property's values are written in (CCH §5): translate and blur px, rotate and skew deg, else %. */
export const unitOf = (prop: MotionProp): string =>
  MOTION_VALUES.units[valueKind(prop) as keyof typeof MOTION_VALUES.units];

/** Told of a value given but unusable (not a number, or in another unit than its property's), before it falls back. */
export type BadValue = (prop: MotionProp, value: unknown) => void;

/** A value in another unit than its property's (`2em` for a translate) is not read as that unit: the fallback. */
const sanitized = (prop: MotionProp, v: unknown, fallback: number, bad?: BadValue): number => {
  if (!isPresent(v)) return fallback;
  const unit = parseNumberUnit(v)?.unit;
  const n = !unit || unit === unitOf(prop) ? sanitizeMotionValue(valueKind(prop), v) : Number.NaN;
  if (Number.isNaN(n)) bad?.(prop, v);
  return Number.isNaN(n) ? fallback : n;
};

/** A scroll effect's track; each range point is at least the one before it. */
export function readEffect(prop: ScrollEffect, raw: unknown, bad?: BadValue): MotionTrack | undefined {
  const fields = effectFields(raw);
  if (!fields) return undefined;
  const [s, m, e] = EFFECT_DEFAULTS[prop];
  let floor = 0;
  const range = RANGE_KEYS.map((k) => {
    floor = Math.max(floor, percent(fields[k], MOTION.defaultRange[k]));
    return floor;
  });
  return {
    prop,
    start: range[0] as number,
    midStart: range[1] as number,
    midEnd: range[2] as number,
    end: range[3] as number,
    startValue: sanitized(prop, fields.startValue, s, bad),
    midValue: sanitized(prop, fields.midValue, m, bad),
    endValue: sanitized(prop, fields.endValue, e, bad),
  };
}

/**
 * A transform's track: `{ start, middle, end }`, `"start|middle|end"` or one value for all three; the start
 * holds at 0 % of the viewport, the middle at 50 % and the end at 100 %, with the middle as the fallback.
 */
export function readTransform(prop: TransformName, raw: unknown, bad?: BadValue): MotionTrack | undefined {
  if (!isPresent(raw)) return undefined;
  const parts = isRecord(raw)
    ? [raw.start, raw.middle, raw.end]
    : typeof raw === 'string' && raw.includes('|')
      ? raw.split('|')
      : [raw, raw, raw];
  const middle = sanitized(prop, parts[1], Number.NaN, bad);
  const mid = Number.isNaN(middle) ? NEUTRAL(prop) : middle;
  const [start, end] = [sanitized(prop, parts[0], mid, bad), sanitized(prop, parts[2], mid, bad)];
  if (Number.isNaN(middle) && start === mid && end === mid) return undefined;
  return { prop, start: 0, midStart: 50, midEnd: 50, end: 100, startValue: start, midValue: mid, endValue: end };
}

const TRIGGERS: readonly string[] = ['top', 'middle', 'bottom'];

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? `${v}` : '');
const integer = (v: unknown): number => {
  const n = Number.parseInt(text(v), 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
};

/**
 * Reads one motion element for `device`. `raw` holds the CCH §3 fields (`id`, `trigger_start`, `grid_motion`,
 * `child_slug`, `children_count`, `module_type`, `module_index`, `transforms`, `scroll_effects`); every field
 * may carry the responsive variants (`_tablet`, `_phone`, `_last_edited`), read by the one responsive
 * resolver. A scroll effect comes from `scroll_effects[<name>]` (an object, or a list of objects with a
 * `resolver`) or from a field named after it (`translateY`), as the builder's pipe string or an object; its
 * `<name>_enable` flag (`on` or `off`) switches it, and without the flag a given effect is on.
 */
export function readMotionItem(raw: Record<string, unknown>, device: Device, bad?: BadValue): MotionItem {
  const get = (name: string): unknown => resolveValue(raw, name, { device });
  const trigger = text(get('trigger_start')).toLowerCase();
  const listed = get('scroll_effects');
  const byName = (name: ScrollEffect): unknown => {
    if (Array.isArray(listed)) return listed.find((e) => isRecord(e) && e.resolver === name);
    return (isRecord(listed) ? listed[name] : undefined) ?? get(name);
  };
  const tracks: MotionTrack[] = [];
  for (const name of SCROLL_EFFECTS) {
    const flag = get(`${name}_enable`);
    if (isPresent(flag) && !isOn(flag)) continue;
    const track = readEffect(name, byName(name), bad);
    if (track) tracks.push(track);
  }
  const transforms = get('transforms');
  if (isRecord(transforms)) {
    for (const name of TRANSFORMS) {
      const track = readTransform(name, transforms[name], bad);
      if (track) tracks.push(track);
    }
  }
  return {
    id: text(raw.id),
    trigger: (TRIGGERS.includes(trigger) ? trigger : MOTION.triggerDefault) as MotionTrigger,
    gridMotion: isOn(get('grid_motion')),
    childSlug: text(get('child_slug')),
    childrenCount: integer(get('children_count')),
    moduleType: text(get('module_type')),
    moduleIndex: integer(get('module_index')),
    tracks,
  };
}

/** CCH §2: in builder mode only the theme-builder header, body and footer elements are handled. */
export function handledInBuilder(id: string): boolean {
  return MOTION.builderSuffixes.some((suffix) => id.endsWith(suffix));
}
