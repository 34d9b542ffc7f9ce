/**
 * The one way the library adds styles outside an element's own shadow sheets (the wrapper adopts those): a
 * constructed sheet, adopted. Not a `<style>`, because a CSP without 'unsafe-inline' for styles does not apply
 * to adopted sheets. A constructed sheet may only be adopted in the document whose realm made it, so there is
 * one per document and CSS text.
 */
const made = new WeakMap<Document, Record<string, CSSStyleSheet>>();

/** The window whose realm makes `doc`'s sheets; a document without one (a parsed or template document) uses this. */
const realmOf = (doc: Document): typeof globalThis => (doc.defaultView ?? window) as typeof globalThis;

/** A new, empty constructed sheet adoptable in `doc`, for a caller that rewrites its text (motion's rules). */
export function newSheet(doc: Document): CSSStyleSheet {
  return new (realmOf(doc).CSSStyleSheet)();
}

/** The one constructed sheet holding `css` for `doc`, made in `doc`'s realm the first time it is asked for. */
export function sheetFor(doc: Document, css: string): CSSStyleSheet {
  const sheets = made.get(doc) ?? {};
  made.set(doc, sheets);
  let sheet = sheets[css];
  if (!sheet) {
    sheet = newSheet(doc);
    sheet.replaceSync(css);
    sheets[css] = sheet;
  }
  return sheet;
}

/**
 * Adopts `css` in `root` (a document or a shadow root) once; `first` puts it before the root's other adopted
 * sheets. Any other root (a detached element's, which is the element itself) has no sheets: nothing happens.
 */
export function adoptStyles(root: Node, css: string, first = false): void {
  const target = root as Node & DocumentOrShadowRoot;
  const all = target.adoptedStyleSheets;
  if (!all) return;
  // A document's ownerDocument is null: it is its own.
  const sheet = sheetFor((root.ownerDocument ?? root) as Document, css);
  if (!all.includes(sheet)) target.adoptedStyleSheets = first ? [sheet, ...all] : [...all, sheet];
}
