/**
 * `<pb-circle-counter>` without React: the number counter's run (it extends `CounterElement`), drawn as a ring in
 * SVG (sharp at any pixel ratio, where easy-pie-chart's canvas blurs on a retina screen) that fills as the number
 * in its middle counts. Its light DOM, the final value as the page shows it without the script, stays; the ring
 * is in a shadow root. It is an image of a statistic, named by its final value, not a progress bar; the frames
 * are hidden from screen readers. React would add its shared chunk to the page for a few static nodes.
 */
import { COUNTER } from '../../core/constants/counters.js';
import { adoptStyles } from '../../core/styles/index.js';
import type { Count } from '../counter/count.js';
import { CounterElement, type Frame } from '../counter/element.js';
import { circleCounterProps } from './props.js';
import { styles } from './styles.js';

export class CircleCounterElement extends CounterElement {
  static override readonly props = circleCounterProps;
  declare max: number;
  declare size: number;

  protected override show(count: Count | undefined): Frame {
    const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    adoptStyles(root, styles);
    // No number to show: the text as the author wrote it, as without the script.
    if (!count) {
      root.replaceChildren(document.createElement('slot'));
      return () => {};
    }
    const { size, max } = this;
    const line = COUNTER.lineWidth;
    const c = size / 2;
    const radius = (size - line) / 2;
    const length = 2 * Math.PI * radius;
    // Drawn once, then updated in place (a new size or value keeps the nodes). No author text in the markup: it
    // goes in below, through textContent and setAttribute.
    if (!root.querySelector('svg'))
      root.innerHTML =
        '<div part="circle" role="img"><svg aria-hidden="true"><circle part="track"/><circle part="bar"/></svg><span part="value" aria-hidden="true"><span></span><span></span></span></div>';
    const [box, svg, track, bar, , final, frame] = root.querySelectorAll<HTMLElement>('*') as unknown as HTMLElement[];
    const set = (el: Element | undefined, attrs: Record<string, string | number>): void => {
      for (const [name, value] of Object.entries(attrs)) el?.setAttribute(name, String(value));
    };
    set(svg, { width: size, height: size, viewBox: `0 0 ${size} ${size}` });
    for (const ring of [track, bar]) set(ring, { cx: c, cy: c, r: radius, 'stroke-width': line });
    set(bar, { 'stroke-dasharray': length, transform: `rotate(-90 ${c} ${c})` });
    set(box, { 'aria-label': count.name });
    // Through the CSSOM, which a CSP without 'unsafe-inline' for styles allows, unlike a style attribute.
    (box as HTMLElement).style.width = (box as HTMLElement).style.height = `${size}px`;
    (final as HTMLElement).textContent = count.final;
    return (n) => {
      (frame as HTMLElement).textContent = count.format(n);
      (bar as HTMLElement).style.strokeDashoffset = `${length * (1 - Math.min(1, Math.max(0, n / max)))}`;
    };
  }
}
