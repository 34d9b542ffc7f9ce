/**
 * The one element base: the whole element contract, without a framework. Both render modes stand on it:
 * - plain mode: an element that only attaches behaviour to its light DOM extends `PbElement` itself and
 *   overrides `connected`, `disconnected`, `moved` and `changed`;
 * - React mode (`components/element/define.tsx`): `createElementClass` extends it and renders a React
 *   component into the shadow root through r2wc.
 *
 * What every element gets from here, once:
 * - one table (`static props`) for attributes and properties: presence booleans, enumerations, numbers with
 *   ranges, JSON with a shape check, responsive `-tablet` / `-phone` variants; removing an attribute resets
 *   it; a bad value warns once, naming the element and the attribute, and the documented default applies;
 * - reflection only where the table asks, never for JSON or functions;
 * - properties assigned before the upgrade, kept;
 * - `updateComplete`, `emit` and `warn`;
 * - a disconnect deferred until the element has really left the document, so a move (remove + insert)
 *   keeps its state: `moved` runs instead of `disconnected` + `connected`.
 */
import {
  coerceProperty,
  isObserved,
  type PropDef,
  type PropDefs,
  parseAttribute,
  type ResponsiveDevice,
  reflects,
  responsiveValue,
  serializeAttribute,
  tableEntries,
} from '../core/attributes/index.js';
import { attributeWhere, warnOnce } from '../core/log/index.js';
import type { PbEventMap } from './events.js';

/**
 * Captured at load so a test's fake clock cannot keep a removed element connected forever; the clearing too, as a
 * fake `clearTimeout` does not clear a native timer (a move under a fake clock would leave it pending).
 */
const later = globalThis.setTimeout.bind(globalThis);
const cancelLater = globalThis.clearTimeout.bind(globalThis);

export interface EmitOptions {
  /** Only for an event whose cancel the element honours and documents (`pb-toggle-request`). */
  cancelable?: boolean;
}

interface Entry {
  prop: string;
  attribute: string;
  def: PropDef;
}

interface Table {
  readonly byAttribute: ReadonlyMap<string, Entry>;
  readonly entries: readonly Entry[];
  readonly defaults: Readonly<Record<string, unknown>>;
}

const tables = new WeakMap<object, Table>();

/**
 * The parsed table of an element class, made once per class on first use. Its accessors go on the prototype
 * of the class that declares `props`, so a subclass that only names the element (elements/) shares them.
 */
function tableOf(cls: typeof PbElement): Table {
  let table = tables.get(cls);
  if (table) return table;
  const owner = Object.hasOwn(cls, 'props') ? cls : (Object.getPrototypeOf(cls) as typeof PbElement);
  if (owner !== cls && owner !== PbElement) table = tableOf(owner);
  else {
    const entries = tableEntries(cls.props);
    table = {
      entries,
      byAttribute: new Map(entries.filter((e) => isObserved(e.def)).map((e) => [e.attribute, e])),
      defaults: Object.fromEntries(entries.map((e) => [e.prop, e.def.default])),
    };
    for (const entry of entries) defineAccessor(cls.prototype, entry);
  }
  tables.set(cls, table);
  return table;
}

/** What the accessors reach of an element: they are defined outside the class. */
interface Internals {
  values: Record<string, unknown>;
  reflect(attribute: string, text: string | null): void;
  valueChanged(prop: string): void;
}

function defineAccessor(proto: PbElement, { prop, attribute, def }: Entry): void {
  if (Object.hasOwn(proto, prop)) return;
  Object.defineProperty(proto, prop, {
    configurable: true,
    enumerable: true,
    get(this: Internals) {
      return this.values[prop];
    },
    set(this: Internals & HTMLElement, input: unknown) {
      const { value, warning } = coerceProperty(def, input);
      if (warning) warnOnce(`<${this.localName}> property "${prop}"`, warning);
      this.values[prop] = value;
      if (reflects(def)) this.reflect(attribute, serializeAttribute(def, value));
      this.valueChanged(prop);
    },
  });
}

export class PbElement extends HTMLElement {
  /** The element's attribute and property table; its entries feed `custom-elements.json`. */
  static readonly props: PropDefs = {};

  /** The names of its public methods, for `custom-elements.json` (the table holds only properties). */
  static readonly methods: readonly string[] = [];

