/** The slides of a slider (its `<pb-slide>` children) or the items of a carousel (every child element), kept current. */
import { useLayoutEffect, useState } from 'react';

export interface SlideChild {
  element: Element;
  /** `light` or `dark` (the default), from a `<pb-slide>`'s `layout`. */
  layout: 'light' | 'dark';
  image: string | null;
  /** What the thumbnails strip shows: `thumbnail`, else the first image, else a video's poster. */
  thumbnail: string | null;
  video: HTMLVideoElement | null;
}

export const slotName = (index: number): string => `pb-slide-${index}`;
const WATCHED = ['layout', 'image', 'thumbnail'];

function read(host: Element, tag: string | null): SlideChild[] {
  return [...host.children]
    .filter((el) => (tag ? el.localName === tag : !el.hasAttribute('slot') || el.slot.startsWith('pb-slide-')))
    .map((element) => {
      const video = element.querySelector('video');
      return {
        element,
        layout: element.getAttribute('layout') === 'light' ? 'light' : 'dark',
        image: element.getAttribute('image'),
        thumbnail:
          element.getAttribute('thumbnail') ??
          element.querySelector('img')?.getAttribute('src') ??
          video?.getAttribute('poster') ??
          null,
        video,
      };
    });
}

const same = (a: SlideChild[], b: SlideChild[]): boolean =>
  a.length === b.length &&
  a.every(
    (s, i) =>
      WATCHED.every((k) => s[k as keyof SlideChild] === b[i]?.[k as keyof SlideChild]) && s.element === b[i]?.element,
  );

/** `tag` null: every child element is an item (the carousel), except those the author slotted elsewhere. */
export function useSlideChildren(host: Element, tag: string | null): SlideChild[] {
  // Read during the first render, so the first commit already shows its slides.
  const [children, setChildren] = useState(() => read(host, tag));
  // A layout effect, so slots are assigned before the first paint.
  useLayoutEffect(() => {
    const observer = new MutationObserver(sync);
    function sync(records: MutationRecord[] = []): void {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && node.parentNode !== host && node.slot.startsWith('pb-slide-')) {
            node.removeAttribute('slot');
          }
        }
      }
      const next = read(host, tag);
      next.forEach(({ element }, i) => {
        if (element.slot !== slotName(i)) element.slot = slotName(i);
        if (tag) observer.observe(element, { attributes: true, attributeFilter: WATCHED });
      });
      setChildren((prev) => (same(prev, next) ? prev : next));
    }
    observer.observe(host, { childList: true });
    sync();
    return () => observer.disconnect();
  }, [host, tag]);
  return children;
}
