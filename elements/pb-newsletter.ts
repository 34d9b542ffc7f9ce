import { createElementClass, define } from '../src/components/element/index.js';
import {
  type FormErrorDetail,
  type FormSuccessDetail,
  Newsletter,
  newsletterProps,
  styles,
} from '../src/components/newsletter/index.js';

export type { FormErrorDetail, FormSuccessDetail };

/**
 * The newsletter signup (MFT §3, §5 Newsletter, §7.2, §8 Newsletter) around the
 * CMS's own `<form>` in the light DOM. Without the script the form posts as
 * it is: to the ajax router (`action="/api/ajax"`) with hidden `action`
 * (`pb_newsletter_subscribe`) and `nonce` fields, and the server answers JSON.
 *
 * Field names: `first_name`, `last_name`, `email`, and hidden `list_id`,
 * `provider`, `account`, `checksum` (the server's check of those three),
 * `token` (which form of the site the signup came from) and, if the page
 * writes one, `ip_address` (the server stores the connection's address
 * anyway, hashed, never the posted one). Every other named control is a
 * custom field; `required` (or `data-required` on a checkbox group's
 * `<fieldset>`) makes one required, `type="email"` checks it by the contact
 * form's email rule.
 *
 * Upgraded, a submit is checked first (MFT §5): the browser's validity check,
 * first and last name non-empty when shown, the email by a general pattern,
 * required and email custom fields. Each problem is written beside its field
 * (`<span class="pb-newsletter-error">`, tied by `aria-describedby`, the field
 * `aria-invalid`), a summary is announced and focus moves to the first. Then
 * the call goes through the ajax router with the frontend nonce (the page
 * config's `endpoints.ajax` and `nonces.frontend`; without them, the form's
 * own `action` and its field named `nonce`, as the no-script post uses; what
 * neither gives is named in a console warning, and with no endpoint at all
 * nothing is sent and `failed` shows), fields
 * `list_id`, `first_name`, `last_name`, `email`, `provider`, `account`,
 * `ip_address`, `custom_fields` (JSON object), `hidden_fields` (JSON list of
 * the custom fields not shown), `token`, `checksum`. A second submit is ignored
 * while one is in flight. `{ "success": true }` hides the form and shows the
 * success message; `{ "error": "..." }` shows the server's text as text; an
 * empty answer shows `failed`. A server that has not answered within the page
 * config's `requestTimeout` (15000 ms by default) is given up on: the call is
 * aborted, fails as `timeout` and shows `network`. A failure keeps every
 * value, and the form can be sent again.
 *
 * With `popup`, this is the feed form (MFT §2): the form sits in a modal
 * `<dialog>` that opens `delay` seconds after the upgrade, once per visitor
 * (cookie `pb_feed_popup`, 365 days, also set by a successful signup), never
 * for a user agent that names a crawler or link previewer, nor in builder mode.
 * While focus is in a form field of the page when the delay ends, it waits
 * until focus leaves the page's fields, so it never interrupts typing.
 * Escape and the close button (a target of 44 by 44 px) close it. Before the upgrade it is not shown.
 *
 * With `legacy-placeholder` (MFT §5), each text field's label text is its native `placeholder` (never its value,
 * so the label is never sent), cleared on focus and back on blur when the field is empty; a label written right
 * before its field is visually hidden and stays its accessible name; a label that wraps its field stays visible.
 * The same rules and code as `<pb-contact-form>`'s option (its documentation has the details); before the
 * upgrade pb.css hides the same labels, so nothing moves.
 *
 * @summary A newsletter signup form, inline or as the feed subscription popup.
 * @tag pb-newsletter
 * @attr {boolean} popup - Present: the feed form, shown once per visitor in a modal dialog.
 * @attr {number} [delay=20] - With `popup`: seconds from the upgrade to the popup opening.
 * @attr {boolean} legacy-placeholder - Present: MFT §5's legacy placeholder; each text field's label text is its placeholder, cleared on focus and back on blur when the field is empty, and a label written right before its field is visually hidden (still its accessible name).
 * @attr {string} [messages={}] - JSON overriding the English strings: `required`, `checkbox`, `wrongCheckbox`, `email`, `summary`, `sending`, `success`, `failed`, `network`, `expired`, `rate`, `popup`, `close` (`{label}` is the field's label).
 * @fires {CustomEvent<FormSuccessDetail>} pb-form-success - After a successful signup; `detail.form` is the element's id or ''.
 * @fires {CustomEvent<FormErrorDetail>} pb-form-error - After a failed call (`failure`: network, timeout, nonce, rate, client, server, config, refused (the server's `{error}`), empty), with the text shown.
 * @slot - The CMS's `<form>`.
 * @csspart status - The announced status line: summary, progress, success or error.
 * @csspart dialog - With `popup`: the modal dialog.
 * @csspart close - With `popup`: the dialog's close button.
 * @cssprop [--pb-newsletter-error-color=#b00020] - Color of an error in the status line.
 * @cssprop [--pb-newsletter-popup-padding=1.5rem 2rem] - Padding of the popup.
 */
export class PbNewsletter extends createElementClass(Newsletter, {
  tag: 'pb-newsletter',
  props: newsletterProps,
  styles,
}) {}

define('pb-newsletter', PbNewsletter);

declare global {
  interface HTMLElementTagNameMap {
    'pb-newsletter': PbNewsletter;
  }
}
