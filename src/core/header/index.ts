/**
 * The header's rules, without the DOM: when it is fixed, what it and the admin
 * bar add to the offsets topic, how long a resize waits, where a split logo sits.
 */

import { HEADER } from '../constants/header.js';
import { DEBOUNCE, SCROLL } from '../constants/index.js';

export const HEADER_TAG = 'pb-header';

/**
 * CCH §4 "Fixed header: added on scroll down, removed on scroll up", as the
 * page builder's waypoint does it: scrolling down past `at` (the scroll
 * position where the header's top reaches the top bars) fixes the header,
 * scrolling up back to it releases it; no movement keeps the state. Below
 * `HEADER.fixedFrom` (980 px wide) it is never fixed.
 */
export function nextFixed(fixed: boolean, from: number, to: number, at: number, width: number): boolean {
  if (width < HEADER.fixedFrom) return false;
  if (to > from && to > at) return true;
  if (to < from && to <= at) return false;
  return fixed;
}

/**
 * Whether the header will be fixed with the window scrolled to `y`, however it gets there: scrolling down to a
 * point past `at` fixes it, scrolling up to one past `at` leaves it fixed (it was fixed on the way there), and
 * any move to `at` or above releases it. What a jump subtracts for the header where it ends.
 */
export const fixedAt = (y: number, at: number, width: number): boolean => width >= HEADER.fixedFrom && y > at;

export interface HeaderOffsets {
  /** The `header` bar: the fixed bar's height. */
  header: number;
  /** The `admin-bar` bar: the admin bar's height. */
  adminBar: number;
}

/**
 * MFT §9, CCH §9: the fixed navigation's height counts only while it is fixed;
 * the admin bar's above 600 px, where it is fixed at the top (at 600 px and
 * below it scrolls away with the page). The spec puts the fixed-header check at
 * "980 px or more" but the offset "above 980 px"; taken literally, at exactly
 * 980 px the bar is fixed yet not counted, and anchors land under it. The
 * offset follows the check (`HEADER.fixedFrom`), so the two never disagree.
 */
export const headerOffsets = (width: number, fixedHeight: number, adminBarHeight: number): HeaderOffsets => ({
  header: width >= HEADER.fixedFrom ? fixedHeight : 0,
  adminBar: width > SCROLL.adminBarAbove ? adminBarHeight : 0,
});

/**
 * How long resize work waits after the last resize: the 200 ms debounce
 * (CCH §9), or 300 ms when the width crossed the admin bar's layout switch at
 * 782 px, so the bar has its new height when it is measured.
 */
export function resizeDelay(from: number, to: number): number {
  const crossed = from > HEADER.adminBarSwitch !== to > HEADER.adminBarSwitch;
  return crossed ? HEADER.adminBarSwitchDelay : DEBOUNCE.medium;
}

/** Split layout: how many top-level menu items stand before the logo (the larger half first). */
export const splitAfter = (count: number): number => Math.ceil(Math.max(0, count) / 2);
