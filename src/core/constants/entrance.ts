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
   * bounceIn and bounceIn{Down,Left,Right,Up}; intensity scales it by intensity / 50. Each step is
   * [offset, value], every leg easing out. In place the value is the scale minus 1: it grows from 0.3 with
   * overshoots to 1.1, 0.9, 1.03 and 0.97. From a side the value is a share of `distance` px: it comes 200 px and
   * lands past its place by 25, 10 and 5 px. Full opacity from `shownAt`.
   */
  bounce: {
    inPlace: [
      [0, -0.7],
      [0.2, 0.1],
      [0.4, -0.1],
      [0.6, 0.03],
      [0.8, -0.03],
      [1, 0],
    ],
    fromSide: [
      [0, 1],
      [0.6, -0.125],
      [0.75, 0.05],
      [0.9, -0.025],
      [1, 0],
    ],
    distance: 200,
    shownAt: 0.6,
    easing: 'cubic-bezier(0.215, 0.61, 0.355, 1)',
  },
  /** The bound: content the pre-upgrade rules hide is visible this long (ms) after the navigation at most. */
  safetyNet: 3000,
  /**
   * The pre-upgrade rules show hidden content this long (ms) after its first style, with no script at all: the
   * safety net's 3 s less a second for the page to get that far (its first style came 0.7-0.9 s after the
   * navigation in the e2e test on a busy machine).
   */
  revealAfter: 2000,
} as const;

export type EntranceStyle = (typeof ENTRANCE.styles)[number];
export type EntranceDirection = (typeof ENTRANCE.directions)[number];
export type SpeedCurve = (typeof ENTRANCE.speedCurves)[number];

/** MFT §1, §9: the parallax band's image moves at this fraction of the scroll. */
export const PARALLAX = {
  factor: 0.3,
} as const;
