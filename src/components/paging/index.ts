export { lightRules } from './light.js';
export { Paged } from './Paged.js';
export type { PagingLook } from './sizes.js';
export { pagingStyles } from './styles.js';
export type { PagingChangeDetail, PagingMessages, PagingTrigger } from './types.js';
