/**
 * The scroll-to-top button's shadow sheet, and the document rule that puts a
 * not-yet-defined `<pb-scroll-top>` in the same fixed place: fixed, it takes no
 * room in the page, so neither the upgrade nor the button's appearing shifts
 * anything.
 */
const place = `
  position: fixed;
  z-index: 99;
  right: var(--pb-scroll-top-right, 20px);
  bottom: var(--pb-scroll-top-bottom, 20px);`;
const size = 'var(--pb-scroll-top-size, 44px)';

export const styles = `
:host {${place}
}
button {
  all: unset;
  position: relative;
  display: block;
  cursor: pointer;
  width: ${size};
  height: ${size};
  border-radius: 50%;
  color: var(--pb-scroll-top-color, #fff);
  background: var(--pb-scroll-top-background, #0008);
}
button:not(.on) {
  visibility: hidden;
}
/* The arrow: two borders of a square, turned to point up. */
button::before {
  content: '';
  position: absolute;
  inset: 42% 35% 28%;
  border: solid;
  border-width: 2px 0 0 2px;
  rotate: 45deg;
}
:focus-visible {
  outline: 2px solid;
  outline-offset: 2px;
}
`;

export const lightStyles = `
pb-scroll-top:not(:defined) {${place}
}
`;
