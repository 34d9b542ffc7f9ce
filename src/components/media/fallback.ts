/**
 * When no source can play (CCH §9): "No renderer found", why, and a download link per source, in place of the
 * controls. Decided before anything is requested when every source has a type the browser cannot play, or when
 * the browser's own attempt has failed.
 */
import { fillMessage } from '../../core/config/index.js';
import { formatLabel, type SourceInfo, streamOf, typeOf } from '../../core/media/index.js';
import type { MediaMessages } from './props.js';

/** The sources a media element would try, in order, with their known types. */
export function sourcesOf(media: HTMLMediaElement): SourceInfo[] {
  const own = media.getAttribute('src');
  const list = own ? [own] : [...media.querySelectorAll('source')].map((s) => s.getAttribute('src') ?? '');
  const types = own ? [null] : [...media.querySelectorAll('source')].map((s) => s.getAttribute('type'));
  return list.flatMap((src, i) => (src ? [{ src, type: typeOf(src, types[i]) }] : []));
}

/** Whether an `error` seen on the media (a `<source>`'s, in the capture phase) leaves the browser nothing to try. */
export function nothingLeftToPlay(media: HTMLMediaElement, e: Event): boolean {
  const target = e.target as Element;
  if (target === media) {
    const code = media.error?.code;
    return code === MediaError.MEDIA_ERR_SRC_NOT_SUPPORTED || code === MediaError.MEDIA_ERR_DECODE;
  }
  // The last <source> failed: the browser has nothing left to try.
  const sources = [...media.querySelectorAll('source')];
  return target.localName === 'source' && sources.at(-1) === target;
}

/** The cannot-play box's content for `sources`, in the words of `t`. */
export function cannotPlay(t: MediaMessages, video: boolean, sources: SourceInfo[]): HTMLElement[] {
  const kind = video ? t.video : t.audio;
  const stream = sources.length && sources.every((s) => streamOf(s.type)) ? streamOf(sources[0]?.type ?? '') : '';
  const title = document.createElement('p');
  const strong = document.createElement('strong');
  strong.textContent = t.noRenderer;
  title.append(strong);
  const why = document.createElement('p');
  why.textContent = fillMessage(stream ? t.cannotPlayStream : t.cannotPlay, { kind, stream });
  const list = document.createElement('ul');
  for (const source of sources) {
    const a = document.createElement('a');
    a.href = source.src;
    a.download = '';
    a.textContent = fillMessage(t.download, { kind, format: formatLabel(source) });
    const li = document.createElement('li');
    li.append(a);
    list.append(li);
  }
  return [title, why, ...(sources.length ? [list] : [])];
}
