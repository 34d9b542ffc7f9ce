/**
 * Idempotent registration. A second copy of the library on the page (a CDN
 * copy beside a bundled one) finds the tag taken and keeps the first class:
 * both copies share the bus, so the page behaves as one library.
 */
export function define(tag: string, element: CustomElementConstructor): CustomElementConstructor {
  const existing = customElements.get(tag);
  if (existing) return existing;
  customElements.define(tag, element);
  return element;
}
