// The preview page is a stand-in (test/fixtures/preview/answer.html) that echoes what it received; another origin is
// the runner's other loopback name.
import { expect, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import { PREVIEW } from '../../src/core/constants/preview.js';
import { PreviewError, requestShortcodePreview } from '../../src/core/preview/request.js';
import {
  ANSWER,
  FORGER,
  held,
  loaded,
  loadFrame,
  nextMessage,
  otherOrigin,
  previewFrame,
  release,
} from '../helpers/preview.js';

const echo = (html: string) => JSON.parse(new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '{}');
const forged = (e: MessageEvent) => (e.data as { html?: string })?.html === '<p>forged</p>';

/** A request and whether it has settled. */
function start(shortcode: string, options: Partial<Parameters<typeof requestShortcodePreview>[1]> = {}) {
  const state = { settled: false };
  const promise = requestShortcodePreview(shortcode, { url: ANSWER, nonce: 'n-1', ...options });
  promise.then(
    () => (state.settled = true),
    () => (state.settled = true),
  );
  const frame = previewFrame() as HTMLIFrameElement;
  return { promise, state, frame, frameId: new URL(frame.src).searchParams.get('frame_id') ?? '' };
}

describe('shortcode preview exchange (CCH §7)', () => {
  const others: HTMLIFrameElement[] = [];
  afterEach(() => {
    sinon.restore();
    for (const frame of others.splice(0)) frame.remove();
    previewFrame()?.remove();
  });

  it('loads a hidden frame with preview=true, the nonce and a frame id; sends the shortcode in the message; removes the frame', async () => {
    const shortcode = '[pb_button url="/contact.html"]Book a class[/pb_button]';
    const { promise, frame, frameId } = start(shortcode);
    const answer = nextMessage((e) => (e.data as { frame_id?: string })?.frame_id === frameId);
    const url = new URL(frame.src);
    expect([...url.searchParams.keys()]).to.deep.equal(['preview', 'preview_nonce', 'frame_id']);
    expect(url.searchParams.get('preview')).to.equal('true');
    expect(url.searchParams.get('preview_nonce')).to.equal('n-1');
    expect(frameId).to.match(/^pb-preview-[0-9a-f]{32}$/);
    expect(frame.src).to.not.include('Book');
    expect(frame.hidden).to.equal(true);
    const { data, query, ports } = echo(await promise);
    expect(data).to.deep.equal({ preview_nonce: 'n-1', is_preview: true, shortcode });
    // The spec's answer: a message to this window, at the preview page's origin (its source, the frame's window,
    // or in WebKit at times this window, is checked by the tests of forgeries below).
    expect((await answer).origin).to.equal(location.origin);
    // The extra channel's port came with the message too.
    expect(ports).to.equal(1);
    expect(query).to.not.include('Book');
    expect(previewFrame()).to.equal(null);
  });

  it('takes the answer on the port that came with the message, too', async () => {
    const seen: MessageEvent[] = [];
    const listen = (e: MessageEvent) => seen.push(e);
    window.addEventListener('message', listen);
    const { promise } = start('[x]', { url: `${ANSWER}?via=port` });
    const { data, ports } = echo(await promise);
    window.removeEventListener('message', listen);
    expect(data.shortcode).to.equal('[x]');
    expect(ports).to.equal(1);
    expect(seen.filter((e) => (e.data as { html?: string })?.html)).to.deep.equal([]);
    expect(previewFrame()).to.equal(null);
  });

  it('ignores a message from another origin, even with the right frame id', async () => {
    const { promise, state, frame, frameId } = start('[hold]');
    await held(frame);
    const seen = nextMessage(forged);
    others.push(await loadFrame(`${otherOrigin()}${FORGER}#${frameId}`));
    expect((await seen).origin).to.equal(otherOrigin());
    expect(state.settled).to.equal(false);
    release(frame);
    expect(echo(await promise).data.shortcode).to.equal('[hold]');
  });

  it('ignores the frame itself once it is on another origin', async () => {
    const abort = new AbortController();
    const { promise, state } = start('[silent]', {
      url: `${ANSWER}?hop=${encodeURIComponent(otherOrigin())}`,
      signal: abort.signal,
    });
    // Listened for after the preview's own listener, which has had its say by then.
    const seen = nextMessage(forged);
    const message = await seen;
    expect(message.origin).to.equal(otherOrigin());
    expect(message.source === previewFrame()?.contentWindow).to.equal(true);
    expect(state.settled).to.equal(false);
    abort.abort();
    expect(((await promise.catch((e: unknown) => e)) as PreviewError).reason).to.equal('aborted');
  });

  it('ignores a message from a window other than the frame, on the same origin', async () => {
    const { promise, state, frame, frameId } = start('[hold]');
    await held(frame);
    // From this window: without the nonce, and with a wrong one (WebKit's fallback wants the right one).
    for (const extra of [{}, { preview_nonce: 'forged' }]) {
      const seen = nextMessage(forged);
      window.postMessage({ frame_id: frameId, html: '<p>forged</p>', ...extra }, location.origin);
      await seen;
    }
    let seen = nextMessage(forged);
    // Another frame on this origin, even with the right nonce.
    others.push(await loadFrame(`${FORGER}?nonce=n-1#${frameId}`));
    expect((await seen).origin).to.equal(location.origin);
    seen = nextMessage(forged);
    others.push(await loadFrame(`${FORGER}#${frameId}`));
    expect((await seen).origin).to.equal(location.origin);
    expect(state.settled).to.equal(false);
    release(frame);
    expect(echo(await promise).data.shortcode).to.equal('[hold]');
  });

  for (const via of ['window', 'port'])
    for (const wrong of ['[wrong-frame]', '[wrong-nonce]'])
      it(`ignores an answer from the frame with the ${wrong === '[wrong-frame]' ? 'wrong frame id' : 'wrong nonce'} (${via})`, async () => {
        const { promise, state, frame } = start(wrong, via === 'port' ? { url: `${ANSWER}?via=port` } : {});
        await held(frame);
        expect(state.settled).to.equal(false);
        release(frame);
        // The forged answer came first on the same channel, so taking it would have settled with it.
        expect(await promise).to.include('echo');
      });

  it("posts to the preview page's origin, never '*'", async () => {
    const post = sinon.spy();
    sinon.stub(HTMLIFrameElement.prototype, 'contentWindow').get(() => ({ postMessage: post }));
    const abort = new AbortController();
    const { promise, frame } = start('[silent]', { url: `${otherOrigin()}${ANSWER}`, signal: abort.signal });
    await loaded(frame);
    abort.abort();
    const error = await promise.catch((e: unknown) => e);
    expect((error as PreviewError).reason).to.equal('aborted');
    expect(post.callCount).to.be.greaterThan(0);
    for (const [, target] of post.args) expect(target).to.equal(otherOrigin());
    expect(previewFrame()).to.equal(null);
  });

  it('removes a frame that never answers after 10 s', async () => {
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { promise, frame } = start('[silent]');
    await loaded(frame);
    clock.tick(PREVIEW.timeout - 1);
    expect(previewFrame()).to.not.equal(null);
    clock.tick(1);
    expect(previewFrame()).to.equal(null);
    const error = await promise.catch((e: unknown) => e);
    expect(error).to.be.instanceOf(PreviewError);
    expect((error as PreviewError).reason).to.equal('timeout');
  });

  it('refuses a preview page that is not http(s), with no frame', async () => {
    const error = await requestShortcodePreview('[x]', { url: 'javascript:alert(1)', nonce: 'n' }).catch((e) => e);
    expect((error as PreviewError).reason).to.equal('url');
    expect(previewFrame()).to.equal(null);
  });

  it('answers only once, and the frame goes even if the page answers twice', async () => {
    const html = await requestShortcodePreview('[x]', { url: ANSWER, nonce: 'n' });
    expect(html).to.include('echo');
    await waitUntil(() => previewFrame() === null);
  });
});
