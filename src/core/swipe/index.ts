/**
 * The one swipe recogniser (CCH §9: 30 px within 1 s), for the slider, the
 * carousels, the gallery, the lightbox and anything else that pages by swipe.
 * Built on Pointer Events so touch, pen and mouse drags share one path.
 *
 * It never calls preventDefault on pointer events, so a vertical page scroll
 * that starts on the element keeps working on touch. An element that wants
 * horizontal swipes should set `touch-action: pan-y`: otherwise the browser
 * may take a horizontal touch move as a pan and send `pointercancel`, which
 * cancels the gesture here.
 */
import { SWIPE } from '../constants/index.js';

export type SwipeDirection = 'left' | 'right' | 'up' | 'down';
/** Which swipes count: horizontal only, vertical only, or both. */
export type SwipeAxis = 'x' | 'y' | 'both';

export interface SwipeDetail {
  /** Travel in px, positive to the right and downwards. */
  dx: number;
  dy: number;
  /** ms from pointerdown to pointerup. */
  duration: number;
  pointerType: string;
}

export interface SwipeOptions {
  /** Default 'both'. */
  axis?: SwipeAxis;
  /** Default `SWIPE.threshold`. */
  threshold?: number;
  /** Default `SWIPE.maxDuration`. */
  maxDuration?: number;
}

/**
 * The pure decision. A swipe is a move of at least `threshold` px along the
 * dominant axis, made in at most `maxDuration` ms. A tie between the axes goes
 * to x, so a perfect diagonal pages a horizontal slider. A move whose dominant
 * axis is filtered out is no swipe at all: a mostly vertical move over a
 * horizontal slider is a scroll, not a slide change.
 */
export function classifySwipe(
  dx: number,
  dy: number,
  duration: number,
  axis: SwipeAxis = 'both',
  threshold: number = SWIPE.threshold,
  maxDuration: number = SWIPE.maxDuration,
): SwipeDirection | null {
  if (!(duration >= 0 && duration <= maxDuration)) return null;
  const ax = Math.abs(dx);
  const ay = Math.abs(dy);
  if (!Number.isFinite(ax) || !Number.isFinite(ay)) return null;
  if (ax >= ay) {
    if (axis === 'y' || ax < threshold) return null;
    return dx > 0 ? 'right' : 'left';
  }
  if (axis === 'x' || ay < threshold) return null;
  return dy > 0 ? 'down' : 'up';
}

interface Gesture {
  id: number;
  type: string;
  x: number;
  y: number;
  /** Date.now(), not event.timeStamp: the spec clock in tests fakes Date. */
  t: number;
}

/**
 * The click after a recognised mouse or pen drag would follow a link the drag
 * started on. Chromium dispatches that click in the same task as pointerup,
 * so the listener is dropped on the next task: a later click is untouched
 * even when the drag ended outside the element and no click came.
 */
function suppressNextClick(view: Window): void {
  const swallow = (event: Event): void => {
    event.preventDefault();
    event.stopPropagation();
    view.removeEventListener('click', swallow, true);
  };
  view.addEventListener('click', swallow, true);
  view.setTimeout(() => view.removeEventListener('click', swallow, true), 0);
}

/**
 * Calls `onSwipe` for each swipe that starts on `target`, until the returned
 * function is called. One gesture at a time: a second pointer that goes down
 * meanwhile is ignored. A mouse drag counts only with the primary button.
 */
export function recogniseSwipe(
  target: HTMLElement,
  onSwipe: (direction: SwipeDirection, detail: SwipeDetail) => void,
  options: SwipeOptions = {},
): () => void {
  const { axis = 'both', threshold = SWIPE.threshold, maxDuration = SWIPE.maxDuration } = options;
  const view = target.ownerDocument.defaultView ?? window;
  let gesture: Gesture | null = null;

  const end = (): void => {
    gesture = null;
    view.removeEventListener('pointerup', onUp, true);
    view.removeEventListener('pointercancel', onCancel, true);
  };

  // Up and cancel are heard on the window: a mouse released outside the
  // element still ends the gesture, and no pointer capture is needed.
  function onUp(event: PointerEvent): void {
    if (!gesture || event.pointerId !== gesture.id) return;
    const { x, y, t, type } = gesture;
    end();
    const dx = event.clientX - x;
    const dy = event.clientY - y;
    const duration = Date.now() - t;
    const direction = classifySwipe(dx, dy, duration, axis, threshold, maxDuration);
    if (!direction) return;
    if (type !== 'touch') suppressNextClick(view);
    onSwipe(direction, { dx, dy, duration, pointerType: type });
  }

  function onCancel(event: PointerEvent): void {
    if (gesture && event.pointerId === gesture.id) end();
  }

  const onDown = (event: PointerEvent): void => {
    if (gesture) return;
    if (event.pointerType !== 'touch' && event.button !== 0) return;
    gesture = { id: event.pointerId, type: event.pointerType, x: event.clientX, y: event.clientY, t: Date.now() };
    view.addEventListener('pointerup', onUp, true);
    view.addEventListener('pointercancel', onCancel, true);
  };

  // A mouse drag over an image or link would start native drag and drop,
  // which fires pointercancel and loses the swipe.
  const onDragStart = (event: DragEvent): void => {
    if (gesture && gesture.type !== 'touch') event.preventDefault();
  };

  target.addEventListener('pointerdown', onDown);
  target.addEventListener('dragstart', onDragStart);
  return () => {
    end();
    target.removeEventListener('pointerdown', onDown);
    target.removeEventListener('dragstart', onDragStart);
  };
}
