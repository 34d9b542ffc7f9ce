/**
 * The dot navigation's look. The element is
 * fixed to the side of the viewport, so it takes no room in the page before or
 * after the upgrade. Each link is a 24px target around its dot; the section's
 * name shows beside the dot on hover and keyboard focus.
 * No imports: the generated `light-styles.ts` loads this file without React.
 */
const dot = 'var(--pb-dot-nav-size, 10px)';

export const styles = `
:host {
  position: fixed;
  inset-inline-end: var(--pb-dot-nav-inset, 12px);
  top: 50%;
  translate: 0 -50%;
  z-index: var(--pb-dot-nav-z-index, 99);
}
ol {
  list-style: none;
  margin: 0;
  padding: 0;
}
a {
  display: grid;
  place-items: center;
  position: relative;
  width: 24px;
  height: 24px;
  border-radius: 50%;
}
/* The dot; the current one is filled by its border and grows. */
a::before {
  content: '';
  width: ${dot};
  height: ${dot};
  box-sizing: border-box;
  border: 1px solid #0000;
  border-radius: 50%;
  background: var(--pb-dot-nav-color, #0008);
  box-shadow: 0 0 0 2px var(--pb-dot-nav-ring, #fff);
  transition: scale 0.2s;
}
[aria-current]::before {
  border-width: calc(${dot} / 2);
  background: var(--pb-dot-nav-current-color, #0c71c3);
  scale: 1.4;
}
:focus-visible {
  outline: var(--pb-dot-nav-focus-ring, 2px solid #0c71c3);
}
/* The section's name, clipped away until hover or keyboard focus. */
span {
  position: absolute;
  inset-inline-end: 100%;
  padding: 2px 8px;
  border-radius: 3px;
  background: #333;
  color: #fff;
  font-size: 0.75rem;
  white-space: nowrap;
  clip-path: inset(50%);
}
:is(:hover, :focus-visible) > span {
  clip-path: none;
}
@media (prefers-reduced-motion: reduce) {
  a::before {
    transition: none;
  }
}
`;

export const lightStyles = `
pb-dot-nav:not(:defined) {
  position: fixed;
}
`;
