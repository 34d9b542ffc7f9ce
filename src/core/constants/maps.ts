/**
 * `<pb-map>` (issue 30, "Maps"). The spec names maps among the modules (MFT §1) without numbers, so these are
 * ours, each with its reason.
 */
export const MAPS = {
  /** Street level: a studio and the streets around it, as a "find us" map shows them. */
  zoom: 15,
  /** The zoom attribute's range: Web Mercator tile sets go from the whole world (0) to about 22. */
  minZoom: 0,
  maxZoom: 22,
  /** Tile sets such as OpenStreetMap's stop at 19; the page config's `maps.maxZoom` overrides it. */
  tileMaxZoom: 19,
  /**
   * Leaflet (about 45 kB gzip) and the first tiles start loading when the map is this close to the viewport, so
   * they have arrived when it scrolls in, and a map at the foot of a long page costs nothing until then.
   */
  nearViewport: '400px 0px',
  /** Complianz, the consent manager the spec describes, files maps under marketing: tiles come from a third party. */
  category: 'marketing',
  /** Leaflet's own pan step for the arrow keys, in px (Shift moves three times as far). */
  keyboardPanDelta: 80,
  /** The pin drawn in CSS: width and height in px; its tip (bottom centre) marks the spot. */
  pinSize: [28, 40],
  /** The placeholder's link when there is no `href`: coordinates show the spot, an address alone is searched. */
  pointUrl: 'https://www.openstreetmap.org/?mlat={lat}&mlon={lng}#map={zoom}/{lat}/{lng}',
  searchUrl: 'https://www.openstreetmap.org/search?query={query}',
} as const;
