/**
 * The APG modal dialog on the native `<dialog>`: `showModal()` moves focus in, makes the page inert and
 * closes on Escape, so there is no focus trap here. Previous and next by buttons, arrow keys and swipe;
 * the neighbours of the shown image load ahead.
 */
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { PropDefs } from '../../core/attributes/index.js';
import type { Messages } from '../../core/config/index.js';
import { LIGHTBOX } from '../../core/constants/lightbox.js';
import { lockScroll } from '../../core/scroll/lock.js';
import { keyToStep, swipeToStep, wrap } from '../../core/slider/index.js';
import { recogniseSwipe } from '../../core/swipe/index.js';
import { type PbElement, type PropValues, useMessages, useMethods } from '../element/index.js';
import { counterText, lightboxMessages } from './messages.js';
import { groupOf, type LightboxItem, type LightboxView } from './open.js';

export const lightboxProps = {
  messages: { type: 'json', default: {} as Messages },
} satisfies PropDefs;

export type LightboxProps = PropValues<typeof lightboxProps>;

/** `detail` of `pb-lightbox-open`, `pb-lightbox-change` and `pb-lightbox-close`. */
export interface LightboxDetail {
  /** The group's name ('' for a link of its own). */
  group: string;
  /** The shown image's position in the group, from 0. */
  index: number;
}

declare module '../../base/events.js' {
  interface PbEventMap {
    'pb-lightbox-open': LightboxDetail;
    'pb-lightbox-change': LightboxDetail;
    'pb-lightbox-close': LightboxDetail;
  }
}

export const LIGHTBOX_METHODS = ['show', 'close', 'next', 'prev'] as const;

const rtl = (el: Element): boolean => getComputedStyle(el).direction === 'rtl';

export function Lightbox({ host, messages }: LightboxProps & { host: PbElement }) {
  const m = useMessages(lightboxMessages, LIGHTBOX.tag, messages);
  const dialog = useRef<HTMLDialogElement>(null);
  const closer = useRef<HTMLButtonElement>(null);
  const [view, setView] = useState<LightboxView | null>(null);
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  // Read by handlers that outlive a render (the swipe, the dialog's close).
  const live = useRef({ view, opener: null as HTMLElement | null, unlock: () => {} });
  live.current.view = view;

  const detail = (v: LightboxView): LightboxDetail => ({ group: v.group, index: v.index });

  function show(link: HTMLAnchorElement): void {
    const d = dialog.current;
    if (!d) return;
    const next = groupOf(link);
    const opening = !d.open;
    flushSync(() => {
      setView(next);
      if (opening) setFailed(new Set());
    });
    live.current.view = next;
    if (!opening) {
      host.emit('pb-lightbox-change', detail(next));
      return;
    }
    live.current.opener = link;
    live.current.unlock = lockScroll(host.ownerDocument);
    d.showModal();
    closer.current?.focus();
    host.emit('pb-lightbox-open', detail(next));
  }

  function go(delta: number): void {
    const v = live.current.view;
    if (!v || v.items.length < 2 || !delta) return;
    const next = { ...v, index: wrap(v.index + delta, v.items.length) };
    live.current.view = next;
    setView(next);
    host.emit('pb-lightbox-change', detail(next));
  }
  const goLatest = useRef(go);
  goLatest.current = go;

  function onClose(): void {
    const { view: v, opener, unlock } = live.current;
    unlock();
    live.current.unlock = () => {};
    live.current.opener = null;
    setView(null);
    // The page did not move while locked: the link is where the visitor left it.
    opener?.focus({ preventScroll: true });
    if (v) host.emit('pb-lightbox-close', detail(v));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>): void {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const step = keyToStep(event.key, rtl(host));
    if (!step) return;
    event.preventDefault();
    go(step);
  }

  useMethods(host, {
    show,
    close: () => dialog.current?.close(),
    next: () => go(1),
    prev: () => go(-1),
  });

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    return recogniseSwipe(d, (direction) => goLatest.current(swipeToStep(direction, rtl(host))), { axis: 'x' });
  }, [host]);
  // A lightbox removed while open gives the page its scroll back.
  useEffect(() => () => live.current.unlock(), []);

  const items = view?.items ?? [];
  const index = view?.index ?? 0;
  const item = items[index];
  const many = items.length > 1;
  const broken = item && (item.kind !== 'image' || failed.has(item.href));
  const message =
    item?.kind === 'missing' ? m.notFound : item?.kind === 'other' ? m.loadError : broken ? m.imageError : '';
  const ahead = many
    ? [...new Set([wrap(index + 1, items.length), wrap(index - 1, items.length)])]
        .map((i) => items[i] as LightboxItem)
        .filter((it) => it.kind === 'image' && it !== item && !failed.has(it.href))
    : [];

  return (
    <>
      <dialog
        ref={dialog}
        part="dialog"
        className="dialog"
        aria-label={m.label}
        onClose={onClose}
        onKeyDown={onKeyDown}
        onClick={(event) => event.target === event.currentTarget && dialog.current?.close()}
      >
        <p part="counter" className="counter" aria-live="polite">
          {many ? counterText(m.counter, index, items.length) : ''}
        </p>
        {item && (
          <figure part="figure" className="figure">
            {broken ? (
              <p part="error" className="error">
                {message}
              </p>
            ) : (
              <img
                key={item.href}
                part="image"
                className="image"
                src={item.href}
                alt={item.alt}
                onError={() => setFailed((f) => new Set(f).add(item.href))}
              />
            )}
            {item.caption && (
              <figcaption part="caption" className="caption">
                {item.caption}
              </figcaption>
            )}
          </figure>
        )}
        {many && (
          <>
            <button type="button" part="previous" className="previous" aria-label={m.previous} onClick={() => go(-1)}>
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" part="next" className="next" aria-label={m.next} onClick={() => go(1)}>
              <span aria-hidden="true">›</span>
            </button>
          </>
        )}
        <button
          ref={closer}
          type="button"
          part="close"
          className="close"
          aria-label={m.close}
          title={m.close}
          onClick={() => dialog.current?.close()}
        >
          <span aria-hidden="true">×</span>
        </button>
      </dialog>
      <div hidden>
        {ahead.map((it) => (
          <img key={it.href} src={it.href} alt="" data-preload="" />
        ))}
      </div>
    </>
  );
}
