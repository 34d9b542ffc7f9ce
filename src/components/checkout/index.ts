export { CheckoutElement, type CheckoutRedirectDetail, checkoutProps } from './element.js';
export { CHECKOUT_TAG, type CheckoutMessages, checkoutMessages } from './messages.js';
export { lightStyles } from './styles.js';
