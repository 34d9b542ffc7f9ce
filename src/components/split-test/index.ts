export { FORM_SUCCESS_EVENT, PbSplitTest } from './element.js';
export { SPLIT_RECORD_EVENT, SPLIT_TEST_TAG, type SplitRecordDetail, splitTestProps } from './props.js';
export { lightStyles } from './styles.js';
