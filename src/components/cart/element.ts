/**
 * `<pb-cart>`: the page's own cart link, kept up to date without a request per page view. The classic shops ask the
 * server for the cart on every page ("cart fragments", seconds a page on a busy shop); this element shows what the
 * page's markup says, or the cart cookie when the page may come from a cache, and asks the server only after the
 * shop said the cart changed. Plain: it renders nothing but a live region, and writes the count and the total into
 * the elements marked for them.
 */
import { PbElement } from '../../base/index.js';
import type { PropDefs } from '../../core/attributes/index.js';
import { fillMessage, type Messages, resolveMessages } from '../../core/config/index.js';
import { SHOP } from '../../core/constants/shop.js';
import { getCookie } from '../../core/cookies/read.js';
import { send } from '../../core/request/index.js';
import { type CartState, cartFromJson, listenShop, parseCartCookie } from '../../core/shop/index.js';
import { adoptStyles } from '../../core/styles/index.js';
import { debounce } from '../../core/timing/index.js';
import { CART_TAG, type CartMessages, cartMessages } from './messages.js';
import { lightStyles } from './styles.js';

export interface CartChangeDetail {
  count: number;
  total: string;
  /** The shop event that started the update (the last of its burst). */
  cause: string;
}

declare module '../../base/events.js' {
  interface PbEventMap {
    'pb-cart-change': CartChangeDetail;
  }
}

const COUNT = '[data-pb-cart-count]';
const TOTAL = '[data-pb-cart-total]';
const STATUS = 'data-pb-cart-status';

export const cartProps = {
  src: { type: 'string', default: '' },
  cookie: { type: 'string', default: '' },
  messages: { type: 'json', default: {} as Messages },
} satisfies PropDefs;

export class CartElement extends PbElement {
  static readonly props = cartProps;
  declare src: string;
  declare cookie: string;
  declare messages: Messages;

  #state: CartState = { count: 0, total: '' };
  #stop: (() => void) | undefined;
  #loading: AbortController | undefined;
  #cause = '';
  #region: HTMLElement | undefined;
  readonly #refresh = debounce(SHOP.cartDebounce, () => this.settleAfter(this.#update()));

  /** Items in the cart, as shown. */
  get count(): number {
    return this.#state.count;
  }

  /** The cart's total as the shop writes it, as shown ('' when the page shows none). */
  get total(): string {
    return this.#state.total;
  }

  protected connected(): void {
    adoptStyles(this.ownerDocument, lightStyles);
    this.#state = this.#fromMarkup();
    // The cookie is this visitor's; the markup may be a cached page's. Read, not announced: nothing changed.
    const cookie = this.#fromCookie();
    if (cookie) this.#show(cookie);
    if (!this.src && !this.cookie)
      this.warn('src', 'neither "src" nor "cookie" is set: the count stays as the page was written');
    if (!this.#region) {
      const region = this.ownerDocument.createElement('span');
      region.setAttribute(STATUS, '');
      region.setAttribute('role', 'status');
      this.#region = region;
    }
    if (!this.#region.isConnected) this.append(this.#region);
    this.#stop = listenShop([...SHOP.cartEvents, ...SHOP.blockCartEvents], (type) => this.#changed(type));
  }

  protected disconnected(): void {
    this.#stop?.();
    this.#stop = undefined;
    this.#refresh.cancel();
    this.#loading?.abort();
  }

  protected changed(prop: string): void {
    if (prop === 'messages') resolveMessages(cartMessages, CART_TAG, this.messages, this.ownerDocument);
  }

  /** Reads the cart again, as after a change of the shop's; what it finds is announced when it differs. */
  refresh(): Promise<void> {
    this.#cause = 'refresh';
    this.#refresh.cancel();
    const work = this.#update();
    this.settleAfter(work);
    return work;
  }

  #changed(type: string): void {
    this.#cause = type;
    this.#refresh();
  }

  /** After a change: the server's cart when there is an endpoint, else (or when it fails) the cookie. */
  async #update(): Promise<void> {
    this.#loading?.abort();
    let state: CartState | undefined;
    if (this.src) {
      const loading = new AbortController();
      this.#loading = loading;
      const res = await send(this.src, { method: 'GET', accept: 'application/json' }, { signal: loading.signal });
      if (loading.signal.aborted) return;
      this.#loading = undefined;
      state = res?.ok ? cartFromJson(res.text) : undefined;
    }
    state ??= this.#fromCookie();
    if (!state) return;
    const before = this.#state;
    this.#show(state);
    if (before.count === this.#state.count && before.total === this.#state.total) return;
    this.#announce();
    this.emit('pb-cart-change', { ...this.#state, cause: this.#cause });
  }

  #fromCookie(): CartState | undefined {
    return this.cookie ? parseCartCookie(getCookie(this.cookie, this.ownerDocument)) : undefined;
  }

  /** The count the markup shows (its first number), and its total. */
  #fromMarkup(): CartState {
    const digits = /\d+/.exec(this.querySelector(COUNT)?.textContent ?? '');
    return { count: digits ? Number(digits[0]) : 0, total: this.querySelector(TOTAL)?.textContent?.trim() ?? '' };
  }

  /** Writes the state into the marked elements; a total the shop did not give keeps what is shown. */
  #show(state: CartState): void {
    this.#state = { count: state.count, total: state.total || this.#state.total };
    for (const el of this.querySelectorAll(COUNT)) el.textContent = String(this.#state.count);
    if (state.total) for (const el of this.querySelectorAll(TOTAL)) el.textContent = state.total;
  }

  #announce(): void {
    const t: CartMessages = resolveMessages(cartMessages, CART_TAG, this.messages, this.ownerDocument);
    const { count, total } = this.#state;
    const items = fillMessage(count === 1 ? t.item : t.items, { count });
    const text = fillMessage(total ? t.updated : t.updatedCount, { items, total });
    const region = this.#region as HTMLElement;
    // The same words again would not be read: a no-break space makes them a change.
    region.textContent = region.textContent === text ? `${text}\u00a0` : text;
  }
}
