import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import sinon from 'sinon';
import { cleanCookies, parseCookieData, startCleaner } from '../../../src/core/consent/on-demand/cleaner.js';
import type { OptionalCategory } from '../../../src/core/consent/types.js';
import { CONSENT } from '../../../src/core/constants/consent.js';
import { getCookie, readCookies, removeCookieEverywhere, setCookie } from '../../../src/core/cookies/index.js';
import { specClock } from '../../helpers/index.js';

const DATA = {
  statistics: { 'Google Analytics': ['_ga', '_gid'] },
  marketing: { Facebook: ['_fbp'], Hotjar: ['_hj*'] },
  preferences: { Maps: ['maps_pref'] },
};

function clearCookies(): void {
  for (const name of readCookies().keys()) removeCookieEverywhere(name, location);
}
const set = (...names: string[]) => {
  for (const n of names) setCookie(n, '1', { path: '/' });
};
const names = () => [...readCookies().keys()].sort();

describe('consent cookie cleaner', () => {
  let stop: (() => void) | undefined;

  // The page's cookie jar is shared with the files that ran before in the same browser (a split test's pb_split_*).
  beforeEach(clearCookies);
  afterEach(() => {
    stop?.();
    stop = undefined;
    clearCookies();
    localStorage.clear();
    sessionStorage.clear();
    sinon.restore();
  });

  it('removes the denied categories’ cookies at once and then every cleanInterval', () => {
    const clock = specClock();
    let denied: OptionalCategory[] = ['marketing'];
    set('_ga', '_gid', '_fbp', 'maps_pref', 'keep');
    stop = startCleaner({ getDenied: () => denied, cookieData: DATA, doc: document, loc: location, storage: [] });
    expect(names()).to.deep.equal(['_ga', '_gid', 'keep', 'maps_pref']);
    set('_fbp');
    clock.tick(CONSENT.cleanInterval - 1);
    expect(getCookie('_fbp')).to.equal('1');
    clock.tick(1);
    expect(getCookie('_fbp')).to.equal(undefined);
    denied = ['statistics', 'preferences'];
    set('_fbp');
    clock.tick(CONSENT.cleanInterval);
    expect(names()).to.deep.equal(['_fbp', 'keep']);
  });

  it('stops when told', () => {
    const clock = specClock();
    stop = startCleaner({ getDenied: () => ['marketing'], cookieData: DATA, storage: [] });
    stop();
    set('_fbp');
    clock.tick(CONSENT.cleanInterval * 5);
    expect(getCookie('_fbp')).to.equal('1');
  });

  it('matches a name ending in * as a prefix, in cookies and in both storages', () => {
    set('_hjSession_1', '_hjid', 'x_hj', 'keep');
    localStorage.setItem('_hjTLD', '1');
    localStorage.setItem('_fbp', '1');
    localStorage.setItem('keep', '1');
    sessionStorage.setItem('_hjSessionStorage', '1');
    sessionStorage.setItem('_ga', '1');
    cleanCookies(['marketing'], DATA, document, location, [localStorage, sessionStorage]);
    expect(names()).to.deep.equal(['keep', 'x_hj']);
    expect(Object.keys(localStorage)).to.deep.equal(['keep']);
    expect(Object.keys(sessionStorage)).to.deep.equal(['_ga']);
  });

  it('ignores a bare * and does nothing when nothing is denied', () => {
    set('pb_marketing', 'keep', '_fbp');
    cleanCookies(['marketing'], { marketing: { Any: ['*'] } });
    cleanCookies([], DATA);
    expect(names()).to.deep.equal(['_fbp', 'keep', 'pb_marketing']);
  });

  it('survives storage that refuses access', () => {
    const refusing = {
      get length(): number {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    set('_fbp');
    expect(() => cleanCookies(['marketing'], DATA, document, location, [refusing])).not.to.throw();
    expect(getCookie('_fbp')).to.equal(undefined);
  });

  it('parses the cookie_data answer, keeping only well-formed parts', () => {
    expect(parseCookieData(DATA)).to.deep.equal(DATA);
    expect(parseCookieData(JSON.stringify(DATA))).to.deep.equal(DATA);
    expect(
      parseCookieData({
        marketing: { A: ['a', 3, '', null, 'b'], B: 'single', C: [], D: {} },
        statistics: 'nope',
        preferences: [['x']],
      }),
    ).to.deep.equal({ marketing: { A: ['a', 'b'], B: ['single'] } });
    for (const bad of [null, undefined, 3, '{broken', [], 'null']) expect(parseCookieData(bad)).to.deep.equal({});
    const proto = parseCookieData(JSON.parse('{"__proto__":{"x":["y"]}}'));
    expect(Object.getPrototypeOf(proto)).to.equal(Object.prototype);
    expect(Object.keys(proto)).to.deep.equal(['__proto__']);
  });

  it('parses anything into category -> service -> non-empty names (2,000 runs)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.json()), (raw) => {
        const data = parseCookieData(raw);
        for (const services of Object.values(data))
          for (const list of Object.values(services)) {
            expect(list.length).to.be.greaterThan(0);
            for (const n of list) expect(n).to.be.a('string').and.not.equal('');
          }
      }),
      { numRuns: 2000 },
    );
  });
});
