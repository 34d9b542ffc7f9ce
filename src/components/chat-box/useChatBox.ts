/**
 * Behaviour and ARIA for the chat box (CCH §4, §5, §9): its phases (the 10 ms start and the 300 ms transitions),
 * the accounts, the hours (read each time it opens), the reply view (300 ms opening, Previous after 300 ms), the
 * texting state, Enter's send after 100 ms, the height that fits the window, keyboard and focus. The rules live
 * in `core/chat`; the launcher (`../chat/shell.ts`) owns the open state.
 */
import { type KeyboardEvent, useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { accountsFromJson, accountsFromLinks, type ChatAccount } from '../../core/chat/accounts.js';
import { timeoutText } from '../../core/chat/format.js';
import { chatAvailability } from '../../core/chat/hours.js';
import { linkVariant, sendLink } from '../../core/chat/link.js';
import { CHAT } from '../../core/constants/chat.js';
import { DEBOUNCE } from '../../core/constants/index.js';
import { onFrame } from '../../core/frame/index.js';
import { prefersReducedMotion } from '../../core/frame/viewport.js';
import { attributeWhere, warnOnce } from '../../core/log/index.js';
import { debounce } from '../../core/timing/index.js';
import { CLOSE_REQUEST, type CloseRequestDetail } from '../chat/events.js';
import { CHAT_TAG } from '../chat/messages.js';
import { readSchedule } from '../chat/schedule.js';
import { useMessages, useTimer } from '../element/index.js';
import { type BoxMessages, boxMessages } from './messages.js';
import type { ChatBoxElement, ChatBoxProps } from './props.js';

export type Phase = 'closed' | 'opening' | 'open' | 'closing';
export type ReplyPhase = 'opening' | 'open' | 'closing';

/** The language of the nearest `lang`, across the launcher's shadow root. */
function langOf(el: Element): string | undefined {
  let node: Element | null = el;
  while (node) {
    const lang = node.closest('[lang]')?.getAttribute('lang');
    if (lang) return lang;
    const root = node.getRootNode();
    node = root instanceof ShadowRoot ? root.host : null;
  }
  return undefined;
}

/** CCH §9 "Mobile device": touch capable, and the window's width. */
const device = () => ({
  touch: navigator.maxTouchPoints > 0 || 'ontouchstart' in window,
  width: window.innerWidth,
});

/** The links among the launcher's children (forwarded through two slots), in document order. */
function childLinks(slot: HTMLSlotElement | null): HTMLAnchorElement[] {
  return (slot?.assignedElements({ flatten: true }) ?? []).flatMap((el) => [
    ...(el.matches('a[href]') ? [el as HTMLAnchorElement] : []),
    ...el.querySelectorAll<HTMLAnchorElement>('a[href]'),
  ]);
}

type FocusTarget = 'first' | 'reply' | { account: number };

export function useChatBox(host: ChatBoxElement, props: ChatBoxProps) {
  const text = useMessages<BoxMessages>(boxMessages, CHAT_TAG, props.messages);
  const locale = useMemo(() => langOf(host), [host]);
  const slot = useRef<HTMLSlotElement>(null);
  const header = useRef<HTMLDivElement>(null);
  const footer = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const replyStart = useRef<HTMLElement>(null);
  const send = useRef<HTMLAnchorElement>(null);
  const focusNext = useRef<FocusTarget | null>(null);
  const phaseTimer = useTimer();
  const replyTimer = useTimer();
  const sendTimer = useTimer();

  // Accounts: the JSON list when it holds any, else the launcher's child links.
  const [links, setLinks] = useState<ChatAccount[]>([]);
  const readLinks = useEffectEvent(() => {
    const { accounts, rejected } = accountsFromLinks(childLinks(slot.current));
    for (const why of rejected) warnOnce(`<${CHAT_TAG}> child link`, `left out ${why}`);
    setLinks(accounts);
  });
  useLayoutEffect(() => {
    const own = slot.current;
    readLinks();
    own?.addEventListener('slotchange', readLinks);
    return () => own?.removeEventListener('slotchange', readLinks);
  }, []);
  const json = useMemo(() => accountsFromJson(props.accounts, host.baseURI), [props.accounts, host]);
  useEffect(() => {
    for (const why of json.rejected) warnOnce(attributeWhere(CHAT_TAG, 'accounts'), `left out ${why}`);
  }, [json]);
  const accounts = json.accounts.length ? json.accounts : links;

  // Open and closed: shown with the closed style, then 10 ms later open (the transition runs); closing runs the
  // transition, then hides. Reduced motion skips both.
  const [phase, setPhase] = useState<Phase>('closed');
  const [now, setNow] = useState(Date.now);
  const [reply, setReply] = useState<{ index: number; phase: ReplyPhase } | null>(null);
  const onOpen = useEffectEvent((open: boolean) => {
    const reduced = prefersReducedMotion();
    if (open) {
      if (phase === 'opening' || phase === 'open') return;
      setNow(Date.now());
      if (props.focusOnOpen) focusNext.current = reply ? 'reply' : 'first';
      setPhase(reduced ? 'open' : 'opening');
      if (reduced) phaseTimer.cancel();
      else phaseTimer.start(CHAT.transitionStart, () => flushSync(() => setPhase('open')));
    } else if (phase !== 'closed' && phase !== 'closing') {
      setPhase(reduced ? 'closed' : 'closing');
      if (reduced) phaseTimer.cancel();
      else phaseTimer.start(CHAT.transition, () => flushSync(() => setPhase('closed')));
    }
  });
  useLayoutEffect(() => onOpen(props.open), [props.open]);
  const shown = phase !== 'closed';

  // Hours, read each time the box opens, in the business's zone.
  const { days, from, to, timezoneOffset } = props;
  const schedule = useMemo(
    () => (shown ? readSchedule({ days, from, to, timezoneOffset }) : undefined),
    [shown, days, from, to, timezoneOffset],
  );
  const availability = useMemo(
    () => (schedule ? chatAvailability(schedule, now) : { available: true }),
    [schedule, now],
  );
  const timedOut = !availability.available;
  const notice = availability.next ? timeoutText(availability.next, text, locale) : '';

  // The height: 70% of the window on desktop, all of it on a mobile device, minus the header and the footer.
  const [fit, setFit] = useState({ mobile: false, body: 0 });
  const refit = useEffectEvent(() => {
    if (!shown) return;
    const { width, touch } = device();
    const mobile = linkVariant({ width, touch }) === 'app';
    const total = mobile ? window.innerHeight : window.innerHeight * CHAT.desktopHeight;
    const rest = (header.current?.offsetHeight ?? 0) + (footer.current?.offsetHeight ?? 0);
    const body = Math.max(0, Math.floor(total - rest));
    setFit((was) => (was.mobile === mobile && was.body === body ? was : { mobile, body }));
  });
  // After every render: the header and footer change with the view; the measure settles in one more pass at most.
  useLayoutEffect(() => refit());
  // CCH §4 "Resizing re-toggles it when open": an open box is fitted again to the new window, 200 ms after.
  useEffect(() => {
    if (!shown) return;
    const later = debounce(DEBOUNCE.medium, () => flushSync(refit));
    const stop = onFrame('resize', { read: later });
    return () => {
      stop();
      later.cancel();
    };
  }, [shown]);

  // Focus: the first account when the visitor opened the box, the reply field in a reply view, the account again
  // after Previous.
  useLayoutEffect(() => {
    const target = focusNext.current;
    if (!target || !shown) return;
    focusNext.current = null;
    const buttons = [...(list.current?.querySelectorAll('button') ?? [])];
    if (target === 'reply') replyStart.current?.focus();
    else (buttons[target === 'first' ? 0 : target.account] ?? buttons[0])?.focus();
  });

  const close = (): void => {
    host.dispatchEvent(new CustomEvent<CloseRequestDetail>(CLOSE_REQUEST, { detail: { focus: true }, bubbles: true }));
  };

  const openAccount = (index: number): void => {
    if (timedOut) return;
    const reduced = prefersReducedMotion();
    focusNext.current = 'reply';
    setReply({ index, phase: reduced ? 'open' : 'opening' });
    if (!reduced)
      replyTimer.start(CHAT.transition, () =>
        flushSync(() => setReply((r) => (r?.index === index ? { index, phase: 'open' } : r))),
      );
  };

  // CCH §4: Previous closes the reply view after 300 ms (its closing animation).
  const previous = (): void => {
    if (!reply || reply.phase === 'closing') return;
    const { index } = reply;
    const done = (): void => {
      focusNext.current = { account: index };
      setReply(null);
    };
    sendTimer.cancel();
    if (prefersReducedMotion()) {
      replyTimer.cancel();
      done();
      return;
    }
    setReply({ index, phase: 'closing' });
    replyTimer.start(CHAT.transition, () => flushSync(done));
  };

  const [message, setMessage] = useState('');
  const account: ChatAccount | undefined = reply ? accounts[reply.index] : undefined;
  const href = account
    ? account.type === 'group'
      ? account.group
      : sendLink(account.phone, message, linkVariant(device()))
    : '';

  const onSend = (): void => {
    if (account) host.emit('pb-chat-send', { account: account.name, type: account.type, href });
  };

  const onBoxKey = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
  };

  // Arrow keys move through the accounts; Home and End go to the first and the last.
  const onListKey = (event: KeyboardEvent): void => {
    const buttons = [...(list.current?.querySelectorAll('button') ?? [])];
    const at = buttons.indexOf(event.target as HTMLButtonElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: buttons.length - 1 };
    const to = moves[event.key];
    if (at < 0 || to === undefined) return;
    event.preventDefault();
    buttons[(to + buttons.length) % buttons.length]?.focus();
  };

  // CCH §5: Enter sends (a click on the send link) 100 ms later; Shift+Enter is a new line.
  const onFieldKey = (event: KeyboardEvent): void => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    sendTimer.start(CHAT.sendDelay, () => send.current?.click());
  };

  return {
    text,
    phase,
    shown,
    accounts,
    timedOut,
    notice,
    fit,
    reply,
    account,
    message,
    texting: message !== '',
    href,
    refs: { slot, header, footer, list, replyStart, send },
    setMessage,
    close,
    openAccount,
    previous,
    onSend,
    onBoxKey,
    onListKey,
    onFieldKey,
  };
}
