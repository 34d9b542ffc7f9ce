import { define } from '../src/base/index.js';
import { VideoBgElement, type VideoBgState } from '../src/components/video-bg/index.js';

export type { VideoBgState };

/**
 * A video background (MFT §1): a muted, looping, inline `<video>` behind a section's content, with its poster. The
 * video is yours, a child of the element, written with `poster`, `data-src` instead of `src` (on the `<video>` or
 * on its `<source>`s) and `preload="none"`, so the poster shows from the first paint, and without the script, and
 * nothing else loads. The element makes it muted, looping and inline with no controls, hidden from assistive
 * technology (it is decoration), and stretches it behind the content with `object-fit: cover`.
 *
 * - **Loading.** The source is attached (`data-src` copied to `src`) only once the element comes within half a
 *   viewport of the viewport; before that only the poster loads. A `src` or `autoplay` written on the video warns
 *   (they load and play before the element decides); `autoplay` is removed.
 * - **Playing.** The video plays while some of it is in the viewport and pauses while it is off screen.
 * - **The poster instead.** With `prefers-reduced-motion: reduce`, or Save-Data (`navigator.connection.saveData`),
 *   the video never loads or plays and the poster shows; a change of the motion preference applies at once. When
 *   the browser refuses `play()` (a low-power mode, an autoplay policy, no playable source) the poster shows too,
 *   painted by the element in place of the hidden video, so no browser play button or overlay appears over the
 *   content (gutenberg#64154). A source that cannot play warns.
 * - **Pause control (WCAG 2.2.2).** Every loop gets a pause button in the corner, whatever its clip's length: a loop
 *   plays on for more than 5 s, so WCAG 2.2.2 asks for one, and no attribute hides it (the spec gives no exception).
 *   It is a real `<button>` named "Pause background video", a toggle that is `aria-pressed="true"` while the video
 *   is paused, so screen readers announce its state; it stays paused, on screen or off, until pressed again. Not
 *   shown with the poster.
 * - **State.** The `state` property and the `data-state` attribute: `waiting` (off screen, or not loaded yet),
 *   `playing`, `paused` (by the visitor) or `poster`.
 *
 * The element is a block and its own stacking context (`position: relative; isolation: isolate`); the document
 * rules that place the video are in pb.css and are adopted by the element too, the same before and after the
 * upgrade, so the upgrade shifts nothing. Without React: the button is drawn in a small shadow root of its own, the
 * content shown through its slot.
 *
 * @summary A muted, looping background video behind a section's content, with its poster, a pause control, and the poster alone for reduced motion, Save-Data and refused playback.
 * @tag pb-video-bg
 * @attr {string} [messages={}] - JSON overriding the English strings: `{"pause": "Pause background video"}`; also the page config's `messages["pb-video-bg"]`.
 * @slot - The section's content, over the video; its `<video>` child is the background.
 * @csspart poster - The poster, painted over the hidden video when it does not play.
 * @csspart pause-button - The pause control.
 * @cssprop [--pb-video-bg-position=50% 50%] - The video's and poster's position in the box (`object-position`).
 * @cssprop [--pb-video-bg-control-inset=1rem] - The control's distance from the bottom and end edges.
 * @cssprop [--pb-video-bg-control-background=#000a] - The control's background.
 * @cssprop [--pb-video-bg-control-hover-background=#000d] - Its background on hover.
 * @cssprop [--pb-video-bg-control-color=#fff] - The control's icon colour.
 * @cssprop [--pb-video-bg-control-border=#fff9] - The control's border colour.
 * @cssprop [--pb-video-bg-focus-ring=2px solid #fff] - The control's keyboard focus outline.
 */
export class PbVideoBg extends VideoBgElement {}

define('pb-video-bg', PbVideoBg);

declare global {
  interface HTMLElementTagNameMap {
    'pb-video-bg': PbVideoBg;
  }
}
