/**
 * `<pb-fullscreen>`'s look. The document rules (`lightStyles`, in pb.css and adopted by the element on pages without
 * it) hold the whole layout, before the upgrade and after, so the upgrade moves nothing: a column as tall as the
 * viewport, its content centred. The height is in `svh` (or `dvh`, `lvh` with `unit`), after a `vh` fallback that a
 * browser without the new units keeps; `--pb-fullscreen-offset` subtracts what sits above the section (a header
 * in the flow) so that the section and its control fit in the first screen. With `scroll-down`, room is kept at the
 * bottom for the control, so it never covers the content. Every rule is wrapped in `:where()`: any page rule wins.
 * The shadow sheet (`styles`) draws the control.
 */
import { FULLSCREEN } from '../../core/constants/sections.js';

const offset = 'var(--pb-fullscreen-offset, 0px)';
const height = (unit: string): string => `
  min-height: calc(100vh - ${offset});
  min-height: calc(100${unit} - ${offset});`;
const [base = 'svh', ...others] = FULLSCREEN.units;

export const lightStyles = `
:where(pb-fullscreen) {
  display: flex;
  flex-direction: column;
  justify-content: center;
  position: relative;
  box-sizing: border-box;${height(base)}
}
${others.map((unit) => `:where(pb-fullscreen[unit="${unit}"]) {${height(unit)}\n}`).join('\n')}
:where(pb-fullscreen[scroll-down]) {
  padding-block-end: var(--pb-fullscreen-control-room, 5.5rem);
}
`;

export const styles = `
button {
  position: absolute;
  inset-inline: 0;
  inset-block-end: var(--pb-fullscreen-control-inset, 1.5rem);
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  margin: 0 auto;
  padding: 0;
  border: 1px solid var(--pb-fullscreen-control-border, currentColor);
  border-radius: 50%;
  background: var(--pb-fullscreen-control-background, transparent);
  color: var(--pb-fullscreen-control-color, inherit);
  cursor: pointer;
}
button[hidden] {
  display: none;
}
button:hover {
  background: var(--pb-fullscreen-control-hover-background, #0003);
}
button:focus-visible {
  outline: var(--pb-fullscreen-focus-ring, 2px solid currentColor);
  outline-offset: 3px;
}
svg {
  width: 22px;
  height: 22px;
  fill: none;
  stroke: currentColor;
  stroke-width: 2;
  stroke-linecap: round;
  stroke-linejoin: round;
}
@media (forced-colors: active) {
  button {
    border-color: ButtonText;
    color: ButtonText;
  }
}
`;
