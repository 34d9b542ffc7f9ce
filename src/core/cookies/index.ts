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
    if (eq < 0) continue;
    const name = decode(part.slice(0, eq).trim());
    if (name && !out.has(name))
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

export function setCookie(name: string, value: string, options: CookieOptions = {}, doc: Document = document): void {
  const { days, path, domain, sameSite = 'Lax' } = options;
  // SameSite=None is only accepted with Secure.
  const secure = options.secure ?? (doc.location?.protocol === 'https:' || sameSite === 'None');
  try {
    // max-age, not expires: it does not depend on the page's clock (or a test's fake one).
    let text = `${encodeURIComponent(name)}=${encodeURIComponent(value)};SameSite=${sameSite}`;
    if (days !== undefined) text += `;max-age=${days > 0 ? Math.round(days * 86400) : 0}`;
    if (path) text += `;path=${path}`;
    if (domain) text += `;domain=${domain}`;
    if (secure) text += ';Secure';
    doc.cookie = text;
  } catch {
    // A lone surrogate cannot be encoded, and a document without cookie access throws: nothing is stored.
  }
}

export const removeCookie = (
  name: string,
  { path, domain }: { path?: string; domain?: string } = {},
  doc?: Document,
): void => setCookie(name, '', { days: 0, path, domain }, doc);

/** '/', then each parent of `pathname` and the path itself, each with and without a trailing slash. */
export function pathsFor(pathname: string): string[] {
  const out = new Set(['/']);
  let path = '';
  for (const segment of pathname.split('/')) {
    if (!segment) continue;
    path += `/${segment}`;
    out.add(path);
    out.add(`${path}/`);
  }
  return [...out];
}

/** The host itself and its parents down to two labels (`.example.com`); none for an IP address. */
const domainsFor = (host: string): string[] => {
  if (!host || /^[\d.]+$|:/.test(host)) return [];
  const labels = host.split('.');
  const out = [host];
  for (let i = 1; i < labels.length - 1; i++) out.push(`.${labels.slice(i).join('.')}`);
  return out;
};

/**
 * Expires a cookie however a third party set it: a cookie is identified by name,
 * path and domain, and a script cannot see which path or domain it was given.
 */
export function removeCookieEverywhere(name: string, loc: Location | URL, doc?: Document, domain?: string): void {
  const domains = new Set<string | undefined>([undefined, ...domainsFor(loc.hostname)]);
  if (domain) domains.add(domain);
  for (const path of pathsFor(loc.pathname)) for (const d of domains) removeCookie(name, { path, domain: d }, doc);
}
