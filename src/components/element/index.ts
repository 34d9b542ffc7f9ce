export { createElementClass, type PbElementBase, type PbElementClass, type PropValues } from './define.js';
export type { PbEventMap } from './events.js';
export { useBuilderMode, useBusTopic, useDevice, useHeadingLevel, useMessages, useTimer } from './hooks.js';
export { useMethods } from './host.js';
export { define } from './registry.js';
export { type SlottedSpec, useSlottedChildren } from './useSlottedChildren.js';
