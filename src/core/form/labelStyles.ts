/**
 * The document rules of the label placeholders (MFT §5), for the forms that offer them (`<pb-contact-form>`,
 * `<pb-newsletter>`): with `legacy-placeholder`, a `<label>` written right before its text field is visually
 * hidden, kept in the accessibility tree, so the field keeps its accessible name while its placeholder shows the
 * text. A label that wraps its field cannot be hidden without hiding the field: it stays as it is.
 *
 * The same box before the upgrade (pb.css) and after (adopted by the element), so the upgrade moves nothing.
 * Before it, the hiding is an animation's backwards fill over its delay, which ends after
 * `LABEL_PLACEHOLDERS.noScriptLabelsAfter`: a form whose script never arrives shows its labels again, as it has
 * no placeholders then. An animation, not a transition, so a reduced-motion reset of durations leaves it alone.
 * After the upgrade the same declarations hold as `!important`: like the animation, they override the page's
 * rules for labels (a `position: relative` would bring the box back into the flow).
 * Pure text, no DOM: pb.css is built from it in Node.
 */
import { LABEL_PLACEHOLDERS } from '../constants/placeholders.js';

/** A field that takes its label as placeholder: a textarea, or an input of a free-text type. */
export const TEXT_FIELD = `textarea, input:is(:not([type]), ${LABEL_PLACEHOLDERS.inputTypes.map((t) => `[type=${t}]`).join(', ')})`;

/** The labels the option hides: written right before their text field, so CSS finds them before any script. */
const hiddenLabels = (host: string) => `${host} label:has(+ :is(${TEXT_FIELD}))`;

/** Visually hidden, still read: the common "screen reader only" box (1 px, clipped, out of the flow). */
const HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: '0',
  border: '0',
  overflow: 'hidden',
  'clip-path': 'inset(50%)',
  'white-space': 'nowrap',
};

const declarations = (important: boolean) =>
  Object.entries(HIDDEN)
    .map(([p, v]) => `  ${p}: ${v}${important ? ' !important' : ''};`)
    .join('\n');

/** The rules for `tag` (each element's `lightStyles` carries its own, so either works alone). */
export function labelPlaceholderStyles(tag: string): string {
  const keyframes = `${tag}-labels`;
  return `
@keyframes ${keyframes} {
  from {
${declarations(false)}
  }
}
${hiddenLabels(`${tag}[legacy-placeholder]:not(:defined)`)} {
  animation: ${keyframes} 0s ${LABEL_PLACEHOLDERS.noScriptLabelsAfter}ms backwards;
}
${hiddenLabels(`${tag}[legacy-placeholder]:defined`)} {
${declarations(true)}
}
`;
}
