/**
 * The circle counter's shadow sheet, and the document rule that gives a not-yet-defined `<pb-circle-counter>`
 * the circle's box: `size` px square (read with CSS `attr()` where the browser can, else the default 110), its
 * text, the final value, in the middle, as it will be in the ring. Inside, the final value (invisible) keeps the
 * number's width and the frames count at its end, in tabular figures, so nothing moves as digits arrive.
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
[part=circle] {
  display: grid;
  place-items: center;
}
[part=circle] > *,
[part=value] > * {
  grid-area: 1 / 1;
}
svg {
  display: block;
  overflow: visible;
  fill: none;
}
[part=track] {
  stroke: var(--pb-circle-counter-track, color-mix(in srgb, currentColor 15%, transparent));
}
/* The ring starts at twelve o'clock (the bar is turned a quarter back in its markup) and fills clockwise. */
[part=bar] {
  stroke: var(--pb-circle-counter-color, currentColor);
}
[part=value] {
  display: inline-grid;
}
[part=value] > :first-child {
  visibility: hidden;
}
/* As wide as the final value, its text at the end: a growing box would count as a layout shift. */
[part=value] > :last-child {
  text-align: end;
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
