/**
 * For pb.js: the entrance runtime loads only on pages whose config has an `animations` list. The id is config's
 * CONFIG_ID, written out so that pb.js carries no copy of the config module.
 */
export async function loadAnimationsIfAsked(doc: Document = document): Promise<(() => void) | undefined> {
  if (!doc.getElementById('pb-config')?.textContent?.includes('"animations"')) return undefined;
  return (await import('./page.js')).startPageAnimations(doc);
}
