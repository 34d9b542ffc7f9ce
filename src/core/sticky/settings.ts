/**
 * Sticky module settings (CCH §3 "Sticky module settings", keyed by module id), resolved for one device.
 * Pure: values that cannot be read fall back to the defaults and are reported through `warn`.
 */
import type { Device } from '../constants/index.js';
import { STICKY, type StickyPosition } from '../constants/sticky.js';
import { isOff, isOn } from '../formats/flags.js';
import { DEVICES, lastEditedName, resolveValue, responsiveName } from '../formats/responsive.js';
import { parseNumberUnit, parseStickyLimit, type StickyLimit, sanitizeOffset } from '../formats/sanitize.js';

export type StickySide = 'top' | 'bottom';
export type Alignment = '' | 'left' | 'center' | 'right';
/** CCH §3 `position_origin_r`: the corner a relatively positioned module's offsets are measured from. */
export type StickyOrigin = 'top_left' | 'top_right' | 'bottom_left' | 'bottom_right';
const ORIGINS: readonly StickyOrigin[] = ['top_left', 'top_right', 'bottom_left', 'bottom_right'];

/** The stuck box's styles (CCH §3 "styles and stickyStyles"), resolved for the device in force. */
export interface StuckStyles {
  /** Width and max-width (CSS lengths, '' = as measured), and the box's alignment in the natural box. */
  width: string;
  maxWidth: string;
  alignment: Alignment;
  /** The offsets' corner and the offsets themselves (px, %, vw or vh; '' = none), moving the stuck box. */
  origin: StickyOrigin;
  verticalOffset: string;
  horizontalOffset: string;
}

/** One module's settings for the device in force. */
export interface StickySettings {
  id: string;
  /** The module's element, for settings the page config supplies (ignored on `<pb-sticky>`). */
  selector: string;
  position: StickyPosition;
  /** Sanitised CSS lengths in px, %, vw or vh; '' is 0. */
  topOffset: string;
  bottomOffset: string;
  /** Where a module stuck at the top stops going down (bottomLimit) and one at the bottom stops going up (topLimit). */
  topLimit: StickyLimit | '';
  bottomLimit: StickyLimit | '';
  /** On (the default): the module sits below (above) the stuck modules above (below) it. */
  offsetSurrounding: boolean;
  /** On (the default): the sticky styles fade in over STICKY.transitionDuration. */
  transition: boolean;
  /** Module ids this one stacks under (over, at the bottom); empty: every stuck module before (after) it. */
  topOffsetModules: string[];
  bottomOffsetModules: string[];
  /** The stuck box's styles: the sticky values, and for the offsets the module's own values below them. */
  stickyStyles: StuckStyles;
}

export type SettingsWarn = (field: string, message: string) => void;

const RESPONSIVE = ['position', 'topOffset', 'bottomOffset', 'topLimit', 'bottomLimit'] as const;
/** The style fields that take device values (`{ desktop, tablet, phone }` or the `_tablet` naming). */
const STYLE_FIELDS = [
  'width',
  'max-width',
  'module_alignment',
  'position_origin_r',
  'vertical_offset',
  'horizontal_offset',
];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Turns a field given as `{ desktop, tablet, phone }` (the shape the CMS's sticky settings use) into the shared
 * responsive naming (`name`, `name_tablet`, `name_phone`, `name_last_edited`), so that one resolver reads both.
 */
function named(raw: Record<string, unknown>, names: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = { ...raw };
  for (const name of names) {
    const value = raw[name];
    if (!isRecord(value)) continue;
    delete out[name];
    for (const device of DEVICES) if (value[device] !== undefined) out[responsiveName(name, device)] = value[device];
    out[lastEditedName(name)] = 'on|desktop';
  }
  return out;
}

function list(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[\s,]+/) : [];
  return items.filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim());
}

function length(value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  const parsed = parseNumberUnit(value);
  // Widths take any CSS length; a bare number is px.
  return parsed ? `${Math.max(0, parsed.value)}${parsed.unit || 'px'}` : '';
}

