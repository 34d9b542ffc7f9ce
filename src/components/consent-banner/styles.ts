/**
 * The banner shell's look: the floating manage-consent button. The banner
 * itself is styled by `../consent-panel/styles.ts`. No imports: the generated
 * `light-styles.ts` loads this file without React.
 */
export const shellStyles = `
:host { display: contents; }
:host([hidden]) { display: none !important; }
.manage {
  position: fixed;
  z-index: var(--pb-consent-z-index, 99999);
  bottom: 0;
  inset-inline-end: var(--pb-consent-manage-inset, 40px);
  box-sizing: border-box;
  margin: 0;
  padding: var(--pb-consent-manage-padding, 8px 16px);
  border: var(--pb-consent-manage-border, 1px solid #d9d9d9);
  border-bottom: 0;
  border-radius: var(--pb-consent-manage-radius, 6px 6px 0 0);
  background: var(--pb-consent-manage-background, #fff);
  color: var(--pb-consent-manage-color, #222);
  font: inherit;
  font-size: var(--pb-consent-manage-font-size, 14px);
  line-height: 1.4;
  cursor: pointer;
  box-shadow: 0 0 10px rgb(0 0 0 / 0.15);
}
.manage[hidden] { display: none; }
.manage:focus-visible {
  outline: var(--pb-consent-focus-ring, 2px solid #0c71c3);
  outline-offset: 2px;
}
:host([position='bottom-left']) .manage {
  inset-inline-end: auto;
  inset-inline-start: var(--pb-consent-manage-inset, 40px);
}
`;

/** Before the upgrade, extra banner content must not show in the page flow (it belongs inside the banner). */
export const lightStyles = `
pb-consent-banner:not(:defined) { display: none; }
`;
