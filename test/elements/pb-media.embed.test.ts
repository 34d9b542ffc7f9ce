/**
 * `<pb-media src="…youtube…">` and Vimeo: the click-to-load facade (CCH §1). Nothing is requested from the video
 * site before consent and a click; the frame goes through the consent blocker's markup and rule (its address kept
 * verbatim, the autoplay parameter with it, CCH §4); one tap on touch plays (muted).
 */
import { expect, fixture } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/pb-media.js';
import type { PbMedia } from '../../elements/pb-media.js';
import { clearConsent, setConsent } from '../../src/core/consent/api.js';
import type { ConsentApi } from '../../src/core/consent/types.js';
import { resetWarnings } from '../../src/core/log/index.js';
import { setPageConfig } from '../helpers/index.js';
import { cleanupBlockerTest, type Harness, harness } from '../unit/consent/blocker-helpers.js';

const POSTER = '/demo/pages/demo-assets/clip-kiln-poster.webp';
const YT = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m5s';
const VIMEO = 'https://vimeo.com/76979871';

async function make(src = YT, attrs = `poster="${POSTER}" label="A tour of the studio"`) {
  return fixture<PbMedia>(
    `<pb-media src="${src}" ${attrs} style="width: 560px"><a href="${src}">Watch the studio tour</a></pb-media>`,
  );
}

const part = <T extends HTMLElement>(el: PbMedia, name: string) =>
  el.shadowRoot?.querySelector(`[part~="${name}"]`) as T;
/** Requests this page made to a video site, by resource timing. */
const videoSiteRequests = () =>
  performance
    .getEntriesByType('resource')
    .map((e) => e.name)
    .filter((n) => /youtube|ytimg|vimeo/.test(n));

/** A consent manager whose blocker is the real one, allowing what `h.allow` holds. */
function consentWith(h: Harness) {
  const api = {
    config: { services: [{ name: 'youtube', category: 'marketing' }] },
    hasService: (service: string) => h.allow.has(service),
    scan: (root: Node) => h.blocker.scan(root),
  };
  setConsent(api as unknown as ConsentApi);
  return api;
}

