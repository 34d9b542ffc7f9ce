/**
 * Shadow styles for `<pb-slider>` and `<pb-carousel>`, and the document styles
 * that make a not-yet-defined slider take the same box. Slides stack in one grid
 * cell (fade) or sit in a row (slide), so the element is as tall as its tallest
 * slide before, during and after the upgrade, and a move never changes the
 * height. Controls float over the slides; only the thumbnails strip takes room,
 * a fixed height that the pre-upgrade styles reserve. Moves run on the
 * compositor: opacity for the fade, transform for the slide.
 *
 * Rules select parts rather than classes, so the markup carries no class names. Three custom properties are
 * internal: `--pb-move-duration` (the running move's duration, set by the view), `--pb-first-shown` (the first
 * item shown, set by the view only when the track slides) and `--pb-direction-sign` (the writing direction's
 * sign, -1 left to right).
 * A thumbnail's one grid cell is the button's own size: in an auto row the picture's 100% height was its natural
 * height, so a picture taller than 16:9 overflowed the strip and showed only its top or bottom.
 * The arrows sit at mid-height but never above 3.75rem, below the pause button, which a short carousel at a
 * large text size would otherwise put them on. When a slide holds a video they sit at the two ends of the
 * thumbnails strip instead, darker there over the page: over the slides they would cover the video's own
 * controls (a tap on play paged the slider), wherever an author's padding or a width puts those.
 * Reduced motion needs no rule here: the view gives every move a duration of 0.
 * The build minifies these sheets (rollup.config.mjs).
 */
import { SLIDE_TAG, SLIDER_TAG } from './types.js';

const padding = 'var(--pb-slide-padding, 4rem 8%)';
const background = 'var(--pb-slider-background, #2c3e50)';
const lightBackground = 'var(--pb-slider-light-background, #f4f4f4)';
const thumbHeight = 'var(--pb-slider-thumbnail-height, 4rem)';

export const styles = `
:host,
section {
  position: relative;
}
::slotted(*) {
  display: block;
}
[part=viewport] {
  overflow: hidden;
  touch-action: pan-y;
}
/* Slide: the items in a row, the track moved by whole items against the writing direction. */
[part=track] {
  --pb-direction-sign: -1;
  display: flex;
  transform: translateX(calc(var(--pb-direction-sign) * 100% * var(--pb-first-shown) / var(--pb-columns, 1)));
  transition: transform var(--pb-move-duration) ease-in-out;
}
:host(:dir(rtl)) [part=track] {
  --pb-direction-sign: 1;
}
/* Fade: the slides in one grid cell; the one shown fades in over the one leaving. */
.fade [part=track] {
  display: grid;
}
.fade [part=slide] {
  grid-area: 1 / 1;
  visibility: hidden;
}
.fade :is([data-shown], [data-leaving]) {
  visibility: visible;
}
.fade [data-shown] {
  z-index: 1;
  animation: pb-slider-fade-in var(--pb-move-duration) ease-in-out;
}
@keyframes pb-slider-fade-in {
  from {
    opacity: 0;
  }
}
[part=slide] {
  box-sizing: border-box;
  flex: 0 0 calc(100% / var(--pb-columns, 1));
  min-width: 0;
  background: center / cover no-repeat;
}
button {
  all: unset;
  display: grid;
  place-items: center;
  cursor: pointer;
}
button:focus-visible {
  outline: var(--pb-slider-focus-ring, 2px solid #0c71c3);
  outline-offset: 2px;
}
svg,
[part=dot] {
  width: 1.5rem;
  height: 1.5rem;
  fill: currentColor;
}
[part~=arrow] svg {
  fill: none;
  stroke: currentColor;
  stroke-width: 2;
}
section > button,
[part=dots] {
  position: absolute;
  z-index: 2;
  color: var(--pb-slider-control-color, #fff);
}
section > button {
  width: 2.75rem;
  height: 2.75rem;
  border-radius: 50%;
  background: var(--pb-slider-control-background, rgb(0 0 0 / 0.35));
}
[data-layout=light] > :is(button, [part=dots]) {
  --pb-slider-control-color: #222;
  --pb-slider-control-background: rgb(255 255 255 / 0.6);
}
[part=rotation] {
  top: 0.5rem;
}
[part=rotation],
[part$=next] {
  inset-inline-end: 0.5rem;
}
[part$=prev] {
  inset-inline-start: 0.5rem;
}
[part~=arrow] {
  top: max(50% - 1.375rem, 3.75rem);
}
[data-video] > [part~=arrow] {
  top: auto;
  bottom: calc((${thumbHeight} - 2.75rem) / 2);
  background: var(--pb-slider-control-background, rgb(0 0 0 / 0.75));
}
[data-video] [part=thumbnails] {
  padding-inline: 3.25rem;
}
:host(:dir(rtl)) [part~=arrow] svg {
  transform: scaleX(-1);
}
[part=dots] {
  inset-inline: 0;
  bottom: 0.5rem;
  display: flex;
  flex-flow: wrap;
  justify-content: center;
  gap: 0.25rem;
}
/* A ring; the current dot's ring is filled. */
[part=dot]::before {
  content: '';
  width: 0.6rem;
  height: 0.6rem;
  border-radius: 50%;
  border: 2px solid;
  box-sizing: border-box;
}
[aria-current]::before {
  border-width: 0.3rem;
}
[part=thumbnails] {
  display: flex;
  gap: 2px;
  height: ${thumbHeight};
  overflow-x: auto;
}
[part=thumbnail] {
  flex: 0 0 calc(${thumbHeight} * 16 / 9);
  grid: 100% / 100%;
  overflow: hidden;
  opacity: 0.6;
  background: #000;
}
[aria-current] {
  opacity: 1;
}
img {
  width: 100%;
  height: 100%;
  object-fit: cover;
}
`;

/** The slider's own look: each slide a padded box in its layout's colours. */
export const sliderStyles = `${styles}
[part=slide] {
  padding: ${padding};
  background-color: ${background};
  color: #fff;
}
div[data-layout=light] {
  background-color: ${lightBackground};
  color: #222;
}
`;

const pending = `${SLIDER_TAG}:not(:defined)`;

/**
 * For the document, before the script has defined `<pb-slider>`: every slide
 * in one grid cell, as after the upgrade, and only the first one visible.
 */
export const lightStyles = `
${pending} {
  display: grid;
}
${pending} > * {
  display: none;
}
${pending} > ${SLIDE_TAG} {
  display: block;
  grid-area: 1 / 1;
  /* A grid item is as wide as its content at least (a wide video): the track's slide is the slider's width. */
  min-width: 0;
  visibility: hidden;
  padding: ${padding};
  background: ${background};
  color: #fff;
}
${pending} > ${SLIDE_TAG}[layout=light] {
  background: ${lightBackground};
  color: #222;
}
${pending} > ${SLIDE_TAG}:first-of-type {
  visibility: visible;
}
${pending}:is([thumbnails], :has(> ${SLIDE_TAG} video)):has(> ${SLIDE_TAG} + ${SLIDE_TAG}) {
  padding-bottom: ${thumbHeight};
}
`;
