import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  getCookie,
  pathsFor,
  readCookies,
  removeCookie,
  removeCookieEverywhere,
  setCookie,
} from '../../../src/core/cookies/index.js';

/** A document stand-in that records what is written to `cookie`. */
function fakeDoc(read = '', protocol = 'http:') {
  const writes: string[] = [];
  const doc = {
    get cookie() {
      return read;
    },
    set cookie(v: string) {
      writes.push(v);
    },
    location: { protocol },
  } as unknown as Document;
  return { doc, writes };
}

/** `name=value;A=b;C` -> { name, value, a: 'b', c: '' } (attribute names lower-cased). */
function parseWrite(text: string): Record<string, string> {
  const [pair = '', ...attrs] = text.split(';');
  const eq = pair.indexOf('=');
  const out: Record<string, string> = { name: pair.slice(0, eq), value: pair.slice(eq + 1) };
  for (const a of attrs) {
    const [k = '', v = ''] = a.split('=');
    out[k.toLowerCase()] = v;
  }
  return out;
}

function clearCookies(doc: Document = document): void {
  for (const name of readCookies(doc).keys()) removeCookieEverywhere(name, doc.location, doc);
}

/** A same-origin frame at a deeper path, so cookies on parent paths are visible to it. */
async function frameAt(path: string): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.src = path;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  return frame;
}

describe('cookies', () => {
  afterEach(() => clearCookies());

  it('reads name=value pairs, tolerating junk, bad escapes, quotes and duplicates', () => {
    const { doc } = fakeDoc('a=1; junk; =x;b=%E0%A4%A; c="q"; a=2;  d=x=y ; e=%7B%22k%22%3Atrue%7D; f=');
    const jar = readCookies(doc);
    expect([...jar.entries()]).to.deep.equal([
      ['a', '1'],
      ['b', '%E0%A4%A'],
      ['c', 'q'],
      ['d', 'x=y'],
      ['e', '{"k":true}'],
      ['f', ''],
    ]);
    expect(readCookies(fakeDoc('').doc).size).to.equal(0);
  });

  it('reads nothing, and writes nothing, when the document refuses cookie access', () => {
    const doc = {
      get cookie(): string {
        throw new DOMException('no', 'SecurityError');
      },
      set cookie(_: string) {
        throw new DOMException('no', 'SecurityError');
      },
      location: { protocol: 'https:' },
    } as unknown as Document;
    expect(readCookies(doc).size).to.equal(0);
    expect(() => setCookie('a', 'b', {}, doc)).not.to.throw();
  });

  it('round-trips any value through the real document.cookie', function () {
    this.timeout(20_000);
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z][\w-]{0,15}$/),
        fc.string({ unit: 'grapheme', maxLength: 60 }),
        (name, value) => {
          setCookie(name, value);
          expect(getCookie(name)).to.equal(value);
          removeCookie(name);
          expect(getCookie(name)).to.equal(undefined);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never throws on values that cannot be encoded', () => {
    expect(() => setCookie('lone', '\uD800')).not.to.throw();
    expect(getCookie('lone')).to.equal(undefined);
  });

  it('writes SameSite=Lax, max-age in days, path and domain; Secure only on https', () => {
    const http = fakeDoc();
    setCookie('n', 'a b', { days: 2, path: '/p', domain: 'example.com' }, http.doc);
    expect(parseWrite(http.writes[0]!)).to.deep.equal({
      name: 'n',
      value: 'a%20b',
      samesite: 'Lax',
      'max-age': '172800',
      path: '/p',
      domain: 'example.com',
    });
    const https = fakeDoc('', 'https:');
    setCookie('n', 'v', {}, https.doc);
    setCookie('n', 'v', { secure: false, sameSite: 'Strict' }, https.doc);
    expect(parseWrite(https.writes[0]!)).to.deep.equal({ name: 'n', value: 'v', samesite: 'Lax', secure: '' });
    expect(parseWrite(https.writes[1]!)).to.deep.equal({ name: 'n', value: 'v', samesite: 'Strict' });
    setCookie('n', 'v', { sameSite: 'None' }, http.doc);
    expect(parseWrite(http.writes[1]!)).to.include({ samesite: 'None', secure: '' });
  });

  it('expires with max-age=0 for days <= 0 and on remove', () => {
    const { doc, writes } = fakeDoc();
    setCookie('n', 'v', { days: -3 }, doc);
    removeCookie('n', { path: '/x', domain: 'd.example' }, doc);
    expect(parseWrite(writes[0]!)['max-age']).to.equal('0');
    expect(parseWrite(writes[1]!)).to.include({ value: '', 'max-age': '0', path: '/x', domain: 'd.example' });
  });

  it('lists the root, each parent path and the path, with and without a trailing slash', () => {
    const table: [string, string[]][] = [
      ['', ['/']],
      ['/', ['/']],
      ['/a', ['/', '/a', '/a/']],
      ['/a/b/', ['/', '/a', '/a/', '/a/b', '/a/b/']],
      ['/a//b/c', ['/', '/a', '/a/', '/a/b', '/a/b/', '/a/b/c', '/a/b/c/']],
    ];
    for (const [path, paths] of table) expect(pathsFor(path), path).to.deep.equal(paths);
  });

  it('expires a cookie on every path and domain a third party might have used', () => {
    const { doc, writes } = fakeDoc();
    removeCookieEverywhere('_ga', new URL('https://www.shop.example.com/a/b'), doc, 'cdn.example.net');
    const combos = new Set(
      writes.map(parseWrite).map((w) => {
        expect(w).to.include({ name: '_ga', 'max-age': '0' });
        return `${w.path}|${w.domain ?? ''}`;
      }),
    );
    const domains = ['', 'www.shop.example.com', '.shop.example.com', '.example.com', 'cdn.example.net'];
    for (const path of ['/', '/a', '/a/', '/a/b', '/a/b/'])
      for (const d of domains) expect(combos.has(`${path}|${d}`), `${path}|${d}`).to.equal(true);
    expect(combos.size).to.equal(25);
    // Never the public suffix, and no domain attribute at all for an IP address.
    expect([...combos].some((c) => c.endsWith('|.com'))).to.equal(false);
    const ip = fakeDoc();
    removeCookieEverywhere('x', new URL('http://127.0.0.1/'), ip.doc);
    expect(ip.writes.map((w) => parseWrite(w).domain)).to.deep.equal([undefined]);
  });

  it('really removes cookies set on parent paths and on the domain', async () => {
    const frame = await frameAt('/test/helpers/index.ts');
    const doc = frame.contentDocument!;
    try {
      doc.cookie = 't=root;path=/';
      doc.cookie = 't=test;path=/test';
      doc.cookie = 't=slash;path=/test/helpers/';
      // Chrome keeps domain=localhost host-only; the domain variants are checked on a recorded document above.
      doc.cookie = 't=dom;path=/test/helpers;domain=localhost';
      doc.cookie = 'keep=1;path=/test';
      expect(doc.cookie.match(/\bt=/g)?.length).to.be.greaterThan(2);
      removeCookieEverywhere('t', doc.location, doc);
      expect(readCookies(doc).has('t'), doc.cookie).to.equal(false);
      expect(getCookie('keep', doc)).to.equal('1');
    } finally {
      clearCookies(doc);
      frame.remove();
    }
  });
});
