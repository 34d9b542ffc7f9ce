/**
 * The reference shop (issue 32): the studio's ceramics from `products`, a cart kept on the server, and a checkout
 * that validates on the server and answers with the shop's own notices. It takes no payment: an order is recorded
 * and the visitor is told that nothing will be charged or shipped.
 *
 * - `GET /shop/`, `/shop/product/:slug`, `/shop/cart`, `/shop/checkout`, `/shop/order/:id?key=`: pages.
 * - `GET /shop/cart.json`: `{ count, total }`, what `<pb-cart>` reads after a change (never on a page view).
 * - `POST /shop/cart/add` (`product_id`, `quantity`, `nonce`): checked against the nonce, the product, the quantity
 *   (a whole number from 1 to 99) and the stock, counting what is in the cart already. The shop's script
 *   (`/demo-assets/shop.js`, with `Accept: application/json`) gets `{ count, total, message }` or `{ error }` with
 *   a 4xx; a bare form is sent back to the page it came from with the notice.
 * - `POST /shop/cart/update` (`qty[<product id>]`, `remove`, `nonce`): the cart page's form, the same checks.
 * - `POST /shop/checkout`: the checkout form. From `<pb-checkout>` (`pb_ajax=1`) the answer is the shop's JSON,
 *   `{ result: "success", redirect }` or `{ result: "failure", messages }` (the notices as HTML); a bare form gets
 *   the checkout page again with its notices and every value kept, or a redirect to the order.
 *
 * The cart is named by a random id in the HttpOnly `pb_cart_id` cookie; the readable `pb_cart` cookie holds
 * `<count>|<total>` for `<pb-cart>`, so no page view asks the server for the cart.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import formbody from '@fastify/formbody';
import { allowOnly, clientMessage, httpError, JSON_TYPE } from './http.js';
import { checkCheckout, SHOP_ERRORS, SHOP_LIMITS } from './shop-checks.js';
import { cartPage, checkoutPage, orderPage, productPage, shopPage, shopTemplate, withCart } from './shop-html.js';

const CART_ID = /^[a-f0-9]{32}$/;
export const euros = (cents) => `€ ${(cents / 100).toFixed(2)}`;

/** The cart's rows with their products, its count and its total. */
export function readCart(db, cartId) {
  const items = cartId
    ? db.all(
        `SELECT p.id, p.slug, p.name, p.price_cents, p.stock, p.image, i.quantity
         FROM cart_items i JOIN products p ON p.id = i.product_id WHERE i.cart_id = ? ORDER BY p.sort_order`,
        [cartId],
      )
    : [];
  const count = items.reduce((n, i) => n + i.quantity, 0);
  const cents = items.reduce((n, i) => n + i.quantity * i.price_cents, 0);
  return { items, count, cents, total: euros(cents) };
}

