/**
 * Turning inert markup into live content. A script made inert (`type="text/plain"`,
 * or parsed by a template) never runs, even when moved, so a fresh copy is made.
 */

/**
 * A runnable copy of `old`: every attribute but type/data-src/data-type, then
 * `type` (omitted when empty), `src` from data-src, the inline text and the
 * nonce. The nonce is read from the property: under a CSP the attribute reads empty.
 */
export function cloneScript(old: HTMLScriptElement, type: string | null | undefined): HTMLScriptElement {
  const s = old.ownerDocument.createElement('script');
  for (const { name, value } of old.attributes) if (!/^(type|data-(src|type))$/.test(name)) s.setAttribute(name, value);
  if (type) s.type = type;
  if (old.dataset.src) s.src = old.dataset.src;
  s.nonce = old.nonce || old.getAttribute('nonce') || '';
  s.text = old.text;
  return s;
}

/**
 * Inserts `s` through `place` and resolves once it may be followed: at once for
 * inline code, after load or error for an external file. A failed file is
 * reported (CCH §8) without stopping the scripts after it; resolves false then.
 * A load aborted because the page is being left (Firefox fires error then, before
 * pagehide) is no failure of the file: `what` is emptied on beforeunload and
 * nothing is reported. (consent.js has no bytes left to remove that listener.)
 */
export const insertScript = (s: HTMLScriptElement, place: () => void, what: string): Promise<boolean> =>
  new Promise((done) => {
    if (s.src) {
      addEventListener('beforeunload', () => (what = ''), { once: true });
      s.addEventListener('load', () => done(true));
      s.addEventListener('error', () => {
        if (what) reportError(new URIError(`Something went wrong (${what}) while loading ${s.src}`));
        done(false);
      });
    }
    place();
    // Not in a document: nothing will load, and the chain must not wait forever.
    if (!s.src || !s.isConnected) done(!s.src);
  });
