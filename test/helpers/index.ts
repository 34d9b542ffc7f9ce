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
