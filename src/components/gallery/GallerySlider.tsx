/**
 * `<pb-gallery layout="slider">`: the items shown one at a time through a `<pb-slider>` in the shadow root, each
 * item slotted into its own `<pb-slide>`. Everything a slider does (arrows, dots or thumbnails, swipe, keys, the
 * APG carousel semantics) is the slider's; the gallery only wraps its items and loads the slider's module, which
 * a grid gallery never downloads. The items stay the author's links, so the lightbox's one document listener
 * still opens each at its image, among every slide of the group (inactive slides are inert, not hidden).
 */
import { createElement, useEffect, useLayoutEffect, useRef } from 'react';
import { type PbElement, type SlottedSpec, useSlottedChildren } from '../element/index.js';
import type { LightboxDetail } from '../lightbox/Lightbox.js';

/** What the gallery calls on its `<pb-slider>` (a type only: the slider's module is loaded on demand). */
type SliderElement = HTMLElement & { active?: number; goTo?(index: number): void; updateComplete?: Promise<void> };

interface Item {
  element: Element;
  /** The slider's thumbnails strip cannot see into a slot: the item's own picture, named on its slide. */
  thumbnail: string | undefined;
}

const slot = (index: number): string => `pb-item-${index}`;

const itemsSpec: SlottedSpec<Item> = {
  accepts: () => true,
  read: (element) => ({ element, thumbnail: element.querySelector('img')?.getAttribute('src') ?? undefined }),
  attributes: [],
  slot,
};

export interface GallerySliderProps {
  host: PbElement;
  thumbnails: boolean;
  /** The slider region's accessible name. */
  label: string;
  /** Imports `<pb-slider>` (the elements layer knows where it is). */
  load: () => Promise<unknown>;
}

export function GallerySlider({ host, thumbnails, label, load }: GallerySliderProps) {
  const items = useSlottedChildren(host, itemsSpec);
  // Every item is a slide: none stays hidden by the grid layout's paging or the server's first page.
  useLayoutEffect(() => {
    for (const { element } of items) if (element instanceof HTMLElement) element.hidden = false;
  }, [items]);
  useEffect(() => {
    load().catch((error: unknown) => console.error('pb-elements: could not load <pb-slider>', error));
  }, [load]);
  const slider = useRef<SliderElement>(null);
  // The lightbox closed on another picture of this gallery: the slider shows that one, and focus, which the
  // lightbox gave back to the link it opened from (now in an inert slide), moves to its link.
  useEffect(() => {
    const group = items[0]?.element.getAttribute('data-pb-lightbox');
    if (!group) return;
    const doc = host.ownerDocument;
    const onClose = (event: Event): void => {
      const { group: closed, index } = (event as CustomEvent<LightboxDetail>).detail;
      const s = slider.current;
      const link = items[index]?.element;
      if (closed !== group || !s?.goTo || !(link instanceof HTMLElement) || s.active === index) return;
      const hadFocus = items.some(({ element }) => element === doc.activeElement);
      s.goTo(index);
      if (hadFocus) void s.updateComplete?.then(() => link.focus({ preventScroll: true }));
    };
    doc.addEventListener('pb-lightbox-close', onClose);
    return () => doc.removeEventListener('pb-lightbox-close', onClose);
  }, [host, items]);
  return createElement(
    'pb-slider',
    {
      ref: slider,
      part: 'slider',
      exportparts: 'region,arrow,arrow-prev,arrow-next,viewport,track,slide,dots,dot,thumbnails,thumbnail',
      label,
      thumbnails: thumbnails || undefined,
    },
    items.map(({ thumbnail }, i) =>
      createElement('pb-slide', { key: slot(i), thumbnail }, createElement('slot', { name: slot(i) })),
    ),
  );
}
