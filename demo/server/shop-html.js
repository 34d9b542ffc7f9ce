/**
 * The shop's pages (shop.js), written into `demo/pages/shop.html`: the product list, a product with its tabs (the
 * reviews tab is `#product_reviews_tab`), the cart, the checkout inside `<pb-checkout>`, and the order received.
 * Every value from the database or the visitor is escaped; the forms post without the script too.
 */
import { renderPage } from './pages.js';
import { CHECKOUT_FIELDS } from './shop-checks.js';
import { CART_COUNT_MARK, escapeHtml } from './site.js';

const euros = (cents) => `€ ${(cents / 100).toFixed(2)}`;
const localPath = (value) => (typeof value === 'string' && /^\/(?!\/)[\w./-]*$/.test(value) ? value : '');
const productUrl = (slug) => `/shop/product/${encodeURIComponent(slug)}`;
const REFERENCE =
  '<p class="shop-reference">This is a reference shop: no payment is taken and nothing is shipped. Orders are kept in the demo’s database only.</p>';

/** The template with the site's parts filled (pages.js), then the shop's title and content, in one pass. */
export function shopTemplate(template, ctx, title, html) {
  const page = renderPage(template, { ...ctx, page: 'shop.html' });
  const parts = { SHOP_TITLE: escapeHtml(title), SHOP: html };
  return { ...page, html: page.html.replace(/%(SHOP_TITLE|SHOP)%/g, (_, name) => parts[name]) };
}

/** The header's cart count as this visitor's cart has it (other pages leave it to `<pb-cart>` and the cookie). */
export function withCart(page, cart) {
  const mark = CART_COUNT_MARK.replace('></span>', `>${cart.count}</span>`);
  return { ...page, html: page.html.replace(CART_COUNT_MARK, mark) };
}

const notice = (text, kind = 'message') =>
  text ? `<div class="woocommerce-${kind}" role="status">${escapeHtml(text)}</div>` : '';

const stockText = (stock) => (stock === 0 ? 'Out of stock' : stock <= 3 ? `Only ${stock} left in stock` : 'In stock');

/** An add-to-cart form: works as a plain post; the shop's script sends it without a reload. */
function addForm(product, nonce, { quantity = false, back }) {
  if (product.stock === 0) return `<p class="stock out">${stockText(0)}</p>`;
  const qty = quantity
    ? `<label for="qty-${product.id}">Quantity</label> <input id="qty-${product.id}" class="qty" type="number" name="quantity" value="1" min="1" max="${Math.min(99, product.stock)}" inputmode="numeric" required>`
    : '<input type="hidden" name="quantity" value="1">';
  return (
    `<form class="cart add-to-cart" action="/shop/cart/add" method="post" data-shop-add>` +
    `<input type="hidden" name="product_id" value="${product.id}"><input type="hidden" name="nonce" value="${escapeHtml(nonce)}">` +
    `<input type="hidden" name="back" value="${escapeHtml(back)}">${qty} ` +
    `<button type="submit" class="button">Add to cart<span class="visually-hidden">: ${escapeHtml(product.name)}</span></button>` +
    '<span class="shop-added" role="status"></span></form>'
  );
}

const picture = (row, alt = '') =>
  `<img src="${escapeHtml(localPath(row.image))}" width="${Number(row.image_width) || 640}" height="${Number(row.image_height) || 480}" alt="${escapeHtml(alt)}" loading="lazy" decoding="async">`;

export function shopPage(db, { nonce, notice: text }) {
  const rows = db.all(
    'SELECT id, slug, name, summary, price_cents, stock, image, image_width, image_height FROM products ORDER BY sort_order, id',
  );
  const cards = rows.map(
    (p) =>
      `<li class="product"><a class="product-link" href="${productUrl(p.slug)}">${picture(p)}` +
      `<h2>${escapeHtml(p.name)}</h2></a><p class="product-summary">${escapeHtml(p.summary)}</p>` +
      `<p class="price">${euros(p.price_cents)}</p>${addForm(p, nonce, { back: '/shop/' })}</li>`,
  );
  return (
    `<h1>Shop</h1>${notice(text)}<p>Pieces from the studio’s shelves, made on the Oudegracht.</p>${REFERENCE}` +
    `<ul class="products">${cards.join('')}</ul>`
  );
}

