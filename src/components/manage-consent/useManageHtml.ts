/**
 * CCH §7 "Manage consent": `GET {url}manage_consent_html?locale=..` answers a
 * JSON string of HTML. It is sanitised (server HTML never runs script; the sanitiser is loaded beside the
 * request, not with the element) and put
 * in the light DOM, so the page's own styles reach it; until then, or after a
 * failure, the author's fallback content stays.
 */
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ConsentConfig } from '../../core/consent/types.js';
import { warnOnce } from '../../core/log/index.js';
import { timedFetch } from '../../core/request/index.js';
import { MANAGE_TAG } from '../consent-banner/messages.js';

/** The slot the loaded content goes to; the fallback sits in the default slot. */
export const LOADED_SLOT = 'loaded';

export function manageUrl(config: ConsentConfig | undefined): string {
  if (!config || typeof config.url !== 'string' || config.url === '') return '';
  // The base may lack its final '/', as for the manager's calls; importing theirs would pull them into this element.
  return `${config.url.replace(/\/?$/, '/')}manage_consent_html?locale=${encodeURIComponent(config.locale ?? '')}`;
}

/** Whether the server's content has replaced the fallback. */
export function useManageHtml(host: HTMLElement, config: ConsentConfig | undefined): boolean {
  const [loaded, setLoaded] = useState(false);
  const url = manageUrl(config);
  const known = config !== undefined;
  useEffect(() => {
    if (!known) return;
    if (!url) {
      warnOnce(`<${MANAGE_TAG}>`, 'the consent config has no "url"; the fallback content stays');
      return;
    }
    const abort = new AbortController();
    let box: HTMLDivElement | undefined;
    // The sanitiser is fetched beside the request, not with the element; its failure is the answer's (below).
    const sanitiser = import('../sanitize/purify.js');
    sanitiser.catch(() => undefined);
    timedFetch()(url, { signal: abort.signal, headers: { Accept: 'application/json' }, credentials: 'same-origin' })
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<unknown>;
      })
      .then(async (html) => {
        if (typeof html !== 'string') throw new Error('the answer is not a JSON string of HTML');
        const { sanitizeHtml } = await sanitiser;
        if (abort.signal.aborted) return;
        box = document.createElement('div');
        box.slot = LOADED_SLOT;
        // Light DOM: a <style> in it would restyle the whole page.
        box.innerHTML = sanitizeHtml(html, 'content');
        host.append(box);
        // Swapped in the same task as the append, so no frame shows the fallback beside (or instead of) the box.
        flushSync(() => setLoaded(true));
      })
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        warnOnce(`<${MANAGE_TAG}>`, `could not load ${url} (${String(error)}); the fallback content stays`);
      });
    return () => {
      abort.abort();
      box?.remove();
      setLoaded(false);
    };
  }, [host, url, known]);
  return loaded;
}
