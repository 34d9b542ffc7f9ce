import type { PbElementBase } from '../element/index.js';

export const SLIDER_TAG = 'pb-slider';
export const SLIDE_TAG = 'pb-slide';
export const CAROUSEL_TAG = 'pb-carousel';

/** What moved the slider: its controls, a swipe, an arrow key, the rotation, or a method call. */
export type SlideChangeTrigger = 'arrow' | 'dot' | 'thumbnail' | 'swipe' | 'keyboard' | 'autoplay' | 'api';

/** `pb-slide-change` detail, sent once the move has started. */
export interface SlideChangeDetail {
  /** The new position: the slide, or in a carousel the first item shown (a group in portfolio mode). */
  index: number;
  previous: number;
  trigger: SlideChangeTrigger;
}

/** `pb-autoplay-change` detail: the rotation control's state after a visitor or script changed it. */
export interface AutoplayChangeDetail {
  playing: boolean;
}

declare module '../element/events.js' {
  interface PbEventMap {
    'pb-slide-change': SlideChangeDetail;
    'pb-autoplay-change': AutoplayChangeDetail;
  }
}

export interface SliderHost extends PbElementBase {
  active: number;
}
