/**
 * `<pb-video-bg>` on the element base, without React. Its video is the author's own light-DOM `<video>`, so the
 * poster shows from the first paint and without the script; the element only governs it (muted, looping, inline,
 * no controls, its source attached near the viewport, played in view) and draws one thing of its own: the pause
 * control, a native button in a shadow root beside a `<slot>` for the content. React would add its shared chunk
 * (about 62 kB gzipped) to a page's first screen for that one button; `<pb-consent-banner>` draws its button the
 * same way for the same reason.
 */
import { PbElement } from '../../base/element.js';
import { type Messages, resolveMessages } from '../../core/config/index.js';
import { VIDEO_BG } from '../../core/constants/sections.js';
import { onReducedMotionChange, prefersReducedMotion } from '../../core/frame/viewport.js';
import { observeInView } from '../../core/inview/index.js';
import { warnOnce } from '../../core/log/index.js';
import { adoptStyles } from '../../core/styles/index.js';
import { type VideoBgState, videoBgPlan } from '../../core/video-bg/index.js';
import { videoBgMessages, videoBgProps } from './props.js';
import { lightStyles, styles } from './styles.js';

export const VIDEO_BG_TAG = 'pb-video-bg';
export type { VideoBgState };

const SVG = 'http://www.w3.org/2000/svg';
const PAUSE_ICON = 'M7 5h4v14H7zM13 5h4v14h-4z';
const PLAY_ICON = 'M8 5v14l11-7z';

const where = `<${VIDEO_BG_TAG}>`;

/** The visitor's Save-Data preference (Chromium's Network Information API; absent elsewhere). */
const saveData = (): boolean =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/** A resolved URL as a CSS `url()`; quotes, backslashes and line breaks escaped. */
const cssUrl = (href: string): string =>
  `url("${href.replace(/["\\\n\r\f]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}")`;

/** The elements that carry the video's address until it may load: the video itself and its `<source>`s. */
const carriers = (video: HTMLVideoElement): HTMLElement[] => [video, ...video.querySelectorAll('source')];

export class VideoBgElement extends PbElement {
  static readonly props = videoBgProps;
  /** Overrides of the English strings (the attribute's JSON, or an object). */
  declare messages: Messages;

