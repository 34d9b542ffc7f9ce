/**
 * The drawn map: Leaflet, its tiles and the pins. `<pb-map>` imports this module only once consent is given and
 * the map is near the viewport, so Leaflet is downloaded then and never before (the build makes it a chunk of its
 * own). Nothing here is exported with Leaflet's types: the element and the package's typings never see them.
 *
 * Leaflet#8114: activating a marker moves focus to the map container (its keyboard handler focuses the container
 * on any mousedown inside it, which a screen reader's synthetic click and a pointer both send), and a popup
 * closed from its own button takes focus away with it. Here a pin keeps focus when it is activated, by
 * Enter, Space, a click or a screen reader, and gets it back when its text is closed from inside.
 */
import * as L from 'leaflet/dist/leaflet-src.esm.js';
import { MAPS } from '../../core/constants/maps.js';
import { attributionHtml, type LatLng, type MapsSettings } from '../../core/maps/index.js';
import { adoptStyles } from '../../core/styles/index.js';
import { styles } from './styles.js';

export interface ViewPin {
  /** What identifies the pin across updates (its `<pb-map-pin>`), so an update keeps its marker and focus. */
  key: object;
  at: LatLng;
  title: string;
  text: string;
}

export interface ViewMessages {
  zoomIn: string;
  zoomOut: string;
  close: string;
}

export interface ViewOptions {
  /** undefined: the view fits the pins. */
  center: LatLng | undefined;
  zoom: number;
  pins: readonly ViewPin[];
  settings: MapsSettings;
  /** No animated pan, zoom or fade (prefers-reduced-motion). */
  still: boolean;
  messages: ViewMessages;
}

export interface MapView {
  setView(center: LatLng | undefined, zoom: number): void;
  setPins(pins: readonly ViewPin[]): void;
  /** The box changed size: the map fills it again, keeping its centre. */
  resize(): void;
  destroy(): void;
}

interface Entry {
  pin: ViewPin;
  marker: L.Marker;
  popup?: L.Popup;
  /** The pin's text, for `aria-describedby`: read with the pin's name whether or not its popup is open. */
  description: HTMLElement;
  /** Focus went into the popup (its close button) and has not left it for elsewhere. */
  focusInPopup: boolean;
}

const [PIN_WIDTH, PIN_HEIGHT] = MAPS.pinSize;
const LEAFLET_LINK = '<a href="https://leafletjs.com">Leaflet</a>';
let serial = 0;

