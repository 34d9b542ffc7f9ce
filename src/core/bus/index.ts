/**
 * The page-wide event bus. It lives on `globalThis` under a `Symbol.for` key so
 * that two copies of the library (a CDN copy and a bundled one) share one bus
 * and one consent state. Core only: no DOM access until a public topic is
 * published, and then only `document.dispatchEvent`.
 */

import { LISTENER_LIMIT } from '../constants/bus.js';
import type { Device } from '../constants/index.js';

/**
 * Topic name to payload. Later issues add topics by declaration merging:
 * `declare module '../bus/index.js' { interface BusTopics { consent: Consent } }`.
 */
export interface BusTopics {
  breakpoint: Device;
  'builder-mode': boolean;
  hash: string;
}

export interface TopicOptions {
  /** State topics replay their last value to new subscribers. */
  state: boolean;
  /** Public topics are mirrored as `pb-<topic>-change` events on `document`. */
  public: boolean;
}

type Listener = (value: never) => void;

export interface Bus {
  readonly version: 1;
  define<K extends keyof BusTopics>(topic: K, options: TopicOptions): void;
  publish<K extends keyof BusTopics>(topic: K, value: BusTopics[K]): void;
  subscribe<K extends keyof BusTopics>(topic: K, fn: (value: BusTopics[K]) => void): () => void;
  once<K extends keyof BusTopics>(topic: K, fn: (value: BusTopics[K]) => void): () => void;
  last<K extends keyof BusTopics>(topic: K): BusTopics[K] | undefined;
  /**
   * CCH §9: a topic's listener limit, 10 to begin with and raised by one each time a subscriber arrives when
   * it is reached (an event emitter's leak guard that never refuses a listener). For diagnostics.
   */
  listenerLimit<K extends keyof BusTopics>(topic: K): number;
}

const KEY = Symbol.for('pb-elements.bus');

export const mirrorEventName = (topic: string): string => `pb-${topic}-change`;

function report(error: unknown): void {
  // A faulty subscriber must not stop the others from hearing the news.
  const g = globalThis as { reportError?: (e: unknown) => void };
  if (g.reportError) g.reportError(error);
  else console.error(error);
}

export function createBus(): Bus {
  const listeners = new Map<string, Set<Listener>>();
  const values = new Map<string, unknown>();
  const options = new Map<string, TopicOptions>();
  const limits = new Map<string, number>();
  const optionsOf = (topic: string): TopicOptions => options.get(topic) ?? { state: false, public: false };

  const bus: Bus = {
    version: 1,
    define(topic, opts) {
      options.set(topic, opts);
    },
    publish(topic, value) {
      const opts = optionsOf(topic);
      if (opts.state) values.set(topic, value);
      for (const fn of [...(listeners.get(topic) ?? [])]) {
        try {
          (fn as (v: unknown) => void)(value);
        } catch (error) {
          report(error);
        }
      }
      if (opts.public && typeof document !== 'undefined') {
        document.dispatchEvent(new CustomEvent(mirrorEventName(topic), { detail: value }));
      }
    },
    subscribe(topic, fn) {
      const set = listeners.get(topic) ?? new Set<Listener>();
      listeners.set(topic, set);
      set.add(fn as Listener);
      // An event emitter's leak guard that never refuses: reached, the limit grows by one.
      if (set.size > bus.listenerLimit(topic)) limits.set(topic, set.size);
      if (optionsOf(topic).state && values.has(topic)) fn(values.get(topic) as never);
      return () => {
        set.delete(fn as Listener);
      };
    },
    once(topic, fn) {
      let done = false;
      let off: () => void = () => {};
      off = bus.subscribe(topic, (value) => {
        if (done) return;
        done = true;
        off();
        fn(value);
      });
      // A replayed value fired before `off` was assigned; drop the listener now.
      if (done) off();
      return off;
    },
    last(topic) {
      return values.get(topic) as never;
    },
    listenerLimit(topic) {
      return limits.get(topic) ?? LISTENER_LIMIT;
    },
  };
  bus.define('breakpoint', { state: true, public: true });
  bus.define('builder-mode', { state: true, public: false });
  bus.define('hash', { state: true, public: false });
  return bus;
}

export function getBus(): Bus {
  const g = globalThis as unknown as Record<symbol, Bus | undefined>;
  const existing = g[KEY];
  if (existing && existing.version === 1) return existing;
  const bus = createBus();
  Object.defineProperty(g, KEY, { value: bus, configurable: true });
  return bus;
}
