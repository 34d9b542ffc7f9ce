import { define } from '../src/base/index.js';
import { ConsentAreaElement } from '../src/components/consent-area/element.js';

/**
 * A block of content that appears only after consent (CCH §2, §7). Its own
 * content is the placeholder shown until then. Once the visitor allows its
 * category (default marketing) or its service, it fetches
 * `{base}/consent-area/{post-id}/{block-id}` once, and the answer (a JSON string
 * of HTML) replaces the placeholder; the scripts in it run in order, keeping
 * their `nonce`. The content is accepted only from the page's own origin,
 * since its scripts run: another origin is refused before any request, and
 * an answer redirected from one after it, with a warning. A failed call (network, non-2xx, not a JSON string) leaves the
 * placeholder and warns. A service the visitor denied never loads, even when
 * its category is allowed. It has no shadow root and no React, so the
 * placeholder and the loaded content are styled by the page. While loading it
 * carries `aria-busy="true"`, and `updateComplete` resolves once the load has
 * settled (content in place and its scripts run, or the placeholder kept).
 *
 * Each attribute has a property of the same name in camelCase (`postId`,
 * `blockId`, `category`, `service`, `src`), set before or after the upgrade.
 * Until its load starts the area follows changes to them: an area that lacked
 * its `post-id` starts once it arrives. Once started, it loads only once. Moved
 * within the page, it keeps listening.
 *
 * @summary Content loaded from the site only after consent, replacing a placeholder.
 * @tag pb-consent-area
 * @attr {string} post-id - The post the block belongs to: digits. Missing or not digits: a warning and nothing loads.
 * @attr {string} block-id - The block within the post: letters, digits, `-` or `_`. Missing or bad: a warning and nothing loads.
 * @attr {string} category - The consent category that unlocks it: functional, preferences, statistics or marketing. Default marketing; another value: marketing and a warning.
 * @attr {string} service - Optional service name; the visitor's choice for it wins over the category's (denied never loads).
 * @attr {string} src - Base URL of the endpoint; default the page config's `consent.consent_area_url`. Neither: a warning and nothing loads.
 * @fires {CustomEvent} pb-consent-area-load - After the content replaced the placeholder and its scripts ran. No detail; bubbles and is composed, not cancelable.
 * @slot - The placeholder shown until consent (for example a notice with a `<button>` calling `pbConsent.setCategory('marketing', true)`).
 */
export class PbConsentArea extends ConsentAreaElement {}

define('pb-consent-area', PbConsentArea);

declare global {
  interface HTMLElementTagNameMap {
    'pb-consent-area': PbConsentArea;
  }
  interface HTMLElementEventMap {
    'pb-consent-area-load': CustomEvent<null>;
  }
}
