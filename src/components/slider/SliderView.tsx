/** Rendering only, for `<pb-slider>` and `<pb-carousel>`: the APG carousel's region, rotation control, arrows, slides, dots and thumbnails. */
import type { CSSProperties, ReactNode } from 'react';
import { fill } from './messages.js';
import type { SliderHost } from './types.js';
import { slotName } from './useSlideChildren.js';
import { type SliderOptions, useSlider } from './useSlider.js';

export interface SliderViewProps extends SliderOptions {
  host: SliderHost;
  /** The region's accessible name; empty: the `carousel` message. */
  label: string;
  /** The track moves (`slide`) rather than the slides fading in one stack. */
  slides?: boolean;
  noArrows: boolean;
  noDots: boolean;
  /** The carousel's own `--pb-columns`, when its attributes set one. */
  columns?: number;
}

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
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={d} />
  </svg>
);

export function SliderView(props: SliderViewProps) {
  const s = useSlider(props.host, props);
  const { text, children, controls, positions, rotation, thumbs } = s;
  const count = children.length;
  if (!count) return null;
  const { playing } = rotation;
  // One pager: dots (one per position) or thumbnails (one per slide, which is a position in the slider).
  const pager = thumbs ? 'thumbnail' : 'dot';
  return (
    <section
      part="region"
      className={props.slides ? undefined : 'fade'}
      aria-roledescription="carousel"
      aria-label={props.label || text.carousel}
      data-layout={children[s.first]?.layout}
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
          {button('arrow arrow-prev', text.previous, () => s.move(-1, 'arrow', true), icon('M15 5l-7 7 7 7'))}
          {button('arrow arrow-next', text.next, () => s.move(1, 'arrow', true), icon('M9 5l7 7-7 7'))}
        </>
      )}
      <div part="viewport" ref={s.viewport} aria-live={rotation.running ? 'off' : 'polite'}>
        <div
          part="track"
          ref={s.track}
          style={
            {
              '--pb-columns': props.columns,
              '--f': props.slides ? s.first : undefined,
              '--d': `${s.moving}ms`,
            } as CSSProperties
          }
        >
          {children.map((child, i) => (
            // biome-ignore lint/a11y/useSemanticElements: APG carousel slides are groups; a fieldset is for form controls
            <div
              key={slotName(i)}
              part="slide"
              role="group"
              aria-roledescription="slide"
              aria-label={fill(text.slideGroupLabel, i + 1, count)}
              inert={!s.shown(i)}
              data-shown={s.shown(i) ? '' : undefined}
              data-leaving={!s.shown(i) && i === s.leaving ? '' : undefined}
              data-layout={child.layout}
              style={
                child.image && s.loaded.has(i) ? { backgroundImage: `url("${CSS.escape(child.image)}")` } : undefined
              }
            >
              <slot name={slotName(i)} />
            </div>
          ))}
        </div>
      </div>
      {(thumbs || (controls && !props.noDots)) && (
        // biome-ignore lint/a11y/noStaticElementInteractions: Left and Right from the focused dot or thumbnail inside, delegated
        <div part={`${pager}s`} onKeyDown={s.onKeyDown}>
          {Array.from({ length: positions }, (_, p) => {
            const src = thumbs && children[p]?.thumbnail;
            return button(
              pager,
              fill(text.slideLabel, p + 1, positions),
              () => s.move(p, pager),
              src && <img src={src} alt="" loading="lazy" />,
              p === s.index,
              p,
            );
          })}
        </div>
      )}
    </section>
  );
}
