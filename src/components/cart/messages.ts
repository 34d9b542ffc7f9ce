/** `<pb-cart>`'s strings: what is announced after the cart changed. No imports: the element's chunk reads this. */
export const CART_TAG = 'pb-cart';

export const cartMessages = {
  /** The count as words, one item. */
  item: '{count} item',
  /** The count as words, any other number. */
  items: '{count} items',
  /** Announced after a change, with the total. */
  updated: 'Cart updated: {items}, total {total}',
  /** Announced after a change, when the shop gives no total. */
  updatedCount: 'Cart updated: {items}',
};

export type CartMessages = typeof cartMessages;
