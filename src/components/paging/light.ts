/**
 * Pre-upgrade rules for a paged element (no layout shift on upgrade): the host
 * is laid out as the shadow grid will be, the items the first page does not
 * show stay hidden, and the toolbar and page links' heights are reserved when
 * they will be there. Kept apart from the shadow styles so pb.js carries only these.
 */
import { CAROUSEL } from '../../core/constants/index.js';
import { type PagingLook, sizes } from './sizes.js';

/** `portfolio`: the element has the filter toolbar and the `fullwidth` layout (the gallery has neither). */
export function lightRules(tag: string, look: PagingLook, perPage: number, portfolio: boolean): string {
  const v = sizes(look);
  const t = `${tag}:not(:defined)`;
  const bar = `calc(${v.barHeight} + ${v.barGap})`;
  const over = `:nth-child(n+${perPage + 1})`;
  const full = `${tag}[fullwidth]:not(:defined)`;
  const wide = CAROUSEL.portfolioColumns
    .toReversed()
    .map(([min, n]) => `@container (min-width:${min}px){${full}>*{width:${100 / n}%}}`)
    .join('');
  const own = `${t}:has(>[data-pb-categories]){padding-top:${bar}}
${full}{display:flex;flex-wrap:wrap;gap:0;container-type:inline-size}
${full}>*{box-sizing:border-box;width:100%;aspect-ratio:1/${CAROUSEL.itemHeight};overflow:hidden}
${wide}`;
  return `${t}{display:grid;position:relative;gap:${v.gap};grid-template-columns:${v.columns}}
${t}>*{min-width:0}
${t}>[hidden],${t}:not([per-page])>${over}{display:none!important}
${t}:has(>[hidden]),${t}:not([per-page]):has(>${over}){padding-bottom:${bar}}
${portfolio ? own : ''}`;
}
