import { useMemo } from 'react';
import { jsonObject, type PropDefs } from '../../core/attributes/index.js';
import { PORTFOLIO } from '../../core/constants/portfolio.js';
import { type PbElement, useMessages } from '../element/index.js';
import { Paged } from '../paging/index.js';
import { messages, type PortfolioMessages } from './messages.js';

/** `<pb-portfolio>` attributes; the module id for the URL hash is the native `id`. */
export const portfolioProps = {
  /** Items per page; not a whole number >= 1: the default and a warning. */
  perPage: { type: 'number', default: PORTFOLIO.perPage, integer: true, min: 1 },
  /** The fullwidth grid: columns by container width, items 0.75 of a column high. */
  fullwidth: { type: 'boolean', default: false },
  /** Category slug to filter label, in the order the filters show: `{"branding":"Branding"}`. */
  categories: { type: 'json', default: {} as Record<string, string>, shape: jsonObject },
  messages: { type: 'json', default: {} as Partial<PortfolioMessages> },
} satisfies PropDefs;

export interface PortfolioProps {
  perPage: number;
  fullwidth: boolean;
  categories: Record<string, string>;
  messages: Partial<PortfolioMessages>;
  host: PbElement;
}

/** Only string labels count; anything else in the object (the table checked it is one) is dropped with a warning. */
function labelsOf(host: PbElement, raw: Record<string, unknown>): Record<string, string> {
  const entries = Object.entries(raw).filter(([, label]) => typeof label === 'string' && label.trim() !== '');
  if (entries.length !== Object.keys(raw).length)
    host.warn('categories', 'labels must be non-empty strings; others ignored');
  return Object.fromEntries(entries.map(([slug, label]) => [slug.toLowerCase(), (label as string).trim()]));
}

export function Portfolio({ host, perPage, fullwidth, categories, messages: own }: PortfolioProps) {
  const text = useMessages(messages, 'pb-portfolio', own);
  const labels = useMemo(() => labelsOf(host, categories), [host, categories]);
  const options = useMemo(
    () => ({
      tag: 'pb-portfolio' as const,
      perPage,
      first: PORTFOLIO.firstPageLinks,
      radius: PORTFOLIO.windowRadius,
      labels,
      text,
      fullwidth,
    }),
    [perPage, labels, text, fullwidth],
  );
  return <Paged host={host} options={options} />;
}
