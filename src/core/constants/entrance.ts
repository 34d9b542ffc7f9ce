/**
 * MFT §3, §4 and §9 "Element animation" and "Parallax factor": the entrance animations (`src/core/entrance`,
 * `<pb-animation>` and the page config's `animations` list) and the parallax band (`<pb-parallax>`).
 * MFT = `spec/modules-forms-tracking.md`.
 */
export const ENTRANCE = {
  /** MFT §3: the animation styles; each takes a direction. */
  styles: ['fade', 'slide', 'bounce', 'zoom', 'flip', 'fold', 'roll'],
  /** Where the content comes from; `none` animates in place. */
  directions: ['none', 'top', 'right', 'bottom', 'left'],
  /** `loop` repeats the animation for as long as the page is open. */
  repeats: ['once', 'loop'],
  /** MFT §3: the allowed speed curves. */
  speedCurves: ['linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out'],
  /** MFT §9: default speed curve. */
  speedCurve: 'ease-in-out',
  /** MFT §9: default animation intensity (0-100). */
  intensity: 50,
  /** The page builder's defaults for the rest (ms, ms, % of full opacity). */
  duration: 1000,
  delay: 0,
  startingOpacity: 0,
  /** Slide with a direction: translates by this many % of its own size per point of intensity. */
  slidePerIntensity: 2,
  /** Flip and fold: degrees per point of intensity (rounded up), in a perspective of `perspective` px. */
  turnPerIntensity: 0.9,
  perspective: 2000,
  /** Roll: degrees per point of intensity (rounded up). */
  rollPerIntensity: 3.6,
  /** Fade with a direction comes from this far (% of its own size), whatever the intensity, as the builder's does. */
  fadeDistance: 100,
  /**
   * Bounce (ours; the spec does not define it): at intensity 50 the page builder's bounce, which is animate.css's
   * bounceIn and bounceIn{Down,Left,Right,Up}. In place it grows from `1 - 0.014 x intensity` (0.3 at 50) with
   * overshoots of 0.1 and 0.03 times intensity / 50; from a side it travels `4 x intensity` px (200 at 50) and
   * overshoots by 12.5 %, 5 % and 2.5 % of that distance. Each leg eases out.
   */
  bounce: {
    shrinkPerIntensity: 0.014,
    overshoot: [0.1, 0.03],
    pxPerIntensity: 4,
    sideOvershoot: [0.125, 0.05, 0.025],
    easing: 'cubic-bezier(0.215, 0.61, 0.355, 1)',
  },
  /** Before the script: content the pre-upgrade rules hide shows after this long (ms) with no script at all. */
  safetyNet: 3000,
} as const;

export type EntranceStyle = (typeof ENTRANCE.styles)[number];
export type EntranceDirection = (typeof ENTRANCE.directions)[number];
export type SpeedCurve = (typeof ENTRANCE.speedCurves)[number];

/** MFT §1, §9: the parallax band's image moves at this fraction of the scroll. */
export const PARALLAX = {
  factor: 0.3,
} as const;
