import { expect } from '@open-wc/testing';
import { NEWSLETTER } from '../../src/core/constants/newsletter.js';
import { GENERAL_EMAIL, isBot, popupWanted, readAnswer } from '../../src/core/newsletter/index.js';

describe('core/newsletter', () => {
  it('the general email pattern (MFT §5 Newsletter)', () => {
    for (const ok of ['a@b.co', 'ada.lovelace+news@mail.example.org', 'x@y.z'])
      expect(GENERAL_EMAIL.test(ok), ok).to.equal(true);
    for (const bad of ['', 'ada', 'ada@', '@b.co', 'a@b', 'a b@c.de', 'a@b..c', 'a@@b.co', 'a@.b.co'])
      expect(GENERAL_EMAIL.test(bad), bad).to.equal(false);
  });

  it('bots by user agent, and browsers (headless ones included) are not', () => {
    for (const bot of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'facebookexternalhit/1.1',
      'Mozilla/5.0 (compatible; YandexBot/3.0)',
      'Mozilla/5.0 (compatible; Yahoo! Slurp)',
      'curl/8.5.0',
      'python-requests/2.31',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.0)',
    ])
      expect(isBot(bot), bot).to.equal(true);
    for (const browser of [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
    ])
      expect(isBot(browser), browser).to.equal(false);
  });

  it('the popup: once per visitor, never for bots or in builder mode', () => {
    const ua = 'Mozilla/5.0 Chrome/126.0';
    expect(popupWanted(false, ua, false)).to.equal(true);
    expect(popupWanted(true, ua, false)).to.equal(false);
    expect(popupWanted(false, ua, true)).to.equal(false);
    expect(popupWanted(false, 'Googlebot/2.1', false)).to.equal(false);
    expect(NEWSLETTER.popupCookieDays).to.equal(365);
  });

  it('reads the JSON answer (MFT §7.2, §8)', () => {
    expect(readAnswer({ ok: true, status: 200, body: { success: true } })).to.deep.equal({ ok: true });
    expect(readAnswer({ ok: true, status: 200, body: { error: 'No <b>' } })).to.deep.equal({
      ok: false,
      failure: 'refused',
      message: 'No <b>',
    });
    for (const body of [undefined, {}, '', { error: '' }, { success: false }, []])
      expect(readAnswer({ ok: true, status: 200, body }), JSON.stringify(body)).to.deep.equal({
        ok: false,
        failure: 'empty',
        message: '',
      });
    expect(readAnswer({ ok: false, failure: 'nonce', status: 403, message: 'expired' })).to.deep.equal({
      ok: false,
      failure: 'nonce',
      message: 'expired',
    });
  });
});
