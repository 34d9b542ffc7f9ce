/**
 * Ajax pagination's rules (MFT §2, §7.5, §8): which clicks and links are
 * taken over, the page a URL names, the request and its outcome. Pure but for
 * `loadPage`, which takes its `fetch`; no DOM access at import time.
 */
import { PAGINATION } from '../constants/pagination.js';
import { type Outcome, send } from '../request/index.js';

/** The parts of a click that decide whether the browser keeps it. */
export interface ClickLike {
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/**
 * A plain primary click: a middle click, or Ctrl/Cmd/Shift/Alt (new tab, new
 * window, download), or a click another handler already took, stays the browser's.
 */
export const isPlainClick = (e: ClickLike): boolean =>
  e.button === 0 && !e.ctrlKey && !e.metaKey && !e.shiftKey && !e.altKey && !e.defaultPrevented;

/** The parts of a link that decide whether it can be loaded in place. */
export interface LinkLike {
  href: string;
  target?: string;
  hasDownload?: boolean;
}

/** A URL without its fragment: two URLs with the same key show the same page of the module. */
export const pageKey = (url: URL | string): string => `${url}`.replace(/#.*$/, '');

/**
 * The URL to load in place, or null when the browser should follow the link:
 * another origin (MFT: only same-origin links are followed), a scheme other than
 * http(s), a `target` other than `_self`, a `download` link, or a link to a
 * fragment of the page being shown.
 */
export function followableUrl(link: LinkLike, current: string): URL | null {
  let url: URL;
  let here: URL;
  try {
    here = new URL(current);
    url = new URL(link.href, here);
  } catch {
    return null;
  }
  const target = (link.target ?? '').toLowerCase();
  if (target && target !== '_self') return null;
  if (link.hasDownload || url.origin !== here.origin || !/^https?:$/.test(url.protocol)) return null;
  if (url.hash && pageKey(url) === pageKey(here)) return null;
  return url;
}

/**
 * The page number a URL names: `/page/N/` in the path (WordPress's pretty
 * permalinks, this demo's blog), else the first of `paged`, `page` in the
 * query; 1 when it names none.
 */
export function pageNumber(url: URL | string): number {
  let u: URL;
  try {
    u = new URL(`${url}`, 'http://x/');
  } catch {
    return 1;
  }
  const fromPath = /\/page\/(\d+)\/?$/.exec(u.pathname)?.[1];
  const raw = fromPath ?? PAGINATION.pageParams.map((p) => u.searchParams.get(p)).find((v) => v && /^\d+$/.test(v));
  const n = raw ? Number.parseInt(raw, 10) : 1;
  return n >= 1 ? n : 1;
}

/** A message with its `%page%` placeholders filled. */
export const pageMessage = (template: string, page: number): string => template.replaceAll('%page%', `${page}`);

/** The module in a page: the element with that id (ids are unique, as the CMS writes them). */
export const findModule = (doc: Document, id: string): Element | null => (id ? doc.getElementById(id) : null);

export interface LoadOptions {
  /** Builder mode (MFT §7.5): POST these form fields instead of a GET. */
  post?: Record<string, string>;
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

/** A loaded page: its HTML and the URL it came from after redirects. */
export interface LoadedPage {
  html: string;
  url: string;
}

/**
 * Loads a page for its module. A 2xx is a page, and so is a 404 (MFT §8: the
 * error page's module is still used, e.g. a list's "nothing here" message);
 * any other status, a network error or an abort is a failure. Never throws.
 */
export async function loadPage(url: string, { post, signal, fetch }: LoadOptions = {}): Promise<Outcome<LoadedPage>> {
  const body = post ? new URLSearchParams(post) : undefined;
  const res = await send(url, { method: post ? 'POST' : 'GET', body, accept: 'text/html' }, { signal, fetch });
  if (!res) return { ok: false, failure: 'network', status: 0, message: '' };
  if (res.ok || res.status === PAGINATION.usedErrorStatus) {
    return { ok: true, status: res.status, body: { html: res.text, url: res.url } };
  }
  // The element only needs to know it failed: the browser then shows the answer itself, as without the script.
  return { ok: false, failure: res.status < 500 ? 'client' : 'server', status: res.status, message: '' };
}
