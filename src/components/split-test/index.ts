export {
  FORM_SUCCESS_EVENT,
  PbSplitTest,
  SPLIT_RECORD_EVENT,
  SPLIT_TEST_TAG,
  type SplitRecordDetail,
} from './element.js';
export { lightStyles } from './styles.js';
