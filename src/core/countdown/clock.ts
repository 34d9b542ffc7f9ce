/**
 * The server's clock. A page that writes its own time in `now` corrects a visitor's wrong clock: the offset is
 * the server's time minus the visitor's clock at the moment the page arrived. Measured against that moment, not
 * against when the script ran, so the seconds a slow connection takes to bring the script do not make a right
 * clock late.
 */

/** The visitor's clock when the page's response began to arrive (the time origin when the browser cannot tell). */
export function pageArrivedAt(): number {
  const perf = globalThis.performance;
  const entry = perf?.getEntriesByType?.('navigation')?.[0] as PerformanceNavigationTiming | undefined;
  const sinceOrigin = entry?.responseStart ?? 0;
  return Date.now() - (perf?.now?.() ?? 0) + sinceOrigin;
}

/** What to add to `Date.now()` for the server's time; 0 without a server time. */
export const clockOffset = (serverTime: number | undefined, arrivedAt: number): number =>
  serverTime === undefined ? 0 : serverTime - arrivedAt;
