/**
 * `<pb-testimonial>`'s look (MFT §9): the author's `<figure>`, its `<blockquote>` and a `<figcaption>` with the
 * portrait beside the person's name. The portrait is a circle of `--pb-testimonial-portrait-size` (90 px), capped at
 * 90 px whatever the size asked for. These are document rules (pb.css, and adopted once by the element on pages
 * without it), the same before and after the upgrade, so it moves nothing; every rule is wrapped in `:where()`, so
 * any page rule wins over it.
 */
import { TESTIMONIAL } from '../../core/constants/sections.js';

const cap = `${TESTIMONIAL.portraitMax}px`;
const size = `min(var(--pb-testimonial-portrait-size, ${cap}), ${cap})`;

export const lightStyles = `
:where(pb-testimonial) {
  display: block;
}
:where(pb-testimonial figure) {
  margin: 0;
}
:where(pb-testimonial blockquote) {
  margin: 0 0 var(--pb-testimonial-gap, 1rem);
  font-size: var(--pb-testimonial-quote-size, 1.125em);
}
:where(pb-testimonial blockquote > :first-child) {
  margin-top: 0;
}
:where(pb-testimonial blockquote > :last-child) {
  margin-bottom: 0;
}
:where(pb-testimonial figcaption) {
  display: flex;
  align-items: center;
  gap: var(--pb-testimonial-gap, 1rem);
}
:where(pb-testimonial figcaption > img) {
  flex: none;
  box-sizing: border-box;
  width: ${size};
  height: ${size};
  max-width: ${cap};
  max-height: ${cap};
  object-fit: cover;
  border-radius: var(--pb-testimonial-portrait-radius, 50%);
}
`;
