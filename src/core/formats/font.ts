/**
 * Font settings (CCH §3 "Other shared formats"): a pipe-separated string of name, weight,
 * italic, uppercase, underline, small-caps, strikethrough, line colour and line style,
 * e.g. 'Open Sans|700|on|on|on||on|#ff0000|dotted'. Flags are 'on', or '' / 'off' for
 * "leave as inherited"; both parse to false and serialise as ''.
 */
import { isOn } from './flags.js';

export interface FontSettings {
  /** Family name; '' keeps the inherited family. */
  name: string;
  /** '100' to '900' in steps of 100, or '' for inherited. */
  weight: string;
  italic: boolean;
  uppercase: boolean;
  underline: boolean;
  smallCaps: boolean;
  strikethrough: boolean;
  /** Colour of the underline / strikethrough line. */
  lineColor: string;
  /** Style of the underline / strikethrough line. */
  lineStyle: string;
}

export const LINE_STYLES = ['solid', 'double', 'dotted', 'dashed', 'wavy'] as const;

const EMPTY_FONT: FontSettings = {
  name: '',
  weight: '',
  italic: false,
  uppercase: false,
  underline: false,
  smallCaps: false,
  strikethrough: false,
  lineColor: '',
  lineStyle: '',
};

// Letters of any script, digits, spaces and the punctuation real family names use.
// No quotes, backslashes, ; { } ( ) or pipes, so a name can sit inside "..." in CSS.
const NAME = /^[\p{L}\p{N}][\p{L}\p{N} _.'-]*$/u;
const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTIONAL = /^(?:rgba?|hsla?)\([0-9.,%\s/+-]*\)$/i;
const KEYWORD = /^[a-z]+$/i;
const CUSTOM_PROPERTY = /^var\(--[a-z0-9_-]+\)$/i;

/**
 * A family name safe to quote in CSS, or ''. 'Default' (Divi's "theme font") is ''.
 * @example sanitizeFontName(' Open  Sans ') // 'Open Sans'
 */
export function sanitizeFontName(v: unknown): string {
  if (typeof v !== 'string') return '';
  const name = v.trim().replace(/\s+/g, ' ');
  if (name.toLowerCase() === 'default' || !NAME.test(name)) return '';
  return name;
}

/**
 * A CSS font weight from '100'..'900'; Divi's legacy bold flag 'on' (and 'bold') is '700',
 * 'normal' / 'regular' is '400'; anything else is ''.
 * @example sanitizeFontWeight('on') // '700'
 */
export function sanitizeFontWeight(v: unknown): string {
  const weight = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim().toLowerCase() : '';
  if (/^[1-9]00$/.test(weight)) return weight;
  if (weight === 'on' || weight === 'bold') return '700';
  if (weight === 'normal' || weight === 'regular') return '400';
  return '';
}

/**
 * A colour that cannot break out of a declaration: hex, rgb()/hsl() with plain numbers,
 * a keyword, or var(--name); anything else is ''.
 * @example sanitizeLineColor('red;}body{x:y') // ''
 */
export function sanitizeLineColor(v: unknown): string {
  if (typeof v !== 'string') return '';
  const color = v.trim();
  return HEX.test(color) || FUNCTIONAL.test(color) || KEYWORD.test(color) || CUSTOM_PROPERTY.test(color) ? color : '';
}

/**
 * One of solid, double, dotted, dashed, wavy, or ''.
 * @example sanitizeLineStyle('Dotted') // 'dotted'
 */
export function sanitizeLineStyle(v: unknown): string {
  const style = typeof v === 'string' ? v.trim().toLowerCase() : '';
  return (LINE_STYLES as readonly string[]).includes(style) ? style : '';
}

/**
 * Reads font settings; missing parts take their empty value, extra parts are ignored,
 * unsafe parts become ''. A non-string gives every field empty / false.
 * @example parseFont('Open Sans|700|on') // { name: 'Open Sans', weight: '700', italic: true, ... }
 */
export function parseFont(v: unknown): FontSettings {
  if (typeof v !== 'string') return { ...EMPTY_FONT };
  const [name, weight, italic, uppercase, underline, smallCaps, strikethrough, lineColor, lineStyle] = v.split('|');
  return {
    name: sanitizeFontName(name),
    weight: sanitizeFontWeight(weight),
    italic: isOn(italic),
    uppercase: isOn(uppercase),
    underline: isOn(underline),
    smallCaps: isOn(smallCaps),
    strikethrough: isOn(strikethrough),
    lineColor: sanitizeLineColor(lineColor),
    lineStyle: sanitizeLineStyle(lineStyle),
  };
}

/**
 * Writes font settings in Divi's nine-part form (unsafe parts become ''); settings with
 * nothing set give ''.
 * @example serializeFont({ ...font, name: 'Open Sans', weight: '700', italic: true }) // 'Open Sans|700|on||||||'
 */
export function serializeFont(font: Partial<FontSettings>): string {
  const f = typeof font === 'object' && font !== null ? font : {};
  const flag = (b: unknown) => (b === true ? 'on' : '');
  const parts = [
    sanitizeFontName(f.name),
    sanitizeFontWeight(f.weight),
    flag(f.italic),
    flag(f.uppercase),
    flag(f.underline),
    flag(f.smallCaps),
    flag(f.strikethrough),
    sanitizeLineColor(f.lineColor),
    sanitizeLineStyle(f.lineStyle),
  ];
  return parts.every((p) => p === '') ? '' : parts.join('|');
}

/**
 * A generic family to fall back on, guessed from the name since the string carries no
 * font type: monospace for mono/code/courier names, serif for serif names that are not sans.
 */
function genericFamily(name: string): string {
  const n = name.toLowerCase();
  if (/mono|code|courier/.test(n)) return 'monospace';
  if (n.includes('serif') && !n.includes('sans')) return 'serif';
  return 'sans-serif';
}

/**
 * CSS declarations for the settings that are set; off flags emit nothing so inherited
 * styles stay. Line colour and style are only written when a line is drawn.
 * Accepts a parsed object or the raw string; every part is sanitised again.
 * @example fontToCss('Open Sans|700|on||on') // { 'font-family': '"Open Sans", sans-serif', 'font-weight': '700', 'font-style': 'italic', 'text-decoration-line': 'underline' }
 */
export function fontToCss(font: Partial<FontSettings> | string): Record<string, string> {
  const f = parseFont(typeof font === 'string' ? font : serializeFont(font));
  const css: Record<string, string> = {};
  if (f.name) css['font-family'] = `"${f.name}", ${genericFamily(f.name)}`;
  if (f.weight) css['font-weight'] = f.weight;
  if (f.italic) css['font-style'] = 'italic';
  if (f.uppercase) css['text-transform'] = 'uppercase';
  if (f.smallCaps) css['font-variant'] = 'small-caps';
  const lines = [f.underline ? 'underline' : '', f.strikethrough ? 'line-through' : ''].filter(Boolean);
  if (lines.length > 0) {
    css['text-decoration-line'] = lines.join(' ');
    if (f.lineColor) css['text-decoration-color'] = f.lineColor;
    if (f.lineStyle) css['text-decoration-style'] = f.lineStyle;
  }
  return css;
}

/**
 * The declarations of {@link fontToCss} as one string for a style attribute or rule body.
 * @example fontToCssText('|700') // 'font-weight: 700;'
 */
export function fontToCssText(font: Partial<FontSettings> | string): string {
  return Object.entries(fontToCss(font))
    .map(([property, value]) => `${property}: ${value};`)
    .join(' ');
}
