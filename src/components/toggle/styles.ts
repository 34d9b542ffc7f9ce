/**
 * The toggle's look, in two sheets that must agree: `styles` in the shadow root
 * and `lightStyles` for `pb-toggle:not(:defined)` in the document. Both are
 * built from the same custom-property expressions below, so a default changed
 * here changes both and the upgrade cannot shift the layout.
 * No imports: the generated `light-styles.ts` loads this file without React.
 */
const pad = 'var(--pb-toggle-padding, 20px)';
const icon = 'var(--pb-toggle-icon-size, 14px)';
/** The title leaves room for the icon on its right, in both sheets. */
const headingPadding = `${pad} calc(${pad} + ${icon} + 12px) ${pad} ${pad}`;
const box = `
  border: var(--pb-toggle-border, 1px solid #d9d9d9);
  background: var(--pb-toggle-background, #f4f4f4);
  color: var(--pb-toggle-color, inherit);`;
const openBox = 'background: var(--pb-toggle-open-background, #fff);';
const headingText = `
  font-size: var(--pb-toggle-heading-font-size, 1rem);
  line-height: var(--pb-toggle-heading-line-height, 1.7);
  font-weight: var(--pb-toggle-heading-font-weight, 500);
  color: var(--pb-toggle-heading-color, #333);
  overflow-wrap: anywhere;`;

export const styles = `
:host {${box}
}
:host([open]) { ${openBox} }
[part=heading] { margin: 0; font: inherit; }
[part=button] {
  all: unset;
  box-sizing: border-box;
  display: block;
  position: relative;
  width: 100%;
  padding: ${headingPadding};
  cursor: pointer;${headingText}
}
[part=button][aria-disabled='true'] { cursor: default; }
[part=button]:focus-visible {
  outline: var(--pb-toggle-focus-ring, 2px solid #0c71c3);
  outline-offset: -4px;
}
[part=icon] {
  position: absolute;
  inset-inline-end: ${pad};
  top: 50%;
  width: ${icon};
  height: ${icon};
  margin-top: calc(${icon} / -2);
  color: var(--pb-toggle-icon-color, currentColor);
}
/* A plus drawn with two bars; the upright bar lies down to make a minus when open. */
[part=icon]::before,
[part=icon]::after {
  content: '';
  position: absolute;
  inset: 50% 0 auto;
  margin-top: -1px;
  border-top: 2px solid;
  transition: transform 0.3s ease-in-out;
}
[part=icon]::after { transform: rotate(90deg); }
[part=button][aria-expanded='true'] [part=icon]::after { transform: rotate(0deg); }
@media (prefers-reduced-motion: reduce) {
  [part=icon]::after { transition: none; }
}
/* flow-root keeps the content's margins inside the panel, so the height the
   slide animates is the height the content really takes. */
[part=content] {
  display: flow-root;
  padding: 0 ${pad} ${pad};
}
`;

export const lightStyles = `
pb-toggle:not(:defined) {
  display: block;
  padding: 0 ${pad} ${pad};${box}
}
pb-toggle:not(:defined)[open] { ${openBox} }
/* The heading row, from the attribute; the zero-width space keeps one line box
   when the heading is missing, as the upgraded fallback title does. */
pb-toggle:not(:defined)::before {
  content: attr(heading) '\\200b';
  display: block;
  margin: 0 calc(-1 * ${pad});
  padding: ${headingPadding};${headingText}
}
/* Closed: only the heading row shows. Text nodes cannot be selected, so the
   content goes into zero-height grid rows that the box clips. */
pb-toggle:not(:defined):not([open]) {
  display: grid;
  grid-template-rows: auto;
  grid-auto-rows: 0;
  overflow: hidden;
  padding-bottom: 0;
}
`;
