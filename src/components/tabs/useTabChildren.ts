/** The `<pb-tab>` children of a `<pb-tabs>`, kept current through added, removed and relabelled tabs. */
import { useLayoutEffect, useState } from 'react';
import { CHILD_TAG, type TabChild } from './types.js';

/** Author content stays in the light DOM; each `<pb-tab>` is slotted into its own panel by position. */
export const slotName = (index: number): string => `pb-tab-${index}`;

function readChildren(host: Element): TabChild[] {
  return [...host.children]
    .filter((element) => element.localName === CHILD_TAG)
    .map((element) => ({ element, label: element.getAttribute('label')?.trim() || null, id: element.id }));
}

const same = (a: TabChild[], b: TabChild[]): boolean =>
  a.length === b.length &&
  a.every((t, i) => t.element === b[i]?.element && t.label === b[i]?.label && t.id === b[i]?.id);

export function useTabChildren(host: Element): TabChild[] {
  // Read during the first render, so the first commit already has its tabs.
  const [children, setChildren] = useState(() => readChildren(host));
  // A layout effect, so slots are assigned before the first paint.
  useLayoutEffect(() => {
    const observer = new MutationObserver(sync);
    function sync(records: MutationRecord[] = []): void {
      // A tab moved elsewhere must not keep a slot name that means something only here.
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && node.localName === CHILD_TAG && node.parentNode !== host) {
            node.removeAttribute('slot');
          }
        }
      }
      const next = readChildren(host);
      next.forEach(({ element }, i) => {
        if (element.getAttribute('slot') !== slotName(i)) element.setAttribute('slot', slotName(i));
        // Per child rather than `subtree`, so changes deep inside panel content cost nothing.
        observer.observe(element, { attributes: true, attributeFilter: ['label', 'id'] });
      });
      setChildren((prev) => (same(prev, next) ? prev : next));
    }
    observer.observe(host, { childList: true });
    sync();
    return () => observer.disconnect();
  }, [host]);
  return children;
}
