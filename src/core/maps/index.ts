/**
 * `<pb-map>`'s pure rules: the page config's `maps` settings (the tile source), the map's centre from its
 * attributes or its pins, and the placeholder's link. No DOM.
 */
import { type Check, isRecord, mergeChecked } from '../config/index.js';
import { MAPS } from '../constants/maps.js';

export type LatLng = [lat: number, lng: number];
export type Bounds = [south_west: LatLng, north_east: LatLng];

/** The page config's `maps` object: where the tiles come from and whose they are. */
export interface MapsSettings {
  /** A tile URL template with `{z}`, `{x}` and `{y}` (and optionally `{s}`, `{r}`); '' when missing. */
  tiles: string;
  /** Shown in the map's corner, as text: the tiles' licence usually requires it. */
  attribution: string;
  /** Where the attribution links to (a copyright page); '' for none. */
  attributionUrl: string;
  minZoom: number;
  maxZoom: number;
  /** Optional: the view stays inside these bounds (a tile set made for one area has no tiles beyond it). */
  bounds: Bounds | undefined;
}

/** Where the warning for a page config without `maps.tiles` points. */
export const TILES_WHERE = '<script id="pb-config"> "maps.tiles"';

const zoomCheck: Check = [
  (v: number) => Number.isInteger(v) && v >= MAPS.minZoom && v <= MAPS.maxZoom,
  `a whole number from ${MAPS.minZoom} to ${MAPS.maxZoom}`,
];

export const isLatLng = (v: unknown): v is LatLng =>
  Array.isArray(v) &&
  v.length === 2 &&
  typeof v[0] === 'number' &&
  typeof v[1] === 'number' &&
  Math.abs(v[0]) <= 90 &&
  Math.abs(v[1]) <= 180;

/** South-west then north-east, each `[lat, lng]`, with the first below and left of the second. */
const isBounds = (v: unknown): v is Bounds =>
  Array.isArray(v) &&
  v.length === 2 &&
  isLatLng(v[0]) &&
  isLatLng(v[1]) &&
  (v[0] as LatLng)[0] < (v[1] as LatLng)[0] &&
  (v[0] as LatLng)[1] < (v[1] as LatLng)[1];

/** A template Leaflet can fill: `{z}`, `{x}` and `{y}` present. Relative URLs are the site's own tiles. */
export const isTileTemplate = (v: string): boolean => ['{z}', '{x}', '{y}'].every((part) => v.includes(part));

/**
 * The page config's `maps` object, checked: a bad value keeps its default and gives a warning naming the key. A
 * missing `tiles` is not a warning here: the element says it, since only a page with a map needs it.
 */
export function readMapsSettings(raw: unknown): { settings: MapsSettings; warnings: string[] } {
  const settings = {
    tiles: '',
    attribution: '',
    attributionUrl: '',
    minZoom: MAPS.minZoom,
    maxZoom: MAPS.tileMaxZoom,
  };
  const warnings: string[] = [];
  mergeChecked(settings, raw, 'maps', warnings, {
    tiles: [isTileTemplate, 'a tile URL template with {z}, {x} and {y}'],
    minZoom: zoomCheck,
    maxZoom: zoomCheck,
  });
  if (settings.minZoom > settings.maxZoom) {
    warnings.push(`"maps.minZoom" (${settings.minZoom}) is above "maps.maxZoom" (${settings.maxZoom}); ignored`);
    settings.minZoom = MAPS.minZoom;
  }
  let bounds: Bounds | undefined;
  const rawBounds = isRecord(raw) ? raw.bounds : undefined;
  if (isBounds(rawBounds)) bounds = rawBounds;
  else if (rawBounds != null) warnings.push('"maps.bounds" must be [[south, west], [north, east]] in degrees; ignored');
  return { settings: { ...settings, bounds }, warnings };
}

/**
 * "52.0913, 5.1199" (or with a space, or a semicolon) as `[lat, lng]`; undefined when it is not two numbers in
 * range.
 */
export function parseCenter(text: string): LatLng | undefined {
  const parts = text.trim().split(/\s*[,; ]\s*/);
  if (parts.length !== 2 || parts.some((p) => p === '')) return undefined;
  const pair = parts.map(Number);
  return isLatLng(pair) ? pair : undefined;
}

/** The middle of the pins' bounding box; undefined for none. */
export function centerOf(points: readonly LatLng[]): LatLng | undefined {
  if (!points.length) return undefined;
  const lats = points.map((p) => p[0]);
  const lngs = points.map((p) => p[1]);
  return [(Math.min(...lats) + Math.max(...lats)) / 2, (Math.min(...lngs) + Math.max(...lngs)) / 2];
}

/** Where the placeholder's link goes: `href`, else the spot on OpenStreetMap, else a search for the address. */
export function mapLink(href: string, address: string, center: LatLng | undefined, zoom: number): string {
  if (href) return href;
  const fill = (template: string, values: Record<string, string>): string =>
    template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
  if (center) {
    // Six decimals are about 10 cm: enough, and the link stays readable.
    const [lat, lng] = center.map((v) => String(Math.round(v * 1e6) / 1e6));
    return fill(MAPS.pointUrl, { lat: lat as string, lng: lng as string, zoom: String(zoom) });
  }
  return address ? fill(MAPS.searchUrl, { query: address }) : '';
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);

/**
 * The attribution as Leaflet takes it (HTML), built from text: the page config's strings are shown, never parsed,
 * so a stray `<` cannot become markup. The link is kept only for http(s) and relative URLs.
 */
export function attributionHtml(text: string, url: string): string {
  if (!text) return '';
  // A scheme other than http(s) (javascript:, data:) is dropped; a URL without one is relative, the site's own.
  const linkable = url.trim() !== '' && (/^https?:\/\//i.test(url) || !/^[a-z][a-z\d+.-]*:/i.test(url.trim()));
  return linkable ? `<a href="${escapeHtml(url)}">${escapeHtml(text)}</a>` : escapeHtml(text);
}

/** A pin's text as it reads: runs of white space (the markup's indentation) become one space. */
export const pinText = (text: string | null): string => (text ?? '').replace(/\s+/g, ' ').trim();
