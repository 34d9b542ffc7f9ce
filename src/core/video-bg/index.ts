/**
 * `<pb-video-bg>`'s decisions as pure functions (MFT §1): whether the video may play and whether its source may
 * load. The element gathers the facts (media queries, Save-Data, the in-view
 * observer, the visitor's button, a refused `play()`) and applies what these return.
 */
/**
 * - `waiting`: not (yet) in view, so not playing; before the section comes near, nothing but the poster loads;
 * - `playing`: in view and asked to play;
 * - `paused`: the visitor paused it with the control;
 * - `poster`: it never plays here (reduced motion, Save-Data, or a refused `play()`): the poster shows.
 */
export type VideoBgState = 'waiting' | 'playing' | 'paused' | 'poster';

export interface VideoBgFacts {
  /** `prefers-reduced-motion: reduce`. */
  reducedMotion: boolean;
  /** `navigator.connection.saveData`. */
  saveData: boolean;
  /** The browser refused `play()` (a low-power mode, an autoplay policy, no playable source). */
  refused: boolean;
  /** The section is within `VIDEO_BG.nearMargin` of the viewport, or has been. */
  near: boolean;
  /** Some of the section is in the viewport. */
  inView: boolean;
  /** The visitor paused it. */
  visitorPaused: boolean;
}

export interface VideoBgPlan {
  state: VideoBgState;
  /** Attach the source (and let it load): only near the viewport, and never for the poster. */
  load: boolean;
  /** Call `play()`; otherwise the video is paused. */
  play: boolean;
}

export function videoBgPlan(facts: VideoBgFacts): VideoBgPlan {
  if (facts.reducedMotion || facts.saveData || facts.refused) return { state: 'poster', load: false, play: false };
  if (!facts.near) return { state: 'waiting', load: false, play: false };
  if (facts.visitorPaused) return { state: 'paused', load: true, play: false };
  if (!facts.inView) return { state: 'waiting', load: true, play: false };
  return { state: 'playing', load: true, play: true };
}
