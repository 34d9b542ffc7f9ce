import { define } from '../src/base/index.js';
import { CheckoutElement, type CheckoutRedirectDetail } from '../src/components/checkout/index.js';
import type { FormErrorDetail, FormSuccessDetail } from '../src/components/element/formEvents.js';

export type { CheckoutRedirectDetail, FormErrorDetail, FormSuccessDetail };

/**
 * The shop's checkout form (MFT §1, §7.7, §8; CCH §2, §8). It wraps the shop's own
 * `<form action="..." method="post">`, which posts and answers with a page without the script. It renders nothing
 * of its own (no shadow root, no React): the form and its notices are light DOM, styled by the page.
 *
 * **Posting.** Upgraded, a submit posts the form without a reload, form-encoded, with `pb_ajax=1`; the buttons
 * get `aria-disabled` and the form `aria-busy` meanwhile, and a second submit is ignored. The answer is the
 * shop's: `{"result": "success", "redirect": url}` goes to `url` (same origin only; cancel `pb-checkout-redirect`
 * to stay), `{"result": "failure", "messages": html}` shows the notices. Every value the visitor typed stays.
 *
 * **After an error** (a failure answer, a failed call, or the shop's scripts triggering `checkout_error` after
 * putting their notices in the form) the view scrolls to the form's first notice (`.woocommerce-NoticeGroup`,
 * `.woocommerce-error`, a block notice banner, or this element's) through the one smooth scroller, landing below
 * the fixed bars, and the notice takes focus. The element's own notices are a `tabindex="-1"` box around a
 * `role="alert"`, at the top of the form, sanitised (no styles, no controls); a notice naming a field
 * (`<li data-id="billing_email">`) marks it `aria-invalid`. A shop's notice is read out through the element's
 * alert region. A failed call (no answer, a time-out, a refused nonce) or an answer that is not the shop's shows
 * the server's `{"error"}` text or `checkoutError`.
 *
 * **Order review.** The shop's `update_checkout` marks the form `aria-busy="true"` (its submit buttons
 * `aria-disabled`) until `updated_checkout` or `checkout_error`, or at most the page's request time limit.
 *
 * **In the visual builder** (`<html data-pb-mode="builder">` or the page config's `builderMode`) it shows MFT §8's
 * sample notice, "Billing First name is a required field.", at the top of the form, so its look can be set there;
 * never on the public page.
 *
 * @summary A checkout form that posts without reload and takes the visitor to its first error notice.
 * @tag pb-checkout
 * @attr {string} [messages={}] - JSON overriding the English strings (also from the page config's `messages["pb-checkout"]`): `checkoutError` ("Error processing checkout. Please try again."), `sampleNotice` ("Billing First name is a required field.").
 * @fires {CustomEvent<FormSuccessDetail>} pb-form-success - After the shop accepted the order; `detail.form` is the element's id or ''.
 * @fires {CustomEvent<CheckoutRedirectDetail>} pb-checkout-redirect - Before going to the shop's order-received page; `detail.url`. Cancelable: cancelled, the page stays.
 * @fires {CustomEvent<FormErrorDetail>} pb-form-error - After a failed order: `detail.failure` is `refused` (the shop's notices), `empty` (an answer that is not the shop's), or the call's `network`, `timeout`, `nonce`, `rate`, `client`, `server`; `detail.message` the text shown.
 * @slot - The shop's checkout `<form>`.
 */
export class PbCheckout extends CheckoutElement {}

define('pb-checkout', PbCheckout);

declare global {
  interface HTMLElementTagNameMap {
    'pb-checkout': PbCheckout;
  }
  interface HTMLElementEventMap {
    'pb-checkout-redirect': CustomEvent<CheckoutRedirectDetail>;
  }
}
