/** Shared set-up for the blocker tests: fixture URLs, request checks and a blocker with switchable consent. */
import sinon from 'sinon';
import { createBlocker } from '../../../src/core/consent/blocker.js';
import { addPlaceholder } from '../../../src/core/consent/on-demand/placeholder.js';
import type { BlockedItem, Category } from '../../../src/core/consent/types.js';
import { resetWarnings } from '../../../src/core/log/index.js';

declare global {
  interface Window {
    __pbLog: string[];
    __pbA?: number;
    __pbDep?: boolean;
    __pbAreaLib?: boolean;
  }
}

let n = 0;
/** A fixture URL no earlier test requested, so resource timing tells whether this one was. */
export const fixtureUrl = (name: string): string => `/test/fixtures/consent/${name}?t=${++n}`;
export const requested = (url: string): boolean =>
  performance.getEntriesByName(new URL(url, location.href).href).length > 0;

export const microtasks = async (): Promise<void> => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};
export const nextFrame = (): Promise<void> => new Promise((r) => requestAnimationFrame(() => r()));

/** What the running test made and must undo: blockers to stop, hosts to remove. */
const made: (() => void)[] = [];

/** Before each blocker test: an empty script log, no remembered warnings. */
export function resetBlockerTest(): void {
  window.__pbLog = [];
  window.__pbA = undefined;
  resetWarnings();
}

/** After each: stops every blocker and removes every host the test made. */
export function cleanupBlockerTest(): void {
  for (const undo of made.splice(0)) undo();
  sinon.restore();
}

export function mount(markup: string, into: ParentNode = document.body): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = markup;
  into.append(host);
  made.push(() => host.remove());
  return host;
}

export interface Harness {
  blocker: ReturnType<typeof createBlocker>;
  /** Categories and services the visitor allowed. */
  allow: Set<string>;
  accepted: BlockedItem[];
  activated: BlockedItem[];
  /** Resolves once `count` items in all were activated. */
  activatedCount(count: number): Promise<void>;
}

export function harness(options: { ajaxBlocking?: boolean; doc?: Document } = {}): Harness {
  const allow = new Set<string>();
  const accepted: BlockedItem[] = [];
  const activated: BlockedItem[] = [];
  let waiters: [number, () => void][] = [];
  const blocker = createBlocker(options.doc ?? document, {
    allowed: (item) => (item.service ? allow.has(item.service) : allow.has(item.category)),
    categoryOf: (service): Category => (service === 'stats-service' ? 'statistics' : 'marketing'),
    ajaxBlocking: options.ajaxBlocking ?? false,
    // The manager makes notices with the on-demand chunk; here the notice code is at hand.
    notice: (item) => {
      const what = item.service || item.category;
      item.undo = addPlaceholder(item, `Blocked ${what} content`, `Accept ${what}`, () => accepted.push(item));
    },
    onActivated: (item) => {
      activated.push(item);
      const due = waiters.filter(([count]) => activated.length >= count);
      waiters = waiters.filter((w) => !due.includes(w));
      for (const [, done] of due) done();
    },
  });
  made.push(() => blocker.stop());
  const activatedCount = (count: number): Promise<void> =>
    activated.length >= count ? Promise.resolve() : new Promise((r) => waiters.push([count, r]));
  return { blocker, allow, accepted, activated, activatedCount };
}
