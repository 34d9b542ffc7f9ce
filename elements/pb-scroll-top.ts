import { createElementClass, define } from '../src/components/element/index.js';
import { ScrollTop, scrollTopProps, styles } from '../src/components/scroll-top/index.js';

/**
 * A scroll-to-top button (CCH §2, §9). It appears once the page is scrolled
 * past 800 px and scrolls to the top in 800 ms through the one smooth scroller:
 * a wheel, touch, pointer or key stops it, and with `prefers-reduced-motion:
 * reduce` it jumps. Once at the top, focus goes to `<body>` (given
 * `tabindex="-1"` until it loses focus, without a focus ring), so the next Tab
 * reaches the page's first focusable element, as after a page load. The scroll
 * position is read on the library's one frame scheduler. The element is fixed
 * to the viewport's corner, before and after the upgrade, so it takes no room
 * and its appearing shifts nothing. While hidden the button is `visibility:
 * hidden` (out of the tab order and the accessibility tree); it appears at once.
 *
 * @summary A button that appears past 800 px of scroll and smooth-scrolls to the top.
 * @tag pb-scroll-top
 * @attr {string} [messages={}] - JSON overriding the English strings: `{"label": "Back to top"}`.
 * @csspart button - The round button; it has the class `on` while shown.
 * @cssprop [--pb-scroll-top-right=20px] - Distance from the viewport's right edge.
 * @cssprop [--pb-scroll-top-bottom=20px] - Distance from the viewport's bottom edge.
 * @cssprop [--pb-scroll-top-size=44px] - Width and height of the button.
 * @cssprop [--pb-scroll-top-color=#fff] - The arrow's color.
 * @cssprop [--pb-scroll-top-background=#0008] - The button's background.
 */
export class PbScrollTop extends createElementClass(ScrollTop, {
  tag: 'pb-scroll-top',
  props: scrollTopProps,
  styles,
}) {}

define('pb-scroll-top', PbScrollTop);

declare global {
  interface HTMLElementTagNameMap {
    'pb-scroll-top': PbScrollTop;
  }
}
