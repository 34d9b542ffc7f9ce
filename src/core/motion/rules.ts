/**
 * The compositor path's sheet (CCH §4): one `@keyframes` block and one rule per distinct effect, applied to an
 * item by its attribute while it is in the style zone, every item on the page's one scroll timeline. A page
 * repeats a few effects on many elements: numbered once per build, the sheet is a handful of rules, whatever
 * the number of items, and nothing in it depends on the viewport (each item's range is its own inline style),
 * so it is written only when the effects change.
 */
import {
  keyframesCss,
  type MotionViewport,
  rangeCss,
  scrollRange,
  TRIGGER_POINT,
  timelineCss,
  withinMargin,
} from './compute.js';
import type { MotionItem } from './data.js';
import { HOLD_CSS } from './reveal.js';

/** The attribute that applies rule n to an item: `data-pb-motion-item="n"`. */
export const ITEM_ATTR = 'data-pb-motion-item';

/** The page's scroll timeline, named on the root scroller; every compositor rule follows it. */
export const PAGE_TIMELINE = '--pb-motion-page';

/** The distinct effects, in rule order: each one's keyframes (named by its number). */
export interface Effects {
  keyframes: string[];
}

/** Numbers the distinct effects of `entries` (those a timeline follows) and gives each entry its rule. */
export function numberEffects(entries: { item: MotionItem; frame: boolean; rule: number }[]): Effects {
  const out: Effects = { keyframes: [] };
  const ids = new Map<string, number>();
  const known = new Map<MotionItem, number>();
  for (const e of entries) {
    if (e.frame) continue;
    let n = known.get(e.item);
    if (n === undefined) {
      const key = keyframesCss('', e.item);
      n = ids.get(key);
      if (n === undefined) {
        n = ids.size;
        ids.set(key, n);
        out.keyframes.push(keyframesCss(`pb-motion-${n}`, e.item));
      }
      known.set(e.item, n);
    }
    e.rule = n;
  }
  return out;
}

/**
 * The sheet's text: the reveal's hold, the page timeline on `root` (the selector of the root scroller: `:root`,
 * or `body` in quirks mode, where the body scrolls the window), then each effect's keyframes and its rule.
 */
export function sheetText(effects: Effects, root = ':root'): string {
  const rules = [HOLD_CSS];
  if (effects.keyframes.length) rules.push(`${root}{scroll-timeline:${PAGE_TIMELINE} block}`);
  effects.keyframes.forEach((frames, n) => {
    rules.push(frames, timelineCss(`[${ITEM_ATTR}="${n}"]`, `pb-motion-${n}`, PAGE_TIMELINE));
  });
  return rules.join('\n');
}

/** An item on the compositor path, as the zones see it: its layout box, rule, zone and the range written. */
export interface ZoneEntry {
  el: HTMLElement;
  item: MotionItem;
  top: number;
  height: number;
  rule: number;
  zoned?: boolean;
  range?: [number, number];
}

/** The inline property that holds an item's range on the page timeline. */
export const RANGE = 'animation-range';

/**
 * CCH §4: an item's rule applies only inside the style zone (`margin` px around the window of `height` at `y`),
 * so the compositor carries the dozen animations near the viewport rather than all of them. Checked in the one
 * scroll frame against the layout boxes the store measured (the rule's own transform must not move an item out
 * of its zone): a few comparisons per frame, where an IntersectionObserver on every item cost the main thread a
 * computation per item per frame. An item in the zone gets its range on the page timeline from `view` (the
 * motion viewport, less the bars at the top); only the items whose zone or range changed are written.
 */
export function applyZones(
  entries: ZoneEntry[],
  y: number,
  height: number,
  margin: number,
  view: MotionViewport,
): void {
  for (const e of entries) {
    if (e.rule < 0) continue;
    const inZone = withinMargin(e, y, height, margin);
    if (inZone) {
      const range = scrollRange(e.top + e.height * TRIGGER_POINT[e.item.trigger], view);
      if (range[0] !== e.range?.[0] || range[1] !== e.range[1]) {
        e.range = range;
        e.el.style.setProperty(RANGE, rangeCss(range));
      }
    }
    if (inZone === e.zoned) continue;
    e.zoned = inZone;
    if (inZone) e.el.setAttribute(ITEM_ATTR, `${e.rule}`);
    else {
      e.el.removeAttribute(ITEM_ATTR);
      e.el.style.removeProperty(RANGE);
      e.range = undefined;
    }
  }
}
