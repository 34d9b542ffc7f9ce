/** Helpers for the shortcode preview's tests: the stand-in preview page, its frame, and messages seen by the page. */
export const ANSWER = '/test/fixtures/preview/answer.html';
export const FORGER = '/test/fixtures/preview/forger.html';

/** The other loopback name of the runner: another origin, same server. */
export const otherOrigin = (): string =>
  `${location.protocol}//${location.hostname === 'localhost' ? '127.0.0.1' : 'localhost'}:${location.port}`;

export const previewFrame = (): HTMLIFrameElement | null =>
  document.querySelector<HTMLIFrameElement>('iframe[src*="preview=true"]');

/** The next message this window receives that `test` accepts (listened for after the preview's own listener). */
export const nextMessage = (test: (event: MessageEvent) => boolean): Promise<MessageEvent> =>
  new Promise((resolve) => {
    const listen = (event: MessageEvent) => {
      if (!test(event)) return;
      window.removeEventListener('message', listen);
      resolve(event);
    };
    window.addEventListener('message', listen);
  });

/** The stand-in page holds its answer: resolves once it said so (by origin: WebKit may name this window as source). */
export async function held(_frame: HTMLIFrameElement): Promise<void> {
  await nextMessage((e) => e.data === 'held' && e.origin === location.origin);
}

export const release = (frame: HTMLIFrameElement, origin = location.origin): void =>
  frame.contentWindow?.postMessage('release', origin);

/** A frame of `url`, loaded. */
export async function loadFrame(url: string): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.title = 'Another window';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.src = url;
  document.body.append(frame);
  await loaded;
  return frame;
}

export const loaded = (frame: HTMLIFrameElement): Promise<unknown> =>
  new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
