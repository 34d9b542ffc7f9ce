/**
 * Idempotent registration. A second copy of the library on the page (a CDN
 * copy beside a bundled one) finds the tag taken and keeps the first class:
 * both copies share the bus, so the page behaves as one library.
 *
 * While `define()` upgrades the elements already on the page, `isUpgrading()`
 * is true, so the wrapper can mount them all in one pass when it returns
 * (`afterUpgrade`) instead of one at a time.
 *
 * While the autoloader holds registration (`core/autoload/hold`), tags wait and
 * are defined together when the batch has arrived: one upgrade pass and one
 * mount for every module of the batch.
 */
import { afterHold, isHeld } from '../../core/autoload/hold.js';

let upgrading = 0;
const upgraded = new Set<() => void>();
/** Tags waiting for the hold, in the order their modules ran. */
const waiting = new Map<string, CustomElementConstructor>();

export const isUpgrading = (): boolean => upgrading > 0;

/** Runs `fn` each time a `define()` has upgraded the elements on the page. */
export function afterUpgrade(fn: () => void): void {
  upgraded.add(fn);
}

function defineNow(entries: Array<[string, CustomElementConstructor]>): void {
  upgrading++;
  try {
    for (const [tag, element] of entries) {
      if (customElements.get(tag)) continue;
      if (entries.length === 1) customElements.define(tag, element);
      else {
        // One bad tag must not keep the rest of its batch undefined.
        try {
          customElements.define(tag, element);
        } catch (error) {
          console.error(`pb-elements: could not define <${tag}>`, error);
        }
      }
    }
  } finally {
    upgrading--;
  }
  if (upgrading === 0) for (const fn of upgraded) fn();
}

function defineWaiting(): void {
  const entries = [...waiting];
  waiting.clear();
  defineNow(entries);
}

export function define(tag: string, element: CustomElementConstructor): CustomElementConstructor {
  const existing = customElements.get(tag) ?? waiting.get(tag);
  if (existing) return existing;
  if (isHeld()) {
    if (waiting.size === 0) afterHold(defineWaiting);
    waiting.set(tag, element);
    return element;
  }
  defineNow([[tag, element]]);
  return element;
}
