/**
 * Where `<pb-fullscreen>`'s scroll-down control goes (MFT §1): the next section, the first box in the page's flow
 * after the fullscreen section. Functions take DOM nodes; nothing runs at import.
 */

/** Elements that are never a section: they draw nothing, or nothing in the flow. */
const NOT_SECTIONS = 'script, style, template, link, meta, noscript, dialog:not([open])';

/** Whether `el` is a box in the page's flow: rendered, and not fixed or absolutely positioned over it. */
function inFlow(el: Element): boolean {
  if (el.matches(NOT_SECTIONS) || el.getClientRects().length === 0) return false;
  const { position } = getComputedStyle(el);
  return position !== 'fixed' && position !== 'absolute';
}

/**
 * The section after `el`: its next sibling in the flow, else its parent's, and so on up the tree (the fullscreen
 * element may sit inside the CMS's section or row wrappers). Null when nothing follows it.
 */
export function nextSection(el: Element): Element | null {
  for (let node: Element | null = el; node && node !== node.ownerDocument.body; node = node.parentElement) {
    for (let next = node.nextElementSibling; next; next = next.nextElementSibling) if (inFlow(next)) return next;
  }
  return null;
}
