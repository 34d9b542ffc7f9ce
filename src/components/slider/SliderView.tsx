/**
 * Rendering only, for `<pb-slider>` and `<pb-carousel>`: the APG carousel's
 * region, rotation control, arrows, slides, dots and thumbnails. The
 * behaviour is useSliderState's.
 */
import type { CSSProperties, ReactNode } from 'react';
import { fillMessage } from '../../core/config/index.js';
import type { CarouselProps, SliderProps } from './types.js';
import { slotName } from './useSlideChildren.js';
import { useSliderState } from './useSliderState.js';

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
  const {
    text,
    children,
    count,
    none,
    slides,
    ownColumns,
    index,
    positions,
    first,
    shown,
    loaded,
    leaving,
    duration,
    controls,
    thumbs,
    video,
    rotation,
    move,
    onPickerKeyDown,
    track,
    viewport,
  } = useSliderState(props);
  const { playing } = rotation;

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
      data-video={thumbs && video ? '' : undefined}
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
        <div part={`${pager}s`} role="group" aria-label={text.picker} onKeyDown={onPickerKeyDown}>
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
