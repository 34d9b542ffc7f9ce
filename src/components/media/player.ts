/**
 * The controls `<pb-media>` draws for its own `<video>` or `<audio>`, with the bundled player's defaults (CCH §9):
 * start volume 0.8, arrow keys seek 5% of the duration, the controls hide 1500 ms after playback starts, 2500 ms
 * after the pointer last moved and 1000 ms after it left, the time shows every 250 ms while playing, and the layout
 * follows the width 50 ms after a resize. Captions come from the media's `<track>`s and are drawn by the player
 * (captions.ts), the same in every engine and in fullscreen. When no source can play: "No renderer found" and a
 * download link per source (fallback.ts).
 */
import { fillMessage } from '../../core/config/index.js';
import { MEDIA } from '../../core/constants/media.js';
import { observeSize } from '../../core/frame/index.js';
import { anyPlayable, formatTime, seekTarget } from '../../core/media/index.js';
import { debounce, timer } from '../../core/timing/index.js';
import { Captions } from './captions.js';
import { cannotPlay, nothingLeftToPlay, sourcesOf } from './fallback.js';
import { button, ICONS, range, setIcon } from './icons.js';
import type { MediaMessages } from './props.js';

type Prefixed = Document & { webkitFullscreenElement?: Element | null; webkitExitFullscreen?: () => void };
type PrefixedElement = HTMLElement & { webkitRequestFullscreen?: () => void; webkitEnterFullscreen?: () => void };

export class Player {
  readonly frame = document.createElement('div');
  readonly #bar = document.createElement('div');
  readonly #fallback = document.createElement('div');
  readonly #play: HTMLButtonElement;
  readonly #seek: HTMLInputElement;
  readonly #time = document.createElement('span');
  readonly #mute: HTMLButtonElement;
  readonly #volume: HTMLInputElement;
  readonly #captions: Captions;
  readonly #full: HTMLButtonElement;
  readonly #hide = timer();
  readonly #stops: (() => void)[] = [];
  #ticker: ReturnType<typeof setInterval> | undefined;
  #focusInside = false;
  #touch = false;
  #failed = false;
  #hadControls: boolean;

