import { define } from '../src/base/index.js';
import { PbMotion as MotionElement } from '../src/components/motion/index.js';

/**
 * Scroll motion effects (CCH §2-5, §9): the content moves, fades, turns, scales or blurs as it travels through
 * the viewport. Each effect is `start|midStart|midEnd|end|startValue|midValue|endValue`: the tracked point of
 * the element (`trigger-start`) goes from the viewport's bottom (0 %) to its top (100 %); before `start` the
 * effect holds its start value, moves to the middle value by `midStart`, holds it until `midEnd`, moves to the
 * end value by `end` and holds it after. Values are sanitised by `pb-elements/formats`: translate in px,
 * scale and opacity in % (opacity and blur 0-100, scale at least 0), rotate in degrees within ±359, blur in px.
 * A value is a bare number or one in its effect's unit (`20px`); another unit (`2em`) warns and the attribute is
 * ignored (in the `motion` JSON or the page config, that value falls back to the effect's default).
 * `<pb-motion translate-y="0|50|50|100|120|0|-120" opacity="0|40|60|100|0|100|0">…</pb-motion>`.
 *
 * Every attribute is also a property of its camelCase name (`translateY`, `triggerStart`, `translateYPhone`),
 * which a framework may set, before the upgrade too; `blur`'s is `blurEffect`, as `blur()` is the element's
 * focus method. A value outside an attribute's list warns, naming the element and the attribute, and is
 * ignored (the `motion` JSON's value applies, else the default). A change rebuilds the element's effects, and
 * so does a move (it is measured where it now stands).
 *
 * The same data, keyed by element id, may come from the page config instead, as the CMS writes it:
 * `"motion": { "desktop": [{ "id": "hero", "trigger_start": "middle", "scroll_effects": { "translateY": {…} } }],
 * "tablet": […], "phone": […] }` (pb.js loads the runtime only when the config has `motion`).
 *
 * Paths: where the browser has scroll-driven animations, each item becomes `@keyframes` on the page's one scroll
 * timeline (`scroll-timeline` on the root, `animation-range` from the scroll position that puts the tracked point
 * at the viewport's bottom to the one that puts it at the top) and the compositor moves it; the main thread only
 * checks, in the one scroll frame, which items enter or leave the style zone or get new ranges. Elsewhere, under
 * an ancestor with `overflow: hidden/auto` (whose scrolling the page timeline does not follow), or with the page config's
 * `"motion": { "compositor": false }`, the one frame scheduler computes the same styles: scroll position read
 * first, transform, opacity and filter written after, once the page moved 15 px (the exact update 10 ms after
 * the last move); items within 500 px of the viewport (1500 in the builder's zoom preview,
 * `<html data-pb-preview="zoom">` or the page config's `builder.preview`) get their style and lose it outside, and items within 250 px ease over
 * 200 ms. Both paths subtract the fixed bars of the offsets topic (and 100 px in builder mode) from the top of
 * the viewport and add 100 px below it on a real mobile device (touch, at most 1024 px); both follow a change of
 * the bars and of the document's size (a `<details>` opening, a picture arriving above) in the next frame.
 *
 * Devices follow the motion breakpoints: up to 768 px a tablet and 479 a phone in portrait, 980 and 767 in
 * landscape; crossing one rebuilds the effects from the device's values, a resize within one (debounced
 * 500 ms) only measures again. In builder mode (one of the four builders, README "Builder contexts") only ids
 * ending `_tb_header`, `_tb_body` or `_tb_footer` move; a change of context or preview mode rebuilds the effects.
 * In the theme builder and the layout block builder the viewport is the part of the page the builder's modal shows,
 * between its 56 px header and 40 px footer, 100 px in from above and below once the builder's window is 1200 px
 * wide (README "Builder contexts").
 * First paint: with pb.css, or pb.js loaded before the first paint (`blocking="render"`), the element (and any
 * element the CMS marks `et-pb-before-scroll-animation`) starts hidden; the store keeps it so
 * (`et-pb-before-scroll-animation`) and shows it 200 ms later with `et_animated et_had_animation`. Content that is
 * visible when the store arrives is never hidden again (it gets those classes at once), and without any script
 * hidden content shows after 2 s.
 *
 * Reduced motion (`prefers-reduced-motion: reduce`): nothing moves with the scroll; each element rests in its
 * effects' middle state, the state the author designed as the settled one, so content is readable and placed
 * where it is meant to be. No shadow root and no text of its own.
 *
 * @summary Scroll motion effects: translate, rotate, scale, opacity and blur by scroll position, on the compositor.
 * @tag pb-motion
 * @attr {'top' | 'middle' | 'bottom'} [trigger-start=middle] - The tracked point of the element.
 * @attr {string} [translate-x] - Horizontal move in px, as `start|midStart|midEnd|end|startValue|midValue|endValue`.
 * @attr {string} [translate-y] - Vertical move in px, same form.
 * @attr {string} [opacity] - Opacity in % (0-100), same form.
 * @attr {string} [scale] - Scale in % (at least 0), same form.
 * @attr {string} [rotate] - Rotation in degrees (±359), same form.
 * @attr {string} [blur] - Blur in px (0-100), same form. Property `blurEffect`.
 * @attr {'on' | 'off'} [translate-y-enable] - Each effect has one (`translate-x-enable`, `opacity-enable`, `scale-enable`, `rotate-enable`, `blur-enable`): off leaves the effect out. Absent: on when the effect is given.
 * @attr {string} [translate-y-tablet] - Any attribute above or below but `motion`, with `-tablet` or `-phone`: the value on that device (the next larger device's otherwise).
 * @attr {'on' | 'off'} [grid-motion=off] - `on`: the effects apply to each child item (`child-slug` class, at most `children-count`), each with its own progress.
 * @attr {string} [child-slug] - The class of the child items `grid-motion` moves; default every child.
 * @attr {number} [children-count] - At most this many child items (a whole number); default all of them.
 * @attr {string} [motion] - The same fields as JSON (`{"trigger_start":"top","scroll_effects":{"scale":{…}},"transforms":{"rotate":{"start":0,"middle":5,"end":10}}}`); attributes win. Not an object: a warning, and it is ignored.
 * @slot - The content that moves.
 */
export class PbMotion extends MotionElement {}

define('pb-motion', PbMotion);

declare global {
  interface HTMLElementTagNameMap {
    'pb-motion': PbMotion;
  }
}
