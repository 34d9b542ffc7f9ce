import type { PropDefs } from '../../core/attributes/index.js';
import type { TabsMessages } from './messages.js';

export { messages } from './messages.js';
export { lightStyles, styles } from './styles.js';
export { Tabs, type TabsProps } from './Tabs.js';
export type { TabChangeDetail, TabChangeTrigger } from './types.js';

/** `<pb-tabs>` attributes; the module id for the URL hash is the native `id`. */
export const tabsProps = {
  /** Zero-based index of the open tab; out of range falls back to 0 with a warning. */
  active: { type: 'number', default: 0, integer: true, min: 0, reflect: true },
  /** Overrides of the English strings in `messages.ts`. */
  messages: { type: 'json', default: {} as Partial<TabsMessages> },
} satisfies PropDefs;
