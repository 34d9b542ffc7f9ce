/**
 * `<pb-video-bg>` in Chromium (MFT §1). `play`, `pause`, `load` and `paused` are stubbed on the media element's
 * prototype, so what the element asks of the video is recorded and nothing depends on decoding; the in-view
 * observer is real, so the tests scroll.
 */
import { aTimeout, expect, fixture, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/pb-video-bg.js';
import type { PbVideoBg } from '../../elements/pb-video-bg.js';
import { resetWarnings } from '../../src/core/log/index.js';
import { reduceMotion, setPageConfig } from '../helpers/index.js';

const POSTER = '/demo/pages/demo-assets/clip-kiln-poster.webp';
const CLIP = '/demo/pages/demo-assets/clip-kiln.webm';
const VIDEO = `<video poster="${POSTER}" data-src="${CLIP}" preload="none"></video>`;

const frames = async (n = 3) => {
  for (let i = 0; i < n; i++) await new Promise((r) => requestAnimationFrame(r));
};

interface Media {
  play: sinon.SinonStub;
  pause: sinon.SinonStub;
  load: sinon.SinonStub;
}

/** Records the element's requests; `paused` follows them. `refuse` makes `play()` reject with that error. */
function stubMedia(refuse?: DOMException): Media {
  const playing = new WeakSet<HTMLMediaElement>();
  const proto = HTMLMediaElement.prototype;
  const play = sinon.stub(proto, 'play').callsFake(function (this: HTMLMediaElement) {
    if (refuse) return Promise.reject(refuse);
    playing.add(this);
    return Promise.resolve();
  });
  const pause = sinon.stub(proto, 'pause').callsFake(function (this: HTMLMediaElement) {
    playing.delete(this);
  });
  sinon.stub(proto, 'paused').get(function (this: HTMLMediaElement) {
    return !playing.has(this);
  });
  const load = sinon.stub(proto, 'load');
  return { play, pause, load };
}

/** A 300 px section `top` px down the page, over a long page; the video as given. */
async function make({ attrs = '', video = VIDEO, top = 0 } = {}) {
  const page = await fixture<HTMLElement>(html`<div></div>`);
  page.innerHTML = `<div style="height:${top}px"></div>
    <pb-video-bg ${attrs} style="height: 300px; color: #fff; background: #2b1810">
      ${video}
      <h2>Kiln openings</h2>
      <p>Once a month the big gas kiln is opened, and the studio with it.</p>
    </pb-video-bg>
    <div style="height: 4000px"></div>`;
  const el = page.querySelector('pb-video-bg') as PbVideoBg;
  return { el, video: el.querySelector('video') as HTMLVideoElement };
}

const button = (el: PbVideoBg) => el.shadowRoot?.querySelector('button') as HTMLButtonElement;
const posterLayer = (el: PbVideoBg) => el.shadowRoot?.querySelector('[part="poster"]') as HTMLElement;
const docTop = (el: Element) => el.getBoundingClientRect().top + window.scrollY;
const scrollTo = async (y: number) => {
  window.scrollTo({ top: y, behavior: 'instant' });
  await frames();
};

/** Gives the video a duration, as its metadata would. */
function metadata(video: HTMLVideoElement, seconds: number, type = 'loadedmetadata'): void {
  Object.defineProperty(video, 'duration', { value: seconds, configurable: true });
  video.dispatchEvent(new Event(type));
}

describe('<pb-video-bg>', () => {
  let warn: sinon.SinonStub;
  beforeEach(() => {
    resetWarnings();
    warn = sinon.stub(console, 'warn');
  });
  afterEach(async () => {
    fixtureCleanup();
    await aTimeout(0);
    sinon.restore();
    delete (navigator as unknown as Record<string, unknown>).connection;
    setPageConfig(null);
    window.scrollTo({ top: 0, behavior: 'instant' });
  });

  it('is accessible, with its pause control shown', async () => {
    stubMedia();
    const { el } = await make({ attrs: 'pause-control="always"' });
    await waitUntil(() => el.state === 'playing', 'playing');
    expect(button(el).hidden).to.equal(false);
    await expect(el).to.be.accessible();
  });

  it('makes its video a muted, looping, inline background without controls, hidden from assistive technology', async () => {
    stubMedia();
    const { video } = await make({ video: `<video controls poster="${POSTER}" data-src="${CLIP}"></video>` });
    expect([video.muted, video.defaultMuted, video.loop, video.playsInline, video.controls]).to.deep.equal([
      true,
      true,
      true,
      true,
      false,
    ]);
    expect(video.hasAttribute('controls'), 'no browser controls').to.equal(false);
    expect(video.getAttribute('aria-hidden')).to.equal('true');
    expect(video.disablePictureInPicture).to.equal(true);
    const [host, box] = [video.parentElement as HTMLElement, video.getBoundingClientRect()];
    expect(box.toJSON(), 'stretched over the section').to.deep.equal(host.getBoundingClientRect().toJSON());
    expect(getComputedStyle(video).zIndex, 'behind the content').to.equal('-1');
    expect(getComputedStyle(video).objectFit).to.equal('cover');
  });

  it('loads nothing but the poster before the section is near, attaches the source near it, plays it in view', async () => {
    const media = stubMedia();
    const { el, video } = await make({
      top: 3 * innerHeight,
      video: `<video poster="${POSTER}" preload="none"><source data-src="${CLIP}" type="video/webm"><source data-src="/clip.mp4" type="video/mp4"></video>`,
    });
    await frames(4);
    const sources = [...video.querySelectorAll('source')];
    expect(
      sources.map((s) => s.getAttribute('src')),
      'no source yet',
    ).to.deep.equal([null, null]);
    expect(video.preload).to.equal('none');
    expect([media.load.called, media.play.called, el.state]).to.deep.equal([false, false, 'waiting']);
    // Near: within half a viewport below the viewport, not in it.
    await scrollTo(docTop(el) - innerHeight * 1.25);
    await waitUntil(() => sources[0]?.getAttribute('src') === CLIP, 'the source attached near the viewport');
    expect(sources[1]?.getAttribute('src')).to.equal('/clip.mp4');
    expect(media.load.calledOnce, 'load() once the source is there').to.equal(true);
    expect([media.play.called, el.state, el.dataset.state]).to.deep.equal([false, 'waiting', 'waiting']);
    await scrollTo(docTop(el) - innerHeight / 2);
    await waitUntil(() => el.state === 'playing', 'playing in view');
    expect(media.play.calledOn(video)).to.equal(true);
    expect(el.dataset.state).to.equal('playing');
  });

  it('pauses while off screen and plays again when back', async () => {
    const media = stubMedia();
    const { el, video } = await make({ top: 100 });
    await waitUntil(() => el.state === 'playing', 'playing');
    await scrollTo(docTop(el) + 1500);
    await waitUntil(() => el.state === 'waiting', 'off screen');
    expect(media.pause.calledOn(video)).to.equal(true);
    expect(video.paused).to.equal(true);
    await scrollTo(0);
    await waitUntil(() => el.state === 'playing' && !video.paused, 'back in view');
  });

  it('gives every loop a pause control (WCAG 2.2.2): a named toggle button, keyboard operable, its state announced', async () => {
    const media = stubMedia();
    const { el, video } = await make();
    await waitUntil(() => el.state === 'playing', 'playing');
    // A loop plays on for more than 5 s whatever its clip's length: the control shows before the metadata too.
    expect(button(el).hidden, 'no metadata yet').to.equal(false);
    metadata(video, 4);
    expect(button(el).hidden, 'a 4 s loop').to.equal(false);
    metadata(video, 8, 'durationchange');
    const control = button(el);
    expect(control.hidden, 'an 8 s loop').to.equal(false);
    expect(control.getAttribute('aria-label')).to.equal('Pause background video');
    expect(control.getAttribute('aria-pressed')).to.equal('false');
    control.click();
    expect([control.getAttribute('aria-pressed'), el.state, video.paused]).to.deep.equal(['true', 'paused', true]);
    expect(media.pause.called).to.equal(true);
    // Paused by the visitor: off screen and back, it stays paused.
    const plays = media.play.callCount;
    await scrollTo(docTop(el) + 1500);
    await scrollTo(0);
    await frames(3);
    expect([media.play.callCount, el.state]).to.deep.equal([plays, 'paused']);
    control.focus();
    await sendKeys({ press: 'Space' });
    expect([control.getAttribute('aria-pressed'), el.state, video.paused]).to.deep.equal(['false', 'playing', false]);
    await sendKeys({ press: 'Enter' });
    expect(control.getAttribute('aria-pressed')).to.equal('true');
  });

  it('has no attribute that hides the control: the old pause-control="auto" is ignored', async () => {
    stubMedia();
    const { el, video } = await make({ attrs: 'pause-control="auto"' });
    await waitUntil(() => el.state === 'playing', 'playing');
    metadata(video, 4);
    expect(button(el).hidden).to.equal(false);
    expect(warn.called, 'no warning for an attribute it does not read').to.equal(false);
  });

  it('shows the poster with reduced motion: nothing loads or plays, no control', async () => {
    const media = stubMedia();
    reduceMotion();
    const { el, video } = await make({ attrs: 'pause-control="always"' });
    await frames(4);
    expect(el.state).to.equal('poster');
    expect([media.load.called, media.play.called, video.hasAttribute('src')]).to.deep.equal([false, false, false]);
    expect(button(el).hidden).to.equal(true);
    expect(posterLayer(el).hidden).to.equal(false);
    expect(getComputedStyle(posterLayer(el)).backgroundImage).to.contain('clip-kiln-poster.webp');
    expect(getComputedStyle(video).visibility).to.equal('hidden');
  });

  it('follows a change of the motion preference at once', async () => {
    const media = stubMedia();
    const query = Object.assign(new EventTarget(), { matches: false, media: '(prefers-reduced-motion: reduce)' });
    sinon.stub(window, 'matchMedia').returns(query as unknown as MediaQueryList);
    const { el, video } = await make();
    await waitUntil(() => el.state === 'playing', 'playing');
    query.matches = true;
    query.dispatchEvent(new Event('change'));
    expect([el.state, video.paused]).to.deep.equal(['poster', true]);
    expect(media.pause.called).to.equal(true);
    query.matches = false;
    query.dispatchEvent(new Event('change'));
    expect(el.state).to.equal('playing');
  });

  it('shows the poster with Save-Data: nothing loads or plays', async () => {
    const media = stubMedia();
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    const { el, video } = await make();
    await frames(4);
    expect(el.state).to.equal('poster');
    expect([media.load.called, media.play.called, video.hasAttribute('src')]).to.deep.equal([false, false, false]);
    expect(posterLayer(el).hidden).to.equal(false);
  });

  it('shows the poster, with no browser overlay, when play() is refused (a low-power mode)', async () => {
    stubMedia(new DOMException('The request is not allowed by the user agent.', 'NotAllowedError'));
    const { el, video } = await make({ attrs: 'pause-control="always"' });
    await waitUntil(() => el.state === 'poster', 'the poster');
    expect(video.controls, 'no controls').to.equal(false);
    expect(getComputedStyle(video).visibility, 'the video, and any overlay on it, hidden').to.equal('hidden');
    expect(posterLayer(el).hidden).to.equal(false);
    expect(getComputedStyle(posterLayer(el)).backgroundImage).to.contain('clip-kiln-poster.webp');
    expect(button(el).hidden, 'no control over a still poster').to.equal(true);
    expect(warn.called, 'a visitor setting, not an author mistake').to.equal(false);
  });

  it('an aborted play() (a pause meanwhile) is not a refusal; a source that cannot play warns and shows the poster', async () => {
    stubMedia(new DOMException('interrupted by a call to pause()', 'AbortError'));
    const { el } = await make();
    await waitUntil(() => el.state === 'playing', 'asked to play');
    await aTimeout(0);
    expect(el.state).to.equal('playing');
    fixtureCleanup();
    sinon.restore();
    warn = sinon.stub(console, 'warn');
    stubMedia(new DOMException('The element has no supported sources.', 'NotSupportedError'));
    const second = await make();
    await waitUntil(() => second.el.state === 'poster', 'the poster');
    expect(String(warn.firstCall?.args[0])).to.match(/<pb-video-bg> <video>: none of its sources can play/);
  });

  it('takes its strings from messages and the page config; bad values warn and fall back', async () => {
    stubMedia();
    setPageConfig({ messages: { 'pb-video-bg': { pause: 'Achtergrondvideo pauzeren' } } });
    const { el } = await make();
    expect(button(el).getAttribute('aria-label')).to.equal('Achtergrondvideo pauzeren');
    el.setAttribute('messages', '{"pause":"Video anhalten"}');
    expect(button(el).getAttribute('aria-label')).to.equal('Video anhalten');
    el.setAttribute('messages', '[1]');
    expect(warn.args.some((a) => String(a[0]).includes('<pb-video-bg> attribute "messages"'))).to.equal(true);
    expect(button(el).getAttribute('aria-label')).to.equal('Achtergrondvideo pauzeren');
  });

  it('warns about a missing video, and about src and autoplay on it (autoplay removed)', async () => {
    stubMedia();
    await make({ video: '' });
    expect(String(warn.firstCall?.args[0])).to.contain('<pb-video-bg>: has no <video> child');
    const { video } = await make({ video: `<video autoplay src="${CLIP}" poster="${POSTER}"></video>` });
    expect(video.hasAttribute('autoplay')).to.equal(false);
    const text = warn.args.map((a) => String(a[0]));
    expect(text.some((t) => t.includes('<video autoplay>'))).to.equal(true);
    expect(text.some((t) => t.includes('<video src>') && t.includes('data-src'))).to.equal(true);
  });

  it('finds a video added later, and stops when removed', async () => {
    const media = stubMedia();
    const { el } = await make({ video: '' });
    el.insertAdjacentHTML('afterbegin', VIDEO);
    const video = el.querySelector('video') as HTMLVideoElement;
    await waitUntil(() => el.state === 'playing' && media.play.calledOn(video), 'the new video plays');
    expect(video.muted).to.equal(true);
    el.remove();
    await aTimeout(0);
    expect(video.paused).to.equal(true);
  });
});
