/**
 * `<pb-shortcode-preview>`: a shortcode's preview from the site, in place (CCH §7). Plain mode: the preview's
 * sanitised nodes replace the element's light DOM, whose own content (a placeholder) shows until then and stays
 * when the preview fails.
 */
import { PbElement } from '../../base/element.js';
import type { PropDefs } from '../../core/attributes/index.js';
import { getPageConfig } from '../../core/config/index.js';
import { PREVIEW } from '../../core/constants/preview.js';
import { PreviewError, type PreviewFailure, requestShortcodePreview } from '../../core/preview/request.js';

export const SHORTCODE_PREVIEW_TAG = 'pb-shortcode-preview';

export const shortcodePreviewProps = {
  /** The shortcode to preview, e.g. `[pb_button url="/contact.html"]Book[/pb_button]`. */
  shortcode: { type: 'string', default: '' },
  /** The site's preview page; default the page config's `endpoints.preview`. */
  src: { type: 'string', default: '' },
  /** The preview nonce; default the page config's `nonces.preview`. */
  nonce: { type: 'string', default: '' },
} satisfies PropDefs;

export interface PreviewRenderDetail {
  shortcode: string;
}
export interface PreviewErrorDetail {
  shortcode: string;
  reason: PreviewFailure | 'sanitizer';
}

declare module '../../base/events.js' {
  interface PbEventMap {
    'pb-preview-render': PreviewRenderDetail;
    'pb-preview-error': PreviewErrorDetail;
  }
}

export interface ShortcodePreviewOptions {
  url: string;
  nonce: string;
  doc?: Document;
  signal?: AbortSignal;
}

/**
 * The preview's HTML through the one sanitiser, downloaded when a preview first comes back: a page that never
 * previews never loads it. Placed in the page: no styles that reach the page, no forms.
 */
async function sanitizePreview(html: string): Promise<DocumentFragment> {
  const { sanitizeFragment } = await import('../sanitize/purify.js');
  return sanitizeFragment(html, 'content');
}

/**
 * A shortcode's preview as sanitised nodes: the exchange with the site's preview frame, then DOMPurify. For a
 * builder that places the nodes itself; rejects with a `PreviewError` (`url`, `timeout`, `aborted`).
 */
export async function previewShortcode(shortcode: string, options: ShortcodePreviewOptions): Promise<DocumentFragment> {
  return sanitizePreview(await requestShortcodePreview(shortcode, options));
}

export class ShortcodePreviewElement extends PbElement {
  static override readonly props = shortcodePreviewProps;
  static override readonly methods = ['refresh'];

  declare shortcode: string;
  declare src: string;
  declare nonce: string;

  #abort: AbortController | undefined;

  protected override connected(): void {
    this.refresh();
  }

  protected override disconnected(): void {
    this.#abort?.abort();
    this.#abort = undefined;
  }

  protected override changed(): void {
    this.refresh();
  }

  /** Asks the site for the preview again (a previous request still running is cancelled). */
  refresh(): void {
    this.#abort?.abort();
    this.#abort = undefined;
    const shortcode = this.shortcode.trim();
    if (!shortcode || !this.live) return;
    const config = getPageConfig(this.ownerDocument);
    const url = this.src || config.endpoints[PREVIEW.configName] || '';
    const nonce = this.nonce || config.nonces[PREVIEW.configName] || '';
    if (!url) {
      this.warn('src', 'missing, and the page config has no "endpoints.preview"; nothing is previewed');
      return;
    }
    if (!nonce) {
      this.warn('nonce', 'missing, and the page config has no "nonces.preview"; nothing is previewed');
      return;
    }
    const abort = new AbortController();
    this.#abort = abort;
    this.setAttribute('aria-busy', 'true');
    this.settleAfter(
      requestShortcodePreview(shortcode, { url, nonce, doc: this.ownerDocument, signal: abort.signal })
        .then(async (html) => {
          const nodes = await sanitizePreview(html);
          if (abort.signal.aborted) return;
          this.replaceChildren(nodes);
          this.emit('pb-preview-render', { shortcode });
        })
        .catch((error: unknown) => {
          if (abort.signal.aborted) return;
          const reason = error instanceof PreviewError ? error.reason : 'sanitizer';
          this.warn('shortcode', `${error instanceof Error ? error.message : String(error)}; the content stays`);
          this.emit('pb-preview-error', { shortcode, reason });
        })
        .finally(() => {
          if (this.#abort !== abort) return;
          this.#abort = undefined;
          this.removeAttribute('aria-busy');
        }),
    );
  }
}
