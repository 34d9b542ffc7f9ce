import type { PropDefs } from '../../core/attributes/index.js';
import { speedProp } from '../../core/autoplay/index.js';
import type { SliderMessages } from './messages.js';

export { messages } from './messages.js';
// One component for both elements: `<pb-carousel>` is the one with a `mode`.
export {
  type CarouselProps,
  type RotationProps,
  type SliderProps,
  SliderView,
} from './SliderView.js';
export { lightStyles, sliderStyles, styles } from './styles.js';
export * from './types.js';

export const SLIDER_METHODS = ['next', 'prev', 'goTo', 'play', 'pause'] as const;

/** Attributes shared by `<pb-slider>` and `<pb-carousel>`. */
export const rotationProps = {
  /** The position shown, zero-based; reflected as the visitor moves. */
  active: { type: 'number', default: 0, integer: true, min: 0, reflect: true },
  auto: { type: 'boolean', default: false },
  speed: speedProp,
  noArrows: { type: 'boolean', default: false },
  noDots: { type: 'boolean', default: false },
  label: { type: 'string', default: '' },
  messages: { type: 'json', default: {} as Partial<SliderMessages> },
} satisfies PropDefs;

export const sliderProps = {
  ...rotationProps,
  transition: { type: 'string', default: 'fade', values: ['fade', 'slide'] },
  thumbnails: { type: 'boolean', default: false },
} satisfies PropDefs;
