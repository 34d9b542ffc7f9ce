/**
 * The builder context (CCH §2 "Builder contexts"): where the page runs (the public page, one of the four
 * builders, or a layout block preview), whether the active theme is one of the two named themes, and the
 * builder's preview mode. Read from `<html data-pb-context data-pb-theme data-pb-preview>`, else the page config's
 * `builder` object, else the older builder mode switch (`<html data-pb-mode="builder">`, `"builderMode": true`),
 * which is the visual builder. Read at call time: the attributes are the truth, and `./watch.ts` publishes their
 * changes on the bus.
 */
import { getPageConfig, type PageConfig } from '../config/index.js';
import {
  BUILDER_CONTEXT,
  BUILDER_CONTEXTS,
  type BuilderContextName,
  NAMED_THEMES,
  PREVIEW_MODES,
  type PreviewMode,
} from '../constants/builder-context.js';
import { warnOnce } from '../log/index.js';

export interface BuilderContext {
  /** CCH §2: front end, visual builder, backend builder, theme builder, layout block builder or preview. */
  context: BuilderContextName;
  /** One of the four builders: builder mode (a layout block preview shows the page as visitors see it). */
  builder: boolean;
  /** The active theme's name as given ('' when none is). */
  theme: string;
  /** CCH §2: the active theme is one of the two named themes. */
  namedTheme: boolean;
  /** The extra theme, whose navigation switches at 1024 px (CCH §4). */
  extraTheme: boolean;
  /** CCH §2, §9: the builder's preview mode; `desktop` when none is given. */
  preview: PreviewMode;
}

type Key = keyof typeof BUILDER_CONTEXT.attributes;

const { attributes } = BUILDER_CONTEXT;

/** One value: the `<html>` attribute's, else the page config's; one not in `allowed` warns and gives undefined. */
function pick<T extends string>(
  doc: Document,
  config: () => PageConfig,
  key: Key,
  allowed: readonly T[] | null,
): T | undefined {
  const attribute = attributes[key];
  const own = doc.documentElement.getAttribute(attribute);
  const raw = own ?? config().builder[key];
  if (raw == null || raw === '') return undefined;
  const where = own == null ? `<script id="pb-config"> "builder.${key}"` : `<html ${attribute}>`;
  if (typeof raw === 'string' && (!allowed || (allowed as readonly string[]).includes(raw))) return raw as T;
  warnOnce(
    where,
    `expected ${allowed ? `one of ${allowed.join(', ')}` : 'a name'}, got ${JSON.stringify(raw)}; ignored`,
  );
  return undefined;
}

/**
 * The page's builder context now. Bad values warn once, naming the attribute or config key, and are ignored.
 * `readConfig` gives the page config (a render batch passes the copy it read once); it is read only when an
 * attribute is missing.
 */
export function builderContext(
  doc: Document = document,
  readConfig: () => PageConfig = () => getPageConfig(doc),
): BuilderContext {
  let read: PageConfig | undefined;
  const config = (): PageConfig => (read ??= readConfig());
  const older =
    doc.documentElement.getAttribute(attributes.mode) === 'builder' || config().builderMode
      ? 'visual-builder'
      : 'front-end';
  const context = pick(doc, config, 'context', BUILDER_CONTEXTS) ?? older;
  const theme = pick<string>(doc, config, 'theme', null) ?? '';
  return {
    context,
    builder: (BUILDER_CONTEXT.builders as readonly string[]).includes(context),
    theme,
    namedTheme: (NAMED_THEMES as readonly string[]).includes(theme),
    extraTheme: theme === 'extra',
    preview: pick(doc, config, 'preview', PREVIEW_MODES) ?? 'desktop',
  };
}

/**
 * CCH §3, §4: where sticky reads the scroll. In a builder, `top` (the builder's window) in the wireframe and zoom
 * views, `app` (the preview frame) in the device previews; on the public page and in a preview, `top`.
 */
export function scrollLocationFor(builder: boolean, preview: PreviewMode): 'app' | 'top' {
  return builder && !(BUILDER_CONTEXT.topScrollPreviews as readonly string[]).includes(preview) ? 'app' : 'top';
}

/** Whether anything a reader sees differs between two readings. */
export const sameContext = (a: BuilderContext | undefined, b: BuilderContext): boolean =>
  !!a && a.context === b.context && a.theme === b.theme && a.preview === b.preview;
