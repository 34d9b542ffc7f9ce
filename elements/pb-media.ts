import { define } from '../src/base/index.js';
import { MediaElementBase, type MediaEmbedDetail, type MediaErrorDetail } from '../src/components/media/index.js';

export type { MediaEmbedDetail, MediaErrorDetail };

/**
 * A media player around your own `<video>` or `<audio>`, with the bundled player's defaults (CCH §9) and no player
 * library; or, with `src` naming a YouTube or Vimeo video, a click-to-load facade.
 *
 * - **The player.** Write the media as usual, with `controls`, `<source>`s and `<track>`s: before the script (and
 *   without it) the browser's own controls work. The element then draws its own controls over the same box: play,
 *   a seek bar, the time, mute, volume, captions and fullscreen, each a native control with a name, reachable by
 *   Tab. It starts at volume 0.8 (`volume`). Keys, with focus in the player: left and right arrows seek 5% of the
 *   duration (also up and down on the seek bar; Home and End), up and down change the volume elsewhere, Space or K
 *   plays and pauses, M mutes, C turns captions on or off, F toggles fullscreen. The time and seek bar update every
 *   250 ms while playing.
 * - **Controls that get out of the way.** While a video plays they hide 1500 ms after it starts, 2500 ms after the
 *   mouse last moved over it and 1000 ms after the mouse left; never while keyboard focus is in them, never for
 *   audio. On touch, a tap on the video shows hidden controls, a tap on shown ones plays or pauses. With
 *   `prefers-reduced-motion: reduce` they appear and go without a fade. The volume slider gives way below 420 px
 *   (read 50 ms after a resize); the mute button stays.
 * - **Captions** come from the `<track kind="captions">` (or `subtitles`) children; the captions button (a toggle,
 *   `aria-pressed`) picks the track in the page's language, else the `default` one, else the first. The element draws
 *   the cues itself, above the controls (below them for audio, as a transcript line), the same in every engine and
 *   in fullscreen. A track marked `default` starts on.
 * - **Fullscreen** is the whole player (controls and captions included), from the button, the F key or a tap; on an
 *   iPhone, where only a video can go fullscreen, the video does.
 * - **When nothing can play.** When every source has a type the browser cannot play (`canPlayType`: checked before
 *   anything is requested), or the last source fails, the box shows "No renderer found", why, and a download link
 *   for each source, announced (`role="alert"`), and `pb-media-error` fires. Adaptive streams (HLS `.m3u8`, DASH
 *   `.mpd`) play where the browser plays them natively; elsewhere the box says so, with the links. No streaming
 *   library is loaded.
 * - **Video-sharing facade.** `src="https://www.youtube.com/watch?v=…"` (or `youtu.be`, `shorts`, `embed`, and
 *   `vimeo.com/…`) draws the `poster` (your own image), a play button named "Play video: {label}" and a line saying
 *   where the video will load from. Nothing is requested from the video site before the click: no thumbnail, no
 *   preconnect. The click makes the frame on the privacy-friendly host (`youtube-nocookie.com`; Vimeo with
 *   `dnt=1`), asked to play (`autoplay=1`; muted on touch, so one tap is enough). With a consent manager on the page,
 *   the frame waits for consent to its `service` (default `youtube` or `vimeo`) or `category` (default the service's
 *   in the consent config, else marketing): it is written as the consent blocker's markup, so the blocker's notice
 *   shows over it and it loads, its address and autoplay parameter kept, once accepted; focus moves to the notice's
 *   button. Without a consent manager or consent config, the click alone loads it.
 * - **No layout shift.** pb.css gives the box its final size before the upgrade: a video fills the width at
 *   `--pb-media-ratio` (16 / 9 by default; set it to the video's ratio), an audio player is one bar high, a facade
 *   keeps the ratio.
 *
 * @summary A video or audio player around the native element (MediaElement.js's defaults, no player library), with captions, fullscreen, a cannot-play box with download links, and a consent-aware click-to-load facade for YouTube and Vimeo.
 * @tag pb-media
 * @attr {string} [src] - A YouTube or Vimeo address: the element draws a click-to-load facade. For a file, write a `<video>` or `<audio>` child instead.
 * @attr {string} [poster] - The facade's poster, an image on your site.
 * @attr {string} [label] - The media's title: names the controls ("Video player: {label}") and the facade's button ("Play video: {label}").
 * @attr {number} [volume=0.8] - The start volume, 0 to 1.
 * @attr {string} [category] - The facade's consent category; default the service's category in the consent config, else `marketing`.
 * @attr {string} [service] - The facade's consent service; default `youtube` or `vimeo`.
 * @attr {string} [messages={}] - JSON overriding the English strings (`noRenderer`, `cannotPlay`, `download`, `play`, `captions`, `playTitle`...); also the page config's `messages["pb-media"]`.
 * @fires {CustomEvent<MediaErrorDetail>} pb-media-error - No source can play; the cannot-play box shows. `detail`: `{ sources }`.
 * @fires {CustomEvent<MediaEmbedDetail>} pb-media-embed - The facade was clicked and its frame made. `detail`: `{ provider, blocked }`, `blocked` while it waits for consent.
 * @slot - The `<video>` or `<audio>` (player), or a fallback link to the video (facade; shown before the upgrade).
 * @csspart controls - The control bar (a group named after the player).
 * @csspart play-button - Play and pause; in the facade, the play button.
 * @csspart seek - The seek bar.
 * @csspart time - The time, "0:12 / 1:30".
 * @csspart mute-button - Mute.
 * @csspart volume - The volume slider.
 * @csspart captions-button - The captions toggle.
 * @csspart fullscreen-button - Fullscreen.
 * @csspart captions-text - The current caption.
 * @csspart fallback - The cannot-play box.
 * @csspart facade - The facade (poster and button).
 * @csspart note - The facade's line on where the video loads from.
 * @cssprop [--pb-media-ratio=16 / 9] - The video's and facade's aspect ratio, before and after the upgrade.
 * @cssprop [--pb-media-bar-height=48px] - The control bar's height; an audio player's height.
 * @cssprop [--pb-media-accent=#e0a96d] - Sliders and pressed toggles.
 * @cssprop [--pb-media-color=#fff] - The controls' colour.
 * @cssprop [--pb-media-background=#000] - Behind a letterboxed video and the facade.
 * @cssprop [--pb-media-controls-background=linear-gradient(#0000, #000b 40%)] - Behind a video's controls.
 * @cssprop [--pb-media-audio-background=#2b1810] - An audio player's bar.
 * @cssprop [--pb-media-captions-background=#000c] - Behind a video's captions.
 * @cssprop [--pb-media-focus-ring=2px solid #fff] - The controls' keyboard focus outline.
 */
export class PbMedia extends MediaElementBase {}

define('pb-media', PbMedia);

declare global {
  interface HTMLElementTagNameMap {
    'pb-media': PbMedia;
  }
  interface HTMLElementEventMap {
    'pb-media-error': CustomEvent<MediaErrorDetail>;
    'pb-media-embed': CustomEvent<MediaEmbedDetail>;
  }
}
