import { expect } from '@open-wc/testing';
import { cartFromJson, checkoutAnswer, listenShop, parseCartCookie, sameOriginUrl } from '../../src/core/shop/index.js';
import { fakeJQuery } from '../helpers/shop.js';

describe('shop core', () => {
  it('reads a cart cookie: a count, or a count and a total; anything else is undefined', () => {
    expect(parseCartCookie('3')).to.deep.equal({ count: 3, total: '' });
    expect(parseCartCookie('3|€ 96.00')).to.deep.equal({ count: 3, total: '€ 96.00' });
    expect(parseCartCookie(' 0 |')).to.deep.equal({ count: 0, total: '' });
    for (const bad of [undefined, '', 'x', '-1', '1.5', '1234567', '|€ 1'])
      expect(parseCartCookie(bad), String(bad)).to.equal(undefined);
  });

  it('reads a cart answer: a whole count from 0, the total optional', () => {
    expect(cartFromJson('{"count": 2, "total": "€ 64.00"}')).to.deep.equal({ count: 2, total: '€ 64.00' });
    expect(cartFromJson('{"count": "2"}')).to.deep.equal({ count: 2, total: '' });
    expect(cartFromJson('{"count": 1, "total": 5}')).to.deep.equal({ count: 1, total: '' });
    for (const bad of ['', 'null', '[]', '{"count": -1}', '{"count": 1.5}', '{"total": "€ 1"}', '<html>'])
      expect(cartFromJson(bad), bad).to.equal(undefined);
  });

  it("reads the shop's checkout answer", () => {
    expect(checkoutAnswer('{"result":"success","redirect":"/shop/order/1"}')).to.deep.equal({
      result: 'success',
      redirect: '/shop/order/1',
    });
    expect(checkoutAnswer('{"result":"failure","messages":"<ul></ul>"}')).to.deep.equal({
      result: 'failure',
      messages: '<ul></ul>',
    });
    expect(checkoutAnswer('{"result":"failure"}')).to.deep.equal({ result: 'failure', messages: '' });
    for (const bad of ['', '{}', '{"result":"ok"}', 'null', 'nope'])
      expect(checkoutAnswer(bad), bad).to.equal(undefined);
  });

  it('follows only same-origin http(s) addresses', () => {
    const base = 'https://klei.example/shop/checkout';
    expect(sameOriginUrl('/shop/order/1', base)?.href).to.equal('https://klei.example/shop/order/1');
    for (const bad of ['https://evil.example/', 'javascript:alert(1)', '//evil.example/x', 'http://[bad'])
      expect(sameOriginUrl(bad, base), bad).to.equal(undefined);
  });

  it('hears a native event once with jQuery on the page, a jQuery trigger with its arguments, and stops', () => {
    const $ = fakeJQuery();
    (window as { jQuery?: unknown }).jQuery = $;
    const heard: [string, unknown][] = [];
    try {
      const stop = listenShop(['added_to_cart'], (type, data) => heard.push([type, data]));
      document.body.dispatchEvent(new CustomEvent('added_to_cart', { bubbles: true, detail: 1 }));
      $(document.body).trigger('added_to_cart', ['fragments', 'hash']);
      expect(heard).to.deep.equal([
        ['added_to_cart', 1],
        ['added_to_cart', ['fragments', 'hash']],
      ]);
      stop();
      document.body.dispatchEvent(new CustomEvent('added_to_cart', { bubbles: true }));
      $(document.body).trigger('added_to_cart');
      expect(heard.length).to.equal(2);
    } finally {
      delete (window as { jQuery?: unknown }).jQuery;
    }
  });
});
