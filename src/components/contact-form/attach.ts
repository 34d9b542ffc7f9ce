/**
 * The contact form's behaviour over the CMS's light-DOM `<form>`: conditional
 * logic, validation with messages tied to the fields, the captcha, and the
 * post without reload. Plain DOM handlers, not React: the form and every
 * message live in the light DOM, where `aria-describedby` can reach them.
 */
import type { PbElement } from '../../base/index.js';
import { getPageConfig } from '../../core/config/index.js';
import { FORMS } from '../../core/constants/forms.js';
import {
  CONDITIONS_ATTR,
  type Conditions,
  type ContactMessages,
  captchaSolved,
  evaluate,
  hiddenByConditions,
  labelOf,
  markField,
  newCaptcha,
  parseConditions,
  readFields,
  summaryLines,
  unmarkFields,
  validateFields,
  valuesOf,
} from '../../core/form/index.js';
import { submitGuard } from '../../core/request/guard.js';

const F = FORMS.field;
let count = 0;

type Client = typeof import('../../core/request/index.js');
/**
 * The request client (about 1.3 kB gzipped) is needed only to post, so it is not part of the form's first load: it is
 * fetched when the visitor first moves into a form, so it is there by the submit, or at the latest at the submit.
 * Once loaded, every form of the page posts with it at once. Failing to load, the post is a network failure, and the
 * next submit tries again.
 */
let client: Client | undefined;
let loading: Promise<Client> | undefined;
/** Loads the client now (the first focus does it for a visitor; a test on a fake clock needs it before). */
export function loadClient(): Promise<Client> {
  loading ??= import('../../core/request/index.js').then(
    (m) => (client = m),
    (e: unknown) => {
      loading = undefined;
      throw e;
    },
  );
  return loading;
}
const offline = { ok: false as const, failure: 'network' as const, status: 0, message: '' };

/**
 * Attaches the behaviour to `form`; returns the function that takes it off. `settle` holds the element's
 * `updateComplete` until a submission (validation, post and answer) has run its course.
 */
