/**
 * Pre-upgrade rules for a paged element (no layout shift on upgrade): the host
 * is laid out as the shadow grid will be, the items the first page does not
 * show stay hidden, and the toolbar and page links' heights are reserved when
 * they will be there. Kept apart from the shadow styles so pb.js carries only these.
 */
import { CAROUSEL } from '../../core/constants/index.js';
import { type PagingLook, sizes } from './sizes.js';

export function lightRules(tag: string, look: PagingLook, perPage: number, filters: boolean): string {
  const v = sizes(look);
  const t = `${tag}:not(:defined)`;
  const bar = `calc(${v.barHeight} + ${v.barGap})`;
  const over = `:nth-child(n+${perPage + 1})`;
  const wide = CAROUSEL.portfolioColumns
    .toReversed()
    .map(([min, n]) => `@container (min-width:${min}px){${tag}[fullwidth]:not(:defined)>*{width:${100 / n}%}}`)
    .join('');
  return `${t}{display:grid;position:relative;gap:${v.gap};grid-template-columns:${v.columns}}
${t}>*{min-width:0}
${t}>[hidden],${t}:not([per-page])>${over}{display:none!important}
${filters ? `${t}:has(>[data-pb-categories]){padding-top:${bar}}` : ''}
${t}:has(>[hidden]),${t}:not([per-page]):has(>${over}){padding-bottom:${bar}}
${tag}[fullwidth]:not(:defined){display:flex;flex-wrap:wrap;gap:0;container-type:inline-size}
${tag}[fullwidth]:not(:defined)>*{box-sizing:border-box;width:100%;aspect-ratio:1/${CAROUSEL.itemHeight};overflow:hidden}
${wide}`;
}
