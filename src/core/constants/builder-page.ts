/**
 * CCH §2, §6, §9: what the builder contexts' front-end code finds on the page: the bars fixed around it, the
 * modules' addresses and the builder's layout choices. Its own file, loaded only with that code (src/core/builder)
 * and the offsets topic's check for bars.
 */

/**
 * CCH §2, §6: the bars fixed around the page, each its own source on the offsets topic: the elements the selector
 * names, and any element marked `data-pb-bar="<name>"`. The defaults are the CMS's and the block editor's own
 * markup; the builder's own bars (its app frame's bar, the theme builder's and layout block builder's modal
 * headers, the device previews' view mode handle) have no markup the spec names, so the integration marks them.
 * Each is looked for in the page and, when the page runs in a frame of a same-origin window (the builder's window
 * around the app frame, the block editor's around its canvas), in that window too. A page config's `builder.bars` replaces
 * a selector. A bar counts while it, or an ancestor, is fixed or sticky; a bar in the upper half of the viewport
 * takes its height at the top, one in the lower half at the bottom.
 */
export const BUILDER_BARS = {
  'admin-bar': '#wpadminbar',
  'primary-nav': '#main-header',
  'secondary-nav': '#top-header',
  'builder-frame': '',
  'theme-builder-header': '',
  'layout-block-header': '',
  'view-mode-handle': '',
  'editor-header': '.editor-header, .edit-post-header',
  'editor-footer': '.interface-interface-skeleton__footer',
  'editor-notices': '.components-editor-notices__pinned',
} as const;

export type BuilderBarName = keyof typeof BUILDER_BARS;

/** CCH §3, §9: how the builder asks the page to scroll to a module, and how the page marks a module's address. */
export const BUILDER_ADDRESS = {
  /** A `CustomEvent` on `document` whose `detail` is the address, e.g. `'0.1.2'`. */
  event: 'pb-scroll-to-address',
  attribute: 'data-pb-address',
} as const;

/**
 * CCH §9 keyboard codes, where the builder's layout choices are markup on the page: a list marked
 * `data-pb-layouts="section"` (or `"row"`) whose choices are its `data-pb-layout` elements, in order.
 */
export const BUILDER_LAYOUTS = {
  list: 'data-pb-layouts',
  choice: 'data-pb-layout',
} as const;
