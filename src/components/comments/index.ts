export type { FormErrorDetail, FormSuccessDetail } from '../element/formEvents.js';
export { COMMENTS_TAG, CommentsElement, type CommentsText, commentsMessages, commentsProps } from './element.js';
export { lightStyles } from './styles.js';
