/**
 * `<pb-manage-consent>` sits in the page flow, so it takes the page's font and
 * colours; the switches match the banner's.
 */
import { styles as panelStyles } from '../consent-panel/styles.js';

/** The banner's category and button rules, without its dialog box. */
const shared = panelStyles.replace(/^:host\(\*\) \{[^}]*\}/m, '');

export const styles = `
${shared}
.form { display: flex; flex-direction: column; align-items: flex-start; gap: 12px; margin-top: 16px; }
.form .categories { align-self: stretch; }
.form .button { flex: none; }
`;
