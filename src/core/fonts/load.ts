/**
 * The fonts' DOM side: the page config's `fonts` object, the service's stylesheet link and custom fonts through
 * the `FontFace` API. Never an injected `<style>@font-face`: a `style-src 'self'` policy refuses that, while a
 * FontFace is no style at all (test/elements/pb-fonts.csp.test.ts loads one under that policy).
 */
import { warnOnce } from '../log/index.js';
import { type FontDisplay, type FontSource, type FontsSettings, fontFaceSrc, readFontsSettings } from './url.js';

let cached: { text: string | null; settings: FontsSettings } | undefined;

/**
 * The page config's `fonts` object, read from the config block here: the page config's own parser keeps only the
 * keys it knows, and it is part of consent.js, which has no room for this one.
 */
export function pageFontsSettings(doc: Document): FontsSettings {
  const text = doc.getElementById('pb-config')?.textContent ?? null;
  if (cached?.text === text) return cached.settings;
  let raw: unknown;
  try {
    raw = text ? (JSON.parse(text) as Record<string, unknown>)?.fonts : undefined;
  } catch {
    // The page config's parser warns about broken JSON already.
  }
  const { settings, warnings } = readFontsSettings(raw);
  for (const warning of warnings) warnOnce('<script id="pb-config">', warning);
  cached = { text, settings };
  return settings;
}

/** Whether a URL is on the document's own origin: a self-hosted font, which needs no consent. */
export function isOwnOrigin(doc: Document, url: string): boolean {
  try {
    return new URL(url, doc.baseURI).origin === new URL(doc.baseURI).origin;
  } catch {
    return false;
  }
}

/**
 * Adds the service's stylesheet link to `<head>`; resolves when it has loaded, rejects when it failed. A link to the
 * same URL already on the page is reused and left in place (`remove` then does nothing).
 */
export function addFontStylesheet(doc: Document, href: string): { done: Promise<void>; remove: () => void } {
  const existing = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find((l) => l.href === href);
  if (existing) return { done: Promise.resolve(), remove: () => {} };
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.referrerPolicy = 'no-referrer';
  const done = new Promise<void>((resolve, reject) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => reject(new Error(`could not load ${href}`)), { once: true });
  });
  doc.head.append(link);
  return { done, remove: () => link.remove() };
}

export interface CustomFontOptions {
  display: FontDisplay;
  /** '400', '700'... */
  weight: string;
  style: 'normal' | 'italic';
}

/**
 * A custom font through the `FontFace` API of the document's own window, added to the document's fonts and
 * loaded; `remove` takes it out again.
 */
export function addCustomFont(
  doc: Document,
  family: string,
  sources: readonly FontSource[],
  { display, weight, style }: CustomFontOptions,
): { done: Promise<FontFace>; remove: () => void } {
  const Face = (doc.defaultView as (Window & typeof globalThis) | null)?.FontFace;
  if (!Face) return { done: Promise.reject(new Error('this browser has no FontFace API')), remove: () => {} };
  const face = new Face(family, fontFaceSrc(sources), { display, weight, style });
  doc.fonts.add(face);
  return { done: face.load(), remove: () => doc.fonts.delete(face) };
}
