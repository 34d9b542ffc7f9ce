/**
 * The header's look, in two sheets that must agree: `styles` in the shadow
 * root and `lightStyles` for `pb-header:not(:defined)`, built from the same
 * custom-property expressions so the upgrade cannot shift the layout.
 * No React imports: the generated `light-styles.ts` loads this file without React.
 */
import { BREAKPOINTS } from '../../core/constants/index.js';

/** Where an auto-mode menu is a row of items: the split layout applies only there. */
const row = `@media (width > ${BREAKPOINTS.tabletMax}px)`;
const gap = 'var(--pb-header-gap, 30px)';
const toggle = 'var(--pb-header-toggle-size, 32px)';
// A long logo gives way (ellipsis) rather than push the toggle and search past a phone's edge.
const logo = `
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;`;
const bar = `
  display: flex;
  align-items: center;
  gap: ${gap};
  box-sizing: border-box;
  padding: var(--pb-header-padding, 0 30px);
  background: var(--pb-header-background, #fff);`;

/**
 * On the host in both sheets, and with the host's own border inside it (border-box): before the upgrade the host is
 * the row, so an author's border on `pb-header` (the demo's rule under the header) counted in its min-height there.
 * On the inner bar it came on top, and the upgrade moved the page down by the border's width. The bar fills the
 * host; once fixed it is as tall as the room the host keeps (`--pb-header-reserve`, measured in the flow).
 */
const minHeight = `
  min-height: var(--pb-header-min-height, 80px);`;

/**
 * The burger: three bars. The close button is a plus turned 45 degrees.
 * Forced colors drop gradients and fills; `preserve-parent-color` keeps them, in the parent's forced text colour.
 */
const burger = 'repeating-linear-gradient(currentColor 0 2px, #0000 2px 10px) center / 70% 22px no-repeat';
const stroke = (size: string) => `linear-gradient(currentColor 0 0) center / ${size} no-repeat`;

// The shadow root holds one div (the bar), one dialog (the panel), the toggle and the panel's close button. The
// fullscreen menu is a centred column, so a submenu's button stays beside its label on a wide screen.
// `--pb-header-panel-out` is internal: where the slide-in panel waits, off the inline end.
export const styles = `
:host {
  position: relative;
  display: flex;
  box-sizing: border-box;${minHeight}
}
:host([hidden]) {
  display: none;
}
:host(.pb-header-fixed) {
  box-sizing: content-box;
  min-height: 0;
  height: var(--pb-header-reserve);
}
div {
  position: relative;
  flex-grow: 1;
  min-width: 0;${bar}
}
:host(.pb-header-fixed) div {
  position: fixed;
  min-height: var(--pb-header-reserve);
  top: var(--pb-header-top, 0);
  inset-inline: 0;
  z-index: 99999;
  box-shadow: 0 0 7px #0000001a;
}
${row} {
  :host([layout=split]) div {
    justify-content: center;
  }
  :host([layout=split]) ::slotted(pb-menu) {
    margin-inline-end: auto;
  }
}
::slotted(pb-menu) {
  margin-inline-start: auto;
}
::slotted([slot=logo]) {${logo}
}
button {
  all: unset;
  width: ${toggle};
  height: ${toggle};
  margin-inline-start: auto;
  cursor: pointer;
  background: ${burger};
  forced-color-adjust: preserve-parent-color;
}
button:focus-visible {
  outline: 2px solid;
}
dialog > button {
  display: block;
  background: ${stroke('70% 2px')}, ${stroke('2px 70%')};
  rotate: 45deg;
}
dialog {
  --pb-header-panel-out: 100%;
  box-sizing: border-box;
  margin: 0;
  margin-inline-start: auto;
  width: min(320px, 100%);
  height: 100%;
  max-height: none;
  border: 0;
  outline: 1px solid #0000;
  padding: ${gap};
  overscroll-behavior: contain;
  background: #fff;
  color: inherit;
  transition: translate 0.7s ease-in-out;
}
::backdrop {
  background: #00000080;
}
dialog ::slotted(pb-menu-search) {
  display: block;
  position: relative;
  width: auto;
}
:host(:dir(rtl)) dialog {
  --pb-header-panel-out: -100%;
}
.closing {
  translate: var(--pb-header-panel-out);
}
@starting-style {
  dialog[open] {
    translate: var(--pb-header-panel-out);
  }
}
:host([layout=fullscreen]) dialog {
  width: 100%;
  max-width: none;
  translate: none;
  transition: none;
}
:host([layout=fullscreen]) dialog ::slotted(*) {
  display: block;
  max-width: 30rem;
  margin-inline: auto;
}
@media (prefers-reduced-motion: reduce) {
  dialog {
    transition: none;
  }
}
`;

/**
 * Split before the upgrade: the same anchors as `useLightDom` sets inline, on
 * the item that ends the first half (and the one after it) of lists of up to
 * 8 items; CSS cannot halve a count, so each count is spelt out. The logo's
 * room needs `--pb-header-logo-width`, which the script cannot measure yet.
 */
const halves = (next: number) =>
  [1, 2, 3, 4, 5, 6, 7, 8]
    .map((n) => [Math.ceil(n / 2) + next, n])
    .filter(([k = 0, n = 0]) => k <= n)
    .map(([k = 0, n = 0]) => `:nth-child(${k}):nth-last-child(${n - k + 1})`)
    .join(', ');
const split = 'pb-header:not(:defined)[layout=split]';
const splitItem = `${split} pb-menu ul:not(ul ul) >`;
/** Also inline on the logo after the upgrade (an anchor name does not reach into a shadow root). */
export const splitLogo = (a: string) =>
  `position:absolute;inset-block:anchor(${a} start) anchor(${a} end);inset-inline:anchor(${a} end) anchor(${a}-end start,0px);place-self:center`;
/** The room after the first half: the logo and a gap on either side. */
export const splitRoom = (width: string) => `calc(var(--pb-header-logo-width,${width}) + 2 * ${gap})`;

export const lightStyles = `
${row} {
  ${split} {
    justify-content: center;
  }
  ${split} > pb-menu {
    margin-inline-end: auto;
  }
  ${split} > [slot=logo] {
    ${splitLogo('--pb-header-split')};
  }
  ${splitItem}:is(${/* @__PURE__ */ halves(0)}) {
    anchor-name: --pb-header-split;
    margin-inline-end: ${splitRoom('0px')};
  }
  ${splitItem}:is(${/* @__PURE__ */ halves(1)}) {
    anchor-name: --pb-header-split-end;
  }
}
pb-header:not(:defined) {
  position: relative;${bar}${minHeight}
}
pb-header:not(:defined) > [slot=logo] {
  order: -1;${logo}
}
pb-header:not(:defined) > pb-menu {
  margin-inline-start: auto;
}
pb-header:not(:defined):is([layout=slide-in], [layout=fullscreen]) > :not([slot=logo]) {
  display: none;
}
pb-header:not(:defined):is([layout=slide-in], [layout=fullscreen])::after {
  content: '';
  width: ${toggle};
  height: ${toggle};
  margin-inline-start: auto;
}
`;
