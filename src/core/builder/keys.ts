/**
 * CCH §9 Builder keyboard codes, for the builder's layout choices drawn on the page: in a list marked
 * `data-pb-layouts="section"` the keys 1 to 3 (codes 49 to 51) pick the first to third choice, in one marked
 * `"row"` the keys 1 to 9, 0 and minus (49 to 57, 48, 189) the first to eleventh; the arrow keys (37 to 40) move
 * the focus between the choices, wrapping round. A pick focuses and clicks the choice (its `data-pb-layout`
 * element), so the builder's own click handler adds the layout.
 */
import { BUILDER_LAYOUTS } from '../constants/builder-page.js';
import { arrowDirection, rowForKey, sectionForKey } from '../formats/builder.js';

// Firefox reports minus as 173 where the spec's code (Chromium's and WebKit's) is 189.
const codeOf = (e: KeyboardEvent): number => (e.key === '-' ? 189 : e.keyCode);

function onKey(e: KeyboardEvent): void {
  if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
  const path = e.composedPath().filter((n): n is HTMLElement => n instanceof HTMLElement);
  const list = path.find((n) => n.hasAttribute(BUILDER_LAYOUTS.list));
  if (!list) return;
  const choices = [...list.querySelectorAll<HTMLElement>(`[${BUILDER_LAYOUTS.choice}]`)];
  const code = codeOf(e);
  const kind = list.getAttribute(BUILDER_LAYOUTS.list);
  const n = kind === 'section' ? sectionForKey(code) : kind === 'row' ? rowForKey(code) : undefined;
  const picked = n === undefined ? undefined : choices[n - 1];
  if (picked) {
    e.preventDefault();
    picked.focus();
    picked.click();
    return;
  }
  const direction = arrowDirection(code);
  if (!direction || !choices.length) return;
  const at = choices.findIndex((c) => path.includes(c));
  const step = direction === 'left' || direction === 'up' ? -1 : 1;
  e.preventDefault();
  choices[(at + step + choices.length) % choices.length]?.focus();
}

/** Listens for the layout keys until the returned function runs. */
export function listenForLayoutKeys(doc: Document = document): () => void {
  doc.addEventListener('keydown', onKey);
  return () => doc.removeEventListener('keydown', onKey);
}
