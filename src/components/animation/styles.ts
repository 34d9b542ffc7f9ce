/**
 * `<pb-animation>` before its script (pb.css and pb.js's pending rules). A block, before and after the upgrade. With
 * motion allowed it starts hidden from its first style only (`@starting-style`: these rules arriving after the
 * first paint hide nothing already seen), so content in the first viewport can animate in without a blink. A
 * delayed transition shows it 2 s after its first style (within 3 s of the navigation) whatever happens, should the
 * script fail or never arrive. Once the runtime has it (`data-pb-animation` set), these rules no longer apply.
 */
import { ENTRANCE } from '../../core/constants/entrance.js';

const pending = 'pb-animation:not([data-pb-animation])';

export const lightStyles = `
pb-animation { display: block; }
@media (prefers-reduced-motion: no-preference) {
  ${pending} { transition: opacity 0s ${ENTRANCE.revealAfter}ms; }
  @starting-style { ${pending} { opacity: 0; } }
}
`;

/** Adopted by the element itself, for a page without pb.css or pb.js: `:where` leaves the page's rules in charge. */
export const displayStyles = ':where(pb-animation){display:block}';
