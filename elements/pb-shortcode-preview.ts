// React-free: the element places the site's sanitised HTML in its light DOM.
import { define } from '../src/base/index.js';
import { SHORTCODE_PREVIEW_TAG, ShortcodePreviewElement } from '../src/components/shortcode-preview/element.js';

/**
 * A shortcode's preview, rendered by the site, for a builder (CCH §7). The
 * element loads a hidden frame from the site's preview page (`src`) with
 * `preview=true`, the preview nonce and a random frame id in its query, posts
 * the frame a message with the nonce, `is_preview: true` and the shortcode,
 * and takes the frame's answer `{ frame_id, html }`; the frame is removed
 * afterwards, and after 10 s when it never answers.
 *
 * Only an answer from the frame's own window, from the preview page's origin,
 * with this request's frame id (and this page's nonce, when the answer
 * carries one) counts; every other message is ignored. The message goes to
 * the preview page's origin, never `'*'`; the shortcode travels in it, never in
 * the URL. The HTML is sanitised with DOMPurify (downloaded with the first
 * answer): no scripts, event handlers, script URLs, `<style>` or `<form>`.
 *
 * The element's own content shows until the preview arrives (a placeholder),
 * and stays with a warning when it fails. `aria-busy` is set while a preview
 * is on its way. `previewShortcode()` in the same module gives a builder the
 * sanitised nodes without the element.
 *
 * @summary A shortcode's preview from the site's preview frame, sanitised, in place.
 * @tag pb-shortcode-preview
 * @attr {string} shortcode - The shortcode to preview. Empty: nothing is asked. A change asks again (cancelling a request on its way).
 * @attr {string} src - The site's preview page (http or https). Default the page config's `endpoints.preview`. Missing: a warning, and nothing is asked.
 * @attr {string} nonce - The preview nonce. Default the page config's `nonces.preview`. Missing: a warning, and nothing is asked.
 * @fires {CustomEvent} pb-preview-render - The preview is in place. Detail `{ shortcode }`; bubbles and is composed, not cancelable.
 * @fires {CustomEvent} pb-preview-error - The preview failed (a warning too): detail `{ shortcode, reason }`, reason `url`, `timeout` or `sanitizer`. The content stays.
 * @slot - A placeholder, replaced by the preview.
 */
export class PbShortcodePreview extends ShortcodePreviewElement {}

define(SHORTCODE_PREVIEW_TAG, PbShortcodePreview);

declare global {
  interface HTMLElementTagNameMap {
    'pb-shortcode-preview': PbShortcodePreview;
  }
}
