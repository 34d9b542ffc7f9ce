/**
 * The reference shop in Chromium against the real demo server: no cart request on a page view (the count from the
 * markup or the `pb_cart` cookie), one after an add to cart, announced politely; the header's count on other pages
 * from the cookie; the reviews tab from `#product_reviews_tab`; the checkout's server notices focused below the
 * fixed header with every value kept, a dropped connection that keeps them too, and an order placed; no layout
 * shift on the shop's pages; axe.
 *
 *   npm run build && node --test test/e2e/shop.e2e.mjs
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { axeViolations, demoBrowser, recordShifts, shiftTotal, until } from '../helpers/e2e.mjs';

describe('shop', () => {
  const suite = demoBrowser('shop');
  const { options } = suite;

  /** A page that counts its requests for the cart endpoint. */
  async function open(width = 1280) {
    const page = await suite.open({ viewport: { width, height: 900 } });
    page.cartCalls = [];
    page.on('request', (r) => {
      if (r.url().includes('/shop/cart.json')) page.cartCalls.push(r.url());
    });
    await page.addInitScript(recordShifts);
    return page;
  }
  const count = (page) => page.evaluate(() => document.querySelector('[data-pb-cart-count]')?.textContent);
  const defined = (page, tag) => until(page, (t) => !!customElements.get(t), tag, `${tag} defined`);

  test(
    'adding to the cart updates the header once, with one cart request, announced; a page view asks nothing',
    options,
    async () => {
      const page = await open();
      await page.goto(`${suite.app.url}/shop/`);
      await defined(page, 'pb-cart');
      assert.equal(await count(page), '0');
      await page.getByRole('button', { name: /Add to cart.*Speckled oat mug/ }).click();
      await until(
        page,
        () => document.querySelector('[data-pb-cart-count]')?.textContent === '1',
        undefined,
        'count 1',
      );
      assert.equal(page.cartCalls.length, 1, 'one request after the change');
      assert.equal(
        await page.evaluate(() => document.querySelector('[data-pb-cart-status]')?.textContent),
        'Cart updated: 1 item, total € 32.00',
      );
      assert.equal(
        await page.locator('form[data-shop-add] .shop-added').first().textContent(),
        '“Speckled oat mug” has been added to your cart.',
      );
      // Another page, from its template (the server does not write the count there): the cookie gives it, no call.
      await page.goto(`${suite.app.url}/studio.html`);
      await defined(page, 'pb-cart');
      await until(
        page,
        () => document.querySelector('[data-pb-cart-count]')?.textContent === '1',
        undefined,
        'count from cookie',
      );
      assert.equal(
        await page.evaluate(() => document.querySelector('[data-pb-cart-status]')?.textContent),
        '',
        'not announced',
      );
      await page.goto(`${suite.app.url}/shop/cart`);
      await defined(page, 'pb-cart');
      assert.equal(await count(page), '1');
      assert.equal(page.cartCalls.length, 1, 'no request on the page views');
      assert.deepEqual(await axeViolations(page), []);
    },
  );

  test('the server refuses what the stock cannot fill, and the shop script says so', options, async () => {
    const page = await open(820);
    await page.goto(`${suite.app.url}/shop/product/kyusu-teapot`);
    // As a page written before the stock fell: the field allows more than the server has.
    await page.evaluate(() => document.querySelector('.qty').removeAttribute('max'));
    await page.getByLabel('Quantity').fill('3');
    await page.getByRole('button', { name: /Add to cart/ }).click();
    await until(page, () => document.querySelector('.shop-added')?.textContent, undefined, 'a message');
    assert.match(await page.locator('.shop-added').textContent(), /we have 2 of “Kyusu side-handle teapot” in stock/);
    assert.equal(page.cartCalls.length, 0);
  });

  test('#product_reviews_tab opens the reviews tab on the product page', options, async () => {
    const page = await open();
    await page.goto(`${suite.app.url}/shop/product/speckled-oat-mug#product_reviews_tab`);
    await defined(page, 'pb-tabs');
    await until(
      page,
      () =>
        document.querySelector('#product-tabs')?.shadowRoot?.querySelector('[role=tab][aria-selected=true]')
          ?.textContent,
      undefined,
      'a selected tab',
    );
    const selected = await page.evaluate(
      () =>
        document.querySelector('#product-tabs').shadowRoot.querySelector('[role=tab][aria-selected=true]').textContent,
    );
    assert.equal(selected.trim(), 'Reviews (2)');
    assert.deepEqual(await axeViolations(page), []);
  });

  test(
    "checkout: the server's notices, focused below the fixed header, every value kept; then the order",
    options,
    async () => {
      const page = await open();
      await page.goto(`${suite.app.url}/shop/product/celadon-tea-bowl`);
      await defined(page, 'pb-cart');
      await page.getByRole('button', { name: /Add to cart/ }).click();
      await until(
        page,
        () => document.querySelector('[data-pb-cart-count]')?.textContent === '1',
        undefined,
        'count 1',
      );
      await page.goto(`${suite.app.url}/shop/checkout`);
      await defined(page, 'pb-checkout');
      await page.getByLabel('First name').fill('Anouk');
      await page.getByLabel('Email address').fill('anouk@');
      await page.getByRole('button', { name: 'Place order' }).click();
      await until(page, () => document.activeElement?.matches('.pb-checkout-notice'), undefined, 'the notice focused');
      await until(
        page,
        () => Math.abs(document.querySelector('.pb-checkout-notice').getBoundingClientRect().top - 64) < 2,
        undefined,
        'the notice below the 64 px header',
      );
      const alert = await page.locator('.pb-checkout-notice [role=alert]').textContent();
      assert.match(alert, /Billing Last name is a required field\./);
      assert.match(alert, /Billing Email address is not a valid email address\./);
      assert.equal(await page.getByLabel('First name').inputValue(), 'Anouk');
      assert.equal(await page.getByLabel('Email address').getAttribute('aria-invalid'), 'true');
      assert.deepEqual(await axeViolations(page), []);

      // A dropped connection keeps everything and says so.
      await page.route('**/shop/checkout', (route) => route.abort('connectionreset'));
      await page.getByRole('button', { name: 'Place order' }).click();
      await until(
        page,
        () => document.querySelector('.pb-checkout-notice')?.textContent.includes('Error processing'),
        undefined,
        'the error',
      );
      assert.equal(await page.getByLabel('Email address').inputValue(), 'anouk@');
      await page.unroute('**/shop/checkout');

      await page.getByLabel('Last name').fill('de Vries');
      await page.getByLabel('Email address').fill('anouk@klei.example');
      await page.getByLabel('Street address').fill('Oudegracht 112');
      await page.getByLabel('Postcode').fill('3511 AV');
      await page.getByLabel('Town / City').fill('Utrecht');
      await page.getByLabel(/I have read and agree/).check();
      await page.getByRole('button', { name: 'Place order' }).click();
      await page.waitForURL(/\/shop\/order\/\d+\?key=/);
      assert.match(await page.locator('main').textContent(), /Thank you, Anouk\./);
      await defined(page, 'pb-cart');
      assert.equal(await count(page), '0');
    },
  );

  for (const width of [1280, 820, 390]) {
    test(`the shop's pages shift nothing on load at ${width} px`, options, async () => {
      const page = await open(width);
      for (const url of ['/shop/', '/shop/product/speckled-oat-mug', '/shop/checkout']) {
        await page.goto(`${suite.app.url}${url}`);
        await defined(page, 'pb-cart');
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        assert.equal(await shiftTotal(page), 0, `${url} at ${width}`);
      }
    });
  }
});
