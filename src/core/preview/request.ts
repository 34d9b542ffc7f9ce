/**
 * The shortcode preview call (CCH §7), the builder's side: a hidden frame from the site, one message to it, one
 * answer back, and the frame goes. Other page builders shipped holes here (BuilderIO/builder#3727, logto#8902), so
 * the message goes to the preview page's origin, never '*'. The answer is taken on two channels, the first wins:
 * - the spec's: a `message` event on this window whose `origin` is the preview page's and whose `source` is the
 *   frame's `contentWindow` (so not another window, nor the frame once it navigated elsewhere); for WebKit, which
 *   may name this window as the source, also one from this window that carries the nonce (see webkitFallback);
 * - this library's extra: the port of a channel made for the call, handed over with the message (only the window
 *   at that origin that received it holds it).
 * On either, the data must carry this call's frame id and an HTML string, and, when it carries a nonce, this
 * page's. The shortcode travels in the message, never the URL. The HTML comes back as sent: callers sanitise it.
 */
import { PREVIEW } from '../constants/preview.js';

export type PreviewFailure = 'url' | 'timeout' | 'aborted';

/** Why a preview failed: a URL that is not http(s), no answer in time, or the caller gave up. */
export class PreviewError extends Error {
  constructor(readonly reason: PreviewFailure) {
    super(
      reason === 'url'
        ? 'the preview page URL must be http(s)'
        : reason === 'timeout'
          ? `the preview frame did not answer within ${PREVIEW.timeout / 1000} s`
          : 'the preview was cancelled',
    );
    this.name = 'PreviewError';
  }
}

export interface PreviewOptions {
  /** The site's preview page; `preview`, the nonce and the frame id are added to its query. */
  url: string;
  /** The preview nonce the site issued for this page. */
  nonce: string;
  /** The document that hosts the frame (default: this one). */
  doc?: Document;
  /** In ms; default 10 s. */
  timeout?: number;
  /** Aborting removes the frame and rejects with `aborted`. */
  signal?: AbortSignal;
}

/** A frame id no other page can guess: 16 random bytes. */
function frameIdOf(win: Window): string {
  const bytes = win.crypto.getRandomValues(new Uint8Array(16));
  return PREVIEW.framePrefix + Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * Loads the preview frame, sends it `shortcode` and resolves with the HTML string it answers (unsanitised).
 * Rejects with a {@link PreviewError}; in every case the frame is removed and the listener goes.
 */
export function requestShortcodePreview(shortcode: string, options: PreviewOptions): Promise<string> {
  const { nonce, doc = document, timeout = PREVIEW.timeout, signal } = options;
  const win = doc.defaultView as Window;
  const { query, message: field } = PREVIEW;
  return new Promise((resolve, reject) => {
    let target: URL;
    try {
      target = new URL(options.url, doc.baseURI);
    } catch {
      reject(new PreviewError('url'));
      return;
    }
    if (target.protocol !== 'https:' && target.protocol !== 'http:') {
      reject(new PreviewError('url'));
      return;
    }
    if (signal?.aborted) {
      reject(new PreviewError('aborted'));
      return;
    }
    const frameId = frameIdOf(win);
    target.searchParams.set(query.preview, 'true');
    target.searchParams.set(query.nonce, nonce);
    target.searchParams.set(query.frameId, frameId);
    const origin = target.origin;

    const frame = doc.createElement('iframe');
    frame.hidden = true;
    frame.tabIndex = -1;
    frame.title = 'Shortcode preview';
    frame.setAttribute('aria-hidden', 'true');
    frame.src = target.href;

    // A page that answers on the port it was given is as safe as one that answers the spec's way: the browser
    // delivers the port only to a window at the preview page's origin.
    let port: MessagePort | undefined;
    const send = () => {
      port?.close();
      const channel = new MessageChannel();
      port = channel.port1;
      port.onmessage = receive;
      frame.contentWindow?.postMessage(
        { [field.nonce]: nonce, [field.isPreview]: true, [field.shortcode]: shortcode },
        origin,
        [channel.port2],
      );
    };
    const fromFrame = (event: MessageEvent) => {
      if (event.origin !== origin || event.source === null) return;
      if (event.source !== frame.contentWindow && !(event.source === win && webkitFallback(event))) return;
      receive(event);
    };
    // WebKit (MiniBrowser 605.1.15, measured under the test runner) now and then names this window, not the frame,
    // as the source of the frame's answer. Such a message is taken only if it also carries this page's nonce (which
    // a same-origin forger in this window does not know to have been asked for), while the frame is still here.
    const webkitFallback = (event: MessageEvent) =>
      frame.isConnected && isRecord(event.data) && event.data[field.nonce] === nonce;
    const receive = (event: MessageEvent) => {
      const data: unknown = event.data;
      if (!isRecord(data) || data[field.frameId] !== frameId || typeof data[field.html] !== 'string') return;
      if (field.nonce in data && data[field.nonce] !== nonce) return;
      finish(undefined, data[field.html] as string);
    };
    const abort = () => finish(new PreviewError('aborted'));
    const timer = setTimeout(() => finish(new PreviewError('timeout')), timeout);
    function finish(error: PreviewError | undefined, html = '') {
      clearTimeout(timer);
      port?.close();
      win.removeEventListener('message', fromFrame);
      signal?.removeEventListener('abort', abort);
      frame.remove();
      if (error) reject(error);
      else resolve(html);
    }

    // On every load: a preview page that navigates on its own gets the message again, still only at that origin.
    frame.addEventListener('load', send);
    win.addEventListener('message', fromFrame);
    signal?.addEventListener('abort', abort, { once: true });
    doc.body.append(frame);
  });
}
