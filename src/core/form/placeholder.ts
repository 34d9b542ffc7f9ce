/**
 * The legacy text-field placeholder (MFT §5), opt-in: the label text becomes
 * the field's placeholder, cleared on focus and restored on blur when the
 * field is empty. Written as the `placeholder` attribute rather than the
 * field's value (the legacy way), so the label can never be validated or
 * sent as if the visitor had typed it. Returns the function that undoes it.
 */
const TEXT = /^(?:text|email|tel|url|search|number|password)$/;

export function legacyPlaceholder(
  fields: readonly Element[],
  labelOf: (field: HTMLInputElement | HTMLTextAreaElement) => string,
): () => void {
  const stop = new AbortController();
  const { signal } = stop;
  const undo: (() => void)[] = [];
  for (const f of fields) {
    if (!(f instanceof HTMLTextAreaElement || (f instanceof HTMLInputElement && TEXT.test(f.type)))) continue;
    const label = labelOf(f);
    if (!label || f.placeholder) continue;
    const show = () => {
      if (f.value === '') f.placeholder = label;
    };
    show();
    f.addEventListener('focus', () => f.removeAttribute('placeholder'), { signal });
    f.addEventListener('blur', show, { signal });
    undo.push(() => f.removeAttribute('placeholder'));
  }
  return () => {
    stop.abort();
    for (const u of undo) u();
  };
}
