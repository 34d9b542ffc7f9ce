/**
 * The menu's light-DOM controller (APG disclosure navigation), free of React:
 * the submenus live in the author's light DOM, so they are driven directly. A
 * button goes beside each parent item's link, `pb-open` marks the open item
 * and `pb-closing` one sliding shut. `controlMenu` takes the host and returns
 * the teardown; items a CMS or another script adds later get their buttons
 * too, as the controller sets itself up again.
 */
import { MENU } from '../constants/menu.js';
import { prefersReducedMotion } from '../frame/viewport.js';
import { createDelays, isMobileDevice, type MenuLayout, megaClass, tapOpens, toClose } from './index.js';

export const OPEN_CLASS = 'pb-open';
export const CLOSING_CLASS = 'pb-closing';
export const BUTTON_CLASS = 'pb-menu-button';

const sub = (li: Element) => li.querySelector<HTMLElement>(':scope>ul');
const buttonOf = (li: Element) => li.querySelector<HTMLButtonElement>(`:scope>.${BUTTON_CLASS}`);
const animate = (): boolean => !prefersReducedMotion();
let ids = 0;

/** The end of a closing slide or fade: the list is hidden by the CSS, no longer inert by us. */
const shut = (li: Element, ul: HTMLElement): void => {
  li.classList.remove(CLOSING_CLASS);
  ul.inert = false;
};

/**
 * Fades (dropdowns) or slides (stacked lists, the mobile panel) `el` open or
 * shut over `ms`; `settle` runs when it ends. A timer rather than the
 * animation's end, so it keeps the spec's time even where animations are
 * throttled. Returns the cancel, which ends it where it is, without `settle`;
 * cancelling twice is harmless.
 */
export function animateOpen(el: HTMLElement, open: boolean, fade: boolean, ms: number, settle = () => {}): () => void {
  const frames: Keyframe[] = fade
    ? [{ opacity: 0 }, { opacity: 1 }]
    : [
        { height: '0px', overflow: 'hidden' },
        { height: `${el.scrollHeight}px`, overflow: 'hidden' },
      ];
  if (!open) frames.reverse();
  const animation = el.animate(frames, { duration: ms, easing: 'ease-in-out', fill: 'forwards' });
  const cancel = (): void => {
    clearTimeout(timer);
    animation.cancel();
  };
  const timer = setTimeout(() => {
    cancel();
    settle();
  }, ms);
  return cancel;
}

export interface MenuControllerOptions {
  layout: MenuLayout;
  /** ms before a submenu the mouse opened closes once the pointer leaves it. */
  delay: number;
  /** The name of the button beside a parent item's link, from the link's text. */
  buttonLabel: (linkText: string) => string;
  /** A submenu opened or closed. */
  onToggle: (open: boolean) => void;
  /** The mobile panel is open now. */
  mobileOpen: () => boolean;
  /** Closes the mobile panel (a no-op when closed); after Escape its toggle takes focus. */
  closeMobile: (focusToggle: boolean) => void;
}

/** Sets up the submenus of the list in `host`; returns the teardown, which closes them all and removes the listeners. */
export function controlMenu(host: HTMLElement, options: MenuControllerOptions): () => void {
  let teardown = (): void => {};
  const rescan = (): void => {
    teardown();
    teardown = setUp(host, options, rescan);
  };
  rescan();
  return () => teardown();
}

