/**
 * The builder module tree (CCH §3 "Builder module", §4 "Sticky module" locked and deleted rules).
 * Addresses are positions: parseModuleTree numbers every module by where it sits, so
 * findByAddress(tree, m.address) === m for every module m of a parsed tree.
 */
import { BUILDER } from '../constants/builder.js';
import { childAddress, parseAddress } from './address.js';

export { childAddress, parentAddress, parseAddress, serializeAddress, siblingAddress } from './address.js';

export interface BuilderModule {
  /** Shortcode name, such as et_pb_section or et_pb_text. */
  type: string;
  /** Dot-separated position in the tree ('0.1.2'); '' when unknown. */
  address: string;
  attrs: Record<string, string>;
  /** Child modules, or the text of a module that has no children. */
  content: BuilderModule[] | string;
  key: string;
  is_module_child: boolean;
  lockedParent: boolean;
  component_path: string;
}

export type ComponentKind = 'section' | 'row' | 'column' | 'module';
export type SectionKind = 'regular' | 'fullwidth' | 'specialty';

/**
 * A real layout nests section, (specialty column, inner row, inner column,) module and module child: about
 * six levels. The cap keeps cyclic or hostile input from exhausting the stack.
 */
const MAX_DEPTH = 32;

const KINDS: Readonly<Record<string, ComponentKind>> = {
  et_pb_section: 'section',
  et_pb_row: 'row',
  et_pb_row_inner: 'row',
  et_pb_column: 'column',
  et_pb_column_inner: 'column',
};

/** Values that say "not set" for a flag such as _deleted (CCH §5 option flags, plus JSON's own). */
const UNSET = new Set(['', 'off', 'no', 'false', '0']);

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Own properties only, so an attribute named 'constructor' or 'toString' reads as missing. */
function own(record: unknown, key: string): unknown {
  return isRecord(record) && Object.hasOwn(record, key) ? record[key] : undefined;
}

function text(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  // Builder attrs spell booleans as option flags.
  if (typeof v === 'boolean') return v ? 'on' : 'off';
  return undefined;
}

function flag(v: unknown): boolean {
  return v === true || v === 1 || v === 'on' || v === 'true';
}

function normalizeAttrs(raw: unknown): Record<string, string> {
  if (!isRecord(raw)) return {};
  const entries: [string, string][] = [];
  for (const [name, value] of Object.entries(raw)) {
    const v = text(value);
    if (v !== undefined) entries.push([name, v]);
  }
  // fromEntries defines own properties, so a '__proto__' attribute stays an attribute.
  return Object.fromEntries(entries);
}

/** One walk's limits: a module repeated inside itself is dropped, and so is anything past the budget. */
interface Walk {
  budget: number;
  open: Set<unknown>;
}

/** Far beyond any real page; an object graph that shares children could otherwise expand exponentially. */
const MAX_MODULES = 100_000;

function normalizeList(raw: unknown[], parent: string | undefined, depth: number, walk: Walk): BuilderModule[] {
  const out: BuilderModule[] = [];
  if (depth > MAX_DEPTH) return out;
  for (const item of raw) {
    // The position counts kept modules, so dropped junk leaves no gap in the addresses.
    const address = parent === undefined ? undefined : childAddress(parent, out.length);
    const m = normalize(item, address, depth, walk);
    if (m) out.push(m);
  }
  return out;
}

function normalize(raw: unknown, address: string | undefined, depth: number, walk: Walk): BuilderModule | undefined {
  const type = own(raw, 'type');
  if (typeof type !== 'string' || type === '' || walk.budget <= 0 || walk.open.has(raw)) return undefined;
  walk.budget--;
  const given = own(raw, 'address');
  const at = address ?? (parseAddress(given).length > 0 ? (given as string) : '');
  const content = own(raw, 'content');
  walk.open.add(raw);
  const children = Array.isArray(content) ? normalizeList(content, at === '' ? undefined : at, depth + 1, walk) : [];
  walk.open.delete(raw);
  return {
    type,
    address: at,
    attrs: normalizeAttrs(own(raw, 'attrs')),
    content: typeof content === 'string' ? content : children,
    key: text(own(raw, 'key')) ?? text(own(raw, '_key')) ?? '',
    is_module_child: flag(own(raw, 'is_module_child')),
    lockedParent: flag(own(raw, 'lockedParent')),
    component_path: text(own(raw, 'component_path')) ?? '',
  };
}

function newWalk(): Walk {
  return { budget: MAX_MODULES, open: new Set() };
}

