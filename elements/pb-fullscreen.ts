import { define } from '../src/base/index.js';
import { FullscreenElement } from '../src/components/fullscreen/index.js';

/**
 * A fullscreen section (MFT §1): at least as tall as the viewport, its content centred in a column (a flex column:
 * a child with `margin-inline: auto`, a centred container, shrinks to its content unless given `width: 100%`). The height is
 * `100svh`, the viewport with a mobile browser's bars shown, which stays put while the bars hide and show, so
 * nothing jumps as the visitor scrolls (fullPage.js#4682); a browser without the unit gets `100vh`. `unit="dvh"`
 * follows the bars instead (the section resizes with them), `unit="lvh"` is the height with them hidden. Set
 * `--pb-fullscreen-offset` to the height of what sits above the section in the flow (a header that is not fixed), so
 * the section ends at the bottom of the first screen.
 *
 * With `scroll-down`, a round button at the bottom, named "Scroll to the next section", scrolls to the next
 * section (the next box in the page's flow after the element, through its wrappers; or the first match of
 * `scroll-target`) through the library's one smooth scroller: in 800 ms, a jump with reduced motion, stopped by the
 * visitor's wheel, touch or key, and landing the section's top just below the bars that will be fixed or stuck there
 * (the fixed header, stuck sticky bars: the offsets topic). Focus moves to the section, so the next Tab continues
 * from it. Room is kept below the content for the button (`--pb-fullscreen-control-room`), so it covers nothing.
 * A `scroll-target` that is not a selector, or matches nothing, warns and the next section is used.
 *
 * The height is pure CSS, in pb.css and adopted by the element too, the same before and after the upgrade, so the
 * upgrade shifts nothing. Without React: the button is drawn in a small shadow root of its own, the content shown
 * through its slot.
 *
 * @summary A section at least as tall as the viewport (svh, so it never jumps with a mobile address bar), with an optional scroll-down control.
 * @tag pb-fullscreen
 * @attr {boolean} [scroll-down=false] - Shows the scroll-down control.
 * @attr {string} scroll-target - A CSS selector for where the control scrolls; default: the next section.
 * @attr {'svh' | 'dvh' | 'lvh'} [unit=svh] - The viewport unit of the height; each after a `vh` fallback.
 * @attr {string} [messages={}] - JSON overriding the English strings: `{"scrollDown": "Scroll to the next section"}`; also the page config's `messages["pb-fullscreen"]`.
 * @slot - The section's content.
 * @csspart scroll-down - The scroll-down control.
 * @cssprop [--pb-fullscreen-offset=0px] - Subtracted from the height: what sits above the section in the first screen.
 * @cssprop [--pb-fullscreen-control-room=5.5rem] - Room kept below the content for the control (with `scroll-down`).
 * @cssprop [--pb-fullscreen-control-inset=1.5rem] - The control's distance from the bottom.
 * @cssprop [--pb-fullscreen-control-color=inherit] - The control's colour (its border follows it).
 * @cssprop [--pb-fullscreen-control-border=currentColor] - The control's border colour.
 * @cssprop [--pb-fullscreen-control-background=transparent] - The control's background.
 * @cssprop [--pb-fullscreen-control-hover-background=#0003] - Its background on hover.
 * @cssprop [--pb-fullscreen-focus-ring=2px solid currentColor] - The control's keyboard focus outline.
 */
export class PbFullscreen extends FullscreenElement {
  /**
   * Scrolls to the next section (or `scroll-target`) as the control does, moving focus there; resolves true on
   * arrival, false when the visitor took over or nothing follows.
   */
  declare scrollToNext: () => Promise<boolean>;
}

define('pb-fullscreen', PbFullscreen);

declare global {
  interface HTMLElementTagNameMap {
    'pb-fullscreen': PbFullscreen;
  }
}
