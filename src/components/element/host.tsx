/**
 * The React side of the shared wrapper: every element's component renders
 * inside `Host`, which gives it its custom element and tells the element when
 * React has committed (for `updateComplete`).
 */
import { type ComponentType, createContext, useContext, useEffect } from 'react';
import type { PbElementBase } from './define.js';

export const HostContext = createContext<PbElementBase | null>(null);

/** The custom element this component is rendered into. */
export function useHost<E extends PbElementBase = PbElementBase>(): E {
  const host = useContext(HostContext);
  if (!host) throw new Error('useHost() used outside a pb-elements element');
  return host as E;
}

export const COMMITTED = Symbol('pb.committed');

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

interface HostProps {
  container?: ShadowRoot;
  [prop: string]: unknown;
}

export function withHost<P extends object>(
  Component: ComponentType<P & { host: PbElementBase }>,
): ComponentType<HostProps> {
  function Host({ container, ...props }: HostProps) {
    const host = container?.host as PbElementBase;
    // No deps: runs after every commit. Parent passive effects run after the
    // children's, so when this fires the whole tree's effects have run too.
    useEffect(() => {
      (host as unknown as Record<symbol, () => void>)[COMMITTED]?.();
    });
    return (
      <HostContext.Provider value={host}>
        <Component {...(props as P)} host={host} />
      </HostContext.Provider>
    );
  }
  Host.displayName = `Host(${Component.displayName ?? Component.name})`;
  return Host;
}
