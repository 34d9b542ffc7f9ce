// Every element's attribute table, for custom-elements.json. The tables are the ones the elements read: each
// registration file is bundled with esbuild and run in Node, and each tag's class gives its `static props`
// (`PropDefs`, src/core/attributes) and, in React mode, its `static methods`. `applyTable` merges them into the
// analyzer's declaration of the class, whose JSDoc keeps the prose, events, slots, parts and custom properties.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

/**
 * What the module graph touches while it loads, and nothing more: the base class, the registry and a few listeners
 * added at import. A module that needs more at import time fails here, and that is a bug in the module: core has
 * no DOM access at import (DESIGN.md), and an element module only defines its class.
 */
function shims(defined) {
  return {
    HTMLElement: class HTMLElement {},
    customElements: {
      define: (tag, cls) => void defined.set(tag, cls),
      get: (tag) => defined.get(tag),
    },
    document: { addEventListener() {}, removeEventListener() {} },
  };
}

/**
 * Runs `elements/<file>.ts` for every name in `files`; returns each defined tag's class, and the attribute module
 * (`tableEntries`, `isObserved`, `reflects`) from the same bundle, so the manifest reads the tables as the elements do.
 */
export async function loadElements(files) {
  const contents = [
    "export * as attributes from './src/core/attributes/index.ts';",
    ...files.map((f) => `import './elements/${f}.ts';`),
  ].join('\n');
  const out = await esbuild.build({
    stdin: { contents, resolveDir: process.cwd(), loader: 'ts', sourcefile: 'tables-entry.ts' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'error',
    // package.json lists elements/ as free of side effects for consumers' bundlers; here their `define` is the point.
    ignoreAnnotations: true,
  });
  mkdirSync('node_modules/.cache', { recursive: true });
  const dir = mkdtempSync('node_modules/.cache/pb-tables-');
  const file = join(dir, 'elements.mjs');
  writeFileSync(file, out.outputFiles[0].text);
  const defined = new Map();
  const added = Object.entries(shims(defined)).filter(([name]) => !(name in globalThis));
  for (const [name, value] of added) globalThis[name] = value;
  try {
    const { attributes } = await import(pathToFileURL(file).href);
    return { classes: defined, attributes };
  } catch (error) {
    throw new Error(`scripts/tables.mjs: running elements/ in Node failed (is the DOM used at import?): ${error}`, {
      cause: error,
    });
  } finally {
    for (const [name] of added) delete globalThis[name];
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The attribute parser's limit for every number (core/attributes `checkNumber`): timers wait at most this. */
const LARGEST = 2 ** 31 - 1;
const quote = (text) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

/** A value as source text, as the manifest schema wants defaults: `0`, `'bottom'`, `false`, `{}`. */
export function sourceText(value) {
  if (value === undefined || typeof value === 'function') return undefined;
  return typeof value === 'string' ? quote(value) : JSON.stringify(value);
}

/** The attribute's type: the enumeration as literals, else the table type; JSON as its JSDoc says (the text). */
function attributeType(def, documented) {
  if (def.values) return def.values.map(quote).join(' | ');
  if (def.type === 'json') return documented?.type?.text ?? 'string';
  return def.type;
}

/** The property's type: what the parser puts there. Unset by default (a device variant): `| undefined`. */
function propertyType(def) {
  let text = def.type;
  if (def.values) text = def.values.map(quote).join(' | ');
  else if (def.type === 'json')
    text = Array.isArray(def.default) ? 'unknown[]' : def.default === null ? 'unknown' : 'Record<string, unknown>';
  else if (def.type === 'function') text = '(...args: never[]) => unknown';
  return def.default === undefined ? `${text} | undefined` : text;
}

/** The accepted range of a number, as the parser checks it; nothing for other types (an enumeration is its type). */
export function rangeText(def) {
  if (def.type !== 'number') return '';
  const min = Math.max(def.min ?? -LARGEST, -LARGEST);
  const max = Math.min(def.max ?? LARGEST, LARGEST);
  return `Accepts ${def.integer ? 'a whole number' : 'a number'} from ${min} to ${max}.`;
}

const DEVICE = { tablet: 'tablets', phone: 'phones' };

/** For an attribute the JSDoc leaves out: a device variant says what it overrides, anything else what it sets. */
function fallbackDescription(prop, variantOf) {
  if (!variantOf) return `Sets the \`${prop}\` property.`;
  const { attribute, device } = variantOf;
  const unset = device === 'phone' ? `\`${attribute}-tablet\`, else \`${attribute}\`` : `\`${attribute}\``;
  return `\`${attribute}\` on ${DEVICE[device]}; unset: ${unset}.`;
}

/** `(index: number, options?: X) => void` -> parameters and return type, for a method declared as a function field. */
export function signature(text) {
  if (!text?.startsWith('(')) return undefined;
  let depth = 0;
  let end = -1;
  for (let i = 0; i < text.length && end < 0; i++) {
    if ('([{<'.includes(text[i])) depth++;
    else if (')]}>'.includes(text[i]) && text[i - 1] !== '=') depth--;
    if (depth === 0) end = i;
  }
  const arrow = text.slice(end + 1).match(/^\s*=>\s*([\s\S]+)$/);
  if (end < 0 || !arrow) return undefined;
  const parameters = [];
  let current = '';
  depth = 0;
  for (const c of `${text.slice(1, end)},`) {
    if ('([{<'.includes(c)) depth++;
    else if (')]}>'.includes(c) && !current.endsWith('=')) depth--;
    if (c !== ',' || depth > 0) current += c;
    else if (current.trim()) {
      const [, name, optional, type] = current.trim().match(/^(\.{3}\w+|\w+)(\??)\s*(?::\s*([\s\S]+))?$/) ?? [];
      if (name) parameters.push({ name, ...(optional && { optional: true }), ...(type && { type: { text: type } }) });
      current = '';
    }
  }
  return { parameters, return: { type: { text: arrow[1].trim() } } };
}

const isFunctionField = (m) => m.kind === 'field' && signature(m.type?.text) !== undefined;

/** Its public methods: the static `methods` list (React mode), and function fields the class really has as methods. */
function methods(decl, cls) {
  const listed = new Set(cls.methods ?? []);
  const declared = (decl.members ?? []).filter(
    (m) =>
      (m.kind === 'method' || isFunctionField(m)) &&
      (listed.has(m.name) || typeof cls.prototype[m.name] === 'function'),
  );
  for (const m of declared) listed.add(m.name);
  return [...listed].map((name) => {
    const m = declared.find((d) => d.name === name);
    if (m?.kind === 'method') return m;
    return {
      kind: 'method',
      name,
      ...(m?.description && { description: m.description }),
      ...(m && signature(m.type.text)),
    };
  });
}

/**
 * The declaration with its class's table applied: every attribute the table observes (device variants too) with
 * its type, default, range and property (`fieldName`), in the JSDoc's order, a variant after what it varies and
 * one the JSDoc leaves out after the table entry before it; the table's properties as fields; the public methods as
 * methods. Attributes only the JSDoc names (global ones like `id`, classes the element checks) stay as written.
 */
export function applyTable(decl, cls, { tableEntries, isObserved, reflects }) {
  if (!cls) return decl;
  const attributes = [...(decl.attributes ?? [])];
  const fields = [];
  let base;
  let after = -1;
  for (const { prop, attribute, def } of tableEntries(cls.props ?? {})) {
    if (Object.hasOwn(cls.props, prop)) base = { attribute, prop };
    const variantOf = base.prop !== prop && { attribute: base.attribute, device: attribute.split('-').at(-1) };
    const at = attributes.findIndex((a) => a.name === attribute);
    const documented = attributes[at];
    const defaultText = sourceText(def.default);
    const description = [documented?.description ?? fallbackDescription(prop, variantOf), rangeText(def)]
      .filter(Boolean)
      .join(' ');
    if (isObserved(def)) {
      // The table's default, type and name win over the JSDoc's; other fields the JSDoc gave (`deprecated`) stay.
      const { name, type, description: prose, default: written, ...rest } = documented ?? {};
      const entry = {
        name: attribute,
        type: { text: attributeType(def, documented) },
        ...(defaultText !== undefined && { default: defaultText }),
        fieldName: prop,
        description,
        ...rest,
      };
      if (at >= 0) attributes[at] = entry;
      else attributes.splice(after >= 0 ? after + 1 : attributes.length, 0, entry);
      after = attributes.indexOf(entry);
    }
    fields.push({
      kind: 'field',
      name: prop,
      type: { text: propertyType(def) },
      ...(defaultText !== undefined && { default: defaultText }),
      description,
      ...(isObserved(def) && { attribute }),
      ...(reflects(def) && { reflects: true }),
    });
  }
  const methodList = methods(decl, cls);
  const named = new Set([...fields, ...methodList].map((m) => m.name));
  const members = [...fields, ...methodList, ...(decl.members ?? []).filter((m) => !named.has(m.name))];
  return {
    ...decl,
    ...(attributes.length && { attributes }),
    ...(members.length && { members }),
  };
}
