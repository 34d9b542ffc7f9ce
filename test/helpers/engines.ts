/**
 * Which engine runs the test, and the one way a test is marked as not running in an engine:
 * `itExceptIn({ webkit: 'why' }, title, fn)` reports the test as skipped there, with the engine and
 * the reason in its title, so a difference is counted and read, never silently dropped.
 * The runner starts the engines from PB_ENGINES (scripts/engines.mjs).
 */
export type Engine = 'chromium' | 'firefox' | 'webkit';

const ua = navigator.userAgent;
export const engine: Engine = /Firefox\//.test(ua) ? 'firefox' : /Chrom(e|ium)\//.test(ua) ? 'chromium' : 'webkit';

/** The reason a test of reduced motion's CSS is marked in Firefox and WebKit. */
export const CSS_REDUCED_MOTION =
  'CSS @media (prefers-reduced-motion) cannot be switched there: WebDriver BiDi and classic emulate no media feature, only matchMedia is (scripts/engine-commands.mjs)';

type Reasons = Partial<Record<Engine, string>>;

/** Mocha's `it`, except in the engines named, where the test is marked skipped with its reason. */
export function itExceptIn(reasons: Reasons, title: string, fn: Mocha.Func | Mocha.AsyncFunc): Mocha.Test {
  const reason = reasons[engine];
  return reason ? it.skip(`${title} [not in ${engine}: ${reason}]`, fn) : it(title, fn);
}
