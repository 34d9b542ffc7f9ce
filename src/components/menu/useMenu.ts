/**
 * The menu's behaviour (APG disclosure navigation). The submenus live in the
 * author's light DOM, so they are driven directly: a button beside each parent
 * item's link, `pb-open` on the open item, `pb-closing` while one slides shut.
 * React holds only the mobile toggle's state.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { PropDefs } from '../../core/attributes/index.js';
import { fillMessage, type Messages } from '../../core/config/index.js';
import { MENU } from '../../core/constants/index.js';
import { prefersReducedMotion } from '../../core/frame/viewport.js';
import {
  claimMobileMenu,
  createDelays,
  isMobileDevice,
  type MenuLayout,
  type MenuMode,
  megaClass,
  menuLayout,
  onOtherMobileMenu,
  tapOpens,
  toClose,
} from '../../core/menu/index.js';
import { adoptStyles } from '../../core/styles/index.js';
import { type PbElementBase, type PropValues, useDevice, useMessages } from '../element/index.js';
import { listStyles } from './styles.js';

export const MENU_TAG = 'pb-menu';

export interface MenuToggleDetail {
  open: boolean;
  /** True for the mobile menu, false for a submenu. */
  mobile: boolean;
}

declare module '../element/events.js' {
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
export type MenuElement = PbElementBase & MenuProps;

export const menuMessages = {
  /** The navigation landmark's name. */
  menu: 'Menu',
  /** The mobile toggle's name. */
  toggle: 'Menu',
  /** Names the button beside a parent item's link; `{label}` is the link's text. */
  submenu: '{label} submenu',
};

const OPEN = 'pb-open';
const CLOSING = 'pb-closing';
const BUTTON = 'pb-menu-button';
const sub = (li: Element) => li.querySelector<HTMLElement>(':scope>ul');
const buttonOf = (li: Element) => li.querySelector<HTMLButtonElement>(`:scope>.${BUTTON}`);
const animate = () => !prefersReducedMotion();
let ids = 0;

/** The end of a closing slide or fade: the list is hidden by the CSS, no longer inert by us. */
const shut = (li: Element, ul: HTMLElement) => {
  li.classList.remove(CLOSING);
  ul.inert = false;
};

const moving = new WeakMap<Element, () => void>();
/** Ends a running fade or slide where it is, without its `settle`. */
const stop = (el: Element) => moving.get(el)?.();

/**
 * Fades (dropdowns) or slides (stacked lists) `el` open or shut over `ms`;
 * `settle` runs when it ends. A timer rather than the animation's end, so it
 * keeps the spec's time even where animations are throttled.
 */
function motion(el: HTMLElement, open: boolean, fade: boolean, ms: number, settle = () => {}): void {
  stop(el);
  const frames: Keyframe[] = fade
    ? [{ opacity: 0 }, { opacity: 1 }]
    : [
        { height: '0px', overflow: 'hidden' },
        { height: `${el.scrollHeight}px`, overflow: 'hidden' },
      ];
  if (!open) frames.reverse();
  const a = el.animate(frames, { duration: ms, easing: 'ease-in-out', fill: 'forwards' });
  // Cancelling twice is harmless, so the entry is only ever replaced.
  const cancel = () => {
    clearTimeout(t);
    a.cancel();
  };
  const t = setTimeout(() => {
    cancel();
    settle();
  }, ms);
  moving.set(el, cancel);
}

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
    const slide = mobile && was.current !== open && animate();
    was.current = open;
    nav.hidden = mobile && !open && !slide;
    // As a closing submenu: out of the tab order while it slides shut.
    nav.inert = mobile && !open;
    if (slide) motion(nav, open, false, MENU.mobileSlide, () => (nav.hidden = !open));
    return () => stop(nav);
  }, [open, mobile]);

  // Items a CMS or another script adds later get their buttons too: the setup below runs again.
  const [generation, setGeneration] = useState(0);
  useLayoutEffect(() => {
    // Detached (its header is leaving the page and resets it on the way out), its root has no sheets: skipped.
    adoptStyles(host.getRootNode(), listStyles);

    const delays = createDelays<Element>();
    const fade = layout === 'dropdown';
    const ac = new AbortController();
    const on = (target: EventTarget, type: string, fn: (e: never) => void, capture = false) =>
      target.addEventListener(type, fn as EventListener, { signal: ac.signal, capture });
    const openItems = () => [...host.querySelectorAll(`.${OPEN}`)];
    // Items the mouse opened: leaving closes them, and a click on their button keeps them open instead of closing
    // what the hover has just opened.
    const hovered = new WeakSet<Element>();
    const set = (li: Element, open: boolean, slide = animate()) => {
      if (!open) hovered.delete(li);
      if (li.classList.contains(OPEN) === open) return;
      for (const other of open ? toClose(openItems(), li) : li.querySelectorAll(`.${OPEN}`))
        set(other, false, open && slide);
      const ul = sub(li) as HTMLElement;
      li.classList.toggle(OPEN, open);
      li.classList.toggle(CLOSING, !open && slide);
      // A closing list leaves the tab order at once: Tab would otherwise enter it and lose focus as it hides.
      ul.inert = !open && slide;
      buttonOf(li)?.setAttribute('aria-expanded', `${open}`);
      if (slide) motion(ul, open, fade, MENU.submenuDuration, () => shut(li, ul));
      else stop(ul);
      host.emit('pb-menu-toggle', { open, mobile: false });
    };

    const items = [...host.querySelectorAll('li')].filter(sub);
    for (const li of items) {
      const ul = sub(li) as HTMLElement;
      ul.id ||= `pb-menu-${++ids}`;
      const b = buttonOf(li) ?? li.insertBefore(document.createElement('button'), ul);
      b.type = 'button';
      b.className = BUTTON;
      b.setAttribute('aria-expanded', 'false');
      b.setAttribute('aria-controls', ul.id);
      b.setAttribute(
        'aria-label',
        fillMessage(text.submenu, { label: li.firstElementChild?.textContent?.trim() ?? '' }),
      );
      // The count may have changed since the last run.
      const mega = li.classList.contains('mega-menu') && megaClass(ul.children.length);
      li.className = li.className.replace(/ ?pb-mega-\d/, '');
      if (mega) li.classList.add(mega);
      // Enter fires on every item entered, outermost first, so ancestors stay open.
      const hover = (e: PointerEvent) => fade && e.pointerType === 'mouse';
      on(li, 'pointerenter', (e: PointerEvent) => {
        if (!hover(e)) return;
        delays.cancel(li);
        if (!li.classList.contains(OPEN)) hovered.add(li);
        set(li, true);
      });
      on(
        li,
        'pointerleave',
        (e: PointerEvent) => hover(e) && hovered.has(li) && delays.schedule(li, delay, () => set(li, false)),
      );
    }

    let pointer = '';
    on(host, 'click', (e: MouseEvent) => {
      const target = e.target as Element;
      const li = target.closest('li');
      if (!li || !host.contains(li)) return;
      if (target.closest(`.${BUTTON}`)) {
        if (!hovered.has(li)) return set(li, !li.classList.contains(OPEN));
        hovered.delete(li);
        return delays.cancel(li);
      }
      const closedParent = !!sub(li) && !li.classList.contains(OPEN);
      const mobileDevice = isMobileDevice(navigator.maxTouchPoints, innerWidth);
      const a = target.closest('a');
      if (a?.parentElement === li && tapOpens(layout, closedParent, e.detail ? pointer : '', mobileDevice)) {
        e.preventDefault();
        set(li, true);
      } else if (a && mobile) setMobile(false);
    });
    on(document, 'keydown', (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      const all = openItems();
      // What the pointer opened can be dismissed wherever focus is (WCAG 1.4.13); focus stays where it is.
      if (!e.composedPath().includes(host)) {
        for (const li of all) if (hovered.has(li)) set(li, false);
        return;
      }
      const li = all.filter((o) => o.contains(e.target as Node)).pop() ?? all.pop();
      if (li) {
        set(li, false);
        buttonOf(li)?.focus();
      } else if (was.current) {
        setMobile(false);
        toggleRef.current?.focus();
      } else return;
      e.preventDefault();
    });
    // A press or focus anywhere closes the dropdowns it is not in: a tap outside,
    // a tap on another item, focus moving to another item or out of the menu.
    // The open mobile menu likewise closes on a press or focus outside it, or it would cover the page (and the
    // focus that left it).
    const elsewhere = (e: Event) => {
      if (e.type === 'pointerdown') pointer = (e as PointerEvent).pointerType;
      const path = e.composedPath();
      if (fade) for (const li of openItems()) if (!path.includes(li)) set(li, false);
      if (mobile && !path.includes(host)) setMobile(false);
    };
    on(document, 'pointerdown', elsewhere, true);
    on(document, 'focusin', elsewhere, true);
    // Observed once our buttons are in: only elements someone else adds or removes count (a text change, such
    // as a cart count, does not close open submenus).
    const mo = new MutationObserver((records) => {
      if (records.some((r) => [...r.addedNodes, ...r.removedNodes].some((n) => n.nodeType === 1)))
        setGeneration(generation + 1);
    });
    mo.observe(host, { childList: true, subtree: true });
    return () => {
      mo.disconnect();
      delays.clear();
      ac.abort();
      for (const li of items) {
        stop(sub(li) as HTMLElement);
        li.classList.remove(OPEN);
        shut(li, sub(li) as HTMLElement);
      }
    };
  }, [host, layout, delay, text, generation]);

  return [layout, open, text, toggleRef, navRef, () => setMobile(!was.current)] as const;
}
