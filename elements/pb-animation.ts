import { define } from '../src/base/index.js';
import { PbAnimation as AnimationElement } from '../src/components/animation/index.js';

/**
 * An entrance animation (MFT §3 "Element animation", §4, §9): its content fades, slides, bounces, zooms, flips,
 * folds or rolls into place once it scrolls into view. Every setting has `-tablet` and `-phone` variants (a
 * device without its own takes the next larger one's), read when the animation starts, at the breakpoints of
 * MFT §2 (phone up to 767 px, tablet up to 980 px).
 *
 * The motion, as the page builder computes it (intensity 0-100, default 50): `slide` comes from 2 x intensity % of
 * its own size on the `direction`'s side (with `none` it grows from (100 - intensity) / 100); `zoom` grows from
 * (100 - intensity) / 100 towards the direction's side; `flip` turns ceil(0.9 x intensity) degrees in a 2000 px
 * perspective (about X from top, bottom and none, about Y from left and right) and `fold` turns as much hinged on
 * the direction's edge; `roll` turns ceil(3.6 x intensity) degrees about its centre; `fade` only fades (from 100 %
 * of its size away, with a direction). `bounce` is the builder's bounce at intensity 50: in place it grows from
 * 0.3 with overshoots to 1.1, 0.9, 1.03 and 0.97; from a side it comes 200 px and lands past its place by 25, 10 and
 * 5 px; intensity scales both (the scale from 1 - 0.014 x intensity, the distance 4 x intensity px). Each starts
 * at `starting-opacity` (% of full, default 0) and ends at rest: no transform, full opacity.
 *
 * States, on the `data-pb-animation` attribute for stylesheets (and the `state` property): `waiting` (held at its
 * starting frame until it scrolls into view), `animating`, then `had-animation`: a `once` animation clears its
 * animation after `duration` plus `delay` (ms), a `loop` one keeps animating. Only transform and opacity move (a
 * Web Animation, on the compositor), so nothing around it shifts; `overflow` is never set on the page or a
 * wrapper (a slide from the right may widen the page while it runs: give the section `overflow-x: clip`, which,
 * unlike `hidden`, keeps `position: sticky` working).
 *
 * Never invisible without the script: it starts hidden only where pb.css, or pb.js with `blocking="render"`, is
 * in place before the first paint (so the first screen can animate in without a blink), and then shows after 2 s
 * (within 3 s of the navigation) even if no script runs. Content already on screen and visible when the script arrives is never hidden again and
 * does not animate; content below is held at its starting frame until it scrolls into view; a page printed before
 * that prints everything at rest. Reduced motion (`prefers-reduced-motion: reduce`): nothing is hidden and
 * nothing moves; the content is in its final state and the state is `had-animation`.
 *
 * The page config's `animations` list gives the same settings to the page's own modules, without this element:
 * `"animations": { ".et_pb_image_0": { "style": "slideLeft", "duration": "800ms", "intensity_phone": "20%" } }`,
 * or the CMS's list `[{ "class": "et_pb_image_0", "style": "zoom", ... }]`, with the spec's field names
 * (`starting_opacity`, `speed_curve`). pb.js loads that runtime only when the config has `animations`.
 *
 * @summary Animates its content into place when it scrolls into view: fade, slide, bounce, zoom, flip, fold, roll.
 * @tag pb-animation
 * @attr {'fade' | 'slide' | 'bounce' | 'zoom' | 'flip' | 'fold' | 'roll'} [animation-style=fade] - The animation.
 * @attr {'none' | 'top' | 'right' | 'bottom' | 'left'} [direction=none] - The side it comes from; `none` animates in place.
 * @attr {'once' | 'loop'} [repeat=once] - `loop` repeats it for as long as the page is open.
 * @attr {number} [duration=1000] - Length of one run, in ms.
 * @attr {number} [delay=0] - Wait after it scrolls into view, in ms.
 * @attr {number} [intensity=50] - How far it travels, turns or grows, 0-100.
 * @attr {number} [starting-opacity=0] - The opacity it starts from, in % (0-100).
 * @attr {'linear' | 'ease' | 'ease-in' | 'ease-out' | 'ease-in-out'} [speed-curve=ease-in-out] - The timing function; any other value warns and `ease-in-out` applies.
 * @attr {string} [animation-style-tablet] - The value on tablets; every attribute above has a `-tablet` variant.
 * @attr {string} [animation-style-phone] - The value on phones; every attribute above has a `-phone` variant.
 * @attr {string} [direction-tablet] - See `animation-style-tablet`.
 * @attr {string} [direction-phone] - See `animation-style-phone`.
 * @attr {string} [repeat-tablet] - See `animation-style-tablet`.
 * @attr {string} [repeat-phone] - See `animation-style-phone`.
 * @attr {number} [duration-tablet] - See `animation-style-tablet`.
 * @attr {number} [duration-phone] - See `animation-style-phone`.
 * @attr {number} [delay-tablet] - See `animation-style-tablet`.
 * @attr {number} [delay-phone] - See `animation-style-phone`.
 * @attr {number} [intensity-tablet] - See `animation-style-tablet`.
 * @attr {number} [intensity-phone] - See `animation-style-phone`.
 * @attr {number} [starting-opacity-tablet] - See `animation-style-tablet`.
 * @attr {number} [starting-opacity-phone] - See `animation-style-phone`.
 * @attr {string} [speed-curve-tablet] - See `animation-style-tablet`.
 * @attr {string} [speed-curve-phone] - See `animation-style-phone`.
 * @slot - The content that animates.
 */
export class PbAnimation extends AnimationElement {}

define('pb-animation', PbAnimation);

declare global {
  interface HTMLElementTagNameMap {
    'pb-animation': PbAnimation;
  }
}
