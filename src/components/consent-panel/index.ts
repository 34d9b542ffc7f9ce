export { type ConsentPanelToggleDetail, PANEL_TOGGLE_EVENT } from '../consent-banner/events.js';
export { Categories } from './Categories.js';
export { ConsentPanel } from './ConsentPanel.js';
export { configServices, cssFailed, cssUrl, regionLinks } from './config.js';
export { type PanelElement, type PanelProps, panelProps } from './props.js';
export { styles } from './styles.js';
export { type ConsentView, useConsent, withApi } from './useConsent.js';
export { SLIDE_IN_MS, useDialog } from './useDialog.js';
export { type Preferences, usePreferences } from './usePreferences.js';
