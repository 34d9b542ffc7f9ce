/**
 * Issue 14, CCH §8-9: the lightbox that `a[data-pb-lightbox]` links, the gallery and the portfolio open.
 * Its strings (CCH §8 popup texts, §9 close label and counter) are the component's messages; the swipe
 * thresholds are `SWIPE` (CCH §9).
 */
export const LIGHTBOX = {
  tag: 'pb-lightbox',
  /** The links the lightbox takes over; the attribute's value names the group ('' is a group of one). */
  link: 'a[data-pb-lightbox]',
  group: 'data-pb-lightbox',
  /** A caption of the link's own, before the image's alt. */
  caption: 'data-pb-caption',
  /** A link is an image when its URL's path ends in one of these extensions. */
  image: /\.(avif|bmp|gif|jpe?g|png|svg|webp)$/i,
  /** CCH §9 counter: `%curr%` is the 1-based position, `%total%` the group's size. */
  current: '%curr%',
  total: '%total%',
  /** Ours (the spec gives none): the fade and zoom on open and on each image, in ms; none with reduced motion. */
  animation: 300,
} as const;
