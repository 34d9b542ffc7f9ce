/** What every element test needs for the spec's timings and media preferences. */
import sinon from 'sinon';

/**
 * A fake clock for the spec's timings. Only timers and Date are faked:
 * React schedules renders over MessageChannel and open-wc waits on
 * requestAnimationFrame, and both must keep running.
 */
export const specClock = (): sinon.SinonFakeTimers =>
  sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });

/** `prefers-reduced-motion: reduce` for the rest of the test (undone by `sinon.restore()`). */
export const reduceMotion = (): sinon.SinonStub =>
  sinon
    .stub(window, 'matchMedia')
    .callsFake((query: string) => ({ matches: query.includes('reduce'), media: query }) as unknown as MediaQueryList);

/** Replaces the page's `<script id="pb-config">`: text as it stands, anything else as JSON; null removes it. */
export function setPageConfig(config: string | object | null): void {
  document.getElementById('pb-config')?.remove();
  if (config === null) return;
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'pb-config';
  script.textContent = typeof config === 'string' ? config : JSON.stringify(config);
  document.head.append(script);
}

/** Removes the URL hash without a history entry or a hashchange. */
export const clearHash = (): void => history.replaceState(null, '', location.pathname + location.search);

/** Sets the URL hash as a visitor's navigation would be seen: replaced, then a `hashchange`. */
export async function hashChange(hash: string): Promise<void> {
  history.replaceState(null, '', hash);
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}
