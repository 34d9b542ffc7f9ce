/** The consent core's public surface: `pb-elements/consent`. */
export { getConsent } from './api.js';
export { type ConsentEnv, startConsent } from './manager.js';
export { CONSENT_TOPIC } from './topic.js';
export type * from './types.js';
