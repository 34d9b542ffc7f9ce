// React-free on purpose: a returning visitor whose choice is stored downloads only this and the core.
// Not even `define` from src/components/element/: the build puts that folder in React's chunk.
import type { ConsentPanelToggleDetail } from '../src/components/consent-banner/events.js';
import { consentBannerClass, defineConsentBanner } from '../src/components/consent-banner/shell.js';

export type { ConsentPanelToggleDetail };

/**
 * The cookie-consent banner (CCH §2 "Consent screen elements"). Put one on every
 * page, after `consent.js` (the consent manager) or with the CDN autoloader, as
 * the first child of `<body>`: the open banner never takes focus at page load,
 * so there a keyboard reaches it first. While open at the bottom it counts as a
 * bar on the offsets topic, so tabbing through the page behind it never leaves
 * focus under it (the page's `scroll-padding-bottom`, WCAG 2.4.11).
 *
 * The element itself is React-free: it draws only the floating manage-consent
 * button, and downloads the banner's dialog (`<pb-consent-panel>`, React) when
 * the manager says the banner must show (`bannerOpen` on the bus topic
 * `consent`) or the visitor presses the manage button, which calls
 * `pbConsent.open()`. A returning visitor whose choice is stored downloads no React.
 *
 * The manage button shows while the banner is closed and the visitor has made a
 * choice (banner status `dismissed`), or when a GPC / Do Not Track signal kept
 * an opt-out banner from showing, so the visitor can still withdraw. It is
 * hidden for bots, in consent type `other` and when the banner is disabled.
 * When the banner closes after the visitor opened it (or while focus was inside
 * it), focus returns to the manage button.
 *
 * The banner: a dialog labelled by its heading, with accept, deny and view
 * preferences buttons of equal weight (one style; no choice is pushed), category
 * switches (functional always active), a checkbox per configured service, save
 * preferences, a close (X) button that dismisses without choosing, and the
 * region's policy links (`page_links[region]`). Escape dismisses. With
 * `soft_cookiewall` it is modal: a backdrop, focus kept inside, the rest of the
 * page inert, and no close button or Escape. At page load it never takes focus.
 * The config's `css_file` template (`{type}` -> consent type, `{banner_id}` ->
 * `user_banner_id`) is linked after the built-in styles; a file that fails to
 * load logs "Fallback default css file used. Please re-save banner settings, or
 * check file writing permissions in uploads directory" and the built-in styles
 * stay. The banner is `position: fixed` (no layout shift) and slides in, except
 * with `prefers-reduced-motion: reduce`.
 *
 * Strings (English defaults), overridable per element with `messages` or
 * page-wide with the page config's `messages["pb-consent-banner"]`:
 * `manageConsent`, `title`, `message`, `accept`, `deny`, `viewPreferences`,
 * `savePreferences`, `close`, `categories`, `alwaysActive`, `functional`,
 * `preferences`, `statistics`, `marketing`, `<category>Description`,
 * `services` (`{category}` is replaced), `links`.
 *
 * Both attributes are also properties, set before or after the upgrade:
 * `position` (written back to the attribute) and `messages` (an object, never
 * written back). `updateComplete` resolves once a banner dialog that is
 * loading has arrived and rendered, and after a change handed on to it.
 * Moved within the page, the element keeps its state and its dialog.
 *
 * @summary Cookie-consent banner and manage-consent button; loads its React UI only when needed.
 * @tag pb-consent-banner
 * @attr {string} [position=bottom] - `bottom` (full width), `bottom-left`, `bottom-right` or `center`; anything else warns and gives `bottom`. `bottom-left` also moves the manage button to the left.
 * @attr {string} [messages={}] - JSON object overriding the English strings listed above. Malformed JSON or not an object: the defaults and a warning.
 * @fires {CustomEvent<ConsentPanelToggleDetail>} pb-consent-panel-toggle - From the banner's dialog (retargeted to this element): `open: true` after it appeared, `open: false` after it closed. Bubbles and is composed. Consent changes themselves are `pb-consent-change` on `document`.
 * @slot - Extra content (a logo, a note) shown inside the banner under its text; hidden while the banner is closed.
 * @csspart manage-button - The floating button that reopens the banner.
 * @csspart dialog - The banner, a `<dialog>`.
 * @csspart title - The banner's heading.
 * @csspart message - The banner's text.
 * @csspart buttons - The row of choices.
 * @csspart button - Every choice button (accept, deny, view preferences, save preferences).
 * @csspart accept-button - Accept all.
 * @csspart deny-button - Deny all.
 * @csspart preferences-button - Shows or hides the category switches.
 * @csspart save-button - Saves the switches.
 * @csspart close-button - The X button.
 * @csspart categories - The fieldset of category switches.
 * @csspart category - One category.
 * @csspart switch - A category switch.
 * @csspart always-active - "Always active" beside the functional switch.
 * @csspart description - A category's description.
 * @csspart services - A category's service checkboxes.
 * @csspart service - A service checkbox's label.
 * @csspart links - The policy links' navigation.
 * @csspart link - One policy link.
 * @cssprop [--pb-consent-manage-inset=40px] - Distance of the manage button from the side of the viewport.
 * @cssprop [--pb-consent-manage-padding=8px 16px] - Manage button padding.
 * @cssprop [--pb-consent-manage-border=1px solid #d9d9d9] - Manage button border (none at the bottom).
 * @cssprop [--pb-consent-manage-radius=6px 6px 0 0] - Manage button corner radius.
 * @cssprop [--pb-consent-manage-background=#fff] - Manage button background.
 * @cssprop [--pb-consent-manage-color=#222] - Manage button text color.
 * @cssprop [--pb-consent-manage-font-size=14px] - Manage button text size.
 * @cssprop [--pb-consent-z-index=99999] - Stacking order of the banner and the manage button.
 * @cssprop [--pb-consent-focus-ring=2px solid #0c71c3] - Keyboard focus outline.
 * @cssprop [--pb-consent-width=480px] - Width of a floating (not `bottom`) banner.
 * @cssprop [--pb-consent-padding=24px] - Padding inside the banner.
 * @cssprop [--pb-consent-border=0] - Banner border.
 * @cssprop [--pb-consent-radius=8px] - Banner corner radius (0 for `bottom`).
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
 * @cssprop [--pb-consent-divider=#e2e2e2] - Line between categories.
 * @cssprop [--pb-consent-muted-color=#2e7d32] - "Always active" text color.
 * @cssprop [--pb-consent-switch-off=#767676] - Switch track when off.
 * @cssprop [--pb-consent-switch-on=#0c71c3] - Switch track when on.
 * @cssprop [--pb-consent-link-color=#0c5a9c] - Policy link color.
 */
export class PbConsentBanner extends consentBannerClass({ loadPanel: () => import('./pb-consent-panel.js') }) {}

defineConsentBanner(PbConsentBanner);

declare global {
  interface HTMLElementTagNameMap {
    'pb-consent-banner': PbConsentBanner;
  }
  interface HTMLElementEventMap {
    'pb-consent-panel-toggle': CustomEvent<ConsentPanelToggleDetail>;
  }
}
