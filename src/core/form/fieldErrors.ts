/**
 * The one way a form element ties an error to the CMS's own light-DOM
 * controls (contact form, newsletter, search, comments): `aria-invalid`, and
 * `aria-describedby` naming a message written beside the control: after it
 * (or after the label that wraps it), or, for a radio or checkbox group, at
 * the end of its fieldset. The message is light DOM too, because an id
 * reference cannot cross a shadow root. Framework-free, so the plain form
 * elements use it without the React chunk; functions take DOM nodes, nothing
 * runs at import.
 */
const MARK = 'data-pb-field-error';
let count = 0;

const tokens = (c: Element) => (c.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
const root = (c: Element) => c.getRootNode() as Document | ShadowRoot;
const ours = (c: Element, id: string) => !!root(c).getElementById?.(id)?.hasAttribute(MARK);

/**
 * Marks `controls` (one field, or the controls of one group) invalid with
 * `text`, shown as text, replacing their earlier mark. `className` is the
 * element's documented class for its messages.
 */
export function markField(controls: readonly Element[], text: string, className = 'pb-field-message'): void {
  const [first] = controls;
  if (!first) return;
  unmarkFields(controls);
  const message = document.createElement('span');
  message.id = `pb-field-error-${++count}`;
  message.className = className;
  message.setAttribute(MARK, '');
  message.textContent = text;
  const group = controls.length > 1 || (first as HTMLInputElement).type === 'radio' ? first.closest('fieldset') : null;
  if (group) group.append(message);
  else (first.closest('label') ?? first).after(message);
  for (const c of controls) {
    c.setAttribute('aria-invalid', 'true');
    c.setAttribute('aria-describedby', [...tokens(c), message.id].join(' '));
  }
}

/** Takes the marks off `target` (controls, or every marked control inside a form); authors' own descriptions stay. */
export function unmarkFields(target: ParentNode | readonly Element[]): void {
  const controls = 'querySelectorAll' in target ? [...target.querySelectorAll('[aria-describedby]')] : target;
  // Every control's marks first, then the messages: the controls of a group share one.
  const marked = controls.map((c) => [c, tokens(c).filter((id) => ours(c, id))] as const).filter(([, m]) => m.length);
  for (const [c, mine] of marked) {
    const rest = tokens(c).filter((id) => !mine.includes(id));
    if (rest.length) c.setAttribute('aria-describedby', rest.join(' '));
    else c.removeAttribute('aria-describedby');
    c.removeAttribute('aria-invalid');
  }
  for (const [c, mine] of marked) for (const id of mine) ours(c, id) && root(c).getElementById(id)?.remove();
}
