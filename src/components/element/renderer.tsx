/**
 * The renderer behind every element: one React root for the page, each element
 * a portal into its own shadow root (`@r2wc/core`'s `{ mount, update, unmount }`
 * hook). A root per element costs a scheduler entry, a fiber root and React's
 * whole listener set each; with one root, mounting 1000 elements is one render.
 *
 * - Portals sit in buckets of 64, so a mount re-renders one bucket, never them all.
 * - Mounts flush in one synchronous render: at the end of `define()` for every
 *   element it upgraded, or as an element connected later connects (a microtask
 *   catches any mount left queued). Nothing paints empty.
 * - Each element has its own error boundary: one throwing element logs, shows its
 *   light DOM and leaves the others mounted; it tries again on its next update.
 */
import { Component, type ComponentType, memo, type ReactNode, useEffect, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { PbElement } from '../../base/element.js';
import { readingConfigOnce } from '../../core/config/index.js';
import { committed } from './host.js';
import { deferListeners } from './listeners.js';

type Props = Record<string, unknown>;

export interface Mounted {
  readonly id: number;
  readonly container: ShadowRoot;
  readonly Component: ComponentType<Props>;
  props: Props;
  /** Bumped by every update: an element that failed renders again. */
  version: number;
  bucket: Bucket;
  /** Set while its portal is mounted. */
  rerender?: () => void;
}

interface Bucket {
  readonly id: number;
  readonly entries: Set<Mounted>;
  /** Set while the bucket is mounted. */
  rerender?: () => void;
}

const BUCKET_SIZE = 64;
let nextId = 0;
let root: Root | undefined;
let rendered = false;
/** Detached: portals carry the content; the root's own container shows nothing. */
let rootContainer: HTMLDivElement | undefined;
const buckets: Bucket[] = [];
let rerenderBuckets: (() => void) | undefined;
/** Buckets whose entries changed since the last flush. */
const dirty = new Set<Bucket>();
let queued = false;

function report(tag: string, error: unknown): void {
  console.error(
    `<${tag}> failed to render; its content is shown unstyled and it tries again on its next update.`,
    error,
  );
  // Also as an uncaught error, so the page's error handlers and monitoring see it.
  const g = globalThis as { reportError?: (e: unknown) => void };
  g.reportError?.(error);
}

interface BoundaryProps {
  entry: Mounted;
  version: number;
  children: ReactNode;
}
interface BoundaryState {
  failed: boolean;
  version: number;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failed: false, version: this.props.version };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    return props.version === state.version ? null : { failed: false, version: props.version };
  }

  componentDidCatch(error: unknown): void {
    report(this.props.entry.container.host.localName, error);
  }

  componentDidMount(): void {
    this.componentDidUpdate();
  }

  componentDidUpdate(): void {
    // The element's own effects never ran, so `updateComplete` is answered here.
    if (this.state.failed) committed(this.props.entry.container.host);
  }

  render(): ReactNode {
    // A bare slot: the author's light-DOM content stays readable.
    return this.state.failed ? <slot /> : this.props.children;
  }
}

const Portal = memo(function Portal({ entry }: { entry: Mounted }) {
  const [, setTick] = useState(0);
  entry.rerender = () => setTick((n) => n + 1);
  const { Component: Element, props, version, container } = entry;
  const host = container.host as PbElement;
  // No deps: runs after every commit of this element. A parent's passive effects
  // run after its children's, so the element's own effects have run too.
  useEffect(() => committed(host));
  return createPortal(
    <Boundary entry={entry} version={version}>
      <Element {...props} host={host} />
    </Boundary>,
    container,
  );
});

const BucketView = memo(function BucketView({ bucket }: { bucket: Bucket }) {
  const [, setTick] = useState(0);
  bucket.rerender = () => setTick((n) => n + 1);
  return [...bucket.entries].map((entry) => <Portal key={entry.id} entry={entry} />);
});

function Buckets() {
  const [, setTick] = useState(0);
  rerenderBuckets = () => setTick((n) => n + 1);
  return buckets.map((bucket) => <BucketView key={bucket.id} bucket={bucket} />);
}

function pageRoot(): Root {
  if (!root) {
    rootContainer = document.createElement('div');
    root = createRoot(rootContainer, {
      // The element's boundary has already reported it, naming the tag.
      onCaughtError: () => {},
    });
  }
  return root;
}

/** For the tests: how many synchronous passes have run. */
export const renderStats = { flushes: 0 };

let flushing = false;

/** Renders every queued mount and unmount now, in one synchronous pass. */
export function flushMounts(): void {
  if (dirty.size === 0) return;
  // Re-entered from this pass's own commit: an effect touched a child not yet upgraded (the header sets its menu's
  // mode), which upgrades it there and then. React cannot flush inside a commit; a microtask renders it.
  if (flushing) {
    queueFlush();
    return;
  }
  renderStats.flushes++;
  const changed = [...dirty];
  dirty.clear();
  flushing = true;
  try {
    flushPass(changed);
  } finally {
    flushing = false;
  }
}

function flushPass(changed: Bucket[]): void {
  readingConfigOnce(() =>
    flushSync(() => {
      if (!rendered) {
        rendered = true;
        pageRoot().render(<Buckets />);
      }
      let added = false;
      for (const bucket of changed) {
        if (bucket.rerender) bucket.rerender();
        else added = true;
      }
      if (added) rerenderBuckets?.();
    }),
  );
}

function schedule(bucket: Bucket): void {
  dirty.add(bucket);
  queueFlush();
}

function queueFlush(): void {
  if (queued) return;
  queued = true;
  queueMicrotask(() => {
    queued = false;
    flushMounts();
  });
}

/** r2wc adds the shadow root to the props; components get their element as `host` instead. */
function withoutContainer({ container: _, ...props }: Props): Props {
  return props;
}

function freeBucket(): Bucket {
  const last = buckets[buckets.length - 1];
  if (last && last.entries.size < BUCKET_SIZE) return last;
  const bucket: Bucket = { id: nextId++, entries: new Set() };
  buckets.push(bucket);
  return bucket;
}

export const renderer = {
  mount(container: ShadowRoot, ElementComponent: ComponentType<Props>, props: Props): Mounted {
    pageRoot();
    deferListeners(rootContainer as HTMLDivElement, container);
    const bucket = freeBucket();
    const entry: Mounted = {
      id: nextId++,
      container,
      Component: ElementComponent,
      props: withoutContainer(props),
      version: 0,
      bucket,
    };
    bucket.entries.add(entry);
    schedule(bucket);
    return entry;
  },

  update(entry: Mounted, props: Props): void {
    // r2wc passes the same props object each time; React needs a new one to see a change.
    entry.props = withoutContainer(props);
    entry.version++;
    entry.rerender?.();
  },

  unmount(entry: Mounted): void {
    const { bucket } = entry;
    bucket.entries.delete(entry);
    entry.rerender = undefined;
    if (bucket.entries.size === 0 && bucket !== buckets[buckets.length - 1]) {
      buckets.splice(buckets.indexOf(bucket), 1);
      dirty.delete(bucket);
      flushSync(() => rerenderBuckets?.());
      return;
    }
    dirty.add(bucket);
    flushMounts();
  },
};
