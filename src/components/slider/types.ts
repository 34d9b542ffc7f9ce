import type { PbElement } from '../element/index.js';

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

declare module '../../base/events.js' {
  interface PbEventMap {
    'pb-slide-change': SlideChangeDetail;
    'pb-autoplay-change': AutoplayChangeDetail;
  }
}

export interface SliderHost extends PbElement {
  active: number;
}

/** The attributes `<pb-slider>` and `<pb-carousel>` share (`rotationProps`), as the component receives them. */
export interface RotationProps {
  host: SliderHost;
  active: number;
  auto: boolean;
  /** ms between automatic moves, checked by the attribute parser (core/autoplay's `speedProp`). */
  speed: number;
  noArrows: boolean;
  noDots: boolean;
  /** The region's accessible name; empty: the `carousel` message. */
  label: string;
  messages: unknown;
}

export interface SliderProps extends RotationProps {
  /** `fade` stacks the slides; `slide` moves a track of them. */
  transition: string;
  /** Show the thumbnails strip instead of dots; it also shows when a slide holds a video. */
  thumbnails: boolean;
}

export interface CarouselProps extends RotationProps {
  /** Present (`carousel` or `portfolio`) only on `<pb-carousel>`. */
  mode: string;
  columns: number;
  columnsTablet?: number;
  columnsPhone?: number;
}
