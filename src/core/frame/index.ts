/**
 * The one frame scheduler. Scroll and resize work from every element runs in a
 * single requestAnimationFrame: all reads first, then all writes, so no element
 * forces a layout that another element's write just invalidated. The window
 * listeners and the ResizeObserver exist only while something is registered.
 */

export interface FrameTask {
  /** Measure only (getBoundingClientRect, scrollY, ...). */
  read?: () => void;
  /** Mutate only (styles, classes, attributes). */
  write?: () => void;
}

export type FrameTrigger = 'scroll' | 'resize';

const registered: Record<FrameTrigger, Set<FrameTask>> = { scroll: new Set(), resize: new Set() };
const queued = new Set<FrameTask>();
let frame = 0;

function flush(): void {
  frame = 0;
  const tasks = [...queued];
  queued.clear();
  for (const task of tasks) task.read?.();
  for (const task of tasks) task.write?.();
}

/** Runs `task` in the next shared frame; repeated requests in one frame run it once. */
export function requestFrame(task: FrameTask): void {
  queued.add(task);
  if (!frame) frame = requestAnimationFrame(flush);
}

const onScroll = (): void => {
  for (const task of registered.scroll) requestFrame(task);
};
const onResize = (): void => {
  for (const task of registered.resize) requestFrame(task);
};
const handlers: Record<FrameTrigger, () => void> = { scroll: onScroll, resize: onResize };

/** Runs `task` in the frame after every scroll or resize, until the returned function is called. */
export function onFrame(trigger: FrameTrigger, task: FrameTask): () => void {
  const set = registered[trigger];
  if (set.size === 0) window.addEventListener(trigger, handlers[trigger], { passive: true });
  set.add(task);
  return () => {
    if (!set.delete(task)) return;
    queued.delete(task);
    if (set.size === 0) window.removeEventListener(trigger, handlers[trigger]);
  };
}

/** How many tasks are registered; lets tests prove listeners are detached. */
export function registeredCount(trigger: FrameTrigger): number {
  return registered[trigger].size;
}

type SizeCallback = (entry: ResizeObserverEntry) => void;
const sizeCallbacks = new Map<Element, Set<SizeCallback>>();
let observer: ResizeObserver | undefined;

/** Element size changes through one ResizeObserver shared by the whole page. */
export function observeSize(element: Element, callback: SizeCallback): () => void {
  observer ??= new ResizeObserver((entries) => {
    for (const entry of entries) {
      for (const fn of sizeCallbacks.get(entry.target) ?? []) fn(entry);
    }
  });
  const set = sizeCallbacks.get(element) ?? new Set<SizeCallback>();
  if (!sizeCallbacks.has(element)) {
    sizeCallbacks.set(element, set);
    observer.observe(element);
  }
  set.add(callback);
  return () => {
    set.delete(callback);
    if (set.size > 0) return;
    sizeCallbacks.delete(element);
    observer?.unobserve(element);
    if (sizeCallbacks.size === 0) {
      observer?.disconnect();
      observer = undefined;
    }
  };
}
