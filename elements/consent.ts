/**
 * `dist/consent.js`: the consent core alone, for `<head>` before any other
 * script. It decides from the stored choice, blocks and activates, and loads
 * no React; the banner UI comes only when it must be shown.
 */
import { startConsent } from '../src/core/consent/manager.js';
import type { ConsentApi, ConsentState } from '../src/core/consent/types.js';

export { getConsent } from '../src/core/consent/api.js';
export type { ConsentApi, ConsentState };

startConsent();

declare global {
  interface Window {
    /** The page's consent manager, for scripts outside the library. */
    pbConsent?: ConsentApi;
  }
  interface DocumentEventMap {
    /** Every consent change (the bus topic `consent`, mirrored). */
    'pb-consent-change': CustomEvent<ConsentState>;
    /** Once per category, when it is first allowed on this page. */
    'pb-consent-category': CustomEvent<{ category: string }>;
    /** Once per service, when it is first allowed on this page. */
    'pb-consent-service': CustomEvent<{ service: string }>;
  }
}
