/**
 * Behaviour for `<pb-slider>` and `<pb-carousel>`, as `useTabs` is to the
 * tabs: the position and its lock (core/slider), the visitor's moves by
 * arrow, dot, thumbnail, key and swipe, the rotation (useRotation), the
 * measured columns, the videos and lazy images, and the public methods.
 * SliderView only renders what this returns.
 *
 * The `active` prop is the one source of truth for the position: a move writes
 * `host.active`, so the attribute always says what is shown. Only moves emit
 * `pb-slide-change`; setting `active` switches at once, silently.
 */
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { responsiveValue } from '../../core/attributes/index.js';
import { observeSize } from '../../core/frame/index.js';
import { prefersReducedMotion } from '../../core/frame/viewport.js';
import { warnOnce } from '../../core/log/index.js';
import {
  firstItem,
  keyToStep,
  moveDuration,
  nearItems,
  move as nextState,
  positionAfterResize,
  positionCount,
  resolvePosition,
  type SliderState,
  swipeToStep,
} from '../../core/slider/index.js';
import { recogniseSwipe } from '../../core/swipe/index.js';
import { useDevice, useMessages, useMethods, useTimer } from '../element/index.js';
import { messages as defaults, type SliderMessages } from './messages.js';
import { type CarouselProps, SLIDE_TAG, type SlideChangeTrigger, type SliderProps } from './types.js';
import { useRotation } from './useRotation.js';
import { useSlideChildren } from './useSlideChildren.js';

const rtl = (el: Element): boolean => getComputedStyle(el).direction === 'rtl';

export function useSliderState(props: SliderProps | CarouselProps) {
  const { host } = props;
  const device = useDevice();
  const carousel = 'mode' in props;
  const byGroup = carousel && props.mode === 'portfolio';
  const slides = carousel || props.transition === 'slide';
  // The one resolver: a phone falls back to the tablet value, then to `columns`.
  const ownColumns = carousel ? (responsiveValue(props, 'columns', device) as number) : 0;
  const tag = host.localName;
  const text = useMessages<SliderMessages>(defaults, tag, props.messages);
  const children = useSlideChildren(host, !!carousel);
  const count = children.length;
  const track = useRef<HTMLDivElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const [columns, setColumns] = useState(1);
  // Set once the styles have been read: only a change of measured columns is the visitor's resize.
  const measured = useRef(false);
  const known = measured.current;
  const visible = Math.min(columns, Math.max(count, 1));
  const positions = positionCount(count, visible, byGroup);
  // A resize changes the positions under an `active` nobody set: it carries over by the first item shown, and is
  // written back silently. Only an author's or a script's `active` is checked, with a warning.
  const seen = useRef<{ active: number; index: number; columns?: number }>(undefined);
  const was = seen.current;
  const resized = !!was?.columns && was.columns !== columns && was.active === props.active;
  const { index, warning } = resolvePosition(
    resized ? positionAfterResize(was.index, count, was.columns ?? 1, columns, byGroup) : props.active,
    positions,
  );
  const machine = useRef<SliderState>({ index, count: positions, lockedUntil: 0 });
  // The slide a running animation leaves; undefined when none runs.
  const [leaving, setLeaving] = useState<number>();
  const leaveLater = useTimer();
  // Images load for what is shown and a step either way; once loaded they stay.
  const loaded = useRef(new Set<number>()).current;
  // The latest move, for the swipe listener and the rotation's tick.
  const latest = useRef(move);
  latest.current = move;
  const none = !count;
  const controls = positions > 1;
  const video = children.some((c) => c.video);
  const thumbs = controls && ((!carousel && props.thumbnails) || video);
  const duration = moveDuration(byGroup ? 'group' : slides ? 'slide' : 'fade', thumbs);

  useEffect(() => {
    if (warning) host.warn('active', warning);
    if (none) warnOnce(`<${tag}>`, `has no ${carousel ? '' : `<${SLIDE_TAG}> `}children; nothing to show`);
  }, [host, warning, none, tag, carousel]);

  // The carousel's columns come from its styles (attributes, viewport, container width): one rule set for before and after the upgrade.
  useLayoutEffect(() => {
    const read = (): void => {
      const n = +getComputedStyle(track.current as Element).getPropertyValue('--pb-columns');
      measured.current = true;
      setColumns(n > 0 ? n : 1);
    };
    if (none) return;
    read();
    return carousel ? observeSize(host, read) : undefined;
  }, [host, carousel, none]);

  useLayoutEffect(() => {
    machine.current = { ...machine.current, index, count: positions };
    seen.current = { active: props.active, index, columns: known ? columns : undefined };
    if (resized && host.active !== index) host.active = index;
  });
  useEffect(() => {
    const el = viewport.current;
    if (el && controls)
      return recogniseSwipe(el, (direction) => latest.current(swipeToStep(direction, rtl(host)), 'swipe', true), {
        axis: 'x',
      });
  }, [host, controls]);

  function move(target: number, trigger: SlideChangeTrigger, relative = false): boolean {
    const ms = prefersReducedMotion() ? 0 : duration;
    const from = machine.current;
    const next = nextState(from, target, relative, Date.now(), ms);
    if (next === from) return false;
    machine.current = next;
    leaveLater.cancel();
    setLeaving(ms ? from.index : undefined);
    // The lock itself ends with its time (core/slider); the timer ends the leaving slide's part in the animation.
    if (ms) leaveLater.start(ms, () => setLeaving(undefined));
    host.active = next.index;
    host.emit('pb-slide-change', { index: next.index, previous: from.index, trigger });
    if (trigger !== 'autoplay') rotation.restart();
    return true;
  }

  const rotation = useRotation(host, props.auto && controls, props.speed, latest);

  useMethods(host, {
    next: () => move(1, 'api', true),
    prev: () => move(-1, 'api', true),
    goTo: (i: number) => move(i, 'api'),
    play: () => rotation.setPlay(true),
    pause: () => rotation.setPlay(false),
  });

  const near = nearItems(index, positions, count, visible, byGroup);
  for (const i of near) loaded.add(i);
  const first = firstItem(index, count, visible, byGroup);
  const shown = (i: number): boolean => i >= first && i < first + visible;

  // A video stops when its slide stops being shown; an author's <img> far from view waits until it is near.
  useEffect(() => {
    children.forEach(({ element, video }, i) => {
      if (!shown(i)) video?.pause();
      if (!near.has(i))
        for (const img of element.querySelectorAll('img:not([loading])')) img.setAttribute('loading', 'lazy');
    });
  });

  /** Arrow keys on the dots or thumbnails. Focus follows the move, so arrows keep paging from the control that has focus. */
  function onPickerKeyDown(event: KeyboardEvent<HTMLElement>): void {
    const delta = event.altKey || event.ctrlKey || event.metaKey ? 0 : keyToStep(event.key, rtl(host));
    if (!delta) return;
    event.preventDefault();
    if (move(delta, 'keyboard', true))
      (event.currentTarget.children[machine.current.index] as HTMLElement | undefined)?.focus();
  }

  return {
    text,
    children,
    count,
    /** Nothing to show: the view renders nothing. */
    none,
    /** Moves a track of slides rather than fading them. */
    slides,
    ownColumns,
    index,
    positions,
    /** The first item shown; `shown(i)` says whether item `i` is in view. */
    first,
    shown,
    /** Items whose background images may load. */
    loaded,
    leaving,
    duration,
    /** More than one position: the arrows, dots and rotation control have something to do. */
    controls,
    /** The thumbnails strip replaces the dots. */
    thumbs,
    video,
    rotation,
    move,
    onPickerKeyDown,
    track,
    viewport,
  };
}
