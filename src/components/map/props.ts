import { jsonObject, type PropDefs } from '../../core/attributes/index.js';
import type { Messages } from '../../core/config/index.js';
import { CATEGORIES } from '../../core/consent/types.js';
import { MAPS } from '../../core/constants/maps.js';

/** Where the map's centre comes from when `lat` or `lng` is missing or bad, as the warnings name it. */
const CENTER_FALLBACK = 'the center attribute, else the middle of the pins';

/**
 * `<pb-map>`'s attributes and properties. `lat` and `lng` are unset by default: the centre then comes from
 * `center`, else from the pins; with none of them the map is not drawn (the element checks that together).
 */
export const mapProps = {
  lat: { type: 'number', default: undefined, min: -90, max: 90, fallbackText: CENTER_FALLBACK },
  lng: { type: 'number', default: undefined, min: -180, max: 180, fallbackText: CENTER_FALLBACK },
  /** "lat, lng" in one attribute, for CMS fields that hold a coordinate pair. */
  center: { type: 'string', default: '' },
  zoom: { type: 'number', default: MAPS.zoom, min: MAPS.minZoom, max: MAPS.maxZoom, integer: true },
  /** Shown as text in the placeholder, and searched for by its link when there are no coordinates. */
  address: { type: 'string', default: '' },
  /** The placeholder's link; default a link to the spot on OpenStreetMap. */
  href: { type: 'string', default: '' },
  /** The map's accessible name; default "Map: {address}", or "Map". */
  label: { type: 'string', default: '' },
  /** The consent category the tiles need. `functional` needs no consent (a site's own tile server). */
  category: { type: 'string', default: MAPS.category, values: CATEGORIES },
  /** A service whose own choice wins over the category's. */
  service: { type: 'string', default: '' },
  /** Overrides of the English strings. */
  messages: { type: 'json', default: {} as Messages, shape: jsonObject },
} satisfies PropDefs;

/** `<pb-map-pin>`'s attributes: its spot. Its title is the native `title` attribute, its text its content. */
export const pinProps = {
  lat: { type: 'number', default: undefined, min: -90, max: 90, fallbackText: 'no pin' },
  lng: { type: 'number', default: undefined, min: -180, max: 180, fallbackText: 'no pin' },
} satisfies PropDefs;

/** The English strings; `placeholderText` and `placeholderAccept` default to every consent notice's own. */
export const MAP_MESSAGES = {
  /** The map's accessible name without a `label` or an address. */
  map: 'Map',
  /** The map's accessible name with an address. */
  mapOf: 'Map: {address}',
  /** Read after the map's name: how to move it from the keyboard. */
  keys: 'Arrow keys move the map, plus and minus zoom. Tab reaches the pins; Enter or Space shows a pin’s text.',
  /** The placeholder's link. */
  openMap: 'View on a map',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  /** The close button of a pin's text. */
  close: 'Close',
};
export type MapMessages = typeof MAP_MESSAGES & { placeholderText: string; placeholderAccept: string };
