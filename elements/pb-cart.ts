import { define } from '../src/base/index.js';
import { type CartChangeDetail, CartElement } from '../src/components/cart/index.js';

export type { CartChangeDetail };

/**
 * The shop's cart count and total (MFT §1, §7.7), kept up to date with **no request per page view**. It wraps the
 * page's own cart link; the elements in it marked `data-pb-cart-count` and `data-pb-cart-total` show the count and
 * the total, as the server wrote them. It renders nothing else (no shadow root, no React) but an empty live region.
 *
 * **On a page view** it reads the count from the markup, or, with `cookie`, from that cookie (`<count>` or
 * `<count>|<total>`, URI-encoded), which wins: a page served from a cache has a stale count, the cookie is the
 * visitor's. Nothing is fetched and nothing is announced.
 *
 * **After a change** the shop announces (the classic jQuery-triggered `added_to_cart`, `removed_from_cart`,
 * `wc_fragments_refreshed`, `updated_cart_totals`, heard through jQuery when it is on the page and as native
 * events always; the block-based `wc-blocks_added_to_cart`, `wc-blocks_removed_from_cart`), it waits 100 ms for
 * the rest of the burst, then GETs `src` (JSON `{"count": 2, "total": "€ 64.00"}`) once; without `src`, or when
 * that call fails, it reads the cookie again. A new count or total is written into the marked elements, announced
 * politely ("Cart updated: 2 items, total € 64.00") and dispatched as `pb-cart-change`. A newer change aborts the
 * call still out. `refresh()` does the same at once.
 *
 * Its box is the same before and after the upgrade (`display: inline-block` from pb.css, the live region out of
 * the flow), so the upgrade moves nothing. With neither `src` nor `cookie`, a console warning names the element and
 * `src`, and the count stays as written.
 *
 * @summary A cart count and total that follow the shop's cart events, without a request per page view.
 * @tag pb-cart
 * @attr {string} src - The cart endpoint, GET after a change only: JSON `{"count": 2, "total": "€ 64.00"}` (`total` optional).
 * @attr {string} cookie - The name of a cookie holding `<count>` or `<count>|<total>`: read on the page view (over the markup) and after a change when there is no `src` or it failed.
 * @attr {string} [messages={}] - JSON overriding the English strings (also from the page config's `messages["pb-cart"]`): `item` ("{count} item"), `items` ("{count} items"), `updated` ("Cart updated: {items}, total {total}"), `updatedCount` ("Cart updated: {items}", when there is no total).
 * @fires {CustomEvent<CartChangeDetail>} pb-cart-change - After a change showed a new count or total: `detail.count`, `detail.total`, `detail.cause` (the shop event, or `refresh`).
 * @slot - The page's cart link, with elements marked `data-pb-cart-count` and `data-pb-cart-total`.
 */
export class PbCart extends CartElement {
  static readonly methods = ['refresh'];
}

define('pb-cart', PbCart);

declare global {
  interface HTMLElementTagNameMap {
    'pb-cart': PbCart;
  }
  interface HTMLElementEventMap {
    'pb-cart-change': CustomEvent<CartChangeDetail>;
  }
}
