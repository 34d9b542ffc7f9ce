/**
 * The one element wrapper over r2wc. r2wc registers the element and hands its
 * props to the page renderer (./renderer.tsx), which portals the React tree into
 * the shadow root; this class fixes r2wc's gaps once for every tag:
 * - attributes go through the core attribute parser (presence booleans, removal
 *   resets to the default, bad values fall back with one warning);
 * - JSON and function props are never reflected; others only when asked;
 * - properties set before the upgrade are applied after it;
 * - `updateComplete` resolves after React has committed;
 * - the first render is synchronous (for all the elements one `define()`
 *   upgrades, in one pass), so an upgraded element never paints empty;
 * - unmount waits until the element has really left the document, so a move
 *   (remove + insert) keeps React state;
 * - styles are adopted as constructable sheets.
 * It relies on r2wc's `Symbol.for` internals (props, render, context, connected),
 * which are part of its 2.x output; the version is pinned in package.json.
 */
import r2wc from '@r2wc/core';
import type { ComponentType } from 'react';
import {
  attributeName,
  checkNumber,
  isObserved,
  type Parsed,
  type PropDef,
  type PropDefs,
  parseAttribute,
  reflects,
  serializeAttribute,
} from '../../core/attributes/index.js';
import { warnOnce } from '../../core/log/index.js';
import { sheetFor } from '../../core/styles/index.js';
import type { PbEventMap } from './events.js';
import { COMMITTED, countMove, methodsOf } from './host.js';
import { refreshMediaRules } from './media-refresh.js';
import { afterUpgrade, isUpgrading } from './registry.js';
import { flushMounts, type Mounted, renderer } from './renderer.js';

afterUpgrade(flushMounts);

const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');
const CONTEXT = Symbol.for('r2wc.context');
const CONNECTED = Symbol.for('r2wc.connected');
const REFLECT = Symbol('pb.reflect');

/** Captured at load so a test's fake clock cannot keep a removed element mounted forever. */
const later = globalThis.setTimeout.bind(globalThis);

/** `as const` tables give literal defaults (`false`); an element's property takes any value of that type. */
type Widen<T> = T extends boolean ? boolean : T extends number ? number : T extends string ? string : T;
export type PropValues<D extends PropDefs> = { -readonly [K in keyof D]: Widen<D[K]['default']> };

export interface ElementSpec<D extends PropDefs> {
  tag: string;
  props: D;
  /** CSS text adopted into the shadow root. */
  styles?: string;
  /**
   * Public methods (`next`, `goTo`...). Each forwards to the function of that
   * name the component publishes with `useMethods`; before the first render and
   * after unmount it does nothing and returns undefined.
   */
  methods?: readonly string[];
}

export interface PbElementBase extends HTMLElement {
  readonly updateComplete: Promise<void>;
  /** Dispatches a `bubbles: true, composed: true`, cancelable CustomEvent; false when a listener cancelled it. */
  emit<K extends keyof PbEventMap>(type: K, detail: PbEventMap[K]): boolean;
  /** Logs one warning naming this element and the attribute. */
  warn(attribute: string, message: string): void;
}

export type PbElementClass<D extends PropDefs> = {
  new (): PbElementBase & PropValues<D>;
  readonly tag: string;
  readonly propDefs: D;
  readonly observedAttributes: string[];
};

/** What r2wc's class offers under its `Symbol.for` keys. */
interface R2wcElement extends HTMLElement {
  connectedCallback(): void;
  disconnectedCallback(): void;
  [key: symbol]: unknown;
}

const BASE_CSS = ':host{display:block}:host([hidden]){display:none!important}';

function coerce(def: PropDef, value: unknown): Parsed<unknown> {
  if (value === undefined || value === null) return { value: def.default };
  if (def.type === 'boolean') return { value: Boolean(value) };
  if (def.type === 'number') return checkNumber(def, typeof value === 'number' ? value : Number(value), value);
  if (def.type === 'string') return parseAttribute(def, String(value));
  return { value };
}

