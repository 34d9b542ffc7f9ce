// React-free on purpose: a visitor who never allows the map downloads only this module and the core.
import { define } from '../src/base/index.js';
import { MAP_TAG, MapElement } from '../src/components/map/element.js';
import { MapPinElement, PIN_TAG } from '../src/components/map/pin.js';

/**
 * A map with pins, drawn with Leaflet once the visitor allows it. Until the
 * visitor allows its consent `category` (default marketing, as the consent
 * manager files maps) or its `service`, and until the map is within 400 px of
 * the viewport, it shows a placeholder in the map's box: the `address` as
 * text, a link to the spot (`href`, or OpenStreetMap), the consent notice's
 * text and, when the consent manager is on the page, a button that allows the
 * category or service (the same notice, texts and button every blocked item
 * gets). Nothing of Leaflet is downloaded before both hold: the element's own
 * module has no Leaflet in it, and the map's code and Leaflet are chunks of
 * their own. `category="functional"` needs no consent (tiles from the site's
 * own server). When consent is withdrawn, the map goes and the placeholder
 * comes back.
 *
 * The tiles come from the page config's `maps` object: `tiles` (a URL template
 * with `{z}`, `{x}`, `{y}`), `attribution` (text) and `attributionUrl`, and
 * optionally `minZoom`, `maxZoom` (default 0 and 19) and `bounds`
 * (`[[south, west], [north, east]]`: the view stays inside them, for a tile set
 * made for one area). Without `tiles`, a warning names
 * `<script id="pb-config"> "maps.tiles"` and the placeholder stays.
 *
 * The centre is `lat` and `lng`, else `center` ("lat, lng"), else the middle
 * of the pins (the view then fits them all, at most at `zoom`). With none of
 * these, a warning names the `center` attribute and the placeholder stays.
 * Pins are `<pb-map-pin>` children (see there); the map follows changes to
 * them.
 *
 * The box is the same before the upgrade, with the placeholder and with the
 * map, so nothing moves: 16:9 by default, set with `--pb-map-aspect-ratio` or
 * `--pb-map-height` (custom properties, which the pre-upgrade rule reads too).
 *
 * Keyboard: the map is a named region (`label`, default "Map: {address}")
 * that takes focus; the arrow keys pan it (Shift: three times as far), `+`
 * and `-` zoom, and the zoom buttons are buttons. Each pin is a button named
 * by its title and described by its text; Tab reaches it, Enter or Space shows
 * its text over the map and focus stays on the pin (Leaflet#8114 moves it to
 * the map), Escape hides it, and closing the text from its own close button
 * puts focus back on the pin. The mouse wheel scrolls the page, not the map.
 * With `prefers-reduced-motion: reduce` nothing pans, zooms or fades
 * animated. When the visitor presses the notice's button, focus moves on to
 * the map once it is drawn.
 *
 * Strings (English defaults), overridable with `messages` or the page config's
 * `messages["pb-map"]`: `map` ("Map"), `mapOf` ("Map: {address}"), `keys`
 * (the keyboard help read with the map), `openMap` ("View on a map"),
 * `zoomIn`, `zoomOut`, `close`, and `placeholderText` and `placeholderAccept`,
 * which default to the consent notice's (the consent config's
 * `placeholdertext`, else `messages["pb-consent-banner"]`); `{name}`,
 * `{category}` and `{service}` in them name the service's label or the
 * category.
 *
 * Every attribute is also a property (`lat`, `lng`, `center`, `zoom`,
 * `address`, `href`, `label`, `category`, `service`, `messages`), set before
 * or after the upgrade. `updateComplete` resolves once a map being loaded is
 * drawn (or its download failed, with a warning; it is tried again the next
 * time the map nears the viewport). Moved within the page, it keeps its map.
 *
 * @summary A map with pins, loaded with Leaflet only after consent and near the viewport.
 * @tag pb-map
 * @attr {number} lat - Latitude of the centre, -90 to 90. Bad or out of range: a warning, then `center`, else the pins.
 * @attr {number} lng - Longitude of the centre, -180 to 180. Bad or out of range: a warning, then `center`, else the pins. `lat` without `lng` (or the reverse) warns too.
 * @attr {string} center - "lat, lng" in one attribute, used when `lat` and `lng` are not both given. Not two numbers in range: a warning, then the pins.
 * @attr {number} zoom - The zoom level, a whole number from 0 to 22 (default 15, street level); with pins and no centre, the most the view zooms in to fit them. Bad: a warning and 15. The tiles' own `maxZoom` caps it.
 * @attr {string} address - Shown as text in the placeholder; with no coordinates, its link searches for it.
 * @attr {string} href - The placeholder's link. Default a link to the centre on OpenStreetMap, or a search for the address.
 * @attr {string} label - The map's accessible name. Default "Map: {address}", or "Map".
 * @attr {string} category - The consent category the map needs: functional (none), preferences, statistics or marketing (default). Another value: a warning and marketing.
 * @attr {string} service - Optional service name, as in the consent config's `services`: the visitor's choice for it wins over the category's, and the button allows the service only.
 * @attr {string} messages - JSON object overriding the English strings listed above. Malformed JSON or not an object: the defaults and a warning.
 * @fires {CustomEvent} pb-map-load - The map is drawn in place of the placeholder. No detail; bubbles and is composed, not cancelable.
 * @csspart placeholder - The notice shown until the map is drawn (`.pb-consent-placeholder`, as every consent notice).
 * @csspart address - The address in the placeholder.
 * @csspart link - The placeholder's link to the spot.
 * @csspart notice - The consent notice's text.
 * @csspart allow-button - The button that allows the category or service.
 * @csspart map - The map (Leaflet's container), a focusable region.
 * @cssprop [--pb-map-aspect-ratio=16 / 9] - The box's aspect ratio, before and after the upgrade.
 * @cssprop [--pb-map-height=auto] - A fixed height instead (the aspect ratio then applies no more).
 * @cssprop [--pb-map-radius=0] - Corner radius of the placeholder and the map.
 * @cssprop [--pb-map-pin-color=#b3261e] - The pins' colour.
 * @cssprop [--pb-map-pin-border=#fff] - The pins' outline and centre dot.
 * @cssprop [--pb-map-link-color=#0b5cad] - The placeholder's link.
 * @cssprop [--pb-map-button-background=#fff] - The placeholder's button.
 * @cssprop [--pb-map-focus-ring=2px solid #0c71c3] - Keyboard focus outline of the map, its pins, links and buttons.
 * @cssprop [--pb-consent-placeholder-background=#f1f1f1] - The placeholder's background, as every consent notice's.
 * @cssprop [--pb-consent-placeholder-color=#222] - The placeholder's text colour, as every consent notice's.
 */
