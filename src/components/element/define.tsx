/**
 * React mode: an element that renders UI of its own is a React component, mounted through r2wc on the one
 * element base (`src/base`), which carries the whole contract (table, warnings, pre-upgrade properties,
 * `updateComplete`, `emit`, the deferred disconnect). This file adds only what rendering needs:
 * - a shadow root with the tag's sheets, adopted as constructable sheets per document;
 * - r2wc's element lifecycle as the render path: `@r2wc/core`'s class (made with r2wc's public `r2wc(Component,
 *   options, renderer)`) keeps the mounted tree under its `Symbol.for` keys (props, render, context,
 *   connected), and its `connectedCallback`, `disconnectedCallback` and render run on this element. Those keys
 *   are r2wc 1.3.1's internals: the version is pinned exactly in package.json, and test/unit/r2wc-pin.test.ts
 *   fails when they change;
 * - the page renderer (./renderer.tsx), which portals every element into its shadow root from one React root;
 * - the first render is synchronous (for all the elements one `define()` upgrades, in one pass), so an
 *   upgraded element never paints empty.
 */
import r2wc from '@r2wc/core';
import type { ComponentType } from 'react';
import { PbElement } from '../../base/element.js';
import { afterUpgrade, isUpgrading } from '../../base/index.js';
import type { PropDefs } from '../../core/attributes/index.js';
import { sheetFor } from '../../core/styles/index.js';
import { COMMITTED, countMove, methodsOf } from './host.js';
import { refreshMediaRules } from './media-refresh.js';
import { flushMounts, type Mounted, renderer } from './renderer.js';

afterUpgrade(flushMounts);

export const PROPS = Symbol.for('r2wc.props');
export const RENDER = Symbol.for('r2wc.render');
export const CONTEXT = Symbol.for('r2wc.context');
export const CONNECTED = Symbol.for('r2wc.connected');

/** `as const` tables give literal defaults (`false`); an element's property takes any value of that type. */
type Widen<T> = T extends boolean ? boolean : T extends number ? number : T extends string ? string : T;
export type PropValues<D extends PropDefs> = { -readonly [K in keyof D]: Widen<D[K]['default']> };

export interface ElementSpec<D extends PropDefs> {
  tag: string;
  props: D;
  /** CSS adopted into the shadow root: one text, or several sheets (one shared between elements comes first). */
  styles?: string | readonly string[];
  /**
   * Public methods (`next`, `goTo`...). Each forwards to the function of that
   * name the component publishes with `useMethods`; before the first render and
   * after unmount it does nothing and returns undefined.
   */
  methods?: readonly string[];
}

export type PbElementClass<D extends PropDefs> = {
  new (): PbElement & PropValues<D>;
  readonly tag: string;
  readonly props: D;
  readonly methods: readonly string[];
  readonly observedAttributes: string[];
};

/** The lifecycle r2wc's class offers, run on our element. */
interface R2wcLifecycle {
  connectedCallback(): void;
  disconnectedCallback(): void;
  [RENDER](): void;
}

const BASE_CSS = ':host{display:block}:host([hidden]){display:none!important}';

export function createElementClass<P extends object, D extends PropDefs>(
  Component: ComponentType<P & { host: PbElement }>,
  spec: ElementSpec<D>,
): PbElementClass<D> {
  // r2wc observes nothing here: the base reads every attribute through the one table.
  const lifecycle = r2wc(Component as ComponentType<object>, { shadow: 'open', props: [] }, renderer as never)
    .prototype as unknown as R2wcLifecycle;

  /** One list per tag and document: every instance in a document adopts the same sheets, made in its realm. */
  const adopted = new WeakMap<Document, CSSStyleSheet[]>();
  const adoptSheets = (root: ShadowRoot): void => {
    const doc = root.ownerDocument;
    let sheets = adopted.get(doc);
    if (!sheets) {
      const own = typeof spec.styles === 'string' ? [spec.styles] : (spec.styles ?? []);
      // sheetFor keeps one sheet per text and document, so a sheet two tags share is one object.
      sheets = [BASE_CSS, ...own].filter(Boolean).map((css) => sheetFor(doc, css));
      adopted.set(doc, sheets);
    }
    root.adoptedStyleSheets = sheets;
  };

  class ReactElement extends PbElement {
    static readonly tag = spec.tag;
    static readonly props: PropDefs = spec.props;
    static readonly methods = spec.methods ?? [];

    /** Where r2wc mounts: the open shadow root. */
    readonly container: ShadowRoot;
    declare [PROPS]: Record<string, unknown>;
    declare [CONTEXT]: Mounted | undefined;
    declare [CONNECTED]: boolean;
    /** Resolves the render waiting for React's commit. */
    #commit: (() => void) | undefined;

    constructor() {
      super();
      this.container = this.attachShadow({ mode: 'open' });
      adoptSheets(this.container);
      // The base's values are the props r2wc hands to the renderer, which copies them for React.
      this[PROPS] = this.values;
      this[CONNECTED] = false;
    }

    [COMMITTED](): void {
      const resolve = this.#commit;
      this.#commit = undefined;
      resolve?.();
    }

    [RENDER](): void {
      if (this[CONNECTED] && !this.#commit) this.settleAfter(new Promise<void>((resolve) => (this.#commit = resolve)));
      lifecycle[RENDER].call(this);
    }

    /** Moved into another document, which drops the shadow root's sheets: adopt that document's own. */
    adoptedCallback(): void {
      adoptSheets(this.container);
    }

    protected connected(): void {
      refreshMediaRules(adopted.get(this.ownerDocument) ?? [], this.ownerDocument.defaultView);
      // The first render is synchronous: between attaching the shadow root and
      // React's first commit the element would paint empty, and the page would
      // collapse and grow back (a layout shift). Elements that one `define()`
      // upgrades mount together when it returns. Later renders stay concurrent.
      lifecycle.connectedCallback.call(this);
      // Inside another element's shadow root, React is committing the parent (it put this element there):
      // flushing now would be a flushSync inside a commit, which React refuses. The renderer's microtask
      // mounts it in this same task, before any paint.
      if (!isUpgrading() && !(this.getRootNode() instanceof ShadowRoot)) flushMounts();
    }

    /** Still mounted after a move: keep the tree and its state, and render again for what depends on where it sits. */
    protected moved(): void {
      refreshMediaRules(adopted.get(this.ownerDocument) ?? [], this.ownerDocument.defaultView);
      countMove(this);
      const mounted = this[CONTEXT];
      if (mounted) renderer.update(mounted, this.values);
    }

    protected disconnected(): void {
      lifecycle.disconnectedCallback.call(this);
      this[COMMITTED]();
    }

    protected changed(): void {
      this[RENDER]();
    }
  }

  for (const name of spec.methods ?? []) {
    Object.defineProperty(ReactElement.prototype, name, {
      configurable: true,
      writable: true,
      value(this: ReactElement, ...args: unknown[]) {
        return methodsOf(this)[name]?.(...args);
      },
    });
  }

  return ReactElement as unknown as PbElementClass<D>;
}
