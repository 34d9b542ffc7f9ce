/**
 * The multi-view data (MFT §3): a slug and a schema whose contexts (content, attrs, styles, classes,
 * visibility) each hold values per screen mode (desktop, tablet, phone, hover). Read in the page builder's
 * shape, as its `data-et-multi-view` attribute carries it:
 *
 *   { "schema": { "content": { "desktop": "<p>A</p>", "hover": "<p>B</p>" },
 *                 "attrs": { "desktop": { "src": "a.jpg", "alt": "A" } },
 *                 "styles": { "phone": { "color": "red" } },
 *                 "classes": { "hover": { "add": ["is-hot"], "remove": ["is-cold"] } },
 *                 "visibility": { "phone": false } },
 *     "slug": "et_pb_text", "target": ".et_pb_text_0 .et_pb_text_inner", "hover_selector": ".et_pb_text_0" }
 *
 * Also accepted: a bare schema (the contexts at the top), classes as `{ "add": { "<mode>": [...] } }`, a class list
 * as one space-separated string, and visibility as "visible" / "hidden". Pure and total: whatever is not in this
 * shape is left out with a warning that says where it was, never an exception.
 */
import { MULTI_VIEW } from '../constants/multi-view.js';

export type ScreenMode = (typeof MULTI_VIEW.modes)[number];
export type ViewContext = (typeof MULTI_VIEW.contexts)[number];
export type ClassAction = (typeof MULTI_VIEW.classActions)[number];

type ByMode<T> = Partial<Record<ScreenMode, T>>;

export interface MultiViewSchema {
  content: ByMode<string>;
  attrs: ByMode<Record<string, string>>;
  /** CSS property (kebab-case) to value; a trailing `!important` stays in the value. */
  styles: ByMode<Record<string, string>>;
  /** Class name to what the mode does with it. */
  classes: ByMode<Record<string, ClassAction>>;
  /** true: shown; false: hidden. */
  visibility: ByMode<boolean>;
}

export interface MultiViewData {
  slug: string;
  schema: MultiViewSchema;
  /** The builder's target selector, '' when it names none. */
  target: string;
  /** The builder's hover selector, '' when it names none. */
  hoverSelector: string;
}

export interface ParsedMultiView {
  data: MultiViewData;
  /** Each names where the problem was (`schema.content.mobile`) and what was done. */
  warnings: string[];
}

const MODES: readonly string[] = MULTI_VIEW.modes;
const CONTEXTS: readonly string[] = MULTI_VIEW.contexts;
const ACTIONS: readonly string[] = MULTI_VIEW.classActions;
const DATA_KEYS: readonly string[] = MULTI_VIEW.dataKeys;

/** HTML's attribute name characters (no space, quote, `>`, `/`, `=` or control). */
const ATTRIBUTE_NAME = /^[^\s"'>/=\p{Cc}]+$/u;
/** A CSS property: a custom property, or letters and hyphens (a vendor prefix included). */
const CSS_PROPERTY = /^(?:--[\w-]+|-?[a-z][a-z-]*)$/;
/** A value that could close the declaration and start another rule. */
const CSS_BREAKOUT = /[;{}<>]|\/\*/;

export const emptySchema = (): MultiViewSchema => ({ content: {}, attrs: {}, styles: {}, classes: {}, visibility: {} });

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const kind = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'a list' : typeof v);

/** A scalar as the builder writes it (it stores numbers as text); anything else is not a value. */
const text = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : undefined;

const kebab = (name: string): string =>
  name.startsWith('--') ? name : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).toLowerCase();

type Warn = (where: string, message: string) => void;

/** Each mode of a context's object: unknown modes are left out with a warning. */
function eachMode(raw: unknown, where: string, warn: Warn, fn: (mode: ScreenMode, value: unknown) => void): void {
  if (!isRecord(raw)) {
    warn(where, `expected an object of values by screen mode, got ${kind(raw)}; ignored`);
    return;
  }
  for (const [mode, value] of Object.entries(raw)) {
    if (MODES.includes(mode)) fn(mode as ScreenMode, value);
    else warn(`${where}.${mode}`, `"${mode}" is not a screen mode (${MODES.join(', ')}); ignored`);
  }
}

function readAttrs(raw: unknown, where: string, warn: Warn): Record<string, string> | undefined {
  if (!isRecord(raw)) {
    warn(where, `expected an object of attribute values, got ${kind(raw)}; ignored`);
    return undefined;
  }
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    const at = `${where}.${name}`;
    const lower = name.toLowerCase();
    const v = text(value);
    if (!ATTRIBUTE_NAME.test(name)) warn(at, 'not an attribute name; ignored');
    else if (lower.startsWith('on')) warn(at, 'event handler attributes are never set; ignored');
    else if (lower === 'class' || lower === 'style')
      warn(at, `use the ${lower === 'class' ? 'classes' : 'styles'} context for ${lower}; ignored`);
    else if (v === undefined) warn(at, `expected text, got ${kind(value)}; ignored`);
    else out[name] = v;
  }
  return out;
}

function readStyles(raw: unknown, where: string, warn: Warn): Record<string, string> | undefined {
  if (!isRecord(raw)) {
    warn(where, `expected an object of CSS values, got ${kind(raw)}; ignored`);
    return undefined;
  }
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    const at = `${where}.${name}`;
    const property = kebab(name.trim());
    const v = text(value)?.trim();
    if (!CSS_PROPERTY.test(property)) warn(at, 'not a CSS property; ignored');
    else if (v === undefined) warn(at, `expected text, got ${kind(value)}; ignored`);
    else if (CSS_BREAKOUT.test(v)) warn(at, `"${v}" is not one CSS value; ignored`);
    else out[property] = v;
  }
  return out;
}

