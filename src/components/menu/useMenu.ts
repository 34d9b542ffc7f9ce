/**
 * The menu's behaviour (APG disclosure navigation). The submenus live in the
 * author's light DOM, so they are driven directly: a button beside each parent
 * item's link, `pb-open` on the open item, `pb-closing` while one slides shut.
 * React holds only the mobile toggle's state.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { PropDefs } from '../../core/attributes/index.js';
import type { Messages } from '../../core/config/index.js';
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
  /** The mobile toggle's name, and the navigation landmark's. */
  menu: 'Menu',
  /** Names the button beside a parent item's link; `{label}` is the link's text. */
  submenu: '{label} submenu',
};

const OPEN = 'pb-open';
const CLOSING = 'pb-closing';
const BUTTON = 'pb-menu-button';
const sub = (li: Element) => li.querySelector<HTMLElement>(':scope>ul');
const buttonOf = (li: Element) => li.querySelector<HTMLButtonElement>(`:scope>.${BUTTON}`);
const itemOf = (node: EventTarget | null) => (node instanceof Element ? node.closest('li') : null);
const animate = () => !prefersReducedMotion();
let ids = 0;
let sheet: CSSStyleSheet | undefined;

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
  const box = { overflow: 'hidden' };
  const frames: Keyframe[] = fade
    ? [{ opacity: 0 }, { opacity: 1 }]
    : [
        { ...box, height: '0px' },
        { ...box, height: `${el.scrollHeight}px` },
      ];
  if (!open) frames.reverse();
  const a = el.animate(frames, { duration: ms, easing: 'ease-in-out', fill: 'forwards' });
  const cancel = () => {
    clearTimeout(t);
    a.cancel();
    moving.delete(el);
  };
  const t = setTimeout(() => {
    cancel();
    settle();
  }, ms);
  moving.set(el, cancel);
}

type MobileState = 'closed' | 'open' | 'closing';

