/**
 * A paged element's own name, for its page links' `<nav>`: two portfolios on
 * one page would otherwise be two navigation landmarks of the same name (axe
 * `landmark-unique`). Taken, in order, from the host's `aria-label`, its
 * `aria-labelledby`, the nearest heading before it among its and its
 * ancestors' earlier siblings (the heading of the section it sits in), or its `id`; empty when it has none.
 */
const HEADINGS = 'h1,h2,h3,h4,h5,h6,[role~="heading"]';

const words = (el: Element | null | undefined): string => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The heading of the section the element sits in: a heading among its or its ancestors' earlier siblings. */
function headingBefore(host: Element): string {
  for (let node: Element | null = host; node; node = node.parentElement) {
    for (let sib = node.previousElementSibling; sib; sib = sib.previousElementSibling) {
      // Only a heading itself: one inside an earlier sibling (another module's items) names that sibling.
      const text = sib.matches(HEADINGS) ? words(sib) : '';
      if (text) return text;
    }
  }
  return '';
}

export function ownName(host: Element): string {
  const label = host.getAttribute('aria-label')?.trim();
  if (label) return label;
  const doc = host.ownerDocument;
  const labelledBy = (host.getAttribute('aria-labelledby') ?? '')
    .split(/\s+/)
    .map((id) => words(id ? doc.getElementById(id) : null))
    .filter(Boolean)
    .join(' ');
  return labelledBy || headingBefore(host) || host.id;
}
