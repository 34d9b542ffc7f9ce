/**
 * One console channel for the whole library, so a page sees each problem once
 * even when an element re-renders or the same bad attribute sits on 50 tags.
 */
const seen = new Set<string>();

/** `where` names the element and attribute, e.g. `<pb-tabs> attribute "active"`. */
export function warnOnce(where: string, message: string): void {
  const key = `${where}\u0000${message}`;
  if (seen.has(key)) return;
  seen.add(key);
  console.warn(`pb-elements: ${where}: ${message}`);
}

export const attributeWhere = (tag: string, attribute: string): string => `<${tag}> attribute "${attribute}"`;

/** Tests need a clean slate between cases that expect the same warning. */
export function resetWarnings(): void {
  seen.clear();
}
