/**
 * The one HTML sanitiser: DOMPurify, for every element that shows HTML from a server or a builder. It is in no
 * element's first load: callers import this module dynamically (`import('../sanitize/purify.js')`), when an
 * answer needs it, beside the request that brings the answer, so this module and DOMPurify make one chunk that a
 * page which never gets such HTML never downloads. A caller whose download failed imports it again next time.
 */
import DOMPurify, { type Config } from 'dompurify';

/**
 * What each use lets through, beyond DOMPurify's defaults (no scripts, handlers or script URLs in any of them):
 * - `content`, HTML placed in the page's light DOM (a consent manager's page, a shortcode's preview): no `<style>`,
 *   which would restyle the whole page, and no form.
 * - `message`, a message (a contact form's answer, a shop's notices): it asks for no input either, so no controls.
 * - `subject`, a split test's subject, a module as the builder saved it: DOMPurify's defaults.
 */
const FORBID_TAGS = {
  content: ['style', 'form'],
  message: ['style', 'form', 'input', 'textarea', 'select', 'button'],
  subject: [],
} satisfies Record<string, string[]>;

export type HtmlUse = keyof typeof FORBID_TAGS;

// The callers' shared instance is given its configuration per call, never by setConfig or a hook, so no caller's
// configuration reaches another's; a caller that needs either takes an instance of its own (`ownPurifier`).
const shared = DOMPurify(window);

const config = (use: HtmlUse): Config => ({ FORBID_TAGS: FORBID_TAGS[use] });

/** `html`, sanitised for `use`, as markup. */
export const sanitizeHtml = (html: string, use: HtmlUse): string => shared.sanitize(html, config(use));

/** `html`, sanitised for `use`, as nodes of this document. */
export const sanitizeFragment = (html: string, use: HtmlUse): DocumentFragment =>
  shared.sanitize(html, { ...config(use), RETURN_DOM_FRAGMENT: true });

/** A DOMPurify instance of the caller's own, for a configuration or hooks that must not reach the other callers. */
export const ownPurifier = (): typeof DOMPurify => DOMPurify(window);
