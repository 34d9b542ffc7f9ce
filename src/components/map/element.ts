/**
 * `<pb-map>` without React. Until the visitor allows its consent category (or service) and the map nears the
 * viewport, it shows a consent notice with the address and a link to the spot, and downloads nothing; then it
 * loads Leaflet and draws the map in the same box.
 *
 * Plain mode with a shadow root of its own, like the consent banner's shell: the placeholder is four nodes, and a
 * visitor who never allows the map should not download React for them; the map itself is Leaflet's DOM, which
 * Leaflet writes directly, so React would render nothing of it.
 */
import { PbElement } from '../../base/index.js';
import { getBus } from '../../core/bus/index.js';
import { fillMessage, getPageConfig, type Messages, resolveMessages } from '../../core/config/index.js';
import { getConsent } from '../../core/consent/api.js';
import {
  addPlaceholderStyles,
  createNotice,
  type Notice,
  noticeTexts,
} from '../../core/consent/on-demand/placeholder.js';
import { CONSENT_TOPIC, consentGrants } from '../../core/consent/topic.js';
import type { Category, OptionalCategory } from '../../core/consent/types.js';
import { MAPS } from '../../core/constants/maps.js';
import { observeSize } from '../../core/frame/index.js';
import { prefersReducedMotion } from '../../core/frame/viewport.js';
import { observeInView } from '../../core/inview/index.js';
import { warnOnce } from '../../core/log/index.js';
import {
  centerOf,
  type LatLng,
  type MapsSettings,
  mapLink,
  parseCenter,
  readMapsSettings,
  TILES_WHERE,
} from '../../core/maps/index.js';
import { adoptStyles } from '../../core/styles/index.js';
import type { MapView, ViewPin } from '../map-view/map-view.js';
import { mapLoader } from './loader.js';
import { PIN_TAG, readPin } from './pin.js';
import { MAP_MESSAGES, type MapMessages, mapProps } from './props.js';
import { styles } from './styles.js';

declare module '../../base/events.js' {
  interface PbEventMap {
    /** No detail: the map is drawn in place of the placeholder. */
    'pb-map-load': null;
  }
}

export const MAP_TAG = 'pb-map';
const KEYS_ID = 'keys';

export class MapElement extends PbElement {
  static readonly props = mapProps;
  declare lat: number | undefined;
  declare lng: number | undefined;
  declare center: string;
  declare zoom: number;
  declare address: string;
  declare href: string;
  declare label: string;
  declare category: Category;
  declare service: string;
  declare messages: Messages;

  readonly #root: ShadowRoot;
  readonly #notice: Notice;
  readonly #address: HTMLParagraphElement;
  readonly #link: HTMLAnchorElement;
  readonly #keys: HTMLParagraphElement;
  readonly #pins = new MutationObserver(() => this.#pinsChanged());
  #container: HTMLDivElement | undefined;
  #view: MapView | undefined;
  #loading: Promise<void> | undefined;
  #granted = false;
  #near = false;
  #stops: (() => void)[] = [];
  #consentOff: (() => void) | undefined;

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open' });
    // The notice's own sheet first (in a layer), then this element's, which places it in the box.
    addPlaceholderStyles(this.#root);
    adoptStyles(this.#root, styles);
    const doc = document;
    this.#notice = createNotice(doc, this, '', '', () => this.#allow());
    const { box, text, button } = this.#notice;
    box.setAttribute('part', 'placeholder');
    text.setAttribute('part', 'notice');
    button.setAttribute('part', 'allow-button');
    this.#address = Object.assign(doc.createElement('p'), { className: 'address' });
    this.#address.setAttribute('part', 'address');
    this.#link = Object.assign(doc.createElement('a'), { className: 'link' });
    this.#link.setAttribute('part', 'link');
    box.prepend(this.#address, this.#link);
    this.#keys = Object.assign(doc.createElement('p'), { id: KEYS_ID, hidden: true });
    this.#root.append(box, this.#keys);
  }

  protected connected(): void {
    this.#check();
    this.#listen();
    this.#stops.push(
      observeInView(this, (inView) => this.#approach(inView), { rootMargin: MAPS.nearViewport }),
      observeSize(this, () => this.#view?.resize()),
    );
    this.#pins.observe(this, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['lat', 'lng', 'title'],
    });
    this.#render();
  }

  protected disconnected(): void {
    for (const stop of this.#stops.splice(0)) stop();
    this.#pins.disconnect();
    this.#consentOff?.();
    this.#consentOff = undefined;
    this.#near = false;
    this.#unload();
  }

  protected changed(prop: string): void {
    if (prop === 'category' || prop === 'service') {
      this.#consentOff?.();
      this.#consentOff = undefined;
      this.#listen();
    }
    if (['lat', 'lng', 'center', 'zoom'].includes(prop)) {
      this.#check();
      this.#view?.setView(this.#center(), this.zoom);
    }
    this.#render();
    this.#maybeLoad();
  }

  /** Functional needs no consent; any other category waits for the consent topic (replayed when subscribing). */
  #listen(): void {
    if (this.category === 'functional') {
      this.#grant(true);
      return;
    }
    this.#granted = false;
    this.#consentOff = getBus().subscribe(CONSENT_TOPIC, (state) =>
      this.#grant(consentGrants(state, this.category, this.service)),
    );
  }

