/**
 * CCH §2, §9 builder dimensions: the modal in which the theme builder and the layout block builder show the page,
 * in the builder's own window. The spec gives only its sizes; our reading of them: in a builder window narrower
 * than the modal's expanded width (1200 px) the modal is expanded and fills the window; from 1200 px it floats
 * with its outer spacing (200 px) split evenly around it (100 px above, 100 px below). Its header (56 px) and
 * footer (40 px) take its top and bottom, so the page is seen between them: the modal's body. Motion effects
 * judge an item's position against that band (src/core/motion). Takes windows; nothing runs at import.
 */
import { BUILDER } from '../constants/builder.js';
import type { BuilderContextName } from '../constants/builder-context.js';
import { frameView, sameOriginTop } from './frames.js';

/** A band of a viewport: its top and bottom edges from the viewport's top edge, in px. */
export interface Band {
  top: number;
  bottom: number;
  /**
   * Where the builder window's viewport begins over the page, in the page's px (0, or absent, for the page's own
   * viewport): the fixed bars' room (the offsets topic, ./bars.ts) counts from there.
   */
  seen?: number;
}

const { modalExpanded, outerSpacing, modalHeader, modalFooter } = BUILDER.dimensions;

/** The contexts whose page is edited in the builder's modal (CCH §2). */
export const inModal = (context: BuilderContextName): boolean =>
  context === 'theme-builder' || context === 'layout-block-builder';

/** Whether the modal fills a builder window `width` px wide (expanded), rather than floating in it. */
export const modalIsExpanded = (width: number): boolean => width < modalExpanded;

/** The modal's body, between its header and footer, in a builder window's viewport of `width` x `height` px. */
export function modalBody(width: number, height: number): Band {
  const inset = modalIsExpanded(width) ? 0 : outerSpacing / 2;
  const top = inset + modalHeader;
  return { top, bottom: Math.max(top, height - inset - modalFooter) };
}

/**
 * The band of `win`'s viewport (its own px) where the builder's modal shows the page in `context`; null outside
 * the modal contexts (the whole viewport). Where the builder's window is the page's same-origin top window, the
 * modal's body there, at that window's real width and height, within the part of the page's frame it shows (at
 * the zoom preview's scale when `zoomed`). Where it cannot be read (another origin, or no frame), the page's
 * viewport is taken to be the modal itself, its header over the top and its footer over the bottom (as the bars'
 * fallback, ./chrome.ts): the outer spacing then lies outside that viewport and changes nothing in it.
 */
export function modalBand(win: Window, context: BuilderContextName, zoomed = false): Band | null {
  if (!inModal(context)) return null;
  const top = sameOriginTop(win);
  const view = top && frameView(win, top, zoomed);
  if (!top || !view) return { top: modalHeader, bottom: Math.max(modalHeader, win.innerHeight - modalFooter) };
  const body = modalBody(top.innerWidth, top.innerHeight);
  const from = (Math.max(body.top, view.top) - view.origin) / view.scale;
  const to = (Math.min(body.bottom, view.bottom) - view.origin) / view.scale;
  return { top: from, bottom: Math.max(from, to), seen: (view.top - view.origin) / view.scale };
}

/**
 * The room the modal's header and footer (and the spacing around a floating modal) take over the part of `win`'s
 * frame the same-origin builder window shows, in `win`'s px, as the builder bars count a bar (./bars.ts): null
 * where that window cannot be read.
 */
export function modalRoom(win: Window, zoomed = false): Band | null {
  const top = sameOriginTop(win);
  const view = top && frameView(win, top, zoomed);
  if (!top || !view) return null;
  const body = modalBody(top.innerWidth, top.innerHeight);
  return {
    top: Math.max(0, Math.min(body.top, view.bottom) - view.top) / view.scale,
    bottom: Math.max(0, view.bottom - Math.max(body.bottom, view.top)) / view.scale,
  };
}
