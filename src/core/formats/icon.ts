/**
 * Extended icon values (CCH §3 "Other shared formats", §5): `unicode||type||fontWeight`,
 * e.g. '&#xf118;||fa||400'. Older values are a bare character or entity ('&#x24;'),
 * which Divi draws with its own icon font.
 */
import { ICON_FONT } from '../constants/icons.js';

export type IconType = 'divi' | 'fa';
export type IconWeight = (typeof ICON_FONT.weights)[keyof typeof ICON_FONT.weights];

/** A parsed icon; the empty result is `{ unicode: '', type: '', fontWeight: 0 }`. */
export interface IconValue {
  /** Usually an HTML character reference such as '&#xf118;'. */
  unicode: string;
  type: IconType | '';
  fontWeight: IconWeight | 0;
}

const EMPTY_ICON: IconValue = { unicode: '', type: '', fontWeight: 0 };

function iconType(v: string | undefined): IconType | '' {
  const type = (v ?? '').trim().toLowerCase();
  return type === 'fa' || type === 'divi' ? type : '';
}

/** Only the two weights icon fonts ship in; anything else is drawn regular. */
function iconWeight(v: unknown): IconWeight {
  return String(v).trim() === String(ICON_FONT.weights.solid) ? ICON_FONT.weights.solid : ICON_FONT.weights.regular;
}

/**
 * True when the value holds a double pipe and its type part is fa or divi. Divi tests
 * for '||fa||' / '||divi||', so a unicode that merely contains 'fa' ('&#xfa01;') does not count.
 * @example isExtendedIcon('&#xf118;||fa||400') // true
 */
export function isExtendedIcon(v: unknown): boolean {
  if (typeof v !== 'string') return false;
  const parts = v.split(ICON_FONT.separator);
  return parts.length >= 3 && iconType(parts[1]) !== '';
}

/**
 * Reads an icon value. A plain value without '||' is a legacy Divi icon (type divi,
 * weight 400); a value with '||' that is not extended, blank text and non-strings give
 * the empty result.
 * @example parseIcon('&#xf118;||fa||900') // { unicode: '&#xf118;', type: 'fa', fontWeight: 900 }
 */
export function parseIcon(v: unknown): IconValue {
  if (typeof v !== 'string' || v.trim() === '') return { ...EMPTY_ICON };
  if (!v.includes(ICON_FONT.separator)) {
    return { unicode: v.trim(), type: 'divi', fontWeight: ICON_FONT.weights.regular };
  }
  if (!isExtendedIcon(v)) return { ...EMPTY_ICON };
  const [unicode = '', type, weight] = v.split(ICON_FONT.separator);
  if (unicode.trim() === '') return { ...EMPTY_ICON };
  return { unicode: unicode.trim(), type: iconType(type), fontWeight: iconWeight(weight) };
}

/**
 * Writes the extended form; a missing type is divi and a missing weight 400.
 * An icon without unicode gives ''.
 * @example serializeIcon({ unicode: '&#xf118;', type: 'fa', fontWeight: 400 }) // '&#xf118;||fa||400'
 */
export function serializeIcon(icon: IconValue): string {
  const unicode = typeof icon?.unicode === 'string' ? icon.unicode.trim() : '';
  if (unicode === '' || unicode.includes('|')) return '';
  const type = iconType(icon.type) || 'divi';
  return [unicode, type, iconWeight(icon.fontWeight)].join(ICON_FONT.separator);
}

/**
 * The font family to draw an icon with: FontAwesome for fa, ETmodules for divi
 * (and legacy values), '' for no icon.
 * @example iconFontFamily('&#xf118;||fa||400') // 'FontAwesome'
 */
export function iconFontFamily(icon: IconValue | string): string {
  const type = typeof icon === 'string' ? parseIcon(icon).type : iconType(icon?.type);
  return type === '' ? '' : ICON_FONT.families[type];
}

/**
 * The character an icon stands for, decoding a numeric character reference
 * ('&#xf118;' or '&#61720;'), for use as text content. Anything else is returned as is
 * when it is a single character, otherwise ''.
 * @example iconCharacter('&#xf118;||fa||400') // '\uf118'
 */
export function iconCharacter(icon: IconValue | string): string {
  const unicode = typeof icon === 'string' ? parseIcon(icon).unicode : (icon?.unicode ?? '');
  if (typeof unicode !== 'string') return '';
  const ref = /^&#(x[0-9a-f]{1,6}|[0-9]{1,7});$/i.exec(unicode);
  if (ref) {
    const digits = ref[1] ?? '';
    const code = digits[0] === 'x' || digits[0] === 'X' ? Number.parseInt(digits.slice(1), 16) : Number(digits);
    return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '';
  }
  return [...unicode].length === 1 ? unicode : '';
}
