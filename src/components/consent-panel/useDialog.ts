/**
 * The banner's dialog behaviour (WAI-ARIA APG dialog, non-modal unless the
 * config asks for a soft cookie wall): opening without stealing focus at page
 * load, focus to the heading when the visitor opened it, Escape, the modal's
 * focus trap, and the slide-in (none with reduced motion).
 */
import { type KeyboardEvent, type RefObject, type SyntheticEvent, useLayoutEffect, useRef } from 'react';
import { prefersReducedMotion } from '../../core/frame/viewport.js';
import { PANEL_TOGGLE_EVENT } from '../consent-banner/events.js';
import type { PbElement } from '../element/index.js';

/** The spec names no banner timing; short enough not to delay the choice. */
export const SLIDE_IN_MS = 300;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tabbable elements in flat-tree order, slotted page content included. */
function tabbables(root: Element): HTMLElement[] {
  const out: HTMLElement[] = [];
  const walk = (el: Element): void => {
    if (el instanceof HTMLSlotElement) {
      for (const assigned of el.assignedElements({ flatten: true })) walk(assigned);
      return;
    }
    if (el !== root && el instanceof HTMLElement && el.matches(FOCUSABLE) && el.checkVisibility()) out.push(el);
    for (const child of el.children) walk(child);
  };
  walk(root);
  return out;
}

interface DialogOptions {
  host: PbElement;
  open: boolean;
  modal: boolean;
  focusOnOpen: boolean;
  /** Escape in the non-modal banner. */
  onEscape: () => void;
}

export interface DialogView {
  dialogRef: RefObject<HTMLDialogElement | null>;
  titleRef: RefObject<HTMLHeadingElement | null>;
  onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => void;
  onCancel: (event: SyntheticEvent<HTMLDialogElement>) => void;
  onClose: () => void;
}

export function useDialog({ host, open, modal, focusOnOpen, onEscape }: DialogOptions): DialogView {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const wanted = useRef({ open, modal });
  wanted.current = { open, modal };
  const focused = useRef(false);

  // Driven imperatively: React's `open` prop cannot make a dialog modal.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!open) {
      focused.current = false;
      if (!dialog.open) return;
      dialog.close();
      host.emit(PANEL_TOGGLE_EVENT, { open: false });
      return;
    }
    if (dialog.open && dialog.matches(':modal') !== modal) dialog.close();
    if (dialog.open) return;
    // showModal makes the rest of the page inert; the attribute opens without the focusing steps that show() runs.
    if (modal) dialog.showModal();
    else dialog.setAttribute('open', '');
    if (!prefersReducedMotion()) {
      dialog.animate(
        [
          { transform: 'translateY(32px)', opacity: 0 },
          { transform: 'none', opacity: 1 },
        ],
        {
          duration: SLIDE_IN_MS,
          easing: 'ease-out',
        },
      );
    }
    host.emit(PANEL_TOGGLE_EVENT, { open: true });
  }, [open, modal, host]);

  useLayoutEffect(() => {
    if (!open || !focusOnOpen || focused.current) return;
    focused.current = true;
    titleRef.current?.focus();
  }, [open, focusOnOpen]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>): void => {
    if (event.key === 'Escape') {
      // Cancelling the keydown also stops the browser's close request on a modal dialog.
      event.preventDefault();
      if (!modal) onEscape();
      return;
    }
    if (event.key !== 'Tab' || !modal || !dialogRef.current) return;
    const list = tabbables(dialogRef.current);
    const first = list[0];
    const last = list.at(-1);
    const current = event.nativeEvent.composedPath()[0];
    if (!first || !last) return;
    if (event.shiftKey && (current === first || !list.includes(current as HTMLElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && current === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return {
    dialogRef,
    titleRef,
    onKeyDown,
    // The soft cookie wall stays until the visitor chooses.
    onCancel: (event) => event.preventDefault(),
    onClose: () => {
      // Chrome closes a modal dialog on repeated Escape even when cancel is prevented; reopen it.
      const dialog = dialogRef.current;
      if (dialog && wanted.current.open && wanted.current.modal && !dialog.open) dialog.showModal();
    },
  };
}
