import {
  ConsentPanel,
  type ConsentPanelToggleDetail,
  panelProps,
  styles,
} from '../src/components/consent-panel/index.js';
import { createElementClass, define } from '../src/components/element/index.js';

export type { ConsentPanelToggleDetail };

/**
 * The consent banner's React half, loaded and created by `<pb-consent-banner>`
 * only when the banner must show or the visitor asks for it. Pages place
 * `<pb-consent-banner>`, not this tag: on its own it would download React for
 * every visitor.
 *
 * It reads the consent state from the bus topic `consent` and shows itself while
 * `bannerOpen` is true: a dialog labelled by its heading and described by its text
 * (`aria-modal="true"` only with the config's `soft_cookiewall`, which adds a
 * backdrop, keeps Tab inside, makes the rest of the page inert and removes the
 * close button and Escape). Accept, deny and view preferences share one style
 * (equal weight). View preferences discloses the category switches (functional
 * is always on) and a checkbox per configured service under its category, with
 * save preferences. The region's policy links come from `page_links[region]`.
 * Escape dismisses the non-modal banner. At page load the banner does not take
 * focus; opened by the visitor, its heading does. The config's `css_file`
 * (`{type}`, `{banner_id}` filled in) is linked into the shadow root after the
 * built-in styles; if it fails to load, the built-in styles stay and the spec's
 * console message is logged. The banner slides in unless reduced motion is asked for.
 *
 * @summary The consent banner's dialog (created by `<pb-consent-banner>`).
 * @tag pb-consent-panel
 * @attr {string} [position=bottom] - `bottom`, `bottom-left`, `bottom-right` or `center`; anything else warns and gives `bottom`.
 * @attr {string} [messages={}] - JSON overriding the English strings (see `<pb-consent-banner>`); page-wide through the page config's `messages["pb-consent-banner"]`.
 * @attr {boolean} focus-on-open - Present: the heading takes focus when the banner opens (the banner sets it when the visitor opened it).
 * @fires {CustomEvent<ConsentPanelToggleDetail>} pb-consent-panel-toggle - After the banner appeared (`open: true`) or closed (`open: false`). Bubbles and is composed.
 * @slot - Extra content shown under the banner's text.
 * @csspart dialog - The banner, a `<dialog>`.
 * @csspart title - The heading (the dialog's name).
 * @csspart message - The text (the dialog's description).
 * @csspart buttons - The row of choices.
 * @csspart button - Every choice button (accept, deny, view preferences, save preferences).
 * @csspart accept-button - Accept all.
 * @csspart deny-button - Deny all.
 * @csspart preferences-button - Shows or hides the category switches.
 * @csspart save-button - Saves the switches.
 * @csspart close-button - The X button (dismiss without choosing).
 * @csspart categories - The fieldset of category switches.
 * @csspart category - One category: switch, label, description, services.
 * @csspart switch - A category switch.
 * @csspart always-active - "Always active" beside the functional switch.
 * @csspart description - A category's description.
 * @csspart services - A category's list of service checkboxes.
 * @csspart service - A service checkbox's label.
 * @csspart links - The policy links' navigation.
 * @csspart link - One policy link.
 * @cssprop [--pb-consent-z-index=99999] - Stacking order of the banner.
 * @cssprop [--pb-consent-width=480px] - Width of a floating (not `bottom`) banner.
 * @cssprop [--pb-consent-padding=24px] - Padding inside the banner.
 * @cssprop [--pb-consent-border=0] - Banner border.
 * @cssprop [--pb-consent-radius=8px] - Corner radius (0 for `bottom`).
 * @cssprop [--pb-consent-background=#fff] - Banner background.
 * @cssprop [--pb-consent-color=#222] - Banner text color.
 * @cssprop [--pb-consent-shadow=0 0 20px rgb(0 0 0 / 0.2)] - Banner shadow.
 * @cssprop [--pb-consent-font-size=14px] - Banner text size.
 * @cssprop [--pb-consent-title-font-size=18px] - Heading size.
 * @cssprop [--pb-consent-backdrop=rgb(0 0 0 / 0.5)] - Backdrop of the soft cookie wall.
 * @cssprop [--pb-consent-button-padding=10px 16px] - Padding of every choice button.
 * @cssprop [--pb-consent-button-border=1px solid #1e1e1e] - Border of every choice button.
 * @cssprop [--pb-consent-button-radius=4px] - Corner radius of every choice button.
 * @cssprop [--pb-consent-button-background=#fff] - Background of every choice button.
 * @cssprop [--pb-consent-button-hover-background=#f0f0f0] - Background of a hovered choice button.
 * @cssprop [--pb-consent-button-color=#1e1e1e] - Text color of every choice button.
 * @cssprop [--pb-consent-button-font-size=14px] - Text size of every choice button.
 * @cssprop [--pb-consent-focus-ring=2px solid #0c71c3] - Keyboard focus outline.
 * @cssprop [--pb-consent-divider=#e2e2e2] - Line between categories.
 * @cssprop [--pb-consent-muted-color=#2e7d32] - "Always active" text color.
 * @cssprop [--pb-consent-switch-off=#767676] - Switch track when off.
 * @cssprop [--pb-consent-switch-on=#0c71c3] - Switch track when on.
 * @cssprop [--pb-consent-link-color=#0c5a9c] - Policy link color.
 */
export class PbConsentPanel extends createElementClass(ConsentPanel, {
  tag: 'pb-consent-panel',
  props: panelProps,
  styles,
}) {}

define('pb-consent-panel', PbConsentPanel);

declare global {
  interface HTMLElementTagNameMap {
    'pb-consent-panel': PbConsentPanel;
  }
  interface HTMLElementEventMap {
    'pb-consent-panel-toggle': CustomEvent<ConsentPanelToggleDetail>;
  }
}
