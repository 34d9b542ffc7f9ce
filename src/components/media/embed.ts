/**
 * The click-to-load facade for a video-sharing address, as lite-youtube-embed draws it: the poster, one labelled
 * play button and a line saying where the video will come from. Nothing is asked of the video site before the
 * visitor's click and consent: the poster is the site's own image (no thumbnail from the video site), nothing is
 * preconnected on hover, and the frame, on the privacy-friendly host, is made only on the click.
 *
 * Consent goes through the consent blocker's own markup: on a page with a consent manager (or a consent config,
 * whose manager is on its way) the frame is written blocked (`data-src`, `data-service`, `data-category`) unless
 * `hasService` already allows it, so the blocker shows its notice over it and loads it, with the address verbatim,
 * its autoplay parameter kept (CCH §4), once the visitor accepts.
 */
import { fillMessage, getPageConfig } from '../../core/config/index.js';
import { getConsent } from '../../core/consent/api.js';
import type { Category } from '../../core/consent/types.js';
import { type Embed, embedUrl, providerName } from '../../core/media/index.js';
import { icon } from './icons.js';
import type { MediaMessages } from './props.js';

const PLAY = 'M8 5v14l11-7z';

/** What the facade reads of its element. */
export interface FacadeHost extends HTMLElement {
  poster: string;
  label: string;
  category: string;
  service: string;
}

/** A resolved URL as a CSS `url()`; quotes, backslashes and line breaks escaped. */
const cssUrl = (href: string): string =>
  `url("${href.replace(/["\\\n\r\f]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}")`;

export class Facade {
  readonly root = document.createElement('div');
  readonly #button = document.createElement('button');
  readonly #note = document.createElement('p');
  #pointer = '';
  #frame: HTMLIFrameElement | null = null;
  #watch: MutationObserver | undefined;

  constructor(
    readonly host: FacadeHost,
    readonly embed: Embed,
    readonly text: () => MediaMessages,
    readonly onLoad: (blocked: boolean) => void,
  ) {
    this.root.setAttribute('part', 'facade');
    this.#button.type = 'button';
    this.#button.setAttribute('part', 'play-button');
    this.#button.append(icon(PLAY));
    this.#button.addEventListener('pointerdown', (e) => {
      this.#pointer = e.pointerType;
    });
    this.#button.addEventListener('click', () => this.load());
    this.#note.setAttribute('part', 'note');
    this.root.append(this.#button, this.#note);
  }

  get frame(): HTMLIFrameElement | null {
    return this.#frame;
  }

  render(): void {
    const t = this.text();
    const provider = providerName(this.embed.provider);
    const name = this.host.label
      ? fillMessage(t.playTitle, { title: this.host.label, provider })
      : fillMessage(t.playOn, { provider });
    this.#button.setAttribute('aria-label', name);
    this.#note.textContent = fillMessage(t.loadsFrom, { provider });
    const poster = this.host.poster ? cssUrl(new URL(this.host.poster, this.host.baseURI).href) : '';
    if (this.root.style.backgroundImage !== poster) this.root.style.backgroundImage = poster;
  }

  /** The click: the frame, at once where consent allows it (or no consent manager is on the page), else blocked. */
  load(): void {
    if (this.#frame) return;
    const { host, embed } = this;
    // A touch tap must be enough: a frame may start on its own there only muted (lite-youtube-embed#6).
    const touch = this.#pointer ? this.#pointer === 'touch' : matchMedia('(pointer: coarse)').matches;
    const src = embedUrl(embed, { muted: touch });
    const frame = document.createElement('iframe');
    frame.title = host.label || providerName(embed.provider);
    frame.allow = 'autoplay; encrypted-media; fullscreen; picture-in-picture';
    frame.allowFullscreen = true;
    frame.referrerPolicy = 'strict-origin-when-cross-origin';
    const service = host.service || embed.provider;
    const category = (host.category || undefined) as Category | undefined;
    const api = getConsent();
    const waits = api ? !api.hasService(service, category) : Object.keys(getPageConfig().consent).length > 0;
    if (waits) {
      frame.dataset.src = src;
      frame.dataset.service = service;
      if (category) frame.dataset.category = category;
    } else frame.src = src;
    this.#frame = frame;
    host.append(frame);
    this.root.hidden = true;
    if (waits) {
      api?.scan(host);
      this.#focusNotice();
    } else frame.focus();
    this.onLoad(waits);
  }

  /** Keyboard focus was on the play button, which is gone: it goes to the consent notice's button once it shows. */
  #focusNotice(): void {
    const find = (): boolean => {
      const accept = this.host.querySelector<HTMLButtonElement>('.pb-consent-placeholder button');
      if (!accept) return false;
      accept.focus();
      return true;
    };
    if (find()) return;
    this.#watch = new MutationObserver(() => {
      if (find() || this.#frame?.hasAttribute('src')) this.stop();
    });
    this.#watch.observe(this.host, { childList: true, subtree: true });
  }

  stop(): void {
    this.#watch?.disconnect();
    this.#watch = undefined;
  }

  /** Back to the facade (the element was removed, or its address changed). */
  reset(): void {
    this.stop();
    this.#frame?.remove();
    this.#frame = null;
    this.root.hidden = false;
  }
}
