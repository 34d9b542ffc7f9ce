import { expect } from '@open-wc/testing';
import { PAGINATION } from '../../src/core/constants/pagination.js';
import {
  type ClickLike,
  findModule,
  followableUrl,
  isPlainClick,
  loadPage,
  pageKey,
  pageMessage,
  pageNumber,
} from '../../src/core/pagination/index.js';

const HERE = 'https://site.test/blog/page/2/?x=1#top';
const click = (over: Partial<ClickLike> = {}): ClickLike => ({
  button: 0,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
  ...over,
});

describe('ajax pagination rules', () => {
  it('has its constants in the one constants module', () => {
    expect(PAGINATION.usedErrorStatus).to.equal(404);
    expect(PAGINATION.layoutField).to.equal('layout_content');
    expect(PAGINATION.pageParams).to.deep.equal(['paged', 'page']);
    expect(PAGINATION.layoutSourceId).to.equal('pb-layout-content');
  });

  it('takes only a plain primary click', () => {
    expect(isPlainClick(click())).to.equal(true);
    for (const over of [
      { button: 1 },
      { button: 2 },
      { ctrlKey: true },
      { metaKey: true },
      { shiftKey: true },
      { altKey: true },
      { defaultPrevented: true },
    ])
      expect(isPlainClick(click(over)), JSON.stringify(over)).to.equal(false);
  });

  it('follows same-origin http(s) links only, without target, download or an in-page fragment', () => {
    expect(followableUrl({ href: '/blog/page/3/' }, HERE)?.href).to.equal('https://site.test/blog/page/3/');
    expect(followableUrl({ href: '?paged=3' }, HERE)?.href).to.equal('https://site.test/blog/page/2/?paged=3');
    expect(followableUrl({ href: '/blog/', target: '_self' }, HERE)?.href).to.equal('https://site.test/blog/');
    expect(followableUrl({ href: '/blog/', target: '_SELF' }, HERE)).to.not.equal(null);
    // Another page with a fragment is still a page.
    expect(followableUrl({ href: '/blog/#list' }, HERE)?.href).to.equal('https://site.test/blog/#list');
    for (const link of [
      { href: 'https://other.test/blog/page/3/' },
      { href: 'http://site.test/blog/page/3/' },
      { href: 'https://site.test:8443/blog/' },
      { href: '//other.test/x' },
      { href: 'mailto:a@site.test' },
      { href: 'javascript:void 0' },
      { href: '/blog/', target: '_blank' },
      { href: '/blog/', target: 'frame' },
      { href: '/blog/', hasDownload: true },
      { href: '#top' },
      { href: '?x=1#list' },
      { href: 'http://[bad' },
    ])
      expect(followableUrl(link, HERE), JSON.stringify(link)).to.equal(null);
    expect(followableUrl({ href: '/x' }, 'not a url')).to.equal(null);
  });

  it('keys a page by its URL without the fragment', () => {
    expect(pageKey('https://site.test/blog/?a=1#x')).to.equal('https://site.test/blog/?a=1');
    expect(pageKey(new URL('https://site.test/blog/'))).to.equal('https://site.test/blog/');
  });

  it('reads the page number from /page/N/, then paged, then page; else 1', () => {
    const cases: [string, number][] = [
      ['https://site.test/blog/page/3/', 3],
      ['/blog/page/12', 12],
      ['/blog/page/2/?paged=5', 2],
      ['/?paged=4', 4],
      ['/?page=6', 6],
      ['/?paged=x&page=7', 7],
      ['/blog/', 1],
      ['/blog/page/0/', 1],
      ['/blog/page/x/', 1],
      ['/page/3/more/', 1],
      ['/?page=-2', 1],
      ['http://[bad', 1],
    ];
    for (const [url, n] of cases) expect(pageNumber(url), url).to.equal(n);
  });

  it('fills %page% in a message', () => {
    expect(pageMessage('Page %page% loaded', 3)).to.equal('Page 3 loaded');
    expect(pageMessage('Seite %page% (%page%)', 2)).to.equal('Seite 2 (2)');
  });

  it('finds the module by id in a parsed page', () => {
    const doc = new DOMParser().parseFromString('<main><section id="list"><p>a</p></section></main>', 'text/html');
    expect(findModule(doc, 'list')?.textContent).to.equal('a');
    expect(findModule(doc, 'none')).to.equal(null);
    expect(findModule(doc, '')).to.equal(null);
  });

  describe('loadPage', () => {
    const answer =
      (status: number, text: string, seen: RequestInit[] = []) =>
      async (_url: RequestInfo | URL, init?: RequestInit) => {
        seen.push(init ?? {});
        return new Response(text, { status });
      };

    it('GETs the page and answers its HTML; a 404 is a page too', async () => {
      const seen: RequestInit[] = [];
      expect(await loadPage('/blog/page/2/', { fetch: answer(200, '<p>two</p>', seen) })).to.deep.equal({
        ok: true,
        status: 200,
        body: { html: '<p>two</p>', url: '/blog/page/2/' },
      });
      expect(seen[0]?.method).to.equal('GET');
      expect(seen[0]?.body).to.equal(undefined);
      expect(seen[0]?.credentials).to.equal('same-origin');
      const missing = await loadPage('/blog/page/9/', { fetch: answer(404, '<p>none</p>') });
      expect(missing).to.deep.equal({ ok: true, status: 404, body: { html: '<p>none</p>', url: '/blog/page/9/' } });
    });

    it('POSTs the fields in builder mode', async () => {
      const seen: RequestInit[] = [];
      await loadPage('/blog/page/2/', { post: { layout_content: '[x]', pb_page: '2' }, fetch: answer(200, '', seen) });
      expect(seen[0]?.method).to.equal('POST');
      const body = seen[0]?.body as URLSearchParams;
      expect(body.get('layout_content')).to.equal('[x]');
      expect(body.get('pb_page')).to.equal('2');
    });

    it('fails on other statuses and on a network error, never throwing', async () => {
      expect(await loadPage('/x', { fetch: answer(500, 'oops') })).to.deep.include({ ok: false, failure: 'server' });
      expect(await loadPage('/x', { fetch: answer(403, '') })).to.deep.include({ ok: false, failure: 'client' });
      const broken = async () => {
        throw new TypeError('offline');
      };
      expect(await loadPage('/x', { fetch: broken })).to.deep.equal({
        ok: false,
        failure: 'network',
        status: 0,
        message: '',
      });
    });
  });
});
