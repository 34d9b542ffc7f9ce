/**
 * CCH §4's reveal without a blink. Elements start hidden by CSS, never by script: the pre-upgrade rules hide a
 * `<pb-motion>` and an element the CMS marks `et-pb-before-scroll-animation` from its first style only
 * (`@starting-style`, so rules that arrive after the first paint hide nothing), and show it after 2 s whatever
 * happens. The store keeps hidden what is hidden when it arrives, and shows it 200 ms later; what is visible
 * by then (painted before the rules, or shown by the 2 s safety net) stays visible.
 */
import { MOTION } from '../constants/motion.js';

/** Marks an element the store holds hidden until its reveal; the store's sheet hides it (`HOLD_CSS`). */
export const HOLD_ATTR = 'data-pb-motion-hold';

/**
 * The store's own hiding, on the held elements only: above the compositor's animation and the scheduler's
 * inline styles, and without the 2 s safety net's transition, which would show the element before its reveal.
 */
export const HOLD_CSS = `[${HOLD_ATTR}]{opacity:0!important;transition:none!important}`;

export class Reveal {
  #seen = new WeakSet<HTMLElement>();
  #pending = new Set<HTMLElement>();

  /** Queues `el`'s reveal; once per element, however often it is registered again. */
  add(el: HTMLElement): void {
    if (this.#seen.has(el)) return;
    this.#seen.add(el);
    this.#pending.add(el);
  }

  /**
   * Reads first (is each new element invisible now?), then writes: a hidden one is held and shown with the
   * animated classes 200 ms later; a visible one gets them at once, so no pre-upgrade rule can hide it later.
   */
  flush(): void {
    if (!this.#pending.size) return;
    const els = [...this.#pending];
    this.#pending.clear();
    const hidden = new Set(els.filter((el) => el.ownerDocument.defaultView?.getComputedStyle(el).opacity === '0'));
    const { before, animated, hadAnimation } = MOTION.classes;
    const show = (el: HTMLElement): void => {
      el.classList.remove(before);
      el.classList.add(animated, hadAnimation);
      el.removeAttribute(HOLD_ATTR);
    };
    for (const el of els) {
      if (!hidden.has(el)) show(el);
      else {
        el.classList.add(before);
        el.setAttribute(HOLD_ATTR, '');
      }
    }
    if (!hidden.size) return;
    // The hold must take effect in a style change before the reveal (which a tab in the background may not render
    // within 200 ms): else the safety net's transition outlives it and keeps the element hidden after the reveal.
    const [first] = hidden;
    first?.ownerDocument.defaultView?.getComputedStyle(first).opacity;
    setTimeout(() => hidden.forEach(show), MOTION.revealDelay);
  }
}
