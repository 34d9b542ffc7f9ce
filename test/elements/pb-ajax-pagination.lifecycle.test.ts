/**
 * <pb-ajax-pagination> on the element base: `module` is the attribute's value and `moduleElement` the module,
 * properties set before the upgrade are kept, `messages` is checked by its table, `updateComplete` waits for a
 * load, and a move keeps a load in flight.
 */
import { aTimeout, expect, fixture } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/pb-ajax-pagination.js';
import type { PbAjaxPagination } from '../../elements/pb-ajax-pagination.js';
import { resetWarnings } from '../../src/core/log/index.js';
import { oneTask, setPageConfig } from '../helpers/index.js';

const ORIGINAL = location.href;

const page = (n: number) => `<!doctype html><title>Page ${n}</title><body>
<pb-ajax-pagination><section id="list"><p>Post ${n}</p>
  <nav aria-label="Pages"><a id="p${n + 1}" href="/blog/page/${n + 1}/">${n + 1}</a></nav>
</section></pb-ajax-pagination>`;

const MARKUP = `<section id="aside"><p>Aside</p></section>
  <section id="list" aria-label="Posts"><p>Post 1</p>
    <nav aria-label="Pages"><a id="p2" href="/blog/page/2/">2</a></nav>
  </section>`;

describe('<pb-ajax-pagination> on the element base', () => {
  let warn: sinon.SinonStub;
  let gate: Promise<void>;
  let release: () => void;
  const title = document.title;
  /** The test page must never really navigate, whatever the element does with a click. */
  const stay = (e: Event) => e.preventDefault();

  beforeEach(async () => {
    // The last test's elements leave one task after their removal (the base's deferred disconnect).
    await aTimeout(0);
    resetWarnings();
    setPageConfig(null);
    document.addEventListener('click', stay);
    gate = new Promise<void>((r) => (release = r));
    sinon.stub(window, 'fetch').callsFake(async (url) => {
      await gate;
      return new Response(page(Number(/page\/(\d+)/.exec(String(url))?.[1] ?? 1)), { status: 200 });
    });
    warn = sinon.stub(console, 'warn');
  });
  afterEach(() => {
    document.removeEventListener('click', stay);
    sinon.restore();
    history.replaceState(null, '', ORIGINAL);
    document.title = title;
  });

  const mount = async (attrs = '') => {
    const wrap = await fixture<HTMLElement>(`<div><pb-ajax-pagination ${attrs}>${MARKUP}</pb-ajax-pagination></div>`);
    const el = wrap.querySelector('pb-ajax-pagination') as PbAjaxPagination;
    sinon.stub(el, 'navigate');
    return el;
  };

  it('is accessible', async () => {
    const el = await mount('module="list"');
    await expect(el).to.be.accessible();
  });

  it('module is the id the attribute gives; moduleElement is the module', async () => {
    const el = await mount('module="list"');
    expect(el.module).to.equal('list');
    expect(el.moduleElement).to.equal(el.querySelector('#list'));
    el.removeAttribute('module');
    expect(el.module).to.equal('');
    expect(el.moduleElement?.id, 'the first child with an id').to.equal('aside');
    el.module = 'list';
    expect(el.moduleElement?.id).to.equal('list');
  });

  it('keeps module and layoutContent set as properties before the upgrade', async () => {
    const template = document.createElement('template');
    template.innerHTML = `<pb-ajax-pagination>${MARKUP}</pb-ajax-pagination>`;
    const el = template.content.firstElementChild as PbAjaxPagination;
    el.module = 'list';
    el.layoutContent = '[pb_blog]';
    document.body.append(el);
    expect(el).to.be.instanceOf(customElements.get('pb-ajax-pagination') as CustomElementConstructor);
    expect(el.module).to.equal('list');
    expect(el.moduleElement?.id).to.equal('list');
    expect(el.layoutContent).to.equal('[pb_blog]');
    expect(warn.called).to.equal(false);
    el.remove();
  });

  it('reads messages through its table: not a JSON object warns naming the attribute, and the defaults apply', async () => {
    const el = await mount('module="list" messages="[1]"');
    expect(el.messages).to.deep.equal({});
    expect(warn.args.map((a) => String(a[0])).join('\n')).to.match(
      /<pb-ajax-pagination> attribute "messages": expected a JSON object/,
    );
  });

  it('holds updateComplete until the page is in the module', async () => {
    const el = await mount('module="list"');
    (el.querySelector('#p2') as HTMLAnchorElement).click();
    let done = false;
    void el.updateComplete.then(() => (done = true));
    await aTimeout(10);
    expect(done).to.equal(false);
    release();
    await el.updateComplete;
    expect(el.querySelector('#list p')?.textContent).to.equal('Post 2');
    expect(el.querySelector('[role="status"]')?.textContent).to.equal('Page 2 loaded');
  });

  it('a move keeps a load in flight, its listeners and the pages kept for Back', async () => {
    const el = await mount('module="list"');
    const first = el.querySelector('#list')?.innerHTML;
    const seen: boolean[] = [];
    el.addEventListener('pb-page-loaded', (e) => seen.push(e.cancelable));
    (el.querySelector('#p2') as HTMLAnchorElement).click();
    const landing = document.createElement('div');
    el.parentElement?.prepend(landing);
    landing.append(el);
    await oneTask();
    expect(el.querySelector('#list')?.getAttribute('aria-busy')).to.equal('true');
    release();
    await el.updateComplete;
    expect(el.querySelector('#list p')?.textContent).to.equal('Post 2');
    expect(el.navigate).to.have.property('called', false);
    expect(seen, 'not cancelable').to.deep.equal([false]);
    // Back, after the move: from memory, through the listener the move kept.
    history.replaceState({ pbAjaxPages: { list: ORIGINAL.replace(/#.*$/, '') } }, '', ORIGINAL);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    expect(el.querySelector('#list')?.innerHTML).to.equal(first);
    expect((window.fetch as sinon.SinonStub).callCount).to.equal(1);
  });
});
