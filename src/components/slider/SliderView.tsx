/** Rendering only, for `<pb-slider>` and `<pb-carousel>`: the APG carousel's region, rotation control, arrows, slides, dots and thumbnails. */
import type { CSSProperties } from 'react';
import { fill } from './messages.js';
import type { SliderHost } from './types.js';
import { slotName } from './useSlideChildren.js';
import { type SliderOptions, useSlider } from './useSlider.js';

export interface SliderViewProps extends SliderOptions {
  host: SliderHost;
  /** `fade` stacks the slides; `slide` moves a track of them. */
  transition: 'fade' | 'slide';
  arrows: boolean;
  dots: boolean;
  /** Inline styles for the track, such as the carousel's own columns. */
  trackStyle?: CSSProperties;
}

const icon = (d: string) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={d} />
  </svg>
);

export function SliderView(props: SliderViewProps) {
  const s = useSlider(props.host, props);
  const { text, children, count, positions, index, rotation } = s;
  if (count === 0) return null;
  const controls = positions > 1;
  const active = children[s.first];
  const { thumbs } = s;
  return (
    <section
      part="region"
      className={`region ${props.transition === 'fade' ? 'fade' : 'moves'}`}
      aria-roledescription="carousel"
      aria-label={s.label}
      data-layout={active?.layout}
      onKeyDown={s.onKeyDown}
    >
      {controls && props.auto && (
        <button
          part="rotation"
          className="rotation"
          type="button"
          aria-label={rotation.playing ? text.pause : text.play}
          onClick={() => rotation.setPlay(!rotation.playing)}
        >
          {icon(rotation.playing ? 'M7 5h4v14H7zM13 5h4v14h-4z' : 'M8 5v14l11-7z')}
        </button>
      )}
      {controls && props.arrows && (
        <>
          <button
            part="arrow arrow-prev"
            className="arrow prev"
            type="button"
            aria-label={text.previous}
            onClick={() => s.move(-1, 'arrow', true)}
          >
            {icon('M15 5l-7 7 7 7')}
          </button>
          <button
            part="arrow arrow-next"
            className="arrow next"
            type="button"
            aria-label={text.next}
            onClick={() => s.move(1, 'arrow', true)}
          >
            {icon('M9 5l7 7-7 7')}
          </button>
        </>
      )}
      <div part="viewport" className="viewport" ref={s.viewport} aria-live={rotation.running ? 'off' : 'polite'}>
        <div
          part="track"
          className="track"
          ref={s.track}
          style={{ ...props.trackStyle, '--pb-first': s.first, '--pb-duration': `${s.moving}ms` } as CSSProperties}
        >
          {children.map((child, i) => (
            // biome-ignore lint/a11y/useSemanticElements: APG carousel slides are groups; a fieldset is for form controls
            <div
              key={slotName(i)}
              part="slide"
              className="slide"
              role="group"
              aria-roledescription="slide"
              aria-label={fill(text.slideGroupLabel, i + 1, count)}
              inert={!s.shown(i)}
              data-shown={s.shown(i) ? '' : undefined}
              data-leaving={s.leaving !== undefined && !s.shown(i) && i === s.leaving ? '' : undefined}
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
      {(thumbs || (controls && props.dots)) && (
        // One pager: dots (one per position) or thumbnails (one per slide, which is a position in the slider).
        <div part={thumbs ? 'thumbnails' : 'dots'} className={thumbs ? 'thumbnails' : 'dots'}>
          {Array.from({ length: positions }, (_, p) => (
            <button
              key={p}
              part={thumbs ? 'thumbnail' : 'dot'}
              className={thumbs ? 'thumbnail' : 'dot'}
              type="button"
              aria-label={fill(text.slideLabel, p + 1, positions)}
              aria-current={p === index ? 'true' : undefined}
              onClick={() => s.move(p, thumbs ? 'thumbnail' : 'dot', false)}
            >
              {thumbs && children[p]?.thumbnail && <img src={children[p]?.thumbnail ?? ''} alt="" loading="lazy" />}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
