/**
 * Which links the smooth anchors take, and where they lead. Only the page's
 * listener (./listen.ts, loaded on opt-in) needs these, so `<pb-dot-nav>` does
 * not carry them.
 */

import { TABS } from '../constants/index.js';
import { NAV } from '../constants/nav.js';
import { decodeLoose } from '../text/index.js';
import { fragmentTarget } from './index.js';

// Kept with the move itself (./index.ts), which the header's panels use too; re-exported for the listener's callers.
export { fragmentTarget };

/**
 * Where a click on `link` should smooth-scroll to, or null to leave the click
 * alone. Ours: a link to `#id` on this very page (same URL before the '#'),
 * opening in this tab, not a download, naming an element that exists. Left to
 * the hash modules: a hash holding pb-elements module state (`#tabs|1`, any
 * `|`), and a link inside, or to a target inside, an element that owns the hash
 * (`NAV.hashOwners`: tabs, portfolio, gallery, or any `[data-pb-hash]`).
 */
export function anchorTarget(link: HTMLAnchorElement | HTMLAreaElement, page = location.href): Element | null {
  if (link.hasAttribute('download') || (link.target && link.target !== '_self')) return null;
  const { hash } = link;
  if (hash.length < 2 || link.href.slice(0, -hash.length) !== page.split('#')[0]) return null;
  const id = decodeLoose(hash.slice(1));
  if (id.includes(TABS.hashDelimiter) || link.closest(NAV.hashOwners)) return null;
  const target = fragmentTarget(link.ownerDocument, id);
  return target && !target.closest(NAV.hashOwners) ? target : null;
}
