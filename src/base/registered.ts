/**
 * Plain mode's most common shape: an element that hands itself to a store (sticky modules, motion items,
 * entrance animations) and takes itself back. It registers when it connects, again when it moved (it is
 * measured where it now stands) or a prop changed (the store reads the new settings), and unregisters once it
 * has really left the document.
 */
import { PbElement } from './element.js';

export abstract class RegisteredElement extends PbElement {
  #unregister: (() => void) | undefined;

  /** Adds the element to its store with its current settings; returns what removes it. */
  protected abstract register(): () => void;

  #renew(): void {
    this.#unregister?.();
    this.#unregister = this.register();
  }

  protected connected(): void {
    this.#renew();
  }

  protected moved(): void {
    this.#renew();
  }

  protected changed(_prop: string): void {
    this.#renew();
  }

  protected disconnected(): void {
    this.#unregister?.();
    this.#unregister = undefined;
  }
}
