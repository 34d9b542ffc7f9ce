export { MOTION_TAG, motionFields, PbMotion } from './element.js';
export { motionProps } from './props.js';
export { lightStyles } from './styles.js';
