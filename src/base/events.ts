/**
 * Event name to `detail` type, for every `pb-*` event an element emits. Each
 * component folder adds its own entries by declaration merging:
 * `declare module '../../base/events.js' { interface PbEventMap { 'pb-tab-change': TabChangeDetail } }`
 * so `host.emit` rejects a misspelt name or a detail of the wrong shape.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in each component folder.
export interface PbEventMap {}
