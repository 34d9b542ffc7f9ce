/**
 * Responsive field naming (CCH §3 "Responsive field naming", "Responsive status").
 * A base field `font_size` has device variants `font_size_tablet` / `font_size_phone`,
 * a `font_size_last_edited` status ('on|tablet'), and state variants
 * `font_size__hover` / `font_size__sticky`, each switched on by its `*_enabled` field.
 */
import type { Device } from '../constants/index.js';

/** A state whose value replaces the device value while it holds. */
export type FieldState = 'hover' | 'sticky';

/** What a field name stores: a value, a state's on/off switch, or the responsive status. */
export type FieldKind = 'value' | 'enabled' | 'lastEdited';

/** A field name split into its parts; see {@link parseFieldName}. */
export interface FieldName {
  base: string;
  /** 'desktop' for every name without a device suffix. */
  device: Device;
  state: FieldState | '';
  kind: FieldKind;
}

/** The responsive status stored in `_last_edited`. */
export interface ResponsiveStatus {
  enabled: boolean;
  /** The device the author last edited. */
  device: Device;
}

/** Which value the page is showing: the device, and whether hover / sticky hold. */
export interface ResolveContext {
  device: Device;
  hover?: boolean;
  sticky?: boolean;
}

export const DEVICES: readonly Device[] = ['desktop', 'tablet', 'phone'];

const EMPTY_NAME: FieldName = { base: '', device: 'desktop', state: '', kind: 'value' };
const EMPTY_STATUS: ResponsiveStatus = { enabled: false, device: 'desktop' };

// Longest first, so `__hover_enabled` is not read as a value named `x__hover` + `_enabled`.
const SUFFIXES: readonly [string, Omit<FieldName, 'base'>][] = [
  ['__hover_enabled', { device: 'desktop', state: 'hover', kind: 'enabled' }],
  ['__sticky_enabled', { device: 'desktop', state: 'sticky', kind: 'enabled' }],
  ['_last_edited', { device: 'desktop', state: '', kind: 'lastEdited' }],
  ['__hover', { device: 'desktop', state: 'hover', kind: 'value' }],
  ['__sticky', { device: 'desktop', state: 'sticky', kind: 'value' }],
  ['_tablet', { device: 'tablet', state: '', kind: 'value' }],
  ['_phone', { device: 'phone', state: '', kind: 'value' }],
];

/**
 * The field holding a device's value; desktop is the base name itself.
 * @example responsiveName('font_size', 'tablet') // 'font_size_tablet'
 */
export function responsiveName(base: string, device: Device): string {
  return device === 'desktop' ? base : `${base}_${device}`;
}

/**
 * The field holding the responsive status.
 * @example lastEditedName('font_size') // 'font_size_last_edited'
 */
export function lastEditedName(base: string): string {
  return `${base}_last_edited`;
}

/**
 * The field holding a state's value.
 * @example stateName('color', 'sticky') // 'color__sticky'
 */
export function stateName(base: string, state: FieldState): string {
  return `${base}__${state}`;
}

/**
 * The field switching a state's value on.
 * @example stateEnabledName('color', 'hover') // 'color__hover_enabled'
 */
export function stateEnabledName(base: string, state: FieldState): string {
  return `${base}__${state}_enabled`;
}

/** @example hoverName('color') // 'color__hover' */
export const hoverName = (base: string): string => stateName(base, 'hover');
/** @example hoverEnabledName('color') // 'color__hover_enabled' */
export const hoverEnabledName = (base: string): string => stateEnabledName(base, 'hover');
/** @example stickyName('color') // 'color__sticky' */
export const stickyName = (base: string): string => stateName(base, 'sticky');
/** @example stickyEnabledName('color') // 'color__sticky_enabled' */
export const stickyEnabledName = (base: string): string => stateEnabledName(base, 'sticky');

/**
 * Splits a field name into base, device, state and kind. Divi never combines suffixes,
 * so only the last one is read (`a_tablet__hover` is the hover value of `a_tablet`).
 * A non-string, an empty name or a bare suffix (`_tablet`) gives
 * `{ base: '', device: 'desktop', state: '', kind: 'value' }`.
 * @example parseFieldName('font_size_phone') // { base: 'font_size', device: 'phone', state: '', kind: 'value' }
 */
export function parseFieldName(name: unknown): FieldName {
  if (typeof name !== 'string' || name === '') return { ...EMPTY_NAME };
  for (const [suffix, parts] of SUFFIXES) {
    if (!name.endsWith(suffix)) continue;
    const base = name.slice(0, -suffix.length);
    return base === '' ? { ...EMPTY_NAME } : { base, ...parts };
  }
  return { ...EMPTY_NAME, base: name };
}

/**
 * Builds the name {@link parseFieldName} splits. A state wins over the device,
 * because Divi's hover and sticky fields have no device variants.
 * @example fieldName({ base: 'color', device: 'desktop', state: 'hover', kind: 'enabled' }) // 'color__hover_enabled'
 */
