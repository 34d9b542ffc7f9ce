/** What the `<pb-countdown>` element tests share: a fake clock from a fixed moment, waits for React, readers. */

import { nextFrame } from '@open-wc/testing';
import sinon from 'sinon';
import type { PbCountdown } from '../../elements/pb-countdown.js';
import type { CountdownEndDetail } from '../../src/components/countdown/index.js';

/** A fixed moment for the fake clock: 1 March 2026, 12:00:00 UTC. */
export const START = Date.UTC(2026, 2, 1, 12);
export const iso = (ms: number): string => new Date(ms).toISOString().replace('.000Z', '+00:00');
export const D = 86_400_000;
export const H = 3_600_000;
export const M = 60_000;
export const S = 1000;

/**
 * Timers, Date and performance faked from START: the element measures the page's arrival as
 * `Date.now() - performance.now()`, which is START here. Rendering runs on MessageChannel, which stays real.
 */
export const countdownClock = (): sinon.SinonFakeTimers =>
  sinon.useFakeTimers({
    now: START,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'],
  });

/** Lets React commit what a tick scheduled (its scheduler posts a message; this one comes after). */
export const rendered = async (): Promise<void> => {
  for (let i = 0; i < 2; i++)
    await new Promise<void>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    });
};

/** Also lets React run the effects of that commit (the end event), which may wait for the next frame. */
export const settled = async (): Promise<void> => {
  await rendered();
  await nextFrame();
  await rendered();
};

export const part = (el: Element, name: string) =>
  el.shadowRoot?.querySelector<HTMLElement>(`[part~="${name}"]`) ?? null;
export const units = (el: Element) =>
  ['days', 'hours', 'minutes', 'seconds'].map((unit) => {
    const box = part(el, unit) as HTMLElement;
    const value = box.querySelector('[part~="value"]') as HTMLElement;
    return {
      value: value.textContent,
      label: box.querySelector('[part="unit-label"]')?.textContent,
      zero: (value.getAttribute('part') ?? '').split(' ').includes('value-zero'),
      unitZero: (box.getAttribute('part') ?? '').split(' ').includes('unit-zero') && box.hasAttribute('data-zero'),
    };
  });
export const digits = (el: Element) => units(el).map((u) => u.value);
export const timer = (el: Element) => el.shadowRoot?.querySelector<HTMLElement>('[role="timer"]') ?? null;
export const live = (el: Element) => el.shadowRoot?.querySelector<HTMLElement>('[aria-live="polite"]') ?? null;
export const shown = (node: Element | null): boolean => !!node && node.checkVisibility();

export function ends(el: Node): CountdownEndDetail[] {
  const seen: CountdownEndDetail[] = [];
  el.addEventListener('pb-countdown-end', (e) => seen.push((e as CustomEvent<CountdownEndDetail>).detail));
  return seen;
}

export function warnings(): () => string[] {
  const warn = sinon.stub(console, 'warn');
  return () => warn.getCalls().map((c) => String(c.args[0]));
}

export const sale = (date: string, extra = '') =>
  `<pb-countdown date="${date}" ${extra}>
    <span slot="label">Kiln opening sale starts in</span>
    <time datetime="${date}">Saturday 7 March, 10:00</time>
    <p slot="end">The sale is on: come to the studio.</p>
  </pb-countdown>`;

/** What `mount` added, removed after each test. */
const mounted: HTMLElement[] = [];

export async function mount(markup: string): Promise<PbCountdown> {
  const host = document.createElement('div');
  host.innerHTML = markup;
  document.body.append(host);
  mounted.push(host);
  const el = host.firstElementChild as PbCountdown;
  await el.updateComplete;
  await settled();
  return el;
}

/** Removes what `mount` added. */
export function unmountAll(): void {
  for (const host of mounted.splice(0)) host.remove();
}
