/**
 * The legacy text-field placeholder (MFT §5), shared by the forms that offer it: each text field's label text
 * becomes its placeholder, cleared on focus and back on blur when the field is empty. Written as the native
 * `placeholder` attribute, never the field's value, so the label is never validated or sent as if the visitor
 * had typed it (the legacy way put it in the value: danbentley/placeholder#4). The label itself stays: the field's
 * accessible name (labelStyles.ts hides it visually). Framework-free; functions take DOM nodes, nothing runs at
 * import.
 */
import { TEXT_FIELD } from './labelStyles.js';

export type TextField = HTMLInputElement | HTMLTextAreaElement;

/** Captured at load, as the element base does: a test's fake clock must not hold the reset's follow-up. */
const later = globalThis.setTimeout.bind(globalThis);

const MARK = /^(?:\*+\s*)+|(?:\s*\*+)+$/g;

/**
 * The placeholder for a label's text: whitespace collapsed, and a required mark (`*`, before or after the
 * text, as text, `<abbr>` or an `aria-hidden` span) kept as one ` *` at the end, since the label that showed it
 * is hidden. '' for a label with no text.
 */
export function placeholderText(label: string): string {
  const text = label.replace(/\s+/g, ' ').trim();
  const bare = text.replace(MARK, '').trim();
  return bare && bare !== text ? `${bare} *` : bare;
}

/** A label's own text: a wrapped textarea's or select's contents are the field's, not the label's. */
function labelText(label: HTMLLabelElement): string {
  const walk = label.ownerDocument.createTreeWalker(label, NodeFilter.SHOW_TEXT, {
    acceptNode: (n) =>
      n.parentElement?.closest('textarea, select, datalist, script, style, template')
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  let text = '';
  while (walk.nextNode()) text += walk.currentNode.nodeValue;
  return text;
}

export const isTextField = (el: Element): el is TextField => el.matches(TEXT_FIELD);

/**
 * Puts the label placeholders on `form`'s text fields (those with a `<label>` with text); returns the function
 * that takes them off and gives each field back its own placeholder. A field keeps the placeholder while it
 * is empty and not focused: focus clears it, blur brings it back if the field is still empty, and so do a form
 * reset and a change of the label's text while the field is empty (the contact form's new captcha numbers).
 */
export function labelPlaceholders(form: HTMLFormElement): () => void {
  const own = new Map<TextField, string | null>();
  for (const el of Array.from(form.elements))
    if (isTextField(el) && el.labels?.length) own.set(el, el.getAttribute('placeholder'));

  const sync = (f: TextField) => {
    const label = f.labels?.[0];
    const text = label ? placeholderText(labelText(label)) : '';
    const shown = f.value === '' && !f.matches(':focus');
    if (!text) {
      const mine = own.get(f);
      if (mine == null) f.removeAttribute('placeholder');
      else f.setAttribute('placeholder', mine);
    } else if (!shown) f.removeAttribute('placeholder');
    else if (f.getAttribute('placeholder') !== text) f.setAttribute('placeholder', text);
  };
  const syncAll = () => {
    for (const f of own.keys()) sync(f);
  };
  syncAll();

  const stop = new AbortController();
  const { signal } = stop;
  const onFocus = (e: Event) => {
    const f = e.target as TextField;
    if (own.has(f)) sync(f);
  };
  form.addEventListener('focusin', onFocus, { signal });
  form.addEventListener('focusout', onFocus, { signal });
  // The reset event comes before the fields are reset.
  form.addEventListener('reset', () => later(syncAll, 0), { signal });

  const labels = new MutationObserver(syncAll);
  for (const f of own.keys())
    for (const label of Array.from(f.labels ?? []))
      labels.observe(label, { childList: true, characterData: true, subtree: true });

  return () => {
    stop.abort();
    labels.disconnect();
    for (const [f, mine] of own) {
      if (mine === null) f.removeAttribute('placeholder');
      else f.setAttribute('placeholder', mine);
    }
  };
}

/** A boolean attribute is on whatever its value: the values an author means as "off" get a warning. */
const OFF = /^\s*(?:false|off|no|0)\s*$/i;

/** The warning for a `legacy-placeholder` value that reads as off but turns the option on; undefined otherwise. */
export function placeholderOptionWarning(raw: string | null): string | undefined {
  if (raw === null || !OFF.test(raw)) return undefined;
  return `${JSON.stringify(raw)} turns the label placeholders on (a boolean attribute is on whenever present); remove the attribute to turn them off`;
}
