/**
 * `<pb-circle-counter>` without React: the number counter's run (it extends `CounterElement`), drawn as a ring in
 * SVG (sharp at any pixel ratio, where easy-pie-chart's canvas blurs on a retina screen) that fills as the number
 * in its middle counts. Its light DOM, the final value as the page shows it without the script, stays; the ring
 * is in a shadow root. It is an image of a statistic, named by its final value, not a progress bar; the frames
 * are hidden from screen readers. React would add its shared chunk to the page for a few static nodes.
 */
import { COUNTER } from '../../core/constants/counters.js';
import { adoptStyles } from '../../core/styles/index.js';
import { CounterElement } from '../counter/element.js';
import { circleCounterProps } from './props.js';
import { styles } from './styles.js';

export class CircleCounterElement extends CounterElement {
  static override readonly props = circleCounterProps;
  declare max: number;
  declare size: number;
  #bar?: SVGElement;

  protected override show(final?: string): void {
    const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    adoptStyles(root, styles);
    // No number to show: the text as the author wrote it, as without the script.
    if (!final) {
      root.innerHTML = '<slot></slot>';
      return;
    }
    const { size } = this;
    // Numbers only: no author text in the markup. The svg is the image, named by the final value; the number's
    // spans over it are hidden from screen readers.
    const ring = `<circle cx="50%" cy="50%" r="${(size - COUNTER.lineWidth) / 2}" stroke-width="${COUNTER.lineWidth}" pathLength="100" part=`;
    root.innerHTML = `<svg part="circle" role="img" width="${size}" height="${size}">${ring}"track"/>${ring}"bar"/></svg><span part="value"></span>`;
    const [svg, bar, value] = root.querySelectorAll('svg,[part=bar],span') as unknown as [Element, SVGElement, Element];
    svg.ariaLabel = final;
    this.#bar = bar;
    this.spans(value, final);
  }

  protected override draw(n: number, format: (n: number) => string): void {
    super.draw(n, format);
    // Through the CSSOM, which a CSP without 'unsafe-inline' for styles allows, unlike a style attribute.
    (this.#bar as SVGElement).style.strokeDashoffset = `${100 - 100 * Math.min(1, Math.max(0, n / this.max))}`;
  }
}
