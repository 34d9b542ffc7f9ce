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
  animationStyle: EntranceStyle;
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
const clamp = (n: number): number => Math.min(100, Math.max(0, n));

const move = (x: number, y: number, unit: string): string => `translate3d(${num(x)}${unit}, ${num(y)}${unit}, 0)`;
const scale = (s: number): string => `scale3d(${num(s)}, ${num(s)}, 1)`;
/** `perspective(2000px) rotateX(a)`. */
const turn = (axis: string, degrees: number): string =>
  `perspective(${ENTRANCE.perspective}px) rotate${axis}(${num(degrees)}deg)`;

/** The degrees flip and fold turn by: ceil(0.9 x intensity). */
export const turnDegrees = (intensity: number): number => Math.ceil(ENTRANCE.turnPerIntensity * intensity);
/** The degrees roll turns by: ceil(3.6 x intensity). */
export const rollDegrees = (intensity: number): number => Math.ceil(ENTRANCE.rollPerIntensity * intensity);
/** The scale zoom (and slide in place) start from: (100 - intensity) / 100. */
export const zoomScale = (intensity: number): number => (100 - intensity) / 100;

/** Bounce: `ENTRANCE.bounce`'s steps, scaled by intensity / 50. */
function bounce([dx, dy]: [number, number], intensity: number, opacity: number): EntranceFrame[] {
  const b = ENTRANCE.bounce;
  const k = intensity / ENTRANCE.intensity;
  const side = dx || dy;
  return (side ? b.fromSide : b.inPlace).map(([offset, v]) => ({
    offset,
    transform: side ? move(dx * v * b.distance * k, dy * v * b.distance * k, 'px') : scale(Math.max(0, 1 + v * k)),
    easing: b.easing,
    ...(offset === 0 ? { opacity } : offset === b.shownAt || offset === 1 ? { opacity: 1 } : {}),
  }));
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
  const intensity = clamp(input.intensity);
  const opacity = num(clamp(input.startingOpacity) / 100);
  const { animationStyle: style, direction } = input;
  const [dx, dy] = SIDE[direction];
  const side = direction === 'none' ? '' : direction;
  // -1 from the bottom and the left: flip turns back, fold forward.
  const sign = direction === 'bottom' || direction === 'left' ? -1 : 1;
  let from = '';
  let to = '';
  let origin = '';
  if (style === 'bounce') return { frames: bounce(SIDE[direction], intensity, opacity), origin };
  if ((style === 'slide' && !side) || style === 'zoom') {
    from = scale(zoomScale(intensity));
    to = scale(1);
    if (style === 'zoom') origin = side;
  } else if ((style === 'fade' || style === 'slide') && side) {
    const d = style === 'fade' ? ENTRANCE.fadeDistance : ENTRANCE.slidePerIntensity * intensity;
    from = move(dx * d, dy * d, '%');
    to = move(0, 0, '%');
  } else if (style === 'flip' || style === 'fold') {
    const axis = style === 'flip' ? (dx ? 'Y' : 'X') : dy ? 'X' : 'Y';
    from = turn(axis, (style === 'flip' ? sign : -sign) * turnDegrees(intensity));
    to = turn(axis, 0);
    if (style === 'fold') origin = side;
  } else if (style === 'roll') {
    from = `rotate(${(direction === 'right' || direction === 'bottom' ? -1 : 1) * rollDegrees(intensity)}deg)`;
    to = 'rotate(0deg)';
  }
  const frames: EntranceFrame[] = from
    ? [
        { transform: from, opacity },
        { transform: to, opacity: 1 },
      ]
    : [{ opacity }, { opacity: 1 }];
  return { frames, origin };
}
