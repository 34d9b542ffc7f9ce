/**
 * The one attribute parser. Every element describes its props with `PropDef`s
 * and the shared wrapper turns attributes into typed values through here, so
 * booleans, numbers and JSON behave the same on every tag.
 */

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
    case 'json':
      try {
        return { value: JSON.parse(raw) as T };
      } catch {
        return fallback(def, `expected JSON, got ${JSON.stringify(raw.slice(0, 40))}`);
      }
    default:
      return fallback(def, 'cannot be set from an attribute');
  }
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