const stars = (n) =>
  `<span class="stars" role="img" aria-label="Rated ${n} out of 5">${'★'.repeat(n)}${'☆'.repeat(5 - n)}</span>`;

export function productPage(db, slug, { nonce, notice: text }) {
  const p = typeof slug === 'string' ? db.get('SELECT * FROM products WHERE slug = ?', [slug]) : undefined;
  if (!p) {
    return {
      found: false,
      title: 'Product not found',
      html: '<h1>Product not found</h1><p>There is no product at this address. <a href="/shop/">All products</a>.</p>',
    };
  }
  const reviews = db.all(
    'SELECT author, rating, body, created_at FROM product_reviews WHERE product_id = ? ORDER BY created_at DESC',
    [p.id],
  );
  const list = reviews.length
    ? `<ol class="reviews">${reviews
        .map(
          (r) =>
            `<li><p class="review-meta">${stars(r.rating)} <strong>${escapeHtml(r.author)}</strong>, ` +
            `<time datetime="${escapeHtml(r.created_at)}">${escapeHtml(String(r.created_at).slice(0, 10))}</time></p>` +
            `<p>${escapeHtml(r.body)}</p></li>`,
        )
        .join('')}</ol>`
    : '<p>There are no reviews yet.</p>';
  const html =
    `<p class="breadcrumb"><a href="/shop/">Shop</a> / ${escapeHtml(p.name)}</p>${notice(text)}` +
    `<article class="product-page"><figure class="product-picture">${picture(p, p.name)}</figure>` +
    `<div class="summary"><h1>${escapeHtml(p.name)}</h1><p class="price">${euros(p.price_cents)}</p>` +
    `<p>${escapeHtml(p.summary)}</p><p class="stock">${stockText(p.stock)}</p>` +
    `${addForm(p, nonce, { quantity: true, back: productUrl(p.slug) })}` +
    `<p><a href="#product_reviews_tab">${reviews.length} review${reviews.length === 1 ? '' : 's'}</a></p></div></article>` +
    '<pb-tabs id="product-tabs" class="product-tabs">' +
    `<pb-tab label="Description"><p>${escapeHtml(p.description)}</p></pb-tab>` +
    `<pb-tab label="Details"><p>${escapeHtml(p.details)}</p>${REFERENCE}</pb-tab>` +
    `<pb-tab label="Reviews (${reviews.length})" id="product_reviews_tab">${list}</pb-tab>` +
    '</pb-tabs>';
  return { found: true, title: p.name, html };
}

export function cartPage(cart, { nonce, notice: text }) {
  if (!cart.items.length)
    return `<h1>Cart</h1>${notice(text)}<p class="cart-empty">Your cart is currently empty.</p><p><a class="button" href="/shop/">Return to shop</a></p>`;
  const rows = cart.items.map(
    (i) =>
      `<tr><th scope="row"><a href="${productUrl(i.slug)}">${escapeHtml(i.name)}</a></th><td>${euros(i.price_cents)}</td>` +
      `<td><label class="visually-hidden" for="cq-${i.id}">Quantity of ${escapeHtml(i.name)}</label>` +
      `<input id="cq-${i.id}" class="qty" type="number" name="qty[${i.id}]" value="${i.quantity}" min="0" max="${Math.min(99, i.stock)}" inputmode="numeric"></td>` +
      `<td>${euros(i.price_cents * i.quantity)}</td>` +
      `<td><button type="submit" name="remove" value="${i.id}" class="link-button">Remove<span class="visually-hidden"> ${escapeHtml(i.name)}</span></button></td></tr>`,
  );
  return (
    `<h1>Cart</h1>${notice(text)}<form class="cart-form" action="/shop/cart/update" method="post">` +
    `<input type="hidden" name="nonce" value="${escapeHtml(nonce)}"><input type="hidden" name="back" value="/shop/cart">` +
    '<div class="table-scroll" role="region" aria-label="Cart items" tabindex="0"><table class="shop-table"><thead><tr>' +
    '<th scope="col">Product</th><th scope="col">Price</th><th scope="col">Quantity</th><th scope="col">Subtotal</th><th scope="col"><span class="visually-hidden">Remove</span></th>' +
    `</tr></thead><tbody>${rows.join('')}</tbody></table></div>` +
    '<p class="actions"><button type="submit" class="button secondary">Update cart</button> <a class="button secondary" href="/shop/">Continue shopping</a></p></form>' +
    `<section class="cart-totals" aria-labelledby="totals-heading"><h2 id="totals-heading">Cart totals</h2>` +
    `<p>Total: <strong>${cart.total}</strong> (${cart.count} item${cart.count === 1 ? '' : 's'})</p>` +
    '<p><a class="button" href="/shop/checkout">Proceed to checkout</a></p></section>'
  );
}

