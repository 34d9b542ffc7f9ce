/**
 * `<pb-fullscreen>` on the element base, without React. Its height is pure CSS (./styles.ts, the same rules before
 * and after the upgrade); the element adds one thing of its own, the optional scroll-down control: a native button
 * in a shadow root beside a `<slot>` for the content. React would add its shared chunk (about 62 kB gzipped) to the
 * page's first screen, where a fullscreen section is, for that one button; `<pb-consent-banner>` draws its button
 * the same way for the same reason.
 */
import { PbElement } from '../../base/element.js';
import { type Messages, resolveMessages } from '../../core/config/index.js';
import type { FULLSCREEN } from '../../core/constants/sections.js';
import { nextSection } from '../../core/fullscreen/index.js';
import { warnOnce } from '../../core/log/index.js';
import { focusLanding, scrollToElement } from '../../core/scroll/index.js';
import { adoptStyles } from '../../core/styles/index.js';
import { fullscreenMessages, fullscreenProps } from './props.js';
import { lightStyles, styles } from './styles.js';

export const FULLSCREEN_TAG = 'pb-fullscreen';

const SVG = 'http://www.w3.org/2000/svg';

export class FullscreenElement extends PbElement {
  static readonly props = fullscreenProps;
  static readonly methods = ['scrollToNext'];
  /** Shows the scroll-down control. */
  declare scrollDown: boolean;
  /** A CSS selector for where the control scrolls; empty: the next section. */
  declare scrollTarget: string;
  /** `svh` (default), `dvh` or `lvh`; another value warns and gives `svh`. */
  declare unit: (typeof FULLSCREEN.units)[number];
  /** Overrides of the English strings (the attribute's JSON, or an object). */
  declare messages: Messages;

  readonly #button: HTMLButtonElement;

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    adoptStyles(root, styles);
    this.#button = document.createElement('button');
    this.#button.type = 'button';
    this.#button.setAttribute('part', 'scroll-down');
    this.#button.hidden = true;
    this.#button.addEventListener('click', () => void this.scrollToNext());
    const svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('viewBox', '0 0 24 24');
    svg.setAttribute('aria-hidden', 'true');
    const chevron = document.createElementNS(SVG, 'path');
    chevron.setAttribute('d', 'M6 9l6 6 6-6');
    svg.append(chevron);
    this.#button.append(svg);
    root.append(document.createElement('slot'), this.#button);
  }

  protected connected(): void {
    adoptStyles(this.ownerDocument, lightStyles);
    this.#render();
  }

  protected moved(): void {
    adoptStyles(this.ownerDocument, lightStyles);
  }

  protected changed(prop: string): void {
    if (prop === 'scrollTarget') this.#target();
    this.#render();
  }

  /**
   * Where the control scrolls: the first match of `scroll-target`, else the next section (the next box in the
   * page's flow after the element, looking up through its wrappers). A selector that is not valid, or matches
   * nothing, warns and gives the next section.
   */
  #target(): Element | null {
    const selector = this.scrollTarget.trim();
    if (selector) {
      try {
        const found = this.ownerDocument.querySelector(selector);
        if (found) return found;
        this.warn('scroll-target', `${JSON.stringify(selector)} matches nothing; using the next section`);
      } catch {
        this.warn('scroll-target', `${JSON.stringify(selector)} is not a CSS selector; using the next section`);
      }
    }
    return nextSection(this);
  }

  /**
   * Scrolls smoothly (in 800 ms; a jump with reduced motion) until the target's top is just below the bars fixed
   * or stuck at the top where the scroll ends, and moves focus there, so the next Tab continues from it. Resolves
   * as the scroll does: false when the visitor took over, or when nothing follows the section.
   */
  // A field, so the registration class can document it for the manifest (`declare` over a method is an error).
  scrollToNext = (): Promise<boolean> => {
    const target = this.#target();
    if (!target) {
      warnOnce(`<${FULLSCREEN_TAG}>`, 'nothing follows it, so the scroll-down control has nowhere to go');
      return Promise.resolve(false);
    }
    const done = scrollToElement(target);
    focusLanding(target);
    return done;
  };

  #render(): void {
    const text = resolveMessages(fullscreenMessages, FULLSCREEN_TAG, this.messages);
    this.#button.hidden = !this.scrollDown;
    if (this.#button.getAttribute('aria-label') !== text.scrollDown)
      this.#button.setAttribute('aria-label', text.scrollDown);
  }
}
