/**
 * `<pb-slide>` has no behaviour of its own: the slider reads it and projects it. Its table gives its attributes
 * properties, reflected, so a framework that sets them reaches the slider, which observes the attributes.
 */
import { PbElement } from '../../base/element.js';
import type { PropDefs } from '../../core/attributes/index.js';

export const slideProps = {
  /** `dark` (light text on a dark background) or `light`; the controls take the active slide's. */
  layout: { type: 'string', default: 'dark', values: ['dark', 'light'], reflect: true },
  /** Background image URL, drawn behind the content; loaded only near the shown slide. */
  image: { type: 'string', default: '', reflect: true },
  /** Image URL for the thumbnails strip; empty: the slide's first image, else its video's poster. */
  thumbnail: { type: 'string', default: '', reflect: true },
} satisfies PropDefs;

export class SlideElement extends PbElement {
  static readonly props = slideProps;
  declare layout: 'dark' | 'light';
  declare image: string;
  declare thumbnail: string;
}
