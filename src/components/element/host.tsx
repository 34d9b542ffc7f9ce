/**
 * What every element's component can reach: its custom element (`useHost`,
 * and the `host` prop the renderer passes), the signal that React has
 * committed (for `updateComplete`), and the news that the element moved.
 */
import { createContext, useContext } from 'react';
import type { PbElementBase } from './define.js';

export const HostContext = createContext<PbElementBase | null>(null);

/** The custom element this component is rendered into. */
export function useHost<E extends PbElementBase = PbElementBase>(): E {
  const host = useContext(HostContext);
  if (!host) throw new Error('useHost() used outside a pb-elements element');
  return host as E;
}

export const COMMITTED = Symbol('pb.committed');

/** Tells the element that React has committed it and run its effects. */
export function committed(host: Element): void {
  (host as unknown as Record<symbol, (() => void) | undefined>)[COMMITTED]?.();
}

const moveListeners = new WeakMap<Element, Set<() => void>>();

/** Called by the wrapper when a mounted element is connected again: it moved, and kept its React tree. */
export function moved(host: Element): void {
  for (const fn of moveListeners.get(host) ?? []) fn();
}

/** Hears of `host`'s moves until the returned function is called. */
export function onMoved(host: Element, fn: () => void): () => void {
  const set = moveListeners.get(host) ?? new Set();
  moveListeners.set(host, set);
  set.add(fn);
  return () => set.delete(fn);
}
