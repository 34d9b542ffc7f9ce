/**
 * The menu search's shadow sheet and the document rules for a not-yet-defined
 * `<pb-menu-search>`. Both give the element the icon's square box with the same
 * custom property, so the upgrade moves nothing. Before the script, the CMS's
 * form lies invisible over the drawn icon: a click or Tab focuses its field and
 * the form opens over the header row (`:focus-within`), so search works.
 * The 1000 ms animation is a CSS transition (from `@starting-style` on open).
 * `.i` is the open button (its icon), `.x` the close button, `.p` the panel and `.on` the open panel.
 */
import { SEARCH } from '../../core/constants/search.js';

const size = 'var(--pb-menu-search-size, 40px)';
/** A stroked magnifier as a mask, so it takes `currentColor` (in forced colors, the parent's forced colour). */
const icon = `
  content: '';
  forced-color-adjust: preserve-parent-color;
  background: currentColor;
  mask: url("data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='red' stroke-width='2'><path d='M3.5 10a6.5 6.5 0 1 0 13 0a6.5 6.5 0 1 0-13 0M15 15l6 6'/></svg>") center / 60% no-repeat;`;
/** The open box: over the header row (the nearest positioned ancestor). */
const overlay = `
  position: absolute;
  inset: 0;
  z-index: 2;
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 0 var(--pb-menu-search-padding, 16px);
  background: var(--pb-menu-search-background, #fff);`;
const box = `
  display: inline-block;
  vertical-align: middle;
  width: ${size};
  height: ${size};`;
const away = `
  opacity: 0;
  transform: translateY(-25%);`;

export const styles = `
:host {${box}
}
button {
  all: unset;
  position: relative;
  flex: none;
  width: ${size};
  height: ${size};
  cursor: pointer;
}
.i::before {
  position: absolute;
  inset: 0;${icon}
}
.x {
  text-align: center;
  font-size: 24px;
  line-height: ${size};
}
:focus-visible {
  outline: 2px solid;
}
[aria-expanded=true] {
  visibility: hidden;
}
.p {${overlay}
  transition: ${SEARCH.animation}ms ease-in-out;
  transition-property: opacity, transform;
}
.p:not(.on) {${away}
}
@starting-style {
  .on {${away}
  }
}
[hidden] {
  display: none;
}
::slotted(*) {
  flex: 1;
  margin: 0;
}
@media (prefers-reduced-motion: reduce) {
  .p {
    transition: none;
  }
}
`;

export const lightStyles = `
pb-menu-search:not(:defined) {${box}
  display: inline-grid;
  overflow: hidden;
}
pb-menu-search:not(:defined)::before {${icon}
}
pb-menu-search:not(:defined)::before,
pb-menu-search:not(:defined) > * {
  grid-area: 1 / 1;
}
pb-menu-search:not(:defined) > * {
  display: flex;
  height: 100%;
  margin: 0;
  opacity: 0;
}
pb-menu-search:not(:defined):focus-within > * {${overlay}
  height: auto;
  opacity: 1;
}
`;
