/**
 * The library's one cookie reader and writer. Consent storage, cookie cleaning
 * and tracking all go through it, so encoding, SameSite and Secure are decided
 * in one place.
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

// Values written by other code (the plugin `cmplz_` sites move from) may hold a
// stray '%'; such a value is kept as it stands rather than dropped.
const decode = (s: string): string => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/**
 * Every cookie the page can see. When one name exists on several paths the
 * browser lists the most specific first, and that one wins.
 */
export function readCookies(doc: Document = document): Map<string, string> {
  const out = new Map<string, string>();
  let text = '';
  try {
    text = doc.cookie;
  } catch {
    // A sandboxed or opaque-origin document throws on access: no cookies.
  }
  for (const part of text.split(';')) {
    const eq = part.indexOf('=');
    const name = decode(part.slice(0, eq).trim());
    if (eq > 0 && name && !out.has(name))
      out.set(
        name,
        decode(
          part
            .slice(eq + 1)
            .trim()
            .replace(/^"(.*)"$/, '$1'),
        ),
      );
  }
  return out;
}

export const getCookie = (name: string, doc?: Document): string | undefined => readCookies(doc).get(name);

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
