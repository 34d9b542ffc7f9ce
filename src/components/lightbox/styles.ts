/**
 * The lightbox's shadow styles: a full-viewport native dialog, the image fitted inside it, the controls at its
 * edges (mirrored in right-to-left text through logical properties); on a phone the image takes the full width
 * and the arrows sit over it on a dark disc. It fades in and each image zooms in,
 * except with `prefers-reduced-motion: reduce`.
 */
import { LIGHTBOX } from '../../core/constants/lightbox.js';

const ms = `var(--pb-lightbox-duration, ${LIGHTBOX.animation}ms)`;

export const styles = `
:host {
  display: contents;
}
.dialog {
  box-sizing: border-box;
  width: 100%;
  height: 100%;
  max-width: none;
  max-height: none;
  margin: 0;
  padding: 48px 52px;
  border: 0;
  background: var(--pb-lightbox-background, rgb(11 11 11 / 0.92));
  color: var(--pb-lightbox-color, #f3f3f3);
  font: 0.875rem / 1.5 system-ui, sans-serif;
  overflow: hidden;
  touch-action: pan-y;
}
.dialog[open] {
  display: grid;
  place-items: center;
}
.dialog::backdrop {
  background: transparent;
}
.figure {
  display: grid;
  justify-items: center;
  gap: 8px;
  max-width: 100%;
  max-height: 100%;
  margin: 0;
}
.image {
  display: block;
  max-width: 100%;
  max-height: calc(100vh - 109px - 1.5em);
  object-fit: contain;
  user-select: none;
}
.caption,
.counter {
  margin: 0;
  overflow-wrap: anywhere;
}
.counter {
  position: absolute;
  top: 12px;
  inset-inline-start: 16px;
}
.error {
  margin: 0;
  padding: 24px;
}
button {
  all: unset;
  position: absolute;
  width: 44px;
  height: 44px;
  font-size: 2rem;
  line-height: 44px;
  text-align: center;
  cursor: pointer;
  color: var(--pb-lightbox-control-color, #fff);
}
button:focus-visible {
  outline: var(--pb-lightbox-focus-ring, 2px solid #fff);
  outline-offset: -4px;
}
.close {
  top: 0;
  inset-inline-end: 0;
}
.previous,
.next {
  top: calc(50% - 22px);
}
.previous {
  inset-inline-start: 4px;
}
.next {
  inset-inline-end: 4px;
}
@media (max-width: 600px) {
  .dialog {
    padding-inline: 0;
  }
  .previous,
  .next {
    background: rgb(0 0 0 / 0.4);
    border-radius: 50%;
  }
}
@media (prefers-reduced-motion: no-preference) {
  .dialog[open] {
    animation: pb-lightbox-fade ${ms} ease-out;
  }
  .image {
    animation: pb-lightbox-zoom ${ms} ease-out;
  }
}
@keyframes pb-lightbox-fade {
  from {
    opacity: 0;
  }
}
@keyframes pb-lightbox-zoom {
  from {
    transform: scale(0.85);
  }
}
`;
