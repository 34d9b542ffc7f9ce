/** The shop widgets' tests: a stand-in for jQuery's event model. */

/**
 * jQuery's event model, as far as the shop uses it: `.on` binds a handler (and jQuery listens natively
 * underneath, so a native event reaches it with `originalEvent`); `.trigger` calls the bound handlers only, with
 * the extra arguments, and never dispatches a DOM event, so `addEventListener` listeners do not hear it.
 */
export function fakeJQuery() {
  type H = (e: { type: string; originalEvent?: Event }, ...args: unknown[]) => void;
  const bound = new Map<string, Set<H>>();
  const natives = new Map<H, (e: Event) => void>();
  const api = (target: Element) => ({
    on(types: string, h: H) {
      const native = (e: Event) => h({ type: e.type, originalEvent: e });
      natives.set(h, native);
      for (const t of types.split(' ')) {
        if (!bound.has(t)) bound.set(t, new Set());
        bound.get(t)?.add(h);
        target.addEventListener(t, native);
      }
    },
    off(types: string, h: H) {
      for (const t of types.split(' ')) {
        bound.get(t)?.delete(h);
        target.removeEventListener(t, natives.get(h) as (e: Event) => void);
      }
    },
    trigger(type: string, args: unknown[] = []) {
      for (const h of bound.get(type) ?? []) h({ type }, ...args);
    },
  });
  return Object.assign(api, { bound });
}
