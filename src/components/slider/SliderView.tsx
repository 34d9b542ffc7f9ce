/**
 * `<pb-slider>` and `<pb-carousel>`: the APG carousel's region, rotation
 * control, arrows, slides, dots and thumbnails, with their behaviour: the
 * position and its lock (core/slider), the visitor's moves by arrow, dot,
 * thumbnail, key and swipe, the rotation (useRotation), the videos and lazy
 * images, and the public methods. One function rather than a hook and a view:
 * the handful of values the two would pass between them cost the family's
 * size budget more than they bought (issue 11).
 *
 * The `active` prop is the one source of truth for the position: a move writes
 * `host.active`, so the attribute always says what is shown. Only moves emit
 * `pb-slide-change`; setting `active` switches at once, silently.
 */
import { type CSSProperties, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { fillMessage } from '../../core/config/index.js';
import { CAROUSEL, SLIDER } from '../../core/constants/index.js';
import { observeSize } from '../../core/frame/index.js';
import { prefersReducedMotion } from '../../core/frame/viewport.js';
import { warnOnce } from '../../core/log/index.js';
import {
  firstItem,
  jump,
  keyToStep,
  nearItems,
  positionCount,
  positionOf,
  resolvePosition,
  type SliderState,
  step,
  swipeToStep,
} from '../../core/slider/index.js';
import { recogniseSwipe } from '../../core/swipe/index.js';
import { useDevice, useMessages, useMethods, useTimer } from '../element/index.js';
import { messages as defaults, type SliderMessages } from './messages.js';
import { SLIDE_TAG, type SlideChangeTrigger, type SliderHost } from './types.js';
import { useRotation } from './useRotation.js';
import { slotName, useSlideChildren } from './useSlideChildren.js';

/** The attributes `<pb-slider>` and `<pb-carousel>` share (`rotationProps`), as the component receives them. */
export interface RotationProps {
  host: SliderHost;
  active: number;
  auto: boolean;
  /** ms between automatic moves, checked by the attribute parser (core/autoplay's `speedProp`). */
  speed: number;
  noArrows: boolean;
  noDots: boolean;
  /** The region's accessible name; empty: the `carousel` message. */
  label: string;
  messages: unknown;
}

export interface SliderProps extends RotationProps {
  /** `fade` stacks the slides; `slide` moves a track of them. */
  transition: string;
  /** Show the thumbnails strip instead of dots; it also shows when a slide holds a video. */
  thumbnails: boolean;
}

export interface CarouselProps extends RotationProps {
  /** Present (`carousel` or `portfolio`) only on `<pb-carousel>`. */
  mode: string;
  columns: number;
  columnsTablet: number;
  columnsPhone: number;
}

const rtl = (el: Element): boolean => getComputedStyle(el).direction === 'rtl';

// The styles select parts, so the markup needs no classes.
const button = (
  part: string,
  label: string,
  onClick: () => void,
  children?: ReactNode,
  current?: boolean,
  key?: number,
) => (
  <button key={key} part={part} type="button" aria-label={label} aria-current={current || undefined} onClick={onClick}>
    {children}
  </button>
);

const icon = (d: string) => (
  <svg viewBox="0 0 24 24" aria-hidden="true">
    <path d={d} />
  </svg>
);

export function SliderView(props: SliderProps | CarouselProps) {
  const { host } = props;
  const device = useDevice();
  const carousel = 'mode' in props;
  // `<pb-carousel>` slides, by one item in 1000 ms or, in portfolio mode, by a group in 700 ms. `<pb-slider>`
  // fades in 700 ms (MFT §4, §9, the slider module), 500 ms with thumbnails (the video slider keeps the
  // slideshow's fade), or slides in 1000 ms with `transition="slide"`.
  const byGroup = carousel && props.mode === 'portfolio';
  const slides = carousel || props.transition === 'slide';
  const moveMs = byGroup ? CAROUSEL.portfolioSlide : slides ? SLIDER.carouselSlide : SLIDER.setupFade;
  // Responsive settings follow the spec's naming: a phone falls back to the tablet value, then to `columns`.
  const ownColumns = carousel
    ? (device === 'phone' && props.columnsPhone) || (device !== 'desktop' && props.columnsTablet) || props.columns
    : 0;
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
    resized
      ? positionOf(firstItem(was.index, count, Math.min(was.columns ?? 1, count), byGroup), count, visible, byGroup)
      : props.active,
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
  const thumbs = controls && ((!carousel && props.thumbnails) || children.some((c) => c.video));
  const duration = thumbs && !slides ? SLIDER.fade : moveMs;

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

  function move(target: number, trigger: SlideChangeTrigger, relative?: boolean): boolean {
    const ms = prefersReducedMotion() ? 0 : duration;
    const from = machine.current;
    const next = (relative ? step : jump)(from, target, Date.now(), ms);
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
  const { playing } = rotation;

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

  if (none) return null;
  // One pager: dots (one per position) or thumbnails (one per slide, which is a position in the slider).
  const pager = thumbs ? 'thumbnail' : 'dot';
  return (
    <section
      part="region"
      className={slides ? undefined : 'fade'}
      aria-roledescription="carousel"
      aria-label={props.label || text.carousel || undefined}
      data-layout={children[first]?.layout}
      data-video={thumbs && children.some((c) => c.video) ? '' : undefined}
    >
      {controls &&
        props.auto &&
        button(
          'rotation',
          playing ? text.pause : text.play,
          () => rotation.setPlay(!playing),
          icon(playing ? 'M7 5h4v14H7zM13 5h4v14h-4z' : 'M8 5v14l11-7z'),
        )}
      {controls && !props.noArrows && (
        <>
          {button('arrow arrow-prev', text.previous, () => move(-1, 'arrow', true), icon('M15 5l-7 7 7 7'))}
          {button('arrow arrow-next', text.next, () => move(1, 'arrow', true), icon('M9 5l7 7-7 7'))}
        </>
      )}
      <div part="viewport" ref={viewport} aria-live={rotation.running ? 'off' : 'polite'}>
        <div
          part="track"
          ref={track}
          style={
            {
              '--pb-columns': ownColumns || undefined,
              '--pb-first-shown': slides ? first : undefined,
              // ms the running animation takes; 0 when none runs.
              '--pb-move-duration': `${leaving === undefined ? 0 : duration}ms`,
            } as CSSProperties
          }
        >
          {children.map((child, i) => {
            const on = shown(i);
            return (
              // biome-ignore lint/a11y/useSemanticElements: APG carousel slides are groups; a fieldset is for form controls
              <div
                key={i}
                part="slide"
                role="group"
                aria-roledescription="slide"
                aria-label={fillMessage(text.slideGroupLabel, { n: i + 1, total: count })}
                inert={!on}
                data-shown={on ? '' : undefined}
                data-leaving={!on && i === leaving ? '' : undefined}
                data-layout={child.layout}
                style={
                  child.image && loaded.has(i) ? { backgroundImage: `url("${CSS.escape(child.image)}")` } : undefined
                }
              >
                <slot name={slotName(i)} />
              </div>
            );
          })}
        </div>
      </div>
      {(thumbs || (controls && !props.noDots)) && (
        // biome-ignore lint/a11y/useSemanticElements: APG's slide picker is a group of buttons; a fieldset is for form controls
        <div
          part={`${pager}s`}
          role="group"
          aria-label={text.picker}
          onKeyDown={(event) => {
            // Focus follows the move, so arrows keep paging from the control that has focus.
            const delta = event.altKey || event.ctrlKey || event.metaKey ? 0 : keyToStep(event.key, rtl(host));
            if (!delta) return;
            event.preventDefault();
            if (move(delta, 'keyboard', true))
              (event.currentTarget.children[machine.current.index] as HTMLElement | undefined)?.focus();
          }}
        >
          {Array.from({ length: positions }, (_, p) => {
            const src = thumbs && children[p]?.thumbnail;
            return button(
              pager,
              fillMessage(text.slideLabel, { n: p + 1, total: positions }),
              () => move(p, pager),
              src && <img src={src} alt="" loading="lazy" />,
              p === index,
              p,
            );
          })}
        </div>
      )}
    </section>
  );
}
