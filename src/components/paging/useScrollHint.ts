/**
 * A row that scrolls sideways says so: `data-more` on it names the inline
 * ends (`start`, `end`) with more to scroll to, and the styles fade those
 * edges and show a chevron there that a pointer can press to scroll on (the
 * arrow keys already move along the toolbar). A narrow screen otherwise cut the filter toolbar off with no hint
 * (485 px of filters in 358). The row keeps its one fixed height, which the
 * pre-upgrade styles reserve, so it scrolls rather than wraps.
 */
import { type RefObject, useEffect, useLayoutEffect } from 'react';
import { observeSize } from '../../core/frame/index.js';
import { prefersReducedMotion } from '../../core/frame/viewport.js';

/** What is left to scroll to at either inline end; scrollLeft runs negative in right-to-left text. */
export function hiddenEnds(row: Pick<Element, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>): string {
  const from = Math.abs(row.scrollLeft);
  const ends = [];
  // One px of slack: zoom gives fractional scroll positions.
  if (from > 1) ends.push('start');
  if (from + row.clientWidth < row.scrollWidth - 1) ends.push('end');
  return ends.join(' ');
}

export function useScrollHint(row: RefObject<HTMLElement | null>, present: boolean): void {
  const mark = (): void => {
    const el = row.current;
    if (!el) return;
    const more = hiddenEnds(el);
    if (more) el.dataset.more = more;
    else delete el.dataset.more;
  };
  // Every render: the labels (and so the row's width) may have changed.
  useLayoutEffect(mark);
  useEffect(() => {
    const el = row.current;
    if (!present || !el) return;
    el.addEventListener('scroll', mark, { passive: true });
    const stop = observeSize(el, mark);
    return () => {
      el.removeEventListener('scroll', mark);
      stop();
    };
  }, [row, present]);
}

/** Scrolls the row most of its width toward one inline end: the chevron's press. */
export function scrollToward(row: HTMLElement | null, end: 'start' | 'end'): void {
  if (!row) return;
  const sign = (end === 'end' ? 1 : -1) * (getComputedStyle(row).direction === 'rtl' ? -1 : 1);
  row.scrollBy({ left: sign * row.clientWidth * 0.75, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
}