  static get observedAttributes(): string[] {
    // `this` is the element's own class, whose table is meant, not PbElement's.
    // biome-ignore lint/complexity/noThisInStatic: see above.
    return [...tableOf(this).byAttribute.keys()];
  }

  /** The current value of every prop in the table, by property name. */
  protected readonly values: Record<string, unknown>;

  #live = false;
  #leaving: ReturnType<typeof setTimeout> | undefined;
  #reflecting = false;
  #busy = 0;
  #waiters: (() => void)[] = [];

  constructor() {
    super();
    const table = tableOf(new.target as typeof PbElement);
    this.values = { ...table.defaults };
    // Properties assigned before the upgrade shadow the accessors: move them through, checked like any other.
    const own = this as unknown as Record<string, unknown>;
    for (const { prop } of table.entries) {
      if (!Object.hasOwn(this, prop)) continue;
      const value = own[prop];
      delete own[prop];
      own[prop] = value;
    }
  }

  /** Whether the element is connected, counting a move in progress as connected. */
  protected get live(): boolean {
    return this.#live;
  }

  /** Runs when the element enters a document (not after a move, see `moved`). */
  protected connected(): void {}

  /** Runs once the element has really left the document: one task after its removal, if not back by then. */
  protected disconnected(): void {}

  /** Runs when the element was removed and inserted again before its disconnect ran: it kept its state. */
  protected moved(): void {}

  /** Runs after a prop's value changed while connected, from its attribute or its property. */
  protected changed(_prop: string): void {}

  /** Resolves once what the element started has settled: a render committed, a module loaded. */
  get updateComplete(): Promise<void> {
    if (this.#busy === 0) return Promise.resolve();
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  /** Holds `updateComplete` until `work` settles; render modes and async steps call it. */
  protected settleAfter(work: Promise<unknown>): void {
    this.#busy++;
    const done = (): void => {
      this.#busy--;
      if (this.#busy === 0) for (const resolve of this.#waiters.splice(0)) resolve();
    };
    work.then(done, done);
  }

  connectedCallback(): void {
    if (this.#leaving !== undefined) {
      cancelLater(this.#leaving);
      this.#leaving = undefined;
      this.moved();
      return;
    }
    this.#live = true;
    this.connected();
  }

  disconnectedCallback(): void {
    if (this.#leaving !== undefined || !this.#live) return;
    this.#leaving = later(() => {
      this.#leaving = undefined;
      if (this.isConnected) return;
      this.#live = false;
      this.disconnected();
    }, 0);
  }

  attributeChangedCallback(attribute: string, old: string | null, raw: string | null): void {
    if (this.#reflecting || old === raw) return;
    const entry = tableOf(this.constructor as typeof PbElement).byAttribute.get(attribute);
    if (!entry) return;
    const { value, warning } = parseAttribute(entry.def, raw);
    if (warning) this.warn(attribute, warning);
    this.values[entry.prop] = value;
    this.valueChanged(entry.prop);
  }

  /** The value of a responsive prop in force on `device`: phone falls back to tablet, tablet to the base. */
  responsive<T = unknown>(prop: string, device: ResponsiveDevice): T {
    return responsiveValue(this.values, prop, device) as T;
  }

  /**
   * Dispatches a `pb-*` CustomEvent that bubbles and is composed. It is cancelable only when asked, for an
   * event whose cancel is honoured; returns false when a listener cancelled it.
   */
  emit<K extends keyof PbEventMap>(type: K, detail: PbEventMap[K], options: EmitOptions = {}): boolean {
    return this.dispatchEvent(
      new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: options.cancelable === true }),
    );
  }

  /** Logs one warning naming this element and the attribute. */
  warn(attribute: string, message: string): void {
    warnOnce(attributeWhere(this.localName, attribute), message);
  }

  /** Writes a reflected prop's attribute without reading it back. */
  protected reflect(attribute: string, text: string | null): void {
    this.#reflecting = true;
    try {
      if (text === null) this.removeAttribute(attribute);
      else if (this.getAttribute(attribute) !== text) this.setAttribute(attribute, text);
    } finally {
      this.#reflecting = false;
    }
  }

  /** From the accessors and attributes: tells the element once it is live. */
  protected valueChanged(prop: string): void {
    if (this.#live) this.changed(prop);
  }
}