/** Reads the raw settings of one module for `device`. */
export function resolveStickySettings(raw: unknown, device: Device, warn: SettingsWarn = () => {}): StickySettings {
  const attrs = named(isRecord(raw) ? raw : {}, RESPONSIVE);
  const at = (base: string) => resolveValue(attrs, base, { device });
  const position = `${at('position') || 'none'}`.trim().toLowerCase();
  const limit = (field: string): StickyLimit | '' => {
    const value = at(field);
    const parsed = parseStickyLimit(value);
    if (!parsed && value !== '' && `${value}`.toLowerCase() !== 'none') {
      warn(field, `"${value}" is not body, section, row or column; no limit`);
    }
    return parsed;
  };
  const offsetOf = (field: string, value: unknown, instead: string): string => {
    const parsed = sanitizeOffset(value);
    if (!parsed && value !== '' && !/^(none|auto)$/i.test(`${value}`.trim())) {
      warn(field, `"${value}" is not a length in px, %, vw or vh; ${instead}`);
    }
    return parsed;
  };
  const offset = (field: string): string => offsetOf(field, at(field), '0 is used');
  const flag = (field: string): boolean => {
    const value = attrs[field];
    if (value !== undefined && value !== '' && !isOn(value) && !isOff(value))
      warn(field, `"${value}" is not on or off`);
    return !isOff(value);
  };
  const sticky = named(isRecord(attrs.stickyStyles) ? attrs.stickyStyles : {}, STYLE_FIELDS);
  const style = (base: string) => resolveValue(sticky, base, { device, sticky: true });
  const align = `${style('module_alignment')}`.toLowerCase();
  // The offsets replace the module's own relative offsets (`styles`), which fixed positioning drops: a field
  // with no sticky value keeps the module's value while stuck, as the resolver's state values fall back.
  const both = { ...named(isRecord(attrs.styles) ? attrs.styles : {}, STYLE_FIELDS), ...sticky };
  const placed = (base: string) => resolveValue(both, base, { device, sticky: true });
  const origin = `${placed('position_origin_r') || 'top_left'}`.trim().toLowerCase();
  if (!(ORIGINS as readonly string[]).includes(origin)) {
    warn('position_origin_r', `"${origin}" is not top_left, top_right, bottom_left or bottom_right; top_left is used`);
  }
  const shift = (field: string): string => offsetOf(field, placed(field), 'no offset');
  if (!(STICKY.positions as readonly string[]).includes(position)) {
    warn('position', `"${position}" is not none, top, bottom or top_bottom; not sticky`);
  }
  return {
    id: typeof attrs.id === 'string' ? attrs.id : '',
    selector: typeof attrs.selector === 'string' ? attrs.selector : '',
    position: (STICKY.positions as readonly string[]).includes(position) ? (position as StickyPosition) : 'none',
    topOffset: offset('topOffset'),
    bottomOffset: offset('bottomOffset'),
    topLimit: limit('topLimit'),
    bottomLimit: limit('bottomLimit'),
    offsetSurrounding: flag('offsetSurrounding'),
    transition: flag('transition'),
    topOffsetModules: list(attrs.topOffsetModules),
    bottomOffsetModules: list(attrs.bottomOffsetModules),
    stickyStyles: {
      width: length(style('width')),
      maxWidth: length(style('max-width') || style('max_width')),
      alignment: align === 'left' || align === 'center' || align === 'right' ? align : '',
      origin: (ORIGINS as readonly string[]).includes(origin) ? (origin as StickyOrigin) : 'top_left',
      verticalOffset: shift('vertical_offset'),
      horizontalOffset: shift('horizontal_offset'),
    },
  };
}

/** A sanitised offset in px, for a viewport of `width` x `height`; % is of the viewport's height. */
export function offsetPx(value: string, width: number, height: number): number {
  const parsed = parseNumberUnit(value);
  if (!parsed) return 0;
  const factor = { px: 1, '%': height / 100, vh: height / 100, vw: width / 100 }[parsed.unit] ?? 0;
  return Math.max(0, parsed.value * factor);
}

/** The z-index of a stuck module by where it sits (CCH §9). */
export function stickyZIndex(where: { insideTbHeader: boolean; insideTbFooter: boolean }): number {
  if (where.insideTbHeader) return STICKY.zIndexTbHeader;
  if (where.insideTbFooter) return STICKY.zIndexTbFooter;
  return STICKY.zIndex;
}

/** CCH §4: the extra theme's desktop navigation shows from width plus scrollbar of 1024; below, the mobile flag is set. */
export const isExtraMobileBreakpoint = (width: number, scrollbar: number): boolean =>
  width + scrollbar < STICKY.extraThemeNavFrom;
