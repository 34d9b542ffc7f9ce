/**
 * The reference shop's server (demo/server/shop.js) through Fastify `inject` on a temp database: products from the
 * database, add to cart validated (nonce missing, forged and expired on an injected clock; product; quantity;
 * stock counting the cart), the cart cookies `<pb-cart>` reads, the cart endpoint, updates and removals, and a
 * checkout that answers the element with the shop's notices and records an order (stock taken, cart emptied).
 *
 *   node --test test/e2e/shop-server.e2e.mjs
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../demo/server/app.js';
import { openDatabase } from '../../demo/server/db.js';
import { createNonces, NONCE_LIFETIME_MS } from '../../demo/server/nonces.js';
import { SHOP_ERRORS } from '../../demo/server/shop-checks.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-shop-server-'));
after(() => fs.rmSync(TMP, { recursive: true, force: true }));

let clock = 1_800_000_000_000;
const now = () => clock;
const nonces = createNonces({ now });
let app;
let db;

before(async () => {
  db = await openDatabase(path.join(TMP, 'shop.sqlite'));
  app = await buildApp({
    db,
    now,
    nonces,
    trackRateLimit: { max: 30, windowMs: 60_000 },
    cspReports: [],
    trackerUrl: 'http://localhost:1',
    pagesDir: path.join(ROOT, 'demo', 'pages'),
    distDir: path.join(TMP, 'dist'),
  });
});
after(async () => {
  await app.close();
  db.close();
});

const form = (fields) => new URLSearchParams(fields).toString();
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const JSONY = { ...FORM, accept: 'application/json' };

/** A visitor: the cookies the server set, sent back on each request. */
function visitor() {
  const jar = new Map();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (res) => {
    for (const line of [res.headers['set-cookie'] ?? []].flat()) {
      const [pair, ...attrs] = line.split(';');
      const [name, value] = pair.split('=');
      if (attrs.some((a) => /max-age=0/i.test(a))) jar.delete(name.trim());
      else jar.set(name.trim(), value);
    }
    return res;
  };
  return {
    jar,
    get: async (url) => keep(await app.inject({ method: 'GET', url, headers: { cookie: cookie() } })),
    post: async (url, fields, headers = JSONY) =>
      keep(await app.inject({ method: 'POST', url, headers: { ...headers, cookie: cookie() }, payload: form(fields) })),
  };
}
const add = (v, product_id, quantity, nonce = nonces.issue('shop')) =>
  v.post('/shop/cart/add', { product_id, quantity, nonce });
const stock = (id) => db.get('SELECT stock FROM products WHERE id = ?', [id]).stock;

const BILLING = {
  billing_first_name: 'Anouk',
  billing_last_name: 'de Vries',
  billing_email: 'anouk@klei.example',
  billing_address_1: 'Oudegracht 112',
  billing_postcode: '3511 AV',
  billing_city: 'Utrecht',
  terms: 'on',
};

describe('shop pages', () => {
  test('the shop lists the products from the database, escaped, each with an add-to-cart form and a nonce', async () => {
    db.write("UPDATE products SET summary = '<b>bold</b> & plain' WHERE id = 4");
    const res = await visitor().get('/shop/');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'no-store');
    for (const name of ['Speckled oat mug', 'Celadon tea bowl', 'Kyusu side-handle teapot'])
      assert.match(res.body, new RegExp(name));
    assert.match(res.body, /&lt;b&gt;bold&lt;\/b&gt; &amp; plain/);
    assert.equal(res.body.match(/data-shop-add/g)?.length, 5, 'the sixth is out of stock');
    assert.match(res.body, /Out of stock/);
    assert.match(res.body, /name="nonce" value="[0-9a-z]+\.[\w-]{22}"/);
    assert.match(res.body, /<pb-cart class="site-cart" src="\/shop\/cart.json" cookie="pb_cart">/);
    assert.match(res.body, /data-pb-cart-count>0</);
    assert.match(res.body, /reference shop: no payment/);
  });

  test('a product page has its tabs with the reviews tab at #product_reviews_tab; an unknown one is a 404', async () => {
    const v = visitor();
    const res = await v.get('/shop/product/speckled-oat-mug');
    assert.equal(res.statusCode, 200);
    assert.match(res.body, /<pb-tab label="Reviews \(2\)" id="product_reviews_tab">/);
    assert.match(res.body, /href="#product_reviews_tab">2 reviews</);
    assert.match(res.body, /Marloes/);
    assert.equal((await v.get('/shop/product/nope')).statusCode, 404);
    assert.equal((await v.get('/shop.html')).statusCode, 301);
  });
});

