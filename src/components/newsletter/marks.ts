/**
 * Field errors live in the light DOM beside their fields, so `aria-describedby`
 * (an id reference, which cannot cross a shadow root) can point at them.
 * Each error is a `<span class="pb-newsletter-error">` after the control's
 * label (or the control), or at the end of the group's fieldset.
 */
import type { Control, Group } from '../../core/newsletter/index.js';

const ERROR = 'pb-newsletter-error';

const tokens = (c: Element) => (c.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);

export function mark(controls: Group, id: string, text: string): void {
  const span = document.createElement('span');
  span.className = ERROR;
  span.id = id;
  span.textContent = text;
  const [first] = controls;
  const group = controls.length > 1 && first.closest('fieldset');
  if (group) group.append(span);
  else (first.closest('label') ?? first).after(span);
  for (const c of controls) {
    c.setAttribute('aria-invalid', 'true');
    c.setAttribute('aria-describedby', [...tokens(c), id].join(' '));
  }
}

/** Takes the marks off `controls` (all marked controls of `form` when omitted). */
export function unmark(form: HTMLFormElement, controls?: Control[]): void {
  const list = controls ?? [...form.querySelectorAll<Control>('[aria-invalid="true"]')];
  for (const c of list) {
    const mine = tokens(c).filter((t) => form.querySelector(`#${CSS.escape(t)}.${ERROR}`));
    for (const id of mine) form.querySelector(`#${CSS.escape(id)}`)?.remove();
    const rest = tokens(c).filter((t) => !mine.includes(t));
    if (rest.length) c.setAttribute('aria-describedby', rest.join(' '));
    else c.removeAttribute('aria-describedby');
    c.removeAttribute('aria-invalid');
  }
}