describe('<pb-media> video-sharing facade', () => {
  let warn: sinon.SinonStub;
  beforeEach(() => {
    resetWarnings();
    warn = sinon.stub(console, 'warn');
  });
  afterEach(() => {
    clearConsent();
    setPageConfig(null);
    cleanupBlockerTest();
  });

  it('is accessible', async () => {
    const el = await make();
    await expect(el).to.be.accessible();
  });

  it('draws the poster and a labelled play button, and requests nothing from the video site, even on hover and focus', async () => {
    const el = await make();
    const facade = part(el, 'facade');
    expect(getComputedStyle(facade).backgroundImage).to.contain('clip-kiln-poster.webp');
    const play = part<HTMLButtonElement>(el, 'play-button');
    expect(play.getAttribute('aria-label')).to.equal('Play video: A tour of the studio');
    expect(part(el, 'note').textContent).to.equal('Loads from YouTube when you play it');
    play.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    play.focus();
    await new Promise((r) => setTimeout(r, 50));
    expect(el.querySelector('iframe')).to.equal(null);
    expect(document.querySelector('link[rel=preconnect]')).to.equal(null);
    expect(videoSiteRequests()).to.deep.equal([]);
    // The author's fallback link is not shown over the facade.
    expect(el.querySelector('a')?.getClientRects().length).to.equal(0);
  });

  it('without a consent manager, a click (Enter) makes the frame on youtube-nocookie, asked to play from the given time', async () => {
    const el = await make();
    const events: unknown[] = [];
    el.addEventListener('pb-media-embed', (e) => events.push(e.detail));
    part(el, 'play-button').focus();
    await sendKeys({ press: 'Enter' });
    const frame = el.querySelector('iframe') as HTMLIFrameElement;
    expect(frame.src).to.equal('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&playsinline=1&start=65');
    expect(frame.title).to.equal('A tour of the studio');
    expect(frame.allow).to.contain('autoplay');
    expect(part(el, 'facade').hidden).to.equal(true);
    expect(events).to.deep.equal([{ provider: 'youtube', blocked: false }]);
    frame.remove();
  });

  // Addresses no other test loads: an earlier test's frame may show in resource timing late (Firefox).
  for (const [name, src, expected] of [
    [
      'YouTube',
      'https://youtu.be/dQw4w9WgXcQ?t=7',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&playsinline=1&start=7',
    ],
    ['Vimeo', VIMEO, 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1&playsinline=1'],
  ] as const) {
    it(`${name}: before consent the click writes the blocker's markup, nothing is requested; consent loads it verbatim, autoplay kept`, async () => {
      const h = harness();
      consentWith(h);
      const el = await make(src);
      expect(el.querySelector('iframe')).to.equal(null);
      part(el, 'play-button').click();
      const frame = el.querySelector('iframe') as HTMLIFrameElement;
      expect(frame.hasAttribute('src')).to.equal(false);
      expect(frame.dataset.src).to.equal(expected);
      expect(frame.dataset.service).to.equal(name.toLowerCase());
      // The blocker's notice is over it, with focus on its button.
      const notice = el.querySelector('.pb-consent-placeholder') as HTMLElement;
      expect(notice).to.not.equal(null);
      expect(document.activeElement).to.equal(notice.querySelector('button'));
      await new Promise((r) => setTimeout(r, 50));
      expect(videoSiteRequests().filter((n) => n === expected)).to.deep.equal([]);
      h.allow.add(name.toLowerCase());
      h.blocker.apply();
      expect(frame.getAttribute('src')).to.equal(expected);
      expect(new URL(frame.src).searchParams.get('autoplay')).to.equal('1');
      frame.remove();
    });
  }

  it('with consent already given, the click loads the frame at once; no click, no frame', async () => {
    const h = harness();
    h.allow.add('youtube');
    consentWith(h);
    const el = await make();
    await new Promise((r) => setTimeout(r, 50));
    expect(el.querySelector('iframe')).to.equal(null);
    part(el, 'play-button').click();
    const frame = el.querySelector('iframe') as HTMLIFrameElement;
    expect(frame.getAttribute('src')).to.match(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?autoplay=1/);
    frame.remove();
  });

  it('with a consent config but its manager not started yet, the frame waits as blocked markup', async () => {
    setPageConfig({ consent: { consenttype: 'optin' } });
    const el = await make(YT, `poster="${POSTER}" category="statistics" service="tours"`);
    part(el, 'play-button').click();
    const frame = el.querySelector('iframe') as HTMLIFrameElement;
    expect(frame.hasAttribute('src')).to.equal(false);
    expect([frame.dataset.service, frame.dataset.category]).to.deep.equal(['tours', 'statistics']);
  });

  it('one tap on touch is enough: the frame is asked to play muted', async () => {
    const el = await make();
    const play = part(el, 'play-button');
    play.dispatchEvent(new PointerEvent('pointerdown', { pointerType: 'touch', bubbles: true }));
    play.click();
    const frame = el.querySelector('iframe') as HTMLIFrameElement;
    expect(new URL(frame.src).searchParams.get('mute')).to.equal('1');
    expect(new URL(frame.src).searchParams.get('autoplay')).to.equal('1');
    frame.remove();
  });

  it('warns about an address that is not a video-sharing one, and about a missing poster', async () => {
    const el = await make('https://example.com/clip.mp4', '');
    expect(part(el, 'facade')).to.equal(null);
    expect(el.querySelector('a')?.getClientRects().length, 'its content shows').to.be.greaterThan(0);
    const all = () => warn.args.flat().join('\n');
    expect(all()).to.match(/pb-media.*src.*expected a YouTube or Vimeo address/s);
    await make(VIMEO, '');
    expect(all()).to.match(/pb-media.*poster.*missing/s);
    const vimeo = await make(VIMEO, '');
    expect(part(vimeo, 'play-button').getAttribute('aria-label')).to.equal('Play video on Vimeo');
  });
});
