/**
 * The entrance motion per style (MFT §3, §4), pure: the keyframes a style, direction, intensity and starting
 * opacity give, as the page builder computes its starting transforms. Every animation ends where the content
 * rests (no transform, full opacity), with the same transform functions as it starts, so only their values
 * interpolate; only transform and opacity move, so the compositor runs it.
 */
import { ENTRANCE, type EntranceDirection, type EntranceStyle } from '../constants/entrance.js';

/** One keyframe, as `Element.animate` takes it. */
export interface EntranceFrame {
  offset?: number;
  transform?: string;
  opacity?: number;
  easing?: string;
}

export interface EntranceMotion {
  frames: EntranceFrame[];
  /** The transform origin while it runs; '' for the element's own (the centre by default). */
  origin: string;
}

export interface MotionInput {
  style: EntranceStyle;
  direction: EntranceDirection;
  /** 0-100. */
  intensity: number;
  /** 0-100: the opacity it starts from, in % of full. */
  startingOpacity: number;
}

/** Unit vectors: where the content starts, seen from where it ends (`top` starts above). */
const SIDE: Record<EntranceDirection, [number, number]> = {
  none: [0, 0],
  top: [0, -1],
  right: [1, 0],
  bottom: [0, 1],
  left: [-1, 0],
};

/** Rounded to 4 decimals, and never `-0`. */
const num = (n: number): number => Math.round(n * 10000) / 10000 + 0;

const translate = (x: number, y: number, unit: string): string => `translate3d(${num(x)}${unit}, ${num(y)}${unit}, 0)`;
const scale = (s: number): string => `scale3d(${num(s)}, ${num(s)}, 1)`;
const clamp = (n: number, low: number, high: number): number => Math.min(high, Math.max(low, n));

/** The degrees flip and fold turn by: ceil(0.9 x intensity). */
export const turnDegrees = (intensity: number): number => Math.ceil(ENTRANCE.turnPerIntensity * intensity);
/** The degrees roll turns by: ceil(3.6 x intensity). */
export const rollDegrees = (intensity: number): number => Math.ceil(ENTRANCE.rollPerIntensity * intensity);
/** The scale zoom (and slide in place) start from: (100 - intensity) / 100. */
export const zoomScale = (intensity: number): number => (100 - intensity) / 100;

/** A start and an end keyframe: from `from`, to `to`, fading from the starting opacity. */
function twoFrames(opacity: number, from?: string, to?: string): EntranceFrame[] {
  if (from === undefined) return [{ opacity }, { opacity: 1 }];
  return [
    { transform: from, opacity },
    { transform: to, opacity: 1 },
  ];
}

/** `perspective(2000px) rotateX(a)`: flip and fold turn about X for top and bottom, Y for left and right. */
function turn(axis: 'X' | 'Y', degrees: number): string {
  return `perspective(${ENTRANCE.perspective}px) rotate${axis}(${num(degrees)}deg)`;
}

/** Bounce: see `ENTRANCE.bounce`. In place it grows with overshoots; from a side it lands past its place. */
function bounce(direction: EntranceDirection, intensity: number, opacity: number): EntranceFrame[] {
  const b = ENTRANCE.bounce;
  const k = intensity / ENTRANCE.intensity;
  const [dx, dy] = SIDE[direction];
  const easing = b.easing;
  if (direction === 'none') {
    const [big, small] = b.overshoot;
    const steps = [1 + big * k, 1 - big * k, 1 + small * k, 1 - small * k];
    return [
      { offset: 0, transform: scale(Math.max(0, 1 - b.shrinkPerIntensity * intensity)), opacity, easing },
      ...steps.map((s, i) => ({
        offset: num((i + 1) * 0.2),
        transform: scale(s),
        easing,
        ...(i === 2 ? { opacity: 1 } : {}),
      })),
      { offset: 1, transform: scale(1), opacity: 1 },
    ];
  }
  const d = b.pxPerIntensity * intensity;
  const [first, second, third] = b.sideOvershoot;
  const at = (f: number): string => translate(dx * d * f, dy * d * f, 'px');
  return [
    { offset: 0, transform: at(1), opacity, easing },
    { offset: 0.6, transform: at(-first), opacity: 1, easing },
    { offset: 0.75, transform: at(second), easing },
    { offset: 0.9, transform: at(-third), easing },
    { offset: 1, transform: at(0), opacity: 1 },
  ];
}

/**
 * The keyframes of one entrance (MFT §4, "as the page builder computes it"):
 * - fade: from the starting opacity; with a direction also from 100 % of its size on that side;
 * - slide: from `2 x intensity` % of its size on the direction's side; in place (`none`) it grows from
 *   (100 - intensity) / 100, as the builder's slide without a direction does;
 * - zoom: grows from (100 - intensity) / 100, towards the direction's side (its transform origin);
 * - flip: turns by ceil(0.9 x intensity) degrees in a 2000 px perspective, about X from the top (and in place) or
 *   the bottom, about Y from the right or the left;
 * - fold: the same turn hinged on the direction's edge (`none` turns about its middle like `right`);
 * - roll: turns by ceil(3.6 x intensity) degrees about its centre, clockwise into place from the right or the
 *   bottom, anticlockwise otherwise;
 * - bounce: see `ENTRANCE.bounce`.
 * Intensity is clamped to 0-100 and the starting opacity too.
 */
export function entranceMotion(input: MotionInput): EntranceMotion {
  const intensity = clamp(input.intensity, 0, 100);
  const opacity = num(clamp(input.startingOpacity, 0, 100) / 100);
  const { style, direction } = input;
  const [dx, dy] = SIDE[direction];
  const side = direction === 'none' ? '' : direction;
  switch (style) {
    case 'fade': {
      if (!side) return { frames: twoFrames(opacity), origin: '' };
      const d = ENTRANCE.fadeDistance;
      return { frames: twoFrames(opacity, translate(dx * d, dy * d, '%'), translate(0, 0, '%')), origin: '' };
    }
    case 'slide': {
      if (!side) return { frames: twoFrames(opacity, scale(zoomScale(intensity)), scale(1)), origin: '' };
      const d = ENTRANCE.slidePerIntensity * intensity;
      return { frames: twoFrames(opacity, translate(dx * d, dy * d, '%'), translate(0, 0, '%')), origin: '' };
    }
    case 'zoom':
      return { frames: twoFrames(opacity, scale(zoomScale(intensity)), scale(1)), origin: side };
    case 'flip': {
      const a = turnDegrees(intensity);
      const axis = dx ? 'Y' : 'X';
      const sign = direction === 'bottom' || direction === 'left' ? -1 : 1;
      return { frames: twoFrames(opacity, turn(axis, sign * a), turn(axis, 0)), origin: '' };
    }
    case 'fold': {
      const a = turnDegrees(intensity);
      const axis = dy ? 'X' : 'Y';
      const sign = direction === 'bottom' || direction === 'left' ? 1 : -1;
      return { frames: twoFrames(opacity, turn(axis, sign * a), turn(axis, 0)), origin: side };
    }
    case 'roll': {
      const a = rollDegrees(intensity);
      const sign = direction === 'right' || direction === 'bottom' ? -1 : 1;
      return { frames: twoFrames(opacity, `rotate(${num(sign * a)}deg)`, 'rotate(0deg)'), origin: '' };
    }
    case 'bounce':
      return { frames: bounce(direction, intensity, opacity), origin: '' };
  }
}
