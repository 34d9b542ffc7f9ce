/**
 * `<pb-media>`'s look. The document rules (`lightStyles`, in pb.css and adopted by the element on pages without it)
 * give the box its final size before the upgrade: a video is as wide as its container at `--pb-media-ratio` (16:9
 * by default) and letterboxed in it, an audio player is one bar high, a facade keeps the ratio. The upgrade adds
 * the controls over that box and moves nothing. The shadow sheet (`styles`) draws the controls, the captions, the
 * cannot-play box and the facade.
 */
const ratio = 'var(--pb-media-ratio, 16 / 9)';
const bar = 'var(--pb-media-bar-height, 48px)';

export const lightStyles = `
:where(pb-media) {
  display: block;
  position: relative;
  max-width: 100%;
}
pb-media > video {
  display: block;
  width: 100%;
  height: auto;
  max-width: none;
  aspect-ratio: ${ratio};
  object-fit: contain;
  background: var(--pb-media-background, #000);
}
pb-media > audio {
  display: block;
  width: 100%;
  height: ${bar};
}
pb-media:defined > audio {
  display: none;
}
pb-media:fullscreen > video {
  height: 100%;
  aspect-ratio: auto;
}
pb-media[src] {
  aspect-ratio: ${ratio};
  overflow: hidden;
  background: var(--pb-media-background, #000);
  color: #fff;
}
pb-media[src]:not(:defined) {
  display: grid;
  place-content: center;
}
pb-media[src]:not(:defined) a {
  color: inherit;
}
pb-media[data-kind="embed"] > :not(iframe, .pb-consent-placeholder) {
  display: none;
}
pb-media > iframe {
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  border: 0;
}
`;

export const styles = `
:host {
  --_accent: var(--pb-media-accent, #e0a96d);
  --_color: var(--pb-media-color, #fff);
}
[hidden] {
  display: none !important;
}
.frame {
  position: relative;
}
:host(:fullscreen) {
  background: #000;
}
:host(:fullscreen) .frame {
  height: 100%;
}
:host([src]) .frame {
  position: absolute;
  inset: 0;
}
[part~="controls"] {
  position: absolute;
  inset-inline: 0;
  bottom: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 2px;
  box-sizing: border-box;
  min-height: ${bar};
  padding: 2px 6px;
  color: var(--_color);
  background: var(--pb-media-controls-background, linear-gradient(#0000, #000b 40%));
  font: 13px/1 system-ui, sans-serif;
  transition: opacity 0.2s linear;
}
:host([data-kind="audio"]) [part~="controls"] {
  position: static;
  flex-wrap: nowrap;
  height: ${bar};
  border-radius: var(--pb-media-audio-radius, 6px);
  background: var(--pb-media-audio-background, #2b1810);
}
[part~="controls"][data-hidden] {
  opacity: 0;
}
:host([data-idle]) {
  cursor: none;
}
@media (prefers-reduced-motion: reduce) {
  [part~="controls"] {
    transition: none;
  }
}
button {
  display: grid;
  place-items: center;
  flex: none;
  width: 40px;
  height: 40px;
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: 4px;
  background: none;
  color: inherit;
  cursor: pointer;
}
button:hover {
  background: #fff2;
}
button[aria-pressed="true"] {
  color: var(--_accent);
}
button:focus-visible,
input:focus-visible {
  outline: var(--pb-media-focus-ring, 2px solid #fff);
  outline-offset: -2px;
}
svg {
  width: 22px;
  height: 22px;
  fill: currentColor;
}
input[type="range"] {
  min-width: 0;
  height: 40px;
  margin: 0 4px;
  accent-color: var(--_accent);
  cursor: pointer;
}
/* On a narrow player the seek bar takes a row of its own rather than push the page sideways. */
[part~="seek"] {
  flex: 1 1 120px;
}
[part~="volume"] {
  flex: none;
  width: 72px;
}
[data-narrow] [part~="volume"] {
  display: none;
}
[part~="time"] {
  flex: none;
  padding: 0 4px;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
}
[part~="captions-text"] {
  position: absolute;
  inset-inline: 5%;
  bottom: calc(${bar} + 8px);
  text-align: center;
  pointer-events: none;
  transition: bottom 0.2s linear;
}
[data-hidden] ~ [part~="captions-text"],
[part~="captions-text"]:has(~ [data-hidden]) {
  bottom: 8px;
}
:host([data-kind="audio"]) [part~="captions-text"] {
  position: static;
}
:host([data-kind="audio"]) [part~="captions-text"]:not(:empty) {
  padding-top: 6px;
}
[part~="captions-text"] span {
  padding: 2px 6px;
  background: var(--pb-media-captions-background, #000c);
  color: var(--pb-media-captions-color, #fff);
  font: var(--pb-media-captions-font, 1.1em/1.4 system-ui, sans-serif);
  box-decoration-break: clone;
  -webkit-box-decoration-break: clone;
}
:host([data-kind="audio"]) [part~="captions-text"] span {
  background: none;
  color: inherit;
}
[part~="fallback"] {
  position: absolute;
  inset: 0;
  display: grid;
  place-content: center;
  gap: 0.5em;
  box-sizing: border-box;
  padding: 1em;
  overflow: auto;
  background: var(--pb-media-fallback-background, #000d);
  color: var(--_color);
  text-align: center;
  font: 15px/1.4 system-ui, sans-serif;
}
:host([data-kind="audio"]) [part~="fallback"] {
  position: static;
  border-radius: var(--pb-media-audio-radius, 6px);
  background: var(--pb-media-audio-background, #2b1810);
}
/* Empty, it stays in the accessibility tree (role="alert"), so filling it is announced; it takes no room. */
[part~="fallback"]:empty {
  padding: 0;
  background: none;
  pointer-events: none;
}
[part~="fallback"] p,
[part~="fallback"] ul {
  margin: 0;
  padding: 0;
  list-style: none;
}
[part~="fallback"] a {
  color: inherit;
}
[part~="facade"] {
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  background: center / cover no-repeat;
}
[part~="facade"] [part~="play-button"] {
  width: 72px;
  height: 72px;
  border-radius: 50%;
  background: var(--pb-media-play-background, #000b);
  color: #fff;
  box-shadow: 0 0 0 2px #fff8;
  transition: transform 0.2s;
}
[part~="facade"] [part~="play-button"]:hover {
  background: var(--pb-media-play-background, #000b);
  transform: scale(1.08);
}
[part~="facade"] [part~="play-button"] svg {
  width: 36px;
  height: 36px;
}
[part~="note"] {
  position: absolute;
  bottom: 8px;
  margin: 0;
  padding: 2px 8px;
  border-radius: 4px;
  background: #000a;
  color: #fff;
  font: 12px/1.4 system-ui, sans-serif;
}
@media (prefers-reduced-motion: reduce) {
  [part~="facade"] [part~="play-button"],
  [part~="captions-text"] {
    transition: none;
  }
  [part~="facade"] [part~="play-button"]:hover {
    transform: none;
  }
}
@media (forced-colors: active) {
  button {
    border: 1px solid ButtonText;
  }
  svg {
    fill: ButtonText;
  }
}
`;
