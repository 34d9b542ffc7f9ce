/**
 * Pure parts of the fonts (CCH §7): the fonts service's stylesheet URL from a family, styles and a character set,
 * and the `src` of a custom font from its files. Family names and weights go through the formats module's font
 * parser, so a name can never break out of the URL or of a CSS string.
 */
import { CATEGORIES, type Category } from '../consent/types.js';
import { FONTS } from '../constants/fonts.js';
import { parseFont, sanitizeFontWeight } from '../formats/font.js';

export type FontDisplay = (typeof FONTS.displays)[number];

export interface ServiceFamily {
  /** A family name, already sanitised. */
  name: string;
  /** Styles in the service's form: '400', '700italic'. */
  styles: string[];
}

/** One style: a weight (from '100'..'900', 'regular', 'bold') and/or 'italic'; '' when unreadable. */
export function parseFontStyle(token: string): string {
  const match = /^(\d00|regular|normal|bold)?\s*(italic|i)?$/.exec(token.trim().toLowerCase());
  if (!match || (!match[1] && !match[2])) return '';
  const weight = match[1] ? sanitizeFontWeight(match[1]) : FONTS.style;
  return weight ? `${weight}${match[2] ? 'italic' : ''}` : '';
}

/** Splits a comma or space separated list. */
const list = (text: string): string[] => text.split(/[\s,]+/).filter(Boolean);

/**
 * The styles of a `styles` list, deduplicated and sorted as the service lists them (roman before italic, by
 * weight); `bad` holds the tokens that were not styles. An empty list asks for the regular weight.
 * @example parseFontStyles('700italic, 400, bold') // { styles: ['400', '700', '700italic'], bad: [] }
 */
export function parseFontStyles(text: string): { styles: string[]; bad: string[] } {
  const bad: string[] = [];
  const styles = new Set<string>();
  for (const token of list(text)) {
    const style = parseFontStyle(token);
    if (style) styles.add(style);
    else bad.push(token);
  }
  if (styles.size === 0) styles.add(FONTS.style);
  const key = (s: string) => (s.endsWith('italic') ? 1000 : 0) + Number.parseInt(s, 10);
  return { styles: [...styles].sort((a, b) => key(a) - key(b)), bad };
}

/**
 * The character sets of a `subset` list ('latin,latin-ext'); `bad` holds what is not a set name. Empty: latin.
 */
export function parseSubsets(text: string): { subsets: string[]; bad: string[] } {
  const tokens = list(text.toLowerCase());
  const subsets = [...new Set(tokens.filter((t) => /^[a-z]+(?:-[a-z]+)*$/.test(t)))];
  return { subsets: subsets.length ? subsets : [FONTS.subset], bad: tokens.filter((t) => !subsets.includes(t)) };
}

/**
 * A family from a family name or a font settings string ('Open Sans|700|on'): its name, and the style the
 * settings name (weight and italic), if any. '' for a name the font parser refuses.
 * @example familyOf('Open Sans|700|on') // { name: 'Open Sans', style: '700italic' }
 */
export function familyOf(text: string): { name: string; style: string } {
  const font = parseFont(text);
  const style = font.weight || font.italic ? `${font.weight || FONTS.style}${font.italic ? 'italic' : ''}` : '';
  return { name: font.name, style };
}

/**
 * The fonts service's stylesheet URL: `{service}?family=Open+Sans:400,700italic|Lora:400&subset=latin&display=swap`.
 * @example fontServiceUrl(FONTS.serviceUrl, [{ name: 'Open Sans', styles: ['400'] }], ['latin'], 'swap')
 */
export function fontServiceUrl(
  service: string,
  families: readonly ServiceFamily[],
  subsets: readonly string[],
  display: FontDisplay,
): string {
  const family = families
    .filter((f) => f.name)
    .map((f) => `${encodeURIComponent(f.name).replace(/%20/g, '+')}:${f.styles.join(',')}`)
    .join('|');
  const join = service.includes('?') ? '&' : '?';
  return `${service}${join}family=${family}&subset=${subsets.join(',')}&display=${display}`;
}

export interface FontSource {
  url: string;
  format: string;
}

/**
 * The files of a custom font, resolved against `base`, in the order a browser should try them (woff2, woff, ttf,
 * otf). `ignored` holds the eot files (no supported browser reads them); `bad` what is neither a font file of
 * those types nor an http(s) URL.
 */
export function customFontSources(
  text: string,
  base: string,
): { sources: FontSource[]; ignored: string[]; bad: string[] } {
  const order = Object.keys(FONTS.formats);
  const sources: (FontSource & { rank: number })[] = [];
  const ignored: string[] = [];
  const bad: string[] = [];
  for (const token of list(text)) {
    let url: URL;
    try {
      url = new URL(token, base);
    } catch {
      bad.push(token);
      continue;
    }
    const extension = /\.([a-z0-9]+)$/i.exec(url.pathname)?.[1]?.toLowerCase() ?? '';
    const rank = order.indexOf(extension);
    if ((FONTS.ignored as readonly string[]).includes(extension)) ignored.push(token);
    else if (rank < 0 || (url.protocol !== 'https:' && url.protocol !== 'http:')) bad.push(token);
    else sources.push({ url: url.href, format: FONTS.formats[extension as keyof typeof FONTS.formats], rank });
  }
  sources.sort((a, b) => a.rank - b.rank);
  return { sources: sources.map(({ url, format }) => ({ url, format })), ignored, bad };
}

/**
 * The `src` descriptor of a FontFace: `url("…") format("woff2"), …`. URLs come from the URL parser, which
 * percent-encodes quotes and drops line breaks, so each sits safely in its string.
 */
export const fontFaceSrc = (sources: readonly FontSource[]): string =>
  sources.map((s) => `url("${s.url.replace(/["\\]/g, (c) => `\\${c}`)}") format("${s.format}")`).join(', ');

export interface FontsSettings {
  /** The fonts service's stylesheet endpoint. */
  url: string;
  /** The consent category a font from another origin waits for. */
  category: Category;
  /** A service whose own consent choice wins over the category's. */
  service: string;
}

/**
 * The page config's `fonts` object, checked here rather than in the page config's parser, which consent.js
 * carries: `url` (an http(s) URL or a path), `category` (one of the consent categories) and `service`.
 */
export function readFontsSettings(raw: unknown): { settings: FontsSettings; warnings: string[] } {
  const settings: FontsSettings = { url: FONTS.serviceUrl, category: FONTS.category, service: '' };
  const warnings: string[] = [];
  if (raw == null) return { settings, warnings };
  if (typeof raw !== 'object' || Array.isArray(raw))
    return { settings, warnings: ['"fonts" must be an object; ignored'] };
  const r = raw as Record<string, unknown>;
  if (r.url != null) {
    if (typeof r.url === 'string' && /^(?:https?:\/\/[^\s"'<>]+|\/(?!\/)[^\s"'<>]*)$/i.test(r.url))
      settings.url = r.url;
    else warnings.push(`"fonts.url" must be an http(s) URL or a path; using ${FONTS.serviceUrl}`);
  }
  if (r.category != null) {
    if ((CATEGORIES as readonly unknown[]).includes(r.category)) settings.category = r.category as Category;
    else warnings.push(`"fonts.category" must be one of ${CATEGORIES.join(', ')}; using ${FONTS.category}`);
  }
  if (r.service != null) {
    if (typeof r.service === 'string') settings.service = r.service;
    else warnings.push('"fonts.service" must be a string; ignored');
  }
  return { settings, warnings };
}
