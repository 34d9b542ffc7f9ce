/**
 * `<pb-counter>` is an inline grid before and after its upgrade, with tabular figures. Upgraded, it holds two
 * spans in one grid cell: the final value, invisible, which keeps the box as wide as it was before the upgrade
 * and will be after the run, and the counting frames, as wide as the cell, their text at its end: digits
 * that arrive one by one move no box (a frame's own box growing would count as a layout shift). The circle
 * counter's number is the same two spans, in its shadow root. The element also adopts these rules itself, where
 * it writes them (a page may load it without pb.css, or put it in a shadow root).
 * No imports: the generated `light-styles.ts` loads this file alone.
 */
export const lightStyles = `
pb-counter {
  display: inline-grid;
  font-variant-numeric: tabular-nums;
}
[data-pb-count] {
  grid-area: 1 / 1;
  text-align: end;
}
[data-pb-count=final] {
  visibility: hidden;
}
`;
