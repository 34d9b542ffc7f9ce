/**
 * The menu search: an icon button that opens the CMS's own search form (the
 * slotted light DOM) in a box over the header row. core/search decides; this
 * file wires the events and the focus moves; the CSS transition animates.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { PropDefs } from '../../core/attributes/index.js';
import type { Messages } from '../../core/config/index.js';
import { prefersReducedMotion } from '../../core/frame/viewport.js';
import {
  clickedOutside,
  closesOnKey,
  createSearchMachine,
  focusLeft,
  HEADER_TAG,
  overlayArea,
  SEARCH_TAG,
} from '../../core/search/index.js';
import { initialToggle, panelHidden } from '../../core/toggle/index.js';
import { type PbElement, type PropValues, useMessages } from '../element/index.js';

export const menuSearchProps = {
  open: { type: 'boolean', default: false, reflect: true },
  messages: { type: 'json', default: {} as Messages },
} satisfies PropDefs;

export type MenuSearchProps = PropValues<typeof menuSearchProps>;
type Host = PbElement & MenuSearchProps;

export interface SearchToggleDetail {
  open: boolean;
}

declare module '../../base/events.js' {
  interface PbEventMap {
    'pb-search-toggle': SearchToggleDetail;
  }
}

export const menuSearchMessages = {
  /** The icon button's name. */
  search: 'Search',
  /** The close button's name. */
  close: 'Close search',
};

const focusWithin = (host: Element) => host.matches(':focus-within');

export function MenuSearch({ host, open, messages }: MenuSearchProps & { host: Host }) {
  const text = useMessages(menuSearchMessages, SEARCH_TAG, messages);
  const iconRef = useRef<HTMLButtonElement>(null);
  const [state, setState] = useState(() => initialToggle(open));
  // Escape during the opening lock, kept for its end: the lock stays the spec's, the key is not lost.
  const escaped = useRef(false);
  const [machine] = useState(() =>
    createSearchMachine(open, (next, action) => {
      if (action.type !== 'settle') return setState(next);
      // Committed at once, so the box is hidden the moment the lock ends.
      flushSync(() => setState(next));
      const esc = escaped.current;
      escaped.current = false;
      // Escape, a blur or an outside click during the opening lock was ignored: honour it now.
      if (next.open && (esc || (!focusWithin(host) && document.hasFocus()))) request(false);
    }),
  );
  const request = (want: boolean) => {
    machine.dispatch({ type: 'request', open: want, animate: !prefersReducedMotion() });
    host.open = machine.state.open;
  };

  // The author's `open` (attribute or property) always applies.
  useLayoutEffect(() => {
    if (open !== machine.state.open) machine.dispatch({ type: 'set', open, animate: !prefersReducedMotion() });
  }, [open, machine]);

  // After each real change: the focus move and the event.
  const shown = useRef(open);
  useLayoutEffect(() => {
    if (state.open === shown.current) return;
    shown.current = state.open;
    if (state.open) host.querySelector<HTMLElement>('input:not([type=hidden]),textarea')?.focus();
    else if (focusWithin(host)) iconRef.current?.focus();
    host.emit('pb-search-toggle', { open: state.open });
  }, [state.open, host]);

  // Without a header, the box overlays the parent, which must be its containing block while it shows.
  const visible = !panelHidden(state);
  useLayoutEffect(() => {
    const area = overlayArea(host) as HTMLElement;
    if (!visible || area.localName === HEADER_TAG || getComputedStyle(area).position !== 'static') return;
    area.style.position = 'relative';
    return () => {
      area.style.position = '';
    };
  }, [visible, host]);

  // Escape, focus leaving and a click outside the header close the open box (each within the lock's rule).
  useEffect(() => {
    const close = () => machine.state.open && request(false);
    const onKey = (e: KeyboardEvent) => {
      if (!machine.state.open || !closesOnKey(e.key)) return;
      e.preventDefault();
      if (machine.state.sliding) escaped.current = true;
      else close();
    };
    const onFocusOut = (e: FocusEvent) => focusLeft(host, e.relatedTarget, document.hasFocus()) && close();
    const onClick = (e: MouseEvent) => clickedOutside(overlayArea(host), e.composedPath()) && close();
    const stop = new AbortController();
    const { signal } = stop;
    host.addEventListener('keydown', onKey, { signal });
    host.addEventListener('focusout', onFocusOut, { signal });
    document.addEventListener('click', onClick, { capture: true, signal });
    return () => {
      machine.stop();
      stop.abort();
    };
  }, [machine, host]);

  return (
    <>
      <button
        part="icon"
        className="i"
        type="button"
        ref={iconRef}
        aria-label={text.search}
        aria-expanded={state.open}
        aria-controls="p"
        onClick={() => request(true)}
      />
      <div part="panel" className={state.open ? 'p on' : 'p'} id="p" hidden={!visible}>
        <slot />
        <button part="close" className="x" type="button" aria-label={text.close} onClick={() => request(false)}>
          ×
        </button>
      </div>
    </>
  );
}
