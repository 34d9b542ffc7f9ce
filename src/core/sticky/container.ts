/**
 * CCH §3, §4 "scroll location": the window whose scroll and viewport the sticky modules are decided against. The
 * page's own window (the builder's app frame, or the public page), or at the `top` scroll location the builder's
 * top window, when it is another window of the same origin: there the frame is drawn at its full height and does
 * not scroll; the top window does. Takes windows; nothing runs at import.
 */
import { frameView, sameOriginTop, visibleBand } from '../builder/frames.js';
import { type FrameTask, onFrame } from '../frame/index.js';

let container: Window | undefined;
let away: (() => void) | undefined;

/** The window the scroll is read in now. */
export const scrollContainer = (): Window => container ?? window;

/** What the container shows of the page, in the page's own px. */
export interface ContainerView {
  /** The page's scroll position at the top edge of what the container shows. */
  scrollY: number;
  height: number;
  /**
   * How far what it shows is from the page's own viewport edges (0 and 0 in the page's own window): a stuck box's
   * line in the page's viewport is its line in the container's plus this.
   */
  shift: { top: number; bottom: number };
}

/** Reads the scroll position and the viewport as the container shows the page; `zoomed`: the zoom preview's flag. */
export function readContainer(zoomed: boolean): ContainerView {
  const own = scrollContainer() === window;
  const band = visibleBand(window, own ? null : frameView(window, scrollContainer(), zoomed));
  return {
    scrollY: window.scrollY + band.top,
    height: band.bottom - band.top,
    shift: { top: band.top, bottom: window.innerHeight - band.bottom },
  };
}

/**
 * Moves the reading to the window of `location`: `top` is the top window where one of the same origin exists;
 * the frame scheduler runs `scroll` after its scrolls and `resize` after its resizes (the page's own window's are
 * the store's own frame tasks).
 */
export function followLocation(location: 'app' | 'top', scroll: FrameTask, resize: FrameTask): void {
  const next = (location === 'top' && sameOriginTop(window)) || window;
  if (next === scrollContainer()) return;
  leaveContainer();
  if (next === window) return;
  container = next;
  const stops = [onFrame('scroll', scroll, next), onFrame('resize', resize, next)];
  away = () => {
    for (const stop of stops) stop();
  };
}

/** Back to the page's own window, listening to no other. */
export function leaveContainer(): void {
  away?.();
  away = undefined;
  container = undefined;
}
