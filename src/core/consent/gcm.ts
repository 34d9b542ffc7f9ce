/**
 * Tag-manager signals: the per-category `dataLayer` event (CCH §7) and, when
 * the page opts in with `consent_mode`, Google Consent Mode v2 commands.
 */
import type { Category } from './types.js';

type DataLayerWindow = object & { dataLayer?: unknown[] };

const layer = (win: DataLayerWindow): unknown[] => {
  win.dataLayer ??= [];
  return win.dataLayer;
};

export function pushCategoryEvent(win: DataLayerWindow, prefix: string, category: Category): void {
  layer(win).push({ event: `${prefix}event_${category}` });
}

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
