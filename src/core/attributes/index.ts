/**
 * The one attribute parser. Every element describes its props with `PropDef`s
 * and the shared wrapper turns attributes into typed values through here, so
 * booleans, numbers and JSON behave the same on every tag.
 */
import { resolveValue } from '../formats/responsive.js';

export type PropType = 'string' | 'number' | 'boolean' | 'json' | 'function';

export interface PropDef<T = unknown> {
  type: PropType;
  /** Used when the attribute is absent, removed or malformed. */
  default: T;
  /** Attribute name; defaults to the kebab-case prop name. */
  attribute?: string;
  /** Write the value back to the attribute when the property is set. */
  reflect?: boolean;
  /** For strings: the accepted values (anything else falls back). */
  values?: readonly string[];
  /** For numbers: accepted range and whether fractions are allowed. */
  min?: number;
  max?: number;
  integer?: boolean;
  /** Names the fallback in warnings when the default is not a value to show (e.g. computed from the page). */
  fallbackText?: string;
  /**
   * Also read per device (CCH's responsive naming): attributes `<name>-tablet` and `<name>-phone`, properties
   * `<name>Tablet` and `<name>Phone`, unset by default; `responsiveValue` picks the one in force.
   */
  responsive?: boolean;
  /** For JSON: what a parsed value must be. Returns what was expected (`a JSON object`) when it is not. */
  shape?: (value: unknown) => string | undefined;
}

export type PropDefs = Record<string, PropDef>;

export interface Parsed<T> {
  value: T;
  /** Set when the raw value was rejected; names what was expected. */
  warning?: string;
}

