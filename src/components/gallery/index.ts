export type { PagingChangeDetail, PagingTrigger } from '../paging/index.js';
export { type GalleryMessages, type GalleryProps, galleryProps, galleryWith, messages } from './Gallery.js';
export { lightStyles, styles } from './styles.js';
