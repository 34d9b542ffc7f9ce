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
  const state = useSliderState(props);
  const { text, children, slides, first, shown, controls, thumbs, rotation, move } = state;
  const { playing } = rotation;

  if (state.none) return null;
  // One pager: dots (one per position) or thumbnails (one per slide, which is a position in the slider).
  const pager = thumbs ? 'thumbnail' : 'dot';
  return (
    <section
      part="region"
      className={slides ? undefined : 'fade'}
      aria-roledescription="carousel"
      aria-label={props.label || text.carousel || undefined}
      data-layout={children[first]?.layout}
      data-video={thumbs && state.video ? '' : undefined}
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
      <div part="viewport" ref={state.viewport} aria-live={rotation.running ? 'off' : 'polite'}>
        <div
          part="track"
          ref={state.track}
          style={
            {
              '--pb-columns': state.ownColumns || undefined,
              '--pb-first-shown': slides ? first : undefined,
              // ms the running animation takes; 0 when none runs.
              '--pb-move-duration': `${state.leaving === undefined ? 0 : state.duration}ms`,
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
                aria-label={fillMessage(text.slideGroupLabel, { n: i + 1, total: state.count })}
                inert={!on}
                data-shown={on ? '' : undefined}
                data-leaving={!on && i === state.leaving ? '' : undefined}
                data-layout={child.layout}
                style={
                  child.image && state.loaded.has(i)
                    ? { backgroundImage: `url("${CSS.escape(child.image)}")` }
                    : undefined
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
        <div part={`${pager}s`} role="group" aria-label={text.picker} onKeyDown={state.onPickerKeyDown}>
          {Array.from({ length: state.positions }, (_, p) => {
            const src = thumbs && children[p]?.thumbnail;
            return button(
              pager,
              fillMessage(text.slideLabel, { n: p + 1, total: state.positions }),
              () => move(p, pager),
              src && <img src={src} alt="" loading="lazy" />,
              p === state.index,
              p,
            );
          })}
        </div>
      )}
    </section>
  );
}
