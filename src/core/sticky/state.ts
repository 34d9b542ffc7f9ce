/**
 * The sticky state machine (CCH §4 "Sticky module"): not sticky, sticky, and sticky-and-paused, for every
 * module of the page in one pass, so a module's offset can include the modules stuck above (or below) it.
 * Pure: it reads stored sizes and the scroll position and returns what to write.
 */
import { offsetPx, type StickySettings, type StickySide } from './settings.js';

export type StickyState = 'none' | 'sticky' | 'paused';
export type StickyEventType = 'start' | 'end' | 'pause' | 'resume';

/** A box in document coordinates. */
export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** A limit's vertical extent in document coordinates. */
export interface Extent {
  top: number;
  bottom: number;
}

export interface StickyModuleInput {
  id: string;
  settings: StickySettings;
  /** Where the module sits in the flow (its placeholder's box while stuck). */
  natural: Box;
  /** CCH §4: a module that is not visible does not become sticky. */
  visible: boolean;
  /** Its height while stuck (sticky styles may change it); the natural height until measured. */
  stuckHeight: number;
  /** The extent of the topLimit element (stops a module stuck at the bottom) and of the bottomLimit one. */
  topLimit: Extent | null;
  bottomLimit: Extent | null;
}

export interface Viewport {
  scrollY: number;
  width: number;
  height: number;
  /** What fixed bars other than the sticky stack take at the top and the bottom (the offsets topic). */
  barsTop: number;
  barsBottom: number;
}

export interface Decision {
  state: StickyState;
  side: StickySide | null;
  /** Distance in px from the viewport's top (or bottom) edge to the stuck box. */
  offset: number;
  /** Sticky-and-paused: the margin (<= 0) on the stuck side that holds the box at its limit. */
  margin: number;
}

export const NOT_STICKY: Decision = Object.freeze({ state: 'none', side: null, offset: 0, margin: 0 });

const overlaps = (a: Box, b: Box): boolean => a.left < b.left + b.width && b.left < a.left + a.width;

/** The modules `m` stacks with on `side`: the listed ids, else every module before (after) it that it overlaps. */
function neighbours(modules: StickyModuleInput[], i: number, side: StickySide): number[] {
  const m = modules[i] as StickyModuleInput;
  if (!m.settings.offsetSurrounding) return [];
  const ids = side === 'top' ? m.settings.topOffsetModules : m.settings.bottomOffsetModules;
  const out: number[] = [];
  modules.forEach((other, j) => {
    if (j === i) return;
    if (ids.length) {
      if (ids.includes(other.id)) out.push(j);
      return;
    }
    const before = other.natural.top < m.natural.top || (other.natural.top === m.natural.top && j < i);
    if ((side === 'top' ? before : !before) && overlaps(other.natural, m.natural)) out.push(j);
  });
  return out;
}

/** The line a stuck box's outer edge sits on, from the viewport's `side` edge; a pause draws it in. */
const edge = (d: Decision, height: number): number => d.offset + height + d.margin;

/** Which side a module with position top_bottom uses where it is now: CCH §4 "from scroll location". */
function sideFor(m: StickyModuleInput, view: Viewport, topLine: number, bottomLine: number): StickySide | null {
  switch (m.settings.position) {
    case 'top':
      return 'top';
    case 'bottom':
      return 'bottom';
    case 'top_bottom':
      if (m.natural.top < view.scrollY + topLine) return 'top';
      if (m.natural.top + m.natural.height > view.scrollY + view.height - bottomLine) return 'bottom';
      return null;
    default:
      return null;
  }
}

function decideTop(m: StickyModuleInput, view: Viewport, line: number): Decision {
  // CCH §4: sticky once the scroll position plus the top offset passes the module's natural top.
  if (!m.visible || view.scrollY + line <= m.natural.top) return NOT_STICKY;
  const limit = m.bottomLimit;
  const stuckBottom = view.scrollY + line + m.stuckHeight;
  if (limit && stuckBottom > limit.bottom) {
    return { state: 'paused', side: 'top', offset: line, margin: limit.bottom - stuckBottom };
  }
  return { state: 'sticky', side: 'top', offset: line, margin: 0 };
}

