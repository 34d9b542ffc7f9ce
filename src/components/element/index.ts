export { PbElement } from '../../base/element.js';
export type { PbEventMap } from '../../base/events.js';
export { define } from '../../base/index.js';
export { createElementClass, type PbElementClass, type PropValues } from './define.js';
export { useBuilderMode, useBusTopic, useDevice, useHeadingLevel, useMessages, useTimer } from './hooks.js';
export { useMethods } from './host.js';
export { type SlottedSpec, useSlottedChildren } from './useSlottedChildren.js';
