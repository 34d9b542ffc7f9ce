/** Sticky elements (CCH §3-4, §9): settings, the state machine, and the page's modules. */

export { startPageStickyModules } from './page.js';
export * from './settings.js';
export * from './state.js';
export {
  addStickyModule,
  STICKY_TOPIC,
  type StickyEventDetail,
  type StickyModuleOptions,
  stickyScrollLocation,
  stickyStateOf,
} from './store.js';
