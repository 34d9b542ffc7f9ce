/**
 * `<pb-media>`'s pure part (CCH §1, §8, §9): video-sharing addresses and their privacy-friendly embed URLs, what a
 * source's type is and whether any source can play, time text, and the keyboard's seek step. No DOM.
 */
import { MEDIA } from '../constants/media.js';

export type Provider = 'youtube' | 'vimeo';

export interface Embed {
  provider: Provider;
  id: string;
  /** Where to start, in whole seconds (0: the beginning). */
  start: number;
  /** The query parameters of the address that the embed keeps (a playlist, an unlisted video's hash...). */
  keep: [string, string][];
}

const YOUTUBE_HOST = /^(?:www\.|m\.|music\.)?(?:youtube\.com|youtube-nocookie\.com)$/;
const YOUTUBE_PATH = /^\/(?:embed|shorts|live|v)\/([\w-]{11})(?:[/?#]|$)/;
const YOUTUBE_ID = /^[\w-]{11}$/;
/** Parameters of a YouTube address the player honours and the embed passes on. */
const YOUTUBE_KEEP = ['list', 'rel', 'cc_load_policy', 'cc_lang_pref', 'hl', 'loop', 'playlist', 'end', 'color'];

/** `90`, `90s`, `1m30s`, `1h2m3s` in whole seconds; 0 when it is none of those. */
export function parseStart(value: string | null | undefined): number {
  const m = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value ?? '');
  if (!m || !value) return 0;
  return Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
}

/** The video-sharing video an address names, or null: YouTube (watch, youtu.be, embed, shorts, live) or Vimeo. */
export function parseEmbed(address: string): Embed | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const q = url.searchParams;
  const start = parseStart(q.get('t') ?? q.get('start') ?? new URLSearchParams(url.hash.slice(1)).get('t'));
  if (YOUTUBE_HOST.test(host) || host === 'youtu.be') {
    const id =
      host === 'youtu.be'
        ? url.pathname.slice(1).split('/')[0]
        : url.pathname === '/watch'
          ? (q.get('v') ?? '')
          : (YOUTUBE_PATH.exec(url.pathname)?.[1] ?? '');
    if (!YOUTUBE_ID.test(id ?? '')) return null;
    const keep = [...q].filter(([k]) => YOUTUBE_KEEP.includes(k));
    return { provider: 'youtube', id: id as string, start, keep };
  }
  if (host === 'vimeo.com' || host === 'www.vimeo.com' || host === 'player.vimeo.com') {
    // vimeo.com/76979871, vimeo.com/76979871/abc123 (unlisted), vimeo.com/channels/x/76979871, player.vimeo.com/video/…
    const parts = url.pathname.split('/').filter(Boolean);
    const at = parts.findIndex((p) => /^\d+$/.test(p));
    if (at < 0) return null;
    const hash = q.get('h') ?? (parts[at + 1] && /^[\da-f]+$/i.test(parts[at + 1] as string) ? parts[at + 1] : '');
    return { provider: 'vimeo', id: parts[at] as string, start, keep: hash ? [['h', hash as string]] : [] };
  }
  return null;
}

/**
 * The embed's frame address on the privacy-friendly host, asked to play at once: it loads only after the visitor's
 * click (and consent), so the click is the request to play. `muted` for a touch tap: mobile browsers let a frame
 * start on its own only muted, and one tap must be enough (lite-youtube-embed#6); the visitor unmutes in the player.
 */
export function embedUrl(embed: Embed, { muted = false } = {}): string {
  const params = new URLSearchParams(embed.keep);
  params.set('autoplay', '1');
  if (embed.provider === 'youtube') {
    params.set('playsinline', '1');
    if (embed.start) params.set('start', String(embed.start));
    if (muted) params.set('mute', '1');
    return `${MEDIA.youtubeEmbed}${embed.id}?${params}`;
  }
  params.set('dnt', '1');
  params.set('playsinline', '1');
  if (muted) params.set('muted', '1');
  return `${MEDIA.vimeoEmbed}${embed.id}?${params}${embed.start ? `#t=${embed.start}s` : ''}`;
}

/** The provider's name, as a visitor knows it. */
export const providerName = (p: Provider): string => (p === 'youtube' ? 'YouTube' : 'Vimeo');

/** MIME types by file extension, for a `<source>` written without `type`. */
const TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  ogv: 'video/ogg',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg; codecs=opus',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  wav: 'audio/wav',
  flac: 'audio/flac',
  m3u8: 'application/vnd.apple.mpegurl',
  mpd: 'application/dash+xml',
};

/** A source's file extension, lower case, from its path ('' when it has none). */
export const extensionOf = (src: string): string =>
  /\.([a-z\d]{2,5})$/i.exec(src.split(/[?#]/)[0] ?? '')?.[1]?.toLowerCase() ?? '';

/** A source's type: its `type` attribute, else from its extension; '' when unknown (the browser must try it). */
export const typeOf = (src: string, type?: string | null): string => type?.trim() || TYPES[extensionOf(src)] || '';

/** `HLS` or `DASH` for an adaptive stream's type, else ''. */
export function streamOf(type: string): '' | 'HLS' | 'DASH' {
  const t = type.toLowerCase().split(';')[0]?.trim();
  if (t === 'application/vnd.apple.mpegurl' || t === 'application/x-mpegurl' || t === 'audio/mpegurl') return 'HLS';
  if (t === 'application/dash+xml') return 'DASH';
  return '';
}

export interface SourceInfo {
  src: string;
  /** '' when neither written nor known from the extension. */
  type: string;
}

/**
 * Whether any source can play, from the browser's `canPlayType`: false only when every source has a known type that
 * the browser answers '' for (then nothing is even requested); true when one answers "maybe" or "probably"; undefined
 * when that is not known before trying (a source without a known type).
 */
export function anyPlayable(sources: readonly SourceInfo[], canPlay: (type: string) => string): boolean | undefined {
  if (!sources.length) return false;
  if (sources.some((s) => s.type && canPlay(s.type) !== '')) return true;
  return sources.every((s) => s.type) ? false : undefined;
}

/** A download link's format label: `WebM`, `MP4`, `HLS`… from the type or the extension. */
export function formatLabel({ src, type }: SourceInfo): string {
  const stream = streamOf(type);
  if (stream) return stream;
  const ext = extensionOf(src);
  const names: Record<string, string> = {
    webm: 'WebM',
    ogg: 'Ogg',
    ogv: 'Ogg',
    oga: 'Ogg',
    opus: 'Opus',
    flac: 'FLAC',
  };
  return names[ext] ?? (ext.toUpperCase() || type.split('/')[1]?.split(';')[0]?.toUpperCase() || '');
}

/** `m:ss`, or `h:mm:ss` from an hour on; 0:00 for what is not a time yet (NaN, Infinity for a live stream). */
export function formatTime(seconds: number): string {
  const s = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** Where `steps` keyboard seek steps (5% of the duration each, negative backwards) land, within the media. */
export function seekTarget(current: number, duration: number, steps: number): number {
  if (!Number.isFinite(duration) || duration <= 0) return current;
  return Math.min(duration, Math.max(0, current + steps * MEDIA.seekStep * duration));
}

/** A cue's text as plain text: WebVTT's tags (`<v Anouk>`, `<i>`) dropped, entities left to the text node. */
export const cueText = (text: string): string =>
  text
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0');
