/**
 * `<pb-checkout>` around the shop's checkout `<form>` (which posts, and answers with a page, without the script).
 * Upgraded, it posts the form without a reload and reads the shop's answer; after an error, from its own post or
 * from the shop's scripts (`checkout_error`), the view scrolls to the form's first notice through the one smooth
 * scroller, below the fixed bars, and the notice takes focus and is announced (CCH §2, §8). The shop's order-review
 * updates (`update_checkout`, `updated_checkout`) mark the form busy. In the visual builder it shows MFT §8's
 * sample notice. Plain: the notices are light DOM, styled by the page.
 */
import { PbElement } from '../../base/index.js';
import type { PropDefs } from '../../core/attributes/index.js';
import { isBuilderMode, type Messages, resolveMessages } from '../../core/config/index.js';
import { SHOP } from '../../core/constants/shop.js';
import { post, requestTimeout, submitGuard } from '../../core/request/index.js';
import { focusLanding, scrollToElement } from '../../core/scroll/index.js';
import { checkoutAnswer, listenShop, sameOriginUrl } from '../../core/shop/index.js';
import { adoptStyles } from '../../core/styles/index.js';
import { timer } from '../../core/timing/index.js';
import type { FormErrorDetail } from '../element/formEvents.js';
import type { sanitizeHtml } from '../sanitize/purify.js';
import { CHECKOUT_TAG, type CheckoutMessages, checkoutMessages } from './messages.js';
import { lightStyles } from './styles.js';

export interface CheckoutRedirectDetail {
  /** Where the shop sends the visitor after the order (its order-received page). */
  url: string;
}

declare module '../../base/events.js' {
  interface PbEventMap {
    'pb-checkout-redirect': CheckoutRedirectDetail;
  }
}

const STATUS = 'data-pb-checkout-status';
const SAMPLE = 'data-pb-sample';

export const checkoutProps = {
  messages: { type: 'json', default: {} as Messages },
} satisfies PropDefs;

export class CheckoutElement extends PbElement {
  static readonly props = checkoutProps;
  declare messages: Messages;

  #form: HTMLFormElement | null = null;
  #stop: AbortController | undefined;
  #unlisten: (() => void) | undefined;
  #region: HTMLElement | undefined;
  #sample: HTMLElement | undefined;
  readonly #guard = submitGuard();
  /** An order review that never says it is done does not leave the form busy for good. */
  readonly #busyLimit = timer();

  protected connected(): void {
    adoptStyles(this.ownerDocument, lightStyles);
    this.#text();
    this.#form = this.querySelector('form');
    if (!this.#form) {
      this.warn('(content)', 'needs a <form> child; nothing is attached');
      return;
    }
    if (!this.#region) {
      const region = this.ownerDocument.createElement('div');
      region.setAttribute(STATUS, '');
      region.setAttribute('role', 'alert');
      this.#region = region;
    }
    if (!this.#region.isConnected) this.append(this.#region);
    this.#stop = new AbortController();
    this.#form.addEventListener('submit', this.#onSubmit, { signal: this.#stop.signal });
    this.#unlisten = listenShop([SHOP.checkoutError, SHOP.updateCheckout, SHOP.updatedCheckout], this.#onShop);
    if (isBuilderMode(this.ownerDocument)) this.#showSample();
  }

  protected disconnected(): void {
    this.#stop?.abort();
    this.#unlisten?.();
    this.#unlisten = undefined;
    this.#busyLimit.cancel();
    this.#busy(false);
    this.#sample?.remove();
    this.#sample = undefined;
  }

  protected changed(prop: string): void {
    if (prop !== 'messages') return;
    const t = this.#text();
    if (this.#sample) (this.#sample.querySelector('li') as HTMLElement).textContent = t.sampleNotice;
  }

  /** The form's first notice (the shop's classes, or this element's), or undefined. */
  get notice(): HTMLElement | undefined {
    return (
      (this.#form?.querySelector<HTMLElement>(SHOP.noticeSelector) ??
        this.querySelector<HTMLElement>(SHOP.noticeSelector)) ||
      undefined
    );
  }

  #text(): CheckoutMessages {
    return resolveMessages(checkoutMessages, CHECKOUT_TAG, this.messages, this.ownerDocument);
  }

  readonly #onShop = (type: string): void => {
    if (type === SHOP.updateCheckout) this.#busy(true);
    else {
      this.#busy(false);
      // The shop's script has put its notices in the form: they were not read out, so they are here.
      if (type === SHOP.checkoutError) this.#toNotice(true);
    }
  };

