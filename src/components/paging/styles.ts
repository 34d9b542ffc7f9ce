/**
 * Shadow styles of the portfolio and the gallery. The sheet is one text for both, so a page with both adopts
 * one sheet and ships it once: it reads internal `--pb-paging-*` properties, which each element's own small
 * sheet (`pagingLook`) maps from its public `--pb-portfolio-*` or `--pb-gallery-*` ones, with the defaults the
 * light rules share (./sizes.ts).
 */
import { type PagingLook, sizes } from './sizes.js';

/** `:host` declarations mapping the element's public properties onto the shared sheet's. */
export function pagingLook(look: PagingLook): string {
  const v = sizes(look);
  const p = `--pb-${look.prefix}`;
  return `
:host {
  --pb-paging-bar-height: ${v.barHeight};
  --pb-paging-bar-gap: ${v.barGap};
  --pb-paging-gap: ${v.gap};
  --pb-paging-columns: ${v.columns};
  --pb-paging-scroll-fade: var(${p}-scroll-fade, 2.5rem);
  --pb-paging-button-border: var(${p}-button-border, 1px solid #d9d9d9);
  --pb-paging-button-color: var(${p}-button-color, #333);
  --pb-paging-button-background: var(${p}-button-background, #fff);
  --pb-paging-button-active-color: var(${p}-button-active-color, #fff);
  --pb-paging-button-active-background: var(${p}-button-active-background, #333);
  --pb-paging-focus-ring: var(${p}-focus-ring, 2px solid #0c71c3);
}
`;
}

const v = {
  barHeight: 'var(--pb-paging-bar-height)',
  barGap: 'var(--pb-paging-bar-gap)',
  gap: 'var(--pb-paging-gap)',
  columns: 'var(--pb-paging-columns)',
};
const p = '--pb-paging';

export const pagingStyles = `
:host { position: relative; }
.bar {
  display: flex;
  align-items: center;
  gap: 0.5rem;
  box-sizing: border-box;
  height: ${v.barHeight};
  overflow-x: auto;
  overflow-y: hidden;
  scrollbar-width: thin;
}
.filters { margin-bottom: ${v.barGap}; }
/* More filters than fit: the edge with more to scroll to fades out (set by useScrollHint). */
.bar[data-more] { --pb-fade: var(${p}-scroll-fade); scroll-padding-inline: var(--pb-fade); -webkit-mask-image: var(--pb-mask); mask-image: var(--pb-mask); }
.bar[data-more='end'] { --pb-mask: linear-gradient(to var(--pb-end, right), #000 calc(100% - var(--pb-fade)), transparent); }
.bar[data-more='start'] { --pb-mask: linear-gradient(to var(--pb-start, left), #000 calc(100% - var(--pb-fade)), transparent); }
.bar[data-more='start end'] { --pb-mask: linear-gradient(to var(--pb-end, right), transparent, #000 var(--pb-fade), #000 calc(100% - var(--pb-fade)), transparent); }
:host(:dir(rtl)) .bar { --pb-end: left; --pb-start: right; }
.more {
  position: absolute;
  top: calc((${v.barHeight} - 2.25rem) / 2);
  z-index: 1;
  display: none;
  place-items: center;
  box-sizing: border-box;
  width: 2.25rem;
  height: 2.25rem;
  border: var(${p}-button-border);
  border-radius: 50%;
  color: var(${p}-button-color);
  background: var(${p}-button-background);
  cursor: pointer;
}
.more.start { inset-inline-start: 0; }
.more.end { inset-inline-end: 0; }
.bar[data-more~='start'] ~ .more.start, .bar[data-more~='end'] ~ .more.end { display: grid; }
.more svg { width: 1.25rem; height: 1.25rem; fill: none; stroke: currentColor; stroke-width: 2; }
.more.start svg, :host(:dir(rtl)) .more.end svg { transform: scaleX(-1); }
:host(:dir(rtl)) .more.start svg { transform: none; }
.pages { margin-top: ${v.barGap}; justify-content: center; }
.bar button {
  flex: none;
  box-sizing: border-box;
  height: 2.25rem;
  min-width: 2.25rem;
  margin: 0;
  padding: 0 0.75rem;
  border: var(${p}-button-border);
  border-radius: 3px;
  font: inherit;
  line-height: 1;
  white-space: nowrap;
  color: var(${p}-button-color);
  background: var(${p}-button-background);
  cursor: pointer;
}
.bar button[aria-pressed='true'],
.bar button[aria-current='page'] {
  color: var(${p}-button-active-color);
  background: var(${p}-button-active-background);
}
@media (forced-colors: active) {
  .bar button:is([aria-pressed='true'], [aria-current='page']) { forced-color-adjust: none; border-color: Highlight; background: Highlight; color: HighlightText; }
}
.bar button[aria-disabled='true'] { opacity: 0.45; cursor: default; }
/* Inset, because a scrolling bar would clip an outline drawn outside. */
.bar button:focus-visible { outline: var(${p}-focus-ring); outline-offset: -4px; }
.grid {
  display: grid;
  gap: ${v.gap};
  grid-template-columns: ${v.columns};
}
.grid.fullwidth {
  gap: 0;
  grid-template-columns: repeat(var(--pb-columns, 1), minmax(0, 1fr));
  grid-auto-rows: var(--pb-row-height, auto);
}
::slotted(*) { min-width: 0; }
::slotted([hidden]) { display: none !important; }
.fullwidth slot::slotted(*) { box-sizing: border-box; overflow: hidden; }
.status {
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
}
`;
