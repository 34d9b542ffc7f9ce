/**
 * `<pb-circle-counter>` without React: the number counter's run (it extends `CounterElement`), drawn as a ring in
 * SVG (sharp at any pixel ratio, where easy-pie-chart's canvas blurs on a retina screen) that fills as the number
 * in its middle counts. Its light DOM, the final value as the page shows it without the script, stays; the ring
 * is in a shadow root. It is an image of a statistic, named by its final value, not a progress bar; the frames
 * are hidden from screen readers. React would add its shared chunk to the page for a few static nodes.
 */
import { COUNTER } from '../../core/constants/counters.js';
import { adoptStyles } from '../../core/styles/index.js';
import { type Count, CounterElement, type Frame } from '../counter/element.js';
import { circleCounterProps } from './props.js';
import { styles } from './styles.js';

export class CircleCounterElement extends CounterElement {
  static override readonly props = circleCounterProps;
  declare max: number;
  declare size: number;

  protected override show(count?: Count): Frame {
    const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    adoptStyles(root, styles);
    // No number to show: the text as the author wrote it, as without the script.
    if (!count) {
      root.innerHTML = '<slot></slot>';
      return () => {};
    }
    const { size, max } = this;
    const c = size / 2;
    const r = (size - COUNTER.lineWidth) / 2;
    const length = 2 * Math.PI * r;
    // The box and the svg are made once and kept (a new size or value redraws the rings inside them).
    if (!root.querySelector('svg'))
      root.innerHTML =
        '<div part="circle" role="img"><svg aria-hidden="true"></svg><span part="value" aria-hidden="true"></span></div>';
    const [box, svg, value] = root.querySelectorAll('div,svg,span') as unknown as [
      HTMLElement,
      SVGElement,
      HTMLElement,
    ];
    svg.setAttribute('width', `${size}`);
    svg.setAttribute('height', `${size}`);
    svg.setAttribute('viewBox', `0 0 ${size} ${size}`);
    // Numbers only: no author text in the markup. The svg is turned a quarter back (styles.ts), so the bar starts
    // at twelve o'clock and fills clockwise.
    const ring = `<circle cx="${c}" cy="${c}" r="${r}" stroke-width="${COUNTER.lineWidth}" part=`;
    svg.innerHTML = `${ring}"track"/>${ring}"bar" stroke-dasharray="${length}"/>`;
    const bar = svg.lastElementChild as SVGElement;
    box.ariaLabel = count.name;
    const frame = this.render(value, count);
    return (n) => {
      frame(n);
      // Through the CSSOM, which a CSP without 'unsafe-inline' for styles allows, unlike a style attribute.
      bar.style.strokeDashoffset = `${length * (1 - Math.min(1, Math.max(0, n / max)))}`;
    };
  }
}
