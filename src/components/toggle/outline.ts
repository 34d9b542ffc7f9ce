/**
 * The component side of the outline rule (`core/heading`): the level is
 * computed during the first render (so the first paint already has the right
 * hN), again when `heading-level` changes, and again after a move. A move
 * keeps the React tree (the wrapper defers unmounting), so nothing would
 * render; `reconnectAware` tells the hook instead. Headings the author adds or
 * removes around a mounted element do not change its level.
 * Only the toggle renders a heading today; the next element that does should
 * move this file next to the shared wrapper.
 */
import { useLayoutEffect, useMemo, useState } from 'react';
import { outlineLevel } from '../../core/heading/index.js';

const listeners = new WeakMap<Element, () => void>();

/** Wraps an element class so that a mounted element hears of being connected again (moved). */
export function reconnectAware<C extends new () => HTMLElement>(Base: C): C {
  const Element = Base as unknown as new () => HTMLElement & { connectedCallback(): void };
  class Reconnecting extends Element {
    connectedCallback(): void {
      super.connectedCallback();
      listeners.get(this)?.();
    }
  }
  // Statics (tag, propDefs, observedAttributes) are inherited.
  return Reconnecting as unknown as C;
}

/** The heading level for `host`: `explicit` when valid (2-6), else from the page outline. */
export function useOutlineLevel(host: HTMLElement, explicit: number | undefined): number {
  const [moves, setMoves] = useState(0);
  // A layout effect: registered within the first commit, so a move later in the same task is heard.
  useLayoutEffect(() => {
    listeners.set(host, () => setMoves((n) => n + 1));
    return () => {
      listeners.delete(host);
    };
  }, [host]);
  // `moves` is read by no one: a move changes the outline around the host.
  return useMemo(() => outlineLevel(host, explicit), [host, explicit, moves]);
}
