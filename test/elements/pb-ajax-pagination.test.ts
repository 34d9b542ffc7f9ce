import { aTimeout, expect, fixture, oneEvent } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/pb-ajax-pagination.js';
import type { PbAjaxPagination } from '../../elements/pb-ajax-pagination.js';
import { resetWarnings } from '../../src/core/log/index.js';
import { setPageConfig } from '../helpers/index.js';

/** A page of the list as the server renders it: the module between a header and a footer. */
const page = (n: number, items = [`Post ${n}a`, `Post ${n}b`], title = `Journal, page ${n}`) => `<!doctype html>
<html><head><title>${title}</title></head><body>
<header><a href="/">Other header</a></header>
<pb-ajax-pagination><section id="list">
  <ol>${items.map((i) => `<li><a href="/journal.html?post=${i}">${i}</a></li>`).join('')}</ol>
  <x-probe></x-probe>
  <nav aria-label="Journal pages"><a href="/blog/page/${n - 1}/" rel="prev">Previous</a><a href="/blog/page/${n + 1}/" rel="next">Next</a></nav>
</section></pb-ajax-pagination>
<footer>Other footer</footer></body></html>`;

class XProbe extends HTMLElement {}
customElements.define('x-probe', XProbe);

const ORIGINAL = location.href;