describe('add to cart', () => {
  test('is refused without a good nonce: missing, forged, expired', async () => {
    const v = visitor();
    const missing = await v.post('/shop/cart/add', { product_id: 1, quantity: 1 });
    assert.equal(missing.statusCode, 403);
    assert.deepEqual(missing.json(), { error: SHOP_ERRORS.nonce.missing });
    assert.equal((await add(v, 1, 1, 'abc.AAAAAAAAAAAAAAAAAAAAAA')).statusCode, 403);
    assert.equal((await add(v, 1, 1, nonces.issue('contact'))).statusCode, 403, 'another scope');
    const old = nonces.issue('shop');
    clock += NONCE_LIFETIME_MS + 1000;
    const expired = await add(v, 1, 1, old);
    assert.deepEqual([expired.statusCode, expired.json()], [403, { error: SHOP_ERRORS.nonce.expired }]);
    assert.equal(v.jar.size, 0, 'no cart was made');
  });

  test('checks the product and the quantity', async () => {
    const v = visitor();
    assert.deepEqual((await add(v, 999, 1)).json(), { error: SHOP_ERRORS.noProduct });
    assert.equal((await add(v, 'x', 1)).statusCode, 404);
    for (const q of ['0', '100', '-1', '1.5', 'two', '']) {
      const res = await add(v, 1, q);
      assert.deepEqual([res.statusCode, res.json()], [400, { error: SHOP_ERRORS.quantity }], `quantity ${q}`);
    }
  });

  test('checks the stock, counting what the cart holds already', async () => {
    const v = visitor();
    const out = await add(v, 6, 1);
    assert.deepEqual([out.statusCode, out.json()], [409, { error: SHOP_ERRORS.stock('Bud vase trio', 0, 0) }]);
    assert.equal((await add(v, 5, 2)).statusCode, 200);
    const more = await add(v, 5, 1);
    assert.equal(more.statusCode, 409);
    assert.match(more.json().error, /we have 2 of “Kyusu side-handle teapot” in stock and you already have 2/);
  });

  test('answers the script with the cart, and sets the cookies <pb-cart> reads; the cart endpoint agrees', async () => {
    const v = visitor();
    const res = await add(v, 1, 2);
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), {
      count: 2,
      total: '€ 64.00',
      message: '“Speckled oat mug” has been added to your cart.',
    });
    assert.match(v.jar.get('pb_cart_id'), /^[a-f0-9]{32}$/);
    assert.equal(decodeURIComponent(v.jar.get('pb_cart')), '2|€ 64.00');
    const set = [res.headers['set-cookie']].flat().join('\n');
    assert.match(set, /pb_cart_id=[a-f0-9]{32}; Path=\/; HttpOnly; SameSite=Lax/);
    assert.doesNotMatch(
      set.split('\n').find((l) => l.startsWith('pb_cart=')),
      /HttpOnly/,
      '<pb-cart> reads it',
    );
    await add(v, 2, 1);
    const cart = await v.get('/shop/cart.json');
    assert.equal(cart.headers['cache-control'], 'no-store');
    assert.deepEqual(cart.json(), { count: 3, total: '€ 102.00' });
    assert.deepEqual((await visitor().get('/shop/cart.json')).json(), { count: 0, total: '€ 0.00' });
    const page = await v.get('/shop/cart');
    assert.match(page.body, /data-pb-cart-count>3</, "the shop's pages write the visitor's count");
  });

  test('a bare form is sent back with the notice; a forged cart id is a new cart', async () => {
    const v = visitor();
    const res = await v.post(
      '/shop/cart/add',
      { product_id: 3, quantity: 1, nonce: nonces.issue('shop'), back: '/shop/' },
      FORM,
    );
    assert.equal(res.statusCode, 303);
    assert.match(res.headers.location, /^\/shop\/\?notice=/);
    const away = await v.post(
      '/shop/cart/add',
      { product_id: 3, quantity: 1, nonce: nonces.issue('shop'), back: 'https://evil.example/' },
      FORM,
    );
    assert.match(away.headers.location, /^\/shop\/cart\?/);
    v.jar.set('pb_cart_id', 'f'.repeat(32));
    assert.deepEqual((await v.get('/shop/cart.json')).json(), { count: 0, total: '€ 0.00' });
  });
});

