/** `<pb-checkout>`'s strings. No imports: the element's chunk reads this. */
export const CHECKOUT_TAG = 'pb-checkout';

export const checkoutMessages = {
  /** Shown when the server's answer cannot be read, or says nothing: the shop's own words for it. */
  checkoutError: 'Error processing checkout. Please try again.',
  /** MFT §8: the sample notice the visual builder shows, so the notices can be styled there. */
  sampleNotice: 'Billing First name is a required field.',
};

export type CheckoutMessages = typeof checkoutMessages;
