/** What the counter tests share: the one in-view observer's reports, a page to scroll, and a real timer. */
import { fixture } from '@open-wc/testing';
import { COUNTER } from '../../src/core/constants/counters.js';
import { observeInView } from '../../src/core/inview/index.js';

const options = { threshold: COUNTER.inViewThreshold };

/** Waits a real `ms`, under a fake clock too (the element base's deferred disconnect runs on a real timer). */
const realTimeout = globalThis.setTimeout.bind(globalThis);
export const realWait = (ms = 0): Promise<void> => new Promise((resolve) => realTimeout(resolve, ms));

/**
 * Resolves once the one in-view observer has reported `el` on screen to its watchers: a counter watching it
 * since its connection has been told first, so its run has started.
 */
export const inView = (el: Element): Promise<void> =>
  new Promise((resolve) => observeInView(el, () => resolve(), { ...options, once: true }));

/** Scrolls `el` into the viewport (or the page back to its top), and waits for the observer to report it. */
export async function scrollTo(el: Element, shown: boolean): Promise<void> {
  const seen = new Promise<void>((resolve) => {
    const stop = observeInView(
      el,
      (now) => {
        if (now !== shown) return;
        stop();
        resolve();
      },
      options,
    );
  });
  const top = shown ? el.getBoundingClientRect().top + window.scrollY - 100 : 0;
  window.scrollTo({ top, behavior: 'instant' });
  await seen;
}

/** `markup` (one counter) between two spacers twice the viewport's height: it starts below the fold. */
export async function tallPage<T extends HTMLElement>(markup: string): Promise<{ page: HTMLElement; counter: T }> {
  const spacer = `<div style="height: ${window.innerHeight * 2}px"></div>`;
  const page = await fixture<HTMLElement>(`<div>${spacer}${markup}${spacer}</div>`);
  return { page, counter: page.children[1] as T };
}

/** Where the runner's accessibility snapshot (CDP) is missing. */
export const SNAPSHOT = {
  firefox: 'the accessibility snapshot command needs Chromium (CDP)',
  webkit: 'the accessibility snapshot command needs Chromium (CDP)',
};
