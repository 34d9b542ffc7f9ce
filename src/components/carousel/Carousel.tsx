/** `<pb-carousel>`: the slider's view with several items per view, moving by one item or, in portfolio mode, by a group. */
import type { CSSProperties } from 'react';
import { CAROUSEL, SLIDER } from '../../core/constants/index.js';
import { useDevice } from '../element/index.js';
import { CAROUSEL_TAG, type RotationProps, SliderView } from '../slider/index.js';

export interface CarouselProps extends RotationProps {
  mode: string;
  columns: number;
  columnsTablet: number;
  columnsPhone: number;
}

export function Carousel(p: CarouselProps) {
  const device = useDevice();
  // Responsive settings follow the spec's naming: a phone falls back to the tablet value, then to `columns`.
  const own =
    (device === 'phone' && p.columnsPhone) || (device !== 'desktop' && p.columnsTablet) || p.columns || undefined;
  const portfolio = p.mode === 'portfolio';
  return (
    <SliderView
      {...p}
      tag={CAROUSEL_TAG}
      carousel
      transition="slide"
      duration={portfolio ? CAROUSEL.portfolioSlide : SLIDER.carouselSlide}
      byGroup={portfolio}
      arrows={!p.noArrows}
      dots={!p.noDots}
      thumbnails={false}
      trackStyle={own ? ({ '--pb-columns': own } as CSSProperties) : undefined}
    />
  );
}
