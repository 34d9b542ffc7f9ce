/**
 * CCH §2, §9: the room the builder's own bars take around the page in each builder context and preview mode, at
 * the spec's sizes, for a bar that is neither found (on the page, or in a same-origin builder window around it)
 * nor named by the page config: the builder's window may be of another origin, where its markup cannot be read.
 * - the visual builder: its app frame's page settings bar, 100 px at the bottom (BUILDER.dimensions);
 * - the theme builder and the layout block builder: the page is edited in their modal, whose header (56 px) and
 *   footer (40 px) take the top and the bottom;
 * - the tablet and phone previews of any builder: the view mode handle (30 px) by which the preview is resized,
 *   ours along the preview's bottom edge, as the spec gives its size only.
 * On the public page and in a layout block preview there are none. Where the builder's window is read (`win` in a
 * frame of a same-origin one), the modal's header and footer are where its geometry puts them over the frame
 * (./modal.ts, with the expanded width and outer spacing), as motion effects see them: nothing over a frame that
 * sits in the modal's body, not a second 56 px.
 */
import { BUILDER } from '../constants/builder.js';
import type { BuilderBarName } from '../constants/builder-page.js';
import type { Offsets } from '../scroll/offsets.js';
import type { BuilderContext } from './context.js';
import { modalRoom } from './modal.js';

const { dimensions, viewModeHandleWidth } = BUILDER;
const MODAL: Offsets = { top: dimensions.modalHeader, bottom: dimensions.modalFooter };

/** The bars of the builder's window in `context`, by name, over `win`'s viewport. */
export function builderChrome(context: BuilderContext, win?: Window): Partial<Record<BuilderBarName, Offsets>> {
  if (!context.builder) return {};
  const bars: Partial<Record<BuilderBarName, Offsets>> = {};
  const modal = (win && modalRoom(win, context.preview === 'zoom')) ?? MODAL;
  if (context.context === 'visual-builder') bars['builder-frame'] = { top: 0, bottom: dimensions.pageSettingsBar };
  if (context.context === 'theme-builder') bars['theme-builder-header'] = modal;
  if (context.context === 'layout-block-builder') bars['layout-block-header'] = modal;
  if (context.preview === 'tablet' || context.preview === 'phone') {
    bars['view-mode-handle'] = { top: 0, bottom: viewModeHandleWidth };
  }
  return bars;
}