const field = (f, values, problems) => {
  const value = typeof values[f.name] === 'string' ? values[f.name] : '';
  const bad = problems.some((p) => p.field === f.name);
  const label = f.label.replace(/^Billing /, '');
  return (
    `<p class="form-row"><label for="${f.name}">${escapeHtml(label)}${f.required ? ' <abbr class="required" title="required">*</abbr>' : ''}</label>` +
    `<input id="${f.name}" name="${f.name}" type="${f.type ?? 'text'}" autocomplete="${f.autocomplete}" value="${escapeHtml(value)}"` +
    `${f.required ? ' aria-required="true"' : ''}${bad ? ' aria-invalid="true"' : ''}></p>`
  );
};

/** The checkout: the order's summary and the billing form, in `<pb-checkout>`; `problems` from a bare post. */
export function checkoutPage(cart, { nonce, values = {}, problems = [] }) {
  if (!cart.items.length)
    return '<h1>Checkout</h1><p class="cart-empty">Your cart is currently empty.</p><p><a class="button" href="/shop/">Return to shop</a></p>';
  const notices = problems.length
    ? `<div class="woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout" tabindex="-1"><ul class="woocommerce-error" role="alert">${problems
        .map(
          (p) =>
            `<li${p.field ? ` data-id="${p.field}"` : ''}>${p.label ? `<strong>${escapeHtml(p.label)}</strong> ` : ''}${escapeHtml(p.message)}</li>`,
        )
        .join('')}</ul></div>`
    : '';
  const items = cart.items
    .map((i) => `<li>${escapeHtml(i.name)} × ${i.quantity} <span>${euros(i.price_cents * i.quantity)}</span></li>`)
    .join('');
  const notes = typeof values.order_comments === 'string' ? values.order_comments : '';
  return (
    `<h1>Checkout</h1>${REFERENCE}<div class="checkout-grid">` +
    `<pb-checkout><form class="checkout" action="/shop/checkout" method="post" novalidate>${notices}` +
    `<input type="hidden" name="nonce" value="${escapeHtml(nonce)}">` +
    `<fieldset><legend>Billing details</legend>${CHECKOUT_FIELDS.map((f) => field(f, values, problems)).join('')}</fieldset>` +
    `<p class="form-row"><label for="order_comments">Order notes (optional)</label><textarea id="order_comments" name="order_comments" rows="3">${escapeHtml(notes)}</textarea></p>` +
    `<p class="form-row terms"><input id="terms" type="checkbox" name="terms"${values.terms === 'on' ? ' checked' : ''}${problems.some((p) => p.field === 'terms') ? ' aria-invalid="true"' : ''}> ` +
    '<label for="terms">I have read and agree to the terms and conditions <abbr class="required" title="required">*</abbr></label></p>' +
    '<p><button type="submit" class="button" name="place_order" value="1">Place order</button></p>' +
    '</form></pb-checkout>' +
    `<aside class="order-review" aria-labelledby="review-heading"><h2 id="review-heading">Your order</h2><ul>${items}</ul>` +
    `<p class="order-total">Total <strong>${cart.total}</strong></p></aside></div>`
  );
}

export function orderPage(order) {
  const items = JSON.parse(order.items)
    .map((i) => `<li>${escapeHtml(i.name)} × ${Number(i.quantity)}</li>`)
    .join('');
  return (
    `<h1>Order received</h1><p class="woocommerce-message" role="status">Thank you, ${escapeHtml(order.first_name)}. Your order number ${order.id} has been received.</p>` +
    `${REFERENCE}<ul>${items}</ul><p>Total: <strong>${euros(order.total_cents)}</strong></p><p><a href="/shop/">Back to the shop</a></p>`
  );
}
