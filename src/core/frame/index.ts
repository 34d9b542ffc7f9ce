/**
 * The one frame scheduler. Scroll and resize work from every element runs in a
 * single requestAnimationFrame: all reads first, then all writes, so no element
 * forces a layout that another element's write just invalidated. The window
 * listeners and the ResizeObserver exist only while something is registered.
 * Another window of the same origin (the builder's, around the page's frame)
 * is listened to the same way: one scroll and one resize listener however many
 * tasks, their tasks run in this frame with the page's own.
 *
 * One per page, not per copy of the library: like the bus, it lives on
 * `globalThis` under a `Symbol.for` key, so a CDN copy and a bundled one (or
 * two versions) share one scroll listener, one ResizeObserver and one frame.
 */

export interface FrameTask {
  /** Measure only (getBoundingClientRect, scrollY, ...). */
  read?: () => void;
  /** Mutate only (styles, classes, attributes). */
  write?: () => void;
}

export type FrameTrigger = 'scroll' | 'resize';

type SizeCallback = (entry: ResizeObserverEntry) => void;

/**
 * The shape shared between copies. A copy uses a scheduler it finds only when `version` matches; a change to
 * this interface must raise it, and a copy that finds another version keeps its own.
 */
export interface FrameScheduler {
  readonly version: 2;
  requestFrame(task: FrameTask): void;
  onFrame(trigger: FrameTrigger, task: FrameTask, win?: Window): () => void;
  registeredCount(trigger: FrameTrigger, win?: Window): number;
  observeSize(element: Element, callback: SizeCallback): () => void;
}

const KEY = Symbol.for('pb-elements.frame');

function createScheduler(): FrameScheduler {
  /** The tasks of each trigger, by the window whose events they follow. */
  const registered: Record<FrameTrigger, Map<EventTarget, Set<FrameTask>>> = { scroll: new Map(), resize: new Map() };
  const queued = new Set<FrameTask>();
  let frame = 0;

  function flush(): void {
    frame = 0;
    const tasks = [...queued];
    queued.clear();
    for (const task of tasks) task.read?.();
    for (const task of tasks) task.write?.();
  }

  function requestFrame(task: FrameTask): void {
    queued.add(task);
    if (!frame) frame = requestAnimationFrame(flush);
  }

  // One listener function for every window and trigger: the event says which tasks it is for.
  const handle = (event: Event): void => {
    const tasks = registered[event.type as FrameTrigger].get(event.currentTarget as EventTarget);
    for (const task of tasks ?? []) requestFrame(task);
  };

  const sizeCallbacks = new Map<Element, Set<SizeCallback>>();
  let observer: ResizeObserver | undefined;

  return {
    version: 2,
    requestFrame,
    onFrame(trigger, task, win = window) {
      const byWindow = registered[trigger];
      const set = byWindow.get(win) ?? new Set();
      // Another window's scrolls are heard from any of its scrollers (captured: an element's scroll does not
      // bubble): the builder's modal scrolls its body, not its window, and carries the page's frame with it.
      const capture = win !== window;
      if (set.size === 0) {
        byWindow.set(win, set);
        win.addEventListener(trigger, handle, { passive: true, capture });
      }
      set.add(task);
      return () => {
        if (!set.delete(task)) return;
        queued.delete(task);
        if (set.size > 0) return;
        // Holds no window that has nothing registered (a frame's, once removed).
        byWindow.delete(win);
        win.removeEventListener(trigger, handle, { capture });
      };
    },
    registeredCount: (trigger, win = window) => registered[trigger].get(win)?.size ?? 0,
    observeSize(element, callback) {
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
    },
  };
}

/** This copy's own scheduler, used only when the page holds one of another version. */
let own: FrameScheduler | undefined;

/** The page's scheduler: the one on `globalThis`, made there by the first copy that needs one. */
export function frameScheduler(): FrameScheduler {
  const g = globalThis as unknown as Record<symbol, FrameScheduler | undefined>;
  const found = g[KEY];
  if (found?.version === 2) return found;
  own ??= createScheduler();
  if (!found) Object.defineProperty(g, KEY, { value: own, configurable: true });
  return own;
}

/** Runs `task` in the next shared frame; repeated requests in one frame run it once. */
export function requestFrame(task: FrameTask): void {
  frameScheduler().requestFrame(task);
}

/**
 * Runs `task` in the frame after every scroll or resize of `win` (the page's window, or another window of the same
 * origin), until the returned function is called.
 */
export function onFrame(trigger: FrameTrigger, task: FrameTask, win?: Window): () => void {
  return frameScheduler().onFrame(trigger, task, win);
}

/** How many tasks are registered on `win` (the page's window); lets tests prove listeners are detached. */
export function registeredCount(trigger: FrameTrigger, win?: Window): number {
  return frameScheduler().registeredCount(trigger, win);
}

/** Element size changes through one ResizeObserver shared by the whole page. */
export function observeSize(element: Element, callback: SizeCallback): () => void {
  return frameScheduler().observeSize(element, callback);
}