/** Draws the map into `container`, an empty element in a shadow root (or the document) that has its final size. */
export function createMapView(container: HTMLElement, options: ViewOptions): MapView {
  const root = container.getRootNode() as Document | ShadowRoot;
  adoptStyles(root, styles);
  const { settings, still } = options;
  let { pins, center, zoom } = options;
  const map = L.map(container, {
    zoomControl: false,
    keyboard: true,
    keyboardPanDelta: MAPS.keyboardPanDelta,
    // A page scrolled with the wheel must not start zooming the map it passes over.
    scrollWheelZoom: false,
    // The element's ResizeObserver (core/frame) calls `resize`; Leaflet's own listens to the window only.
    trackResize: false,
    minZoom: settings.minZoom,
    maxZoom: settings.maxZoom,
    maxBounds: settings.bounds,
    zoomAnimation: !still,
    fadeAnimation: !still,
    markerZoomAnimation: !still,
    inertia: !still,
  });
  if (still) {
    // Leaflet has no option for pans: the arrow keys, a pan to a focused pin and a popup's auto-pan all go
    // through panBy, which animates unless told not to.
    const panBy = map.panBy.bind(map);
    map.panBy = (offset, panOptions) => panBy(offset, { ...panOptions, animate: false });
  }
  L.control.zoom({ zoomInTitle: options.messages.zoomIn, zoomOutTitle: options.messages.zoomOut }).addTo(map);
  map.attributionControl.setPrefix(LEAFLET_LINK);

  const descriptions = container.ownerDocument.createElement('div');
  descriptions.hidden = true;
  container.after(descriptions);
  const entries = new Map<object, Entry>();

  const place = (): void => {
    const points = center ? [center] : pins.map((p) => p.at);
    if (points.length > 1) map.fitBounds(points, { maxZoom: zoom, padding: [PIN_HEIGHT, PIN_HEIGHT], animate: false });
    else if (points[0]) map.setView(points[0], zoom, { animate: false });
  };
  place();
  L.tileLayer(settings.tiles, {
    attribution: attributionHtml(settings.attribution, settings.attributionUrl),
    minZoom: settings.minZoom,
    maxZoom: settings.maxZoom,
  }).addTo(map);

  const iconOf = (e: Entry): HTMLElement | undefined => e.marker.getElement();
  const isOpen = (e: Entry): boolean => !!e.popup && map.hasLayer(e.popup);

  function describe(e: Entry): void {
    const icon = iconOf(e);
    const { title, text } = e.pin;
    icon?.setAttribute('aria-label', title || text);
    e.description.textContent = title ? text : '';
    e.popup?.setContent(content(e.pin));
  }

  function content(pin: ViewPin): HTMLElement {
    const doc = container.ownerDocument;
    const box = doc.createElement('div');
    if (pin.title)
      box.append(Object.assign(doc.createElement('strong'), { className: 'pin-title', textContent: pin.title }));
    if (pin.text) box.append(Object.assign(doc.createElement('p'), { className: 'pin-text', textContent: pin.text }));
    return box;
  }

  function popupFor(e: Entry): L.Popup {
    // Opened by the map rather than bound to the marker (whose own key and click toggles would fight ours), so the
    // marker's popupAnchor does not apply: the offset puts the tip just under the pin's head instead (Leaflet's
    // own offset is 7 px down).
    const popup = L.popup({
      className: 'pin-popup',
      // Narrow enough to fit a phone's map beside the zoom buttons: Leaflet adds 46 px of margins to this.
      maxWidth: Math.max(160, Math.min(280, container.clientWidth - 110)),
      // Clear of the zoom buttons at the top left and the attribution at the bottom when it pans into view.
      autoPanPaddingTopLeft: [52, 12],
      autoPanPaddingBottomRight: [12, 24],
      offset: [0, 11 - PIN_HEIGHT],
    });
    popup.setContent(content(e.pin));
    popup.on('add', () => {
      iconOf(e)?.setAttribute('aria-expanded', 'true');
      const el = popup.getElement();
      el?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', options.messages.close);
      el?.addEventListener('focusin', () => {
        e.focusInPopup = true;
      });
      el?.addEventListener('focusout', (event) => {
        const next = event.relatedTarget as Node | null;
        if (next && !el.contains(next)) e.focusInPopup = false;
      });
    });
    popup.on('remove', () => {
      const icon = iconOf(e);
      icon?.setAttribute('aria-expanded', 'false');
      const el = popup.getElement();
      const active = root.activeElement;
      const page = container.ownerDocument.activeElement;
      // Closed from inside (its close button, now gone or going): focus goes back to its pin, not to the page.
      const lost = (!!active && !!el?.contains(active)) || (!active && (!page || page === page.ownerDocument.body));
      if (e.focusInPopup && lost && icon?.isConnected) icon.focus({ preventScroll: true });
      e.focusInPopup = false;
    });
    return popup;
  }

  function toggle(e: Entry): void {
    if (isOpen(e)) {
      map.closePopup(e.popup);
      return;
    }
    e.popup ??= popupFor(e);
    const icon = iconOf(e);
    const focused = !!icon && root.activeElement === icon;
    e.popup.setLatLng(e.marker.getLatLng());
    map.openPopup(e.popup);
    // Opening may pan the map; whatever else moves focus on the way, the activated pin keeps it.
    if (focused && root.activeElement !== icon) icon?.focus({ preventScroll: true });
  }

  function add(pin: ViewPin): void {
    const marker = L.marker(pin.at, {
      icon: L.divIcon({
        className: 'pin',
        html: '',
        iconSize: [PIN_WIDTH, PIN_HEIGHT],
        iconAnchor: [PIN_WIDTH / 2, PIN_HEIGHT],
      }),
      keyboard: true,
      riseOnHover: true,
    }).addTo(map);
    const description = container.ownerDocument.createElement('span');
    description.id = `pb-map-pin-${++serial}`;
    descriptions.append(description);
    const e: Entry = { pin, marker, description, focusInPopup: false };
    entries.set(pin.key, e);
    const icon = iconOf(e);
    if (icon) {
      icon.setAttribute('aria-describedby', description.id);
      icon.setAttribute('aria-expanded', 'false');
      // Leaflet#8114: the map's keyboard handler focuses the container on any mousedown that reaches it.
      icon.addEventListener('mousedown', (event) => event.stopPropagation());
      icon.addEventListener('keydown', (event) => {
        if (event.altKey || event.ctrlKey || event.metaKey) return;
        if (event.key === 'Enter' || event.key === ' ') {
          // Space would scroll the page; a prevented Enter sends no keypress, which Leaflet would act on too.
          event.preventDefault();
          toggle(e);
        } else if (event.key === 'Escape' && isOpen(e)) {
          // Leaflet's Escape works only while the container itself has focus (Leaflet#6551).
          event.preventDefault();
          map.closePopup(e.popup);
        }
      });
    }
    marker.on('click', () => toggle(e));
    describe(e);
  }

  /** Returns whether a pin was added, removed or moved (a view fitted to the pins then fits again). */
  function setPins(next: readonly ViewPin[]): boolean {
    pins = next;
    let moved = false;
    const keep = new Set(next.map((p) => p.key));
    for (const [key, e] of entries) {
      if (keep.has(key)) continue;
      e.popup?.remove();
      e.marker.remove();
      e.description.remove();
      entries.delete(key);
      moved = true;
    }
    for (const pin of next) {
      const e = entries.get(pin.key);
      if (!e) {
        add(pin);
        moved = true;
      } else {
        // Updated in place: the marker's element, and the focus on it, stay.
        if (e.pin.at[0] !== pin.at[0] || e.pin.at[1] !== pin.at[1]) {
          e.marker.setLatLng(pin.at);
          e.popup?.setLatLng(pin.at);
          moved = true;
        }
        e.pin = pin;
        describe(e);
      }
    }
    return moved;
  }
  setPins(pins);

  return {
    setView(nextCenter, nextZoom) {
      center = nextCenter;
      zoom = nextZoom;
      place();
    },
    setPins(next) {
      if (setPins(next) && !center) place();
    },
    resize() {
      map.invalidateSize();
    },
    destroy() {
      map.remove();
      descriptions.remove();
      entries.clear();
    },
  };
}
