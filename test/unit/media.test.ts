/** core/media: video-sharing addresses, embed URLs, source types, time text and the seek step (CCH §9). */
import { expect } from '@open-wc/testing';
import {
  anyPlayable,
  cueText,
  embedUrl,
  formatLabel,
  formatTime,
  parseEmbed,
  parseStart,
  seekTarget,
  streamOf,
  typeOf,
} from '../../src/core/media/index.js';

describe('core/media', () => {
  it('reads YouTube and Vimeo addresses, and nothing else', () => {
    const id = 'dQw4w9WgXcQ';
    for (const url of [
      `https://www.youtube.com/watch?v=${id}`,
      `https://youtube.com/watch?feature=share&v=${id}`,
      `https://m.youtube.com/watch?v=${id}`,
      `https://youtu.be/${id}`,
      `https://www.youtube.com/embed/${id}`,
      `https://www.youtube-nocookie.com/embed/${id}`,
      `https://www.youtube.com/shorts/${id}`,
    ])
      expect(parseEmbed(url), url).to.include({ provider: 'youtube', id });
    expect(parseEmbed('https://vimeo.com/76979871')).to.include({ provider: 'vimeo', id: '76979871' });
    expect(parseEmbed('https://player.vimeo.com/video/76979871?h=abc123')?.keep).to.deep.equal([['h', 'abc123']]);
    expect(parseEmbed('https://vimeo.com/76979871/abc123')?.keep).to.deep.equal([['h', 'abc123']]);
    for (const bad of [
      'https://example.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=short',
      'javascript:alert(1)',
      'not a url',
      'https://vimeo.com/about',
      '',
    ])
      expect(parseEmbed(bad), bad).to.equal(null);
  });

  it('reads start times', () => {
    expect(parseStart('90')).to.equal(90);
    expect(parseStart('90s')).to.equal(90);
    expect(parseStart('1m5s')).to.equal(65);
    expect(parseStart('1h2m3s')).to.equal(3723);
    expect(parseStart('soon')).to.equal(0);
    expect(parseEmbed('https://youtu.be/dQw4w9WgXcQ?t=42')?.start).to.equal(42);
    expect(parseEmbed('https://vimeo.com/76979871#t=30s')?.start).to.equal(30);
  });

  it('builds the privacy-friendly embed URL, asked to play; muted for a touch tap', () => {
    const yt = parseEmbed('https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PL1&si=track')!;
    expect(embedUrl(yt)).to.equal(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?list=PL1&autoplay=1&playsinline=1',
    );
    expect(embedUrl(yt, { muted: true })).to.contain('mute=1');
    const vimeo = parseEmbed('https://vimeo.com/76979871/abc123#t=30s')!;
    expect(embedUrl(vimeo)).to.equal(
      'https://player.vimeo.com/video/76979871?h=abc123&autoplay=1&dnt=1&playsinline=1#t=30s',
    );
    expect(embedUrl(vimeo, { muted: true })).to.contain('muted=1');
  });

  it('knows source types, streams and format labels', () => {
    expect(typeOf('/a/clip.webm')).to.equal('video/webm');
    expect(typeOf('/a/clip.MP4?x=1')).to.equal('video/mp4');
    expect(typeOf('/a/clip', 'video/ogg')).to.equal('video/ogg');
    expect(typeOf('/a/clip')).to.equal('');
    expect(streamOf(typeOf('/live/index.m3u8'))).to.equal('HLS');
    expect(streamOf('application/x-mpegURL')).to.equal('HLS');
    expect(streamOf(typeOf('/live/manifest.mpd'))).to.equal('DASH');
    expect(streamOf('video/mp4')).to.equal('');
    expect(formatLabel({ src: '/a.webm', type: 'video/webm' })).to.equal('WebM');
    expect(formatLabel({ src: '/a.mp3', type: 'audio/mpeg' })).to.equal('MP3');
    expect(formatLabel({ src: '/a.m3u8', type: 'application/vnd.apple.mpegurl' })).to.equal('HLS');
  });

  it('decides whether any source can play before trying, where the types tell', () => {
    const can = (t: string) => (t === 'video/webm' ? 'maybe' : '');
    expect(anyPlayable([{ src: 'a.mkv', type: 'video/x-matroska' }], can)).to.equal(false);
    expect(
      anyPlayable(
        [
          { src: 'a.mkv', type: 'video/x-matroska' },
          { src: 'b.webm', type: 'video/webm' },
        ],
        can,
      ),
    ).to.equal(true);
    expect(anyPlayable([{ src: 'a', type: '' }], can)).to.equal(undefined);
    expect(anyPlayable([], can)).to.equal(false);
  });

  it('writes times and seeks 5% of the duration per step, within the media', () => {
    expect(formatTime(0)).to.equal('0:00');
    expect(formatTime(65.9)).to.equal('1:05');
    expect(formatTime(3723)).to.equal('1:02:03');
    expect(formatTime(Number.NaN)).to.equal('0:00');
    expect(formatTime(Number.POSITIVE_INFINITY)).to.equal('0:00');
    expect(seekTarget(50, 200, 1)).to.equal(60);
    expect(seekTarget(5, 200, -1)).to.equal(0);
    expect(seekTarget(195, 200, 1)).to.equal(200);
    expect(seekTarget(5, Number.NaN, 1)).to.equal(5);
  });

  it('turns a cue into plain text', () => {
    expect(cueText('<v Anouk>Mixed &amp; <i>fired</i></v>')).to.equal('Mixed & fired');
  });
});
