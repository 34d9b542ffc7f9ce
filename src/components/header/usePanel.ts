/**
 * The slide-in and fullscreen panels: a native `<dialog>` opened with
 * `showModal()`, so the page behind is inert and Escape closes it without a
 * focus trap of ours. Closing the slide-in hides it after its 700 ms slide
 * (CCH §4); the fullscreen menu closes when the page becomes hidden.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { HEADER } from '../../core/constants/index.js';
import { prefersReducedMotion } from '../../core/frame/viewport.js';
import { lockScroll } from '../../core/scroll/lock.js';
import { movesOf } from '../element/host.js';
import type { HeaderElement } from './props.js';

export function usePanel(host: HeaderElement, layout: string, open: boolean) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const slideIn = layout === 'slide-in';
  // The page behind stays where it is while the panel is open (the one scroll lock), until the dialog has closed.
  const unlock = useRef<() => void>(undefined);
  const release = () => {
    unlock.current?.();
    unlock.current = undefined;
  };
  useEffect(() => release, []);

  const set = (next: boolean): void => {
    if (host.open === next) return;
    host.open = next;
    host.emit('pb-header-toggle', { open: next });
  };

  // A close of ours that is not the visitor's: the dialog is shown again at once.
  const reopening = useRef(false);
  const moves = movesOf(host);
  // Driven imperatively: React's `open` prop cannot make a dialog modal.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) {
      // The layout changed to one without a panel while it was open: nothing is modal now, so nothing stays locked.
      release();
      if (open) set(false);
      return;
    }
    dialog.classList.toggle('closing', !open && dialog.open);
    if (open) {
      // Moved while open: leaving the document took the dialog out of the top layer, open but no longer modal.
      if (dialog.open && !dialog.matches(':modal')) {
        reopening.current = true;
        dialog.close();
      }
      if (!dialog.open) dialog.showModal();
      unlock.current ??= lockScroll(host.ownerDocument);
      return;
    }
    if (!dialog.open) return;
    if (!slideIn || prefersReducedMotion()) return dialog.close();
    const timer = setTimeout(() => dialog.close(), HEADER.slideInHide);
    return () => clearTimeout(timer);
  }, [open, slideIn, layout, moves]);

  // CCH §4: a page sent to the background (another tab, the app switcher) closes the fullscreen menu.
  useEffect(() => {
    if (layout !== 'fullscreen') return;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') set(false);
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  });

  // Whatever closed the dialog (our timer, or the browser on a repeated Escape), focus returns to the toggle.
  const closed = () => {
    if (reopening.current) {
      reopening.current = false;
      return;
    }
    release();
    set(false);
    toggleRef.current?.focus();
  };
  return [dialogRef, toggleRef, set, closed] as const;
}
