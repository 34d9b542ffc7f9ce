/**
 * What the motion runtime reads from the window, behind one interface so tests can set each answer.
 * Read at call time, never at import.
 */
import { builderContext, scrollLocationFor } from '../builder/context.js';
import { sameOriginTop } from '../builder/frames.js';
import { type Band, inModal, modalBand } from '../builder/modal.js';
import { MOTION } from '../constants/motion.js';
import { type FrameTask, onFrame } from '../frame/index.js';
import { prefersReducedMotion } from '../frame/viewport.js';
import { currentOffsets } from '../scroll/index.js';

export interface MotionEnv {
  width(): number;
  height(): number;
  scrollY(): number;
  /** The furthest the window scrolls down. */
  maxScroll(): number;
  landscape(): boolean;
  /** CCH §9: touch capable and at most 1024 px wide. */
  realMobile(): boolean;
  /** CCH §2: one of the four builders (src/core/builder/context.ts). */
  builder(): boolean;
  /** The builder's zoom preview: `<html data-pb-preview="zoom">` or the page config's `builder.preview`. */
  zoom(): boolean;
  reduced(): boolean;
  /** The fixed bars' height at the top: the offsets topic. */
  offsetTop(): number;
  /** Scroll-driven animations, the compositor path, on a timeline of the page's scroll that shows it. */
  timelines(): boolean;
  /**
   * CCH §2, §9: the band of the viewport the builder's modal shows the page in (theme builder, layout block
   * builder), in the window's px; null (or absent) for the whole viewport.
   */
  band?(): Band | null;
  /**
   * Runs `task` in the frame scheduler's frame when the band may have moved without an event of the window's own
   * (the builder's window resized or scrolled, through the scheduler's one listener there); gives its undo.
   */
  watchBand?(task: FrameTask): () => void;
}

export function windowEnv(doc: Document = document): MotionEnv {
  const root = (): Element => doc.scrollingElement ?? doc.documentElement;
  /**
   * In the builder's modal at the `top` scroll location, with the builder's window of the same origin: the frame
   * is drawn at its full height and that window (or the modal) scrolls it into view, which no timeline of the
   * page's own scroll sees; the frame scheduler reads the modal's body each frame instead.
   */
  const shownByOuterScroll = (): boolean => {
    const { context, builder, preview } = builderContext(doc);
    return (
      inModal(context) && scrollLocationFor(builder, preview) === 'top' && !!sameOriginTop(doc.defaultView ?? window)
    );
  };
  return {
    width: () => innerWidth,
    height: () => innerHeight,
    scrollY: () => scrollY,
    maxScroll: () => Math.max(0, root().scrollHeight - innerHeight),
    landscape: () => matchMedia('(orientation: landscape)').matches,
    realMobile: () => navigator.maxTouchPoints > 0 && innerWidth <= MOTION.mobileMaxWidth,
    builder: () => builderContext(doc).builder,
    zoom: () => builderContext(doc).preview === 'zoom',
    reduced: prefersReducedMotion,
    offsetTop: () => currentOffsets().top,
    timelines: () => typeof CSS !== 'undefined' && CSS.supports('animation-timeline: view()') && !shownByOuterScroll(),
    band: () => {
      const { context, preview } = builderContext(doc);
      return modalBand(doc.defaultView ?? window, context, preview === 'zoom');
    },
    // The builder's window resizing (the modal expands below 1200 px) or scrolling (a frame drawn at its full
    // height, the `top` scroll location) moves the modal's body over the page with no event in the page.
    watchBand: (task) => {
      const top = sameOriginTop(doc.defaultView ?? window);
      if (!top) return () => {};
      const inBand = (): boolean => inModal(builderContext(doc).context);
      // One task object for both triggers: a scroll and a resize in one frame run it once.
      const guarded: FrameTask = { read: () => inBand() && task.read?.(), write: () => inBand() && task.write?.() };
      const offs = [onFrame('resize', guarded, top), onFrame('scroll', guarded, top)];
      return () => {
        for (const off of offs) off();
      };
    },
  };
}