describe('cart updates', () => {
  test('change a quantity, remove a line, refuse a bad quantity; an empty cart drops its cookies', async () => {
    const v = visitor();
    await add(v, 1, 1);
    await add(v, 3, 1);
    const nonce = nonces.issue('shop');
    const up = await v.post('/shop/cart/update', { 'qty[1]': '3', nonce });
    assert.deepEqual(up.json(), { count: 4, total: '€ 138.00', message: 'Cart updated.' });
    assert.equal((await v.post('/shop/cart/update', { 'qty[1]': 'lots', nonce })).statusCode, 400);
    assert.equal((await v.post('/shop/cart/update', { 'qty[1]': '99', nonce })).statusCode, 409);
    assert.equal((await v.post('/shop/cart/update', { 'qty[1]': '1' })).statusCode, 403);
    await v.post('/shop/cart/update', { remove: '1', nonce });
    const last = await v.post('/shop/cart/update', { remove: '3', nonce });
    assert.deepEqual(last.json(), { count: 0, total: '€ 0.00', message: '“Oatmeal pasta bowl” removed.' });
    assert.equal(v.jar.has('pb_cart'), false);
  });
});

describe('checkout', () => {
  test("answers the element with the shop's notices, each naming its field; a bare form gets the page with its values", async () => {
    const v = visitor();
    await add(v, 2, 1);
    const nonce = nonces.issue('shop');
    const res = await v.post('/shop/checkout', {
      pb_ajax: '1',
      nonce,
      billing_first_name: '',
      billing_email: 'anouk@',
    });
    assert.equal(res.statusCode, 200);
    const answer = res.json();
    assert.equal(answer.result, 'failure');
    assert.match(answer.messages, /^<ul class="woocommerce-error" role="alert">/);
    assert.match(
      answer.messages,
      /<li data-id="billing_first_name"><strong>Billing First name<\/strong> is a required field.<\/li>/,
    );
    assert.match(
      answer.messages,
      /<li data-id="billing_email"><strong>Billing Email address<\/strong> is not a valid email address.<\/li>/,
    );
    assert.match(answer.messages, /<li data-id="terms">Please read and accept the terms/);
    const bare = await v.post('/shop/checkout', { nonce, billing_first_name: '"><script>x</script>' }, FORM);
    assert.equal(bare.statusCode, 400);
    assert.match(bare.body, /<pb-checkout>/);
    assert.match(bare.body, /value="&quot;&gt;&lt;script&gt;x&lt;\/script&gt;"/);
    assert.match(bare.body, /id="billing_last_name"[^>]*aria-invalid="true"/);
  });

  test('refuses a bad nonce with the shop error, an empty cart with a notice', async () => {
    const v = visitor();
    const forged = await v.post('/shop/checkout', { pb_ajax: '1', nonce: 'x', ...BILLING });
    assert.deepEqual([forged.statusCode, forged.json()], [403, { error: SHOP_ERRORS.nonce.invalid }]);
    const empty = await v.post('/shop/checkout', { pb_ajax: '1', nonce: nonces.issue('shop'), ...BILLING });
    assert.deepEqual(empty.json(), {
      result: 'failure',
      messages: `<ul class="woocommerce-error" role="alert"><li>${SHOP_ERRORS.emptyCart}</li></ul>`,
    });
  });

  test('records the order, takes the stock, empties the cart and sends the visitor to the order page', async () => {
    const v = visitor();
    const before = stock(1);
    await add(v, 1, 2);
    const res = await v.post('/shop/checkout', {
      pb_ajax: '1',
      nonce: nonces.issue('shop'),
      ...BILLING,
      order_comments: 'Gift wrap',
    });
    const answer = res.json();
    assert.equal(answer.result, 'success');
    assert.match(answer.redirect, /^\/shop\/order\/\d+\?key=[a-f0-9]{24}$/);
    assert.equal(stock(1), before - 2);
    assert.equal(v.jar.has('pb_cart'), false);
    assert.equal(v.jar.has('pb_cart_id'), false);
    const order = db.get('SELECT * FROM orders ORDER BY id DESC LIMIT 1');
    assert.deepEqual([order.first_name, order.notes, order.total_cents], ['Anouk', 'Gift wrap', 6400]);
    const page = await v.get(answer.redirect);
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /Thank you, Anouk. Your order number \d+ has been received./);
    assert.match(page.body, /no payment is taken/);
    assert.equal((await v.get(answer.redirect.replace(/key=\w+/, 'key=nope'))).statusCode, 404);
  });

  test('refuses an order the stock can no longer fill', async () => {
    const v = visitor();
    await add(v, 2, 2);
    db.write('UPDATE products SET stock = 1 WHERE id = 2');
    const res = await v.post('/shop/checkout', { pb_ajax: '1', nonce: nonces.issue('shop'), ...BILLING });
    assert.match(res.json().messages, new RegExp(SHOP_ERRORS.changed));
  });
});