  /** aria-busy on the form while the order is reviewed or sent; the submit buttons say so too. */
  #busy(on: boolean): void {
    const form = this.#form;
    if (!form) return;
    this.#busyLimit.cancel();
    if (on) {
      form.setAttribute('aria-busy', 'true');
      this.#busyLimit.start(requestTimeout(this.ownerDocument), () => this.#busy(false));
    } else form.removeAttribute('aria-busy');
    for (const b of form.querySelectorAll('[type=submit]')) {
      if (on) b.setAttribute('aria-disabled', 'true');
      else b.removeAttribute('aria-disabled');
    }
  }

  /**
   * Scrolls to the first notice (below the fixed bars) and gives it focus; `read` also puts its text in the
   * element's alert, for a notice that was not inserted as one.
   */
  #toNotice(read: boolean): HTMLElement | undefined {
    const notice = this.notice;
    if (!notice) return undefined;
    focusLanding(notice);
    void scrollToElement(notice);
    if (read && this.#region) {
      const text = (notice.textContent ?? '').replace(/\s+/g, ' ').trim();
      // The same words again would not be read: a no-break space makes them a change.
      this.#region.textContent = this.#region.textContent === text ? `${text}\u00a0` : text;
    }
    return notice;
  }

  /**
   * The answer's notices at the top of the form, in the shop's notice group, replacing the last ones: a box that
   * takes focus around an alert (as the contact form's summary: an alert that itself takes focus is read twice by
   * some screen readers). A notice naming a field (`data-id`) marks that field invalid.
   */
  #showNotices(html: string, fallback: string, sanitize?: typeof sanitizeHtml): string {
    const form = this.#form as HTMLFormElement;
    this.#clearNotices();
    const group = this.ownerDocument.createElement('div');
    group.className = SHOP.noticeGroupClass;
    group.tabIndex = -1;
    const alert = this.ownerDocument.createElement('div');
    alert.setAttribute('role', 'alert');
    // Without the sanitiser (its chunk failed to load), the shop's notices are not shown: the fallback text is.
    // Notices are server HTML: no styles, no form controls, nothing that asks for input.
    const clean = html && sanitize ? sanitize(html, 'message').trim() : '';
    alert.innerHTML = clean;
    // The shop writes its lists as alerts too: one alert inside another is read twice.
    for (const el of alert.querySelectorAll('[role=alert], [role=status], [aria-live]')) {
      el.removeAttribute('role');
      el.removeAttribute('aria-live');
    }
    if (!alert.textContent?.trim()) {
      const list = this.ownerDocument.createElement('ul');
      list.className = 'woocommerce-error';
      const item = this.ownerDocument.createElement('li');
      item.textContent = fallback;
      list.append(item);
      alert.replaceChildren(list);
    }
    group.append(alert);
    form.prepend(group);
    for (const li of alert.querySelectorAll<HTMLElement>('[data-id]')) {
      const field = form.elements.namedItem(li.dataset.id ?? '');
      if (field instanceof HTMLElement) field.setAttribute('aria-invalid', 'true');
    }
    this.#toNotice(false);
    return (alert.textContent ?? '').replace(/\s+/g, ' ').trim();
  }

  #clearNotices(): void {
    const form = this.#form as HTMLFormElement;
    for (const el of form.querySelectorAll('.pb-checkout-notice:not([data-pb-sample])')) el.remove();
    for (const el of form.querySelectorAll('[aria-invalid]')) el.removeAttribute('aria-invalid');
  }

  /** MFT §8: the sample notice, in the builder only, so its look can be set there. Not an alert: nothing failed. */
  #showSample(): void {
    const form = this.#form as HTMLFormElement;
    if (this.#sample?.isConnected) return;
    const group = this.ownerDocument.createElement('div');
    group.className = SHOP.noticeGroupClass;
    group.setAttribute(SAMPLE, '');
    const list = this.ownerDocument.createElement('ul');
    list.className = 'woocommerce-error';
    const item = this.ownerDocument.createElement('li');
    item.textContent = this.#text().sampleNotice;
    list.append(item);
    group.append(list);
    form.prepend(group);
    this.#sample = group;
  }

  readonly #onSubmit = (e: SubmitEvent): void => {
    e.preventDefault();
    this.settleAfter(this.#guard(() => this.#send(e.submitter)));
  };

  /** Posts the form as it stands (every value stays in it) and follows the answer. */
  async #send(submitter: HTMLElement | null): Promise<void> {
    const form = this.#form as HTMLFormElement;
    const t = this.#text();
    const body = new URLSearchParams();
    for (const [k, v] of new FormData(form, submitter)) if (typeof v === 'string') body.append(k, v);
    body.set(SHOP.ajaxField, '1');
    this.#busy(true);
    // The sanitiser loads beside the request, not with the page: only an answer's notices need it.
    const sanitiser = import('../sanitize/purify.js').then(
      (m) => m.sanitizeHtml,
      () => undefined,
    );
    const out = await post(form.getAttribute('action') || location.href, body);
    this.#busy(false);
    const answer = out.ok ? checkoutAnswer(out.body) : undefined;
    if (answer?.result === 'success') {
      this.#clearNotices();
      this.emit('pb-form-success', { form: this.id });
      const to = sameOriginUrl(answer.redirect, location.href);
      if (to && this.emit('pb-checkout-redirect', { url: to.href }, { cancelable: true })) location.assign(to.href);
      return;
    }
    // A refusal with the shop's notices; anything else (no answer, an answer that is not the shop's) says so.
    const html = answer?.result === 'failure' ? answer.messages : '';
    const purify = html ? await sanitiser : undefined;
    const message = this.#showNotices(html, (!out.ok && out.message) || t.checkoutError, purify);
    const failure: FormErrorDetail['failure'] = out.ok ? (answer ? 'refused' : 'empty') : out.failure;
    this.emit('pb-form-error', { failure, message });
  }
}
