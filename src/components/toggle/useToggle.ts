/**
 * The toggle's behaviour and ARIA (the APG accordion and disclosure patterns):
 * the core state machine for open, closed and the slide lock, the height slide,
 * and the handshake that lets an enclosing `<pb-accordion>` veto a click.
 */

import {
  type ButtonHTMLAttributes,
  type HTMLAttributes,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import type { PropDefs } from '../../core/attributes/index.js';
import type { Messages } from '../../core/config/index.js';
import { TOGGLE } from '../../core/constants/index.js';
import {
  createToggleMachine,
  initialToggle,
  panelHidden,
  type ToggleAction,
  type ToggleState,
  toggleReducer,
} from '../../core/toggle/index.js';
import { type PbElement, type PropValues, useBuilderMode, useHeadingLevel, useMessages } from '../element/index.js';
import { ACCORDION_TAG, accordionOf, CHANGE_EVENT, REQUEST_EVENT, slideAllowed, TOGGLE_TAG } from './group.js';
import { toggleMessages } from './messages.js';

// `satisfies` without `as const`: defaults keep wide types (`boolean`, not `false`).
export const toggleProps = {
  heading: { type: 'string', default: '' },
  open: { type: 'boolean', default: false, reflect: true },
  // Absent or invalid: one level under the heading before the toggle (core/heading).
  headingLevel: {
    type: 'number',
    default: undefined as number | undefined,
    integer: true,
    min: 2,
    max: 6,
    fallbackText: 'the level from the page outline',
  },
  messages: { type: 'json', default: {} as Messages },
} satisfies PropDefs;

export type ToggleProps = PropValues<typeof toggleProps>;
export type ToggleElement = PbElement & ToggleProps;

/**
 * Whether a defined accordion governs this open toggle (only then is it stuck
 * open). Read during render, and only for an open toggle, since only an open
 * one shows it: a page of closed toggles pays nothing. A move renders the
 * toggle again (the wrapper sees to it), so a new owner is seen.
 */
function useStuckOpen(host: Element, open: boolean): boolean {
  const [, setDefined] = useState(false);
  const owner = open ? accordionOf(host) : null;
  // The accordion may be defined after its toggles (the autoloader imports tags in any order).
  const waiting = owner !== null && !customElements.get(ACCORDION_TAG);
  useEffect(() => {
    if (!waiting) return;
    let live = true;
    customElements.whenDefined(ACCORDION_TAG).then(() => live && setDefined(true));
    return () => {
      live = false;
    };
  }, [waiting]);
  return owner !== null && !waiting;
}

const heightOf = (panel: HTMLElement | null): number =>
  panel && !panel.hidden ? panel.getBoundingClientRect().height : 0;

export interface ToggleView {
  state: ToggleState;
  title: string;
  level: number;
  panelRef: RefObject<HTMLDivElement | null>;
  buttonProps: ButtonHTMLAttributes<HTMLButtonElement>;
  panelProps: HTMLAttributes<HTMLDivElement>;
}

export function useToggle(host: ToggleElement, props: ToggleProps): ToggleView {
  const { open, heading, headingLevel, messages } = props;
  const builder = useBuilderMode();
  const text = useMessages(toggleMessages, TOGGLE_TAG, messages);
  const level = useHeadingLevel(host, headingLevel);
  const panelRef = useRef<HTMLDivElement>(null);
  const slideFrom = useRef<number | null>(null);
  const animation = useRef<Animation | undefined>(undefined);
  const [state, setState] = useState(() => initialToggle(open));
  const stuckOpen = useStuckOpen(host, state.open);
  const [machine] = useState(() =>
    createToggleMachine(open, (next, action) => {
      // Measured before React touches the DOM, so an interrupted slide goes on from where it is.
      slideFrom.current = next.sliding ? heightOf(panelRef.current) : null;
      // The lock's end is committed at once: the panel is hidden the moment the
      // lock ends, and `updateComplete` (which follows props only) sees it done.
      if (action.type === 'settle') flushSync(() => setState(next));
      else setState(next);
    }),
  );
  useEffect(() => machine.stop, [machine]);

  // An author change (attribute, property, or an accordion closing a sibling): no event.
  // Only a real change asks for the motion preference (a media query), not every mount.
  useLayoutEffect(() => {
    if (open !== machine.state.open) machine.dispatch({ type: 'set', open, animate: slideAllowed(builder) });
  }, [open, builder, machine]);

  // Every state change ends the running slide; a new slide starts where it stopped.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    const from = slideFrom.current;
    slideFrom.current = null;
    animation.current?.cancel();
    animation.current = undefined;
    if (!panel || from === null || !state.sliding) return;
    const to = state.open ? panel.scrollHeight : 0;
    const frame = (h: number) => ({ height: `${h}px`, overflow: 'hidden' });
    // fill: the panel holds its end height until the lock's timer settles and cancels it.
    animation.current = panel.animate([frame(from), frame(to)], {
      duration: TOGGLE.slideDuration,
      easing: 'ease-in-out',
      fill: 'forwards',
    });
  }, [state]);

  const onClick = () => {
    const want = !machine.state.open;
    const request: ToggleAction = { type: 'request', open: want, animate: slideAllowed(builder) };
    // Locked, so no one is asked.
    if (toggleReducer(machine.state, request) === machine.state) return;
    // An accordion (or any listener) may veto; an accordion closes the open sibling first.
    if (!host.emit(REQUEST_EVENT, { open: want }, { cancelable: true })) return;
    machine.dispatch(request);
    host.open = want;
    host.emit(CHANGE_EVENT, { open: want });
  };

  const missing = heading.trim() === '';
  useEffect(() => {
    if (missing) host.warn('heading', `is missing; the button reads "${text.untitled}"`);
  }, [missing, host, text.untitled]);

  return {
    state,
    title: missing ? text.untitled : heading,
    level,
    panelRef,
    buttonProps: {
      type: 'button',
      id: 'button',
      'aria-expanded': state.open,
      'aria-controls': 'panel',
      // APG accordion: the open panel cannot be collapsed, so say so.
      'aria-disabled': stuckOpen || undefined,
      onClick,
    },
    panelProps: { id: 'panel', role: 'region', 'aria-labelledby': 'button', hidden: panelHidden(state) },
  };
}
