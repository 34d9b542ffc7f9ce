import { define } from '../src/base/index.js';
import { type MultiViewChangeDetail, PbMultiView as MultiViewElement } from '../src/components/multi-view/index.js';

export type { MultiViewChangeDetail };

/**
 * The hover and responsive swapper (MFT §1, §3 "Multi-view data", §4 "Hover swapping"): it shows, on the
 * elements it wraps, the values of the screen mode in force (desktop, tablet, phone, or hover laid over the
 * device's), from the page builder's multi-view data (`data-et-multi-view` in the CMS), given in `views`:
 *
 * `{"schema": {"content": {"desktop": "<p>A</p>", "phone": "<p>B</p>", "hover": "<p>C</p>"},
 * "attrs": {"desktop": {"src": "a.webp", "alt": "A"}, "hover": {"src": "b.webp", "alt": "B"}},
 * "styles": {"phone": {"color": "#5c5249"}}, "classes": {"hover": {"add": ["is-hot"], "remove": ["is-cold"]}},
 * "visibility": {"phone": false}}, "slug": "et_pb_text"}`
 *
 * - **Modes.** Desktop is wider than 980 px, tablet 768 to 980, phone 767 or less (the bus's `breakpoint` topic).
 *   A mode without its own value takes the next larger device's: phone -> tablet -> desktop. Hover is laid over
 *   the device's mode: what hover leaves out, the device gives. Attributes, styles and classes fall back one by
 *   one (a phone `alt` keeps the desktop `src`); a value no mode gives is the target's own, as written.
 * - **Contexts.** `content`: the target's HTML. Its own markup is the desktop content (the builder renders it
 *   into the page, so it reads before the script); `content.desktop` fills only a target written empty.
 *   `attrs`: attributes (not `class`, `style` or `on…` handlers: use the other contexts). `styles`: CSS
 *   properties (kebab- or camelCase; a trailing `!important` is kept). `classes`: per mode `{ "add": [...],
 *   "remove": [...] }` (also accepted: `{ "add": { "<mode>": [...] } }`, and a space-separated string).
 *   `visibility`: per mode true or false ("visible", "hidden"): hidden is `display: none` and the builder's
 *   `et_multi_view_hidden` class, which a shown mode takes off. The bare schema (the contexts at the top) works
 *   too.
 * - **Hover** shows while a mouse or pen is over the element (or the `hover-selector` ancestor) and while focus
 *   is inside it, so keyboard users see the hover values too; a touch is not a hover. Put the focusable element
 *   (the card's link) around or beside the target, not in its swapped content: hover content never hides the
 *   element that has focus, so it does not show while focus is in the content it replaces (with a warning). Hover content is laid over the target's own, which keeps its place in the flow hidden under it; the
 *   inactive one is `visibility: hidden`, `aria-hidden` and inert. When the hover content is taller, the target
 *   holds its height as a `min-height` from the upgrade on, so a hover swap moves nothing. The upgrade then
 *   grows the target to that height once: give both variants the same size (an image's `width` and `height`)
 *   and nothing moves at all. A device's content differing in size from the desktop's changes the height when
 *   the device's content shows, at the upgrade or a breakpoint change, as it does in the builder. Swaps are
 *   instant: no transition, so reduced motion needs nothing more.
 * - **Safety.** The builder keeps this data from authors it does not trust: it is a stored-XSS path. Every
 *   swapped HTML goes through DOMPurify (loaded when first needed): scripts, `<style>` and event handlers go,
 *   frames stay. Attribute values are checked by the same sanitiser (no `javascript:` URLs). The consent blocker
 *   then scans swapped content at once (`pbConsent.scan`), so a blocked frame (`data-src` with `data-category`
 *   or `data-service`) in a variant waits for consent with its notice, like any other.
 * - **Targets.** The `target` selector's elements inside it, else the builder's `target`, else the element
 *   itself; a selector that matches nothing, or is not valid, warns and the element itself is the target.
 * - **Bad input.** Data that is not a JSON object warns, naming the element and `views`, and nothing changes;
 *   within it, an unknown context, screen mode or value warns with its place (`schema.content.mobile`) and is
 *   left out.
 *
 * Every attribute is also a property (`views` takes an object), set before or after the upgrade; a change
 * gives every target back as written and applies the new settings. `mode` is the mode shown. `updateComplete`
 * resolves once the sanitiser has arrived and the first mode shows. A move keeps everything; a real removal
 * gives the targets back as the page wrote them. It shows no text of its own, so it has no `messages`.
 *
 * @summary Swaps content, attributes, styles, classes and visibility per screen mode and on hover or focus.
 * @tag pb-multi-view
 * @attr {string} views - The multi-view data: a JSON object `{ "schema": {...}, "slug": "..." }` in the page builder's shape (property `views`, an object).
 * @attr {string} [target] - A selector for the elements inside it that change; default the builder's `target`, else the element itself.
 * @attr {string} [hover-selector] - A selector for the ancestor whose hover and focus show the hover values (the builder's `hover_selector`); default the element itself.
 * @fires {CustomEvent<MultiViewChangeDetail>} pb-multi-view-change - After another mode's values show (`{ mode, device, hover }`), at a breakpoint change or a hover. Bubbles and is composed; not cancelable.
 * @slot - The module whose content, attributes, styles, classes or visibility change.
 */
export class PbMultiView extends MultiViewElement {}

define('pb-multi-view', PbMultiView);

declare global {
  interface HTMLElementTagNameMap {
    'pb-multi-view': PbMultiView;
  }
  interface HTMLElementEventMap {
    'pb-multi-view-change': CustomEvent<MultiViewChangeDetail>;
  }
}
