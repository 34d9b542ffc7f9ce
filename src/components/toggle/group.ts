/**
 * What a toggle and its accordion share, without React (the accordion is a
 * plain element): the events of their handshake, when a slide may run, and
 * which accordion a toggle answers to. The nearest `pb-accordion` or
 * `pb-toggle` ancestor decides, so wrappers (a CMS's `<div>` or `<p>`) are
 * fine, a nested accordion owns its own toggles, and a toggle inside another
 * toggle's content stays independent.
 */
import { prefersReducedMotion } from '../../core/frame/viewport.js';

export const TOGGLE_TAG = 'pb-toggle';
export const ACCORDION_TAG = 'pb-accordion';

/** Cancelable; fired before a click changes a toggle, so a group can veto it. */
export const REQUEST_EVENT = 'pb-toggle-request';
export const CHANGE_EVENT = 'pb-toggle-change';

export interface ToggleChangeDetail {
  open: boolean;
}

declare module '../../base/events.js' {
  interface PbEventMap {
    'pb-toggle-change': ToggleChangeDetail;
    'pb-toggle-request': ToggleChangeDetail;
  }
}

/** Checked when a slide would start: the preference may change between two clicks. */
export const slideAllowed = (builder: boolean): boolean => !builder && !prefersReducedMotion();

export function accordionOf(toggle: Element): Element | null {
  const owner = toggle.parentElement?.closest(`${ACCORDION_TAG}, ${TOGGLE_TAG}`);
  return owner?.localName === ACCORDION_TAG ? owner : null;
}

/** The toggles an accordion governs, in document order. */
export function membersOf(accordion: Element): Element[] {
  return [...accordion.querySelectorAll(TOGGLE_TAG)].filter((t) => accordionOf(t) === accordion);
}
