/**
 * The one in-view observer. Elements that ask for the same root margin and
 * threshold share one IntersectionObserver, so a page of fifty counters costs
 * one observer, not fifty; an observer disconnects once nothing uses it.
 */

export interface InViewOptions {
  /** CSS margin around the viewport, as IntersectionObserver takes it. Default `0px`. */
  rootMargin?: string;
  /** Fraction of the element that must be visible to count as in view. Default 0. */
  threshold?: number;
  /** Stop observing after the first entry into view. */
  once?: boolean;
}

export type InViewCallback = (inView: boolean, entry: IntersectionObserverEntry) => void;

interface Watcher {
  callback: InViewCallback;
  once: boolean;
}

interface Shared {
  observer: IntersectionObserver;
  watchers: Map<Element, Set<Watcher>>;
  /** The latest entry per element, for watchers that join an element already observed. */
  last: Map<Element, IntersectionObserverEntry>;
}

const shared = new Map<string, Shared>();

function sharedFor(rootMargin: string, threshold: number): [string, Shared] {
  const key = `${rootMargin}|${threshold}`;
  let entry = shared.get(key);
  if (!entry) {
    const watchers = new Map<Element, Set<Watcher>>();
    const last = new Map<Element, IntersectionObserverEntry>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const item of entries) {
          if (watchers.has(item.target)) last.set(item.target, item);
          for (const watcher of [...(watchers.get(item.target) ?? [])]) deliver(key, watcher, item, threshold);
        }
      },
      { rootMargin, threshold },
    );
    entry = { observer, watchers, last };
    shared.set(key, entry);
  }
  return [key, entry];
}

function deliver(key: string, watcher: Watcher, item: IntersectionObserverEntry, threshold: number): void {
  // isIntersecting is true for an edge touch at threshold 0; the ratio check
  // keeps a larger threshold honest when the element is leaving.
  const inView = item.isIntersecting && item.intersectionRatio >= threshold;
  if (watcher.once && !inView) return;
  if (watcher.once) release(key, item.target, watcher);
  watcher.callback(inView, item);
}

function release(key: string, el: Element, watcher: Watcher): void {
  const entry = shared.get(key);
  const set = entry?.watchers.get(el);
  if (!entry || !set?.delete(watcher)) return;
  if (set.size > 0) return;
  entry.watchers.delete(el);
  entry.last.delete(el);
  entry.observer.unobserve(el);
  if (entry.watchers.size === 0) {
    entry.observer.disconnect();
    shared.delete(key);
  }
}

/**
 * Calls `callback(inView, entry)` when `el` enters or leaves the viewport
 * (IntersectionObserver also reports the initial state once). Returns the
 * function that stops watching; calling it twice is harmless.
 */
export function observeInView(el: Element, callback: InViewCallback, options: InViewOptions = {}): () => void {
  const rootMargin = options.rootMargin ?? '0px';
  const threshold = options.threshold ?? 0;
  const [key, entry] = sharedFor(rootMargin, threshold);
  const watcher: Watcher = { callback, once: options.once === true };
  const set = entry.watchers.get(el);
  if (set) {
    set.add(watcher);
    // The observer reports an element's first state only once; a later watcher
    // gets it from the last entry, asynchronously like the observer's own calls.
    const known = entry.last.get(el);
    if (known) {
      queueMicrotask(() => {
        if (set.has(watcher)) deliver(key, watcher, known, threshold);
      });
    }
  } else {
    entry.watchers.set(el, new Set([watcher]));
    entry.observer.observe(el);
  }
  return () => release(key, el, watcher);
}

/** How many observers are live; lets tests prove sharing and disconnection. */
export const inViewObserverCount = (): number => shared.size;
