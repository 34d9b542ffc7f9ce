/**
 * The contact form's fields (MFT §3 Contact form field, §5): metadata read
 * from the CMS's light-DOM form, and the required and email rules over a
 * snapshot of values. Functions take DOM nodes; nothing runs at import.
 */
import { type FIELD_TYPES, FORMS } from '../constants/forms.js';
import { isValidEmail } from './email.js';

export type FieldType = (typeof FIELD_TYPES)[number];

/** What the form sends for each field (MFT §3), and what the server checks against. */
export interface FieldMeta {
  /** The control's `name`, the key its value is posted under. */
  id: string;
  /** The control's own `id` attribute (the first one's, for a group), else the name. */
  original_id: string;
  required_mark: 'required' | 'not_required';
  field_type: FieldType;
  field_label: string;
}

export type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface Field {
  meta: FieldMeta;
  /** One control, or every radio or checkbox of a group (same name). */
  controls: [Control, ...Control[]];
}

/** Marks a block that conditional logic hides; its fields are skipped and listed as hidden. */
export const CONDITIONS_ATTR = 'data-pb-conditions';
const SKIPPED = new Set(['submit', 'button', 'reset', 'image', 'file']);

function typeOf(c: Control): FieldType {
  if (c.localName === 'textarea') return 'text';
  if (c.localName === 'select') return 'select';
  const t = c.type;
  return t === 'email' || t === 'checkbox' || t === 'radio' || t === 'hidden' ? t : 'input';
}

const clean = (text: string | null | undefined) =>
  (text ?? '')
    .replace(/\s+/g, ' ')
    .replace(/\s*\*\s*$/, '')
    .trim();

/** The visible name of a field: a group's legend, the control's label, aria-label, placeholder, else its name. */
export function labelOf(controls: readonly [Control, ...Control[]]): string {
  const [first] = controls;
  const group = controls.length > 1 || first.type === 'radio';
  const legend = group ? first.closest('fieldset')?.querySelector('legend') : null;
  return (
    clean(legend?.textContent) ||
    clean(first.labels?.[0]?.textContent) ||
    clean(first.getAttribute('aria-label')) ||
    clean((first as HTMLInputElement).placeholder) ||
    first.name
  );
}

/**
 * Every field of `form` in document order, radios and checkboxes of one name
 * as one field. Skipped: unnamed controls, buttons, files, and the `pb_`
 * fields the element itself sends. A group is required when one of its
 * controls has `required`, or its fieldset has `data-required`.
 */
export function readFields(form: HTMLFormElement): Field[] {
  const byName = new Map<string, [Control, ...Control[]]>();
  for (const el of Array.from(form.elements) as Control[]) {
    const name = el.name;
    if (!name || name.startsWith(FORMS.reservedPrefix) || SKIPPED.has(el.type) || !('value' in el)) continue;
    const group = byName.get(name);
    if (group) group.push(el);
    else byName.set(name, [el]);
  }
  return Array.from(byName.values(), (controls) => {
    const [first] = controls;
    const required = controls.some((c) => c.required) || !!first.closest('fieldset[data-required]');
    const meta: FieldMeta = {
      id: first.name,
      original_id: first.id || first.name,
      required_mark: required ? 'required' : 'not_required',
      field_type: typeOf(first),
      field_label: labelOf(controls),
    };
    return { meta, controls };
  });
}

/** The field's values: its value (text, select), the selected options (multiple), or the checked controls. */
export function valuesOf(field: Field): string[] {
  const out: string[] = [];
  for (const c of field.controls) {
    if (c instanceof HTMLSelectElement && c.multiple) out.push(...Array.from(c.selectedOptions, (o) => o.value));
    else if (c.type === 'checkbox' || c.type === 'radio') (c as HTMLInputElement).checked && out.push(c.value);
    else out.push(c.value);
  }
  return out;
}

/** Whether conditional logic hides the field (one of its blocks is hidden). */
export const hiddenByConditions = (field: Field): boolean =>
  field.controls.every((c) => !!c.closest(`[${CONDITIONS_ATTR}][hidden]`));

export type Problem = 'required' | 'email';

export interface FieldSnapshot {
  meta: FieldMeta;
  values: readonly string[];
  hidden: boolean;
}

/**
 * MFT §5: an empty required field, or a required group with nothing chosen,
 * is `required`; a filled email field that breaks the email rule is `email`.
 * Fields hidden by conditional logic and hidden inputs are skipped.
 */
export function validateFields(fields: readonly FieldSnapshot[]): { meta: FieldMeta; problem: Problem }[] {
  const out: { meta: FieldMeta; problem: Problem }[] = [];
  for (const { meta, values, hidden } of fields) {
    if (hidden || meta.field_type === 'hidden') continue;
    const filled = values.filter((v) => v.trim() !== '');
    if (!filled.length) {
      if (meta.required_mark === 'required') out.push({ meta, problem: 'required' });
    } else if (meta.field_type === 'email' && !filled.every((v) => isValidEmail(v.trim()))) {
      out.push({ meta, problem: 'email' });
    }
  }
  return out;
}
