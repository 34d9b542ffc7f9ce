/**
 * `<pb-testimonial>` on the element base, plain: its content is the author's own `<figure>`, `<blockquote>` and
 * `<figcaption>`, which carry the semantics without the script; the element only adopts its rules once per document
 * (for pages without pb.css) and warns when the markup lacks a part. No shadow root, no React.
 */
import { PbElement } from '../../base/element.js';
import { warnOnce } from '../../core/log/index.js';
import { adoptStyles } from '../../core/styles/index.js';
import { lightStyles } from './styles.js';

export const TESTIMONIAL_TAG = 'pb-testimonial';

const where = `<${TESTIMONIAL_TAG}>`;

/** What the markup lacks, each as a warning: the figure, the quote, the caption, a portrait's `alt`. */
export function testimonialProblems(el: Element): string[] {
  const figure = el.querySelector('figure');
  if (!figure) return ['has no <figure>: wrap the quote and the person in one (see the README example)'];
  const problems: string[] = [];
  if (!figure.querySelector('blockquote')) problems.push('has no <blockquote> in its <figure>: the quote goes in one');
  const caption = figure.querySelector(':scope > figcaption');
  if (!caption) problems.push("has no <figcaption> in its <figure>: the person's name goes in one");
  for (const img of caption?.querySelectorAll('img:not([alt])') ?? [])
    problems.push(
      `its portrait ${JSON.stringify(img.getAttribute('src') ?? '')} has no alt: use alt="" when the name is beside it`,
    );
  return problems;
}

export class TestimonialElement extends PbElement {
  protected connected(): void {
    adoptStyles(this.ownerDocument, lightStyles);
    // While the page is still parsing, the children may be on their way.
    const doc = this.ownerDocument;
    if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', () => this.#check(), { once: true });
    else this.#check();
  }

  protected moved(): void {
    adoptStyles(this.ownerDocument, lightStyles);
  }

  #check(): void {
    if (!this.isConnected) return;
    for (const problem of testimonialProblems(this)) warnOnce(where, problem);
  }
}
