/**
 * The slide-in and fullscreen panels: a native `<dialog>` opened with
 * `showModal()`, so the page behind is inert and Escape closes it without a
 * focus trap of ours. Closing the slide-in hides it after its 700 ms slide
 * (CCH §4); the fullscreen menu closes when the page becomes hidden.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { fragmentTarget, plainClick } from '../../core/anchors/index.js';
import { HEADER } from '../../core/constants/header.js';
import { prefersReducedMotion } from '../../core/frame/viewport.js';
import { focusLanding } from '../../core/scroll/index.js';
import { lockScroll } from '../../core/scroll/lock.js';
import { decodeLoose } from '../../core/text/index.js';
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

  // A link in the panel that the visitor follows closes it, as the mobile menu does: the page scrolls (or goes)
  // behind an inert modal otherwise. An in-page link's target gets the focus once the dialog has closed (while
  // the dialog is modal the page cannot take it), not the toggle: the toggle may be scrolled far away.
  const landing = useRef<Element | null>(null);
  const follow = (e: MouseEvent): void => {
    const link = e.composedPath().find((n) => n instanceof Element && n.matches('a[href],area[href]'));
    if (!link || !plainClick(e)) return;
    const { hash, href } = link as HTMLAnchorElement;
    const here = href.slice(0, href.length - hash.length) === location.href.split('#')[0];
    landing.current = here ? fragmentTarget(host.ownerDocument, decodeLoose(hash.slice(1))) : null;
    set(false);
  };
  // Listened to natively: React does not see a click on slotted light DOM (its target is outside React's tree).
  useEffect(() => {
    const dialog = dialogRef.current;
    dialog?.addEventListener('click', follow);
    return () => dialog?.removeEventListener('click', follow);
  });

  // Whatever closed the dialog (our timer, or the browser on a repeated Escape), focus returns to the toggle.
  const closed = () => {
    if (reopening.current) {
      reopening.current = false;
      return;
    }
    const target = landing.current;
    landing.current = null;
    release();
    set(false);
    if (target) focusLanding(target);
    else toggleRef.current?.focus();
  };
  return [dialogRef, toggleRef, set, closed] as const;
}
