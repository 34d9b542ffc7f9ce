/**
 * `<pb-consent-area>` without React: it only waits for consent and swaps its
 * placeholder for the server's content, so it stays as small as the consent core.
 */
import { PbElement } from '../../base/index.js';
import { getBus } from '../../core/bus/index.js';
import { getPageConfig } from '../../core/config/index.js';
import { loadConsentArea } from '../../core/consent/area.js';
import { CONSENT_TOPIC, consentGrants } from '../../core/consent/topic.js';
import type { Category, ConsentState } from '../../core/consent/types.js';
import { consentAreaProps } from './props.js';

declare module '../../base/events.js' {
  interface PbEventMap {
    /** No detail: the content is now the element's children. */
    'pb-consent-area-load': null;
  }
}

export class ConsentAreaElement extends PbElement {
  static readonly props = consentAreaProps;
  declare category: Category;
  declare service: string;
  declare postId: string;
  declare blockId: string;
  declare src: string;

  #off: (() => void) | undefined;
  /** The content URL the area listens for; set while it listens. */
  #url = '';
  #started = false;
  /** Warnings from before the area was first placed: see `warn`. */
  #held: [attribute: string, message: string][] | undefined = [];

  /**
   * An attribute's warning waits until the area is first placed, so the console lists each area's problems
   * together and in the page's order: a bad `category` beside a missing `post-id`, not before every area's.
   */
  override warn(attribute: string, message: string): void {
    if (this.#held) this.#held.push([attribute, message]);
    else super.warn(attribute, message);
  }

  protected connected(): void {
    const held = this.#held ?? [];
    this.#held = undefined;
    for (const [attribute, message] of held) super.warn(attribute, message);
    this.#listen();
  }

  protected disconnected(): void {
    this.#stop();
  }

  protected moved(): void {
    // A grant published while the area was out of the document was ignored; the topic's last state has it.
    const state = getBus().last(CONSENT_TOPIC);
    if (this.#off && state) this.#consider(state);
  }

  protected changed(): void {
    // Until its load starts the area follows its attributes; once started, the content is there to stay.
    if (this.#started) return;
    this.#stop();
    this.#listen();
  }

  #listen(): void {
    if (this.#started || this.#off) return;
    this.#url = this.#contentUrl();
    if (!this.#url) return;
    const off = getBus().subscribe(CONSENT_TOPIC, (state) => this.#consider(state));
    this.#off = off;
    // The replayed state may already have started the load during subscribe().
    if (this.#started) this.#stop();
  }

  #consider(state: ConsentState): void {
    // Not while removed: a move brings it back through `moved`, a removal for good stops it.
    if (this.#started || !this.isConnected || !consentGrants(state, this.category, this.service)) return;
    this.#started = true;
    this.#stop();
    this.settleAfter(this.#load(this.#url));
  }

  #stop(): void {
    this.#off?.();
    this.#off = undefined;
  }

  /** The content URL, or '' (with a warning) when an attribute or the base is missing or bad. */
  #contentUrl(): string {
    const { postId, blockId } = this;
    if (!/^\d+$/.test(postId)) {
      this.warn('post-id', `"${postId}" is not a post id (digits); nothing is loaded`);
      return '';
    }
    if (!/^[\w-]+$/.test(blockId)) {
      this.warn('block-id', `"${blockId}" is not a block id (letters, digits, - or _); nothing is loaded`);
      return '';
    }
    const configured = getPageConfig(this.ownerDocument).consent.consent_area_url;
    const base = this.src || (typeof configured === 'string' ? configured : '');
    if (!base) {
      this.warn('src', 'missing, and the page config has no consent.consent_area_url; nothing is loaded');
      return '';
    }
    return `${base.replace(/\/+$/, '')}/consent-area/${postId}/${blockId}`;
  }

  async #load(url: string): Promise<void> {
    this.setAttribute('aria-busy', 'true');
    const ok = await loadConsentArea(this, url);
    this.removeAttribute('aria-busy');
    if (ok) this.emit('pb-consent-area-load', null);
  }
}
