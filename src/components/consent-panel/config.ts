/** Reading the consent config for the banner: CSS template, policy links, services. */
import { CATEGORIES, type ConsentConfig, type PageLink, type ServiceInfo } from '../../core/consent/types.js';
import { warnOnce } from '../../core/log/index.js';
import { CSS_FALLBACK_MESSAGE } from '../consent-banner/messages.js';

/** `css_file` with `{type}` and `{banner_id}` filled in; '' when the config has none. */
export function cssUrl(config: ConsentConfig | undefined): string {
  const template = typeof config?.css_file === 'string' ? config.css_file.trim() : '';
  if (!template) return '';
  return template
    .replaceAll('{type}', String(config?.consenttype ?? ''))
    .replaceAll('{banner_id}', String(config?.user_banner_id ?? ''));
}

const failedCss = new Set<string>();

/** CCH §8: the exact message, once per file, when the banner CSS is missing. */
export function cssFailed(url: string): void {
  if (failedCss.has(url)) return;
  failedCss.add(url);
  console.warn(CSS_FALLBACK_MESSAGE);
}

const isLink = (v: unknown): v is PageLink =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as PageLink).url === 'string' &&
  typeof (v as PageLink).title === 'string';

/** A link that cannot run script: http(s) or relative. */
function safe(url: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(url, document.baseURI).protocol);
  } catch {
    return false;
  }
}

/** The region's policy links (`page_links[region]`), in config order; bad entries warn and are skipped. */
export function regionLinks(config: ConsentConfig | undefined, region: string | undefined): PageLink[] {
  const table: unknown = config?.page_links?.[region ?? ''];
  if (typeof table !== 'object' || table === null) return [];
  return Object.entries(table).flatMap(([kind, link]) => {
    if (isLink(link) && link.title.trim() && safe(link.url)) return [link];
    warnOnce('consent config "page_links"', `${region}.${kind} needs an http(s) "url" and a "title"; skipped`);
    return [];
  });
}

/** `services` from the config; a service without a known category is marketing, as the blocker decides. */
export function configServices(config: ConsentConfig | undefined): ServiceInfo[] {
  const list: unknown = config?.services;
  if (!Array.isArray(list)) return [];
  return list
    .filter((s): s is ServiceInfo => typeof s?.name === 'string' && s.name !== '')
    .map((s) => (CATEGORIES.includes(s.category) ? s : { ...s, category: 'marketing' }));
}
