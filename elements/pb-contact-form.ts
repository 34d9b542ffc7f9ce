import { define } from '../src/base/index.js';
import {
  ContactFormElement,
  type FormErrorDetail,
  type FormSuccessDetail,
} from '../src/components/contact-form/index.js';

export type { FormErrorDetail, FormSuccessDetail };

/**
 * The contact form module (MFT §3, §5, §7.4, §8). It wraps the CMS's own
 * `<form action="..." method="post">` in the light DOM, which posts normally
 * without the script. Upgraded, it validates, checks the captcha, applies
 * conditional logic and posts without a reload. It renders nothing of its own,
 * so it has no shadow root and loads no React: the form, its messages and its
 * summary are light DOM, styled by the page; the element is a block.
 * `updateComplete` waits for a submission under way (the post and its answer).
 *
 * **Validation** (on submit): an empty required field, or a radio or checkbox
 * group with nothing chosen, is flagged; an email field (`type="email"`) must
 * pass the MFT §5 email rule. A group is required when one of its controls has
 * `required` or its `<fieldset>` has `data-required` (a checkbox group has no
 * native "one of these"). Fields inside a block hidden by conditional logic are
 * skipped. Each error is a `<span class="pb-form-error">` after the field (at
 * the end of a group's fieldset), tied by `aria-invalid` and
 * `aria-describedby`; a `<div class="pb-form-summary" tabindex="-1">` at the
 * top of the form, around a `role="alert"` box, lists the missing fields'
 * labels, each a link that shows the field's label and focuses the field; the
 * summary takes focus, so it scrolls into view and is read once. An empty captcha is missing like any
 * required field. Style both from the page.
 *
 * **Conditional logic**: a block (any element in the form) with
 * `data-pb-conditions='{"relation": "any", "rules": [{"field": "subject", "op": "is", "value": "Classes"}]}'`
 * shows only while its rules hold: all of them (the default) or any. `field`
 * is a field's `name`; `op` is one of `is`, `is not`, `is empty`,
 * `is not empty`, `contains`, `does not contain`, `is greater`, `is less`
 * (the last two need numbers on both sides). Evaluated on upgrade and on
 * every input, in document order (a hidden field counts as empty). Bad JSON,
 * an unknown operator, a non-numeric value for a numeric operator or a field
 * name no field of the form has give a console warning naming the element and
 * `data-pb-conditions`, and the rule is dropped; a block left with no rule
 * shows as if it had no conditions.
 *
 * **Captcha**: a text field named `pb_captcha` and two hidden fields
 * `pb_first_digit`, `pb_second_digit` holding the numbers (1 to 15); elements
 * with `data-pb-digit="first"` / `"second"` show them (e.g. in the label). A
 * wrong sum regenerates both numbers and clears the field. The server checks
 * the sum too, against the numbers posted, so this
 * captcha stops careless submissions, not a bot that reads the form.
 *
 * **Submission** (MFT §7.4): POST to the form's `action`, form-encoded: every
 * field (those hidden by conditional logic left out), `pb_fields` (JSON list of
 * `{id, original_id, required_mark, field_type, field_label}`),
 * `pb_hidden_fields` (JSON list of the hidden fields' names), `pb_token` (the
 * form's hidden field of that name, else the page config's `nonces.contact`;
 * with neither, a console warning names the element and `pb_token`, at
 * upgrade when the form has no such field and on submit when it is empty)
 * and `pb_ajax=1`. While it is out the element has `aria-busy="true"` and
 * each submit button `aria-disabled="true"` (style that from the page); a
 * second submit is ignored. The
 * answer's HTML, sanitised with DOMPurify, replaces the element's contents
 * (in a `role="status"` box that takes focus). A failure keeps every value and
 * shows the server's error text (as text) or the contact error in the
 * summary, which takes focus. A server that has not answered within the page
 * config's `requestTimeout` (15000 ms by default) is given up on: the post is
 * aborted and fails as `timeout`, as above, and the form can be sent again.
 *
 * **Label placeholders** (MFT §5, `legacy-placeholder`): each text field (a textarea, or an input of type
 * text, email, tel, url, search, number or password; not checkboxes, radios, selects or hidden fields) with a
 * `<label>` takes the label's text as its native `placeholder`, never as its value, so nothing of the label is
 * validated or sent. Focus clears it; it comes back on blur, after a form reset and when the label's text changes
 * (new captcha numbers) while the field is empty. A required mark (`*`) in the label ends the placeholder as
 * ` *`. A field's own placeholder gives way while the option is on and comes back when it is removed. A label
 * written right before its field (`<label for="x">Name</label><input id="x">`) is visually hidden, not removed:
 * the field keeps its accessible name from it. A label that wraps its field stays visible (hiding it would hide
 * the field). pb.css hides the same labels before the upgrade, so nothing moves; without the script they show
 * again after 3 s, as there are no placeholders then. The attribute is a boolean: `legacy-placeholder="false"`
 * still turns it on, with a console warning naming the element and attribute.
 *
 * @summary A contact form with validation, captcha, conditional logic and submission without reload.
 * @tag pb-contact-form
 * @attr {string} [messages={}] - JSON overriding the English strings (also from the page config's `messages["pb-contact-form"]`): `fillIn`, `required`, `invalidEmail`, `wrongCaptcha`, `contactError`.
 * @attr {boolean} legacy-placeholder - Present: MFT §5's legacy placeholder; each text field's label text is its placeholder, cleared on focus and back on blur when the field is empty, and a label written right before its field is visually hidden (still its accessible name). See "Label placeholders" above.
 * @fires {CustomEvent<FormSuccessDetail>} pb-form-success - After the server accepted the message; `detail.form` is the element's id or ''.
 * @fires {CustomEvent<FormErrorDetail>} pb-form-error - After a failed submission (not after a validation error); `detail.failure` is `network`, `timeout`, `nonce`, `rate`, `client`, `server`, `config` or `empty` (a success with nothing to show: the form stays, with the contact error), `detail.message` the text shown.
 * @slot - The CMS's `<form>`.
 */
export class PbContactForm extends ContactFormElement {}

define('pb-contact-form', PbContactForm);

declare global {
  interface HTMLElementTagNameMap {
    'pb-contact-form': PbContactForm;
  }
}
