/**
 * The menu's look. The list is the CMS's own light DOM, which shadow styles
 * cannot reach past its first level, so `listStyles` are document rules on
 * `pb-menu`: the same rules before the upgrade (in `lightStyles`, for pb.css
 * and pb.js) and after it (the element adopts them into its root), which is
 * what keeps the upgrade from moving anything. The shadow root holds only the
 * mobile toggle and the panel around the slot.
 * No imports but core: the generated `light-styles.ts` loads this file without React.
 */
import { BREAKPOINTS } from '../../core/constants/index.js';

/** The layout's breakpoint as media conditions: `width` and the script's innerWidth both count the scrollbar. */
const mobileMedia = `(width <= ${BREAKPOINTS.tabletMax}px)`;
const desktopMedia = `(width > ${BREAKPOINTS.tabletMax}px)`;

const row = 'var(--pb-menu-row, 48px)';
const toggleSize = 'var(--pb-menu-toggle-size, 44px)';
const panel = `
  z-index: 99;
  background: var(--pb-menu-background, #fff);
  box-shadow: 0 2px 5px #0000001a;`;
const open = ':is(.pb-open, .pb-closing) > ul';
/** `mode="auto"` (or absent, or invalid: the element treats those as auto). */
const auto = 'pb-menu:not([mode=dropdown]):not([mode=stacked])';

/**
 * Dropdowns: a row of items; submenus hang below, theirs to the side; mega menus span the row, 1-3 columns share it.
 * A mega item is static so its panel spans the row; its button then flows beside the link (over the link's end
 * padding, as the other items' absolute buttons sit), or it would be placed against the row.
 */
const dropdown = (m: string) => `
${m} > ul {
  display: flex;
  flex-wrap: wrap;
  position: relative;
}
${m} ul ul {
  position: absolute;
  top: 100%;
  inset-inline-start: 0;
  width: var(--pb-menu-dropdown-width, 240px);
  padding: 0;${panel}
}
${m} ul ul ul {
  top: 0;
  inset-inline-start: 100%;
}
${m} .mega-menu {
  position: static;
  display: flex;
}
${m} .mega-menu > .pb-menu-button {
  position: relative;
  flex: none;
  margin-inline-start: calc(-1 * ${row});
}
${m} .mega-menu > ul {
  inset-inline: 0;
  width: auto;
}
${m} .mega-menu${open} {
  display: flex;
  flex-wrap: wrap;
}
${m} .mega-menu > ul > li {
  width: 25%;
}
${m} [class*=pb-mega-] > ul > li {
  flex: 1;
}
${m} .mega-menu ul ul {
  display: block;
  position: static;
  width: auto;
  box-shadow: none;
}
${m} .mega-menu > ul > li > a {
  font-weight: 600;
}
${m} .mega-menu li > .pb-menu-button {
  display: none;
}
${m}:not(:defined) li:is(:hover, :focus-within) > ul {
  display: block;
}
`;

/**
 * Without dropdown rules, the list is stacked: submenus in flow, indented, shown by their buttons. On desktop,
 * every menu but a stacked one drops down: `auto` there, and `dropdown` (which also has them at any width).
 */
export const listStyles = `
pb-menu ul {
  list-style: none;
  margin: 0;
  padding: 0;
}
pb-menu ul ul {
  display: none;
  padding-inline-start: var(--pb-menu-indent, 16px);
}
pb-menu ${open} {
  display: block;
}
pb-menu li {
  position: relative;
  margin: 0;
}
pb-menu a {
  display: block;
  padding: calc((${row} - 1.5em) / 2) 16px;
  line-height: 1.5;
  color: inherit;
  text-decoration: none;
}
pb-menu li:has(> ul) > a {
  padding-inline-end: ${row};
}
.pb-menu-button {
  position: absolute;
  top: 0;
  inset-inline-end: 0;
  width: ${row};
  height: ${row};
  margin: 0;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
}
/* A chevron: two borders of a square, turned to point down (up when open). */
.pb-menu-button::before {
  content: '';
  position: absolute;
  inset: 0;
  margin: auto;
  width: 6px;
  height: 6px;
  border: solid;
  border-width: 0 2px 2px 0;
  translate: 0 -2px;
  rotate: 45deg;
}
.pb-menu-button[aria-expanded=true]::before {
  translate: 0 2px;
  rotate: -135deg;
}
@media ${desktopMedia} {${dropdown('pb-menu:not([mode=stacked])')}}
${dropdown('pb-menu[mode=dropdown]')}`;

/**
 * Undefined, the element is inline: Firefox then measures its inline box (the toggle's end only) where Chromium
 * measures the anonymous block around the list. Block, as the upgraded `:host` is; `:where` keeps it as weak
 * as `:host` so the page's own display rules and `hidden` win before the upgrade too.
 */
export const lightStyles = `${listStyles}
:where(pb-menu:not(:defined):not([hidden])) {
  display: block;
}
@media ${mobileMedia} {
  ${auto}:not(:defined) > ul {
    display: none;
  }
  ${auto}:not(:defined)::before {
    content: '';
    display: block;
    width: ${toggleSize};
    height: ${toggleSize};
    margin-inline-start: auto;
  }
}
`;

/**
 * The toggle draws its three bars (22 by 2 px, 7 px apart) as its own background; open, a cross: a plus turned 45°.
 * Forced colors drop gradients and fills; `preserve-parent-color` keeps them, in the parent's forced text colour.
 */
const stroke = (size: string) => `linear-gradient(currentColor 0 0) center / ${size} no-repeat`;
export const styles = `
button {
  display: block;
  width: ${toggleSize};
  height: ${toggleSize};
  margin: 0;
  margin-inline-start: auto;
  padding: 0;
  border: 0;
  background: repeating-linear-gradient(currentColor 0 2px, #0000 0 7px) center / 22px 16px no-repeat;
  color: inherit;
  cursor: pointer;
  forced-color-adjust: preserve-parent-color;
}
[aria-expanded=true] {
  background: ${stroke('22px 2px')}, ${stroke('2px 22px')};
  rotate: 45deg;
}
.mobile {
  position: absolute;
  inset-inline: 0;
  top: 100%;
  max-height: 80vh;
  overflow: auto;${panel}
}
`;
