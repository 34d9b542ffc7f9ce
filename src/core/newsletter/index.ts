/**
 * The newsletter signup's rules (MFT §3 Newsletter signup, §5 Newsletter,
 * §7.2, §8 Newsletter) and the feed popup's (MFT §2). Functions take the
 * form's nodes; nothing runs at import.
 */
import { isValidEmail } from '../form/email.js';
import type { FormFailure, Outcome } from '../request/index.js';

export const NEWSLETTER_TAG = 'pb-newsletter';

/**
 * MFT §3: the signup's own fields, by their names in the form; `action` and
 * `nonce` are the router's. Every other named control is a custom field.
 */
const OWN = ['list_id', 'first_name', 'last_name', 'email', 'provider', 'account', 'ip_address', 'checksum', 'token'];
const ROUTER = ['action', 'nonce'];

/** MFT §5: the newsletter's "general email pattern" (the contact form's stricter rule is `isValidEmail`). */
export const GENERAL_EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** Ours: crawlers and link previewers, by user agent; they never see the feed popup. */
export const BOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|bingpreview|whatsapp|curl\/|wget\/|python-requests/i;

export const isBot = (userAgent: string): boolean => BOT_AGENT.test(userAgent);

/** MFT §2: the feed popup opens for a visitor who has not seen it, unless a bot, or in builder mode. */
export const popupWanted = (seen: boolean, userAgent: string, builder: boolean): boolean =>
  !seen && !builder && !isBot(userAgent);

export type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
/** A field's controls: one, or a radio or checkbox group. */
export type Group = [Control, ...Control[]];
export type ProblemKey = 'required' | 'checkbox' | 'wrongCheckbox' | 'email' | 'invalid';
export interface Problem {
  controls: Group;
  key: ProblemKey;
  /** The field's label, for `{label}` in the message; for `invalid`, the browser's own message. */
  label: string;
}

const named = (form: HTMLFormElement): Control[] =>
  [...form.elements].filter(
    (c): c is Control => 'name' in c && !!(c as Control).name && !(c as Control).disabled && 'checkValidity' in c,
  ) as Control[];

const isChoice = (c: Control) => c.type === 'checkbox' || c.type === 'radio';
/** Not shown: a hidden input, or inside a `hidden` ancestor (the form's own hidden fields). */
export const isHidden = (c: Control): boolean => c.type === 'hidden' || !!c.closest('[hidden]');

const clean = (text: string | null | undefined) =>
  (text ?? '')
    .replace(/\s+/g, ' ')
    .replace(/[\s*:]+$/, '')
    .trim();

/** The label of a field: a group's legend, the control's label or `aria-label`; '' when it has none. */
export function fieldLabel(controls: Group): string {
  const [first] = controls;
  if (controls.length > 1 || (isChoice(first) && first.closest('fieldset'))) {
    const legend = clean(first.closest('fieldset')?.querySelector('legend')?.textContent);
    if (legend || controls.length > 1) return legend;
  }
  return clean(first.labels?.[0]?.textContent) || clean(first.getAttribute('aria-label'));
}

/** Each field once: controls grouped by name (radio and checkbox groups), in document order. */
function fields(form: HTMLFormElement): [string, Group][] {
  const out = new Map<string, Group>();
  for (const c of named(form)) {
    if (isHidden(c) || ['submit', 'button', 'reset', 'image'].includes(c.type)) continue;
    const list = out.get(c.name);
    if (list) list.push(c);
    else out.set(c.name, [c]);
  }
  return [...out];
}

const isEmpty = (controls: Group) =>
  isChoice(controls[0])
    ? !controls.some((c) => (c as HTMLInputElement).checked)
    : controls.every((c) => !c.value.trim());

/**
 * MFT §5 Newsletter, every clause: the browser's validity check; first and
 * last name non-empty when shown; the email matches the general pattern;
 * required custom fields filled (a group: one box ticked; a custom field is
 * required by `required` on a control or `data-required` on its fieldset) and
 * email custom fields (`type="email"`) valid by the contact form's rule.
 */
export function checkNewsletter(form: HTMLFormElement): Problem[] {
  const problems: Problem[] = [];
  for (const [name, controls] of fields(form)) {
    if (ROUTER.includes(name)) continue;
    const label = fieldLabel(controls);
    const own = OWN.includes(name);
    const required =
      name === 'email' ||
      (own ? name === 'first_name' || name === 'last_name' : controls.some((c) => c.required)) ||
      !!controls[0].closest('fieldset[data-required]');
    const value = controls[0].value.trim();
    let key: ProblemKey | undefined;
    if (required && isEmpty(controls))
      key = controls[0].type === 'checkbox' ? (label ? 'checkbox' : 'wrongCheckbox') : 'required';
    else if (name === 'email' ? !GENERAL_EMAIL.test(value) : !own && controls[0].type === 'email' && value)
      key = name === 'email' || !isValidEmail(value) ? 'email' : undefined;
    // A checkbox group's `required` means "one of them", which the browser cannot check.
    const browser =
      controls.length > 1 && controls[0].type === 'checkbox' ? undefined : controls.find((c) => !c.checkValidity());
    if (!key && browser) problems.push({ controls, key: 'invalid', label: browser.validationMessage });
    else if (key) problems.push({ controls, key, label });
  }
  return problems;
}

/**
 * MFT §7.2: the subscribe call's fields from the form: the signup's own
 * fields as they are (`ip_address` only if the page wrote one; the server
 * uses the connection's address anyway), the custom fields as a JSON object
 * (a group's values joined by ", ") in `custom_fields`, and the names of those
 * the visitor does not see in `hidden_fields` (JSON list).
 */
export function subscribeFields(form: HTMLFormElement): Record<string, string> {
  const out: Record<string, string> = { list_id: '', first_name: '', last_name: '', email: '', ip_address: '' };
  const custom: Record<string, string> = {};
  const hidden = new Set<string>();
  for (const c of named(form)) {
    if (ROUTER.includes(c.name) || (isChoice(c) && !(c as HTMLInputElement).checked)) continue;
    if (OWN.includes(c.name)) out[c.name] = c.value.trim();
    else if (!['submit', 'button', 'reset', 'image'].includes(c.type)) {
      custom[c.name] = c.name in custom ? `${custom[c.name]}, ${c.value}` : c.value;
      if (isHidden(c)) hidden.add(c.name);
    }
  }
  out.custom_fields = JSON.stringify(custom);
  out.hidden_fields = JSON.stringify([...hidden]);
  return out;
}

/** Why a subscription did not land: the request client's failures, the server's `{error}`, or no answer. */
/** The newsletter's failures are the form elements' (`refused`: the server's `{ "error" }`; `empty`: no answer). */
export type SubscribeFailure = FormFailure;
export type Answer = { ok: true } | { ok: false; failure: SubscribeFailure; message: string };

/**
 * MFT §7.2, §8: the JSON answer. `{ "error": "..." }` (any status) is the
 * server's text, to show as text; `{ "success": true }` is success; an empty
 * or unreadable answer is "subscription failed".
 */
export function readAnswer(out: Outcome<unknown>): Answer {
  if (!out.ok) return { ok: false, failure: out.failure, message: out.message };
  const body = (out.body ?? {}) as { error?: unknown; success?: unknown };
  if (typeof body.error === 'string' && body.error) return { ok: false, failure: 'refused', message: body.error };
  return body.success ? { ok: true } : { ok: false, failure: 'empty', message: '' };
}
