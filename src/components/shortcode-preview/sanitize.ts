/**
 * The preview's HTML through the one sanitiser, DOMPurify, downloaded when a preview first comes back: a page that
 * never previews never loads it. An instance of its own, so another caller's configuration cannot loosen it.
 */
import type { DOMPurify } from 'dompurify';

let loading: Promise<DOMPurify> | undefined;

function purifier(): Promise<DOMPurify> {
  loading ??= import('dompurify').then(
    ({ default: shared }) => shared(window),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The sanitised nodes of a preview: no scripts, handlers, script URLs, styles that reach the page, or forms. */
export async function sanitizePreview(html: string): Promise<DocumentFragment> {
  const purify = await purifier();
  return purify.sanitize(html, { RETURN_DOM_FRAGMENT: true, FORBID_TAGS: ['style', 'form'] });
}
