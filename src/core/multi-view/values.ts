/**
 * Which values hold in a screen mode (MFT §3, §4). A device falls back to the next larger one (phone -> tablet ->
 * desktop), and hover is laid over the device's mode: what hover leaves out, the device's values give. Maps
 * (attrs, styles, classes) fall back key by key, so `attrs.phone: { "alt": … }` keeps the desktop `src`.
 * A value no mode in the chain gives is the target's own, as the page was written.
 */
import type { Device } from '../constants/index.js';
import type { ClassAction, MultiViewSchema, ScreenMode } from './data.js';

export interface ViewValues {
  /** The HTML to show; undefined: the target's own content. */
  content: string | undefined;
  attrs: Record<string, string>;
  styles: Record<string, string>;
  classes: Record<string, ClassAction>;
  /** undefined: as the page was written. */
  visible: boolean | undefined;
}

/** The screen modes whose values hold on `device`, strongest first: the device's own, then the larger ones. */
export function deviceChain(device: Device): ScreenMode[] {
  if (device === 'phone') return ['phone', 'tablet', 'desktop'];
  if (device === 'tablet') return ['tablet', 'desktop'];
  return ['desktop'];
}

/** The screen modes whose values hold, strongest first: hover over the device's chain while hovered. */
export const modeChain = (device: Device, hover: boolean): ScreenMode[] =>
  hover ? ['hover', ...deviceChain(device)] : deviceChain(device);

/** The mode shown: hover while hovered, else the device's. */
export const modeOf = (device: Device, hover: boolean): ScreenMode => (hover ? 'hover' : device);

function first<T>(byMode: Partial<Record<ScreenMode, T>>, chain: ScreenMode[]): T | undefined {
  for (const mode of chain) if (byMode[mode] !== undefined) return byMode[mode];
  return undefined;
}

function merged<T>(byMode: Partial<Record<ScreenMode, Record<string, T>>>, chain: ScreenMode[]): Record<string, T> {
  const out: Record<string, T> = {};
  for (const mode of [...chain].reverse()) Object.assign(out, byMode[mode]);
  return out;
}

/** The values in force on `device`, hovered or not. */
export function valuesFor(schema: MultiViewSchema, device: Device, hover: boolean): ViewValues {
  const chain = modeChain(device, hover);
  return {
    content: first(schema.content, chain),
    attrs: merged(schema.attrs, chain),
    styles: merged(schema.styles, chain),
    classes: merged(schema.classes, chain),
    visible: first(schema.visibility, chain),
  };
}

const keys = (byMode: Partial<Record<ScreenMode, Record<string, unknown>>>): string[] => [
  ...new Set(Object.values(byMode).flatMap((map) => Object.keys(map ?? {}))),
];

/** Every attribute, CSS property and class some mode sets: the target's own are kept to restore them. */
export function touched(schema: MultiViewSchema): { attrs: string[]; styles: string[]; classes: string[] } {
  return { attrs: keys(schema.attrs), styles: keys(schema.styles), classes: keys(schema.classes) };
}

/** Whether the schema swaps HTML or sets attributes: both go through the sanitiser. */
export const needsSanitizer = (schema: MultiViewSchema): boolean =>
  Object.keys(schema.content).length > 0 || Object.keys(schema.attrs).length > 0;

/** Whether some mode changes anything at all. */
export const isEmptySchema = (schema: MultiViewSchema): boolean =>
  Object.values(schema).every((byMode) => Object.keys(byMode).length === 0);

// A scheme (letters, digits, + - .) before a colon that comes before any / ? #.
const SCHEME = /^([a-z][a-z\d+.-]*):/i;
const SAFE_SCHEMES = ['http', 'https', 'mailto', 'tel'];
// What browsers drop from a URL before reading its scheme.
// biome-ignore lint/suspicious/noControlCharactersInRegex: they are what is being removed.
const IGNORED = /[\u0000-\u0020\u007f]/g;

/** A URL for `src`, `href` or the consent blocker's `data-src`: relative, or http(s), mailto or tel. */
export function isSafeUrl(value: string): boolean {
  const scheme = SCHEME.exec(value.replace(IGNORED, ''))?.[1];
  return scheme === undefined || SAFE_SCHEMES.includes(scheme.toLowerCase());
}

/** A `srcset`: every candidate's URL is safe. */
export const isSafeSrcset = (value: string): boolean =>
  value.split(',').every((candidate) => isSafeUrl(candidate.trim().split(/\s+/)[0] ?? ''));

/**
 * The HTML a device shows in the target: its mode's, else the next larger device's. The page shows the desktop
 * content as it was written (the builder renders it into the markup), so `content.desktop` is read only for a
 * target that was written empty (`ownIsDesktop` false); undefined means the target's own content.
 */
export function deviceContent(schema: MultiViewSchema, device: Device, ownIsDesktop: boolean): string | undefined {
  for (const mode of deviceChain(device)) {
    if (mode === 'desktop' && ownIsDesktop) return undefined;
    const html = schema.content[mode];
    if (html !== undefined) return html;
  }
  return undefined;
}
