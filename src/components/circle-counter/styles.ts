/**
 * The circle counter's shadow sheet, and the document rule that gives a not-yet-defined `<pb-circle-counter>`
 * the circle's box: `size` px square (read with CSS `attr()` where the browser can, else the default 110), its
 * text, the final value, in the middle, as it will be in the ring. Inside, the host is one grid cell holding the
 * ring (the svg, `size` px square, which gives the box its size) and over it, in the middle, the number: the
 * number counter's two spans, with its rules (the final value, invisible, keeps the number's width; the frames
 * count at its end), so nothing moves as digits arrive.
 * No imports: the generated `light-styles.ts` loads this file alone; 110 and 5 are COUNTER's (CCH §9, MFT §9).
 */
const stack = `
  display: inline-grid;
  place-items: center;
  vertical-align: middle;
  font-variant-numeric: tabular-nums;`;

export const styles = `
:host {${stack}
}
* {
  grid-area: 1 / 1;
}
/* Turned a quarter back: the bar starts at twelve o'clock and fills clockwise. Its round is 100 long
   (pathLength): the dash offset is the share left empty. */
svg {
  fill: none;
  rotate: -90deg;
  stroke-dasharray: 100;
}
[part=track] {
  stroke: var(--pb-circle-counter-track, color-mix(in srgb, currentColor 15%, transparent));
}
[part=bar] {
  stroke: var(--pb-circle-counter-color, currentColor);
}
[part=value] {
  display: grid;
}
@media (forced-colors: active) {
  [part=bar] {
    stroke: CanvasText;
  }
  [part=track] {
    stroke: GrayText;
  }
}
`;

export const lightStyles = `
pb-circle-counter:not(:defined) {${stack}
  width: 110px;
  height: 110px;
  width: attr(size px, 110px);
  height: attr(size px, 110px);
}
`;