export class PbMap extends MapElement {}

/**
 * A pin on its `<pb-map>`: a spot (`lat`, `lng`), a title (the `title`
 * attribute) and a text (its content, as plain text; white space collapses).
 * Without the script (and until the element upgrades) the pin's text reads in
 * the map's box, after its title; once upgraded, the placeholder shows
 * instead until the map is drawn. On the map it is a button named by the title and
 * described by the text, which shows over the map when the pin is activated.
 * A pin without `lat` or `lng` warns and is left out; one without a title warns
 * and is named by its text. Its attributes and text may change at any time:
 * the map moves or rewords the pin in place (focus stays on it).
 *
 * @summary A pin of a `<pb-map>`: a spot, a title and a text.
 * @tag pb-map-pin
 * @attr {number} lat - Latitude, -90 to 90. Missing or bad: a warning, and the pin is left out.
 * @attr {number} lng - Longitude, -180 to 180. Missing or bad: a warning, and the pin is left out.
 * @attr {string} title - The pin's name (the native attribute). Missing: a warning, and the text names the pin.
 * @slot - The pin's text.
 */
export class PbMapPin extends MapPinElement {}

// Pins first, so a map upgraded by this module finds its pins upgraded too.
define(PIN_TAG, PbMapPin);
define(MAP_TAG, PbMap);

declare global {
  interface HTMLElementTagNameMap {
    'pb-map': PbMap;
    'pb-map-pin': PbMapPin;
  }
  interface HTMLElementEventMap {
    'pb-map-load': CustomEvent<null>;
  }
}