export async function shopRoutes(app, ctx) {
  const { db, now, nonces } = ctx;
  await app.register(formbody);
  const fromScript = (request) => request.body?.pb_ajax === '1' || /json/.test(request.headers.accept ?? '');
  app.setErrorHandler((err, request, reply) => {
    const status = err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) console.error(err);
    if (err.headers) reply.headers(err.headers);
    reply.code(status).header('Cache-Control', 'no-store');
    const message = status === 500 ? 'internal error' : clientMessage(err, request);
    if (fromScript(request)) return reply.type(JSON_TYPE).send(JSON.stringify({ error: message }));
    return reply.type('text/plain; charset=utf-8').send(`${message}\n`);
  });

  const cartIdOf = (request) => {
    const id =
      request.cookies?.pb_cart_id ?? /(?:^|;\s*)pb_cart_id=([a-f0-9]{32})/.exec(request.headers.cookie ?? '')?.[1];
    return id && CART_ID.test(id) && db.get('SELECT id FROM carts WHERE id = ?', [id]) ? id : undefined;
  };
  const stamp = () => new Date(now()).toISOString();
  /** The `pb_cart` cookie `<pb-cart>` reads, written whenever the cart changes (removed when it is empty). */
  const cartCookies = (reply, cartId) => {
    const cart = readCart(db, cartId);
    const value = encodeURIComponent(`${cart.count}|${cart.total}`);
    const keep = cart.count > 0 ? '' : '; Max-Age=0';
    const cookies = [`pb_cart=${value}; Path=/; SameSite=Lax${keep}`];
    if (cartId) cookies.push(`pb_cart_id=${cartId}; Path=/; HttpOnly; SameSite=Lax${keep}`);
    reply.header('Set-Cookie', cookies);
    return cart;
  };
  const refuse = (status, message) => {
    throw httpError(status, message);
  };
  const checkNonce = (body) => {
    const verdict = nonces.check('shop', body?.nonce);
    if (verdict !== 'ok') refuse(403, SHOP_ERRORS.nonce[verdict]);
  };
  const template = () => fs.promises.readFile(path.join(ctx.pagesDir, 'shop.html'), 'utf8');
  const sendPage = async (reply, title, html, request, status = 200) => {
    const page = withCart(shopTemplate(await template(), ctx, title, html), readCart(db, cartIdOf(request)));
    return reply.code(status).headers(page.headers).header('Cache-Control', 'no-store').send(page.html);
  };
  const shopNonce = () => nonces.issue('shop');
  const notice = (request) => (typeof request.query?.notice === 'string' ? request.query.notice.slice(0, 200) : '');

  app.get('/shop/', (request, reply) =>
    sendPage(reply, 'Shop', shopPage(db, { nonce: shopNonce(), notice: notice(request) }), request),
  );
  app.get('/shop', (_request, reply) => reply.redirect('/shop/', 301));
  // The template is not a page of its own.
  app.get('/shop.html', (_request, reply) => reply.redirect('/shop/', 301));
  app.get('/shop/product/:slug', (request, reply) => {
    const page = productPage(db, request.params.slug, { nonce: shopNonce(), notice: notice(request) });
    return sendPage(reply, page.title, page.html, request, page.found ? 200 : 404);
  });
  app.get('/shop/cart', (request, reply) =>
    sendPage(
      reply,
      'Cart',
      cartPage(readCart(db, cartIdOf(request)), { nonce: shopNonce(), notice: notice(request) }),
      request,
    ),
  );
  app.get('/shop/cart.json', (request, reply) => {
    const { count, total } = readCart(db, cartIdOf(request));
    reply.header('Cache-Control', 'no-store').type(JSON_TYPE);
    return JSON.stringify({ count, total });
  });
  app.get('/shop/checkout', (request, reply) =>
    sendPage(reply, 'Checkout', checkoutPage(readCart(db, cartIdOf(request)), { nonce: shopNonce() }), request),
  );
  app.get('/shop/order/:id', (request, reply) => {
    const order = db.get('SELECT * FROM orders WHERE id = ? AND order_key = ?', [
      Number(request.params.id) || 0,
      String(request.query?.key ?? ''),
    ]);
    if (!order)
      return sendPage(
        reply,
        'Order not found',
        '<h1>Order not found</h1><p><a href="/shop/">Back to the shop</a></p>',
        request,
        404,
      );
    return sendPage(reply, 'Order received', orderPage(order), request);
  });

  /** After a cart change: the script gets the cart as JSON, a bare form goes back where it was with the notice. */
  const answerCart = (request, reply, cartId, message) => {
    const cart = cartCookies(reply, cartId);
    reply.header('Cache-Control', 'no-store');
    if (fromScript(request))
      return reply.type(JSON_TYPE).send(JSON.stringify({ count: cart.count, total: cart.total, message }));
    const back =
      typeof request.body?.back === 'string' && /^\/shop\/[\w/-]*$/.test(request.body.back)
        ? request.body.back
        : '/shop/cart';
    return reply.redirect(`${back}?notice=${encodeURIComponent(message)}`, 303);
  };

  const limited = { config: { rateLimit: { max: SHOP_LIMITS.postsPerMinute, timeWindow: 60_000 } } };
  app.post('/shop/cart/add', limited, (request, reply) => {
    const body = request.body ?? {};
    checkNonce(body);
    const product = /^\d{1,9}$/.test(String(body.product_id ?? ''))
      ? db.get('SELECT id, name, stock FROM products WHERE id = ?', [Number(body.product_id)])
      : undefined;
    if (!product) refuse(404, SHOP_ERRORS.noProduct);
    const raw = String(body.quantity ?? '1').trim();
    if (!/^\d{1,3}$/.test(raw) || Number(raw) < 1 || Number(raw) > SHOP_LIMITS.maxQuantity)
      refuse(400, SHOP_ERRORS.quantity);
    let cartId = cartIdOf(request);
    const inCart = cartId
      ? (db.get('SELECT quantity FROM cart_items WHERE cart_id = ? AND product_id = ?', [cartId, product.id])
          ?.quantity ?? 0)
      : 0;
    const wanted = inCart + Number(raw);
    if (wanted > product.stock || wanted > SHOP_LIMITS.maxQuantity)
      refuse(409, SHOP_ERRORS.stock(product.name, product.stock, inCart));
    db.transaction(() => {
      if (!cartId) {
        cartId = crypto.randomBytes(16).toString('hex');
        db.write('INSERT INTO carts (id, created_at, updated_at) VALUES (?, ?, ?)', [cartId, stamp(), stamp()]);
      }
      db.write(
        `INSERT INTO cart_items (cart_id, product_id, quantity) VALUES (?, ?, ?)
         ON CONFLICT (cart_id, product_id) DO UPDATE SET quantity = excluded.quantity`,
        [cartId, product.id, wanted],
      );
      db.write('UPDATE carts SET updated_at = ? WHERE id = ?', [stamp(), cartId]);
    });
    return answerCart(request, reply, cartId, `“${product.name}” has been added to your cart.`);
  });

  app.post('/shop/cart/update', limited, (request, reply) => {
    const body = request.body ?? {};
    checkNonce(body);
    const cartId = cartIdOf(request);
    if (!cartId) return answerCart(request, reply, undefined, SHOP_ERRORS.emptyCart);
    const cart = readCart(db, cartId);
    const changes = [];
    for (const item of cart.items) {
      const field = body[`qty[${item.id}]`];
      const remove = String(body.remove ?? '') === String(item.id);
      if (remove) changes.push([item, 0]);
      else if (field !== undefined) {
        const q = String(field).trim();
        if (!/^\d{1,3}$/.test(q) || Number(q) > SHOP_LIMITS.maxQuantity) refuse(400, SHOP_ERRORS.quantity);
        if (Number(q) > item.stock) refuse(409, SHOP_ERRORS.stock(item.name, item.stock, 0));
        changes.push([item, Number(q)]);
      }
    }
    db.transaction(() => {
      for (const [item, q] of changes) {
        if (q === 0) db.write('DELETE FROM cart_items WHERE cart_id = ? AND product_id = ?', [cartId, item.id]);
        else db.write('UPDATE cart_items SET quantity = ? WHERE cart_id = ? AND product_id = ?', [q, cartId, item.id]);
      }
      db.write('UPDATE carts SET updated_at = ? WHERE id = ?', [stamp(), cartId]);
    });
    const removed = changes.find(([, q]) => q === 0)?.[0];
    return answerCart(request, reply, cartId, removed ? `“${removed.name}” removed.` : 'Cart updated.');
  });

  app.post('/shop/checkout', limited, async (request, reply) => {
    const body = request.body ?? {};
    checkNonce(body);
    const cartId = cartIdOf(request);
    const cart = readCart(db, cartId);
    const problems = checkCheckout(body, cart);
    const ajax = body.pb_ajax === '1';
    reply.header('Cache-Control', 'no-store');
    if (problems.length) {
      if (ajax)
        return reply.type(JSON_TYPE).send(JSON.stringify({ result: 'failure', messages: noticeList(problems) }));
      return sendPage(
        reply,
        'Checkout',
        checkoutPage(cart, { nonce: shopNonce(), values: body, problems }),
        request,
        400,
      );
    }
    const key = crypto.randomBytes(12).toString('hex');
    const field = (name) => String(body[name] ?? '').trim();
    const id = db.transaction(() => {
      for (const item of cart.items)
        db.write('UPDATE products SET stock = stock - ? WHERE id = ?', [item.quantity, item.id]);
      db.write('DELETE FROM carts WHERE id = ?', [cartId]);
      return db.write(
        `INSERT INTO orders (order_key, first_name, last_name, email, address, postcode, city, notes, items, total_cents, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          key,
          field('billing_first_name'),
          field('billing_last_name'),
          field('billing_email'),
          field('billing_address_1'),
          field('billing_postcode'),
          field('billing_city'),
          field('order_comments'),
          JSON.stringify(
            cart.items.map((i) => ({ id: i.id, name: i.name, quantity: i.quantity, price_cents: i.price_cents })),
          ),
          cart.cents,
          stamp(),
        ],
      );
    });
    reply.header('Set-Cookie', ['pb_cart=; Path=/; Max-Age=0', 'pb_cart_id=; Path=/; HttpOnly; Max-Age=0']);
    const redirect = `/shop/order/${id}?key=${key}`;
    if (ajax) return reply.type(JSON_TYPE).send(JSON.stringify({ result: 'success', redirect }));
    return reply.redirect(redirect, 303);
  });

  for (const url of ['/shop/cart/add', '/shop/cart/update', '/shop/checkout'])
    allowOnly(app, url, url.endsWith('checkout') ? 'GET, POST' : 'POST', { json: false });
  for (const url of ['/shop/', '/shop/product/:slug', '/shop/cart', '/shop/cart.json', '/shop/order/:id'])
    allowOnly(app, url, 'GET, HEAD', { json: false });
}

const escapeHtml = (s) =>
  String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** The shop's notice list: `<ul class="woocommerce-error" role="alert">`, one item per problem, naming its field. */
export function noticeList(problems) {
  const items = problems.map(
    (p) =>
      `<li${p.field ? ` data-id="${escapeHtml(p.field)}"` : ''}>${p.label ? `<strong>${escapeHtml(p.label)}</strong> ` : ''}${escapeHtml(p.message)}</li>`,
  );
  return `<ul class="woocommerce-error" role="alert">${items.join('')}</ul>`;
}
