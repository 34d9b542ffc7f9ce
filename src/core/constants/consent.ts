const BLOCKED =
  ':is(script[type="text/plain"],iframe[data-src],img[data-src],link[data-href]):is([data-category],[data-service])';

/** CCH §9 "Consent" and §4: the consent manager's timings and limits. */
export const CONSENT = {
  /** Opt-out banners dismiss after the page scrolls more than this (px), with dismiss_on_scroll. */
  scrollDismissAbove: 400,
  /** Delay before the reload that follows a withdrawn marketing or service consent (ms). */
  reloadDelay: 500,
  /** Cookie cleaning interval (ms); it cleans preferences, statistics and marketing. */
  cleanInterval: 1000,
  /** Rescan for blocked content when ajax blocking is on (ms). */
  rescanInterval: 2000,
  /** Rescan after a resize, debounced (ms). */
  resizeDebounce: 500,
  /** Video re-check loop: every 500 ms, at most 100 checks. */
  videoRecheckInterval: 500,
  videoRecheckLimit: 100,
  /** Default cookie path. */
  cookiePath: '/',
  /** CCH §7 "default expiry is 300": the consent cookies' lifetime in days when the config gives none. */
  cookieExpiryDays: 300,
  /** Our default cookie prefix; sites moving from the plugin the spec describes set `cmplz_`. */
  cookiePrefix: 'pb_',
  /** Debug mode's localStorage key, after the cookie prefix ('1' is on). */
  debugKey: 'debug',
  /** CCH §5: speed-test bots never see the banner. */
  speedTestBots: 'GTmetrix|pingdom|Lighthouse',
  /** Default bot pattern (a RegExp source, case-insensitive). Never matches HeadlessChrome or webdriver. */
  botPattern: 'bot|crawl|spider|slurp|facebookexternalhit|GTmetrix|pingdom|Lighthouse',
  /** CCH §3: the inert markup a page writes for a blocked item. */
  blocked: BLOCKED,
  /** Markup that needs the consent manager; the CDN autoloader loads it first when any is present. */
  neededBy: `pb-consent-banner,pb-consent-panel,pb-manage-consent,pb-consent-area,${BLOCKED}`,
} as const;
