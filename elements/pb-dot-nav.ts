import { DotNav, dotNavProps, styles } from '../src/components/dot-nav/index.js';
import { createElementClass, define } from '../src/components/element/index.js';

/**
 * A side navigation of numbered dots, one per top-level section of the page
 * (CCH §2), shown only when the page has more than one section. A dot is a link
 * to its section: a click smooth-scrolls there in 800 ms through the one
 * scroller, landing below the fixed header and admin bar (the offsets topic),
 * moves focus to the section and pushes `#id` to the URL, so Back returns; with
 * reduced motion it jumps, and the visitor's wheel, touch or key stops it. The
 * dot of the section at the top of the viewport (the first before any section
 * has reached it, the last at the end of the page) has `aria-current="true"`,
 * followed on the shared frame scheduler.
 *
 * Sections: the elements matching `sections` that are not inside another match.
 * The default takes the page builder's sections (`.et_pb_section`) and the
 * sections of `<main>`. They are found when the element mounts and when
 * `sections` changes. A section without an id gets `pb-section-<n>` (its 1-based
 * number; `-2`, `-3`... added if that id is taken); ids the author wrote are kept.
 * A dot's accessible name is the text of its section's first heading, else
 * "Section n". The element is fixed to the side of the viewport, so it takes no
 * room in the page and nothing moves when it upgrades.
 *
 * @summary Dot navigation: a fixed side nav linking to each top-level section, the current one marked.
 * @tag pb-dot-nav
 * @attr {string} [sections=main > section, .et_pb_section] - CSS selector for the sections; matches inside another match are dropped. An invalid selector warns and uses the default.
 * @attr {string} [messages={}] - JSON overriding the English strings: `label` (the nav landmark's name, "Page sections"), `section` (a dot's name when its section has no heading, "Section {n}").
 * @csspart nav - The nav landmark.
 * @csspart list - The list of dots.
 * @csspart dot - Each dot, a link to its section.
 * @csspart dot-current - Added to the current section's dot.
 * @csspart label - The section's name inside a dot, shown on hover and keyboard focus.
 * @cssprop [--pb-dot-nav-inset=12px] - Distance from the viewport's inline end.
 * @cssprop [--pb-dot-nav-z-index=99] - Stacking order.
 * @cssprop [--pb-dot-nav-size=10px] - Diameter of a dot (each link is a 24px target).
 * @cssprop [--pb-dot-nav-color=#0008] - A dot's color.
 * @cssprop [--pb-dot-nav-current-color=#0c71c3] - The current dot's color.
 * @cssprop [--pb-dot-nav-ring=#fff] - The ring around each dot, for dark backgrounds.
 * @cssprop [--pb-dot-nav-focus-ring=2px solid #0c71c3] - A dot's keyboard focus outline.
 */
export class PbDotNav extends createElementClass(DotNav, { tag: 'pb-dot-nav', props: dotNavProps, styles }) {}

define('pb-dot-nav', PbDotNav);

declare global {
  interface HTMLElementTagNameMap {
    'pb-dot-nav': PbDotNav;
  }
}
