import type { PropDefs } from '../../core/attributes/index.js';
import { speedProp } from '../../core/autoplay/index.js';
import type { SliderMessages } from './messages.js';

export { messages } from './messages.js';
// One component for both elements: `<pb-carousel>` is the one with a `mode`.
export { SliderView } from './SliderView.js';
export { lightStyles, sliderStyles, styles } from './styles.js';
export * from './types.js';
export { useSliderState } from './useSliderState.js';

// One object for every presence boolean: terser keeps each written-out copy.
const flag = { type: 'boolean', default: false } as const;
const text = { type: 'string', default: '' } as const;

export const SLIDER_METHODS = ['next', 'prev', 'goTo', 'play', 'pause'] as const;

/** Attributes shared by `<pb-slider>` and `<pb-carousel>`. */
export const rotationProps = {
  /** The position shown, zero-based; reflected as the visitor moves. */
  active: { type: 'number', default: 0, integer: true, min: 0, reflect: true },
  auto: flag,
  speed: speedProp,
  noArrows: flag,
  noDots: flag,
  label: text,
  messages: { type: 'json', default: {} as Partial<SliderMessages> },
} satisfies PropDefs;

export const sliderProps = {
  ...rotationProps,
  transition: { type: 'string', default: 'fade', values: ['fade', 'slide'] },
  thumbnails: flag,
} satisfies PropDefs;
