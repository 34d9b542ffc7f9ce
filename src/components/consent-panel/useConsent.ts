import { getConsent } from '../../core/consent/api.js';
import { CONSENT_TOPIC } from '../../core/consent/topic.js';
import type { ConsentApi, ConsentState } from '../../core/consent/types.js';
import { warnOnce } from '../../core/log/index.js';
import { useBusTopic } from '../element/index.js';

export interface ConsentView {
  /** undefined until the manager publishes its first state. */
  state: ConsentState | undefined;
  api: ConsentApi | undefined;
}

/** The consent state in force and the manager that owns it. */
export function useConsent(): ConsentView {
  const state = useBusTopic(CONSENT_TOPIC);
  // Read on every render: the manager registers itself before its first publish.
  return { state, api: getConsent() };
}

/** Runs an api method, or warns (naming the element) when no manager is running. */
export function withApi(tag: string, run: (api: ConsentApi) => void): void {
  const api = getConsent();
  if (api) run(api);
  else warnOnce(`<${tag}>`, 'the consent manager is not running; load consent.js before the banner');
}
