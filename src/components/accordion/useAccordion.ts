/**
 * The accordion's behaviour. The rule itself is `accordionRequest` in core;
 * this hook only feeds it the DOM:
 * - a visitor's click reaches us as the toggle's cancelable `pb-toggle-request`:
 *   we cancel what the rule ignores, or close the open sibling (which announces
 *   its own `pb-toggle-change`) and start the accordion's slide lock;
 * - markup and script changes to `open` reach us through a MutationObserver,
 *   which keeps one open as `<details name>` does: the one opened last, else
 *   the first in document order. Those are the author's changes: no events.
 * Toggles belong to their nearest accordion (see `accordionOf`), so nested
 * accordions never see each other's toggles.
 */
import { useEffect } from 'react';
import type { PropDefs } from '../../core/attributes/index.js';
import { TOGGLE } from '../../core/constants/index.js';
import { debounce } from '../../core/timing/index.js';
import { accordionRequest, keepOneOpen } from '../../core/toggle/index.js';
import { type PbElement, useBuilderMode } from '../element/index.js';
import {
  accordionOf,
  CHANGE_EVENT,
  membersOf,
  REQUEST_EVENT,
  slideAllowed,
  TOGGLE_TAG,
  type ToggleChangeDetail,
  type ToggleElement,
} from '../toggle/index.js';

/** No attributes: the toggles carry the state. */
export const accordionProps = {} satisfies PropDefs;

const isOpen = (toggle: Element): boolean => toggle.hasAttribute('open');

/** Through the attribute, so it also works on a toggle that has not upgraded yet. */
const setOpen = (toggle: Element, open: boolean): void => {
  toggle.toggleAttribute('open', open);
};

export function useAccordion(host: PbElement): void {
  const builder = useBuilderMode();

  useEffect(() => {
    let sliding = false;
    const slid = debounce(TOGGLE.slideDuration, () => {
      sliding = false;
    });

    const onRequest = (event: Event) => {
      const toggle = event.target as Element;
      if (toggle.localName !== TOGGLE_TAG || accordionOf(toggle) !== host) return;
      const members = membersOf(host);
      const { open } = (event as CustomEvent<ToggleChangeDetail>).detail;
      const next = accordionRequest(members.map(isOpen), sliding, { index: members.indexOf(toggle), open });
      if (!next) {
        event.preventDefault();
        return;
      }
      members.forEach((member, i) => {
        if (member === toggle || isOpen(member) === next[i]) return;
        setOpen(member, next[i] === true);
        // The visitor caused this close too, so listeners hear about it.
        (member as Partial<ToggleElement>).emit?.(CHANGE_EVENT, { open: next[i] === true });
      });
      if (!slideAllowed(builder)) return;
      // Both panels slide for the same time from now, so one timer covers the group.
      sliding = true;
      slid();
    };

    /** Returns how many were open before. */
    const keepOne = (keep?: Element): number => {
      const members = membersOf(host);
      const open = members.map(isOpen);
      const next = keepOneOpen(open, keep ? members.indexOf(keep) : undefined);
      members.forEach((member, i) => {
        if (open[i] !== next[i]) setOpen(member, next[i] === true);
      });
      return open.filter(Boolean).length;
    };

    if (keepOne() > 1) host.warn('open', 'is set on several toggles; an accordion keeps only the first one open');

    const observer = new MutationObserver((records) => {
      let opened: Element | undefined;
      for (const record of records) {
        const target = record.target as Element;
        if (record.type === 'attributes' && record.oldValue === null && isOpen(target)) opened = target;
      }
      keepOne(opened);
    });
    observer.observe(host, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['open'],
      attributeOldValue: true,
    });
    host.addEventListener(REQUEST_EVENT, onRequest);
    return () => {
      host.removeEventListener(REQUEST_EVENT, onRequest);
      observer.disconnect();
      slid.cancel();
    };
  }, [host, builder]);
}
