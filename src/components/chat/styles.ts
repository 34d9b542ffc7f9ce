/**
 * The launcher's look: a pill-shaped native button, fixed in a corner of the viewport. The box is styled by
 * `../chat-box/styles.ts`. Only constants are imported: the generated `light-styles.ts` loads this file without
 * React.
 */

import { bottom, inset, launcherSize } from './tokens.js';

export const shellStyles = `
:host {
  display: contents;
}
:host([hidden]) {
  display: none !important;
}
[part~="launcher"] {
  position: fixed;
  z-index: var(--pb-chat-z-index, 99990);
  inset-block-end: ${bottom};
  inset-inline-end: ${inset};
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-width: ${launcherSize}px;
  height: ${launcherSize}px;
  margin: 0;
  padding: 0 20px 0 14px;
  border: 0;
  border-radius: 24px;
  background: var(--pb-chat-background, #075e54);
  color: var(--pb-chat-color, #fff);
  font: inherit;
  font-size: var(--pb-chat-font-size, 15px);
  font-weight: 600;
  line-height: 1;
  cursor: pointer;
  box-shadow: 0 2px 12px rgb(0 0 0 / 0.25);
}
:host([position="bottom-left"]) [part~="launcher"] {
  inset-inline-end: auto;
  inset-inline-start: ${inset};
}
[part~="launcher"]:hover {
  filter: brightness(1.1);
}
[part~="launcher"]:focus-visible {
  outline: var(--pb-chat-focus-ring, 3px solid #0c71c3);
  outline-offset: 3px;
}
svg {
  flex: none;
  width: 22px;
  height: 22px;
  fill: currentColor;
}
/* On a phone the launcher is its icon; the text stays its name. */
@media (max-width: 767px) {
  [part~="launcher"] {
    justify-content: center;
    padding: 0;
  }
  [part~="launcher-text"] {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
}
@media (forced-colors: active) {
  [part~="launcher"] {
    border: 2px solid ButtonText;
  }
}
/* Until its module arrives, the box (which holds the forwarded accounts) shows nothing. */
pb-chat-box:not(:defined) {
  display: none;
}
`;

/**
 * Before the upgrade the element shows nothing and takes no room: the launcher is fixed, so the upgrade moves
 * nothing. Without the script (and without pb.css) the child links show where the author put them.
 */
export const lightStyles = `
pb-chat:not(:defined) {
  display: none;
}
`;
