/**
 * `<pb-media>` on the element base, without React. Two modes:
 * - around the author's own `<video>` or `<audio>` (light DOM, so it plays with the browser's controls before the
 *   script and without it): the element's controls with the bundled player's defaults (`player.ts`);
 * - with `src` naming a YouTube or Vimeo video: a click-to-load facade (`embed.ts`).
 *
 * Plain mode with a shadow root of its own, like `<pb-video-bg>`'s pause button: the controls are a handful of native
 * buttons and range inputs over a `<slot>`, and React's shared chunk (about 62 kB gzipped) would cost more than the
 * players this element replaces (MediaElement.js, Plyr, media-chrome: 38 to 42 kB gzipped).
 */
import { PbElement } from '../../base/element.js';
import { type Messages, resolveMessages } from '../../core/config/index.js';
import { warnOnce } from '../../core/log/index.js';
import { parseEmbed, providerName } from '../../core/media/index.js';
import { adoptStyles } from '../../core/styles/index.js';
import { Facade } from './embed.js';
import { Player } from './player.js';
import { MEDIA_MESSAGES, type MediaMessages, mediaProps } from './props.js';
import { lightStyles, styles } from './styles.js';

export const MEDIA_TAG = 'pb-media';

export interface MediaErrorDetail {
  /** The sources that could not play, each offered as a download. */
  sources: string[];
}

export interface MediaEmbedDetail {
  provider: 'youtube' | 'vimeo';
  /** The frame waits for consent: the consent manager's notice is over it. */
  blocked: boolean;
}

declare module '../../base/events.js' {
  interface PbEventMap {
    'pb-media-error': MediaErrorDetail;
    'pb-media-embed': MediaEmbedDetail;
  }
}

const MEDIA_CHILD = ':scope > video, :scope > audio';

export class MediaElementBase extends PbElement {
  static readonly props = mediaProps;
  declare src: string;
  declare poster: string;
  declare label: string;
  declare volume: number;
  declare category: string;
  declare service: string;
  declare messages: Messages;

  readonly #root: ShadowRoot;
  /** Shows the content while there is nothing to drive; a media child slotted later starts the player. */
  readonly #waiting = document.createElement('slot');
  #player: Player | null = null;
  #facade: Facade | null = null;

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open' });
    adoptStyles(this.#root, styles);
    this.#waiting.addEventListener('slotchange', () => {
      if (!this.src && this.querySelector(MEDIA_CHILD)) this.#setup();
    });
  }

  /** The media element the controls drive (null in facade mode). */
  get media(): HTMLMediaElement | null {
    return this.#player?.media ?? null;
  }

  protected connected(): void {
    adoptStyles(this.ownerDocument, lightStyles);
    this.#setup();
    if (!this.#player && !this.#facade && !this.src) {
      // While the page is still parsing, the children may be on their way.
      const check = (): void => {
        this.#setup();
        if (this.isConnected && !this.#player && !this.#facade)
          warnOnce(`<${MEDIA_TAG}>`, 'has no <video> or <audio> child and no src, so only its content shows');
      };
      if (this.ownerDocument.readyState === 'loading')
        this.ownerDocument.addEventListener('DOMContentLoaded', check, { once: true });
      else check();
    }
  }

  protected moved(): void {
    adoptStyles(this.ownerDocument, lightStyles);
  }

  protected disconnected(): void {
    this.#teardown();
  }

  protected changed(prop: string): void {
    if (prop === 'src') {
      this.#teardown();
      this.#setup();
    }
    this.#render();
  }

  #text = (): MediaMessages => resolveMessages(MEDIA_MESSAGES, MEDIA_TAG, this.messages, this.ownerDocument);

  #setup(): void {
    if (this.#player || this.#facade) return;
    if (this.src) {
      const embed = parseEmbed(this.src);
      if (!embed) {
        this.warn(
          'src',
          `expected a YouTube or Vimeo address, got ${JSON.stringify(this.src)}; for a file, write a <video> or <audio> child. Its content shows`,
        );
        this.#root.replaceChildren(this.#waiting);
        return;
      }
      if (!this.poster)
        this.warn(
          'poster',
          `missing: the facade shows a plain box (nothing is fetched from ${providerName(embed.provider)} before the click)`,
        );
      if (this.querySelector(MEDIA_CHILD)) this.warn('src', 'the element has a <video> or <audio> child too; src wins');
      this.#facade = new Facade(this, embed, this.#text, (blocked) =>
        this.emit('pb-media-embed', { provider: embed.provider, blocked }),
      );
      this.dataset.kind = 'embed';
      this.#root.replaceChildren(document.createElement('slot'), this.#facade.root);
      this.#facade.render();
      return;
    }
    const media = this.querySelector<HTMLMediaElement>(MEDIA_CHILD);
    if (!media) {
      if (this.#waiting.parentNode !== this.#root) this.#root.replaceChildren(this.#waiting);
      return;
    }
    this.#player = new Player(
      this,
      media,
      this.#text,
      () => this.label,
      (sources) => this.emit('pb-media-error', { sources }),
    );
    this.#root.replaceChildren(this.#player.frame);
    this.#player.frame.querySelector('slot')?.addEventListener('slotchange', () => {
      if (this.querySelector(MEDIA_CHILD) === this.#player?.media) return;
      this.#teardown();
      this.#setup();
    });
    this.#player.start(this.volume);
  }

  #teardown(): void {
    this.#player?.stop();
    this.#player = null;
    this.#facade?.reset();
    this.#facade = null;
    delete this.dataset.kind;
    delete this.dataset.state;
  }

  #render(): void {
    this.#player?.render();
    this.#facade?.render();
  }
}
