/** Shared hooks over the core services, so no component touches globals directly. */
import { useEffect, useMemo, useState } from 'react';
import { type BusTopics, getBus } from '../../core/bus/index.js';
import { isBuilderMode, type Messages, resolveMessages } from '../../core/config/index.js';
import type { Device } from '../../core/constants/index.js';
import { trackBreakpoint, viewportDevice } from '../../core/frame/viewport.js';
import { outlineLevel } from '../../core/heading/index.js';
import { type Timer, timer } from '../../core/timing/index.js';
import { movesOf } from './host.js';

/**
 * The current value of a bus topic, re-rendering when it is published.
 * `initial` stands in while nothing has been published: when the first value
 * equals it, nothing re-renders.
 */
export function useBusTopic<K extends keyof BusTopics>(topic: K): BusTopics[K] | undefined;
export function useBusTopic<K extends keyof BusTopics>(topic: K, initial: () => BusTopics[K]): BusTopics[K];
export function useBusTopic<K extends keyof BusTopics>(
  topic: K,
  initial?: () => BusTopics[K],
): BusTopics[K] | undefined {
  const [value, setValue] = useState(() => getBus().last(topic) ?? initial?.());
  useEffect(() => getBus().subscribe(topic, (v) => setValue(() => v)), [topic]);
  return value;
}

/** desktop / tablet / phone from the spec's breakpoints, via the shared frame scheduler. */
export function useDevice(): Device {
  useEffect(() => trackBreakpoint(), []);
  // Measured once per page: the first element publishes it, the others read the bus.
  return useBusTopic('breakpoint', viewportDevice);
}

/** English defaults < page config `messages[tag]` < the element's `messages` attribute. */
export function useMessages<M extends Messages>(defaults: M, tag: string, own: unknown): M {
  return useMemo(() => resolveMessages(defaults, tag, own), [defaults, tag, own]);
}

/** Read once per mount: builder mode is a property of the page, not of a moment. */
export function useBuilderMode(): boolean {
  const [builder] = useState(() => isBuilderMode());
  return builder;
}

/**
 * The level of the heading an element renders (core/heading's rule): `explicit`
 * when valid (2-6), else one under the heading before it in the page outline.
 * Computed in the first render, so the first paint has the right hN; again when
 * `explicit` changes and after a move. Headings the author adds or removes
 * around a mounted element do not change its level.
 */
export function useHeadingLevel(host: HTMLElement, explicit: number | undefined): number {
  // The wrapper renders a moved element again; its count of moves is read by
  // no one here, but a move changes the outline around the host.
  const moves = movesOf(host);
  return useMemo(() => outlineLevel(host, explicit), [host, explicit, moves]);
}

/** A timer owned by the component (core/timing's): one pending call at a time, dropped when it unmounts. */
export function useTimer(): Timer {
  const [owned] = useState(timer);
  useEffect(() => owned.cancel, [owned]);
  return owned;
}
