/** `<pb-carousel>`: the slider's view with several items per view, moving by one item or, in portfolio mode, by a group. */
import { CAROUSEL, SLIDER } from '../../core/constants/index.js';
import { useDevice } from '../element/index.js';
import { type RotationProps, SliderView } from '../slider/index.js';

export interface CarouselProps extends RotationProps {
  mode: string;
  columns: number;
  columnsTablet: number;
  columnsPhone: number;
}

export function Carousel(p: CarouselProps) {
  const device = useDevice();
  const portfolio = p.mode === 'portfolio';
  return (
    <SliderView
      {...p}
      carousel
      slides
      duration={portfolio ? CAROUSEL.portfolioSlide : SLIDER.carouselSlide}
      byGroup={portfolio}
      // Responsive settings follow the spec's naming: a phone falls back to the tablet value, then to `columns`.
      columns={
        (device === 'phone' && p.columnsPhone) || (device !== 'desktop' && p.columnsTablet) || p.columns || undefined
      }
    />
  );
}
