/**
 * One console channel for the whole library, so a page sees each problem once
 * even when an element re-renders or the same bad attribute sits on 50 tags.
 */
// On globalThis, like the bus: consent.js carries its own copy of this module, and a CDN copy may sit beside a
// bundled one, yet the page should still see each warning once.
const KEY = Symbol.for('pb-elements.warned');
// Made on first use, so importing this module changes nothing.
const warned = (): Set<string> => ((globalThis as unknown as Record<symbol, Set<string>>)[KEY] ??= new Set());

/** `where` names the element and attribute, e.g. `<pb-tabs> attribute "active"`. */
export function warnOnce(where: string, message: string): void {
  const key = `${where}\u0000${message}`;
  const seen = warned();
  if (seen.has(key)) return;
  seen.add(key);
  console.warn(`pb-elements: ${where}: ${message}`);
}

export const attributeWhere = (tag: string, attribute: string): string => `<${tag}> attribute "${attribute}"`;

/** Tests need a clean slate between cases that expect the same warning. */
export function resetWarnings(): void {
  warned().clear();
}
