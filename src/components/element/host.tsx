/**
 * What every element's component can reach besides its `host` prop (the custom
 * element it renders into; a prop, not a context, which would cost every
 * element one more fiber to mount): the signal that React has committed (for
 * `updateComplete`), and the news that the element moved.
 */
import { useLayoutEffect } from 'react';

export const COMMITTED = Symbol('pb.committed');

/** Tells the element that React has committed it and run its effects. */
export function committed(host: Element): void {
  (host as unknown as Record<symbol, (() => void) | undefined>)[COMMITTED]?.();
}

const MOVES = Symbol('pb.moves');

/**
 * Called by the wrapper when a mounted element is connected again: it moved and
 * kept its React tree. The renderer then renders it again, and `movesOf` changes.
 */
export function countMove(host: Element): void {
  const h = host as unknown as Record<symbol, number | undefined>;
  h[MOVES] = (h[MOVES] ?? 0) + 1;
}

/** How many times `host` moved while mounted. */
export const movesOf = (host: Element): number => (host as unknown as Record<symbol, number | undefined>)[MOVES] ?? 0;

const METHODS = Symbol('pb.methods');
type Methods = Record<string, ((...args: unknown[]) => unknown) | undefined>;

export const methodsOf = (host: Element): Methods => (host as unknown as Record<symbol, Methods>)[METHODS] ?? {};

/**
 * Publishes the functions behind the element's public methods (the wrapper's
 * `methods`). Given fresh functions every render, so a call always sees the
 * current state; withdrawn on unmount.
 */
export function useMethods(host: Element, methods: Record<string, (...args: never[]) => unknown>): void {
  const h = host as unknown as Record<symbol, unknown>;
  useLayoutEffect(() => {
    h[METHODS] = methods;
  });
  useLayoutEffect(
    () => () => {
      delete h[METHODS];
    },
    [h],
  );
}
