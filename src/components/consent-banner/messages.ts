/**
 * English defaults for every string the consent banner, its panel and
 * `<pb-manage-consent>` show or announce. Override page-wide with the page
 * config's `messages["pb-consent-banner"]`, or per element with the `messages`
 * attribute. No imports: the React-free banner shell reads this too.
 */
export const BANNER_TAG = 'pb-consent-banner';
export const PANEL_TAG = 'pb-consent-panel';
export const MANAGE_TAG = 'pb-manage-consent';

export const POSITIONS = ['bottom', 'bottom-left', 'bottom-right', 'center'] as const;
export type BannerPosition = (typeof POSITIONS)[number];

/** CCH §8, word for word: logged when the banner CSS template (`css_file`) fails to load. */
export const CSS_FALLBACK_MESSAGE =
  'Fallback default css file used. Please re-save banner settings, or check file writing permissions in uploads directory';

export const consentMessages = {
  /** The floating button that reopens the banner. */
  manageConsent: 'Manage consent',
  /** The banner's heading (its accessible name). */
  title: 'Manage cookie consent',
  /** The banner's text (its accessible description). */
  message:
    'We use cookies and similar technologies to run this site, remember your preferences, measure visits and show relevant content. You choose which ones we may use.',
  accept: 'Accept',
  deny: 'Deny',
  viewPreferences: 'View preferences',
  savePreferences: 'Save preferences',
  /** Accessible name of the X button. */
  close: 'Close',
  /** Legend of the category switches. */
  categories: 'Cookie categories',
  /** Shown beside the functional switch, which cannot be turned off. */
  alwaysActive: 'Always active',
  functional: 'Functional',
  functionalDescription: 'Needed for the site to work, for example to remember your consent choices.',
  preferences: 'Preferences',
  preferencesDescription: 'Remember settings you chose, such as your language or region.',
  statistics: 'Statistics',
  statisticsDescription: 'Count visits and measure how the site is used, to improve it.',
  marketing: 'Marketing',
  marketingDescription: 'Build a profile of your interests to show relevant advertising, here and on other sites.',
  /** Accessible name of a category's service list; `{category}` is the category's name. */
  services: '{category} services',
  /** Accessible name of the policy links. */
  links: 'Policies',
};

export type ConsentMessages = typeof consentMessages;

/**
 * The banner's defaults: the English table, with the region's texts from the banner call over it (CCH §7:
 * `config.texts`, in the banner data's `locale`). The page config's messages and the `messages` attribute still
 * refine them. Only non-empty strings count; anything else keeps the English default.
 */
export function bannerMessages(texts: unknown): ConsentMessages {
  const out: Record<string, string> = { ...consentMessages };
  const put = (key: string, value: unknown) => {
    if (typeof value === 'string' && value.trim()) out[key] = value;
  };
  const t = (texts ?? {}) as Record<string, Record<string, Record<string, unknown>> | undefined>;
  for (const key of [
    'title',
    'message',
    'accept',
    'deny',
    'viewPreferences',
    'savePreferences',
    'manageConsent',
    'close',
  ])
    put(key, t[key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)]);
  for (const category of ['functional', 'preferences', 'statistics', 'marketing']) {
    const entry = t.categories?.[category];
    put(category, entry?.title);
    put(`${category}Description`, entry?.description);
  }
  return out as ConsentMessages;
}
