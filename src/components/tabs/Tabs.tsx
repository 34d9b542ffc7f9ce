/** Rendering only: the tab list and one panel per `<pb-tab>`, each panel a slot for that tab's light DOM. */
import type { PbElement } from '../element/index.js';
import type { TabsMessages } from './messages.js';
import type { TabsHost } from './types.js';
import { useTabs } from './useTabs.js';

export interface TabsProps {
  active: number;
  messages: Partial<TabsMessages>;
  host: PbElement;
}

export function Tabs({ host, active, messages }: TabsProps) {
  const { index, tablistProps, items } = useTabs(host as TabsHost, { active, messages });
  // An empty tablist is an ARIA error (a tablist needs tabs); render nothing until a tab arrives.
  if (items.length === 0) return null;
  return (
    <>
      <div part="tablist" {...tablistProps}>
        {items.map((item, i) => (
          <button key={item.key} part={i === index ? 'tab tab-active' : 'tab'} {...item.tabProps}>
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div key={item.key} part="panel" {...item.panelProps}>
          <slot name={item.slot} />
        </div>
      ))}
    </>
  );
}
