/**
 * MFT §1 (a hover and responsive content swapper), §3 "Multi-view data" and §4 "Hover swapping". The screen
 * modes' widths are `BREAKPOINTS` (desktop above 980 px, tablet above 767), read from the bus's `breakpoint`
 * topic; they are not repeated here.
 */
export const MULTI_VIEW = {
  /** MFT §3: the screen modes a context holds values for. Hover is laid over the device's mode. */
  modes: ['desktop', 'tablet', 'phone', 'hover'],
  /** MFT §3: the contexts of the schema, each keyed by screen mode. */
  contexts: ['content', 'attrs', 'styles', 'classes', 'visibility'],
  /** The two lists of the classes context. */
  classActions: ['add', 'remove'],
  /** The keys the page builder writes beside the schema (`target` and `hover_selector` are optional). */
  dataKeys: ['schema', 'slug', 'target', 'hover_selector'],
  /**
   * The class the page builder's markup puts on an element hidden in the mode it was rendered for (its CSS
   * has it `display: none`): taken off where the element shows, put on where it hides, as the builder does.
   */
  hiddenClass: 'et_multi_view_hidden',
  /** Marks the layer that holds the hover content over the target's own. */
  layerAttribute: 'data-pb-view-layer',
  /** Marks a text node of the target wrapped in a span, so the hover layer can hide it. */
  textAttribute: 'data-pb-view-text',
  /** The sanitiser's additions to its defaults for swapped HTML: frames (blocked by consent like any other). */
  allowedTags: ['iframe'],
  allowedAttributes: ['allow', 'allowfullscreen', 'frameborder', 'referrerpolicy', 'sandbox', 'target'],
  /** Never swapped in: a `<style>` would restyle the whole page even from the hidden layer. */
  forbiddenTags: ['style'],
  /** The consent blocker's inert URLs, checked like `src` and `href` since the blocker sets them as they are. */
  inertUrlAttributes: ['data-src', 'data-srcset', 'data-href'],
} as const;
