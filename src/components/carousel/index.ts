import type { PropDefs } from '../../core/attributes/index.js';
import { rotationProps } from '../slider/index.js';

export { type CarouselProps, SLIDER_METHODS, SliderView } from '../slider/index.js';
export { lightStyles, styles } from './styles.js';

export const carouselProps = {
  ...rotationProps,
  mode: { type: 'string', default: 'carousel', values: ['carousel', 'portfolio'] },
  column: { type: 'string', default: '', values: ['', 'wide', 'narrow'] },
  /** Items per view; 0 (the default) follows the column rule. Also `columns-tablet` and `columns-phone`. */
  columns: {
    type: 'number',
    default: 0,
    integer: true,
    min: 0,
    max: 12,
    fallbackText: 'the column rule',
    responsive: true,
  },
} satisfies PropDefs;