export function createElementClass<P extends object, D extends PropDefs>(
  Component: ComponentType<P & { host: PbElementBase }>,
  spec: ElementSpec<D>,
): PbElementClass<D> {
  const defs = Object.entries(spec.props);
  const propOfAttribute = new Map(
    defs.filter(([, d]) => isObserved(d)).map(([name, d]) => [attributeName(name, d), name]),
  );
  const Base = r2wc(
    Component as ComponentType<object>,
    { shadow: 'open', props: [] },
    renderer as never,
  ) as unknown as new () => R2wcElement;

  const defaults = Object.fromEntries(defs.map(([name, def]) => [name, def.default]));
  /** One list per tag and document: every instance in a document adopts the same sheets, made in its realm. */
  const adopted = new WeakMap<Document, CSSStyleSheet[]>();
  const adoptSheets = (root: ShadowRoot): void => {
    const doc = root.ownerDocument;
    let sheets = adopted.get(doc);
    if (!sheets) {
      sheets = [sheetFor(doc, BASE_CSS), ...(spec.styles ? [sheetFor(doc, spec.styles)] : [])];
      adopted.set(doc, sheets);
    }
    root.adoptedStyleSheets = sheets;
  };

  class PbElement extends Base implements PbElementBase {
    static readonly tag = spec.tag;
    static readonly propDefs = spec.props;
    static get observedAttributes(): string[] {
      return [...propOfAttribute.keys()];
    }

    #unmountTimer: ReturnType<typeof setTimeout> | undefined;
    #dirty = false;
    #waiters: (() => void)[] = [];
    #reflecting = false;

    constructor() {
      super();
      // r2wc starts "connected", so attributes parsed during an upgrade would
      // mount React before connectedCallback, outside its synchronous first render.
      this[CONNECTED] = false;
      adoptSheets(this.shadowRoot as ShadowRoot);
      Object.assign(this.#props, defaults);
      // Properties assigned before the upgrade shadow our accessors; move them through.
      const self = this as unknown as Record<string, unknown>;
      for (const [name] of defs) {
        if (!Object.hasOwn(this, name)) continue;
        const value = self[name];
        delete self[name];
        self[name] = value;
      }
    }

    get #props(): Record<string, unknown> {
      return this[PROPS] as Record<string, unknown>;
    }

    get updateComplete(): Promise<void> {
      if (!this.#dirty) return Promise.resolve();
      return new Promise((resolve) => this.#waiters.push(resolve));
    }

    [COMMITTED](): void {
      this.#dirty = false;
      for (const resolve of this.#waiters.splice(0)) resolve();
    }

    [RENDER](): void {
      if (this[CONNECTED]) this.#dirty = true;
      (super[RENDER] as () => void).call(this);
    }

    /** Moved into another document, which drops the shadow root's sheets: adopt that document's own. */
    adoptedCallback(): void {
      adoptSheets(this.shadowRoot as ShadowRoot);
    }

    connectedCallback(): void {
      refreshMediaRules(adopted.get(this.ownerDocument) ?? [], this.ownerDocument.defaultView);
      if (this.#unmountTimer !== undefined) {
        clearTimeout(this.#unmountTimer);
        this.#unmountTimer = undefined;
      }
      // Still mounted after a move: keep the React tree and its state, and render
      // again for what depends on where the element sits (`useHeadingLevel`).
      if (this[CONTEXT]) {
        countMove(this);
        renderer.update(this[CONTEXT] as Mounted, this.#props);
        return;
      }
      // The first render is synchronous: between attaching the shadow root and
      // React's first commit the element would paint empty, and the page would
      // collapse and grow back (a layout shift). Elements that one `define()`
      // upgrades mount together when it returns. Later renders stay concurrent.
      super.connectedCallback();
      // Inside another element's shadow root, React is committing the parent (it put this element there):
      // flushing now would be a flushSync inside a commit, which React refuses. The renderer's microtask
      // mounts it in this same task, before any paint.
      if (!isUpgrading() && !(this.getRootNode() instanceof ShadowRoot)) flushMounts();
    }

    disconnectedCallback(): void {
      if (this.#unmountTimer !== undefined) return;
      this.#unmountTimer = later(() => {
        this.#unmountTimer = undefined;
        if (this.isConnected) return;
        super.disconnectedCallback();
        this.#dirty = false;
        for (const resolve of this.#waiters.splice(0)) resolve();
      }, 0);
    }

    attributeChangedCallback(attribute: string, _old: string | null, raw: string | null): void {
      if (this.#reflecting) return;
      const name = propOfAttribute.get(attribute);
      if (name === undefined) return;
      const { value, warning } = parseAttribute(spec.props[name] as PropDef, raw);
      if (warning) this.warn(attribute, warning);
      this.#props[name] = value;
      this[RENDER]();
    }

    [REFLECT](attribute: string, text: string | null): void {
      this.#reflecting = true;
      try {
        if (text === null) this.removeAttribute(attribute);
        else if (this.getAttribute(attribute) !== text) this.setAttribute(attribute, text);
      } finally {
        this.#reflecting = false;
      }
    }

    emit<K extends keyof PbEventMap>(type: K, detail: PbEventMap[K]): boolean {
      return this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: true }));
    }

    warn(attribute: string, message: string): void {
      warnOnce(`<${spec.tag}> attribute "${attribute}"`, message);
    }
  }

  for (const [name, def] of defs) {
    const attribute = attributeName(name, def);
    Object.defineProperty(PbElement.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: PbElement) {
        return (this[PROPS] as Record<string, unknown>)[name];
      },
      set(this: PbElement, input: unknown) {
        const { value, warning } = coerce(def, input);
        if (warning) warnOnce(`<${spec.tag}> property "${name}"`, warning);
        (this[PROPS] as Record<string, unknown>)[name] = value;
        if (reflects(def)) this[REFLECT](attribute, serializeAttribute(def, value));
        this[RENDER]();
      },
    });
  }

  for (const name of spec.methods ?? []) {
    Object.defineProperty(PbElement.prototype, name, {
      configurable: true,
      writable: true,
      value(this: PbElement, ...args: unknown[]) {
        return methodsOf(this)[name]?.(...args);
      },
    });
  }

  return PbElement as unknown as PbElementClass<D>;
}
