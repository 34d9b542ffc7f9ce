/**
 * The chat box's look: a panel fixed just above the launcher (the whole window on a mobile device), its header in
 * the launcher's colour, the accounts as a list of buttons, and the reply view. It fades and rises in 300 ms
 * (CCH §9); the reply view slides in and out in 300 ms. Reduced motion: no movement, no fade.
 */
import { CHAT } from '../../core/constants/chat.js';
import { bottom, inset, launcherSize } from '../chat/tokens.js';

const ms = `${CHAT.transition}ms`;
const brand = 'var(--pb-chat-background, #075e54)';

export const styles = `
:host {
  display: contents;
}
[part~="box"] {
  position: fixed;
  z-index: var(--pb-chat-box-z-index, 100000);
  inset-block-end: calc(${bottom} + ${launcherSize}px + 12px);
  inset-inline-end: ${inset};
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  width: min(var(--pb-chat-width, 360px), calc(100vw - 2 * ${inset}));
  overflow: hidden;
  border-radius: var(--pb-chat-radius, 12px);
  background: var(--pb-chat-box-background, #fff);
  color: var(--pb-chat-box-color, #1f1f1f);
  font-size: var(--pb-chat-box-font-size, 15px);
  line-height: 1.4;
  box-shadow: 0 8px 30px rgb(0 0 0 / 0.25);
  opacity: 0;
  transform: translateY(16px);
  transition: opacity ${ms} ease, transform ${ms} ease;
}
[part~="box"][data-position="bottom-left"] {
  inset-inline-end: auto;
  inset-inline-start: ${inset};
}
[part~="box"][data-phase="open"] {
  opacity: 1;
  transform: none;
}
[part~="box"][hidden] {
  display: none;
}
[part~="box"][data-mobile] {
  inset: 0;
  width: auto;
  border-radius: 0;
}
[part~="header"] {
  position: relative;
  padding: 16px 52px 16px 20px;
  background: ${brand};
  color: var(--pb-chat-color, #fff);
}
[part~="title"] {
  margin: 0;
  font-size: 1.15em;
  line-height: 1.3;
}
[part~="intro"] {
  margin: 4px 0 0;
  font-size: 0.9em;
}
button {
  font: inherit;
  color: inherit;
  cursor: pointer;
}
[part~="close-button"] {
  position: absolute;
  inset-block-start: 10px;
  inset-inline-end: 10px;
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
}
[part~="close-button"]:hover {
  background: rgb(255 255 255 / 0.15);
}
svg {
  width: 20px;
  height: 20px;
  fill: currentColor;
}
[part~="body"] {
  overflow-y: auto;
  overscroll-behavior: contain;
  flex: 1 1 auto;
}
[part~="box"][data-mobile] [part~="body"] {
  flex: none;
}
[part~="notice"] {
  margin: 0;
  padding: 12px 20px;
  background: var(--pb-chat-notice-background, #fff4d6);
  color: var(--pb-chat-notice-color, #4a3b00);
  font-size: 0.9em;
}
[part~="accounts"] {
  margin: 0;
  padding: 8px 0;
  list-style: none;
}
[part~="account"] {
  display: grid;
  grid-template-columns: 44px 1fr;
  column-gap: 12px;
  align-items: center;
  width: 100%;
  margin: 0;
  padding: 10px 20px;
  border: 0;
  background: transparent;
  text-align: start;
}
[part~="account"]:hover {
  background: var(--pb-chat-hover, #f2f2f2);
}
[part~="account"][aria-disabled="true"] {
  cursor: default;
  opacity: 0.75;
}
[part~="account"] [part~="avatar"] {
  grid-row: span 3;
}
[part~="avatar"] {
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  object-fit: cover;
  background: ${brand};
  color: var(--pb-chat-color, #fff);
  font-weight: 600;
}
[part~="account-name"] {
  margin: 0;
  font-weight: 600;
}
[part~="account-label"],
[part~="account-time"] {
  font-size: 0.85em;
  color: var(--pb-chat-muted, #555);
}
[part~="reply"] {
  padding: 12px 20px 16px;
}
[part~="reply"][data-phase="opening"] {
  animation: pb-chat-reply-in ${ms} ease-out;
}
[part~="reply"][data-phase="closing"] {
  animation: pb-chat-reply-out ${ms} ease-in forwards;
}
@keyframes pb-chat-reply-in {
  from {
    opacity: 0;
    transform: translateX(24px);
  }
}
@keyframes pb-chat-reply-out {
  to {
    opacity: 0;
    transform: translateX(24px);
  }
}
[part~="previous-button"] {
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin: 0 0 12px -8px;
  padding: 6px 8px;
  border: 0;
  border-radius: 6px;
  background: transparent;
}
[part~="previous-button"]:hover {
  background: var(--pb-chat-hover, #f2f2f2);
}
[part~="message"] {
  display: flex;
  gap: 12px;
  align-items: flex-start;
}
[part~="message"] > div {
  padding: 10px 14px;
  border-radius: 0 12px 12px;
  background: var(--pb-chat-bubble, #e7f6ef);
}
[part~="message"] p {
  margin: 0;
}
[part~="message"] p + p {
  margin-top: 4px;
}
[part~="footer"]:not(:empty) {
  display: flex;
  gap: 8px;
  align-items: flex-end;
  padding: 12px 16px;
  border-top: 1px solid var(--pb-chat-divider, #e2e2e2);
}
[part~="reply-field"] {
  flex: 1;
  min-height: 44px;
  box-sizing: border-box;
  padding: 10px 12px;
  border: 1px solid var(--pb-chat-field-border, #767676);
  border-radius: 8px;
  font: inherit;
  resize: none;
}
[part~="send-link"] {
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 16px;
  border-radius: 22px;
  background: ${brand};
  color: var(--pb-chat-color, #fff);
  font-weight: 600;
  text-decoration: none;
}
:focus-visible {
  outline: var(--pb-chat-focus-ring, 3px solid #0c71c3);
  outline-offset: 2px;
}
/* Inside the scrolling body, whose edges would cut an outer ring. */
[part~="account"]:focus-visible,
[part~="previous-button"]:focus-visible {
  outline-offset: -3px;
}
.visually-hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
}
@media (prefers-reduced-motion: reduce) {
  [part~="box"],
  [part~="reply"] {
    transition: none;
    animation: none !important;
  }
  [part~="box"] {
    transform: none;
  }
}
@media (forced-colors: active) {
  [part~="box"] {
    border: 1px solid CanvasText;
  }
}
`;
