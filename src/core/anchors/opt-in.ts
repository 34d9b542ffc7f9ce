/**
 * The smooth anchors for pb.js: they
 * load only on pages whose config names them, and the listener parses and
 * checks the config itself. The id is config's CONFIG_ID, written out so that
 * pb.js carries no copy of the config module.
 */
export async function loadSmoothAnchorsIfAsked(doc: Document = document): Promise<(() => void) | undefined> {
  if (!doc.getElementById('pb-config')?.textContent?.includes('"smoothAnchors"')) return undefined;
  return (await import('./listen.js')).startSmoothAnchors(doc);
}