function fromJson(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * One module from an object or JSON text; undefined without a non-empty string `type`. Attribute values
 * become strings (booleans as 'on'/'off'); children are numbered from the module's own valid address.
 * @example normalizeModule({ type: 'et_pb_text', address: '0.0.0.1', attrs: { locked: true } })
 *   // { type: 'et_pb_text', address: '0.0.0.1', attrs: { locked: 'on' }, content: [], key: '', ... }
 */
export function normalizeModule(raw: unknown): BuilderModule | undefined {
  try {
    return normalize(fromJson(raw), undefined, 0, newWalk());
  } catch {
    // Proxies and throwing getters.
    return undefined;
  }
}

/**
 * A module tree from a list (or JSON text of one, or a single module). Junk entries are dropped and every
 * address is rewritten to the module's position.
 * @example parseModuleTree('[{"type":"et_pb_section","content":[{"type":"et_pb_row"}]}]')[0].content[0].address // '0.0'
 */
export function parseModuleTree(raw: unknown): BuilderModule[] {
  try {
    const value = fromJson(raw);
    return normalizeList(Array.isArray(value) ? value : [value], '', 0, newWalk());
  } catch {
    return [];
  }
}

/** Modules from the top of the tree down to the one at `address`, or [] when it does not resolve. */
function chain(tree: unknown, address: unknown): BuilderModule[] {
  const path = Array.isArray(address) ? address : parseAddress(address);
  const found: BuilderModule[] = [];
  let level: unknown = tree;
  for (const index of path) {
    if (!Array.isArray(level) || !Number.isSafeInteger(index) || index < 0) return [];
    const m: unknown = level[index];
    if (!isRecord(m)) return [];
    found.push(m as unknown as BuilderModule);
    level = m.content;
  }
  return found;
}

/**
 * The module at an address (string or index list), or undefined.
 * @example findByAddress(tree, '0.1')  // the second row of the first section
 */
export function findByAddress(
  tree: readonly BuilderModule[],
  address: string | readonly number[],
): BuilderModule | undefined {
  return chain(tree, address).at(-1);
}

/**
 * The modules containing the one at `address`, outermost first; [] when the address does not resolve.
 * @example ancestors(tree, '0.1.2').map((m) => m.address) // ['0', '0.1']
 */
export function ancestors(tree: readonly BuilderModule[], address: string | readonly number[]): BuilderModule[] {
  return chain(tree, address).slice(0, -1);
}

/**
 * CCH §4: locked when the module or any ancestor has attrs.locked 'on'. False for a missing module.
 * @example isLocked([{ ...section, attrs: { locked: 'on' }, content: [row] }], '0.0') // true
 */
export function isLocked(tree: readonly BuilderModule[], address: string | readonly number[]): boolean {
  return chain(tree, address).some((m) => own(m.attrs, 'locked') === 'on');
}

/**
 * CCH §4: deleted when the module or any ancestor has _deleted set to anything but '', 'off', 'no',
 * 'false' or '0' (or boolean true). False for a missing module.
 * @example isDeleted([{ ...section, attrs: { _deleted: 'on' }, content: [row] }], '0.0') // true
 */
export function isDeleted(tree: readonly BuilderModule[], address: string | readonly number[]): boolean {
  return chain(tree, address).some((m) => {
    const v = own(m.attrs, '_deleted');
    return v === true || (typeof v === 'string' && !UNSET.has(v));
  });
}

/**
 * CCH §3 component kinds; any type that is not a section, row or column is a module.
 * @example componentKind('et_pb_row_inner') // 'row'
 */
export function componentKind(type: unknown): ComponentKind {
  return (typeof type === 'string' && Object.hasOwn(KINDS, type) && KINDS[type]) || 'module';
}

/**
 * CCH §3 section kinds from a section's attrs. Fullwidth wins if both flags are on, as a fullwidth section
 * has no columns for a specialty layout to use.
 * @example sectionKind({ specialty: 'on' }) // 'specialty'
 */
export function sectionKind(attrs: unknown): SectionKind {
  if (own(attrs, 'fullwidth') === 'on') return 'fullwidth';
  if (own(attrs, 'specialty') === 'on') return 'specialty';
  return 'regular';
}

const FRACTION = /^(\d{1,3})_(\d{1,3})$/;

/**
 * CCH §9: rows of 4, 5 or 6 columns get a structure class; other layouts and malformed structures get ''.
 * A structure lists column widths as fractions, such as '1_4,1_4,1_2'.
 * @example rowStructureClass('1_5,1_5,1_5,1_5,1_5') // 'et_pb_row_5col'
 */
export function rowStructureClass(columnStructure: unknown): string {
  if (typeof columnStructure !== 'string') return '';
  const columns = columnStructure.split(',');
  const wellFormed = columns.every((c) => {
    const [, num, den] = FRACTION.exec(c.trim()) ?? [];
    return num !== undefined && den !== undefined && Number(num) >= 1 && Number(num) <= Number(den);
  });
  const classes: Record<number, string> = BUILDER.rowStructureClasses;
  return (wellFormed && classes[columns.length]) || '';
}
