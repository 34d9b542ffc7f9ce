/** Shared hooks over the core services, so no component touches globals directly. */
import { useEffect, useMemo, useState } from 'react';
import { type BusTopics, getBus } from '../../core/bus/index.js';
import { isBuilderMode, type Messages, resolveMessages } from '../../core/config/index.js';
import type { Device } from '../../core/constants/index.js';
import { trackBreakpoint, viewportDevice } from '../../core/frame/viewport.js';

/** The current value of a bus topic, re-rendering when it is published. */
export function useBusTopic<K extends keyof BusTopics>(topic: K): BusTopics[K] | undefined {
  const [value, setValue] = useState(() => getBus().last(topic));
  useEffect(() => getBus().subscribe(topic, (v) => setValue(() => v)), [topic]);
  return value;
}

/** desktop / tablet / phone from the spec's breakpoints, via the shared frame scheduler. */
export function useDevice(): Device {
  useEffect(() => trackBreakpoint(), []);
  return useBusTopic('breakpoint') ?? viewportDevice();
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
