import { createElementClass, define } from '../src/components/element/index.js';
import {
  LIGHTBOX_METHODS,
  Lightbox,
  type LightboxDetail,
  lightboxProps,
  listenForLightboxLinks,
  styles,
} from '../src/components/lightbox/index.js';

export { openLightbox } from '../src/components/lightbox/index.js';
export type { LightboxDetail };

/**
 * The lightbox that image links open: `<a href="large.jpg" data-pb-lightbox="studio"><img alt="..."></a>`.
 * Loading this module (the autoloader does it on a page with such links) installs one click listener on the
 * document; without the script the link opens the image, as a link does. A plain click or Enter on a link whose
 * URL ends in an image extension (avif, bmp, gif, jpeg, jpg, png, svg, webp) opens it; Ctrl, Cmd, Shift, Alt,
 * the middle button, `download` links and other URLs stay the browser's. A link without an href opens the
 * lightbox on "Content not found".
 *
 * The group is the attribute's value: its links in document order (in the same document or shadow root),
 * skipping links that are hidden (inside `[hidden]` or not rendered). An empty value is a group of one. The
 * caption is `data-pb-caption`, else the image's alt. `openLightbox(link)`, exported here, opens a group from
 * script.
 *
 * The lightbox is the WAI-ARIA APG modal dialog on the native `<dialog>` (`showModal()`): focus moves to the
 * close button and returns to the link on close; Escape, the close button and a click beside the image close
 * it; the page behind is inert. Previous and next by the buttons, the arrow keys (mirrored in right-to-left
 * text) and a horizontal swipe of 30 px within 1 s, wrapping at both ends. A live counter says "2 of 5". An
 * image that fails shows "The image could not be loaded." in its place and the lightbox stays usable. The
 * images either side of the shown one load ahead. The page's scroll is locked while it is open; the body's
 * end padding grows by the scrollbar's width, so nothing moves. It fades in and each image zooms in, except
 * with `prefers-reduced-motion: reduce`.
 *
 * Write a `<pb-lightbox>` only to set its messages or styles; a link adds one at the end of the body when the
 * page has none.
 *
 * @summary A modal image viewer for `a[data-pb-lightbox]` links, galleries and portfolios.
 * @tag pb-lightbox
 * @attr {string} [messages={}] - JSON overriding the English strings: `{"close": "Close (Esc)", "previous": "Previous", "next": "Next", "counter": "%curr% of %total%", "notFound": "Content not found", "loadError": "The content could not be loaded.", "imageError": "The image could not be loaded.", "label": "Image viewer"}`.
 * @fires {CustomEvent<LightboxDetail>} pb-lightbox-open - After it opened: `{group, index}`.
 * @fires {CustomEvent<LightboxDetail>} pb-lightbox-change - After it showed another image of the group.
 * @fires {CustomEvent<LightboxDetail>} pb-lightbox-close - After it closed, with the image shown last.
 * @csspart dialog - The full-viewport `<dialog>`.
 * @csspart figure - The image and its caption.
 * @csspart image - The large image.
 * @csspart caption - The caption under the image.
 * @csspart error - The message shown instead of an image that failed.
 * @csspart counter - The live "2 of 5" counter.
 * @csspart previous - The previous button.
 * @csspart next - The next button.
 * @csspart close - The close button.
 * @cssprop [--pb-lightbox-background=rgb(11 11 11 / 0.92)] - The dialog's background.
 * @cssprop [--pb-lightbox-color=#f3f3f3] - Text colour of the caption, counter and messages.
 * @cssprop [--pb-lightbox-control-color=#fff] - Colour of the buttons.
 * @cssprop [--pb-lightbox-focus-ring=2px solid #fff] - The buttons' keyboard focus outline.
 * @cssprop [--pb-lightbox-duration=300ms] - The fade and zoom.
 */
export class PbLightbox extends createElementClass(Lightbox, {
  tag: 'pb-lightbox',
  props: lightboxProps,
  styles,
  methods: LIGHTBOX_METHODS,
}) {
  /** Opens the lightbox on `link`'s group at `link` (or shows it, when open). */
  declare show: (link: HTMLAnchorElement) => void;
  /** Closes it, returning focus to the link that opened it. */
  declare close: () => void;
  /** The next image of the group (wrapping). */
  declare next: () => void;
  /** The previous image of the group (wrapping). */
  declare prev: () => void;
}

define('pb-lightbox', PbLightbox);
listenForLightboxLinks();

declare global {
  interface HTMLElementTagNameMap {
    'pb-lightbox': PbLightbox;
  }
  interface HTMLElementEventMap {
    'pb-lightbox-open': CustomEvent<LightboxDetail>;
    'pb-lightbox-change': CustomEvent<LightboxDetail>;
    'pb-lightbox-close': CustomEvent<LightboxDetail>;
  }
}