export function fieldName(parts: FieldName): string {
  if (parts.kind === 'lastEdited') return lastEditedName(parts.base);
  if (parts.state !== '') {
    return parts.kind === 'enabled' ? stateEnabledName(parts.base, parts.state) : stateName(parts.base, parts.state);
  }
  return responsiveName(parts.base, parts.device);
}

/** The first pipe-separated part, trimmed and lower-cased: Divi's on/off slot. */
function firstPart(v: unknown): string {
  if (typeof v !== 'string') return '';
  return (v.split('|', 1)[0] ?? '').trim().toLowerCase();
}

/**
 * Whether a state switch is on. Divi writes 'on|hover', 'on|desktop' or plain 'on',
 * and only ever tests the leading 'on', so any value whose first pipe part is 'on' counts.
 * @example isStateEnabled('on|hover') // true
 */
export function isStateEnabled(v: unknown): boolean {
  return firstPart(v) === 'on';
}

/**
 * Reads a responsive status ('on|tablet', 'off|desktop'). The device part may be left
 * out (desktop); 'off' with any device is accepted since Divi keeps the last device
 * when responsive editing is switched off. Anything else gives `{ enabled: false, device: 'desktop' }`.
 * @example parseResponsiveStatus('on|phone') // { enabled: true, device: 'phone' }
 */
export function parseResponsiveStatus(v: unknown): ResponsiveStatus {
  if (typeof v !== 'string') return { ...EMPTY_STATUS };
  const parts = v.split('|').map((p) => p.trim().toLowerCase());
  if (parts.length > 2) return { ...EMPTY_STATUS };
  const [flag, device = 'desktop'] = parts;
  if ((flag !== 'on' && flag !== 'off') || !(DEVICES as readonly string[]).includes(device)) {
    return { ...EMPTY_STATUS };
  }
  return { enabled: flag === 'on', device: device as Device };
}

/**
 * Writes a responsive status.
 * @example serializeResponsiveStatus({ enabled: true, device: 'tablet' }) // 'on|tablet'
 */
export function serializeResponsiveStatus(status: ResponsiveStatus): string {
  const device = DEVICES.includes(status.device) ? status.device : 'desktop';
  return `${status.enabled === true ? 'on' : 'off'}|${device}`;
}

/** The `_last_edited` value is a responsive status. @example parseLastEdited('off|desktop') // { enabled: false, device: 'desktop' } */
export const parseLastEdited = parseResponsiveStatus;
/** @example serializeLastEdited({ enabled: false, device: 'desktop' }) // 'off|desktop' */
export const serializeLastEdited = serializeResponsiveStatus;

/** Missing means undefined, null or a blank string; 0 and false are real values. */
function isSet(v: unknown): boolean {
  return v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '');
}

function read(attrs: Record<string, unknown>, name: string): unknown {
  return Object.hasOwn(attrs, name) ? attrs[name] : undefined;
}

/**
 * The value in force for `base`, or '' when none is set. Precedence, first set value wins:
 * 1. hover: `base__hover` when `context.hover` and `base__hover_enabled` is on;
 * 2. sticky: `base__sticky` when `context.sticky` and `base__sticky_enabled` is on;
 * 3. device: phone -> tablet -> desktop, when `base_last_edited` starts with 'on';
 *    otherwise (responsive editing off) the desktop value on every device.
 * Hover beats sticky because it is the visitor's direct feedback: a button in a stuck
 * header should still react to the pointer. State values fall back to the device value
 * (Divi's editor starts a state from it), so an enabled but empty state changes nothing.
 * @example resolveValue({ size: '20px', size_tablet: '16px', size_last_edited: 'on|tablet' }, 'size', { device: 'phone' }) // '16px'
 */
export function resolveValue(attrs: Record<string, unknown>, base: string, context: ResolveContext): unknown {
  if (typeof attrs !== 'object' || attrs === null || typeof base !== 'string' || base === '') return '';
  const ctx: Partial<ResolveContext> = typeof context === 'object' && context !== null ? context : {};
  for (const state of ['hover', 'sticky'] as const) {
    if (ctx[state] !== true || !isStateEnabled(read(attrs, stateEnabledName(base, state)))) continue;
    const value = read(attrs, stateName(base, state));
    if (isSet(value)) return value;
  }
  const device = DEVICES.includes(ctx.device as Device) ? (ctx.device as Device) : 'desktop';
  const chain: Device[] = device === 'phone' ? ['phone', 'tablet'] : device === 'tablet' ? ['tablet'] : [];
  if (isStateEnabled(read(attrs, lastEditedName(base)))) {
    for (const d of chain) {
      const value = read(attrs, responsiveName(base, d));
      if (isSet(value)) return value;
    }
  }
  const value = read(attrs, base);
  return isSet(value) ? value : '';
}
