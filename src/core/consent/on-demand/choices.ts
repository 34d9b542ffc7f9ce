/**
 * The visitor's choices as record transitions, and the reload rule that
 * follows them (CCH §4). Only a choice needs them, so they load on demand.
 */
import { CATEGORY_KEYS, categoryAllowed, type RuleCtx, serviceAllowed, serviceCategory } from '../rules.js';
import {
  type Category,
  type ConsentConfig,
  type ConsentRecord,
  OPTIONAL_CATEGORIES,
  type OptionalCategory,
} from '../types.js';

export const dismiss = (record: ConsentRecord): ConsentRecord => ({ ...record, bannerStatus: 'dismissed' });

/** Every category set to `value`, no service choices, banner dismissed. */
const withAll = (record: ConsentRecord, value: 'allow' | 'deny'): ConsentRecord =>
  dismiss({
    ...record,
    categories: {
      ...(Object.fromEntries(CATEGORY_KEYS.map((c) => [c, value])) as ConsentRecord['categories']),
      functional: 'allow',
    },
    services: {},
  });

/** Every category allowed; services follow them again, so none stays denied. */
export const acceptAll = (record: ConsentRecord): ConsentRecord => withAll(record, 'allow');
export const denyAll = (record: ConsentRecord): ConsentRecord => withAll(record, 'deny');

export function setCategory(record: ConsentRecord, category: OptionalCategory, allowed: boolean): ConsentRecord {
  const value = allowed ? 'allow' : 'deny';
  const categories = { ...record.categories, [category]: value };
  if (category === 'statistics') categories['statistics-anonymous'] = value;
  return { ...record, categories };
}

export const setService = (record: ConsentRecord, service: string, allowed: boolean): ConsentRecord => ({
  ...record,
  services: { ...record.services, [service]: allowed },
});

/**
 * A new policy: everything denied and asked again under the new id. What the server recorded was consent to the
 * old policy, so nothing counts as saved: the visitor's answer to the new one is tracked (CCH §7), even when it
 * matches the old.
 */
export const resetForPolicy = (record: ConsentRecord, policyId: string): ConsentRecord => ({
  ...denyAll(record),
  bannerStatus: 'show',
  policyId,
  savedCategories: null,
  savedServices: null,
});

/**
 * Whether a change must reload the page, because scripts that already ran
 * cannot be stopped any other way: a deny-all that withdrew anything reloads at
 * once (not under TCF, which revokes by itself); withdrawing marketing, or a
 * service that was running, reloads after CONSENT.reloadDelay.
 */
export function reloadAfter(
  before: ConsentRecord,
  after: ConsentRecord,
  config: ConsentConfig,
  privacySignal = false,
): 'now' | 'delayed' | false {
  const ctx: RuleCtx = { consenttype: config.consenttype, bot: false, privacySignal };
  const was = (c: Category) => categoryAllowed(c, before.categories[c], ctx);
  if (OPTIONAL_CATEGORIES.every((c) => after.categories[c] === 'deny') && !Object.keys(after.services).length)
    return !config.tcf_active && (OPTIONAL_CATEGORIES.some(was) || Object.values(before.services).includes(true))
      ? 'now'
      : false;
  return (was('marketing') && !categoryAllowed('marketing', after.categories.marketing, ctx)) ||
    Object.entries(after.services).some(([s, on]) => !on && serviceAllowed(s, serviceCategory(config, s), before, ctx))
    ? 'delayed'
    : false;
}
