export type { FormErrorDetail, FormSuccessDetail } from '../element/formEvents.js';
export {
  COMMENTS_TAG,
  Comments,
  type CommentsProps,
  commentsMessages,
  commentsProps,
} from './Comments.js';
export { lightStyles, styles } from './styles.js';
