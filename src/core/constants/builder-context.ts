/**
 * CCH §2 "Builder contexts" and §9: where the page runs (the public page or one of the builders), the active theme
 * and the builder's preview mode. Its own file, not re-exported by `constants/index.ts`; the bars fixed around
 * the page and the builder's page markup are in `builder-page.ts`, which only the code that needs them loads.
 */

/** CCH §2: the contexts, as `<html data-pb-context>` and the page config's `builder.context` spell them. */
export const BUILDER_CONTEXTS = [
  'front-end',
  'visual-builder',
  'backend-builder',
  'theme-builder',
  'layout-block-builder',
  'layout-block-preview',
] as const;

export type BuilderContextName = (typeof BUILDER_CONTEXTS)[number];

/** CCH §2, §9: the builder's preview modes (`BUILDER.previewModes` for pb-elements/formats); `desktop` when none is given. */
export const PREVIEW_MODES = ['wireframe', 'zoom', 'desktop', 'tablet', 'phone'] as const;

export type PreviewMode = (typeof PREVIEW_MODES)[number];

/**
 * CCH §2: "whether the active theme is one of the two named themes (names not given)". `main` is the builder's
 * own theme, `extra` the one whose navigation switches at 1024 px (CCH §4, §9); any other name is a theme of
 * neither kind.
 */
export const NAMED_THEMES = ['main', 'extra'] as const;

export type NamedTheme = (typeof NAMED_THEMES)[number];

export const BUILDER_CONTEXT = {
  /** The `<html>` data attributes a builder integration sets (`data-pb-context="visual-builder"`). */
  attributes: {
    context: 'data-pb-context',
    theme: 'data-pb-theme',
    preview: 'data-pb-preview',
    /** The older switch: `data-pb-mode="builder"` is the visual builder. */
    mode: 'data-pb-mode',
  },
  /** The builders themselves, where builder mode is on. A layout block preview shows the page as visitors see it. */
  builders: ['visual-builder', 'backend-builder', 'theme-builder', 'layout-block-builder'],
  /** CCH §9 Sticky "Layout block delay 300 ms": the contexts where the first measure waits that long. */
  layoutBlock: ['layout-block-builder', 'layout-block-preview'],
  /**
   * CCH §3, §4: where sticky reads the scroll (`app`: the preview frame's own window; `top`: the builder's top
   * window). Ours, as the spec does not say which mode scrolls where: the wireframe and zoom views are drawn at
   * their full height in the builder's window, so it scrolls there (`top`); the device previews scroll inside
   * the frame (`app`). On the public page the page's own window is the top one.
   */
  topScrollPreviews: ['wireframe', 'zoom'],
} as const;
