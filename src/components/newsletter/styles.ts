/**
 * The newsletter's shadow sheet, and the document rules: the one that keeps a feed popup out of the page before
 * the upgrade (without the script at all, pb.js adds no rule and the form stays in the page, where it works), and
 * with `legacy-placeholder` the labels it hides (core/form/labelStyles.ts), hidden the same way before and after
 * the upgrade. The popup's width includes its padding and border, so it keeps a margin on a phone instead of
 * running to both edges with its fields past its padding.
 */
import { labelPlaceholderStyles } from '../../core/form/labelStyles.js';

export const styles = `
p {
  margin: 0;
}
p:not(:empty) {
  margin-top: 0.75em;
}
.error {
  color: var(--pb-newsletter-error-color, #b00020);
}
:focus {
  outline: none;
}
dialog {
  box-sizing: border-box;
  max-width: min(32rem, calc(100% - 2rem));
  padding: var(--pb-newsletter-popup-padding, 1.5rem 2rem);
  border: 1px solid #0000;
  border-radius: 8px;
}
dialog::backdrop {
  background: rgb(0 0 0 / 0.5);
}
button {
  float: right;
  margin: -1rem -1.5rem 0 0;
  min-width: 2.75rem;
  min-height: 2.75rem;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
}
button:focus-visible {
  outline: 2px solid;
}
`;

export const lightStyles = `
pb-newsletter[popup]:not(:defined) {
  display: none;
}
${labelPlaceholderStyles('pb-newsletter')}`;
