/**
 * Reading cookies: the half of the cookie module the consent core needs on
 * every page, kept apart from writing so the first decision stays small.
 */
import { decodeLoose } from '../text/index.js';

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
    const name = decodeLoose(part.slice(0, eq).trim());
    if (eq > 0 && name && !out.has(name))
      out.set(
        name,
        decodeLoose(
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
