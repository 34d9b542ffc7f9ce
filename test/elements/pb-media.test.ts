/**
 * `<pb-media>` around a native `<video>` or `<audio>` (CCH §1, §8, §9): the bundled player's defaults on the
 * element's own controls, captions from `<track>`, fullscreen, and the cannot-play box. `play` and `pause` are
 * stubbed where a test needs playback, and `duration` and `currentTime` set, so nothing depends on decoding.
 */
import { expect, fixture, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/pb-media.js';
import type { PbMedia } from '../../elements/pb-media.js';
import { MEDIA } from '../../src/core/constants/media.js';
import { resetWarnings } from '../../src/core/log/index.js';
import { CSS_REDUCED_MOTION, itExceptIn } from '../helpers/engines.js';
import { specClock } from '../helpers/index.js';

const CLIP = '/demo/pages/demo-assets/clip-throwing.webm';
const POSTER = '/demo/pages/demo-assets/clip-throwing-poster.webp';
const VTT = '/demo/pages/demo-assets/clip-throwing.vtt';

async function make(inner = '', attrs = 'label="Throwing a mug"') {
  const el = await fixture<PbMedia>(
    `<pb-media ${attrs} style="width: 640px">${
      inner ||
      `<video controls preload="none" poster="${POSTER}">
        <source src="${CLIP}" type="video/webm">
        <track kind="captions" src="${VTT}" srclang="en" label="English">
      </video>`
    }</pb-media>`,
  );
  return { el, media: el.querySelector('video, audio') as HTMLMediaElement };
}

const part = <T extends HTMLElement>(el: PbMedia, name: string) =>
  el.shadowRoot?.querySelector(`[part~="${name}"]`) as T;

/** Gives the media a duration and a time, as loaded metadata and playback would. */
function timeline(media: HTMLMediaElement, duration: number, at = 0) {
  let now = at;
  Object.defineProperty(media, 'duration', { value: duration, configurable: true });
  Object.defineProperty(media, 'currentTime', {
    configurable: true,
    get: () => now,
    set: (v: number) => {
      now = v;
    },
  });
  media.dispatchEvent(new Event('durationchange'));
  return { set: (v: number) => (now = v), get: () => now };
}

/** play() and pause() recorded; `paused` follows them and the events fire. */
function stubPlayback() {
  const playing = new WeakSet<HTMLMediaElement>();
  const proto = HTMLMediaElement.prototype;
  const play = sinon.stub(proto, 'play').callsFake(function (this: HTMLMediaElement) {
    playing.add(this);
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  const pause = sinon.stub(proto, 'pause').callsFake(function (this: HTMLMediaElement) {
    playing.delete(this);
    this.dispatchEvent(new Event('pause'));
  });
  sinon.stub(proto, 'paused').get(function (this: HTMLMediaElement) {
    return !playing.has(this);
  });
  return { play, pause };
}

describe('<pb-media> player', () => {
  let warn: sinon.SinonStub;
  beforeEach(() => {
    resetWarnings();
    warn = sinon.stub(console, 'warn');
  });
  afterEach(() => sinon.restore());

  it('is accessible', async () => {
    const { el } = await make();
    await expect(el).to.be.accessible();
  });

  it('starts at volume 0.8, with its own named controls in place of the native ones', async () => {
    const { el, media } = await make();
    expect(media.volume).to.equal(MEDIA.startVolume);
    expect(media.controls).to.equal(false);
    expect(part(el, 'controls').getAttribute('aria-label')).to.equal('Video player: Throwing a mug');
    expect(part(el, 'play-button').getAttribute('aria-label')).to.equal('Play');
    expect(part(el, 'captions-button').hidden).to.equal(false);
    expect(part(el, 'fullscreen-button').hidden).to.equal(false);
    el.remove();
    await new Promise((r) => setTimeout(r, 0));
    expect(media.controls, 'native controls back once it has left').to.equal(true);
  });

  it('takes a start volume from volume, and warns about one out of range', async () => {
    const { media } = await make('', 'volume="0.3"');
    expect(media.volume).to.be.closeTo(0.3, 1e-6);
    const bad = await make('', 'volume="3"');
    expect(bad.media.volume).to.equal(0.8);
    expect(warn.args.flat().join(' ')).to.match(/pb-media.*volume/);
  });

  it('seeks 5% of the duration per arrow key, from the seek bar and the other controls', async () => {
    const { el, media } = await make();
    const t = timeline(media, 200, 100);
    part(el, 'seek').focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(t.get()).to.equal(110);
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'ArrowLeft' });
    expect(t.get()).to.equal(90);
    await sendKeys({ press: 'ArrowUp' });
    expect(t.get()).to.equal(100);
    await sendKeys({ press: 'End' });
    expect(t.get()).to.equal(200);
    await sendKeys({ press: 'Home' });
    expect(t.get()).to.equal(0);
    await sendKeys({ press: 'ArrowLeft' });
    expect(t.get(), 'not before the start').to.equal(0);
    part(el, 'play-button').focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(t.get()).to.equal(10);
    expect(part(el, 'seek').getAttribute('aria-valuetext')).to.equal('0:10 of 3:20');
  });

  it('plays and pauses with the button, Space and K; M mutes; up and down change the volume', async () => {
    const { play, pause } = stubPlayback();
    const { el, media } = await make();
    timeline(media, 60);
    part(el, 'play-button').click();
    expect(play.callCount).to.equal(1);
    expect(part(el, 'play-button').getAttribute('aria-label')).to.equal('Pause');
    part(el, 'seek').focus();
    await sendKeys({ press: 'Space' });
    expect(pause.callCount).to.equal(1);
    await sendKeys({ press: 'k' });
    expect(play.callCount).to.equal(2);
    await sendKeys({ press: 'm' });
    expect(media.muted).to.equal(true);
    expect(part(el, 'mute-button').getAttribute('aria-pressed')).to.equal('true');
    part(el, 'mute-button').focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(media.volume).to.be.closeTo(0.7, 1e-6);
    expect(media.muted).to.equal(false);
  });

  it('hides a playing video’s controls after 1500 ms, 2500 ms after the mouse moved, 1000 ms after it left', async () => {
    stubPlayback();
    const { el, media } = await make();
    const clock = specClock();
    const bar = part(el, 'controls');
    await media.play();
    clock.tick(MEDIA.controlsTimeoutDefault - 1);
    expect(bar.hasAttribute('data-hidden')).to.equal(false);
    clock.tick(1);
    expect(bar.hasAttribute('data-hidden')).to.equal(true);
    el.dispatchEvent(new PointerEvent('pointermove', { pointerType: 'mouse', bubbles: true }));
    expect(bar.hasAttribute('data-hidden')).to.equal(false);
    clock.tick(MEDIA.controlsTimeoutMouseEnter - 1);
    expect(bar.hasAttribute('data-hidden')).to.equal(false);
    clock.tick(1);
    expect(bar.hasAttribute('data-hidden')).to.equal(true);
    el.dispatchEvent(new PointerEvent('pointermove', { pointerType: 'mouse', bubbles: true }));
    el.dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse' }));
    clock.tick(MEDIA.controlsTimeoutMouseLeave - 1);
    expect(bar.hasAttribute('data-hidden')).to.equal(false);
    clock.tick(1);
    expect(bar.hasAttribute('data-hidden')).to.equal(true);
    // Keyboard focus inside keeps them; paused keeps them.
    part(el, 'play-button').focus();
    clock.tick(10_000);
    expect(bar.hasAttribute('data-hidden')).to.equal(false);
    part(el, 'play-button').blur();
    media.pause();
    clock.tick(10_000);
    expect(bar.hasAttribute('data-hidden')).to.equal(false);
    clock.restore();
  });

  itExceptIn(
    { firefox: CSS_REDUCED_MOTION, webkit: CSS_REDUCED_MOTION },
    'with reduced motion the controls appear and go without a fade',
    async () => {
      const { el } = await make();
      expect(getComputedStyle(part(el, 'controls')).transitionDuration).to.equal('0.2s');
      await emulateMedia({ reducedMotion: 'reduce' });
      try {
        expect(getComputedStyle(part(el, 'controls')).transitionDuration).to.equal('0s');
      } finally {
        await emulateMedia({ reducedMotion: 'no-preference' });
      }
    },
  );

  it('never hides an audio player’s controls', async () => {
    stubPlayback();
    const { el, media } = await make(`<audio controls src="/demo/pages/demo-assets/interview-anouk.wav"></audio>`);
    const clock = specClock();
    await media.play();
    clock.tick(5000);
    expect(part(el, 'controls').hasAttribute('data-hidden')).to.equal(false);
    expect(part(el, 'fullscreen-button').hidden).to.equal(true);
    expect(part(el, 'controls').getAttribute('aria-label')).to.equal('Audio player: Throwing a mug');
    clock.restore();
  });

  it('updates the time every 250 ms while playing', async () => {
    stubPlayback();
    const { el, media } = await make();
    const clock = specClock();
    const t = timeline(media, 90, 0);
    await media.play();
    t.set(12);
    clock.tick(MEDIA.timeUpdateInterval - 1);
    expect(part(el, 'time').textContent).to.equal('0:00 / 1:30');
    clock.tick(1);
    expect(part(el, 'time').textContent).to.equal('0:12 / 1:30');
    media.pause();
    t.set(20);
    clock.tick(1000);
    expect(part(el, 'time').textContent, 'no ticks while paused').to.equal('0:12 / 1:30');
    clock.restore();
  });

  it('drops the volume slider below 420 px, read 50 ms after a resize', async () => {
    const { el } = await make();
    await waitUntil(() => !part(el, 'controls').hasAttribute('data-narrow'));
    const clock = specClock();
    el.style.width = '360px';
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    clock.tick(MEDIA.resizeDelay - 1);
    expect(part(el, 'controls').hasAttribute('data-narrow')).to.equal(false);
    clock.tick(1);
    expect(part(el, 'controls').hasAttribute('data-narrow')).to.equal(true);
    expect(getComputedStyle(part(el, 'volume')).display).to.equal('none');
    clock.restore();
  });

  it('has a captions toggle reachable by Tab that shows the track’s cues', async () => {
    const { el, media } = await make();
    part(el, 'play-button').focus();
    const seen: string[] = [];
    for (let i = 0; i < 6; i++) {
      await sendKeys({ press: 'Tab' });
      seen.push(el.shadowRoot?.activeElement?.getAttribute('part') ?? '');
    }
    expect(seen).to.include('captions-button');
    const toggle = part<HTMLButtonElement>(el, 'captions-button');
    expect(toggle.getAttribute('aria-pressed')).to.equal('false');
    toggle.click();
    const track = media.textTracks[0] as TextTrack;
    expect(toggle.getAttribute('aria-pressed')).to.equal('true');
    expect(track.mode, 'drawn by the element, not the browser').to.equal('hidden');
    const cue = new VTTCue(0, 2, '<v Anouk>Centring the clay.');
    sinon.stub(track, 'activeCues').get(() => [cue]);
    track.dispatchEvent(new Event('cuechange'));
    expect(part(el, 'captions-text').textContent).to.equal('Centring the clay.');
    await sendKeys({ press: 'c' });
    expect(track.mode).to.equal('disabled');
    expect(part(el, 'captions-text').textContent).to.equal('');
  });

  it('goes fullscreen as a whole from the button and the F key', async () => {
    const { el } = await make();
    const request = sinon.stub(el, 'requestFullscreen').resolves();
    part(el, 'fullscreen-button').click();
    expect(request.callCount).to.equal(1);
    part(el, 'play-button').focus();
    await sendKeys({ press: 'f' });
    expect(request.callCount).to.equal(2);
    part(el, 'fullscreen-button').dispatchEvent(
      new PointerEvent('pointerdown', { pointerType: 'touch', bubbles: true }),
    );
    part(el, 'fullscreen-button').click();
    expect(request.callCount).to.equal(3);
  });

  it('when no source’s type can play: "No renderer found", announced, a download link per source, nothing requested', async () => {
    const errors: string[][] = [];
    document.addEventListener('pb-media-error', (e) => errors.push((e as CustomEvent).detail.sources), { once: true });
    const a = '/test/fixtures/none/a.mkv?t=1';
    const b = '/test/fixtures/none/b.xyz?t=1';
    const { el } = await make(`<video controls><source src="${a}" type="video/x-matroska; codecs=none">
      <source src="${b}" type="video/x-none"></video>`);
    const box = part(el, 'fallback');
    expect(box.getAttribute('role')).to.equal('alert');
    expect(box.querySelector('strong')?.textContent).to.equal('No renderer found');
    const links = [...box.querySelectorAll('a')];
    expect(links.map((l) => l.getAttribute('href'))).to.deep.equal([a, b]);
    expect(links.every((l) => l.hasAttribute('download'))).to.equal(true);
    expect(links[0]?.textContent).to.equal('Download the video (MKV)');
    expect(part(el, 'controls').hidden).to.equal(true);
    expect(el.dataset.state).to.equal('cannot-play');
    expect(errors).to.deep.equal([[a, b]]);
    expect(performance.getEntriesByName(new URL(a, location.href).href)).to.have.length(0);
    await expect(el).to.be.accessible();
  });

  it('when the last source fails to load: the cannot-play box', async () => {
    const { el } = await make(`<audio controls preload="auto"><source src="/test/fixtures/none/missing.wav"></audio>`);
    await waitUntil(() => el.dataset.state === 'cannot-play', 'the box shows', { timeout: 4000 });
    expect(part(el, 'fallback').textContent).to.contain('cannot play this audio');
  });

  it('an adaptive stream plays where the browser says it can, else the box says so with the links', async () => {
    const can = sinon.stub(HTMLMediaElement.prototype, 'canPlayType').returns('');
    const { el } = await make(`<video controls preload="none"><source src="/media/tour.m3u8"></video>`);
    expect(part(el, 'fallback').textContent).to.contain('cannot play HLS streams on its own');
    expect(part(el, 'fallback').querySelector('a')?.textContent).to.equal('Download the video (HLS)');
    can.returns('maybe');
    const ok = await make(`<video controls preload="none"><source src="/media/tour.mpd"></video>`);
    expect(ok.el.dataset.state).to.equal(undefined);
    expect(part(ok.el, 'controls').hidden).to.equal(false);
  });

  it('warns when it has neither a media child nor a src', async () => {
    await make('<p>Nothing to play</p>');
    expect(warn.args.flat().join(' ')).to.contain('has no <video> or <audio> child and no src');
  });
});
