/**
 * The slider family's two element classes, made in one object that both
 * element files import. An object is kept whole, so the carousel's component,
 * attributes and styles sit in the chunk the two elements share rather than in
 * pb-carousel.js, where they compressed on their own beside a second header of
 * imports (issue 11's size budget counts each file's gzip). Making the other
 * class costs a page one object, not a request.
 */
import { Carousel, carouselProps, styles as carouselStyles } from '../carousel/index.js';
import { createElementClass } from '../element/index.js';
import { SLIDER_METHODS, Slider, sliderProps, sliderStyles } from './index.js';

export const family = {
  slider: createElementClass(Slider, {
    tag: 'pb-slider',
    props: sliderProps,
    styles: sliderStyles,
    methods: SLIDER_METHODS,
  }),
  carousel: createElementClass(Carousel, {
    tag: 'pb-carousel',
    props: carouselProps,
    styles: carouselStyles,
    methods: SLIDER_METHODS,
  }),
};
