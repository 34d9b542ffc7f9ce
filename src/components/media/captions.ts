/**
 * The player's captions: the media's caption and subtitle `<track>`s, drawn by the player itself (in a part of its
 * own, the same in every engine and in fullscreen) instead of by the browser, and the button that turns them on.
 */
import { cueText } from '../../core/media/index.js';
import { button, ICONS } from './icons.js';

const isCaptions = (t: TextTrack): boolean => t.kind === 'captions' || t.kind === 'subtitles';

export class Captions {
  readonly button: HTMLButtonElement;
  /** Where the active cues are drawn. */
  readonly cues = document.createElement('div');
  #track: TextTrack | null = null;
  #on = false;

  /** `render`: the player's, called whenever what the button shows may have changed. */
  constructor(
    readonly media: HTMLMediaElement,
    readonly render: () => void,
  ) {
    this.button = button('captions-button', ICONS.captions, () => this.toggle());
    this.cues.setAttribute('part', 'captions-text');
  }

  get on(): boolean {
    return this.#on;
  }

  toggle(): void {
    this.#on = !this.#on;
    if (this.#on && !this.#track) this.#track = this.#pick();
    this.#apply();
  }

  /** Follows the media's track list (tracks added, a mode changed by script) until the returned function is called. */
  listen(): () => void {
    const tracks = this.media.textTracks;
    const sync = (): void => this.sync();
    tracks.addEventListener('addtrack', sync);
    tracks.addEventListener('change', sync);
    return () => {
      tracks.removeEventListener('addtrack', sync);
      tracks.removeEventListener('change', sync);
    };
  }

  /** The caption and subtitle tracks; a track the browser shows itself (`default`) is taken over and drawn here. */
  sync(): void {
    const tracks = [...this.media.textTracks].filter(isCaptions);
    for (const track of tracks) {
      if (track.mode === 'showing') {
        this.#track = track;
        this.#on = true;
      }
      if (!(track as TextTrack & { pbListened?: boolean }).pbListened) {
        (track as TextTrack & { pbListened?: boolean }).pbListened = true;
        track.addEventListener('cuechange', () => {
          if (track === this.#track) this.#renderCues();
        });
      }
    }
    this.button.hidden = !tracks.length;
    this.#apply();
  }

  /** The track in the page's language, else the one marked `default`, else the first. */
  #pick(): TextTrack | null {
    const tracks = [...this.media.textTracks].filter(isCaptions);
    const lang = document.documentElement.lang.toLowerCase().split('-')[0];
    const els = [...this.media.querySelectorAll('track')];
    return (
      tracks.find((t) => lang && t.language.toLowerCase().split('-')[0] === lang) ??
      tracks.find((t) => els.find((el) => el.track === t)?.default) ??
      tracks[0] ??
      null
    );
  }

  #apply(): void {
    for (const track of [...this.media.textTracks].filter(isCaptions)) {
      const mode = this.#on && track === this.#track ? 'hidden' : 'disabled';
      if (track.mode !== mode) track.mode = mode;
    }
    this.#renderCues();
    this.render();
  }

  #renderCues(): void {
    const cues = this.#on && this.#track?.activeCues ? [...this.#track.activeCues] : [];
    const lines = cues.flatMap((cue) => cueText((cue as VTTCue).text ?? '').split('\n'));
    this.cues.replaceChildren(
      ...lines.flatMap((line, i) => {
        const span = document.createElement('span');
        span.textContent = line;
        return i ? [document.createElement('br'), span] : [span];
      }),
    );
  }
}
