/** The bus topic that carries consent state: replayed, and mirrored on document as `pb-consent-change`. */
import type { Category, ConsentState } from './types.js';

declare module '../bus/index.js' {
  interface BusTopics {
    consent: ConsentState;
  }
}

export const CONSENT_TOPIC = 'consent' as const;

/**
 * Whether a published state grants something of `category` (and, when named, `service`): the service's own
 * choice wins over its category's, either way. For elements that wait for consent (the consent area, the map).
 */
export function consentGrants(state: ConsentState, category: Category, service: string): boolean {
  const own = service ? state.services[service] : undefined;
  return own ?? state.categories[category] === true;
}
