/**
 * Hearing the shop's events. The classic scripts trigger them through jQuery, `jQuery(document.body).trigger(name)`,
 * which runs jQuery's handlers and the element's `on<name>` property, never `addEventListener` listeners; the
 * block-based scripts dispatch native events on `document.body`. So a handler is bound natively (capture on the
 * document, so an event that does not bubble is heard too) and, when jQuery is on the page, through jQuery as well.
 * A native event reaches jQuery's handler too (jQuery listens natively underneath): there it is skipped, as the
 * native listener has it.
 */

/** The event's name, and what came with it: a native event's `detail`, or jQuery's extra arguments. */
export type ShopHandler = (type: string, data: unknown) => void;

type JQueryLike = (target: Element) => {
  on(types: string, handler: (e: { type: string; originalEvent?: Event }, ...args: unknown[]) => void): unknown;
  off(types: string, handler: (...args: never[]) => void): unknown;
};

const jqueryOf = (doc: Document): JQueryLike | undefined => {
  const jq = (doc.defaultView as unknown as { jQuery?: unknown } | null)?.jQuery;
  return typeof jq === 'function' ? (jq as JQueryLike) : undefined;
};

/**
 * Calls `handler` for each of `types` the shop fires in `doc`; returns the function that stops it. jQuery loaded
 * after this call (a deferred script) is bound once the document has loaded.
 */
export function listenShop(types: readonly string[], handler: ShopHandler, doc: Document = document): () => void {
  const stop = new AbortController();
  const onNative = (e: Event) => handler(e.type, (e as CustomEvent).detail);
  for (const type of types) doc.addEventListener(type, onNative, { capture: true, signal: stop.signal });

  const names = types.join(' ');
  let unbind: (() => void) | undefined;
  const onJQuery = (e: { type: string; originalEvent?: Event }, ...args: unknown[]) => {
    if (!e.originalEvent) handler(e.type, args);
  };
  const bind = () => {
    const jq = jqueryOf(doc);
    if (unbind || !jq || !doc.body || stop.signal.aborted) return;
    const body = doc.body;
    jq(body).on(names, onJQuery);
    unbind = () => jq(body).off(names, onJQuery);
  };
  bind();
  if (!unbind && doc.readyState !== 'complete')
    doc.defaultView?.addEventListener('load', bind, { once: true, signal: stop.signal });
  return () => {
    stop.abort();
    unbind?.();
    unbind = undefined;
  };
}
