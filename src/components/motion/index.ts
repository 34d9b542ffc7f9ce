export { fieldName, MOTION_TAG, motionFields, PbMotion } from './element.js';
export { lightStyles } from './styles.js';