export function attributeName(prop: string, def?: PropDef): string {
  return def?.attribute ?? prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** Function props are property-only: an attribute cannot carry a function safely. */
export function isObserved(def: PropDef): boolean {
  return def.type !== 'function';
}

/** Whether setting the property writes the attribute. JSON and functions never do. */
export function reflects(def: PropDef): boolean {
  return def.reflect === true && def.type !== 'json' && def.type !== 'function';
}

const fallback = <T>(def: PropDef<T>, why: string): Parsed<T> => ({
  value: def.default,
  warning: `${why}; using ${def.fallbackText ?? JSON.stringify(def.default)}`,
});

export function parseAttribute<T>(def: PropDef<T>, raw: string | null): Parsed<T> {
  // HTML semantics: presence means true, whatever the value (even "false").
  if (def.type === 'boolean') return { value: (raw !== null) as T };
  if (raw === null) return { value: def.default };
  switch (def.type) {
    case 'string':
      if (def.values && !def.values.includes(raw)) {
        return fallback(def, `expected one of ${def.values.join(', ')}, got ${JSON.stringify(raw)}`);
      }
      return { value: raw as T };
    case 'number':
      return checkNumber(def, raw.trim() === '' ? Number.NaN : Number(raw), raw);
    case 'json': {
      let value: unknown;
      try {
        value = JSON.parse(raw);
      } catch {
        return fallback(def, `expected JSON, got ${JSON.stringify(raw.slice(0, 40))}`);
      }
      return checkShape(def, value, raw);
    }
    default:
      return fallback(def, 'cannot be set from an attribute');
  }
}

/** A JSON value checked against its def's `shape`; also used for values set as properties. */
export function checkShape<T>(def: PropDef<T>, value: unknown, shown: unknown = value): Parsed<T> {
  const expected = def.shape?.(value);
  if (expected === undefined) return { value: value as T };
  const text = typeof shown === 'string' ? shown : (JSON.stringify(shown) ?? String(shown));
  return fallback(def, `expected ${expected}, got ${JSON.stringify(text.slice(0, 40))}`);
}

/** The common JSON shape: an object (not an array, not null). */
export const jsonObject = (value: unknown): string | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? undefined : 'a JSON object';

/** A value assigned to the property: checked as the attribute's text would be, without the text. */
export function coerceProperty(def: PropDef, value: unknown): Parsed<unknown> {
  if (value === undefined || value === null) return { value: def.default };
  if (def.type === 'boolean') return { value: Boolean(value) };
  if (def.type === 'number') return checkNumber(def, typeof value === 'number' ? value : Number(value), value);
  if (def.type === 'string') return parseAttribute(def, String(value));
  if (def.type === 'json') return checkShape(def, value);
  return { value };
}

export type ResponsiveDevice = 'desktop' | 'tablet' | 'phone';
export const RESPONSIVE_DEVICES = ['tablet', 'phone'] as const;

/** `columns` + `phone` -> `columnsPhone`: the property of a device variant. */
export const variantProperty = (prop: string, device: 'tablet' | 'phone'): string =>
  `${prop}${device === 'tablet' ? 'Tablet' : 'Phone'}`;

/** A device variant's def: unset by default, so a bad or absent value leaves the next larger device's in force. */
export const variantDef = (def: PropDef): PropDef => ({
  ...def,
  default: undefined,
  responsive: false,
  reflect: false,
  fallbackText: "the next larger device's value",
});

/**
 * Every attribute a table observes, with its property and def: a responsive entry adds its `-tablet` and
 * `-phone` variants (unset by default, so a device without its own value takes the next larger one's).
 */
export function tableEntries(defs: PropDefs): Array<{ prop: string; attribute: string; def: PropDef }> {
  const out: Array<{ prop: string; attribute: string; def: PropDef }> = [];
  for (const [prop, def] of Object.entries(defs)) {
    const attribute = attributeName(prop, def);
    out.push({ prop, attribute, def });
    if (!def.responsive) continue;
    for (const device of RESPONSIVE_DEVICES)
      out.push({ prop: variantProperty(prop, device), attribute: `${attribute}-${device}`, def: variantDef(def) });
  }
  return out;
}

/**
 * The value in force on `device` for a responsive prop, by the one resolver (core/formats'): phone falls back
 * to tablet, tablet to the base value. `values` holds the props by property name.
 */
export function responsiveValue(props: object, prop: string, device: ResponsiveDevice): unknown {
  const values = props as Record<string, unknown>;
  const fields: Record<string, unknown> = { [prop]: values[prop], [`${prop}_last_edited`]: 'on|desktop' };
  for (const d of RESPONSIVE_DEVICES) fields[`${prop}_${d}`] = values[variantProperty(prop, d)];
  const value = resolveValue(fields, prop, { device });
  return value === '' ? values[prop] : value;
}

const LARGEST = 2 ** 31 - 1;

/** Also used for values set as properties, so `el.active = -1` falls back like `active="-1"`. */
export function checkNumber<T>(def: PropDef<T>, n: number, shown: unknown = n): Parsed<T> {
  const kind = def.integer ? 'a whole number' : 'a number';
  const range =
    def.min !== undefined && def.max !== undefined
      ? ` from ${def.min} to ${def.max}`
      : def.min !== undefined
        ? ` of at least ${def.min}`
        : def.max !== undefined
          ? ` of at most ${def.max}`
          : '';
  const bad =
    !Number.isFinite(n) ||
    (def.integer && !Number.isInteger(n)) ||
    (def.min !== undefined && n < def.min) ||
    (def.max !== undefined && n > def.max);
  if (bad) return fallback(def, `expected ${kind}${range}, got ${JSON.stringify(shown)}`);
  // Timers wait at most 2^31 - 1 ms (about 24.8 days): beyond it setTimeout fires at once, so a slideshow speed or
  // a popup delay of that size would do the opposite of what it asks. No count of ours goes that high either.
  if (Math.abs(n) > LARGEST)
    return fallback(def, `expected ${kind} of at most ${LARGEST}, got ${JSON.stringify(shown)}`);
  return { value: n as T };
}

/** The attribute text for a reflected value; `null` means remove the attribute. */
export function serializeAttribute(def: PropDef, value: unknown): string | null {
  if (def.type === 'boolean') return value ? '' : null;
  if (value === null || value === undefined) return null;
  return String(value);
}
