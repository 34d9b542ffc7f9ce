import { fillMessage } from '../../core/config/index.js';

/**
 * English defaults for every string `<pb-tabs>` shows or announces. Override
 * per element with `messages='{"tablistLabel":"Produktinfo"}'` or page-wide
 * through the page config's `messages["pb-tabs"]`.
 */
export const messages = {
  /** Accessible name of the tab list (`aria-label`). */
  tablistLabel: 'Tabs',
  /** Label of a `<pb-tab>` without a `label` attribute; `{n}` is its 1-based position. */
  untitledTab: 'Tab {n}',
};

export type TabsMessages = typeof messages;

export const untitledLabel = (text: TabsMessages, index: number): string =>
  fillMessage(text.untitledTab, { n: index + 1 });
