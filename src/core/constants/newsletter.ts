/** MFT §2 (feed subscription popup), §3 Newsletter signup, §5 Newsletter, §7.2 Submit subscribe form, §8 Newsletter. */
export const NEWSLETTER = {
  /** MFT §7.2: the ajax action of the subscribe call (frontend nonce). */
  action: 'pb_newsletter_subscribe',
  /** MFT §2: the cookie that says this visitor has seen the feed popup (once per visitor). */
  popupCookie: 'pb_feed_popup',
  /** Ours: the popup cookie's lifetime in days, the split-test cookies' 365 days (MFT §9). */
  popupCookieDays: 365,
  /** Ours: the feed popup opens this long after the element upgrades (s), unless `delay` says otherwise. */
  popupDelay: 20,
} as const;
