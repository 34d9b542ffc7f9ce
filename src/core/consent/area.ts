/**
 * The consent-area call (CCH §7): a block of content the server sends only
 * after consent, as a JSON string of HTML that replaces the placeholder and
 * whose scripts run. Running scripts is only safe for the site's own content,
 * so any other origin is refused before a request is made.
 */
import { warnOnce } from '../log/index.js';

const WHERE = '<pb-consent-area>';

/** Loads `url` into `el`; on any failure `el` keeps its placeholder content and false is returned. */
export async function loadConsentArea(el: HTMLElement, url: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  const fail = (message: string): false => {
    warnOnce(WHERE, `${message}; the placeholder stays`);
    return false;
  };
  let target: URL;
  try {
    target = new URL(url, location.href);
  } catch {
    return fail(`"${url}" is not a URL`);
  }
  if (target.origin !== location.origin)
    return fail(`refused ${target.href}: its scripts would run, so only this site (${location.origin}) may send it`);
  let html: unknown;
  try {
    const res = await fetchImpl(target.href, { credentials: 'same-origin', headers: { accept: 'application/json' } });
    if (!res.ok) return fail(`${target.href} answered ${res.status}`);
    // The origin check above holds for the address asked; a redirect could still hand over another site's scripts.
    if (res.url && new URL(res.url).origin !== location.origin)
      return fail(`refused ${target.href}: it redirected to ${res.url}, and only this site may send scripts`);
    html = await res.json();
  } catch (error) {
    return fail(`${target.href} could not be loaded (${error})`);
  }
  if (typeof html !== 'string') return fail(`${target.href} did not answer a JSON string of HTML`);
  // Parsed scripts are inert; each is recreated below, in order, as the parser would run them.
  const template = el.ownerDocument.createElement('template');
  template.innerHTML = html;
  el.replaceChildren(template.content);
  // Loaded on demand, so it stays out of every element's chunks. The build gives the elements their own copy of this
  // stateless module (consent.js's is not reachable from them: see rollup.config.mjs).
  const { cloneScript, insertScript } = await import('./activate.js');
  for (const old of el.querySelectorAll('script')) {
    // Blocked scripts inside the area stay inert: the blocker activates them by consent.
    if (old.getAttribute('type') === 'text/plain') continue;
    const s = cloneScript(old, old.getAttribute('type'));
    await insertScript(s, () => old.replaceWith(s), 'consent area');
  }
  return true;
}
