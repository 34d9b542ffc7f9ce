import type { PropDefs } from '../../core/attributes/index.js';

/** `<pb-parallax>`'s table. */
export const parallaxProps = {
  /** The image's URL, when the band has no `<img>` as its first child. */
  image: { type: 'string', default: '' },
} as const satisfies PropDefs;
