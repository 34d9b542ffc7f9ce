/**
 * The slider family's two element specs in one module that both element files
 * import, so the carousel's attributes and styles sit in the chunk the two
 * elements share rather than in pb-carousel.js, where they compressed on their
 * own beside a second header of imports (issue 11's size budget counts each
 * file's gzip).
 */
import { carouselProps, styles as carouselStyles } from '../carousel/index.js';
import { SLIDER_METHODS, sliderProps, sliderStyles } from './index.js';

export const family = {
  slider: { tag: 'pb-slider', props: sliderProps, styles: sliderStyles, methods: SLIDER_METHODS },
  carousel: {
    tag: 'pb-carousel',
    props: carouselProps,
    styles: carouselStyles,
    methods: SLIDER_METHODS,
  },
};
