/**
 * The builder context on the bus: the `builder-context` topic (mirrored as `pb-builder-context-change` on
 * `document`) carries the context whenever it changes, a change of preview mode above all; `builder-mode` carries
 * whether the page runs in a builder. A builder integration changes the `<html data-pb-*>` attributes; one
 * MutationObserver per page, held while any reader needs it, publishes what they now say.
 */
import { getBus } from '../bus/index.js';
import { BUILDER_CONTEXT } from '../constants/builder-context.js';
import { type BuilderContext, builderContext, sameContext, scrollLocationFor } from './context.js';

declare module '../bus/index.js' {
  interface BusTopics {
    'builder-context': BuilderContext;
  }
}

export const BUILDER_CONTEXT_TOPIC = 'builder-context' as const;

/** Reads the context and publishes it (and builder mode) when it differs from the last published. */
export function publishBuilderContext(doc: Document = document): BuilderContext {
  const bus = getBus();
  bus.define(BUILDER_CONTEXT_TOPIC, { state: true, public: true });
  const now = builderContext(doc);
  if (!sameContext(bus.last(BUILDER_CONTEXT_TOPIC), now)) bus.publish(BUILDER_CONTEXT_TOPIC, now);
  if (bus.last('builder-mode') !== now.builder) bus.publish('builder-mode', now.builder);
  return now;
}

/**
 * CCH §3, §4 sticky window state, from what the bus carries now: the scroll location (`app` or `top`, see
 * `scrollLocationFor`) and the zoom flag (the zoom preview).
 */
export function scrollState(): { location: 'app' | 'top'; zoomed: boolean } {
  const bus = getBus();
  const preview = bus.last(BUILDER_CONTEXT_TOPIC)?.preview ?? 'desktop';
  return { location: scrollLocationFor(bus.last('builder-mode') ?? false, preview), zoomed: preview === 'zoom' };
}

interface Watcher {
  readonly version: 1;
  watch(): () => void;
}

// One per page, shared by copies of the library as the bus is.
const KEY = Symbol.for('pb-elements.builder-context');

function createWatcher(doc: Document): Watcher {
  let holders = 0;
  let observer: MutationObserver | undefined;
  return {
    version: 1,
    watch() {
      if (holders++ === 0) {
        publishBuilderContext(doc);
        observer = new MutationObserver(() => publishBuilderContext(doc));
        observer.observe(doc.documentElement, {
          attributes: true,
          attributeFilter: Object.values(BUILDER_CONTEXT.attributes),
        });
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (--holders === 0) observer?.disconnect();
      };
    },
  };
}

let own: Watcher | undefined;

/**
 * Keeps the `builder-context` and `builder-mode` topics current (publishing the context now, if it is news) until
 * the returned function runs.
 */
export function watchBuilderContext(): () => void {
  const g = globalThis as unknown as Record<symbol, Watcher | undefined>;
  const found = g[KEY];
  if (found?.version === 1) return found.watch();
  own ??= createWatcher(document);
  if (!found) Object.defineProperty(g, KEY, { value: own, configurable: true });
  return own.watch();
}
