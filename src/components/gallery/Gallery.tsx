import { useMemo } from 'react';
import type { PropDefs } from '../../core/attributes/index.js';
import { GALLERY } from '../../core/constants/portfolio.js';
import { type PbElement, useMessages } from '../element/index.js';
import { Paged } from '../paging/index.js';
import { GallerySlider } from './GallerySlider.js';

/**
 * English defaults for every string `<pb-gallery>` shows or announces. Override
 * per element with `messages` or page-wide through `messages["pb-gallery"]`.
 */
export const messages = {
  /** The page links' `<nav>` name. */
  pagination: 'Gallery pages',
  previous: 'Previous',
  next: 'Next',
  /** A numbered link's accessible name; `{page}` is its number. */
  page: 'Page {page}',
  /** Announced after a page change. */
  status: '{count} images, page {page} of {pages}',
  statusOne: '{count} image, page {page} of {pages}',
  /** The slider layout's carousel region name. */
  slider: 'Gallery',
};

export type GalleryMessages = typeof messages;

/** `<pb-gallery>` attributes; the module id for the URL hash (and the lightbox group) is the native `id`. */
export const galleryProps = {
  /** Items per page (MFT §9: 4); not a whole number >= 1: 4 and a warning. */
  perPage: { type: 'number', default: GALLERY.perPage, integer: true, min: 1 },
  /** `grid` (paged) or `slider` (one item at a time, through `<pb-slider>`). */
  layout: { type: 'string', default: 'grid', values: ['grid', 'slider'] },
  /** Slider layout: the thumbnails strip instead of dots. */
  thumbnails: { type: 'boolean', default: false },
  messages: { type: 'json', default: {} as Partial<GalleryMessages> },
} satisfies PropDefs;

export interface GalleryProps {
  perPage: number;
  layout: string;
  thumbnails: boolean;
  messages: Partial<GalleryMessages>;
  host: PbElement;
}

const NO_LABELS = {};

/** The gallery component, given how to import `<pb-slider>` for the slider layout (only then is it loaded). */
export function galleryWith(loadSlider: () => Promise<unknown>) {
  return function Gallery({ host, perPage, layout, thumbnails, messages: own }: GalleryProps) {
    const text = useMessages(messages, 'pb-gallery', own);
    const options = useMemo(
      () => ({
        tag: 'pb-gallery' as const,
        perPage,
        first: GALLERY.firstPageLinks,
        radius: GALLERY.windowRadius,
        labels: NO_LABELS,
        text,
        fullwidth: false,
      }),
      [perPage, text],
    );
    return layout === 'slider' ? (
      <GallerySlider host={host} thumbnails={thumbnails} label={text.slider} load={loadSlider} />
    ) : (
      <Paged host={host} options={options} />
    );
  };
}
