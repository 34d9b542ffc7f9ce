/**
 * Google Consent Mode v2 commands, when the page opts in with `consent_mode`.
 * Loaded on demand; the manager pushes the per-category `dataLayer` event itself.
 */
import type { Category } from '../types.js';

type DataLayerWindow = object & { dataLayer?: unknown[] };

const layer = (win: DataLayerWindow): unknown[] => {
  win.dataLayer ??= [];
  return win.dataLayer;
};

const grant = (on: boolean): string => (on ? 'granted' : 'denied');

/** gtag() reads an Arguments object from the queue, not an array. */
function argumentsOf(..._args: unknown[]): IArguments {
  // biome-ignore lint/complexity/noArguments: the gtag queue format requires an Arguments object.
  return arguments;
}

export function pushConsentMode(
  win: DataLayerWindow,
  command: 'default' | 'update',
  categories: Record<Category, boolean>,
): void {
  const ads = grant(categories.marketing);
  const fields = {
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
    analytics_storage: grant(categories.statistics),
    functionality_storage: 'granted',
    personalization_storage: grant(categories.preferences),
    security_storage: 'granted',
  };
  layer(win).push(argumentsOf('consent', command, fields));
}
