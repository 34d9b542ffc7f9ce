/**
 * English defaults for every string the lightbox shows or announces (CCH §8 popup texts, §9 close label and
 * counter). Override per element with `messages='{"close":"Sluiten (Esc)"}'` on a `<pb-lightbox>` the author
 * writes, or page-wide through the page config's `messages["pb-lightbox"]`.
 */
import { LIGHTBOX } from '../../core/constants/lightbox.js';

export const lightboxMessages = {
  close: 'Close (Esc)',
  previous: 'Previous',
  next: 'Next',
  /** `%curr%` is the 1-based position, `%total%` the number of images in the group. */
  counter: '%curr% of %total%',
  /** A link without an href. */
  notFound: 'Content not found',
  /** A link that is no image, opened through `openLightbox`. */
  loadError: 'The content could not be loaded.',
  /** Shown in place of an image that failed to load. */
  imageError: 'The image could not be loaded.',
  /** The dialog's accessible name. */
  label: 'Image viewer',
};

export type LightboxMessages = typeof lightboxMessages;

export const counterText = (template: string, index: number, total: number): string =>
  template.replaceAll(LIGHTBOX.current, String(index + 1)).replaceAll(LIGHTBOX.total, String(total));