/** A class list: names in a list, or one space-separated string. */
function readClassList(raw: unknown, where: string, warn: Warn): string[] {
  const items = typeof raw === 'string' ? [raw] : Array.isArray(raw) ? raw : undefined;
  if (!items) {
    warn(where, `expected a list of class names, got ${kind(raw)}; ignored`);
    return [];
  }
  const names: string[] = [];
  for (const item of items) {
    if (typeof item === 'string') names.push(...item.split(/\s+/).filter(Boolean));
    else warn(where, `${JSON.stringify(item)} is not a class name; ignored`);
  }
  return names;
}

function addClasses(out: MultiViewSchema, mode: ScreenMode, action: ClassAction, names: string[]): void {
  const classes = out.classes[mode] ?? {};
  out.classes[mode] = classes;
  for (const name of names) classes[name] = action;
}

/** Both shapes: the builder's `{ <mode>: { add, remove } }` and `{ add: { <mode>: [...] }, remove: ... }`. */
function readClasses(raw: unknown, where: string, warn: Warn, out: MultiViewSchema): void {
  if (!isRecord(raw)) {
    warn(where, `expected an object of class lists by screen mode, got ${kind(raw)}; ignored`);
    return;
  }
  for (const [key, value] of Object.entries(raw)) {
    const at = `${where}.${key}`;
    if (ACTIONS.includes(key)) {
      eachMode(value, at, warn, (mode, list) => {
        addClasses(out, mode, key as ClassAction, readClassList(list, `${at}.${mode}`, warn));
      });
    } else if (MODES.includes(key)) {
      if (!isRecord(value)) {
        warn(at, `expected { "add": [...], "remove": [...] }, got ${kind(value)}; ignored`);
        continue;
      }
      out.classes[key as ScreenMode] ??= {};
      for (const [action, list] of Object.entries(value)) {
        if (ACTIONS.includes(action))
          addClasses(out, key as ScreenMode, action as ClassAction, readClassList(list, `${at}.${action}`, warn));
        else warn(`${at}.${action}`, `"${action}" is not add or remove; ignored`);
      }
    } else warn(at, `"${key}" is neither a screen mode (${MODES.join(', ')}) nor add or remove; ignored`);
  }
}

function readVisibility(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'visible') return true;
  if (value === 'hidden') return false;
  return undefined;
}

function readSchema(raw: Record<string, unknown>, warn: Warn): MultiViewSchema {
  const out = emptySchema();
  for (const [context, value] of Object.entries(raw)) {
    const where = `schema.${context}`;
    switch (context) {
      case 'content':
        eachMode(value, where, warn, (mode, html) => {
          const v = text(html);
          if (v === undefined) warn(`${where}.${mode}`, `expected HTML text, got ${kind(html)}; ignored`);
          else out.content[mode] = v;
        });
        break;
      case 'attrs':
      case 'styles':
        eachMode(value, where, warn, (mode, map) => {
          const read = context === 'attrs' ? readAttrs : readStyles;
          const v = read(map, `${where}.${mode}`, warn);
          if (v) out[context][mode] = v;
        });
        break;
      case 'classes':
        readClasses(value, where, warn, out);
        break;
      case 'visibility':
        eachMode(value, where, warn, (mode, shown) => {
          const v = readVisibility(shown);
          if (v === undefined)
            warn(
              `${where}.${mode}`,
              `expected true, false, "visible" or "hidden", got ${JSON.stringify(shown)}; ignored`,
            );
          else out.visibility[mode] = v;
        });
        break;
      default:
        warn(where, `"${context}" is not a context (${CONTEXTS.join(', ')}); ignored`);
    }
  }
  return out;
}

function readSelector(raw: Record<string, unknown>, key: string, warn: Warn): string {
  const v = raw[key];
  if (v === undefined || v === null) return '';
  if (typeof v === 'string') return v.trim();
  warn(key, `expected a selector, got ${kind(v)}; ignored`);
  return '';
}

/**
 * Reads the multi-view data. A value that is not an object gives an empty schema (nothing changes) and one
 * warning; within it, every part that does not fit is left out with its own warning.
 */
export function parseMultiView(raw: unknown): ParsedMultiView {
  const warnings: string[] = [];
  const warn: Warn = (where, message) => warnings.push(`${where}: ${message}`);
  const data: MultiViewData = { slug: '', schema: emptySchema(), target: '', hoverSelector: '' };
  if (!isRecord(raw)) {
    warnings.push(`expected the multi-view data as an object, got ${kind(raw)}; nothing changes`);
    return { data, warnings };
  }
  // A bare schema: the contexts at the top, no slug.
  const bare = !('schema' in raw) && Object.keys(raw).some((k) => CONTEXTS.includes(k));
  if (bare) {
    data.schema = readSchema(raw, warn);
    return { data, warnings };
  }
  for (const key of Object.keys(raw))
    if (!DATA_KEYS.includes(key)) warn(key, `"${key}" is not part of the multi-view data; ignored`);
  if (isRecord(raw.schema)) data.schema = readSchema(raw.schema, warn);
  else warn('schema', `expected an object of contexts, got ${kind(raw.schema)}; nothing changes`);
  if (typeof raw.slug === 'string') data.slug = raw.slug;
  else if (raw.slug !== undefined) warn('slug', `expected text, got ${kind(raw.slug)}; ignored`);
  data.target = readSelector(raw, 'target', warn);
  data.hoverSelector = readSelector(raw, 'hover_selector', warn);
  return { data, warnings };
}
