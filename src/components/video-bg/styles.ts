/**
 * `<pb-video-bg>`'s look. The document rules (`lightStyles`, in pb.css and adopted by the element on pages without
 * it) hold the whole layout, before the upgrade and after: a block that is its own stacking context, with its
 * `<video>` stretched behind the content, so the poster shows from the first paint and the upgrade moves nothing.
 * The host rule is wrapped in `:where()`, so any page rule wins over it; the video's rule keeps the specificity of
 * `pb-video-bg > video`, so a reset such as `video { height: auto }` does not shrink it.
 * The shadow sheet (`styles`) draws the pause control and the poster layer that replaces the video when it does
 * not play.
 */
const cover = 'var(--pb-video-bg-position, 50% 50%)';

export const lightStyles = `
:where(pb-video-bg) {
  display: block;
  position: relative;
  isolation: isolate;
}
pb-video-bg > video {
  position: absolute;
  inset: 0;
  z-index: -1;
  width: 100%;
  height: 100%;
  max-width: none;
  object-fit: cover;
  object-position: ${cover};
  pointer-events: none;
}
pb-video-bg[data-state="poster"] > video {
  visibility: hidden;
}
`;

export const styles = `
[part~="poster"] {
  position: absolute;
  inset: 0;
  z-index: -1;
  background: center / cover no-repeat;
  background-position: ${cover};
}
[hidden] {
  display: none !important;
}
button {
  position: absolute;
  inset-block-end: var(--pb-video-bg-control-inset, 1rem);
  inset-inline-end: var(--pb-video-bg-control-inset, 1rem);
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  margin: 0;
  padding: 0;
  border: 1px solid var(--pb-video-bg-control-border, #fff9);
  border-radius: 50%;
  background: var(--pb-video-bg-control-background, #000a);
  color: var(--pb-video-bg-control-color, #fff);
  cursor: pointer;
}
button:hover {
  background: var(--pb-video-bg-control-hover-background, #000d);
}
button:focus-visible {
  outline: var(--pb-video-bg-focus-ring, 2px solid #fff);
  outline-offset: 2px;
}
svg {
  width: 18px;
  height: 18px;
  fill: currentColor;
}
@media (forced-colors: active) {
  button {
    border-color: ButtonText;
  }
  svg {
    fill: ButtonText;
  }
}
`;
