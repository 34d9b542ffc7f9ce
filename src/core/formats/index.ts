/**
 * `pb-elements/formats`: the builder's shared data formats and value
 * sanitisers (CCH §3, §5). Pure and total: malformed input gives the empty
 * result, never an exception; only `generateId` throws, without Web Crypto.
 */
export * from '../constants/builder.js';
export * from '../constants/icons.js';
export * from '../constants/values.js';
export * from './builder.js';
export * from './flags.js';
export * from './font.js';
export * from './gradient.js';
export * from './icon.js';
export * from './id.js';
export * from './module.js';
export * from './motion-values.js';
export * from './rel.js';
export * from './responsive.js';
export * from './sanitize.js';
export * from './scrollbar.js';
export * from './sprintf.js';
