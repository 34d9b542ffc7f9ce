/**
 * For pb.js: the builder contexts' code loads only on pages that name a context or the older builder mode
 * (`<html data-pb-context>`, `<html data-pb-mode="builder">`, or the page config's `builder` or `builderMode`). The
 * id is config's CONFIG_ID, written out so that pb.js carries no copy of the config module.
 */
export async function loadBuilderIfAsked(doc: Document = document): Promise<(() => void) | undefined> {
  const root = doc.documentElement;
  const asked =
    root.hasAttribute('data-pb-context') ||
    root.getAttribute('data-pb-mode') === 'builder' ||
    doc.getElementById('pb-config')?.textContent?.includes('"builder');
  if (!asked) return undefined;
  return (await import('./start.js')).startBuilderContext(doc);
}
