/**
 * The newsletter signup around the CMS's own `<form>`: core/newsletter checks
 * and serialises, the request client posts, this file marks fields, shows the
 * status and runs the feed popup.
 */
import { useEffect, useRef, useState } from 'react';
import type { PropDefs } from '../../core/attributes/index.js';
import { fillMessage, getPageConfig, type Messages } from '../../core/config/index.js';
import { NEWSLETTER } from '../../core/constants/newsletter.js';
import { getCookie } from '../../core/cookies/read.js';
import { setCookie } from '../../core/cookies/write.js';
import { labelPlaceholders, markField, placeholderOptionWarning, unmarkFields } from '../../core/form/index.js';
import { warnOnce } from '../../core/log/index.js';
import {
  checkNewsletter,
  NEWSLETTER_TAG,
  popupWanted,
  readAnswer,
  type SubscribeFailure,
  subscribeFields,
} from '../../core/newsletter/index.js';
import { ajax, submitGuard } from '../../core/request/index.js';
import { adoptStyles } from '../../core/styles/index.js';
import { type PbElement, type PropValues, useBuilderMode, useMessages } from '../element/index.js';
import { type NewsletterMessages, newsletterMessages } from './messages.js';
import { lightStyles } from './styles.js';

export const newsletterProps = {
  popup: { type: 'boolean', default: false },
  delay: { type: 'number', default: NEWSLETTER.popupDelay, min: 0 },
  messages: { type: 'json', default: {} as Messages },
  legacyPlaceholder: { type: 'boolean', default: false },
} satisfies PropDefs;

export type NewsletterProps = PropValues<typeof newsletterProps>;

const failureText: Partial<Record<SubscribeFailure, keyof NewsletterMessages>> = {
  network: 'network',
  timeout: 'network',
  nonce: 'expired',
  rate: 'rate',
};

/** A control the visitor types or chooses in (a shadow host's own focused control counts). */
function isField(el: Element | null): boolean {
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return !!el?.matches(
    'input:not([type=submit],[type=button],[type=reset],[type=image]),select,textarea,[contenteditable]:not([contenteditable=false])',
  );
}

/**
 * MFT §7.2 goes to the page config's ajax endpoint with its frontend nonce; a page without them (a cached page,
 * a theme that prints no config) has the form's own `action` and `nonce` field, as the no-script post uses.
 * Whatever neither gives is named in a warning.
 */
function routeOf(form: HTMLFormElement) {
  const { endpoints, nonces } = getPageConfig();
  const url = form.getAttribute('action')?.trim();
  const nonce = (form.elements.namedItem('nonce') as HTMLInputElement | null)?.value;
  const where = `<${NEWSLETTER_TAG}>`;
  if (!endpoints.ajax && !url)
    warnOnce(where, 'no endpoint: the page config has no "endpoints.ajax" and the <form> no "action"; nothing is sent');
  else if (!nonces.frontend && !nonce)
    warnOnce(where, 'no nonce: the page config has no "nonces.frontend" and the <form> no field named "nonce"');
  return { url, nonce };
}

const seenPopup = () => setCookie(NEWSLETTER.popupCookie, '1', { days: NEWSLETTER.popupCookieDays, path: '/' });

export function Newsletter({ host, popup, delay, messages, legacyPlaceholder }: NewsletterProps & { host: PbElement }) {
  const text = useMessages(newsletterMessages, NEWSLETTER_TAG, messages);
  const texts = useRef(text);
  texts.current = text;
  const builder = useBuilderMode();
  const [status, setStatus] = useState(['', '']);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const form = host.querySelector('form');
    if (!form) return host.warn('content', 'needs a <form> to enhance; nothing to do');
    const guard = submitGuard();
    form.noValidate = true;

    const submit = async () => {
      const t = texts.current;
      unmarkFields(form);
      const problems = checkNewsletter(form);
      if (problems.length) {
        for (const { controls, key, label } of problems)
          markField(controls, key === 'invalid' ? label : fillMessage(t[key], { label }), 'pb-newsletter-error');
        setStatus(['error', t.summary]);
        problems[0]?.controls[0].focus();
        return;
      }
      setStatus(['', t.sending]);
      const fallback = routeOf(form);
      const answer = readAnswer(await ajax(NEWSLETTER.action, subscribeFields(form), 'frontend', { fallback }));
      if (answer.ok) {
        form.hidden = true;
        setStatus(['success', t.success]);
        seenPopup();
        statusRef.current?.focus();
        host.emit('pb-form-success', { form: host.id });
        return;
      }
      // Nothing is reset: every value the visitor typed stays.
      const message = answer.message || t[failureText[answer.failure] ?? 'failed'];
      setStatus(['error', message]);
      host.emit('pb-form-error', { failure: answer.failure, message });
    };
    const onSubmit = (e: Event) => {
      e.preventDefault();
      void guard(submit);
    };
    const onInput = (e: Event) => {
      const c = e.target as HTMLInputElement;
      if (c.getAttribute('aria-invalid'))
        unmarkFields(c.name ? [...form.querySelectorAll<HTMLInputElement>(`[name="${CSS.escape(c.name)}"]`)] : [c]);
    };
    form.addEventListener('submit', onSubmit);
    form.addEventListener('input', onInput);
    form.addEventListener('change', onInput);
    return () => {
      form.noValidate = false;
      form.removeEventListener('submit', onSubmit);
      form.removeEventListener('input', onInput);
      form.removeEventListener('change', onInput);
    };
  }, [host]);

  // MFT §5's legacy placeholder, on or off with its attribute. The labels it hides are document rules (pb.css),
  // adopted here too for a page without pb.css: the form is light DOM, out of the shadow sheet's reach.
  useEffect(() => {
    const warning = placeholderOptionWarning(host.getAttribute('legacy-placeholder'));
    if (warning) host.warn('legacy-placeholder', warning);
    const form = host.querySelector('form');
    if (!legacyPlaceholder || !form) return;
    adoptStyles(host.ownerDocument, lightStyles);
    return labelPlaceholders(form);
  }, [legacyPlaceholder, host]);

  // MFT §2: the feed popup, `delay` seconds after the upgrade, once per visitor; never over a field the
  // visitor is typing in: then it waits until focus leaves the page's form fields.
  useEffect(() => {
    if (!popup || !popupWanted(!!getCookie(NEWSLETTER.popupCookie), navigator.userAgent, builder)) return;
    const stop = new AbortController();
    const open = () => {
      const d = dialog.current;
      if (!d || d.open || !host.isConnected || getCookie(NEWSLETTER.popupCookie)) return;
      stop.abort();
      d.showModal();
      seenPopup();
    };
    const timer = setTimeout(() => {
      if (!isField(document.activeElement)) return open();
      document.addEventListener(
        'focusout',
        (e) => {
          if (!isField(e.relatedTarget as Element | null)) open();
        },
        { signal: stop.signal },
      );
    }, delay * 1000);
    return () => {
      clearTimeout(timer);
      stop.abort();
    };
  }, [popup, delay, builder, host]);

  const body = (
    <>
      <slot />
      <p part="status" className={status[0]} role="status" tabIndex={-1} ref={statusRef}>
        {status[1]}
      </p>
    </>
  );
  if (!popup) return body;
  return (
    <dialog part="dialog" ref={dialog} aria-label={text.popup}>
      <button part="close" type="button" aria-label={text.close} onClick={() => dialog.current?.close()}>
        ×
      </button>
      {body}
    </dialog>
  );
}
