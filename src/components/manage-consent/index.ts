export { ManageConsent } from './ManageConsent.js';
export { type ManageProps, manageProps } from './props.js';
export { styles } from './styles.js';
export { LOADED_SLOT, manageUrl, useManageHtml } from './useManageHtml.js';
