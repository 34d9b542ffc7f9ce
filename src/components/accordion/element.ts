/**
 * `<pb-accordion>` without React: it renders nothing (each toggle carries its own heading, button and region, as
 * the APG accordion asks), only coordinates the `<pb-toggle>`s in its light DOM. The rule itself is
 * `accordionRequest` in core; this element only feeds it the DOM:
 * - a visitor's click reaches it as the toggle's cancelable `pb-toggle-request`: it cancels what the rule ignores,
 *   or closes the open sibling (which announces its own `pb-toggle-change`) and starts the accordion's slide lock;
 * - markup and script changes to `open` reach it through a MutationObserver, which keeps one open as
 *   `<details name>` does: the one opened last, else the first in document order. Those are the author's changes:
 *   no events.
 * Toggles belong to their nearest accordion (see `group.accordionOf`), so nested accordions never see each other's
 * toggles. A move keeps the observer, the listener and a running lock: the toggles move with it.
 */
import { PbElement } from '../../base/index.js';
import type { PropDefs } from '../../core/attributes/index.js';
import { isBuilderMode } from '../../core/config/index.js';
import { TOGGLE } from '../../core/constants/index.js';
import { adoptStyles } from '../../core/styles/index.js';
import { debounce } from '../../core/timing/index.js';
import { accordionRequest, keepOneOpen } from '../../core/toggle/index.js';
import * as group from '../toggle/group.js';
import { lightStyles } from './styles.js';

/** No attributes: the toggles carry the state. */
export const accordionProps = {} satisfies PropDefs;

const isOpen = (toggle: Element): boolean => toggle.hasAttribute('open');

/** Through the attribute, so it also works on a toggle that has not upgraded yet. */
const setOpen = (toggle: Element, open: boolean): void => {
  toggle.toggleAttribute('open', open);
};

export class AccordionElement extends PbElement {
  static readonly props = accordionProps;

  #stop: (() => void) | undefined;

  protected connected(): void {
    // Its block box without pb.css too (elements imported one by one): the rule pb.css gives it before the upgrade.
    adoptStyles(this.ownerDocument, lightStyles);
    this.#stop = this.#coordinate();
  }

  protected disconnected(): void {
    this.#stop?.();
    this.#stop = undefined;
  }

  /** Starts keeping the toggles to the rule; returns the function that stops it. */
  #coordinate(): () => void {
    // Read once per connection: builder mode is a property of the page, not of a moment.
    const builder = isBuilderMode(this.ownerDocument);
    let sliding = false;
    const slid = debounce(TOGGLE.slideDuration, () => {
      sliding = false;
    });

    const onRequest = (event: Event) => {
      const toggle = event.target as Element;
      if (toggle.localName !== group.TOGGLE_TAG || group.accordionOf(toggle) !== this) return;
      const members = group.membersOf(this);
      const { open } = (event as CustomEvent<group.ToggleChangeDetail>).detail;
      const next = accordionRequest(members.map(isOpen), sliding, { index: members.indexOf(toggle), open });
      if (!next) {
        event.preventDefault();
        return;
      }
      members.forEach((member, i) => {
        if (member === toggle || isOpen(member) === next[i]) return;
        setOpen(member, next[i] === true);
        // The visitor caused this close too, so listeners hear about it (a toggle not upgraded yet has no `emit`).
        (member as Partial<Pick<PbElement, 'emit'>>).emit?.(group.CHANGE_EVENT, { open: next[i] === true });
      });
      if (!group.slideAllowed(builder)) return;
      // Both panels slide for the same time from now, so one timer covers the group.
      sliding = true;
      slid();
    };

    /** Returns how many were open before. */
    const keepOne = (keep?: Element): number => {
      const members = group.membersOf(this);
      const open = members.map(isOpen);
      const next = keepOneOpen(open, keep ? members.indexOf(keep) : undefined);
      members.forEach((member, i) => {
        if (open[i] !== next[i]) setOpen(member, next[i] === true);
      });
      return open.filter(Boolean).length;
    };

    if (keepOne() > 1) this.warn('open', 'is set on several toggles; an accordion keeps only the first one open');

    const observer = new MutationObserver((records) => {
      let opened: Element | undefined;
      for (const record of records) {
        const target = record.target as Element;
        if (record.type === 'attributes' && record.oldValue === null && isOpen(target)) opened = target;
      }
      keepOne(opened);
    });
    observer.observe(this, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['open'],
      attributeOldValue: true,
    });
    this.addEventListener(group.REQUEST_EVENT, onRequest);
    return () => {
      this.removeEventListener(group.REQUEST_EVENT, onRequest);
      observer.disconnect();
      slid.cancel();
    };
  }
}
