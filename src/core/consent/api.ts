/**
 * The one consent manager on the page. consent.js, the banner UI and page code
 * may come from different bundles, so the manager lives on globalThis under a
 * `Symbol.for` key, like the bus.
 */
import type { ConsentApi } from './types.js';

const KEY = Symbol.for('pb-elements.consent');
type Holder = Record<symbol, ConsentApi | undefined>;

export const getConsent = (): ConsentApi | undefined => (globalThis as unknown as Holder)[KEY];

export function setConsent(api: ConsentApi): void {
  (globalThis as unknown as Holder)[KEY] = api;
}

export function clearConsent(): void {
  delete (globalThis as unknown as Holder)[KEY];
}
