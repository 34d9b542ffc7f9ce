/**
 * The light-DOM children an element projects one by one (tabs into panels,
 * slides into slides): which children count, what is read from each, and the
 * slot each is given by position. Kept current through added, removed and
 * changed children. Author content stays in the light DOM; only `slot` is set.
 */
import { useLayoutEffect, useState } from 'react';

export interface SlottedSpec<T extends { element: Element }> {
  /** Whether a child takes part. */
  accepts: (child: Element) => boolean;
  /** What is read from a child; read again when one of `attributes` changes on it. */
  read: (child: Element) => T;
  /** The attributes `read` depends on; empty: children are read only when the list changes. */
  attributes: readonly string[];
  /** The slot name of the child at `index`. */
  slot: (index: number) => string;
}

const readAll = <T extends { element: Element }>(host: Element, spec: SlottedSpec<T>): T[] =>
  [...host.children].filter(spec.accepts).map(spec.read);

/** Items are flat records (strings, numbers, nodes), so one level of identity says whether anything changed. */
const same = (a: object[], b: object[]): boolean =>
  a.length === b.length &&
  a.every((item, i) => {
    const other = b[i] as Record<string, unknown>;
    return Object.entries(item).every(([k, v]) => other[k] === v);
  });

/** `spec` must be a constant: a new one each render would observe the children afresh every time. */
export function useSlottedChildren<T extends { element: Element }>(host: Element, spec: SlottedSpec<T>): T[] {
  // Read during the first render, so the first commit already shows them.
  const [children, setChildren] = useState(() => readAll(host, spec));
  // A layout effect, so slots are assigned before the first paint.
  useLayoutEffect(() => {
    const observer = new MutationObserver(sync);
    function sync(records: MutationRecord[] = []): void {
      // A child moved elsewhere must not keep a slot name that means something only here.
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && node.parentNode !== host && spec.accepts(node)) node.removeAttribute('slot');
        }
      }
      const next = readAll(host, spec);
      next.forEach(({ element }, i) => {
        if (element.getAttribute('slot') !== spec.slot(i)) element.setAttribute('slot', spec.slot(i));
        // Per child rather than `subtree`, so changes deep inside their content cost nothing.
        if (spec.attributes.length)
          observer.observe(element, { attributes: true, attributeFilter: [...spec.attributes] });
      });
      setChildren((prev) => (same(prev, next) ? prev : next));
    }
    observer.observe(host, { childList: true });
    sync();
    return () => observer.disconnect();
  }, [host, spec]);
  return children;
}
