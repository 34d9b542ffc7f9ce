/**
 * The compositor path's sheet (CCH §4): one `@keyframes` block and one view-timeline rule per distinct effect,
 * applied to an item by its attribute while it is in the style zone. A page repeats a few effects on many
 * elements, and the sheet is written again whenever the bars at the top change the timelines' inset: numbered
 * once per build, the sheet is then a handful of rules, whatever the number of items.
 */
import type { MotionTrigger } from '../constants/motion.js';
import { keyframesCss, timelineCss, withinMargin } from './compute.js';
import type { MotionItem } from './data.js';
import { HOLD_CSS } from './reveal.js';

/** The attribute that applies rule n to an item: `data-pb-motion-item="n"`. */
export const ITEM_ATTR = 'data-pb-motion-item';

/** The distinct effects, in rule order: each one's keyframes (named by its number) and trigger point. */
export interface Effects {
  keyframes: string[];
  triggers: MotionTrigger[];
}

/** Numbers the distinct effects of `entries` (those a view timeline follows) and gives each entry its rule. */
export function numberEffects(entries: { item: MotionItem; frame: boolean; rule: number }[]): Effects {
  const out: Effects = { keyframes: [], triggers: [] };
  const ids = new Map<string, number>();
  const known = new Map<MotionItem, number>();
  for (const e of entries) {
    if (e.frame) continue;
    let n = known.get(e.item);
    if (n === undefined) {
      const key = `${e.item.trigger}${keyframesCss('', e.item)}`;
      n = ids.get(key);
      if (n === undefined) {
        n = ids.size;
        ids.set(key, n);
        out.keyframes.push(keyframesCss(`pb-motion-${n}`, e.item));
        out.triggers.push(e.item.trigger);
      }
      known.set(e.item, n);
    }
    e.rule = n;
  }
  return out;
}

/** The sheet's text: the reveal's hold, then each effect's keyframes and its timeline rule, inset by the bars. */
export function sheetText(effects: Effects, inset: { top: number; bottom: number }): string {
  const rules = [HOLD_CSS];
  effects.keyframes.forEach((frames, n) => {
    rules.push(frames, timelineCss(`[${ITEM_ATTR}="${n}"]`, `pb-motion-${n}`, effects.triggers[n] ?? 'middle', inset));
  });
  return rules.join('\n');
}

/**
 * CCH §4: an item's rule applies only inside the style zone (`margin` px around the window of `height` at `y`),
 * so the compositor carries the dozen animations near the viewport rather than all of them. Checked in the one
 * scroll frame against the layout boxes the store measured (the rule's own transform must not move an item out
 * of its zone): a few comparisons per frame, where an IntersectionObserver on every item cost the main thread a
 * computation per item per frame. Writes only the items whose zone changed.
 */
export function applyZones(
  entries: { el: HTMLElement; top: number; height: number; rule: number; zoned?: boolean }[],
  y: number,
  height: number,
  margin: number,
): void {
  for (const e of entries) {
    if (e.rule < 0) continue;
    const inZone = withinMargin(e, y, height, margin);
    if (inZone === e.zoned) continue;
    e.zoned = inZone;
    if (inZone) e.el.setAttribute(ITEM_ATTR, `${e.rule}`);
    else e.el.removeAttribute(ITEM_ATTR);
  }
}
