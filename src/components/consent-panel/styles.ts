/**
 * The banner's look. Accept, deny and the other choices share one `.button`
 * rule, so no choice is styled to win (equal weight; no dark patterns).
 * The banner is `position: fixed`: opening it never moves the page.
 * Forced colors drop the switches' fills, so there system colours draw them (on: Highlight).
 */
const ring = 'var(--pb-consent-focus-ring, 2px solid #0c71c3)';
const floating = 'min(var(--pb-consent-width, 480px), calc(100% - 32px))';

/** The banner's rules, without its host: `<pb-manage-consent>` shares them. */
export const rules = `
.dialog {
  position: fixed;
  z-index: var(--pb-consent-z-index, 99999);
  box-sizing: border-box;
  inset: auto 0 0 0;
  width: 100%;
  max-width: none;
  max-height: calc(100% - 32px);
  margin: 0;
  overflow: auto;
  padding: var(--pb-consent-padding, 24px);
  border: var(--pb-consent-border, 0);
  border-radius: var(--pb-consent-radius, 0);
  background: var(--pb-consent-background, #fff);
  color: var(--pb-consent-color, #222);
  box-shadow: var(--pb-consent-shadow, 0 0 20px rgb(0 0 0 / 0.2));
  font: inherit;
  font-size: var(--pb-consent-font-size, .875rem);
  line-height: 1.5;
}
.dialog.bottom-left, .dialog.bottom-right { inset: auto auto 16px 16px; width: ${floating}; }
.dialog.bottom-right { inset: auto 16px 16px auto; }
.dialog.center { inset: 0; margin: auto; height: fit-content; width: ${floating}; }
.dialog:not(.bottom) { border-radius: var(--pb-consent-radius, 8px); }
.dialog::backdrop { background: var(--pb-consent-backdrop, rgb(0 0 0 / 0.5)); }
.title {
  margin: 0 40px 8px 0;
  font-size: var(--pb-consent-title-font-size, 1.125rem);
  font-weight: 600;
  line-height: 1.3;
}
.title:focus { outline: none; }
.title:focus-visible { outline: ${ring}; outline-offset: 2px; }
.message { margin: 0 0 16px; }
.buttons, .preferences { display: flex; flex-wrap: wrap; gap: 8px; }
.preferences { margin-top: 16px; }
.preferences[hidden] { display: none; }
.button {
  flex: 1 1 0;
  min-width: max-content;
  box-sizing: border-box;
  margin: 0;
  padding: var(--pb-consent-button-padding, 10px 16px);
  border: var(--pb-consent-button-border, 1px solid #1e1e1e);
  border-radius: var(--pb-consent-button-radius, 4px);
  background: var(--pb-consent-button-background, #fff);
  color: var(--pb-consent-button-color, #1e1e1e);
  font: inherit;
  font-size: var(--pb-consent-button-font-size, .875rem);
  font-weight: 600;
  cursor: pointer;
}
.button:hover { background: var(--pb-consent-button-hover-background, #f0f0f0); }
.button:focus-visible, .close:focus-visible, .switch:focus-visible, .service input:focus-visible, .links a:focus-visible {
  outline: ${ring};
  outline-offset: 2px;
}
.categories { flex: 1 1 100%; margin: 0; padding: 0; border: 0; min-width: 0; }
.legend { padding: 0; margin-bottom: 8px; font-weight: 600; }
.category { padding: 8px 0; border-top: 1px solid var(--pb-consent-divider, #e2e2e2); }
.row { display: flex; align-items: center; gap: 10px; }
.label { font-weight: 600; cursor: pointer; }
.always { margin-inline-start: auto; font-size: 0.9em; color: var(--pb-consent-muted-color, #2e7d32); }
.description { margin: 4px 0 0; font-size: 0.9em; }
.switch {
  appearance: none;
  position: relative;
  flex: none;
  width: 40px;
  height: 22px;
  margin: 0;
  border-radius: 11px;
  background: var(--pb-consent-switch-off, #767676);
  cursor: pointer;
}
.switch::before {
  content: '';
  position: absolute;
  top: 3px;
  left: 3px;
  width: 16px;
  height: 16px;
  border-radius: 50%;
  background: #fff;
  transition: transform 0.2s ease;
}
.switch:checked { background: var(--pb-consent-switch-on, #0c71c3); }
.switch:checked::before { transform: translateX(18px); }
.switch:disabled { cursor: default; opacity: 0.7; }
.services { margin: 6px 0 0; padding: 0 0 0 50px; list-style: none; }
.service { display: inline-flex; align-items: center; gap: 6px; cursor: pointer; }
.links ul { display: flex; flex-wrap: wrap; gap: 4px 16px; margin: 16px 0 0; padding: 0; list-style: none; }
.links a { color: var(--pb-consent-link-color, #0c5a9c); }
.close {
  position: absolute;
  top: 12px;
  inset-inline-end: 12px;
  width: 32px;
  height: 32px;
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: 4px;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: 1.375rem;
  line-height: 32px;
  cursor: pointer;
}
@media (prefers-reduced-motion: reduce) {
  .switch::before { transition: none; }
}
@media (forced-colors: active) {
.switch { forced-color-adjust: none; outline: 1px solid CanvasText; background: Canvas; }
.switch::before { background: CanvasText; }
.switch:checked { background: Highlight; }
.switch:checked::before { background: HighlightText; }
}
`;

/**
 * Adopted like every element's styles, so a CSP without 'unsafe-inline' for styles keeps them; and in a layer,
 * because adopted sheets come last in the cascade: the config's `css_file`, linked in the shadow root unlayered,
 * still overrides them rule for rule. The host rule stays unlayered, over the wrapper's `:host{display:block}`.
 */
export const styles = `:host(*){display:contents}@layer pb-consent-panel{${rules}}`;
