/**
 * Behaviour and ARIA for `<pb-tabs>`, as React Aria's `useTabList` is to its
 * state: which tab is active, the visitor's switch with its fade and lock, and
 * the APG keyboard model. The rules live in `core/tabs`; this hook connects
 * them to the element, the DOM and the clock.
 *
 * The `active` prop is the one source of truth for the active tab: a visitor's
 * switch and the hash both write `host.active`, so the attribute always says
 * what is shown. Only changes the visitor caused emit `pb-tab-change`.
 */
import {
  type ButtonHTMLAttributes,
  type HTMLAttributes,
  type KeyboardEvent,
  type Ref,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { TABS } from '../../core/constants/index.js';
import { prefersReducedMotion } from '../../core/frame/viewport.js';
import { writeHashEntry } from '../../core/hash/index.js';
import { attributeWhere, warnOnce } from '../../core/log/index.js';
import {
  isLocked,
  keyToMove,
  moveTarget,
  resolveIndex,
  select,
  type TabsState,
  unlock,
} from '../../core/tabs/index.js';
import { useBuilderMode, useDevice, useMessages, useTimer } from '../element/index.js';
import { messages as defaults, type TabsMessages, untitledLabel } from './messages.js';
import { CHILD_TAG, TAG, type TabChangeTrigger, type TabsHost } from './types.js';
import { slotName, useTabChildren } from './useTabChildren.js';
import { useTabsHash } from './useTabsHash.js';

export interface TabsOptions {
  active: number;
  messages: unknown;
}

export interface TabItem {
  key: string;
  label: string;
  slot: string;
  tabProps: ButtonHTMLAttributes<HTMLButtonElement> & { ref: Ref<HTMLButtonElement> };
  panelProps: HTMLAttributes<HTMLDivElement> & { 'data-fading'?: '' };
}

// Ids are scoped to the shadow root, so positional ids cannot clash between modules.
const tabId = (index: number): string => `tab-${index}`;
const panelId = (index: number): string => `panel-${index}`;

export function useTabs(host: TabsHost, options: TabsOptions) {
  const text = useMessages<TabsMessages>(defaults, TAG, options.messages);
  const builder = useBuilderMode();
  const orientation = useDevice() === 'phone' ? 'vertical' : 'horizontal';
  const children = useTabChildren(host);
  const count = children.length;
  const { index, warning } = resolveIndex(options.active, count);
  // The machine's state in a ref, not React state: a second click before the
  // re-render (same task) must already see the first one's index and lock.
  const machine = useRef<TabsState>({ index, count, lockedUntil: 0 });
  const unlockLater = useTimer();
  const [fading, setFading] = useState<number>();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  useTabsHash(host, children, !builder);

  useEffect(() => {
    if (warning) host.warn('active', warning);
  }, [host, warning]);

  useEffect(() => {
    children.forEach((child, i) => {
      if (child.label) return;
      warnOnce(attributeWhere(CHILD_TAG, 'label'), `missing on tab ${i + 1}; showing "${untitledLabel(text, i)}"`);
    });
  }, [children, text]);

  // Props (author, hash) and children move the index too; after every render the machine agrees.
  useLayoutEffect(() => {
    machine.current = { ...machine.current, index, count };
  });

  /**
   * A visitor's switch: fade and lock, except with reduced motion or in the builder. A key during the lock cuts
   * the running fade and shows its tab at once (APG Tabs: the panel follows focus), starting a new lock without a
   * fade: a burst of keys never drops one, and clicks still wait as after any switch (MFT §4).
   */
  function pick(target: number, trigger: TabChangeTrigger): boolean {
    const now = Date.now();
    const cut = trigger === 'keyboard' && isLocked(machine.current, now);
    const duration = builder || prefersReducedMotion() ? 0 : TABS.switchDuration;
    const next = select(cut ? unlock(machine.current) : machine.current, target, now, duration);
    // select changes the index exactly when the switch happens.
    if (next.index === machine.current.index) return false;
    machine.current = next;
    unlockLater.cancel();
    setFading(duration > 0 && !cut ? target : undefined);
    if (duration > 0)
      unlockLater.start(duration, () => {
        machine.current = unlock(machine.current);
        setFading(undefined);
      });
    // Before the hash write: its bus echo reaches useTabsHash, which must find this tab already active.
    host.active = target;
    if (host.id && !builder) writeHashEntry(host.id, [String(target)]);
    host.emit('pb-tab-change', { index: target, trigger });
    return true;
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, from: number): void {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const move = keyToMove(event.key, orientation, getComputedStyle(host).direction === 'rtl');
    if (!move) return;
    event.preventDefault();
    // From the focused tab: after an ignored click it need not be the active one.
    const target = moveTarget({ ...machine.current, index: from }, move);
    if (target === machine.current.index || pick(target, 'keyboard')) buttons.current[target]?.focus();
  }

  const tablistProps: HTMLAttributes<HTMLDivElement> = {
    role: 'tablist',
    'aria-label': text.tablistLabel,
    'aria-orientation': orientation,
  };

  const items: TabItem[] = children.map((child, i) => ({
    key: slotName(i),
    label: child.label ?? untitledLabel(text, i),
    slot: slotName(i),
    tabProps: {
      type: 'button',
      role: 'tab',
      id: tabId(i),
      'aria-selected': i === index,
      'aria-controls': panelId(i),
      tabIndex: i === index ? 0 : -1,
      onClick: () => pick(i, 'click'),
      onKeyDown: (event) => onKeyDown(event, i),
      ref: (button) => {
        buttons.current[i] = button;
      },
    },
    panelProps: {
      role: 'tabpanel',
      id: panelId(i),
      'aria-labelledby': tabId(i),
      // APG allows 0 always; it keeps a panel of plain text reachable by keyboard.
      tabIndex: 0,
      hidden: i !== index,
      'data-fading': fading === i ? '' : undefined,
    },
  }));

  return { index, tablistProps, items };
}
