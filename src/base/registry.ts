/**
 * Idempotent registration. A second copy of the library on the page (a CDN
 * copy beside a bundled one) finds the tag taken and keeps the first class:
 * both copies share the bus, so the page behaves as one library. When the
 * first class came from another version, or from another script altogether,
 * it warns once, naming both (as Shoelace does): the page runs that one.
 *
 * While `define()` upgrades the elements already on the page, `isUpgrading()`
 * is true, so the wrapper can mount them all in one pass when it returns
 * (`afterUpgrade`) instead of one at a time.
 *
 * While the autoloader holds registration (`core/autoload/hold`), tags wait and
 * are defined together when the batch has arrived: one upgrade pass and one
 * mount for every module of the batch.
 */
import { afterHold, isHeld } from '../core/autoload/hold.js';
import { VERSION } from '../core/constants/version.js';
import { warnOnce } from '../core/log/index.js';

/** This copy of the library, told apart from another copy of the same version. */
const THIS_COPY = {};
interface Definer {
  version: string;
  copy: object;
}
/** Which copy, of which version, defined each tag: shared by every copy on the page, like the bus. */
const DEFINERS = Symbol.for('pb-elements.definers');
const definers = (): Map<string, Definer> =>
  ((globalThis as unknown as Record<symbol, Map<string, Definer>>)[DEFINERS] ??= new Map());

function warnTaken(tag: string, element: CustomElementConstructor): void {
  const taken = customElements.get(tag);
  if (!taken || taken === element) return;
  const first = definers().get(tag);
  // This copy's own second class for a tag: the first stays, as `define` is idempotent.
  if (first?.copy === THIS_COPY) return;
  const by = first ? `another copy of pb-elements ${first.version}` : 'another script';
  warnOnce(`<${tag}>`, `already defined by ${by}; this copy (pb-elements ${VERSION}) uses that definition`);
}

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
      if (customElements.get(tag)) {
        warnTaken(tag, element);
        continue;
      }
      definers().set(tag, { version: VERSION, copy: THIS_COPY });
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
  if (existing) {
    warnTaken(tag, element);
    return existing;
  }
  if (isHeld()) {
    if (waiting.size === 0) afterHold(defineWaiting);
    waiting.set(tag, element);
    return element;
  }
  defineNow([[tag, element]]);
  return element;
}
