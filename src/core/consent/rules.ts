/**
 * The consent decisions (CCH §4 "Consent", §5): pure functions of the stored
 * record, the configuration and what the browser says about the visitor.
 * Transitions return new records; nothing here touches cookies.
 */
import { CONSENT } from '../constants/consent.js';
import { attempt } from './attempt.js';
import {
  CATEGORIES,
  type Category,
  type ConsentConfig,
  type ConsentRecord,
  type ConsentType,
  type CookieValue,
} from './types.js';

export interface RuleCtx {
  consenttype: ConsentType;
  /** The user agent matches the bot pattern: everything counts as consented. */
  bot: boolean;
  /** A GPC or DNT signal is present and do_not_track_enabled is on. */
  privacySignal: boolean;
  /** GTmetrix, pingdom, Lighthouse: never shown the banner, whatever the bot pattern says. */
  speedTest?: boolean;
  /** Statistics need no consent in this region (the config's forceEnableStats). */
  forceEnableStats?: boolean;
}

/** `pattern` is a RegExp source, matched case-insensitively; an empty or broken one matches nothing. */
export const isBot = (ua: string, pattern: string): boolean =>
  !!pattern && !!attempt(() => new RegExp(pattern, 'i').test(ua));
export const isSpeedTestBot = (ua: string): boolean => isBot(ua, CONSENT.speedTestBots);

/** `navigator.doNotTrack` is '1' in current browsers, 'yes' in old Firefox. */
export const hasPrivacySignal = (nav: { globalPrivacyControl?: boolean; doNotTrack?: string | null }): boolean =>
  nav.globalPrivacyControl === true || /^(1|yes)$/.test(nav.doNotTrack as string);

/** The context every rule needs, from the config and the browser. */
export const ruleContext = (
  config: ConsentConfig,
  nav: { userAgent: string; globalPrivacyControl?: boolean; doNotTrack?: string | null },
): RuleCtx => ({
  consenttype: config.consenttype,
  bot: isBot(nav.userAgent, config.bot_pattern),
  privacySignal: config.do_not_track_enabled && hasPrivacySignal(nav),
  speedTest: isSpeedTestBot(nav.userAgent),
  forceEnableStats: config.forceEnableStats,
});

/**
 * Whether a category's stored value grants it. An explicit deny always wins
 * over the consent type; only bots and functional ignore it. An empty value
 * counts as allowed only without a privacy signal, in opt-out and other mode
 * or for statistics under forceEnableStats.
 */
export const categoryAllowed = (
  category: Category | 'statistics-anonymous',
  value: CookieValue,
  ctx: RuleCtx,
): boolean =>
  ctx.bot ||
  category === 'functional' ||
  value === 'allow' ||
  (!value &&
    !ctx.privacySignal &&
    (ctx.consenttype !== 'optin' || (!!ctx.forceEnableStats && category.startsWith('statistics'))));

export const effectiveCategories = (record: ConsentRecord, ctx: RuleCtx): Record<Category, boolean> =>
  Object.fromEntries(CATEGORIES.map((c) => [c, categoryAllowed(c, record.categories[c], ctx)])) as Record<
    Category,
    boolean
  >;

/** An explicit service choice beats its category: a denied service never runs. No service ('') is its category. */
export const serviceAllowed = (service: string, category: Category, record: ConsentRecord, ctx: RuleCtx): boolean =>
  service && Object.hasOwn(record.services, service)
    ? !!record.services[service]
    : categoryAllowed(category, record.categories[category], ctx);

export const bannerVisible = (config: ConsentConfig, record: ConsentRecord, ctx: RuleCtx): boolean =>
  config.banner_enabled &&
  config.consenttype !== 'other' &&
  !ctx.bot &&
  !ctx.speedTest &&
  !(config.consenttype === 'optout' && ctx.privacySignal) &&
  record.bannerStatus !== 'dismissed';

/** Only a stored id that differs from a configured one is stale: a page without ids resets nobody. */
export const policyStale = ({ policyId: id }: ConsentRecord, { current_policy_id: now }: ConsentConfig): boolean =>
  !!(id && now && id !== now);

/** Every cookie-backed category, statistics-anonymous included. */
export const CATEGORY_KEYS = [...CATEGORIES, 'statistics-anonymous'] as const;

/** A service's category: from the config's `services`, else marketing, the strictest. */
export const serviceCategory = (config: ConsentConfig, service: string): Category =>
  config.services.find((x) => x.name === service)?.category ?? 'marketing';
