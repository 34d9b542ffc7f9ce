/** `<pb-multi-view>`'s one table: every attribute it reads, with its property. */
import { jsonObject, type PropDefs } from '../../core/attributes/index.js';

export const multiViewProps = {
  /** The multi-view data, in the page builder's shape (`{ "schema": {...}, "slug": "..." }`). */
  views: { type: 'json', default: {}, shape: jsonObject, fallbackText: 'no views, so nothing changes' },
  /** A selector for the elements inside it that change; unset, the builder's `target`, else the element itself. */
  target: { type: 'string', default: '' },
  /** A selector for the ancestor whose hover and focus show the hover values; unset, the element itself. */
  hoverSelector: { type: 'string', default: '' },
} satisfies PropDefs;
