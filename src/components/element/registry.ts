/**
 * Idempotent registration. A second copy of the library on the page (a CDN
 * copy beside a bundled one) finds the tag taken and keeps the first class:
 * both copies share the bus, so the page behaves as one library.
 *
 * While `define()` upgrades the elements already on the page, `isUpgrading()`
 * is true, so the wrapper can mount them all in one pass when it returns
 * (`afterUpgrade`) instead of one at a time.
 */
let upgrading = 0;
const upgraded = new Set<() => void>();

export const isUpgrading = (): boolean => upgrading > 0;

/** Runs `fn` each time a `define()` has upgraded the elements on the page. */
export function afterUpgrade(fn: () => void): void {
  upgraded.add(fn);
}

export function define(tag: string, element: CustomElementConstructor): CustomElementConstructor {
  const existing = customElements.get(tag);
  if (existing) return existing;
  upgrading++;
  try {
    customElements.define(tag, element);
  } finally {
    upgrading--;
  }
  if (upgrading === 0) for (const fn of upgraded) fn();
  return element;
}