export function attach(
  host: PbElement,
  form: HTMLFormElement,
  text: () => ContactMessages,
  settle: (work: Promise<unknown>) => void,
): () => void {
  const uid = host.id || `pb-contact-${++count}`;
  const stop = new AbortController();
  const { signal } = stop;
  const guard = submitGuard();
  form.addEventListener('focusin', () => void loadClient().catch(() => undefined), { once: true, signal });
  const named = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`);
  form.noValidate = true;

  // Conditional logic: each block's rules, parsed once; bad ones warn and show always.
  // A rule naming no field of the form is dropped like any rule that cannot work: kept, it would be false for
  // ever and hide its block, and the fields in it, for good.
  const known = new Set(readFields(form).map((f) => f.meta.id));
  const blocks: [HTMLElement, Conditions][] = [];
  for (const el of form.querySelectorAll<HTMLElement>(`[${CONDITIONS_ATTR}]`)) {
    const { conditions, warnings } = parseConditions(el.getAttribute(CONDITIONS_ATTR) ?? '', known);
    for (const w of warnings) host.warn(CONDITIONS_ATTR, w);
    if (conditions) blocks.push([el, conditions]);
  }
  /** In document order, so a block hidden earlier counts as empty for the rules of later ones. */
  const applyConditions = () => {
    const fields = new Map(readFields(form).map((f) => [f.meta.id, f]));
    for (const [el, c] of blocks) {
      el.hidden = !evaluate(c, (name) => {
        const f = fields.get(name);
        return f && !hiddenByConditions(f) ? valuesOf(f) : [];
      });
    }
  };
  applyConditions();
  form.addEventListener('input', applyConditions, { signal });
  form.addEventListener('change', applyConditions, { signal });

  /** MFT §7.4's token: the form's `pb_token` field, else the page config's `nonces.contact`; '' warns. */
  const tokenOf = () => {
    const token = named(F.token)?.value || getPageConfig().nonces.contact || '';
    if (!token)
      host.warn(
        F.token,
        `no token: the <form> has no filled field "${F.token}" and the page config no "nonces.contact"; the server may refuse the message`,
      );
    return token;
  };
  if (!named(F.token)) tokenOf();

  const captcha = named(F.captcha);
  const digits = [named(F.firstDigit), named(F.secondDigit)] as const;
  if (captcha && !(digits[0] && digits[1]))
    host.warn(F.captcha, `the captcha needs hidden fields "${F.firstDigit}" and "${F.secondDigit}"; not checked`);

  /** A captcha number: in its hidden field, and in every element showing it. */
  const show = (input: HTMLInputElement, which: string, n: number) => {
    input.value = `${n}`;
    for (const el of form.querySelectorAll(`[data-pb-digit=${which}]`)) el.textContent = input.value;
  };

  // The summary's nodes this element added, to take back (with the field errors) before the next attempt.
  let added: Element[] = [];
  const clear = () => {
    for (const el of added) el.remove();
    added = [];
    unmarkFields(form);
  };
  const node = (tag: string, className: string, content: string) => {
    const el = document.createElement(tag);
    el.className = className;
    el.textContent = content;
    added.push(el);
    return el;
  };
  /**
   * The summary at the top of the form, announced and focused, so the visitor is taken to it wherever they
   * were (GOV.UK error summary); its own text as text. `links[i]`, when given, is the field the fill-in
   * list's i-th label leads to. As GOV.UK Frontend has since v4.4, the alert is a child of the focused box:
   * an alert that itself takes focus is read twice by some screen readers, or raced by the focus.
   */
  const summarise = (lines: { heading: string; items: string[] }[], links: Element[] = []) => {
    const box = node('div', 'pb-form-summary', '');
    box.id = `${uid}-summary`;
    box.tabIndex = -1;
    const alert = node('div', '', '');
    alert.setAttribute('role', 'alert');
    box.append(alert);
    for (const [i, { heading, items }] of lines.entries()) {
      alert.append(node('p', '', heading));
      if (items.length) alert.append(node('ul', '', ''));
      for (const [j, item] of items.entries()) {
        const li = node('li', '', '');
        const to = i === 0 ? links[j] : undefined;
        if (to) {
          const a = node('a', '', item) as HTMLAnchorElement;
          a.href = `#${to.id}`;
          a.addEventListener('click', (e) => {
            e.preventDefault();
            // The label (or a group's legend) in view with its control, which the hash alone would not focus.
            const label = to.closest('fieldset')?.querySelector('legend') ?? (to as HTMLInputElement).labels?.[0];
            label?.scrollIntoView({ block: 'start' });
            // Scroll positions are whole pixels: a label at a fractional offset lands up to 1 px above the top.
            const clipped = label?.getBoundingClientRect().top ?? 0;
            if (clipped < 0 && clipped > -1) document.scrollingElement?.scrollBy(0, -1);
            (to as HTMLElement).focus({ preventScroll: !!label });
          });
          li.append(a);
        } else li.textContent = item;
        alert.lastElementChild?.append(li);
      }
    }
    form.prepend(box);
    box.focus();
  };
  /** While the post is out: the host busy, its submit buttons visibly so (guarded against a second submit). */
  const busy = (on: boolean) => {
    for (const b of form.querySelectorAll('[type=submit]')) {
      if (on) b.setAttribute('aria-disabled', 'true');
      else b.removeAttribute('aria-disabled');
    }
    if (on) host.setAttribute('aria-busy', 'true');
    else host.removeAttribute('aria-busy');
  };

  const submit = async () => {
    clear();
    const t = text();
    const fields = readFields(form);
    const snapshot = fields.map((f) => ({ meta: f.meta, values: valuesOf(f), hidden: hiddenByConditions(f) }));
    const problems = validateFields(snapshot);
    // An empty captcha is missing like any required field; only a wrong sum gets new numbers (MFT §5).
    const noCaptcha = !!captcha && !captcha.value.trim();
    let wrongCaptcha = false;
    if (captcha && !noCaptcha && digits[0] && digits[1]) {
      const now = { first_digit: +digits[0].value, second_digit: +digits[1].value };
      if (!captchaSolved(now, captcha.value)) {
        wrongCaptcha = true;
        const next = newCaptcha();
        show(digits[0], 'first', next.first_digit);
        show(digits[1], 'second', next.second_digit);
        captcha.value = '';
      }
    }
    if (problems.length || wrongCaptcha || noCaptcha) {
      for (const p of problems) {
        const { controls } = fields.find((f) => f.meta === p.meta) ?? { controls: [] };
        markField(controls, p.problem === 'email' ? t.invalidEmail : t.required, 'pb-form-error');
      }
      if (captcha && (wrongCaptcha || noCaptcha)) {
        markField([captcha], noCaptcha ? t.required : t.wrongCaptcha, 'pb-form-error');
      }
      const required = problems.filter((p) => p.problem === 'required');
      const links = required.map((p) => fields.find((f) => f.meta === p.meta)?.controls[0] as Element);
      const missing = required.map((p) => p.meta.field_label);
      if (noCaptcha && captcha) {
        missing.push(labelOf([captcha]));
        links.push(captcha);
      }
      summarise(summaryLines(t, missing, problems.length > required.length, wrongCaptcha), links);
      return;
    }

    const body = new URLSearchParams();
    for (const [k, v] of new FormData(form)) if (typeof v === 'string') body.append(k, v);
    const hidden = snapshot.filter((s) => s.hidden).map((s) => s.meta.id);
    for (const name of hidden) body.delete(name);
    body.set(F.fields, JSON.stringify(snapshot.map((s) => s.meta)));
    body.set(F.hidden, JSON.stringify(hidden));
    body.set(F.token, tokenOf());
    body.set(F.ajax, '1');
    busy(true);
    // The sanitiser (DOMPurify, about 11 kB gzipped) is needed only for an answer: it is not part of the form's
    // first load, it is fetched once a submission starts, beside the request. Failing to load, it is a failure.
    const sanitiser = import('../sanitize/purify.js').catch(() => undefined);
    const url = form.getAttribute('action') || location.href;
    const out = await (client
      ? client.post(url, body)
      : loadClient().then(
          (c) => c.post(url, body),
          () => offline,
        ));
    const purify = out.ok ? await sanitiser : undefined;
    busy(false);
    // MFT §7.4: the answer replaces the container's contents; it is server HTML, so it is sanitised, and a message
    // has no business restyling the page or asking for input (no style, no form controls). An empty answer is a
    // failure: replacing the form with nothing would lose what the visitor typed, and say nothing.
    const answer = purify ? purify.sanitizeHtml(out.ok ? out.body : '', 'message').trim() : '';
    if (answer) {
      const done = document.createElement('div');
      done.setAttribute('role', 'status');
      done.tabIndex = -1;
      done.innerHTML = answer;
      host.replaceChildren(done);
      done.focus();
      host.emit('pb-form-success', { form: host.id });
    } else {
      const message = (!out.ok && out.message) || t.contactError;
      summarise([{ heading: message, items: [] }]);
      host.emit('pb-form-error', { failure: out.ok ? 'empty' : out.failure, message });
    }
  };

  form.addEventListener(
    'submit',
    (e) => {
      e.preventDefault();
      settle(guard(submit));
    },
    { signal },
  );
  return () => {
    stop.abort();
    clear();
  };
}
