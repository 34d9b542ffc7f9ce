import { define } from '../src/base/index.js';
import { PbSticky as StickyElement, type StickyEventDetail } from '../src/components/sticky/index.js';

export type { StickyEventDetail };

/**
 * A sticky module (CCH §3 "Sticky module settings", §4 "Sticky module", §9 "Sticky"): the content it wraps
 * stays fixed at the top or bottom of the viewport while the page scrolls, below the fixed header and any
 * other stuck modules, and stops at its limit.
 *
 * States: not sticky, sticky, and sticky-and-paused. With `position="top"` the module sticks once the scroll
 * position plus the top offset passes its natural top; with `bottom`, while the viewport's bottom minus the
 * bottom offset is above its natural bottom; `top_bottom` picks the side from where the module is. A module
 * that is not visible never sticks. When it sticks, a placeholder of its outer size and margins takes its place
 * in the flow (so nothing below moves), the parent's height is held for 1 ms, and the module becomes
 * `position: fixed` with the measured width and left edge, at its line. It pauses at its limit (`bottom-limit`
 * for a module stuck at the top, `top-limit` for one stuck at the bottom) with a margin that holds it at the
 * limit's edge, and resumes when the limit no longer applies. Ending removes the placeholder, restores the
 * module's own styles and releases the parent after the transition.
 *
 * Where every limit the position uses is the module's own parent, the browser does the work instead:
 * `position: sticky` with the same line, no placeholder, and the same classes and events. While stuck the module
 * has the classes `et_pb_sticky`, `et_pb_sticky--top` or `--bottom`, and `et_pb_sticky--paused`, for the CMS's
 * sticky styles; z-index 10000 (10010 inside `.et-l--header`, 9990 inside `.et-l--footer`).
 *
 * Stacking: with `offset-surrounding` on (the default) a module's line is below the stuck modules above it that
 * it overlaps horizontally (or those `top-offset-modules` names), and below the fixed header and admin bar (the
 * offsets topic). The stack publishes what it takes on that topic, and where it will stand at any scroll position
 * (from the stored sizes), so a jump lands below a bar that sticks only on the way there, on every click. While
 * stuck, the parent's height is held for a moment as a `min-height` (a set height would stop its last child's
 * margin from collapsing through it, and move what follows), so sticking shifts nothing. Sizes are
 * measured again 50 ms after a change of width, height or document size, and 500 ms after DOM changes; a
 * breakpoint change ends sticky and reads the device's settings. Modules inside another sticky module are
 * ignored. With reduced motion, or `transition="off"`, the sticky styles change at once.
 *
 * In the builder contexts (README "Builder contexts"): the scroll location is `app` in a builder's device
 * previews and `top` elsewhere, and switches 2000 ms after the preview mode changes, when the zoom preview also
 * sets the zoomed flag. At `app` the modules are decided against the page's own window (the preview frame); at
 * `top`, in a frame whose top window is of the same origin, against that window's scroll and viewport (the frame
 * is drawn at its full height there, and a stuck box moves in it as that window scrolls), with the zoom
 * preview's scale read from the frame's box. The first measure waits 300 ms in a layout block builder or preview; in the theme builder
 * the stack stands at least 32 px down, under the admin bar there.
 *
 * Sticky styles (CCH §3 "styles and stickyStyles"): width, max-width and alignment, and the relative offsets,
 * `position_origin_r` with `vertical_offset` and `horizontal_offset`. The offsets move the stuck box as a
 * relative position would (a CSS `translate`, so the placeholder and the stack keep their measured sizes);
 * fixed positioning drops the module's own relative offsets, so a module's `styles` offsets (in the page
 * config) are kept while stuck unless a sticky value replaces them. On the CSS `position: sticky` path only the
 * offsets apply: that box stays in the flow, where a new width would move what follows it.
 *
 * The page config's `sticky` object (settings keyed by module id, as the CMS supplies them) works without this
 * element too: each entry's `selector` names the module. On `<pb-sticky>` the entry for `module-id` is read
 * first and the attributes win over it; an attribute left out (or removed) leaves the entry's value, else the
 * default below. A value outside an attribute's list warns, naming the element and the attribute, and is
 * ignored the same way; a length that is not px, %, vw or vh warns too, and the offset is 0 (none for the
 * sticky offsets).
 *
 * Every attribute is also a property of its camelCase name (`position`, `topOffset`, `positionPhone`,
 * `stickyOrigin`), which a framework may set, before the upgrade too; `moduleId` is written back to `module-id`.
 * A change re-registers the module, and so does a move (it is measured where it now stands).
 *
 * @summary Keeps its content fixed at the top or bottom of the viewport while scrolling, stacked below fixed bars.
 * @tag pb-sticky
 * @attr {'none' | 'top' | 'bottom' | 'top_bottom'} [position=none] - Where it sticks; `none` never. Also `position-tablet`, `position-phone` (each device without its own value takes the next larger one's).
 * @attr {string} [top-offset=0] - Gap above the module while stuck at the top: px, %, vw or vh (a bare number is px). Also `-tablet`, `-phone`.
 * @attr {string} [bottom-offset=0] - Gap below the module while stuck at the bottom. Also `-tablet`, `-phone`.
 * @attr {'none' | 'body' | 'section' | 'row' | 'column'} [top-limit=none] - Stuck at the bottom, it goes no higher than the top of this ancestor (`.et_pb_section`/`.pb-section`/`section`, `.et_pb_row`/`.pb-row`, `.et_pb_column`/`.pb-column`, or the body). Also `-tablet`, `-phone`.
 * @attr {'none' | 'body' | 'section' | 'row' | 'column'} [bottom-limit=none] - Stuck at the top, it goes no lower than the bottom of this ancestor. Also `-tablet`, `-phone`.
 * @attr {'on' | 'off'} [offset-surrounding=on] - `off`: ignores the other stuck modules (the header still counts).
 * @attr {'on' | 'off'} [transition=on] - `off`: the sticky styles (background, colour, shadow, padding) change at once; on fades them in 300 ms.
 * @attr {string} top-offset-modules - Ids of the modules this one stacks under, space or comma separated; default: every stuck module above it that it overlaps.
 * @attr {string} bottom-offset-modules - Ids of the modules this one stacks over at the bottom.
 * @attr {string} sticky-width - The module's width while stuck (a CSS length); default as measured.
 * @attr {string} sticky-max-width - Its max-width while stuck.
 * @attr {'left' | 'center' | 'right'} sticky-alignment - Where a narrower stuck box sits in its natural box.
 * @attr {'top_left' | 'top_right' | 'bottom_left' | 'bottom_right'} [sticky-origin=top_left] - The corner `sticky-vertical-offset` and `sticky-horizontal-offset` count from (CCH's `position_origin_r`).
 * @attr {string} sticky-vertical-offset - Moves the stuck box down from its line (up from a `bottom_*` origin): px, %, vw or vh (% of the viewport; a bare number is px).
 * @attr {string} sticky-horizontal-offset - Moves the stuck box right from its left edge (left from a `*_right` origin): px, %, vw or vh.
 * @attr {string} module-id - The key of its entry in the page config's sticky settings; default the id. Property `moduleId` (the id when unset).
 * @fires {CustomEvent<StickyEventDetail>} pb-sticky-start - It sticks (`{ type, id, side }`); also the bus's `sticky` topic. Each of these events bubbles, is composed and cannot be cancelled.
 * @fires {CustomEvent<StickyEventDetail>} pb-sticky-end - It returns to the flow.
 * @fires {CustomEvent<StickyEventDetail>} pb-sticky-pause - It reaches its limit.
 * @fires {CustomEvent<StickyEventDetail>} pb-sticky-resume - It leaves its limit and sticks again.
 * @slot - The module's content.
 */
export class PbSticky extends StickyElement {}

define('pb-sticky', PbSticky);

declare global {
  interface HTMLElementTagNameMap {
    'pb-sticky': PbSticky;
  }
  interface HTMLElementEventMap {
    'pb-sticky-start': CustomEvent<StickyEventDetail>;
    'pb-sticky-end': CustomEvent<StickyEventDetail>;
    'pb-sticky-pause': CustomEvent<StickyEventDetail>;
    'pb-sticky-resume': CustomEvent<StickyEventDetail>;
  }
}
