import { createElementClass, define } from '../src/components/element/index.js';
import { ManageConsent, manageProps, styles } from '../src/components/manage-consent/index.js';

/**
 * The manage-consent container for a cookie policy page (CCH §2, §7 "Manage
 * consent"). Once the consent manager runs, it fetches
 * `{url}manage_consent_html?locale={locale}` (from the consent config), whose
 * answer is a JSON string of HTML. The HTML is sanitised with DOMPurify (no
 * scripts, no event handler attributes) and placed in a `<div slot="loaded">`
 * child, in the light DOM, so the page's styles apply to it. Until it arrives,
 * and if the call fails (a warning is logged), the element's own children show.
 *
 * Below it, an inline preferences form shows the same category switches and
 * service checkboxes as the banner (functional always active), reflecting the
 * consent in force, with a save preferences button that calls
 * `pbConsent.save(...)`. The form appears once the manager has published the
 * consent state.
 *
 * Strings come from the banner's table (see `<pb-consent-banner>`): the page
 * config's `messages["pb-consent-banner"]`, then `messages["pb-manage-consent"]`,
 * then the `messages` attribute.
 *
 * @summary Policy-page consent container: server content plus an inline preferences form.
 * @tag pb-manage-consent
 * @attr {string} [messages={}] - JSON object overriding the English strings (`categories`, `functional`, `savePreferences`, ...). Malformed JSON: the defaults and a warning.
 * @slot - Fallback content, shown until the server's content has loaded, and kept if it fails.
 * @slot loaded - Filled by the element with the sanitised server content; do not use it yourself.
 * @csspart content - The box around the server content (or the fallback).
 * @csspart form - The inline preferences form.
 * @csspart categories - The fieldset of category switches.
 * @csspart category - One category: switch, label, description, services.
 * @csspart switch - A category switch.
 * @csspart always-active - "Always active" beside the functional switch.
 * @csspart description - A category's description.
 * @csspart services - A category's service checkboxes.
 * @csspart service - A service checkbox's label.
 * @csspart button - The save button.
 * @csspart save-button - The save button.
 * @cssprop [--pb-consent-focus-ring=2px solid #0c71c3] - Keyboard focus outline.
 * @cssprop [--pb-consent-button-padding=10px 16px] - Save button padding.
 * @cssprop [--pb-consent-button-border=1px solid #1e1e1e] - Save button border.
 * @cssprop [--pb-consent-button-radius=4px] - Save button corner radius.
 * @cssprop [--pb-consent-button-background=#fff] - Save button background.
 * @cssprop [--pb-consent-button-hover-background=#f0f0f0] - Background of the hovered save button.
 * @cssprop [--pb-consent-button-color=#1e1e1e] - Save button text color.
 * @cssprop [--pb-consent-button-font-size=14px] - Save button text size.
 * @cssprop [--pb-consent-divider=#e2e2e2] - Line between categories.
 * @cssprop [--pb-consent-muted-color=#2e7d32] - "Always active" text color.
 * @cssprop [--pb-consent-switch-off=#767676] - Switch track when off.
 * @cssprop [--pb-consent-switch-on=#0c71c3] - Switch track when on.
 */
export class PbManageConsent extends createElementClass(ManageConsent, {
  tag: 'pb-manage-consent',
  props: manageProps,
  styles,
}) {}

define('pb-manage-consent', PbManageConsent);

declare global {
  interface HTMLElementTagNameMap {
    'pb-manage-consent': PbManageConsent;
  }
}
