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
 * While the autoloader holds registration (`core/autoload/hold`), tags wait until
 * the batch has arrived. Then each family of tags (those whose elements nest in
 * one another's) is defined and mounted in one pass, families in the order the
 * page shows them, each in a task of its own: a page's whole upgrade is not one
 * long task on a slow phone. Between two families the browser may paint, and
 * nothing moves: the tags not defined yet keep their box from the pending rules
 * (pb.css, or pb.js's copy of them), and a family upgrades whole.
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
/** Tags released from the hold whose family has not had its task yet. */
const queued = new Map<string, CustomElementConstructor>();

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

type Entries = Array<[string, CustomElementConstructor]>;

/**
 * The tags grouped by the nesting of their elements in the document (an accordion with its toggles, a header with
 * its menu), in the order of each family's first element; tags without an element in the light DOM (rendered by
 * another element, or wanted by plain markup) go with the first family.
 */
export function families(entries: Entries): Entries[] {
  const group = new Map(entries.map((entry) => [entry[0], [entry]]));
  const order: Entries[] = [];
  const selector = [...group.keys()].join();
  for (const el of document.querySelectorAll(selector)) {
    const mine = group.get(el.localName) as Entries;
    const outer = group.get(el.parentElement?.closest(selector)?.localName ?? '');
    if (!outer) {
      if (!order.includes(mine)) order.push(mine);
    } else if (outer !== mine) {
      // An ancestor comes first in document order: its family is listed already.
      outer.push(...mine);
      for (const [tag] of mine) group.set(tag, outer);
      if (order.includes(mine)) order.splice(order.indexOf(mine), 1);
    }
  }
  const elementless = [...new Set(group.values())].filter((g) => !order.includes(g)).flat();
  if (order[0]) order[0].unshift(...elementless);
  else order.push(elementless);
  return order;
}

/** Captured at load, so a test's fake clock cannot hold a batch's later families forever. */
const later = globalThis.setTimeout.bind(globalThis);

async function defineWaiting(): Promise<void> {
  const entries = [...waiting];
  waiting.clear();
  for (const [tag, element] of entries) queued.set(tag, element);
  const all = families(entries);
  for (const [i, family] of all.entries()) {
    // A timer, not scheduler.yield or a MessageChannel: the smallest code, and the message never arrived in
    // WebKit's MiniBrowser.
    if (i > 0) await new Promise((resolve) => later(resolve, 0));
    for (const [tag] of family) queued.delete(tag);
    defineNow(family);
  }
}

export function define(tag: string, element: CustomElementConstructor): CustomElementConstructor {
  const existing = customElements.get(tag) ?? waiting.get(tag) ?? queued.get(tag);
  if (existing) {
    warnTaken(tag, element);
    return existing;
  }
  if (isHeld()) {
    if (waiting.size === 0) afterHold(() => void defineWaiting());
    waiting.set(tag, element);
    return element;
  }
  defineNow([[tag, element]]);
  return element;
}
