/** The slides of a slider (its `<pb-slide>` children) or the items of a carousel (every child element). */
import { type SlottedSpec, useSlottedChildren } from '../element/index.js';
import { SLIDE_TAG } from './types.js';

export interface SlideChild {
  element: Element;
  /** A `<pb-slide>`'s `layout`: `light`, else dark (the styles match only `light`). */
  layout: string | null;
  image: string | null;
  /** What the thumbnails strip shows: `thumbnail`, else the first image, else a video's poster. */
  thumbnail: string | null;
  video: HTMLVideoElement | null;
}

const PREFIX = 'pb-slide-';
export const slotName = (index: number): string => `${PREFIX}${index}`;

function read(element: Element): SlideChild {
  const video = element.querySelector('video');
  return {
    element,
    layout: element.getAttribute('layout'),
    image: element.getAttribute('image'),
    thumbnail:
      element.getAttribute('thumbnail') ??
      element.querySelector('img')?.getAttribute('src') ??
      video?.getAttribute('poster') ??
      null,
    video,
  };
}

const slides: SlottedSpec<SlideChild> = {
  accepts: (child) => child.localName === SLIDE_TAG,
  read,
  attributes: ['layout', 'image', 'thumbnail'],
  slot: slotName,
};

/** Every child element is an item, except those the author slotted elsewhere. */
const items: SlottedSpec<SlideChild> = {
  accepts: (child) => !child.hasAttribute('slot') || child.slot.startsWith(PREFIX),
  read,
  attributes: [],
  slot: slotName,
};

export const useSlideChildren = (host: Element, carousel: boolean): SlideChild[] =>
  useSlottedChildren(host, carousel ? items : slides);
