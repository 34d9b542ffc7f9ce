/**
 * `<pb-manage-consent>` sits in the page flow, so it takes the page's font and
 * colours; the switches match the banner's.
 */
import { rules as shared } from '../consent-panel/styles.js';

export const styles = `
${shared}
.form { display: flex; flex-direction: column; align-items: flex-start; gap: 12px; margin-top: 16px; }
.form .categories { align-self: stretch; }
.form .button { flex: none; }
`;
