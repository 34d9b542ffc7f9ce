/**
 * The menu's behaviour (APG disclosure navigation). The submenus live in the
 * author's light DOM and are driven by core/menu's controller, set up in one
 * effect; React holds only the mobile toggle's state.
 */

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { PropDefs } from '../../core/attributes/index.js';
import { fillMessage, type Messages } from '../../core/config/index.js';
import { MENU } from '../../core/constants/menu.js';
import { prefersReducedMotion } from '../../core/frame/viewport.js';
import { animateOpen, controlMenu } from '../../core/menu/controller.js';
import {
  claimMobileMenu,
  type MenuLayout,
  type MenuMode,
  menuLayout,
  onOtherMobileMenu,
} from '../../core/menu/index.js';
import { adoptStyles } from '../../core/styles/index.js';
import { type PbElement, type PropValues, useDevice, useMessages } from '../element/index.js';
import { menuMessages } from './messages.js';
import { listStyles } from './styles.js';

export const MENU_TAG = 'pb-menu';

export interface MenuToggleDetail {
  open: boolean;
  /** True for the mobile menu, false for a submenu. */
  mobile: boolean;
}

declare module '../../base/events.js' {
  interface PbEventMap {
    'pb-menu-toggle': MenuToggleDetail;
  }
}

export const menuProps = {
  mode: { type: 'string', default: 'auto' as MenuMode, values: ['auto', 'dropdown', 'stacked'] },
  delay: { type: 'number', default: MENU.closeDelay as number, min: 0 },
  messages: { type: 'json', default: {} as Messages },
} satisfies PropDefs;

export type MenuProps = PropValues<typeof menuProps>;
export type MenuElement = PbElement & MenuProps;

export function useMenu(host: MenuElement, { mode, delay, messages }: MenuProps) {
  const text = useMessages(menuMessages, MENU_TAG, messages);
  const layout: MenuLayout = menuLayout(mode as MenuMode, useDevice());
  const mobile = layout === 'mobile';
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const was = useRef(open);

  // Reads only refs and the host, so the listeners set up once may keep the first render's copy.
  const setMobile = (want: boolean) => {
    if (want === was.current) return;
    if (want) claimMobileMenu(host);
    setOpen(want);
    host.emit('pb-menu-toggle', { open: want, mobile: true });
  };
  useEffect(() => onOtherMobileMenu(host, () => setMobile(false)), [host]);
  // A later mobile layout starts closed.
  useEffect(() => setOpen(false), [mobile]);
  // The panel's `hidden` is ours, not React's: a closing panel stays shown while it slides.
  useLayoutEffect(() => {
    const nav = navRef.current as HTMLElement;
    const slide = mobile && was.current !== open && !prefersReducedMotion();
    was.current = open;
    nav.hidden = mobile && !open && !slide;
    // As a closing submenu: out of the tab order while it slides shut.
    nav.inert = mobile && !open;
    if (slide) return animateOpen(nav, open, false, MENU.mobileSlide, () => (nav.hidden = !open));
  }, [open, mobile]);

  useLayoutEffect(() => {
    // Detached (its header is leaving the page and resets it on the way out), its root has no sheets: skipped.
    adoptStyles(host.getRootNode(), listStyles);
    return controlMenu(host, {
      layout,
      delay,
      buttonLabel: (label) => fillMessage(text.submenu, { label }),
      onToggle: (open) => host.emit('pb-menu-toggle', { open, mobile: false }),
      mobileOpen: () => was.current,
      closeMobile: (focusToggle) => {
        setMobile(false);
        if (focusToggle) toggleRef.current?.focus();
      },
    });
  }, [host, layout, delay, text]);

  return { layout, open, text, toggleRef, navRef, toggle: () => setMobile(!was.current) };
}
