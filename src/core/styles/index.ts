/**
 * The one way the library adds styles outside an element's own shadow sheets (the wrapper adopts those): a
 * constructed sheet, adopted. Not a `<style>`, because a CSP without 'unsafe-inline' for styles does not apply
 * to adopted sheets. A constructed sheet may only be adopted in the document whose realm made it, so there is
 * one per document and CSS text.
 */
const made = new WeakMap<Document, Record<string, CSSStyleSheet>>();

/**
 * Adopts `css` in `root` (a document or a shadow root) once; `first` puts it before the root's other adopted
 * sheets. Any other root (a detached element's, which is the element itself) has no sheets: nothing happens.
 */
export function adoptStyles(root: Node, css: string, first = false): void {
  const target = root as Node & DocumentOrShadowRoot;
  const all = target.adoptedStyleSheets;
  if (!all) return;
  // A document's ownerDocument is null: it is its own.
  const doc = (root.ownerDocument ?? root) as Document;
  const sheets = made.get(doc) ?? {};
  made.set(doc, sheets);
  let sheet = sheets[css];
  if (!sheet) {
    sheet = new (doc.defaultView ?? window).CSSStyleSheet();
    sheet.replaceSync(css);
    sheets[css] = sheet;
  }
  if (!all.includes(sheet)) target.adoptedStyleSheets = first ? [sheet, ...all] : [...all, sheet];
}
