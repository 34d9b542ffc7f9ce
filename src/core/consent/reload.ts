/**
 * The reload rule (CCH §4): needed only once the visitor changes a choice, so
 * it is loaded on demand with the other choice-time code.
 */
import { categoryAllowed, type RuleCtx, serviceAllowed, serviceCategory } from './rules.js';
import { type Category, type ConsentConfig, type ConsentRecord, OPTIONAL_CATEGORIES } from './types.js';

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