  #grant(granted: boolean): void {
    this.#granted = granted;
    // Withdrawn after the map was drawn: it goes, and the notice comes back (the manager may reload the page too).
    if (!granted) this.#unload();
    this.#render();
    this.#maybeLoad();
  }

  #approach(inView: boolean): void {
    this.#near = inView;
    this.#maybeLoad();
  }

  #allow(): void {
    const api = getConsent();
    if (!api) return;
    void (this.service ? api.setService(this.service, true) : api.setCategory(this.category as OptionalCategory, true));
  }

  /** The centre from `lat` and `lng`, else `center`; undefined means "fit the pins". */
  #center(): LatLng | undefined {
    const { lat, lng } = this;
    if (lat !== undefined && lng !== undefined) return [lat, lng];
    return parseCenter(this.center);
  }

  #readPins(): ViewPin[] {
    return [...this.querySelectorAll(PIN_TAG)].flatMap((el) => {
      const pin = readPin(el);
      return pin ? [{ key: el, ...pin }] : [];
    });
  }

  #settings(): MapsSettings {
    const { settings, warnings } = readMapsSettings(getPageConfig(this.ownerDocument).maps);
    for (const warning of warnings) warnOnce('<script id="pb-config">', warning);
    return settings;
  }

  /** Warns about what keeps the map from being drawn, naming the attribute (each warning once per page). */
  #check(): void {
    const { lat, lng } = this;
    if ((lat === undefined) !== (lng === undefined)) {
      const missing = lat === undefined ? 'lat' : 'lng';
      if (!this.hasAttribute(missing))
        this.warn(
          missing,
          `missing: "${missing === 'lat' ? 'lng' : 'lat'}" needs it; using ${mapProps.lat.fallbackText}`,
        );
    }
    if (this.center && !parseCenter(this.center))
      this.warn(
        'center',
        `expected "lat, lng" in degrees, e.g. "52.0912, 5.1202", got ${JSON.stringify(this.center)}; using the middle of the pins`,
      );
    if (!this.#center() && !this.#readPins().length)
      this.warn(
        'center',
        `no coordinates: give lat and lng, center, or a <${PIN_TAG}> with lat and lng; the map is not drawn, and its placeholder (address and link) stays`,
      );
    if (!this.#settings().tiles)
      warnOnce(
        TILES_WHERE,
        'missing: <pb-map> needs a tile URL template, e.g. "https://tile.openstreetmap.org/{z}/{x}/{y}.png"; no map is drawn, and its placeholder stays',
      );
  }

  #messages(): MapMessages {
    const { text, label, name } = noticeTexts(getConsent()?.config, this.category, this.service, this.ownerDocument);
    const m = resolveMessages(
      { ...MAP_MESSAGES, placeholderText: text, placeholderAccept: label },
      MAP_TAG,
      this.messages,
      this.ownerDocument,
    );
    // A text given for this element may name the category or service as every notice does.
    const named = (s: string): string => s.replace(/\{(name|category|service)\}/g, name);
    return { ...m, placeholderText: named(m.placeholderText), placeholderAccept: named(m.placeholderAccept) };
  }

  #name(m: MapMessages): string {
    return this.label || (this.address ? fillMessage(m.mapOf, { address: this.address }) : m.map);
  }

  #render(): void {
    const m = this.#messages();
    const { box, text, button } = this.#notice;
    box.dataset.category = this.category;
    if (this.service) box.dataset.service = this.service;
    else delete box.dataset.service;
    this.#address.textContent = this.address;
    this.#address.hidden = !this.address;
    const href = mapLink(
      this.href,
      this.address,
      this.#center() ?? centerOf(this.#readPins().map((p) => p.at)),
      this.zoom,
    );
    this.#link.hidden = !href;
    if (href) this.#link.href = href;
    else this.#link.removeAttribute('href');
    this.#link.textContent = m.openMap;
    text.textContent = m.placeholderText;
    text.hidden = this.#granted;
    button.textContent = m.placeholderAccept;
    // No button where nothing can be allowed: consent given, or no consent manager on the page (yet).
    button.hidden = this.#granted || !getConsent();
    this.#keys.textContent = m.keys;
    this.#container?.setAttribute('aria-label', this.#name(m));
  }

  #pinsChanged(): void {
    if (this.#view) this.#view.setPins(this.#readPins());
    else this.#maybeLoad();
    this.#render();
  }

  #maybeLoad(): void {
    if (this.#view || this.#loading || !this.#granted || !this.#near || !this.isConnected) return;
    if (!this.#settings().tiles || (!this.#center() && !this.#readPins().length)) return;
    const loading: Promise<void> = this.#load().finally(() => {
      // A failed download is tried again the next time the map nears the viewport or consent changes.
      if (this.#loading === loading) this.#loading = undefined;
    });
    this.#loading = loading;
    this.settleAfter(loading);
  }

  async #load(): Promise<void> {
    let module: Awaited<ReturnType<typeof mapLoader.load>>;
    try {
      module = await mapLoader.load();
    } catch (error) {
      warnOnce(`<${MAP_TAG}>`, `could not load the map (${String(error)}); its placeholder stays`);
      return;
    }
    // Consent withdrawn, or the element removed, while the module arrived.
    if (this.#view || !this.#granted || !this.isConnected) return;
    const m = this.#messages();
    const container = document.createElement('div');
    container.className = 'map';
    container.setAttribute('part', 'map');
    container.setAttribute('role', 'region');
    container.setAttribute('aria-describedby', KEYS_ID);
    container.setAttribute('aria-label', this.#name(m));
    // Laid over the placeholder in the same box: the swap moves nothing.
    this.#root.append(container);
    this.#container = container;
    const focusWasInside = this.#notice.box.contains(this.#root.activeElement);
    this.#view = module.createMapView(container, {
      center: this.#center(),
      zoom: this.zoom,
      pins: this.#readPins(),
      settings: this.#settings(),
      still: prefersReducedMotion(),
      messages: { zoomIn: m.zoomIn, zoomOut: m.zoomOut, close: m.close },
    });
    this.#notice.box.hidden = true;
    // The visitor pressed the notice's button: focus goes on to the map, not back to the top of the page.
    if (focusWasInside) container.focus({ preventScroll: true });
    this.emit('pb-map-load', null);
  }

  #unload(): void {
    this.#view?.destroy();
    this.#view = undefined;
    this.#container?.remove();
    this.#container = undefined;
    this.#notice.box.hidden = false;
  }
}