function setUp(host: HTMLElement, options: MenuControllerOptions, rescan: () => void): () => void {
  const { layout, delay } = options;
  const delays = createDelays<Element>();
  const fade = layout === 'dropdown';
  const mobile = layout === 'mobile';
  const ac = new AbortController();
  const on = (target: EventTarget, type: string, fn: (e: never) => void, capture = false) =>
    target.addEventListener(type, fn as EventListener, { signal: ac.signal, capture });
  const openItems = () => [...host.querySelectorAll(`.${OPEN_CLASS}`)];
  // The running fade or slide of each list, to end one that the next change overtakes.
  const moving = new Map<Element, () => void>();
  const stop = (ul: HTMLElement): void => moving.get(ul)?.();
  // Items the mouse opened: leaving closes them, and a click on their button keeps them open instead of closing
  // what the hover has just opened.
  const hovered = new WeakSet<Element>();
  const set = (li: Element, open: boolean, slide = animate()): void => {
    if (!open) hovered.delete(li);
    if (li.classList.contains(OPEN_CLASS) === open) return;
    for (const other of open ? toClose(openItems(), li) : li.querySelectorAll(`.${OPEN_CLASS}`))
      set(other, false, open && slide);
    const ul = sub(li) as HTMLElement;
    li.classList.toggle(OPEN_CLASS, open);
    li.classList.toggle(CLOSING_CLASS, !open && slide);
    // A closing list leaves the tab order at once: Tab would otherwise enter it and lose focus as it hides.
    ul.inert = !open && slide;
    buttonOf(li)?.setAttribute('aria-expanded', `${open}`);
    stop(ul);
    if (slide)
      moving.set(
        ul,
        animateOpen(ul, open, fade, MENU.submenuDuration, () => shut(li, ul)),
      );
    options.onToggle(open);
  };

  const items = [...host.querySelectorAll('li')].filter(sub);
  for (const li of items) {
    const ul = sub(li) as HTMLElement;
    ul.id ||= `pb-menu-${++ids}`;
    const b = buttonOf(li) ?? li.insertBefore(document.createElement('button'), ul);
    b.type = 'button';
    b.className = BUTTON_CLASS;
    b.setAttribute('aria-expanded', 'false');
    b.setAttribute('aria-controls', ul.id);
    b.setAttribute('aria-label', options.buttonLabel(li.firstElementChild?.textContent?.trim() ?? ''));
    // The count may have changed since the last set-up.
    const mega = li.classList.contains('mega-menu') && megaClass(ul.children.length);
    li.className = li.className.replace(/ ?pb-mega-\d/, '');
    if (mega) li.classList.add(mega);
    // Enter fires on every item entered, outermost first, so ancestors stay open.
    const hover = (e: PointerEvent) => fade && e.pointerType === 'mouse';
    on(li, 'pointerenter', (e: PointerEvent) => {
      if (!hover(e)) return;
      delays.cancel(li);
      if (!li.classList.contains(OPEN_CLASS)) hovered.add(li);
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
    if (target.closest(`.${BUTTON_CLASS}`)) {
      if (!hovered.has(li)) return set(li, !li.classList.contains(OPEN_CLASS));
      hovered.delete(li);
      return delays.cancel(li);
    }
    const closedParent = !!sub(li) && !li.classList.contains(OPEN_CLASS);
    const mobileDevice = isMobileDevice(navigator.maxTouchPoints, innerWidth);
    const a = target.closest('a');
    if (a?.parentElement === li && tapOpens(layout, closedParent, e.detail ? pointer : '', mobileDevice)) {
      e.preventDefault();
      set(li, true);
    } else if (a && mobile) options.closeMobile(false);
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
    } else if (options.mobileOpen()) options.closeMobile(true);
    else return;
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
    if (mobile && !path.includes(host)) options.closeMobile(false);
  };
  on(document, 'pointerdown', elsewhere, true);
  on(document, 'focusin', elsewhere, true);
  // Observed once our buttons are in: only elements someone else adds or removes count (a text change, such
  // as a cart count, does not close open submenus).
  const mo = new MutationObserver((records) => {
    if (records.some((r) => [...r.addedNodes, ...r.removedNodes].some((n) => n.nodeType === 1))) rescan();
  });
  mo.observe(host, { childList: true, subtree: true });
  return () => {
    mo.disconnect();
    delays.clear();
    ac.abort();
    for (const li of items) {
      const ul = sub(li) as HTMLElement;
      stop(ul);
      li.classList.remove(OPEN_CLASS);
      shut(li, ul);
    }
  };
}
