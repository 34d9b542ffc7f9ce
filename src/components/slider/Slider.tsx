/** `<pb-slider>`: the shared view with one slide per view, fading or sliding. */
import { SLIDER } from '../../core/constants/index.js';
import { SliderView } from './SliderView.js';
import type { SliderHost } from './types.js';

export const SLIDER_METHODS = ['next', 'prev', 'goTo', 'play', 'pause'] as const;

/** The attributes `<pb-slider>` and `<pb-carousel>` share (`rotationProps`), as the component receives them. */
export interface RotationProps {
  host: SliderHost;
  active: number;
  auto: boolean;
  speed: string;
  noArrows: boolean;
  noDots: boolean;
  label: string;
  messages: unknown;
}

export interface SliderProps extends RotationProps {
  transition: string;
  thumbnails: boolean;
}

export function Slider(p: SliderProps) {
  const slides = p.transition === 'slide';
  return (
    <SliderView
      {...p}
      slides={slides}
      // MFT §4, §9: the slider module fades in 700 ms; the video slider, with its thumbnails, keeps the slideshow's 500.
      duration={slides ? SLIDER.carouselSlide : SLIDER.setupFade}
      thumbnailsDuration={slides ? undefined : SLIDER.fade}
    />
  );
}
