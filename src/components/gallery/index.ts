export type { PagingChangeDetail, PagingTrigger } from '../paging/index.js';
export { type GalleryMessages, type GalleryProps, galleryProps, galleryWith, messages } from './Gallery.js';

import { pagingStyles } from '../paging/styles.js';
import { styles } from './styles.js';

export { lightStyles, styles } from './styles.js';
/** The shadow sheets: the paging sheet the portfolio and the gallery share, then the element's own. */
export const sheets: readonly string[] = [pagingStyles, styles];
