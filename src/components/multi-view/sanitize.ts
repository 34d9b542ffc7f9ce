/**
 * The one sanitiser (DOMPurify, ../sanitize/purify.ts), loaded when a swapper first needs it: a page whose
 * swappers only set styles, classes or visibility never downloads it.
 *
 * The page builder strips the multi-view attribute from authors it does not trust, since it is a stored-XSS
 * path; here every swapped HTML and attribute goes through DOMPurify whoever wrote it. Frames are let through so
 * that an embed in a variant works, and the consent blocker then holds it like any other (its inert `data-src`
 * is a URL the blocker sets as it is, so it is checked as `src` would be).
 */
import type { DOMPurify } from 'dompurify';
import { MULTI_VIEW } from '../../core/constants/multi-view.js';
import { isSafeSrcset, isSafeUrl } from '../../core/multi-view/index.js';

export interface Sanitizer {
  /** The sanitised nodes of `html`, in this document. */
  fragment(html: string): DocumentFragment;
  /** Whether `name="value"` may stand on a `<tag>` (no handler, no script URL). */
  allows(tag: string, name: string, value: string): boolean;
}

const INERT: readonly string[] = MULTI_VIEW.inertUrlAttributes;

/** The URLs DOMPurify leaves alone: the blocker's inert ones, and srcset candidates. */
function urlAllowed(name: string, value: string): boolean {
  if (name.endsWith('srcset')) return isSafeSrcset(value);
  return !INERT.includes(name) || isSafeUrl(value);
}

function create(purify: DOMPurify): Sanitizer {
  purify.setConfig({
    ADD_TAGS: [...MULTI_VIEW.allowedTags],
    ADD_ATTR: [...MULTI_VIEW.allowedAttributes],
    FORBID_TAGS: [...MULTI_VIEW.forbiddenTags],
    RETURN_DOM_FRAGMENT: true,
  });
  purify.addHook('uponSanitizeAttribute', (_node, event) => {
    if (!urlAllowed(event.attrName, event.attrValue)) event.keepAttr = false;
  });
  return {
    // setConfig's RETURN_DOM_FRAGMENT holds for every call; the typings only know the per-call option.
    fragment: (html) => purify.sanitize(html) as unknown as DocumentFragment,
    allows: (tag, name, value) => {
      const lower = name.toLowerCase();
      return urlAllowed(lower, value) && purify.isValidAttribute(tag, lower, value);
    },
  };
}

let loading: Promise<Sanitizer> | undefined;

/** The page's sanitiser for swapped content; a failed download is tried again by the next caller. */
export function loadSanitizer(): Promise<Sanitizer> {
  // An instance of its own: its configuration and hook leave the other callers' alone.
  loading ??= import('../sanitize/purify.js').then(
    ({ ownPurifier }) => create(ownPurifier()),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
