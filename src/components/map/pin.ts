/**
 * `<pb-map-pin>`: a spot on its `<pb-map>`, with a title (the native `title` attribute) and a text (its content).
 * It draws nothing itself: the map reads its pins (their attributes, through the table below, so an unupgraded
 * pin reads the same) and watches them for changes. The element exists for its table: typed `lat` and `lng`
 * properties, and warnings that name the pin.
 */
import { PbElement } from '../../base/index.js';
import { parseAttribute } from '../../core/attributes/index.js';
import { type LatLng, pinText } from '../../core/maps/index.js';
import { pinProps } from './props.js';

export const PIN_TAG = 'pb-map-pin';

/** A pin as the map uses it; undefined for a pin without both coordinates (it warned, and is left out). */
export function readPin(el: Element): { at: LatLng; title: string; text: string } | undefined {
  const lat = parseAttribute<number | undefined>(pinProps.lat, el.getAttribute('lat')).value;
  const lng = parseAttribute<number | undefined>(pinProps.lng, el.getAttribute('lng')).value;
  if (lat === undefined || lng === undefined) return undefined;
  return { at: [lat, lng], title: pinText(el.getAttribute('title')), text: pinText(el.textContent) };
}

export class MapPinElement extends PbElement {
  static readonly props = pinProps;
  declare lat: number | undefined;
  declare lng: number | undefined;

  protected connected(): void {
    for (const attribute of ['lat', 'lng'] as const)
      if (!this.hasAttribute(attribute)) this.warn(attribute, 'missing; the pin is left out of the map');
    if (!pinText(this.getAttribute('title')))
      this.warn('title', 'missing; the pin is named by its text, and its text is not read a second time');
  }
}
