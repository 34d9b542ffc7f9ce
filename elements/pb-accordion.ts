import './pb-toggle.js';
import { define } from '../src/base/index.js';
import { AccordionElement } from '../src/components/accordion/index.js';

/**
 * Groups `<pb-toggle>` elements so that only one stays open, as the page builder's
 * accordion does. Opening a toggle closes the open one (both slide for 700 ms, and
 * both fire `pb-toggle-change`); a click on the open toggle does nothing; clicks
 * while a slide runs are ignored. Markup may leave every toggle closed; when several
 * are open at load, the first stays open and a warning names the attribute. Opening
 * one from script closes the others, as `<details name>` does. A toggle belongs to
 * its nearest accordion, so accordions nest, and wrappers between accordion and
 * toggle are fine. The accordion adds no heading of its own: its toggles take the
 * level under the heading before it (`<h2>` then an accordion gives h3 toggles; see
 * `<pb-toggle>`'s `heading-level`). Loading this module also registers `<pb-toggle>`.
 *
 * It renders nothing of its own, so it has no shadow root: a block around its
 * toggles (a zero-specificity rule, which any page rule overrides). Its own code
 * loads no React; the toggles, which render their UI, do.
 *
 * @summary Toggles of which only one stays open.
 * @tag pb-accordion
 * @slot - `<pb-toggle>` elements.
 */
export class PbAccordion extends AccordionElement {}

define('pb-accordion', PbAccordion);

declare global {
  interface HTMLElementTagNameMap {
    'pb-accordion': PbAccordion;
  }
}
