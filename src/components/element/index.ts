export { createElementClass, type PbElementBase, type PbElementClass, type PropValues } from './define.js';
export { HostContext, useHost } from './host.js';
export { define } from './registry.js';
