/**
 * CCH §2, §4: the builder shows the page in its app frame, inside the builder's own (top) window. Sticky's scroll
 * location `top` reads the scroll there, and the bars the builder fixes in that window cover the frame. This
 * module finds that window (same origin only: another origin's window cannot be read) and where the frame's
 * viewport is seen in it. Takes windows; nothing runs at import.
 */

/** The page's top window when it is another window of the same origin; null on the public page or across origins. */
export function sameOriginTop(win: Window): Window | null {
  try {
    const top = win.top;
    if (!top || top === win) return null;
    // Reading a cross-origin window's document throws (Chromium, WebKit) or gives null.
    return top.document ? top : null;
  } catch {
    return null;
  }
}

/** Where a window's viewport is seen in the top window's viewport, in the top window's px. */
export interface FrameView {
  /** The frame viewport's top edge (its content box), from the top viewport's top edge. */
  origin: number;
  /** The part of the frame viewport the top window shows: its top and bottom edges there. */
  top: number;
  bottom: number;
  /** The top window's px per frame px: 1, or the zoom preview's scale when it draws the frame smaller. */
  scale: number;
}

/**
 * The frame view of `win` in `top` through each frame element on the way; null when a window on the way is of
 * another origin or not in a frame. `zoomed` (CCH §3 window state, the zoom preview): the frame is drawn scaled,
 * and the scale is read from the frame element's box against its layout height.
 */
export function frameView(win: Window, top: Window, zoomed = false): FrameView | null {
  let origin = 0;
  let scale = 1;
  try {
    for (let w: Window = win; w !== top; w = w.parent) {
      const frame = w.frameElement as HTMLElement | null;
      if (!frame || w.parent === w) return null;
      const box = frame.getBoundingClientRect();
      const own = zoomed && frame.offsetHeight > 0 ? box.height / frame.offsetHeight : 1;
      // Inner to outer: the origin so far is in this frame's px; the frame's box puts it in its parent's.
      origin = box.top + (frame.clientTop + origin) * own;
      scale *= own;
    }
  } catch {
    return null;
  }
  const bottom = origin + win.innerHeight * scale;
  return { origin, top: Math.max(origin, 0), bottom: Math.max(0, Math.min(bottom, top.innerHeight)), scale };
}

/**
 * The frame view in the frame's own viewport px: the visible band's top and bottom edges from the frame
 * viewport's top edge. With `view` null, the frame's whole viewport.
 */
export function visibleBand(win: Window, view: FrameView | null): { top: number; bottom: number } {
  if (!view) return { top: 0, bottom: win.innerHeight };
  const top = (view.top - view.origin) / view.scale;
  return { top, bottom: Math.max(top, (view.bottom - view.origin) / view.scale) };
}
