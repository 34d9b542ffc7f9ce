/**
 * The tab state machine (MFT §4 Tabs): exactly one active tab; a visitor's
 * switch starts a lock that ignores further switches until the panel fade has
 * run. Pure functions over a small value, so the hook, the tests and any
 * future non-React caller share one set of rules. Nothing here logs: problems
 * come back as warning strings for the caller to report once.
 */
import { TABS } from '../constants/index.js';
import { hashBody, hashValues } from '../hash/index.js';

export interface TabsState {
  /** The active tab, always within 0..count-1 (0 when there are no tabs). */
  readonly index: number;
  readonly count: number;
  /** Time (ms) until which visitor switches are ignored; 0 when unlocked. */
  readonly lockedUntil: number;
}

export interface ResolvedIndex {
  index: number;
  warning?: string;
}

/** The first tab is the documented fallback for any index that cannot be shown. */
export const FALLBACK_INDEX = 0;

/**
 * Checks a requested index against the number of tabs. With no tabs there is
 * nothing to be wrong about yet (children may still be arriving), so no warning.
 */
export function resolveIndex(index: number, count: number): ResolvedIndex {
  if (count <= 0) return { index: FALLBACK_INDEX };
  if (Number.isInteger(index) && index >= 0 && index < count) return { index };
  const range = count === 1 ? '0' : `from 0 to ${count - 1}`;
  return {
    index: FALLBACK_INDEX,
    warning: `expected a tab index ${range}, got ${JSON.stringify(index)}; using ${FALLBACK_INDEX}`,
  };
}

export function createTabsState(count: number, index = FALLBACK_INDEX): TabsState {
  const safeCount = Number.isInteger(count) && count > 0 ? count : 0;
  return { index: resolveIndex(index, safeCount).index, count: safeCount, lockedUntil: 0 };
}

export function isLocked(state: TabsState, now: number): boolean {
  return now < state.lockedUntil;
}

/**
 * A visitor's switch. Returns the same object when it is ignored (locked,
 * invalid target, or already active), so callers can test `next === state`.
 * `duration` 0 (reduced motion, builder mode) switches without locking.
 */
export function select(
  state: TabsState,
  index: number,
  now: number,
  duration: number = TABS.switchDuration,
): TabsState {
  if (isLocked(state, now) || index === state.index) return state;
  if (!Number.isInteger(index) || index < 0 || index >= state.count) return state;
  return { ...state, index, lockedUntil: duration > 0 ? now + duration : 0 };
}

export function unlock(state: TabsState): TabsState {
  return state.lockedUntil === 0 ? state : { ...state, lockedUntil: 0 };
}

export type TabMove = 'next' | 'previous' | 'first' | 'last';
export type Orientation = 'horizontal' | 'vertical';

/** The target of a keyboard move; arrows wrap around at both ends (APG Tabs). */
export function moveTarget(state: TabsState, move: TabMove): number {
  if (state.count === 0) return state.index;
  switch (move) {
    case 'first':
      return 0;
    case 'last':
      return state.count - 1;
    case 'next':
      return (state.index + 1) % state.count;
    case 'previous':
      return (state.index - 1 + state.count) % state.count;
  }
}

/**
 * APG Tabs keys. Only the arrows of the tab list's own axis move, so Up and
 * Down still scroll the page past a horizontal tab bar. In right-to-left text
 * the horizontal arrows follow what the visitor sees.
 */
export function keyToMove(key: string, orientation: Orientation, rtl = false): TabMove | undefined {
  if (key === 'Home') return 'first';
  if (key === 'End') return 'last';
  const [forward, back] = orientation === 'vertical' ? ['ArrowDown', 'ArrowUp'] : ['ArrowRight', 'ArrowLeft'];
  if (key === forward) return rtl && orientation === 'horizontal' ? 'previous' : 'next';
  if (key === back) return rtl && orientation === 'horizontal' ? 'next' : 'previous';
  return undefined;
}

/** What a URL hash asks of one tabs module. */
export type TabsHashTarget =
  /** The hash names nothing this module knows. */
  | { kind: 'none' }
  /** `#<module id>|<index>` with an index in range. */
  | { kind: 'index'; index: number }
  /** A plain anchor equal to a tab's id (`#product_reviews_tab`): open and scroll to it. */
  | { kind: 'anchor'; index: number }
  /** The module's entry is malformed or out of range; ignored. */
  | { kind: 'invalid'; warning: string };

const NONE: TabsHashTarget = { kind: 'none' };

/**
 * Reads MFT §2's tab entries. `moduleId` is the element's id ('' when it has
 * none, which only disables the `id|index` form); `tabIds` are the children's ids.
 */
export function readTabsHash(hash: string, moduleId: string, tabIds: readonly string[]): TabsHashTarget {
  if (tabIds.length === 0) return NONE;
  const values = moduleId === '' ? undefined : hashValues(hash, moduleId);
  if (values) {
    const raw = values[0] ?? '';
    const index = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (index < tabIds.length) return { kind: 'index', index };
    const range = tabIds.length === 1 ? '0' : `from 0 to ${tabIds.length - 1}`;
    return { kind: 'invalid', warning: `expected a tab index ${range}, got ${JSON.stringify(raw)}; ignored` };
  }
  const body = hashBody(hash);
  if (body === '' || body.includes(TABS.hashDelimiter)) return NONE;
  const index = tabIds.indexOf(body);
  return index === -1 ? NONE : { kind: 'anchor', index };
}

/** Equal keys mean the hash asks the same thing again, so a reader can act only on a change. */
export function hashTargetKey(target: TabsHashTarget): string {
  if (target.kind === 'none') return 'none';
  return target.kind === 'invalid' ? `invalid:${target.warning}` : `${target.kind}:${target.index}`;
}
