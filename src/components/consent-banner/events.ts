/**
 * What the React panel tells the React-free shell. No runtime imports, so the
 * shell can listen without loading React.
 */
export const PANEL_TOGGLE_EVENT = 'pb-consent-panel-toggle';

export interface ConsentPanelToggleDetail {
  /** true once the banner is on screen, false once it has closed (after focus handling). */
  open: boolean;
}

declare module '../../base/events.js' {
  interface PbEventMap {
    'pb-consent-panel-toggle': ConsentPanelToggleDetail;
  }
}

/** The panel's parts, re-exported through the banner so `pb-consent-banner::part(accept-button)` works. */
export const PANEL_PARTS = [
  'dialog',
  'title',
  'message',
  'categories',
  'category',
  'switch',
  'always-active',
  'description',
  'services',
  'service',
  'buttons',
  'button',
  'accept-button',
  'deny-button',
  'preferences-button',
  'save-button',
  'close-button',
  'links',
  'link',
] as const;
