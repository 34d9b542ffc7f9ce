/**
 * What the shop refuses, in its own words: the cart's checks (shop.js) and the checkout's, which answer with one
 * notice per problem, naming its field as the shop's notices do (`<li data-id="billing_email">`).
 */
import { isValidEmail } from './contact.js';

export const SHOP_LIMITS = {
  /** The most of one product a cart may hold. */
  maxQuantity: 99,
  /** Posts (add, update, checkout) per client a minute. */
  postsPerMinute: 60,
  /** The longest value a checkout field may have. */
  maxField: 200,
  maxNotes: 1000,
};

export const SHOP_ERRORS = {
  nonce: {
    missing: 'This form is missing its security token. Reload the page and try again.',
    expired: 'This page has expired. Reload the page and try again; what you typed is still in the form.',
    invalid: 'This form failed its security check. Reload the page and try again.',
  },
  noProduct: 'That product does not exist.',
  quantity: `Please enter a quantity from 1 to ${SHOP_LIMITS.maxQuantity}.`,
  stock: (name, stock, inCart) =>
    stock === 0
      ? `Sorry, “${name}” is out of stock.`
      : `You cannot add that amount to the cart: we have ${stock} of “${name}” in stock${inCart ? ` and you already have ${inCart} in your cart` : ''}.`,
  emptyCart: 'Your cart is currently empty.',
  changed: 'Sorry, we do not have enough in stock to fill your order. Please edit your cart and try again.',
};

/** The checkout's fields: name, the label its notices use, whether it is required. */
export const CHECKOUT_FIELDS = [
  { name: 'billing_first_name', label: 'Billing First name', required: true, autocomplete: 'given-name' },
  { name: 'billing_last_name', label: 'Billing Last name', required: true, autocomplete: 'family-name' },
  { name: 'billing_email', label: 'Billing Email address', required: true, type: 'email', autocomplete: 'email' },
  { name: 'billing_address_1', label: 'Billing Street address', required: true, autocomplete: 'street-address' },
  { name: 'billing_postcode', label: 'Billing Postcode', required: true, autocomplete: 'postal-code' },
  { name: 'billing_city', label: 'Billing Town / City', required: true, autocomplete: 'address-level2' },
];

/**
 * The problems with an order, in the order of the form: `{ field, label, message }`. An empty cart, or one holding
 * more than is in stock by now, is a problem of the order's, not of a field.
 */
export function checkCheckout(body, cart) {
  const problems = [];
  if (!cart.items.length) return [{ message: SHOP_ERRORS.emptyCart }];
  if (cart.items.some((i) => i.quantity > i.stock)) problems.push({ message: SHOP_ERRORS.changed });
  const value = (name) => (typeof body[name] === 'string' ? body[name].trim() : '');
  for (const f of CHECKOUT_FIELDS) {
    const v = value(f.name);
    if (f.required && !v) problems.push({ field: f.name, label: f.label, message: 'is a required field.' });
    else if (v.length > SHOP_LIMITS.maxField) problems.push({ field: f.name, label: f.label, message: 'is too long.' });
    else if (f.type === 'email' && v && !isValidEmail(v))
      problems.push({ field: f.name, label: f.label, message: 'is not a valid email address.' });
  }
  if (value('order_comments').length > SHOP_LIMITS.maxNotes)
    problems.push({ field: 'order_comments', label: 'Order notes', message: 'are too long.' });
  if (body.terms !== 'on')
    problems.push({
      field: 'terms',
      message: 'Please read and accept the terms and conditions to proceed with your order.',
    });
  return problems;
}
