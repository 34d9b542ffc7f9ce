/**
 * Open shadow roots made after the blocker started would hide blocked items
 * from its MutationObserver, so `attachShadow` is wrapped once per realm and
 * tells every running blocker about each new open root.
 */
type Hook = (root: ShadowRoot) => void;

const KEY = Symbol.for('pb-elements.consent.attachShadow');

/** Calls `hook` with every open shadow root attached from now on; returns the unsubscribe. */
export function onShadowRoot(hook: Hook): () => void {
  const proto = Element.prototype as Element & { [KEY]?: Set<Hook> };
  // Kept on the prototype so a second copy of the library reuses the one wrapper.
  const hooks = proto[KEY] ?? new Set<Hook>();
  if (!proto[KEY]) {
    proto[KEY] = hooks;
    const original = proto.attachShadow;
    proto.attachShadow = function (this: Element, init: ShadowRootInit) {
      const root = original.call(this, init);
      // The hooks only start observing the root, which cannot throw, so the page's component is safe.
      if (init.mode === 'open') for (const fn of hooks) fn(root);
      return root;
    };
  }
  hooks.add(hook);
  return () => hooks.delete(hook);
}
