/**
 * Debug mode (CCH §7 "Debug state is kept in local storage", §8 debug strings).
 * The manager reads the flag itself; this on-demand part sets it and holds the strings.
 */
import { CONSENT } from '../../constants/consent.js';

export const DEBUG_MESSAGES = {
  on: 'Debug mode is activated',
  off: 'Debug mode is deactivated',
  failed: 'Debug mode could not be activated: localStorage is not available',
  privacySignal:
    'Global Privacy Control or Do Not Track detected: only an explicit allow counts, and no opt-out banner is shown',
} as const;

const key = (prefix: string): string => prefix + CONSENT.debugKey;

export function setDebug(prefix: string, storage: Storage | undefined, on: boolean): boolean {
  try {
    if (!storage) throw new Error('no storage');
    if (on) storage.setItem(key(prefix), '1');
    else storage.removeItem(key(prefix));
  } catch {
    console.warn(`pb-elements: consent: ${DEBUG_MESSAGES.failed}`);
    return false;
  }
  console.info(`pb-elements: consent: ${on ? DEBUG_MESSAGES.on : DEBUG_MESSAGES.off}`);
  return true;
}
