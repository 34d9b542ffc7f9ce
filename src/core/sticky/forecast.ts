/**
 * The sticky stack's forecast on the offsets topic: where it will stand at any scroll position, from the stored
 * sizes, stuck or not yet. A jump to a point below a bar lands below it although the bar sticks only on the way.
 */
import { BUILDER_CONTEXT_TOPIC } from '../builder/watch.js';
import { getBus } from '../bus/index.js';
import { STICKY } from '../constants/sticky.js';
import type { OffsetForecast, Offsets } from '../scroll/index.js';
import { evaluateStack, type StickyModuleInput } from './state.js';

/** What the stack stands under, from what the other bars take (in the theme builder, at least its admin bar). */
export function barsFrom(others: Offsets): Offsets {
  const inThemeBuilder =
    getBus().last(BUILDER_CONTEXT_TOPIC)?.context === 'theme-builder' ||
    document.documentElement.hasAttribute('data-pb-theme-builder');
  return { top: inThemeBuilder ? Math.max(others.top, STICKY.tbAdminBar) : others.top, bottom: others.bottom };
}

/**
 * The stack stands under the header (`over`), so it is told where the header will be. Its modules change where
 * each one's top passes the bars now, or the top of the window: the points where the largest stack is sought.
 */
export function stackForecast(
  modules: readonly StickyModuleInput[],
  view: () => { width: number; height: number },
  barsNow: () => Offsets,
): OffsetForecast {
  return {
    over: true,
    at(y, others) {
      const bars = barsFrom(others);
      const { width, height } = view();
      return evaluateStack([...modules], { scrollY: y, width, height, barsTop: bars.top, barsBottom: bars.bottom })
        .stack;
    },
    points: () => modules.flatMap((m) => [m.natural.top + 1, m.natural.top - barsNow().top + 1]),
  };
}
