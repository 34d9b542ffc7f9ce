export type { PagingChangeDetail, PagingTrigger } from '../paging/index.js';
export { Gallery, type GalleryMessages, type GalleryProps, galleryProps, messages } from './Gallery.js';
export { lightStyles, styles } from './styles.js';
