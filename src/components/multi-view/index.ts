export { MULTI_VIEW_TAG, type MultiViewChangeDetail, PbMultiView } from './element.js';
export { multiViewProps } from './props.js';
export { lightStyles } from './styles.js';
