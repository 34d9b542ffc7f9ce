/** What every element test needs for the spec's timings and media preferences. */
import { expect } from '@open-wc/testing';
import sinon from 'sinon';

/**
 * A fake clock for the spec's timings. Only timers and Date are faked:
 * React schedules renders over MessageChannel and open-wc waits on
 * requestAnimationFrame, and both must keep running.
 */
export const specClock = (): sinon.SinonFakeTimers =>
  sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });

/** The browser's own setTimeout, captured before any test fakes it. */
const realTimeout = globalThis.setTimeout.bind(globalThis);

/**
 * One real task, even under `specClock`: what `aTimeout(0)` waits after removing an element, whose disconnect the
 * element base defers by one task (on the browser's clock, which a fake clock does not hold).
 */
export const oneTask = (): Promise<void> => new Promise((resolve) => realTimeout(resolve, 0));

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

/**
 * No layout shift on upgrade: each number of each box (its x, y, width and height, as the test measured them)
 * within 1 px of the same box before. `where` names the case in a failure, e.g. " at 390".
 */
export function expectBoxesKept(was: number[][], now: number[][], where = ''): void {
  now.forEach((box, i) => {
    box.forEach((v, k) => {
      expect(Math.abs(v - (was[i]?.[k] ?? Number.NaN)), `box ${i}${where}: ${was[i]} -> ${box}`).to.be.at.most(1);
    });
  });
}

/** The React and r2wc files this page downloaded (the test server serves React from `.pb-vendor`). */
export const reactDownloads = (): string[] =>
  performance
    .getEntriesByType('resource')
    .map((e) => e.name)
    .filter((name) => /\/\.pb-vendor\/react|\/@r2wc\//.test(name));
