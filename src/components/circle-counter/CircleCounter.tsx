/**
 * The circle counter: a ring drawn in SVG (sharp at any pixel ratio, where easy-pie-chart's canvas blurs on a
 * retina screen) that fills as the number in its middle counts. It is an image of a statistic, named by its
 * final value, not a progress bar; the frames are hidden from screen readers. The run writes its frames into
 * the DOM itself, so a frame costs no React render.
 */
import { useLayoutEffect, useMemo, useRef } from 'react';
import { COUNTER } from '../../core/constants/counters.js';
import { countAt } from '../../core/counters/index.js';
import { watchCount } from '../../core/counters/run.js';
import { type CounterValues, readCount } from '../counter/count.js';
import type { PbElement, PropValues } from '../element/index.js';
import type { circleCounterProps } from './props.js';

export type CircleCounterProps = PropValues<typeof circleCounterProps> & { host: PbElement };

export function CircleCounter({ host, duration, max, size, ...values }: CircleCounterProps) {
  const { value, prefix, suffix, decimals, label, messages } = values;
  // The light DOM holds the final value as the page shows it without the script; it stays, unrendered.
  const count = useMemo(
    () => readCount(host, values as CounterValues, host.textContent ?? ''),
    [host, value, prefix, suffix, decimals, label, messages],
  );
  const frame = useRef<HTMLSpanElement>(null);
  const bar = useRef<SVGCircleElement>(null);
  const radius = (size - COUNTER.lineWidth) / 2;
  const length = 2 * Math.PI * radius;

  useLayoutEffect(() => {
    const [text, ring] = [frame.current, bar.current];
    if (!count || !text || !ring) return;
    return watchCount(host, duration, (progress) => {
      const n = countAt(count.target, progress);
      text.textContent = count.format(n);
      ring.style.strokeDashoffset = `${length * (1 - Math.min(1, Math.max(0, n / max)))}`;
    });
  }, [host, count, duration, max, length]);

  // No number to show: the text as the author wrote it, as without the script.
  if (!count) return <slot />;
  const center = size / 2;
  const circle = { cx: center, cy: center, r: radius, strokeWidth: COUNTER.lineWidth };
  return (
    <div part="circle" role="img" aria-label={count.name} style={{ width: size, height: size }}>
      <svg aria-hidden="true" width={size} height={size} viewBox={`0 0 ${size} ${size}`}>
        <circle part="track" {...circle} />
        <circle part="bar" ref={bar} {...circle} strokeDasharray={length} />
      </svg>
      <span part="value" aria-hidden="true">
        <span>{count.final}</span>
        <span ref={frame} />
      </span>
    </div>
  );
}