function decideBottom(m: StickyModuleInput, view: Viewport, line: number): Decision {
  // CCH §4: sticky while the viewport's bottom minus the bottom offset is above the module's bottom.
  const viewBottom = view.scrollY + view.height - line;
  if (!m.visible || viewBottom >= m.natural.top + m.natural.height) return NOT_STICKY;
  const limit = m.topLimit;
  const stuckTop = viewBottom - m.stuckHeight;
  if (limit && stuckTop < limit.top) {
    return { state: 'paused', side: 'bottom', offset: line, margin: stuckTop - limit.top };
  }
  return { state: 'sticky', side: 'bottom', offset: line, margin: 0 };
}

export interface StackResult {
  decisions: Decision[];
  /** Each module's stuck line from the viewport's top and bottom edges (the CSS path's `top` and `bottom`). */
  lines: { top: number; bottom: number }[];
  /** What the stuck stack takes at the top and bottom of the viewport, beyond the other bars. */
  stack: { top: number; bottom: number };
}

/**
 * Decides every module's state, modules in document order. Top-side modules are decided first to last, so each
 * sees the ones above it already stuck; bottom-side ones last to first, for the same reason.
 */
export function evaluateStack(modules: StickyModuleInput[], view: Viewport): StackResult {
  const decisions: Decision[] = modules.map(() => NOT_STICKY);
  // Once per call, not once per line: a scroll frame and every point of the stack's forecast evaluate the stack.
  const own = modules.map((m) => ({
    top: offsetPx(m.settings.topOffset, view.width, view.height),
    bottom: offsetPx(m.settings.bottomOffset, view.width, view.height),
  }));
  const near = {
    top: modules.map((_, i) => neighbours(modules, i, 'top')),
    bottom: modules.map((_, i) => neighbours(modules, i, 'bottom')),
  };
  const line = (i: number, side: StickySide): number => {
    let occupied = side === 'top' ? view.barsTop : view.barsBottom;
    for (const j of near[side][i] as number[]) {
      const d = decisions[j] as Decision;
      if (d.side === side) occupied = Math.max(occupied, edge(d, (modules[j] as StickyModuleInput).stuckHeight));
    }
    return occupied + (own[i] as { top: number; bottom: number })[side];
  };
  const topSide = modules.map((m, i) => {
    const top = line(i, 'top');
    if (sideFor(m, view, top, Number.POSITIVE_INFINITY) !== 'top') return false;
    decisions[i] = decideTop(m, view, top);
    return true;
  });
  for (let i = modules.length - 1; i >= 0; i--) {
    const m = modules[i] as StickyModuleInput;
    const bottom = line(i, 'bottom');
    if (!topSide[i] && sideFor(m, view, Number.NEGATIVE_INFINITY, bottom) === 'bottom') {
      decisions[i] = decideBottom(m, view, bottom);
    }
  }
  const stack = { top: 0, bottom: 0 };
  decisions.forEach((d, i) => {
    if (!d.side) return;
    const reach = edge(d, (modules[i] as StickyModuleInput).stuckHeight);
    const bars = d.side === 'top' ? view.barsTop : view.barsBottom;
    stack[d.side] = Math.max(stack[d.side], reach - bars);
  });
  const lines = modules.map((_, i) => ({ top: line(i, 'top'), bottom: line(i, 'bottom') }));
  return { decisions, stack, lines };
}

/** The events a change of decision raises, in order. A change of side is an end and a new start. */
export function transitions(before: Decision, after: Decision): StickyEventType[] {
  if (before.state === 'none') {
    if (after.state === 'none') return [];
    return after.state === 'paused' ? ['start', 'pause'] : ['start'];
  }
  if (after.state === 'none') return ['end'];
  if (before.side !== after.side) return ['end', ...transitions(NOT_STICKY, after)];
  if (before.state === after.state) return [];
  return after.state === 'paused' ? ['pause'] : ['resume'];
}
