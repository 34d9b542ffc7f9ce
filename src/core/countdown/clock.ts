/**
 * The server's clock. A page that writes its own time in `now` corrects a visitor's wrong clock: the offset is
 * the server's time minus the visitor's clock at the moment the page arrived. Measured against that moment, not
 * against when the script ran, so the seconds a slow connection takes to bring the script do not make a right
 * clock late. A page the browser took from its cache (a back button, a 304) carries the `now` of the copy, as
 * old as the copy: there the visitor's clock is the better guess.
 */

/** What the element reads of the page's navigation entry. */
export interface NavigationSizes {
  /** Bytes fetched over the network, headers included; 0 from the cache. */
  transferSize: number;
  /** Bytes of the body as sent (compressed). */
  encodedBodySize: number;
}

const navigation = (): (PerformanceNavigationTiming & NavigationSizes) | undefined =>
  globalThis.performance?.getEntriesByType?.('navigation')?.[0] as PerformanceNavigationTiming | undefined;

/** The visitor's clock when the page's response began to arrive (the time origin when the browser cannot tell). */
export function pageArrivedAt(): number {
  const sinceOrigin = navigation()?.responseStart ?? 0;
  return Date.now() - (globalThis.performance?.now?.() ?? 0) + sinceOrigin;
}

/**
 * Whether the page's body came from the browser's cache: nothing fetched, or only headers (a 304). A fresh
 * response fetched more than its body. Unknown (no entry, no sizes): not from the cache.
 */
export function fromCache(entry: NavigationSizes | undefined = navigation()): boolean {
  if (!entry || entry.encodedBodySize === 0) return false;
  return entry.transferSize < entry.encodedBodySize;
}

/** What to add to `Date.now()` for the server's time; 0 without a server time. */
export const clockOffset = (serverTime: number | undefined, arrivedAt: number): number =>
  serverTime === undefined ? 0 : serverTime - arrivedAt;
