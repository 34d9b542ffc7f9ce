/**
 * MFT §9 fullwidth grid: columns by the container's width and items 0.75 of a
 * column high, measured through the one ResizeObserver. The values are written
 * to the grid's style at once, in the observer's callback (before paint), so no
 * frame shows the old column count. What is observed is a zero-height ruler as
 * wide as the host: the host itself grows with the rows written here, which
 * would notify the observer again in the same frame (a ResizeObserver loop).
 */
import { type RefObject, useLayoutEffect } from 'react';
import { observeSize } from '../../core/frame/index.js';
import { itemHeightForWidth } from '../../core/paging/index.js';
import { portfolioColumns } from '../../core/slider/index.js';

export function useColumns(
  sizer: RefObject<HTMLElement | null>,
  grid: RefObject<HTMLElement | null>,
  enabled: boolean,
): void {
  useLayoutEffect(() => {
    const el = grid.current;
    const ruler = sizer.current;
    if (!enabled || !el || !ruler) return;
    const apply = (width: number): void => {
      el.style.setProperty('--pb-columns', String(portfolioColumns(width)));
      el.style.setProperty('--pb-row-height', `${itemHeightForWidth(width)}px`);
    };
    apply(ruler.clientWidth);
    const stop = observeSize(ruler, (entry) => apply(entry.contentRect.width));
    return () => {
      stop();
      el.style.removeProperty('--pb-columns');
      el.style.removeProperty('--pb-row-height');
    };
  }, [sizer, grid, enabled]);
}
