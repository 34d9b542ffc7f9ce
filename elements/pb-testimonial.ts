import { define } from '../src/base/index.js';
import { TestimonialElement } from '../src/components/testimonial/index.js';

/**
 * A testimonial (MFT §9): a quote, the person who said it and their portrait, in your own `<figure>`: the quote in
 * a `<blockquote>`, the person in the `<figcaption>` with the portrait `<img>` first. The semantics are the markup's,
 * so they hold without the script; the element adds the layout (the portrait beside the name, a circle of 90 px,
 * capped at 90 px whatever `--pb-testimonial-portrait-size` asks) and warns when the markup lacks the figure, the
 * quote or the caption, or a portrait has no `alt` (use `alt=""` when the name is beside it).
 *
 * The rules are in pb.css and adopted by the element too, the same before and after the upgrade, so the upgrade
 * shifts nothing. Plain: no shadow root, no React.
 *
 * @summary A quote with its person and a portrait (capped at 90 px), in figure, blockquote and figcaption.
 * @tag pb-testimonial
 * @slot - A `<figure>` holding a `<blockquote>` and a `<figcaption>` (portrait `<img>`, then the name).
 * @cssprop [--pb-testimonial-portrait-size=90px] - The portrait's width and height; at most 90px.
 * @cssprop [--pb-testimonial-portrait-radius=50%] - The portrait's corner radius.
 * @cssprop [--pb-testimonial-gap=1rem] - The space below the quote and beside the portrait.
 * @cssprop [--pb-testimonial-quote-size=1.125em] - The quote's font size.
 */
export class PbTestimonial extends TestimonialElement {}

define('pb-testimonial', PbTestimonial);

declare global {
  interface HTMLElementTagNameMap {
    'pb-testimonial': PbTestimonial;
  }
}