  constructor(
    readonly host: HTMLElement,
    readonly media: HTMLMediaElement,
    readonly text: () => MediaMessages,
    readonly label: () => string,
    readonly onFail: (sources: string[]) => void,
  ) {
    const video = this.#isVideo;
    this.#play = button('play-button', ICONS.play, () => this.togglePlay());
    this.#seek = range('seek', (v) => {
      this.media.currentTime = v;
      this.render();
    });
    this.#mute = button('mute-button', ICONS.mute, () => {
      this.media.muted = !this.media.muted;
    });
    this.#volume = range('volume', (v) => {
      this.media.volume = v;
      this.media.muted = v === 0;
    });
    this.#volume.max = '1';
    this.#captions = new Captions(media, () => this.render());
    this.#full = button('fullscreen-button', ICONS.fullscreen, () => this.toggleFullscreen());
    this.#full.hidden = !video;
    this.#time.setAttribute('part', 'time');
    this.#bar.setAttribute('part', 'controls');
    this.#bar.setAttribute('role', 'group');
    this.#bar.append(this.#play, this.#seek, this.#time, this.#mute, this.#volume, this.#captions.button, this.#full);
    this.#fallback.setAttribute('part', 'fallback');
    this.#fallback.setAttribute('role', 'alert');
    this.frame.className = 'frame';
    this.frame.append(document.createElement('slot'), this.#bar, this.#captions.cues, this.#fallback);
    this.#hadControls = media.controls;
    host.dataset.kind = video ? 'video' : 'audio';
  }

  get #isVideo(): boolean {
    return this.media.localName === 'video';
  }

  /** Takes over the media: its native controls off (restored by `stop`), the start volume, the listeners. */
  start(volume: number): void {
    const m = this.media;
    m.controls = false;
    m.volume = volume;
    const on = <K extends keyof HTMLMediaElementEventMap>(type: K, fn: (e: HTMLMediaElementEventMap[K]) => void) => {
      m.addEventListener(type, fn);
      this.#stops.push(() => m.removeEventListener(type, fn));
    };
    on('play', () => this.#playing(true));
    on('pause', () => this.#playing(false));
    on('ended', () => this.#playing(false));
    for (const type of ['loadedmetadata', 'durationchange', 'seeked', 'volumechange'] as const)
      on(type, () => this.render());
    on('click', () => this.#tap());
    on('pointerdown', (e) => {
      this.#touch = e.pointerType === 'touch';
    });
    // A `<source>`'s error does not bubble; it passes the media in the capture phase.
    const onError = (e: Event): void => {
      if (nothingLeftToPlay(m, e)) this.fail();
    };
    m.addEventListener('error', onError, true);
    this.#stops.push(() => m.removeEventListener('error', onError, true));
    this.#stops.push(this.#captions.listen());
    const listen = <K extends keyof HTMLElementEventMap>(
      target: HTMLElement | Document,
      type: K,
      fn: (e: HTMLElementEventMap[K]) => void,
    ) => {
      target.addEventListener(type, fn as EventListener);
      this.#stops.push(() => target.removeEventListener(type, fn as EventListener));
    };
    listen(this.host, 'keydown', (e) => this.#key(e));
    listen(this.host, 'focusin', () => {
      this.#focusInside = true;
      this.#show();
    });
    listen(this.host, 'focusout', (e) => {
      if (e.relatedTarget instanceof Node && this.host.contains(e.relatedTarget)) return;
      this.#focusInside = false;
      this.#show(MEDIA.controlsTimeoutDefault);
    });
    listen(this.host, 'pointermove', (e) => {
      if (e.pointerType === 'mouse') this.#show(MEDIA.controlsTimeoutMouseEnter);
    });
    listen(this.host, 'pointerleave', (e) => {
      if (e.pointerType === 'mouse') this.#show(MEDIA.controlsTimeoutMouseLeave);
    });
    listen(document, 'fullscreenchange', () => this.render());
    listen(document, 'webkitfullscreenchange' as keyof HTMLElementEventMap, () => this.render());
    const narrow = debounce(MEDIA.resizeDelay, () => {
      this.#bar.toggleAttribute('data-narrow', this.host.clientWidth < MEDIA.narrowWidth);
    });
    this.#stops.push(observeSize(this.host, narrow), narrow.cancel);
    this.#captions.sync();
    this.checkSources();
    this.#playing(!m.paused);
  }

  stop(): void {
    for (const stop of this.#stops.splice(0)) stop();
    this.#hide.cancel();
    clearInterval(this.#ticker);
    this.media.controls = this.#hadControls;
  }

  togglePlay(): void {
    const m = this.media;
    if (!m.paused && !m.ended) {
      m.pause();
      return;
    }
    try {
      m.play()?.catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'NotSupportedError') this.fail();
      });
    } catch {
      this.fail();
    }
  }

  toggleFullscreen(): void {
    const doc = document as Prefixed;
    const host = this.host as PrefixedElement;
    if ((doc.fullscreenElement ?? doc.webkitFullscreenElement) === host) {
      if (doc.exitFullscreen) void doc.exitFullscreen().catch(() => {});
      else doc.webkitExitFullscreen?.();
    } else if (host.requestFullscreen) void host.requestFullscreen().catch(() => {});
    else if (host.webkitRequestFullscreen) host.webkitRequestFullscreen();
    // iPhone: only the video itself goes fullscreen, with the system's controls and its captions.
    else (this.media as PrefixedElement).webkitEnterFullscreen?.();
  }

  /** Before anything is requested: when every source has a type the browser cannot play, the cannot-play box. */
  checkSources(): void {
    if (anyPlayable(sourcesOf(this.media), (t) => this.media.canPlayType(t)) === false) this.fail();
  }

  /** "No renderer found" and a download link per source, announced; the controls go. */
  fail(): void {
    if (this.#failed) return;
    this.#failed = true;
    const sources = sourcesOf(this.media);
    this.#fallback.replaceChildren(...cannotPlay(this.text(), this.#isVideo, sources));
    this.#bar.hidden = true;
    this.host.dataset.state = 'cannot-play';
    this.onFail(sources.map((s) => s.src));
  }

  get failed(): boolean {
    return this.#failed;
  }

  #playing(playing: boolean): void {
    clearInterval(this.#ticker);
    this.#ticker = undefined;
    if (playing) {
      this.#ticker = setInterval(() => this.render(), MEDIA.timeUpdateInterval);
      this.#show(MEDIA.controlsTimeoutDefault);
    } else this.#show();
    this.render();
  }

  /** Shows the controls; with `ms`, hides them that long after, if the media still plays and focus is not in them. */
  #show(ms?: number): void {
    this.#bar.removeAttribute('data-hidden');
    this.host.removeAttribute('data-idle');
    if (ms === undefined) this.#hide.cancel();
    else this.#hide.start(ms, () => this.#maybeHide());
  }

  #maybeHide(): void {
    const m = this.media;
    if (!this.#isVideo || m.paused || m.ended || this.#focusInside) return;
    this.#bar.setAttribute('data-hidden', '');
    this.host.setAttribute('data-idle', '');
  }

  /** A click on the video plays or pauses; on touch, a first tap on hidden controls only shows them. */
  #tap(): void {
    if (this.#touch && this.#bar.hasAttribute('data-hidden')) this.#show(MEDIA.controlsTimeoutDefault);
    else this.togglePlay();
  }

  #key(e: KeyboardEvent): void {
    if (e.altKey || e.ctrlKey || e.metaKey || this.#failed) return;
    const target = e.composedPath()[0];
    const onSeek = target === this.#seek;
    const onVolume = target === this.#volume;
    const onButton = target instanceof HTMLButtonElement;
    const m = this.media;
    const seek = (steps: number): void => {
      m.currentTime = seekTarget(m.currentTime, m.duration, steps);
    };
    const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
    switch (key) {
      case 'ArrowLeft':
      case 'ArrowRight':
        if (onVolume) return;
        seek(key === 'ArrowLeft' ? -1 : 1);
        break;
      case 'ArrowUp':
      case 'ArrowDown': {
        if (onVolume) return;
        const sign = key === 'ArrowDown' ? -1 : 1;
        if (onSeek) seek(sign);
        else {
          m.volume = Math.min(1, Math.max(0, Math.round((m.volume + sign * MEDIA.volumeStep) * 100) / 100));
          m.muted = false;
        }
        break;
      }
      case 'Home':
      case 'End':
        if (!onSeek) return;
        m.currentTime = key === 'Home' ? 0 : m.duration || 0;
        break;
      case ' ':
      case 'k':
        if (onButton && key === ' ') return;
        this.togglePlay();
        break;
      case 'm':
        m.muted = !m.muted;
        break;
      case 'c':
        if (this.#captions.button.hidden) return;
        this.#captions.toggle();
        break;
      case 'f':
        if (!this.#isVideo) return;
        this.toggleFullscreen();
        break;
      default:
        return;
    }
    e.preventDefault();
    this.render();
  }

  /** Everything the controls show, from the media's state. */
  render(): void {
    const t = this.text();
    const m = this.media;
    const kind = this.#isVideo ? t.videoPlayer : t.audioPlayer;
    const label = this.label();
    this.#bar.setAttribute('aria-label', label ? fillMessage(t.playerOf, { kind, label }) : kind);
    const playing = !m.paused && !m.ended;
    this.#play.setAttribute('aria-label', playing ? t.pause : t.play);
    setIcon(this.#play, playing ? ICONS.pause : ICONS.play);
    const duration = Number.isFinite(m.duration) ? m.duration : 0;
    const current = formatTime(m.currentTime);
    const total = formatTime(duration);
    this.#seek.max = String(duration);
    this.#seek.disabled = !duration;
    this.#seek.value = String(Math.min(m.currentTime, duration));
    this.#seek.setAttribute('aria-label', t.seek);
    this.#seek.setAttribute('aria-valuetext', fillMessage(t.timeOf, { current, duration: total }));
    this.#time.textContent = `${current} / ${total}`;
    this.#mute.setAttribute('aria-label', t.mute);
    this.#mute.setAttribute('aria-pressed', String(m.muted));
    setIcon(this.#mute, m.muted ? ICONS.muted : ICONS.mute);
    this.#volume.setAttribute('aria-label', t.volume);
    this.#volume.value = String(m.muted ? 0 : m.volume);
    this.#captions.button.setAttribute('aria-label', t.captions);
    this.#captions.button.setAttribute('aria-pressed', String(this.#captions.on));
    this.#full.setAttribute('aria-label', t.fullscreen);
    const doc = document as Prefixed;
    this.#full.setAttribute(
      'aria-pressed',
      String((doc.fullscreenElement ?? doc.webkitFullscreenElement) === this.host),
    );
  }
}
