/**
 * What the reference consent backend answers: region rules, banner texts,
 * the cookie map of the demo tracker and the server-rendered HTML fragments.
 * Kept apart from the routes so a site owner can see the data in one place.
 */

/** Bump when the banner data changes; clients keep their session cache while it matches. */
export const BANNER_VERSION = '1';
export const BANNER_ID = '1';
export const REGIONS = ['eu', 'us', 'uk', 'ca', 'au', 'za', 'br'];

/** Opt-in where the law asks for prior consent; opt-out where notice and a way out suffice. */
const CONSENT_TYPES = { eu: 'optin', uk: 'optin', za: 'optin', br: 'optin', us: 'optout', ca: 'optout', au: 'optout' };

const EEA = 'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS LI NO'.split(' ');
const COUNTRY_REGION = { US: 'us', GB: 'uk', UK: 'uk', CA: 'ca', AU: 'au', ZA: 'za', BR: 'br' };
for (const c of EEA) COUNTRY_REGION[c] = 'eu';

/**
 * The region of the first preferred language tag that names a country we know
 * ("en-GB" -> uk); 'eu' otherwise, the strictest default. Real deployments use
 * geo-IP; Accept-Language is what a loopback demo has.
 */
export function regionFromAcceptLanguage(header) {
  const tags = String(header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((t) => t.tag && t.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of tags) {
    const country = tag.split(/[-_]/).find((sub, i) => i > 0 && /^[a-z]{2}$/i.test(sub));
    const region = country && COUNTRY_REGION[country.toUpperCase()];
    if (region) return region;
  }
  return 'eu';
}

const REGION_NAMES = {
  eu: 'EU',
  us: 'US',
  uk: 'UK',
  ca: 'Canada',
  au: 'Australia',
  za: 'South Africa',
  br: 'Brazil',
};

/** Policy pages per region; the demo keeps them as sections of the consent page. */
export function pageLinks(region) {
  const name = REGION_NAMES[region];
  return {
    'cookie-statement': { url: `/consent.html?region=${region}#cookie-statement`, title: `Cookie Policy (${name})` },
    'privacy-statement': {
      url: `/consent.html?region=${region}#privacy-statement`,
      title: `Privacy Statement (${name})`,
    },
  };
}

const TEXTS = {
  en: {
    title: 'Manage cookie consent',
    message_optin:
      'We use cookies to keep this site working and, with your permission, to remember your preferences, count visits and show relevant ads. Nothing optional runs until you choose.',
    message_optout:
      'We use cookies to keep this site working, remember your preferences, count visits and show relevant ads. You can opt out at any time.',
    accept: 'Accept all',
    deny: 'Deny all',
    view_preferences: 'View preferences',
    save_preferences: 'Save preferences',
    manage_consent: 'Manage consent',
    close: 'Close',
    categories: {
      functional: { title: 'Functional', description: 'Needed for the site to work. Always on.' },
      preferences: { title: 'Preferences', description: 'Remember choices such as your language.' },
      statistics: { title: 'Statistics', description: 'Count visits so we can improve the site.' },
      marketing: { title: 'Marketing', description: 'Show ads and embedded media from other companies.' },
    },
  },
  nl: {
    title: 'Cookietoestemming beheren',
    message_optin:
      'We gebruiken cookies om deze site te laten werken en, met uw toestemming, om uw voorkeuren te onthouden, bezoeken te tellen en relevante advertenties te tonen. Niets optioneels draait voordat u kiest.',
    message_optout:
      'We gebruiken cookies om deze site te laten werken, uw voorkeuren te onthouden, bezoeken te tellen en relevante advertenties te tonen. U kunt zich altijd afmelden.',
    accept: 'Alles accepteren',
    deny: 'Alles weigeren',
    view_preferences: 'Voorkeuren bekijken',
    save_preferences: 'Voorkeuren opslaan',
    manage_consent: 'Toestemming beheren',
    close: 'Sluiten',
    categories: {
      functional: { title: 'Functioneel', description: 'Nodig om de site te laten werken. Altijd aan.' },
      preferences: { title: 'Voorkeuren', description: 'Onthouden keuzes zoals uw taal.' },
      statistics: { title: 'Statistieken', description: 'Tellen bezoeken zodat we de site kunnen verbeteren.' },
      marketing: { title: 'Marketing', description: 'Tonen advertenties en media van andere bedrijven.' },
    },
  },
};

/** "nl-BE" -> "nl"; anything we have no texts for -> "en". */
export function textLocale(locale) {
  const lang = locale.split(/[-_]/)[0].toLowerCase();
  return Object.hasOwn(TEXTS, lang) ? lang : 'en';
}

export function bannerData(region, locale) {
  const consenttype = CONSENT_TYPES[region];
  const lang = textLocale(locale);
  const { message_optin, message_optout, ...texts } = TEXTS[lang];
  return {
    region,
    consenttype,
    banner_version: BANNER_VERSION,
    user_banner_id: BANNER_ID,
    locale: lang,
    // Keyed by region, like the page config's page_links, so the answer merges over it.
    page_links: { [region]: pageLinks(region) },
    texts: { ...texts, message: consenttype === 'optin' ? message_optin : message_optout },
  };
}

/**
 * Category -> service -> cookie and storage names the demo tracker writes
 * (see tracker.js). `*` is a prefix wildcard for names with a variable tail.
 */
export const COOKIE_DATA = {
  preferences: { tracker: ['pbt_pref_lang'] },
  statistics: { tracker: ['_pbt_stats', '_pbt_*'] },
  marketing: { tracker: ['_pbt_ads', 'pbt_ads_key'] },
};

export function manageConsentHtml(locale) {
  const lang = textLocale(locale);
  const { categories } = TEXTS[lang];
  const [intro, more] =
    lang === 'nl'
      ? [
          'U kunt uw keuze op elk moment wijzigen. Deze site gebruikt cookies in de volgende categorieën:',
          'Welke cookies dat precies zijn, staat in ons <a href="/consent.html#cookie-statement">cookiebeleid</a>; hoe we met gegevens omgaan, in onze <a href="/consent.html#privacy-statement">privacyverklaring</a>.',
        ]
      : [
          'You can change your choice at any time. This site uses cookies in these categories:',
          'Our <a href="/consent.html#cookie-statement">Cookie Policy</a> lists each cookie, and our <a href="/consent.html#privacy-statement">Privacy Statement</a> explains how we handle your data.',
        ];
  const items = Object.values(categories)
    .map((c) => `<li><strong>${c.title}</strong>: ${c.description}</li>`)
    .join('');
  return `<p>${intro}</p><ul>${items}</ul><p>${more}</p>`;
}

/** post and block are validated digits, so interpolating them is safe. */
export function consentAreaHtml(post, block) {
  return (
    `<div class="pb-consent-area-content" data-post="${post}" data-block="${block}">` +
    '<h3>Find the studio</h3>' +
    '<p>Studio Klei, Kleiweg 12, Gouda. Open Tuesday to Saturday, 10:00 to 17:00.</p>' +
    // This script is meant to run: consent areas deliver working embeds.
    `<script>window.__pbConsentArea = '${post}/${block}';</script>` +
    '</div>'
  );
}
