export { type EmitOptions, PbElement } from './element.js';
export type { PbEventMap } from './events.js';
export { RegisteredElement } from './registered.js';
export { afterUpgrade, define, isUpgrading } from './registry.js';
