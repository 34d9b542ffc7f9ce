import { createElementClass, define } from '../src/components/element/index.js';
import { styles, Toggle, type ToggleChangeDetail, toggleProps } from '../src/components/toggle/index.js';

export type { ToggleChangeDetail };

/**
 * A heading with a button that shows or hides the content below it, as the page
 * builder's toggle module does. The content stays in the light DOM. A click slides
 * the panel for 700 ms and ignores further clicks until the slide ends; with
 * `prefers-reduced-motion: reduce` or in builder mode the panel changes at once.
 * Setting `open` from markup or script applies at once (with a slide) and fires no
 * event. `open` is an HTML boolean attribute: `open="false"` still means open.
 * Inside a `<pb-accordion>`, the open toggle's button reports `aria-disabled="true"`,
 * since the accordion keeps one toggle open.
 *
 * The heading fits the page outline: without `heading-level`, it goes one level
 * under the nearest heading before the toggle, clamped to h2-h6 (an h2 before it
 * gives h3; an h6 gives h6; an h1, or no heading at all, gives h2). Headings the
 * author wrote count (h1-h6, and `role="heading"` with `aria-level`). Consecutive
 * toggles share a level: nothing inside an earlier toggle (its own heading or
 * headings in its content) reaches the next one, and neither does anything inside
 * an earlier `<pb-tab>`. A toggle in another toggle's content goes one level under
 * that toggle. Headings inside other components' shadow roots are not seen; a
 * toggle inside a shadow root looks there first, then before the shadow host.
 * The level is worked out when the toggle mounts, when it is moved, and when
 * `heading-level` changes; headings added around it later do not change it.
 *
 * @summary A disclosure: a heading button that shows and hides its content.
 * @tag pb-toggle
 * @attr {string} heading - The button's text. Missing or empty: a warning, and the `untitled` message ("Toggle").
 * @attr {boolean} open - Present: the content shows. Reflects the visitor's clicks.
 * @attr {number} [heading-level] - The heading's level, 2 to 6, overriding the page outline. Absent: one level under the heading before the toggle (see above). Anything else warns and falls back to the outline.
 * @attr {string} [messages={}] - JSON overriding the English strings: `{"untitled": "Toggle"}`.
 * @fires {CustomEvent<ToggleChangeDetail>} pb-toggle-change - After a visitor's click opened or closed it (also for the sibling an accordion closed). Not fired for changes of `open` by markup or script.
 * @fires {CustomEvent<ToggleChangeDetail>} pb-toggle-request - Cancelable, before a click changes it; `preventDefault()` keeps it as it is. `<pb-accordion>` uses it.
 * @slot - The content shown when open.
 * @csspart heading - The h2-h6 element around the button.
 * @csspart button - The button that opens and closes the panel.
 * @csspart title - The heading text inside the button.
 * @csspart icon - The decorative plus/minus icon.
 * @csspart panel - The region that slides; hidden when closed.
 * @csspart content - The padded box around the slot.
 * @cssprop [--pb-toggle-border=1px solid #d9d9d9] - The toggle's border.
 * @cssprop [--pb-toggle-background=#f4f4f4] - Background when closed.
 * @cssprop [--pb-toggle-open-background=#fff] - Background when open.
 * @cssprop [--pb-toggle-color=inherit] - Text color of the content.
 * @cssprop [--pb-toggle-padding=20px] - Padding of the heading row and the content.
 * @cssprop [--pb-toggle-heading-font-size=16px] - Heading font size.
 * @cssprop [--pb-toggle-heading-line-height=1.7] - Heading line height.
 * @cssprop [--pb-toggle-heading-font-weight=500] - Heading font weight.
 * @cssprop [--pb-toggle-heading-color=#333] - Heading text color.
 * @cssprop [--pb-toggle-icon-size=14px] - Width and height of the icon.
 * @cssprop [--pb-toggle-icon-color=currentColor] - Icon color.
 * @cssprop [--pb-toggle-focus-ring=2px solid #0c71c3] - The button's keyboard focus outline.
 */
export class PbToggle extends createElementClass(Toggle, { tag: 'pb-toggle', props: toggleProps, styles }) {}

define('pb-toggle', PbToggle);

declare global {
  interface HTMLElementTagNameMap {
    'pb-toggle': PbToggle;
  }
  interface HTMLElementEventMap {
    'pb-toggle-change': CustomEvent<ToggleChangeDetail>;
    'pb-toggle-request': CustomEvent<ToggleChangeDetail>;
  }
}
