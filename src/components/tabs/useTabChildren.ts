/** The `<pb-tab>` children of a `<pb-tabs>`, kept current through added, removed and relabelled tabs. */
import { type SlottedSpec, useSlottedChildren } from '../element/index.js';
import { CHILD_TAG, type TabChild } from './types.js';

/** Author content stays in the light DOM; each `<pb-tab>` is slotted into its own panel by position. */
export const slotName = (index: number): string => `pb-tab-${index}`;

const tabChildren: SlottedSpec<TabChild> = {
  accepts: (child) => child.localName === CHILD_TAG,
  read: (element) => ({ element, label: element.getAttribute('label')?.trim() || null, id: element.id }),
  attributes: ['label', 'id'],
  slot: slotName,
};

export const useTabChildren = (host: Element): TabChild[] => useSlottedChildren(host, tabChildren);
