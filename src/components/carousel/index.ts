import type { PropDefs } from '../../core/attributes/index.js';
import { rotationProps } from '../slider/index.js';

export { type CarouselProps, SLIDER_METHODS, SliderView } from '../slider/index.js';
export { lightStyles, styles } from './styles.js';

const columns = {
  type: 'number',
  default: 0,
  integer: true,
  min: 0,
  max: 12,
  fallbackText: 'the column rule',
} as const;

export const carouselProps = {
  ...rotationProps,
  mode: { type: 'string', default: 'carousel', values: ['carousel', 'portfolio'] },
  column: { type: 'string', default: '', values: ['', 'wide', 'narrow'] },
  columns,
  columnsTablet: columns,
  columnsPhone: columns,
} satisfies PropDefs;
