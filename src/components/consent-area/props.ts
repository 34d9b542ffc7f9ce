import type { PropDefs } from '../../core/attributes/index.js';
import { CATEGORIES } from '../../core/consent/types.js';

/**
 * `<pb-consent-area>`'s attributes and properties. The ids and the base URL are plain strings here: the element
 * checks them together when it starts listening (post id digits, block id characters, a base from `src` or the
 * page config), since a missing one is as bad as a malformed one.
 */
export const consentAreaProps = {
  /** The consent category that unlocks the content. */
  category: { type: 'string', default: 'marketing', values: CATEGORIES },
  /** A service whose own choice wins over the category's. */
  service: { type: 'string', default: '' },
  postId: { type: 'string', default: '' },
  blockId: { type: 'string', default: '' },
  /** The endpoint's base URL; empty means the page config's `consent.consent_area_url`. */
  src: { type: 'string', default: '' },
} satisfies PropDefs;