describe('<pb-ajax-pagination>', () => {
  let fetch: sinon.SinonStub;
  let warn: sinon.SinonStub;
  /** What the next fetch answers; a function so each call gets a fresh Response. */
  let answer: (url: string) => Promise<Response>;
  let el: PbAjaxPagination;
  let navigate: sinon.SinonStub;
  /** The default action of clicks that reached the document: the test page must never really navigate. */
  let taken: boolean[];
  const stopNavigation = (e: Event) => {
    taken.push(e.defaultPrevented);
    e.preventDefault();
  };

  const preventDefault = (e: Event) => e.preventDefault();

  const mount = async (attrs = '') => {
    const wrap = await fixture<HTMLElement>(
      `<div><p id="before">Intro <a href="/blog/page/2/" id="outside">outside link</a></p>
       <pb-ajax-pagination ${attrs}><section id="list" aria-label="Posts">
         <ol><li><a id="post" href="/journal.html?post=first">First</a></li></ol>
         <nav aria-label="Journal pages">
           <a id="p2" href="/blog/page/2/">2</a>
           <a id="p3" href="/blog/page/3/">3</a>
           <a id="other" href="https://example.org/blog/page/2/">elsewhere</a>
           <a id="blank" href="/blog/page/2/" target="_blank">new tab</a>
         </nav>
       </section></pb-ajax-pagination></div>`,
    );
    el = wrap.querySelector('pb-ajax-pagination') as PbAjaxPagination;
    navigate = sinon.stub(el, 'navigate');
    return el;
  };
  const module = () => el.querySelector('#list') as HTMLElement;
  const region = () => el.querySelector('[role="status"]') as HTMLElement;
  const link = (id: string) => el.querySelector(`#${id}`) as HTMLAnchorElement;
  const loaded = () => oneEvent(el, 'pb-page-loaded');

  beforeEach(async () => {
    // The last test's elements leave one task after their removal (the base's deferred disconnect).
    await aTimeout(0);
    resetWarnings();
    setPageConfig(null);
    taken = [];
    document.addEventListener('click', stopNavigation);
    // WebKit follows a link on an untrusted middle-button auxclick too (Chromium does not): the page would leave.
    document.addEventListener('auxclick', preventDefault);
    answer = async (url) => new Response(page(Number(/page\/(\d+)/.exec(url)?.[1] ?? 1)), { status: 200 });
    fetch = sinon.stub(window, 'fetch').callsFake(async (url) => answer(String(url)));
    warn = sinon.stub(console, 'warn');
  });
  afterEach(() => {
    document.removeEventListener('click', stopNavigation);
    document.removeEventListener('auxclick', preventDefault);
    document.documentElement.removeAttribute('data-pb-mode');
    document.getElementById('pb-layout-content')?.remove();
    sinon.restore();
    history.replaceState(null, '', ORIGINAL);
  });

  it('is accessible', async () => {
    await mount();
    await expect(el).to.be.accessible();
  });

  it('loads the linked page and replaces only the module content, keeping the module and what is around it', async () => {
    await mount();
    const before = document.getElementById('before');
    const mod = module();
    const done = loaded();
    link('p2').click();
    const { detail } = await done;
    expect(taken).to.deep.equal([true]);
    expect(fetch.callCount).to.equal(1);
    expect(String(fetch.firstCall.args[0])).to.equal(new URL('/blog/page/2/', location.href).href);
    expect(fetch.firstCall.args[1].method).to.equal('GET');
    expect(detail).to.deep.equal({ url: new URL('/blog/page/2/', location.href).href, page: 2, status: 200 });
    expect(module()).to.equal(mod, 'the module element stays');
    expect(document.getElementById('before')).to.equal(before);
    expect([...mod.querySelectorAll('li')].map((li) => li.textContent)).to.deep.equal(['Post 2a', 'Post 2b']);
    expect(document.querySelectorAll('header, footer').length, 'nothing else of the answer').to.equal(0);
    expect(mod.querySelector('x-probe')).to.be.instanceOf(XProbe, 'elements in the new content upgrade');
    expect(document.title).to.equal('Journal, page 2');
  });

  it('sets aria-busy while loading, then moves focus to the module and announces the page', async () => {
    await mount();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    answer = async () => {
      await gate;
      return new Response(page(3), { status: 200 });
    };
    const done = loaded();
    link('p3').click();
    expect(module().getAttribute('aria-busy')).to.equal('true');
    expect(region().textContent).to.equal('');
    release();
    await done;
    expect(module().hasAttribute('aria-busy')).to.equal(false);
    expect(document.activeElement).to.equal(module());
    expect(module().getAttribute('tabindex')).to.equal('-1');
    expect(region().textContent).to.equal('Page 3 loaded');
    expect(region().closest('#list'), 'the live region is outside the swapped content').to.equal(null);
  });

  it('uses a 404 answer as content (MFT §8)', async () => {
    await mount();
    answer = async () => new Response(page(9, [], 'Not found'), { status: 404 });
    const done = loaded();
    link('p3').click();
    expect((await done).detail.status).to.equal(404);
    expect(module().querySelectorAll('li').length).to.equal(0);
    expect(module().querySelector('nav a[rel="next"]')?.getAttribute('href')).to.equal('/blog/page/10/');
    expect(navigate.called).to.equal(false);
  });

  it('pushes the URL, and Back and Forward restore the module pages and the title', async () => {
    await mount();
    const push = sinon.spy(history, 'pushState');
    const first = module().innerHTML;
    const firstTitle = document.title;
    const here = new URL(ORIGINAL).href.replace(/#.*$/, '');
    const two = new URL('/blog/page/2/', location.href).href;
    let done = loaded();
    link('p2').click();
    await done;
    expect(push.callCount).to.equal(1);
    expect(location.pathname).to.equal('/blog/page/2/');
    expect(document.title).to.equal('Journal, page 2');
    expect(history.state).to.deep.equal({ pbAjaxPages: { list: two }, pbAjaxTitle: 'Journal, page 2' });
    const second = module().innerHTML;

    // Back: the entry left recorded what it showed, and its content comes from memory.
    history.replaceState({ pbAjaxPages: { list: here }, pbAjaxTitle: firstTitle }, '', ORIGINAL);
    done = loaded();
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    expect((await done).detail).to.deep.include({ page: 1, status: 0 });
    expect(module().innerHTML).to.equal(first);
    expect(document.title, 'the title comes back with the content').to.equal(firstTitle);
    expect(fetch.callCount).to.equal(1);
    expect(region().textContent).to.equal('Page 1 loaded');

    // Forward.
    history.replaceState({ pbAjaxPages: { list: two }, pbAjaxTitle: 'Journal, page 2' }, '', '/blog/page/2/');
    done = loaded();
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    await done;
    expect(module().innerHTML).to.equal(second);
    expect(document.title).to.equal('Journal, page 2');
    expect(push.callCount, 'history moves do not push').to.equal(1);
    document.title = firstTitle;
  });

  it('loads a history entry it has not in memory, and ignores other entries and fragment changes', async () => {
    await mount();
    const push = sinon.spy(history, 'pushState');
    const three = new URL('/blog/page/3/', location.href).href;
    history.replaceState({ pbAjaxPages: { list: three } }, '', '/blog/page/3/');
    const done = loaded();
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    expect((await done).detail.page).to.equal(3);
    expect(fetch.callCount).to.equal(1);
    expect(push.called, 'a history move does not push').to.equal(false);
    expect(document.activeElement, 'focus was not in the module: it stays').to.not.equal(module());
    // Another module's entry (this one then shows what it showed on load: page 3 is not that), a foreign entry,
    // and a fragment of the page shown: nothing.
    history.replaceState({ pbAjaxPages: { other: three, list: three } }, '', '/blog/page/4/');
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    history.replaceState(null, '', '/blog/page/5/');
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
    history.replaceState({ pbAjaxPages: { list: three } }, '', '/blog/page/3/#top');
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    expect(fetch.callCount).to.equal(1);
  });

  it("keeps two modules' histories apart: Back twice and Forward twice replay what was seen, titles too", async () => {
    const listPage = (id: string, n: number) => `<section id="${id}"><p>${id} ${n}</p>
      <a class="next" rel="next" href="/${id}/page/${n + 1}/">next</a></section>`;
    answer = async (url) => {
      const [, id, n] = /\/(news|events)\/page\/(\d+)/.exec(url) ?? [];
      return new Response(
        `<!doctype html><title>${id} ${n}</title><body>
        <pb-ajax-pagination>${listPage('news', id === 'news' ? Number(n) : 1)}</pb-ajax-pagination>
        <pb-ajax-pagination>${listPage('events', id === 'events' ? Number(n) : 1)}</pb-ajax-pagination>`,
        { status: 200 },
      );
    };
    const wrap = await fixture<HTMLElement>(`<div>
      <pb-ajax-pagination id="a">${listPage('news', 1)}</pb-ajax-pagination>
      <pb-ajax-pagination id="b">${listPage('events', 1)}</pb-ajax-pagination></div>`);
    const [a, b] = [...wrap.querySelectorAll<PbAjaxPagination>('pb-ajax-pagination')] as PbAjaxPagination[];
    for (const x of [a, b]) sinon.stub(x as PbAjaxPagination, 'navigate');
    const startTitle = document.title;
    const seen = () => [
      wrap.querySelector('#news p')?.textContent,
      wrap.querySelector('#events p')?.textContent,
      document.title,
    ];
    const start = seen();
    const click = async (host: PbAjaxPagination) => {
      const done = oneEvent(host, 'pb-page-loaded');
      (host.querySelector('a.next') as HTMLAnchorElement).click();
      await done;
    };
    // The session history is the test runner's tab, shared with earlier test files: after them a real Back here
    // left the page. So the entries are kept as the browser keeps them (pushState adds one after the current one,
    // replaceState rewrites the current one), and a move puts one back and fires popstate, as Back and Forward do.
    // test/e2e/pagination.e2e.mjs replays the same visit with the browser's own Back and Forward.
    const entries: [unknown, string][] = [[history.state, location.href]];
    let current = 0;
    const url = (u?: string | URL | null) => new URL(u ?? location.href, location.href).href;
    const replace = history.replaceState.bind(history);
    sinon.stub(history, 'pushState').callsFake((state, _title, u) => {
      entries.splice(++current, Infinity, [state, url(u)]);
      replace(state, '', u);
    });
    sinon.stub(history, 'replaceState').callsFake((state, _title, u) => {
      entries[current] = [state, url(u)];
      replace(state, '', u);
    });
    const travel = async (by: number, host: PbAjaxPagination) => {
      const done = oneEvent(host, 'pb-page-loaded');
      current += by;
      const [state, to] = entries[current] as [unknown, string];
      replace(state, '', to);
      dispatchEvent(new PopStateEvent('popstate', { state }));
      await done;
    };
    await click(a as PbAjaxPagination);
    const afterA = seen();
    await click(b as PbAjaxPagination);
    const afterB = seen();
    expect(afterA).to.deep.equal(['news 2', 'events 1', 'news 2']);
    expect(afterB).to.deep.equal(['news 2', 'events 2', 'events 2']);
    expect(entries, 'two entries pushed').to.have.length(3);
    await travel(-1, b as PbAjaxPagination);
    expect(seen(), 'Back once').to.deep.equal(afterA);
    await travel(-1, a as PbAjaxPagination);
    expect(seen(), 'Back twice').to.deep.equal(start);
    await travel(1, a as PbAjaxPagination);
    expect(seen(), 'Forward once').to.deep.equal(afterA);
    await travel(1, b as PbAjaxPagination);
    expect(seen(), 'Forward twice').to.deep.equal(afterB);
    expect(fetch.callCount, 'every replay from memory').to.equal(2);
    document.title = startTitle;
  });

  it('leaves modifier and middle clicks, other origins, targets and other links to the browser', async () => {
    await mount();
    const cases: [string, MouseEventInit][] = [
      ['p2', { ctrlKey: true }],
      ['p2', { metaKey: true }],
      ['p2', { shiftKey: true }],
      ['p2', { altKey: true }],
      ['p2', { button: 1 }],
      ['other', {}],
      ['blank', {}],
      ['post', {}],
    ];
    for (const [id, init] of cases)
      link(id).dispatchEvent(
        new MouseEvent(init.button === 1 ? 'auxclick' : 'click', { bubbles: true, cancelable: true, ...init }),
      );
    document.getElementById('outside')?.click();
    expect(taken.filter((t) => t).length).to.equal(0);
    expect(fetch.called).to.equal(false);
  });

  it('falls back to navigating when the request fails or the answer lacks the module', async () => {
    await mount();
    const cases: (() => Promise<Response>)[] = [
      async () => {
        throw new TypeError('offline');
      },
      async () => new Response('oops', { status: 500 }),
      async () => new Response('<p>No module here</p>', { status: 200 }),
      // Redirected to another site: its HTML, module and all, is not inserted into this page (its handlers would run).
      async () => {
        const res = new Response(page(2), { status: 200 });
        Object.defineProperty(res, 'url', { value: 'https://example.org/blog/page/2/' });
        return res;
      },
    ];
    for (const [i, a] of cases.entries()) {
      answer = a;
      expect(await el.load('/blog/page/2/')).to.equal(false);
      expect(navigate.callCount).to.equal(i + 1);
      expect(navigate.lastCall.args[0]).to.equal('/blog/page/2/');
      expect(module().hasAttribute('aria-busy')).to.equal(false);
      expect(module().querySelector('#p2'), 'content kept').to.not.equal(null);
    }
  });

  it('lets the latest click win: an earlier answer arriving late is dropped', async () => {
    await mount();
    const gates: (() => void)[] = [];
    answer = (url) =>
      new Promise((resolve) =>
        gates.push(() => resolve(new Response(page(Number(/page\/(\d+)/.exec(url)?.[1])), { status: 200 }))),
      );
    const done = loaded();
    link('p2').click();
    link('p3').click();
    expect((fetch.firstCall.args[1] as RequestInit).signal?.aborted).to.equal(true);
    gates[1]?.();
    await done;
    gates[0]?.();
    await new Promise((r) => setTimeout(r));
    expect(module().querySelector('li')?.textContent).to.equal('Post 3a');
    expect(location.pathname).to.equal('/blog/page/3/');
  });

  it('in builder mode POSTs the layout content and leaves the URL, and a failure only warns', async () => {
    document.documentElement.dataset.pbMode = 'builder';
    const source = document.createElement('script');
    source.type = 'text/plain';
    source.id = 'pb-layout-content';
    source.textContent = '[pb_blog posts_per_page="4"]';
    document.body.append(source);
    await mount();
    const push = sinon.spy(history, 'pushState');
    const done = loaded();
    link('p2').click();
    await done;
    const init = fetch.firstCall.args[1] as RequestInit;
    expect(init.method).to.equal('POST');
    const body = init.body as URLSearchParams;
    expect(body.get('layout_content')).to.equal('[pb_blog posts_per_page="4"]');
    expect(body.get('pb_module')).to.equal('list');
    expect(body.get('pb_page')).to.equal('2');
    expect(push.called).to.equal(false);
    el.layoutContent = 'from the builder';
    answer = async () => new Response('oops', { status: 500 });
    expect(await el.load('/blog/page/3/')).to.equal(false);
    expect((fetch.secondCall.args[1].body as URLSearchParams).get('layout_content')).to.equal('from the builder');
    expect(navigate.called).to.equal(false);
    expect(warn.args.flat().join(' ')).to.match(
      /<pb-ajax-pagination> attribute "module".*could not load \/blog\/page\/3\/ \(server\)/,
    );
  });

  it('takes its message from the messages attribute or the page config', async () => {
    setPageConfig({ messages: { 'pb-ajax-pagination': { pageLoaded: 'Seite %page% geladen' } } });
    await mount();
    let done = loaded();
    link('p2').click();
    await done;
    expect(region().textContent).to.equal('Seite 2 geladen');
    el.setAttribute('messages', '{"pageLoaded":"Now on page %page%"}');
    done = loaded();
    el.load('/blog/page/3/');
    await done;
    expect(region().textContent).to.equal('Now on page 3');
  });

  it('warns about a missing module and a bad links selector, and then leaves links alone', async () => {
    await mount('module="nope"');
    expect(warn.args.flat().join(' ')).to.match(/<pb-ajax-pagination> attribute "module".*"nope"/);
    link('p2').click();
    expect(fetch.called).to.equal(false);
    expect(taken).to.deep.equal([false]);
    el.removeAttribute('module');
    el.setAttribute('links', 'a[');
    const done = loaded();
    link('p2').click();
    await done;
    expect(warn.args.flat().join(' ')).to.match(/attribute "links".*not a CSS selector/);
  });

  it('takes only the links its selector names', async () => {
    await mount('links="#p3"');
    link('p2').click();
    expect(fetch.called).to.equal(false);
    const done = loaded();
    link('p3').click();
    await done;
    expect(fetch.callCount).to.equal(1);
  });
});