export function useMenu(host: MenuElement, { mode, delay, messages }: MenuProps) {
  const text = useMessages(menuMessages, MENU_TAG, messages);
  const layout: MenuLayout = menuLayout(mode as MenuMode, useDevice());
  const [state, setState] = useState<MobileState>('closed');
  const current = useRef(state);
  current.current = state;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);

  const setMobile = (open: boolean) => {
    if (open === (current.current === 'open')) return;
    if (open) claimMobileMenu(host);
    setState(open ? 'open' : animate() ? 'closing' : 'closed');
    host.emit('pb-menu-toggle', { open, mobile: true });
  };
  const mobileRef = useRef(setMobile);
  mobileRef.current = setMobile;

  useEffect(() => onOtherMobileMenu(host, () => mobileRef.current(false)), [host]);
  // Another layout shows no panel; a later mobile layout starts closed.
  useLayoutEffect(() => setState('closed'), [layout]);
  useLayoutEffect(() => {
    const nav = navRef.current;
    if (!nav || state === 'closed') return;
    if (state === 'open') motion(nav, true, false, MENU.mobileSlide);
    else motion(nav, false, false, MENU.mobileSlide, () => flushSync(() => setState('closed')));
    return () => stop(nav);
  }, [state]);

  useLayoutEffect(() => {
    const root = host.getRootNode() as Document | ShadowRoot;
    sheet ??= new CSSStyleSheet();
    if (!sheet.cssRules.length) sheet.replaceSync(listStyles);
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];

    const items = [...host.querySelectorAll('li')].filter(sub);
    for (const li of items) {
      const ul = sub(li) as HTMLElement;
      ul.id ||= `pb-menu-${++ids}`;
      const b = buttonOf(li) ?? li.insertBefore(document.createElement('button'), ul);
      b.type = 'button';
      b.className = BUTTON;
      b.setAttribute('aria-expanded', 'false');
      b.setAttribute('aria-controls', ul.id);
      b.setAttribute('aria-label', text.submenu.replace('{label}', li.firstElementChild?.textContent?.trim() ?? ''));
      const mega = li.classList.contains('mega-menu') && megaClass(ul.children.length);
      // The count may have changed since the last run.
      li.className = li.className.replace(/ ?pb-mega-\d/, '');
      if (mega) li.classList.add(mega);
    }

    const delays = createDelays<Element>();
    const fade = layout === 'dropdown';
    const openItems = () => [...host.querySelectorAll(`.${OPEN}`)];
    const set = (li: Element, open: boolean, slide = animate()) => {
      if (li.classList.contains(OPEN) === open) return;
      for (const other of open ? toClose(openItems(), li) : li.querySelectorAll(`.${OPEN}`))
        set(other, false, open && slide);
      const ul = sub(li) as HTMLElement;
      li.classList.toggle(OPEN, open);
      li.classList.toggle(CLOSING, !open && slide);
      buttonOf(li)?.setAttribute('aria-expanded', `${open}`);
      if (slide) motion(ul, open, fade, MENU.submenuDuration, () => li.classList.remove(CLOSING));
      else stop(ul);
      host.emit('pb-menu-toggle', { open, mobile: false });
    };
    // Outermost first, so opening an inner item keeps its ancestors open.
    const chain = (node: EventTarget | null) => {
      const out: Element[] = [];
      for (let li = itemOf(node); li && host.contains(li); li = itemOf(li.parentElement)) out.unshift(li);
      return out;
    };
    const hover = (e: PointerEvent) => fade && e.pointerType === 'mouse';
    let pointer = '';

    const on: Record<string, (e: never) => void> = {
      pointerover(e: PointerEvent) {
        if (hover(e))
          for (const li of chain(e.target)) {
            delays.cancel(li);
            if (sub(li)) set(li, true);
          }
      },
      pointerout(e: PointerEvent) {
        if (hover(e))
          for (const li of chain(e.target))
            if (!li.contains(e.relatedTarget as Node | null)) delays.schedule(li, delay, () => set(li, false));
      },
      click(e: MouseEvent) {
        const target = e.target as Element;
        const li = itemOf(target);
        if (!li || !host.contains(li)) return;
        if (target.closest(`.${BUTTON}`)) return set(li, !li.classList.contains(OPEN));
        if (
          target.closest('a')?.parentElement === li &&
          tapOpens({
            layout,
            closedParent: !!sub(li) && !li.classList.contains(OPEN),
            pointer: e.detail ? pointer : '',
            mobileDevice: isMobileDevice(navigator.maxTouchPoints, innerWidth),
          })
        ) {
          e.preventDefault();
          set(li, true);
        }
      },
      keydown(e: KeyboardEvent) {
        if (e.key !== 'Escape') return;
        const open = openItems();
        const li = open.filter((o) => o.contains(e.target as Node)).pop() ?? open.pop();
        if (li) {
          set(li, false);
          buttonOf(li)?.focus();
        } else if (current.current === 'open') {
          mobileRef.current(false);
          toggleRef.current?.focus();
        } else return;
        e.preventDefault();
      },
    };
    // A press or focus anywhere closes the dropdowns it is not in: a tap outside,
    // a tap on another item, focus moving to another item or out of the menu.
    const elsewhere = (e: Event) => {
      if (e.type === 'pointerdown') pointer = (e as PointerEvent).pointerType;
      if (fade) for (const li of openItems()) if (!e.composedPath().includes(li)) set(li, false);
    };
    const listen = (add: boolean) => {
      const method = add ? 'addEventListener' : 'removeEventListener';
      for (const [type, fn] of Object.entries(on)) host[method](type, fn as EventListener);
      for (const type of ['pointerdown', 'focusin']) document[method](type, elsewhere, true);
    };
    listen(true);
    return () => {
      delays.clear();
      listen(false);
      for (const li of items) {
        stop(sub(li) as HTMLElement);
        li.classList.remove(OPEN, CLOSING);
      }
    };
  }, [host, layout, delay, text]);

  return {
    layout,
    state,
    text,
    toggleRef,
    navRef,
    toggle: () => setMobile(current.current !== 'open'),
  };
}
