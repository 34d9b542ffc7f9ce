/**
 * Stores that must be one per document even when two copies of the library share a page (the motion and
 * parallax controllers): held on the document under a `Symbol.for` key, so the second copy finds the first's.
 */
export function onePerDocument<T>(doc: Document, key: string, make: () => T): T {
  const holder = doc as unknown as Record<symbol, T | undefined>;
  const symbol = Symbol.for(key);
  holder[symbol] ??= make();
  return holder[symbol];
}
