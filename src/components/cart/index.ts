export { type CartChangeDetail, CartElement, cartProps } from './element.js';
export { CART_TAG, type CartMessages, cartMessages } from './messages.js';
export { lightStyles } from './styles.js';
