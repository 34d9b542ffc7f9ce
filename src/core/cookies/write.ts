/**
 * Writing and expiring cookies. Encoding, SameSite and Secure are decided here
 * and nowhere else.
 */

export interface CookieOptions {
  /** Lifetime in days; omitted gives a session cookie, 0 or less expires it. */
  days?: number;
  path?: string;
  domain?: string;
  /** Defaults to whether the page is served over https. */
  secure?: boolean;
  sameSite?: 'Lax' | 'Strict' | 'None';
}

const encode = encodeURIComponent;

export function setCookie(name: string, value: string, options: CookieOptions = {}, doc: Document = document): void {
  const { days, path, domain, sameSite = 'Lax' } = options;
  try {
    // max-age, not expires: it does not depend on the page's clock (or a test's fake one).
    doc.cookie = [
      `${encode(name)}=${encode(value)}`,
      `SameSite=${sameSite}`,
      days != null && `max-age=${days > 0 ? Math.round(days * 86400) : 0}`,
      path && `path=${path}`,
      domain && `domain=${domain}`,
      // SameSite=None is only accepted with Secure.
      (options.secure ?? (doc.location?.protocol === 'https:' || sameSite === 'None')) && 'Secure',
    ]
      .filter(Boolean)
      .join(';');
  } catch {
    // A lone surrogate cannot be encoded, and a document without cookie access throws: nothing is stored.
  }
}

export const removeCookie = (name: string, where: { path?: string; domain?: string } = {}, doc?: Document): void =>
  setCookie(name, '', { ...where, days: 0 }, doc);

/** '/', then each parent of `pathname` and the path itself, each with and without a trailing slash. */
export function pathsFor(pathname: string): string[] {
  const out = new Set(['/']);
  let path = '';
  for (const segment of pathname.split('/'))
    if (segment) {
      path += `/${segment}`;
      out.add(path).add(`${path}/`);
    }
  return [...out];
}

/**
 * Expires a cookie however a third party set it: a cookie is identified by name,
 * path and domain, and a script cannot see which path or domain it was given.
 * The domains tried are none, `domain`, the host and its parents down to two
 * labels (`.example.com`), never the public suffix; an IP address has none.
 */
export function removeCookieEverywhere(name: string, loc: Location | URL, doc?: Document, domain?: string): void {
  const host = loc.hostname;
  const labels = host.split('.');
  const domains = new Set([undefined, domain || undefined]);
  if (host && !/^[\d.]+$|:/.test(host)) {
    domains.add(host);
    for (let i = 1; i < labels.length - 1; i++) domains.add(`.${labels.slice(i).join('.')}`);
  }
  for (const path of pathsFor(loc.pathname)) for (const d of domains) removeCookie(name, { path, domain: d }, doc);
}
