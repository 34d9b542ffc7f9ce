/**
 * React's event listeners, added to an element's shadow root only when an event
 * first comes its way.
 *
 * React delegates events to each container it renders into: a portal into a
 * shadow root gets about 140 listeners when it mounts, which was 30% of the time
 * to upgrade a page of toggles. Most elements on a page are never touched, so
 * each shadow root starts without them, and one set of capturing listeners on the
 * document adds them the moment an event is about to reach a shadow root that
 * lacks them: before the event gets there, so even React's capture handlers see it.
 *
 * This relies on a React internal: the `_reactListening…` flag React sets on a
 * container it listens to, and skips when it is already set. `deferListeners`
 * finds that flag on the page root's container; if a React version renames it,
 * nothing is deferred and React listens as usual (correct, only slower), and
 * the guard tests in test/elements/wrapper.listeners.test.tsx fail.
 */
import { createRoot } from 'react-dom/client';

const MARKER = /^_reactListening/;

/**
 * Every event that can start an interaction or arrive first from script. They
 * are composed, so the document sees them on their way into any shadow root.
 */
const COMPOSED = [
  'pointerover',
  'pointerdown',
  'mouseover',
  'mousedown',
  'touchstart',
  'click',
  'auxclick',
  'contextmenu',
  'dblclick',
  'focusin',
  'keydown',
  'keyup',
  'beforeinput',
  'input',
  'compositionstart',
  'dragenter',
  'dragstart',
  'drop',
  'paste',
  'wheel',
  'transitionstart',
  'transitionend',
  'animationstart',
  'animationend',
];
/** These never leave the shadow root they start in, so the root itself has to listen. */
const CONTAINED = ['change', 'submit', 'reset', 'select'];

let marker: string | null | undefined;
const waiting = new WeakSet<ShadowRoot>();
/** Roots React listens to already: an element unmounted and mounted again into one must not get a second set. */
const listening = new WeakSet<ShadowRoot>();
const documents = new WeakSet<Document>();

/** Gives the shadow root React's listeners now, if it was waiting for them. */
function listenNow(root: ShadowRoot): void {
  if (!marker || !waiting.delete(root)) return;
  for (const type of CONTAINED) root.removeEventListener(type, onContained, true);
  delete (root as unknown as Record<string, unknown>)[marker];
  listening.add(root);
  // createRoot attaches React's listeners to its container at once, without
  // rendering, so it is safe even inside a React commit. The root is never used.
  createRoot(root as unknown as Element);
}

function onEvent(event: Event): void {
  for (const node of event.composedPath()) if (node instanceof ShadowRoot) listenNow(node);
}

function onContained(this: ShadowRoot): void {
  listenNow(this);
}

/**
 * A closed shadow root hides what is inside it from the document's composedPath(),
 * so an element inside one gets React's listeners at once, as React would give them.
 */
function insideClosedRoot(host: Element): boolean {
  for (let node = host.getRootNode(); node instanceof ShadowRoot; node = node.host.getRootNode())
    if (node.mode === 'closed') return true;
  return false;
}

/**
 * Called with the page root's container (React listens to it already) and each
 * new shadow root before React renders into it.
 */
export function deferListeners(pageContainer: Element, root: ShadowRoot): void {
  if (marker === undefined) marker = Object.keys(pageContainer).find((key) => MARKER.test(key)) ?? null;
  if (!marker || listening.has(root) || insideClosedRoot(root.host)) return;
  const doc = root.ownerDocument;
  if (!documents.has(doc)) {
    documents.add(doc);
    for (const type of COMPOSED) doc.addEventListener(type, onEvent, { capture: true, passive: true });
  }
  (root as unknown as Record<string, unknown>)[marker] = true;
  waiting.add(root);
  for (const type of CONTAINED) root.addEventListener(type, onContained, true);
}

/** For the guard tests: whether React's flag was found, and whether a root still waits. */
export const listenerState = {
  get deferring(): boolean {
    return Boolean(marker);
  },
  waits: (root: ShadowRoot): boolean => waiting.has(root),
};
