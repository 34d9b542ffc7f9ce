/**
 * MFT §1 "shop cart and checkout widgets", §7.7 "Shop widgets trigger cart and checkout updates" and §8 "Checkout: a
 * sample billing-first-name required notice appears only in the visual builder"; CCH §2, §8 "Checkout errors scroll
 * the view to the form". The spec names neither the events nor the endpoints ("not shown"): the event names are the
 * shop plugin's own, which themes and payment scripts trigger, so the elements hear the shop as it is.
 */
export const SHOP = {
  /**
   * The cart changed, as the classic (jQuery) cart scripts say it: `jQuery(document.body).trigger(name, ...)`.
   * jQuery's trigger runs only jQuery's own handlers, so these are heard through jQuery when it is on the page, and
   * as native events (dispatched on or below `document`) always.
   */
  cartEvents: ['added_to_cart', 'removed_from_cart', 'wc_fragments_refreshed', 'updated_cart_totals'],
  /** The cart changed, as the block-based cart and product blocks say it: native events on `document.body`. */
  blockCartEvents: ['wc-blocks_added_to_cart', 'wc-blocks_removed_from_cart'],
  /** The classic checkout's failure: its notices have been put at the top of the form. */
  checkoutError: 'checkout_error',
  /** The classic checkout's order review: asked for (the form is busy) and done (it is not). */
  updateCheckout: 'update_checkout',
  updatedCheckout: 'updated_checkout',
  /**
   * A change seldom comes alone (`added_to_cart`, then `wc_fragments_refreshed`): the cart is read once, this long
   * after the last of a burst (ms). MFT §9's shortest debounce, `DEBOUNCE.short`.
   */
  cartDebounce: 100,
  /** The notices the checkout scrolls to after an error, first match first: the shop's classes, then ours. */
  noticeSelector:
    '.woocommerce-NoticeGroup-checkout, .woocommerce-NoticeGroup, .woocommerce-error, .wc-block-components-notice-banner.is-error, .pb-checkout-notice',
  /** The box the checkout puts a failed answer's notices in, at the top of its form (the shop's own class names). */
  noticeGroupClass: 'woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout pb-checkout-notice',
  /** The field that marks a post as the element's (the server answers JSON), as the shop's `wc-ajax=checkout`. */
  ajaxField: 'pb_ajax',
} as const;
