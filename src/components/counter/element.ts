/**
 * `<pb-counter>` without React: it renders no UI of its own, it rewrites its own light-DOM text (the final
 * value the author wrote) into the final value, kept for its width and for screen readers, and the counting
 * frames, hidden from them. `<pb-circle-counter>` extends it and draws its ring instead (`show`).
 */
import { PbElement } from '../../base/element.js';
import { countAt } from '../../core/counters/index.js';
import { watchCount } from '../../core/counters/run.js';
import { adoptStyles } from '../../core/styles/index.js';
import { type Count, type CounterValues, readCount } from './count.js';
import { counterProps } from './props.js';
import { styles } from './styles.js';

/** Writes one frame: the number shown at that moment of the run. */
export type Frame = (n: number) => void;

const span = (kind: 'final' | 'frame', text: string): HTMLSpanElement => {
  const el = document.createElement('span');
  el.dataset.pbCount = kind;
  el.setAttribute('aria-hidden', 'true');
  el.textContent = text;
  return el;
};

export class CounterElement extends PbElement {
  static readonly props = counterProps;
  declare value: string;
  declare prefix: string;
  declare suffix: string;
  declare decimals: number | undefined;
  declare label: string;
  declare duration: number;
  declare messages: object;

  /** The text the author wrote, read at the first connection: the counter then writes its own. */
  protected text = '';
  #read = false;
  /** Whether `role` is the element's own, not the author's. */
  #role = false;
  #stop = (): void => {};

  protected connected(): void {
    if (!this.#read) this.text = this.textContent ?? '';
    this.#read = true;
    this.#start();
  }

  protected moved(): void {
    adoptStyles(this.getRootNode(), styles, true);
  }

  protected disconnected(): void {
    this.#stop();
  }

  protected changed(): void {
    this.#stop();
    this.#start();
  }

  /**
   * Shows `count` (undefined: no number, the text as written) and returns what writes each frame. The number
   * counter writes into its own light DOM: the final value, invisible, holding the box, and the frames.
   */
  protected show(count: Count | undefined): Frame {
    if (!count) {
      this.replaceChildren(this.text);
      if (this.#role) this.removeAttribute('role');
      this.removeAttribute('aria-label');
      return () => {};
    }
    adoptStyles(this.getRootNode(), styles, true);
    const frame = span('frame', '');
    this.replaceChildren(span('final', count.final), frame);
    // A statistic shown as a picture of its value: one name, the final value; the frames are not read.
    if (!this.hasAttribute('role')) {
      this.setAttribute('role', 'img');
      this.#role = true;
    }
    this.setAttribute('aria-label', count.name);
    return (n) => {
      frame.textContent = count.format(n);
    };
  }

  #start(): void {
    const count = readCount(this, this.values as CounterValues, this.text);
    const frame = this.show(count);
    if (!count) return;
    const stop = watchCount(this, this.duration, (progress) => frame(countAt(count.target, progress)));
    this.#stop = () => {
      stop();
      this.#stop = () => {};
    };
  }
}
