/**
 * `<pb-counter>` without React: it renders no UI of its own, it rewrites its own light-DOM text (the final
 * value the author wrote) into the final value, kept for its width and for screen readers, and the counting
 * frames, hidden from them. `<pb-circle-counter>` extends it and draws its ring instead (`show`).
 *
 * The final value is in the markup (the text a page shows without the script), so a counter reads it there
 * unless `value` gives it, in the page's language (its nearest `lang`, else the browser's).
 */
import { PbElement } from '../../base/element.js';
import { fillMessage, resolveMessages } from '../../core/config/messages.js';
import { countAt, formatter, parseCount, parseValue } from '../../core/counters/index.js';
import { watchCount } from '../../core/counters/run.js';
import { adoptStyles } from '../../core/styles/index.js';
import { counterMessages, counterProps } from './props.js';
import { lightStyles } from './styles.js';

/** What a counter shows: its frames, its final value and its accessible name. */
export interface Count {
  /** A frame's number as shown: prefix, number in the page's language, suffix. */
  format: (n: number) => string;
  /** The final value as shown. */
  final: string;
  /** The accessible name: the final value, and the label if any. */
  name: string;
}

/** Writes one frame: the number shown at that moment of the run. */
export type Frame = (n: number) => void;

const quoted = (t: string): string => JSON.stringify(t.trim().slice(0, 40));

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
  declare protected text: string;
  /** Whether `role` is the element's own, not the author's. */
  #role = false;
  #stop = (): void => {};

  protected connected(): void {
    this.text ??= this.textContent as string;
    this.#start();
  }

  /** Its rules, in the document or the shadow root it is in (a page may load it without pb.css). */
  protected moved(): void {
    adoptStyles(this.getRootNode(), lightStyles, true);
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
   * counter writes into its own light DOM; it is an image of its value, named by the final value.
   */
  protected show(count?: Count): Frame {
    if (!count) {
      this.replaceChildren(this.text);
      if (this.#role) this.role = null;
      this.ariaLabel = null;
      return () => {};
    }
    // A statistic shown as a picture of its value: one name, the final value; the frames are not read.
    if (!this.role) {
      this.role = 'img';
      this.#role = true;
    }
    this.ariaLabel = count.name;
    return this.render(this, count);
  }

  /**
   * Writes into `box` the final value, invisible, holding the box's width, and the frames over it, both hidden
   * from screen readers, with their rules in `box`'s document or shadow root; returns what writes each frame.
   * The circle writes its number in the middle of its ring the same way.
   */
  protected render(box: Element, count: Count): Frame {
    adoptStyles(box.getRootNode(), lightStyles, true);
    // No author text in the markup: the final value goes in below, through textContent.
    box.innerHTML =
      '<span data-pb-count="final" aria-hidden="true"></span><span data-pb-count="frame" aria-hidden="true"></span>';
    const [final, frame] = box.children as unknown as [HTMLElement, HTMLElement];
    final.textContent = count.final;
    return (n) => {
      frame.textContent = count.format(n);
    };
  }

  #start(): void {
    const { value, prefix, suffix, decimals, label, text } = this;
    const locale = this.closest('[lang]')?.getAttribute('lang') || undefined;
    const given = parseValue(value);
    if (value && !given) this.warn('value', `not a plain number: ${quoted(value)}; using the text`);
    const written = given ?? parseCount(text, locale, prefix, suffix);
    if (!written) {
      this.warn('value', `no number in it or in ${quoted(text)}; showing the text`);
      this.show();
      return;
    }
    const format = formatter({ locale, digits: decimals ?? Math.min(written.digits, 20), prefix, suffix });
    const final = format(written.value);
    const { labelled } = resolveMessages(counterMessages, this.localName, this.messages);
    const frame = this.show({ format, final, name: label ? fillMessage(labelled, { value: final, label }) : final });
    this.#stop = watchCount(this, this.duration, (progress) => frame(countAt(written.value, progress)));
  }
}
