/**
 * `<pb-counter>` without React: it renders no UI of its own, it rewrites its own light-DOM text (the final
 * value the author wrote, what a page shows without the script) into the final value, kept for its width and
 * for screen readers, and the counting frames, hidden from them. `<pb-circle-counter>` extends it and draws its
 * ring instead (`show`, `draw`).
 *
 * It counts to `value`, a plain number, and writes its numbers in the page's language (its nearest `lang`, else
 * the browser's). Without a usable `value` it warns and leaves its text as written.
 */
import { PbElement } from '../../base/element.js';
import { COUNTER } from '../../core/constants/counters.js';
import { countAt, formatter } from '../../core/counters/index.js';
import { requestFrame } from '../../core/frame/index.js';
import { prefersReducedMotion } from '../../core/frame/viewport.js';
import { observeInView } from '../../core/inview/index.js';
import { adoptStyles } from '../../core/styles/index.js';
import { counterProps } from './props.js';
import { lightStyles } from './styles.js';

/** A plain number, spaces around it allowed, and its decimals (at most 20, what every engine's Intl takes). */
const PLAIN = /^\s*-?\d+(\.(\d{1,20}))?\s*$/;

export class CounterElement extends PbElement {
  static readonly props = counterProps;
  declare value: string;
  declare prefix: string;
  declare suffix: string;
  declare decimals: number | undefined;
  declare duration: number;

  /** The text the author wrote, read at the first connection: the counter then writes its own. */
  declare protected text: string;
  /** Where the frames go: the number counter's second span; the circle's, in its ring. */
  declare protected out: Element;
  /** Whether its run has ended (or was skipped): a counter runs once. */
  #ran?: boolean;
  /** Ends a run under way at its final value (a counter never stays on a frame), or stops waiting for one. */
  #stop?: () => void;
  /** Whether the role and the name are the counter's to set: the author wrote none (read at the first show). */
  #own?: [boolean, boolean];

  protected connected(): void {
    this.text ??= this.textContent as string;
    this.changed();
  }

  protected disconnected(): void {
    this.#stop?.();
  }

  protected changed(): void {
    this.#stop?.();
    const { value, duration } = this;
    const plain = PLAIN.exec(value);
    if (!plain) {
      this.warn('value', 'not a plain number; showing the text, not counting');
      this.show();
      return;
    }
    const target = +value;
    // An empty or unusable `lang` makes Intl throw: the formatter then uses the browser's language.
    const format = formatter(
      (this.closest('[lang]') as HTMLElement | null)?.lang,
      this.decimals ?? plain[2]?.length ?? 0,
      this.prefix,
      this.suffix,
    );
    const draw = (progress: number): void => this.draw(countAt(target, progress), format);
    let running = false;
    const end = (): void => {
      running = false;
      this.#ran = true;
      draw(1);
    };
    this.show(format(target));
    if (this.#ran || !duration || prefersReducedMotion()) {
      end();
      return;
    }
    draw(0);
    // Waits for the one in-view observer, then paints each frame in the one frame scheduler's write phase.
    const stop = observeInView(
      this,
      () => {
        // The preference is read when the motion would start, so a change since the page loaded applies.
        if (prefersReducedMotion()) return end();
        // Date, not the frame's timestamp: a hidden tab gets no frames, and on its return the run is over. A clock
        // set back (before the start) ends the run too, rather than stalling it at 0 until the clock catches up.
        const start = Date.now();
        running = true;
        const step = {
          write: (): void => {
            const progress = (Date.now() - start) / duration;
            if (!running) return;
            if (progress >= 0 && progress < 1) {
              draw(progress);
              requestFrame(step);
            } else end();
          },
        };
        requestFrame(step);
      },
      { once: true, threshold: COUNTER.inViewThreshold },
    );
    this.#stop = () => {
      stop();
      if (running) end();
    };
  }

  /** Writes one frame: `n` as `format` writes it. The circle draws its ring too. */
  protected draw(n: number, format: (n: number) => string): void {
    this.out.textContent = format(n);
  }

  /**
   * Shows `final`, the final value as written (undefined: no number, the text as the author wrote it). The
   * number counter writes into its own light DOM: it is an image of its value, named by the final value.
   */
  protected show(final?: string): void {
    // An author's own role and name stay; only what the counter set is taken back.
    this.#own ??= [!this.hasAttribute('role'), !this.hasAttribute('aria-label')];
    if (this.#own[0]) this.role = final ? 'img' : null;
    if (this.#own[1]) this.ariaLabel = final ?? null;
    if (final) this.spans(this, final);
    else this.replaceChildren(this.text);
  }

  /**
   * Writes into `box` the final value, invisible, holding the box's width, and the frames (`out`) over it, both
   * hidden from screen readers, with their rules in `box`'s document or shadow root. The circle writes its number
   * in the middle of its ring the same way.
   */
  protected spans(box: Element, final: string): void {
    adoptStyles(box.getRootNode(), lightStyles, true);
    // No author text in the markup: the final value goes in below, through textContent.
    box.innerHTML =
      '<span data-pb-count=final aria-hidden=true></span><span data-pb-count=frame aria-hidden=true></span>';
    (box.firstChild as Element).textContent = final;
    this.out = box.lastChild as Element;
  }
}
