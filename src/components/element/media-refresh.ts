/**
 * WebKit (WebKitGTK 2.50, as Safari's engine) keeps a constructed sheet's @media results from when the viewport last
 * changed while a connected shadow root adopted it: resized while no element of a tag was on the page, the next one
 * styles by the old width (a lightbox opened after a phone turns; tabs created after a resize stay unstacked),
 * though `matchMedia` agrees with the new one. Any change to the sheet makes WebKit evaluate it again, so an element
 * that connects after a viewport change touches its tag's sheets that have @media rules; other engines only restyle.
 */
const seenAt = new WeakMap<CSSStyleSheet, string>();
const hasMedia = new WeakMap<CSSStyleSheet, boolean>();

/** A rule no element matches, added and removed at once: the sheet is "changed", its text is not. */
const NOOP_RULE = 'pb-media-refresh{}';

export function refreshMediaRules(sheets: readonly CSSStyleSheet[], view: Window | null): void {
  if (!view) return;
  const size = `${view.innerWidth}x${view.innerHeight}`;
  for (const sheet of sheets) {
    let media = hasMedia.get(sheet);
    if (media === undefined) {
      media = [...sheet.cssRules].some((rule) => rule instanceof CSSMediaRule);
      hasMedia.set(sheet, media);
    }
    if (!media) continue;
    const was = seenAt.get(sheet);
    seenAt.set(sheet, size);
    if (was === undefined || was === size) continue;
    const at = sheet.cssRules.length;
    sheet.insertRule(NOOP_RULE, at);
    sheet.deleteRule(at);
  }
}
