/**
 * Behaviour and ARIA for `<pb-countdown>`: the target and the server's clock read from the attributes, the
 * ticking (core/countdown's ticker, stopped while the page is hidden and resynced on return), the end (its event
 * once per target, its state on the host) and the spoken summary. The rules live in `core/countdown`.
 */
import { useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { fillMessage } from '../../core/config/index.js';
import {
  announceDue,
  clockOffset,
  countdownTicker,
  digitsOf,
  formatDuration,
  fromCache,
  pageArrivedAt,
  parseMoment,
  partsOf,
  secondsLeft,
  spokenParts,
  zeroParts,
} from '../../core/countdown/index.js';
import type { PbElement } from '../element/index.js';
import { useMessages } from '../element/index.js';
import { type CountdownMessages, countdownMessages } from './messages.js';
import type { CountdownEnd } from './types.js';
import { TAG } from './types.js';

export interface CountdownOptions {
  date: string;
  now: string;
  onEnd: string;
  messages: unknown;
}

const child = (host: Element, slot: string): Element | null => host.querySelector(`:scope > [slot="${slot}"]`);

export function useCountdown(host: PbElement, options: CountdownOptions) {
  const text = useMessages<CountdownMessages>(countdownMessages, TAG, options.messages);
  const target = useMemo(() => parseMoment(options.date), [options.date]);
  const server = useMemo(() => parseMoment(options.now), [options.now]);
  // A page from the browser's cache carries an old `now`: the visitor's clock is the better guess there.
  const offset = useMemo(() => (fromCache() ? 0 : clockOffset(server.time, pageArrivedAt())), [server.time]);
  const clock = (): number => Date.now() + offset;
  const endChild = child(host, 'end');
  // "message" without a message to show keeps the zeros, as the default does.
  const mode: CountdownEnd = options.onEnd === 'message' && !endChild ? 'zero' : (options.onEnd as CountdownEnd);
  const locale = useMemo(() => host.closest('[lang]')?.getAttribute('lang') ?? undefined, [host]);

  useEffect(() => {
    if (!options.date.trim())
      host.warn('date', 'missing: expected an ISO 8601 date-time with its offset; showing the fallback content');
    else if (target.warning)
      host.warn('date', `${target.warning}${target.time === undefined ? '; showing the fallback content' : ''}`);
  }, [host, options.date, target]);
  useEffect(() => {
    if (server.warning)
      host.warn('now', `${server.warning}${server.time === undefined ? "; using the visitor's clock" : ''}`);
  }, [host, server]);
  useEffect(() => {
    if (options.onEnd === 'message' && !endChild)
      host.warn('on-end', 'is "message" but no child has slot="end"; showing zeros at the end');
  }, [host, options.onEnd, endChild]);

  // The seconds the ticker last saw, for the target and clock it ran with; anything else is computed afresh, so
  // a new `date` or `now` shows its own value in the render it arrives in.
  const key = `${target.time}|${offset}`;
  const [tick, setTick] = useState<{ key: string; seconds: number }>();
  const seconds =
    target.time === undefined ? undefined : tick?.key === key ? tick.seconds : secondsLeft(target.time - clock());
  const ended = seconds === 0;

  const [spoken, setSpoken] = useState('');
  const spokeAt = useRef<number>(undefined);
  const late = useRef(false);
  const firedFor = useRef<number>(undefined);

  const endText = (): string => (mode === 'message' && endChild?.textContent?.trim()) || text.ended;

  const onTick = useEffectEvent((remaining: number, now: number) => {
    const left = secondsLeft(remaining);
    setTick((last) => (last?.key === key && last.seconds === left ? last : { key, seconds: left }));
    // Silent for the first minute: what shows at load is read with the page, not announced over it.
    spokeAt.current ??= now;
    if (remaining === 0) {
      if (!late.current) setSpoken(endText());
    } else if (announceDue(spokeAt.current, now, remaining)) {
      spokeAt.current = now;
      setSpoken(fillMessage(text.remaining, { time: formatDuration(spokenParts(left), locale) }));
    }
  });

  useEffect(() => {
    const at = target.time;
    if (at === undefined) return;
    const now = (): number => Date.now() + offset;
    late.current = at - now() <= 0;
    // What was said of another target (its end) is no longer true.
    setSpoken('');
    const ticker = countdownTicker({ target: at, clock: now, onTick: (remaining) => onTick(remaining, now()) });
    const doc = host.ownerDocument;
    const sync = (): void => (doc.visibilityState === 'hidden' ? ticker.stop() : ticker.start());
    doc.addEventListener('visibilitychange', sync);
    sync();
    return () => {
      doc.removeEventListener('visibilitychange', sync);
      ticker.stop();
    };
  }, [host, target.time, offset]);

  // The state on the host before paint, so `hide` never shows a last frame of zeros.
  useLayoutEffect(() => {
    if (ended) host.dataset.ended = mode;
    else delete host.dataset.ended;
  }, [host, ended, mode]);

  useEffect(() => {
    const at = target.time;
    if (!ended || at === undefined || firedFor.current === at) return;
    firedFor.current = at;
    host.emit('pb-countdown-end', { date: new Date(at).toISOString(), late: late.current });
  }, [host, ended, target.time]);

  const parts = partsOf(seconds ?? 0);
  return {
    text,
    /** Undefined: no usable target, the fallback shows. */
    seconds,
    ended,
    mode,
    digits: digitsOf(parts),
    zero: zeroParts(parts),
    /** The whole remaining time in words, for the timer's content. */
    words: formatDuration(parts, locale),
    spoken,
    labelled: child(host, 'label') !== null,
  };
}
