/**
 * For pb.js: the sticky core loads only on pages whose config lists sticky settings. The id is config's
 * CONFIG_ID, written out so that pb.js carries no copy of the config module.
 */
export async function loadPageStickyIfAsked(doc: Document = document): Promise<(() => void) | undefined> {
  if (!doc.getElementById('pb-config')?.textContent?.includes('"sticky"')) return undefined;
  return (await import('./page.js')).startPageStickyModules(doc);
}