  readonly #poster: HTMLDivElement;
  readonly #button: HTMLButtonElement;
  readonly #icon: SVGPathElement;
  #video: HTMLVideoElement | null = null;
  #state: VideoBgState = 'waiting';
  #near = false;
  #inView = false;
  #refused = false;
  #visitorPaused = false;
  #loaded = false;
  #stops: (() => void)[] = [];

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    adoptStyles(root, styles);
    this.#poster = document.createElement('div');
    this.#poster.setAttribute('part', 'poster');
    this.#poster.hidden = true;
    const slot = document.createElement('slot');
    slot.addEventListener('slotchange', () => this.#findVideo());
    this.#button = document.createElement('button');
    this.#button.type = 'button';
    this.#button.setAttribute('part', 'pause-button');
    this.#button.hidden = true;
    this.#button.addEventListener('click', () => {
      this.#visitorPaused = !this.#visitorPaused;
      this.#sync();
    });
    const svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('viewBox', '0 0 24 24');
    svg.setAttribute('aria-hidden', 'true');
    this.#icon = document.createElementNS(SVG, 'path');
    svg.append(this.#icon);
    this.#button.append(svg);
    root.append(this.#poster, slot, this.#button);
  }

  /** What the video is doing: `waiting` (off screen, or not loaded yet), `playing`, `paused` or `poster`. */
  get state(): VideoBgState {
    return this.#state;
  }

  protected connected(): void {
    adoptStyles(this.ownerDocument, lightStyles);
    this.#findVideo();
    if (!this.#video) {
      // While the page is still parsing, the children may be on their way.
      const check = (): void => {
        if (this.isConnected && !this.#video)
          warnOnce(where, 'has no <video> child, so only its content shows; see the README example');
      };
      if (this.ownerDocument.readyState === 'loading')
        this.ownerDocument.addEventListener('DOMContentLoaded', check, { once: true });
      else check();
    }
    this.#stops = [
      onReducedMotionChange(() => this.#sync()),
      observeInView(
        this,
        (near) => {
          if (!near) return;
          this.#near = true;
          this.#sync();
        },
        { rootMargin: VIDEO_BG.nearMargin, once: true },
      ),
      observeInView(this, (inView) => {
        this.#inView = inView;
        this.#sync();
      }),
    ];
    this.#sync();
  }

  /** Moved: its rules adopted where it now is; the observers follow the element. */
  protected moved(): void {
    adoptStyles(this.ownerDocument, lightStyles);
  }

  protected disconnected(): void {
    for (const stop of this.#stops.splice(0)) stop();
    this.#inView = false;
    this.#sync();
  }

  protected changed(): void {
    this.#render();
  }

  #findVideo(): void {
    const video = this.querySelector<HTMLVideoElement>(':scope > video');
    if (video === this.#video) return;
    this.#video = video;
    this.#loaded = false;
    this.#refused = false;
    if (video) this.#govern(video);
    if (this.live) this.#sync();
  }

  /** What a background video is: muted, looping, inline, without controls, hidden from assistive technology. */
  #govern(video: HTMLVideoElement): void {
    if (video.hasAttribute('autoplay')) {
      warnOnce(`${where} <video autoplay>`, 'autoplay is removed: the element starts the video when it may play');
      video.removeAttribute('autoplay');
    }
    if (carriers(video).some((el) => el.hasAttribute('src')))
      warnOnce(
        `${where} <video src>`,
        'a src loads before the section is near the viewport (and with reduced motion or Save-Data); use data-src',
      );
    video.muted = true;
    video.defaultMuted = true;
    video.loop = true;
    video.playsInline = true;
    video.controls = false;
    video.disablePictureInPicture = true;
    video.disableRemotePlayback = true;
    video.preload = 'none';
    video.setAttribute('aria-hidden', 'true');
  }

  #sync(): void {
    const video = this.#video;
    const plan = videoBgPlan({
      reducedMotion: prefersReducedMotion(),
      saveData: saveData(),
      refused: this.#refused,
      near: this.#near,
      inView: this.#inView && this.live,
      visitorPaused: this.#visitorPaused,
    });
    this.#state = plan.state;
    if (this.dataset.state !== plan.state) this.dataset.state = plan.state;
    if (video) {
      if (plan.load && !this.#loaded) this.#load(video);
      if (plan.play) this.#play(video);
      else if (!video.paused) video.pause();
    }
    this.#render();
  }

  /** Gives the video its address, from `data-src`: only now may it load. */
  #load(video: HTMLVideoElement): void {
    this.#loaded = true;
    for (const el of carriers(video)) {
      const src = el.dataset.src;
      if (src && el.getAttribute('src') !== src) el.setAttribute('src', src);
    }
    video.preload = 'auto';
    video.load();
  }

  #play(video: HTMLVideoElement): void {
    let started: Promise<void> | undefined;
    try {
      started = video.play();
    } catch (error) {
      this.#refuse(error);
      return;
    }
    // A later pause() or load() aborts a pending play(): that is not a refusal.
    started?.catch((error: unknown) => {
      if (!(error instanceof DOMException && error.name === 'AbortError')) this.#refuse(error);
    });
  }

  /** The browser would not play it (a low-power mode, an autoplay policy, no playable source): the poster stays. */
  #refuse(error: unknown): void {
    if (error instanceof DOMException && error.name === 'NotSupportedError')
      warnOnce(`${where} <video>`, `none of its sources can play here (${error.message}); the poster shows`);
    this.#refused = true;
    this.#sync();
  }

  #render(): void {
    const video = this.#video;
    const poster = this.#state === 'poster';
    const text = resolveMessages(videoBgMessages, VIDEO_BG_TAG, this.messages);
    // Every loop gets the pause control (WCAG 2.2.2: a loop plays for more than 5 s), from its first frame,
    // before its metadata says how long one round is.
    this.#button.hidden = poster || !video;
    if (this.#button.getAttribute('aria-label') !== text.pause) this.#button.setAttribute('aria-label', text.pause);
    this.#button.setAttribute('aria-pressed', String(this.#visitorPaused));
    this.#icon.setAttribute('d', this.#visitorPaused ? PLAY_ICON : PAUSE_ICON);
    // The poster layer stands in for the video, which is hidden, so no browser overlay shows on it.
    this.#poster.hidden = !poster;
    const image = poster && video?.poster ? cssUrl(video.poster) : '';
    if (this.#poster.style.backgroundImage !== image) this.#poster.style.backgroundImage = image;
  }
}
