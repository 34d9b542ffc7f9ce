export {
  COMMENTS_TAG,
  Comments,
  type CommentsProps,
  commentsMessages,
  commentsProps,
  type FormErrorDetail,
  type FormSuccessDetail,
} from './Comments.js';
export { lightStyles, styles } from './styles.js';
