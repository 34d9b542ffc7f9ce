/**
 * Behaviour and ARIA for `<pb-slider>` and `<pb-carousel>`, as React Aria's
 * hooks are to their state: the position and its lock (core/slider), the
 * visitor's moves by arrow, dot, thumbnail, key and swipe, the rotation, the
 * videos and lazy images, and the public methods.
 *
 * The `active` prop is the one source of truth for the position: a move writes
 * `host.active`, so the attribute always says what is shown. Only moves emit
 * `pb-slide-change`; setting `active` switches at once, silently.
 */
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { observeSize } from '../../core/frame/index.js';
import { prefersReducedMotion } from '../../core/frame/viewport.js';
import { warnOnce } from '../../core/log/index.js';
import {
  firstItem,
  jump,
  keyToStep,
  nearItems,
  positionCount,
  resolvePosition,
  type SliderState,
  step,
  swipeToStep,
  unlock,
} from '../../core/slider/index.js';
import { recogniseSwipe } from '../../core/swipe/index.js';
import { useMessages, useMethods } from '../element/index.js';
import { messages as defaults, type SliderMessages } from './messages.js';
import { SLIDE_TAG, type SlideChangeTrigger, type SliderHost } from './types.js';
import { useRotation } from './useRotation.js';
import { useSlideChildren } from './useSlideChildren.js';

export interface SliderOptions {
  /** Every child element is an item (the carousel), rather than each `<pb-slide>` (the slider). */
  carousel?: boolean;
  active: number;
  auto: boolean;
  speed: string;
  messages: unknown;
  /** Show the thumbnails strip instead of dots; it also shows when a slide holds a video. */
  thumbnails?: boolean;
  /** ms a visitor's move animates for (0 with reduced motion). */
  duration: number;
  /** The duration instead while the thumbnails strip shows. */
  thumbnailsDuration?: number;
  /** Portfolio mode moves by a group of columns. */
  byGroup?: boolean;
}

const rtl = (el: Element): boolean => getComputedStyle(el).direction === 'rtl';

export function useSlider(host: SliderHost, options: SliderOptions) {
  const { carousel, byGroup = false } = options;
  const tag = host.localName;
  const text = useMessages<SliderMessages>(defaults, tag, options.messages);
  const children = useSlideChildren(host, !!carousel);
  const count = children.length;
  const track = useRef<HTMLDivElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const [columns, setColumns] = useState(1);
  const visible = Math.min(columns, Math.max(count, 1));
  const positions = positionCount(count, visible, byGroup);
  const { index, warning } = resolvePosition(options.active, positions);
  const machine = useRef<SliderState>({ index, count: positions, lockedUntil: 0 });
  // The slide a running animation leaves; undefined when none runs.
  const [leaving, setLeaving] = useState<number>();
  const unlockTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Images load for what is shown and a step either way; once loaded they stay.
  const loaded = useRef(new Set<number>()).current;
  const latestMove = useRef(move);
  latestMove.current = move;
  const some = count > 0;
  const controls = positions > 1;

  useEffect(() => {
    if (warning) host.warn('active', warning);
    if (!some) warnOnce(`<${tag}>`, `has no ${carousel ? '' : `<${SLIDE_TAG}> `}children; nothing to show`);
  }, [host, warning, some, tag, carousel]);

  // The carousel's columns come from its styles (attributes, viewport, container width): one rule set for before and after the upgrade.
  useLayoutEffect(() => {
    const read = (): void => {
      const n = Number.parseInt(getComputedStyle(track.current as Element).getPropertyValue('--pb-columns'), 10);
      setColumns(n > 0 ? n : 1);
    };
    if (!some) return;
    read();
    return carousel ? observeSize(host, read) : undefined;
  }, [host, carousel, some]);

  useLayoutEffect(() => {
    machine.current = { ...machine.current, index, count: positions };
  });

  useEffect(() => () => clearTimeout(unlockTimer.current), []);
  useEffect(() => {
    const el = viewport.current;
    if (el && controls)
      return recogniseSwipe(el, (direction) => latestMove.current(swipeToStep(direction, rtl(host)), 'swipe', true), {
        axis: 'x',
      });
  }, [host, controls]);

  const thumbs = controls && (options.thumbnails || children.some((c) => c.video));
  const duration = (thumbs && options.thumbnailsDuration) || options.duration;

  function move(target: number, trigger: SlideChangeTrigger, relative?: boolean): boolean {
    const ms = prefersReducedMotion() ? 0 : duration;
    const from = machine.current;
    const next = (relative ? step : jump)(from, target, Date.now(), ms);
    if (next === from) return false;
    machine.current = next;
    clearTimeout(unlockTimer.current);
    setLeaving(ms ? from.index : undefined);
    if (ms)
      unlockTimer.current = setTimeout(() => {
        machine.current = unlock(machine.current);
        setLeaving(undefined);
      }, ms);
    host.active = next.index;
    host.emit('pb-slide-change', { index: next.index, previous: from.index, trigger });
    if (trigger !== 'autoplay') rotation.restart();
    return true;
  }

  const rotation = useRotation(host, options.auto && controls, options.speed, () => move(1, 'autoplay', true));

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

  /** Left and Right on a focused dot or thumbnail; focus follows the move, so arrows keep paging from there. */
  function onKeyDown(event: KeyboardEvent<HTMLElement>): void {
    const delta = event.altKey || event.ctrlKey || event.metaKey ? 0 : keyToStep(event.key, rtl(host));
    if (!delta) return;
    event.preventDefault();
    if (move(delta, 'keyboard', true))
      (event.currentTarget.children[machine.current.index] as HTMLElement | undefined)?.focus();
  }

  return {
    text,
    children,
    controls,
    positions,
    index,
    first,
    shown,
    leaving,
    /** ms the running animation takes, for the styles; 0 when none runs. */
    moving: leaving === undefined ? 0 : duration,
    thumbs,
    loaded,
    rotation,
    move,
    onKeyDown,
    track,
    viewport,
  };
}
