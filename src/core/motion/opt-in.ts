/**
 * The page's motion list for pb.js: the runtime loads only on pages whose config has a `motion` entry. The id
 * is config's CONFIG_ID, written out so that pb.js carries no copy of the config module.
 */
export async function loadMotionIfAsked(doc: Document = document): Promise<(() => void) | undefined> {
  if (!doc.getElementById('pb-config')?.textContent?.includes('"motion"')) return undefined;
  return (await import('./page.js')).startPageMotion(doc);
}
