/**
 * What the motion runtime reads from the window, behind one interface so tests can set each answer.
 * Read at call time, never at import.
 */
import { builderContext } from '../builder/context.js';
import { MOTION } from '../constants/motion.js';
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
  /** Scroll-driven animations, the compositor path. */
  timelines(): boolean;
}

export function windowEnv(doc: Document = document): MotionEnv {
  const root = (): Element => doc.scrollingElement ?? doc.documentElement;
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
    timelines: () => typeof CSS !== 'undefined' && CSS.supports('animation-timeline: view()'),
  };
}
