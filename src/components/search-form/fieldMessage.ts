/**
 * A message tied to a light-DOM field (the CMS's own input): `aria-invalid`, and `aria-describedby` naming a message
 * element written right after the field. The search form and the comment form share it.
 */
let count = 0;

const messageOf = (field: HTMLElement): HTMLElement | null => {
  const id = field.dataset.pbMessage;
  return id ? ((field.getRootNode() as Document).getElementById?.(id) ?? null) : null;
};

/** Marks `field` invalid and shows `text` (as text) in its message element, created once. */
export function showFieldError(field: HTMLElement, text: string): void {
  let message = messageOf(field);
  if (!message) {
    count += 1;
    message = document.createElement('span');
    message.id = `pb-msg-${count}`;
    message.className = 'pb-field-message';
    field.dataset.pbMessage = message.id;
    field.after(message);
  }
  message.textContent = text;
  message.hidden = false;
  field.setAttribute('aria-invalid', 'true');
  const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  if (!ids.includes(message.id)) field.setAttribute('aria-describedby', [...ids, message.id].join(' '));
}

/** Takes the mark and the message away again; the field's own descriptions stay. */
export function clearFieldError(field: HTMLElement): void {
  const message = messageOf(field);
  if (!message) return;
  message.hidden = true;
  message.textContent = '';
  field.removeAttribute('aria-invalid');
  const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id && id !== message.id);
  if (ids.length) field.setAttribute('aria-describedby', ids.join(' '));
  else field.removeAttribute('aria-describedby');
}
