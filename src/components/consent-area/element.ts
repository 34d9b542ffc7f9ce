/**
 * `<pb-consent-area>` without React: it only waits for consent and swaps its
 * placeholder for the server's content, so it stays as small as the consent core.
 */
import { getBus } from '../../core/bus/index.js';
import { getPageConfig } from '../../core/config/index.js';
import { loadConsentArea } from '../../core/consent/area.js';
import { CONSENT_TOPIC } from '../../core/consent/topic.js';
import { CATEGORIES, type Category, type ConsentState } from '../../core/consent/types.js';
import { attributeWhere, warnOnce } from '../../core/log/index.js';

export const CONSENT_AREA_TAG = 'pb-consent-area';
export const CONSENT_AREA_LOAD_EVENT = 'pb-consent-area-load';

const where = (attribute: string): string => attributeWhere(CONSENT_AREA_TAG, attribute);

/** Whether `state` grants the area: a service's own choice wins over its category's. */
export function areaGranted(state: ConsentState, category: Category, service: string): boolean {
  const own = service ? state.services[service] : undefined;
  return own ?? state.categories[category] === true;
}

export class PbConsentArea extends HTMLElement {
  #off: (() => void) | undefined;
  #started = false;

  connectedCallback(): void {
    if (this.#started || this.#off) return;
    const url = this.#url();
    if (!url) return;
    const raw = this.getAttribute('category');
    let category: Category = 'marketing';
    if (raw && CATEGORIES.includes(raw as Category)) category = raw as Category;
    else if (raw !== null)
      warnOnce(where('category'), `"${raw}" is not one of ${CATEGORIES.join(', ')}; marketing is used`);
    const service = this.getAttribute('service') ?? '';
    const off = getBus().subscribe(CONSENT_TOPIC, (state) => {
      if (this.#started || !areaGranted(state, category, service)) return;
      this.#started = true;
      this.#stop();
      void this.#load(url);
    });
    this.#off = off;
    // The replayed state may already have started the load during subscribe().
    if (this.#started) this.#stop();
  }

  disconnectedCallback(): void {
    this.#stop();
  }

  #stop(): void {
    this.#off?.();
    this.#off = undefined;
  }

  /** The content URL, or '' (with a warning) when an attribute or the base is missing or bad. */
  #url(): string {
    const postId = this.getAttribute('post-id') ?? '';
    const blockId = this.getAttribute('block-id') ?? '';
    if (!/^\d+$/.test(postId)) {
      warnOnce(where('post-id'), `"${postId}" is not a post id (digits); nothing is loaded`);
      return '';
    }
    if (!/^[\w-]+$/.test(blockId)) {
      warnOnce(where('block-id'), `"${blockId}" is not a block id (letters, digits, - or _); nothing is loaded`);
      return '';
    }
    const configured = getPageConfig(this.ownerDocument).consent.consent_area_url;
    const base = this.getAttribute('src') || (typeof configured === 'string' ? configured : '');
    if (!base) {
      warnOnce(where('src'), 'missing, and the page config has no consent.consent_area_url; nothing is loaded');
      return '';
    }
    return `${base.replace(/\/+$/, '')}/consent-area/${postId}/${blockId}`;
  }

  async #load(url: string): Promise<void> {
    this.setAttribute('aria-busy', 'true');
    const ok = await loadConsentArea(this, url);
    this.removeAttribute('aria-busy');
    if (ok) this.dispatchEvent(new CustomEvent(CONSENT_AREA_LOAD_EVENT, { bubbles: true, composed: true }));
  }
}
