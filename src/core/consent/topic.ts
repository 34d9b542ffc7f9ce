/** The bus topic that carries consent state: replayed, and mirrored on document as `pb-consent-change`. */
import type { ConsentState } from './types.js';

declare module '../bus/index.js' {
  interface BusTopics {
    consent: ConsentState;
  }
}

export const CONSENT_TOPIC = 'consent' as const;
