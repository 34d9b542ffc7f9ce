export { MEDIA_TAG, MediaElementBase, type MediaEmbedDetail, type MediaErrorDetail } from './element.js';
export { MEDIA_MESSAGES, mediaProps } from './props.js';
export { lightStyles, styles } from './styles.js';
