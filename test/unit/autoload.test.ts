import { expect, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import { afterHold, HOLD_LIMIT, holdUntil, isHeld } from '../../src/core/autoload/hold.js';
import { addPendingStyles, PENDING_STYLE_ID, startAutoloader } from '../../src/core/autoload/index.js';
import { setPageConfig } from '../helpers/index.js';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('autoloader', () => {
  let stop: () => void = () => {};
  afterEach(() => {
    stop();
    sinon.restore();
  });

  it('imports only the tags on the page, once each, and tags added later', async () => {
    const host = document.createElement('div');
    host.innerHTML = '<pb-auto-a></pb-auto-a><pb-auto-a></pb-auto-a><section><pb-auto-b></pb-auto-b></section>';
    document.body.append(host);
    const loaders = {
      'pb-auto-a': sinon.stub().resolves(),
      'pb-auto-b': sinon.stub().resolves(),
      'pb-auto-c': sinon.stub().resolves(),
      'pb-auto-d': sinon.stub().resolves(),
    };
    stop = startAutoloader(document, loaders);
    expect(loaders['pb-auto-a'].callCount).to.equal(1);
    expect(loaders['pb-auto-b'].callCount).to.equal(1);
    expect(loaders['pb-auto-c'].called).to.equal(false);
    host.insertAdjacentHTML('beforeend', '<div><p><pb-auto-c></pb-auto-c></p></div>');
    await tick();
    expect(loaders['pb-auto-c'].callCount).to.equal(1);
    expect(loaders['pb-auto-d'].called).to.equal(false);
    host.remove();
  });

  it('imports a tag for the plain markup that needs it, on the page and added later', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const lightbox = sinon.stub().resolves();
    const other = sinon.stub().resolves();
    const loaders = { 'pb-auto-box': lightbox, 'pb-auto-other': other };
    const triggers = { 'pb-auto-box': 'a[data-auto-box]', 'pb-auto-other': 'a[data-auto-other]' };
    stop = startAutoloader(document, loaders, triggers);
    expect(lightbox.called, 'no such link yet').to.equal(false);
    host.insertAdjacentHTML('beforeend', '<p><a href="a.jpg" data-auto-box="g">A</a></p>');
    await tick();
    expect(lightbox.callCount).to.equal(1);
    host.insertAdjacentHTML('beforeend', '<a href="b.jpg" data-auto-box="g">B</a>');
    const link = document.createElement('a');
    link.dataset.autoOther = '';
    host.append(link);
    await tick();
    expect(lightbox.callCount, 'once').to.equal(1);
    expect(other.callCount, 'the added node itself matches').to.equal(1);
    stop();
    const early = document.createElement('div');
    early.innerHTML = '<a href="c.jpg" data-auto-box>C</a>';
    document.body.append(early);
    const onLoad = sinon.stub().resolves();
    stop = startAutoloader(document, { 'pb-auto-box': onLoad }, triggers);
    expect(onLoad.callCount, 'links already on the page').to.equal(1);
    host.remove();
    early.remove();
  });

  it('skips tags already defined by another copy, and retries a failed load later', async () => {
    customElements.define('pb-auto-defined', class extends HTMLElement {});
    const defined = sinon.stub().resolves();
    const flaky = sinon.stub();
    flaky.onFirstCall().rejects(new Error('offline'));
    flaky.resolves();
    const error = sinon.stub(console, 'error');
    document.body.insertAdjacentHTML('beforeend', '<pb-auto-defined></pb-auto-defined><pb-auto-flaky></pb-auto-flaky>');
    stop = startAutoloader(document, { 'pb-auto-defined': defined, 'pb-auto-flaky': flaky });
    await tick();
    expect(defined.called).to.equal(false);
    expect(error.calledOnce).to.equal(true);
    expect(String(error.firstCall.args[0])).to.contain('<pb-auto-flaky>');
    document.body.insertAdjacentHTML('beforeend', '<pb-auto-flaky></pb-auto-flaky>');
    await tick();
    expect(flaky.callCount).to.equal(2);
    for (const el of document.querySelectorAll('pb-auto-defined, pb-auto-flaky')) el.remove();
  });

  it('holds registration while the tags one scan found load, and releases once they all have', async () => {
    const host = document.createElement('div');
    host.innerHTML = '<pb-hold-a></pb-hold-a><pb-hold-b></pb-hold-b>';
    document.body.append(host);
    let arriveA: () => void = () => {};
    let arriveB: () => void = () => {};
    const loaders = {
      'pb-hold-a': () => new Promise<void>((r) => (arriveA = r)),
      'pb-hold-b': () => new Promise<void>((r) => (arriveB = r)),
      'pb-hold-c': sinon.stub().resolves(),
    };
    stop = startAutoloader(document, loaders);
    const released = sinon.spy();
    expect(afterHold(released), 'two tags: held').to.equal(true);
    arriveA();
    await tick();
    expect(released.called, 'one module still on its way').to.equal(false);
    arriveB();
    await tick();
    expect(released.calledOnce).to.equal(true);
    expect(isHeld()).to.equal(false);
    // A single tag added later has nothing to wait for.
    host.insertAdjacentHTML('beforeend', '<pb-hold-c></pb-hold-c>');
    await tick();
    expect(loaders['pb-hold-c'].calledOnce).to.equal(true);
    expect(isHeld()).to.equal(false);
    host.remove();
  });

  it('releases a hold after HOLD_LIMIT when a module never arrives, and only when every hold is released', async () => {
    const clock = sinon.useFakeTimers();
    const released = sinon.spy();
    expect(afterHold(released), 'nothing holds').to.equal(false);
    let settle: () => void = () => {};
    holdUntil(new Promise(() => {}));
    clock.tick(HOLD_LIMIT / 2);
    holdUntil(new Promise<void>((r) => (settle = r)));
    expect(afterHold(released)).to.equal(true);
    clock.tick(HOLD_LIMIT / 2 - 1);
    expect(released.called).to.equal(false);
    clock.tick(1);
    expect(released.called, 'the first hold timed out; the second is still on').to.equal(false);
    settle();
    await Promise.resolve();
    expect(released.calledOnce).to.equal(true);
    expect(isHeld()).to.equal(false);
    clock.tick(HOLD_LIMIT);
    expect(released.calledOnce, 'its timer no longer counts').to.equal(true);
  });

  it('adopts the pending styles once, under a CSP without inline styles, unless pb.css is linked', async () => {
    const frame = document.createElement('iframe');
    frame.srcdoc = `<meta http-equiv="Content-Security-Policy" content="style-src 'none'"><pb-x>x</pb-x>`;
    await new Promise((loaded) => {
      frame.addEventListener('load', loaded, { once: true });
      document.body.append(frame);
    });
    try {
      const doc = frame.contentDocument as Document;
      const win = frame.contentWindow as Window;
      addPendingStyles(doc, 'pb-x:not(:defined){display:block}');
      addPendingStyles(doc, 'pb-x:not(:defined){display:none}');
      expect(doc.adoptedStyleSheets.length).to.equal(1);
      expect(doc.querySelector('style')).to.equal(null);
      expect(win.getComputedStyle(doc.querySelector('pb-x') as Element).display).to.equal('block');
      // A page that links pb.css with the id already has them.
      const linked = document.implementation.createHTMLDocument('');
      linked.head.append(Object.assign(linked.createElement('link'), { id: PENDING_STYLE_ID }));
      addPendingStyles(linked, 'pb-x:not(:defined){display:block}');
      expect(linked.adoptedStyleSheets.length).to.equal(0);
    } finally {
      frame.remove();
    }
  });

  it("adds no second copy over a linked pb.css, which would override the page's own rules after it", async () => {
    const page = async (head: string): Promise<Document> => {
      const frame = document.createElement('iframe');
      frame.srcdoc = `${head}<pb-x>x</pb-x>`;
      await new Promise((loaded) => {
        frame.addEventListener('load', loaded, { once: true });
        document.body.append(frame);
      });
      return frame.contentDocument as Document;
    };
    try {
      // The page's rule comes after pb.css and wins over it, as the cascade says.
      const doc = await page(`<link rel="stylesheet" href="${location.origin}/test/fixtures/first-paint/pb.css?v=1">
        <style>pb-x:not(:defined){display:flex}</style>`);
      const el = doc.querySelector('pb-x') as Element;
      expect(getComputedStyle(el).display).to.equal('flex');
      addPendingStyles(doc, 'pb-x:not(:defined){display:block}');
      expect(doc.adoptedStyleSheets.length).to.equal(0);
      expect(getComputedStyle(el).display).to.equal('flex');
      // A pb.css that did not load holds nothing: pb.js adds the rules.
      const failed = await page(`<link rel="stylesheet" href="${location.origin}/missing/pb.css">`);
      addPendingStyles(failed, 'pb-x:not(:defined){display:block}');
      expect(failed.adoptedStyleSheets.length).to.equal(1);
    } finally {
      for (const frame of document.querySelectorAll('iframe')) frame.remove();
    }
  });

  // Last: pb.js starts for the rest of this page (its pending styles, its observer).
  it('pb.js loads the smooth anchors only when the page config names them', async () => {
    const loaded = () => performance.getEntriesByType('resource').some((e) => e.name.includes('/core/anchors/listen'));
    setPageConfig({ smoothAnchors: true });
    expect(loaded(), 'not loaded before pb.js runs').to.equal(false);
    const link = Object.assign(document.createElement('a'), { href: '#anchor-target', textContent: 'to the target' });
    const target = Object.assign(document.createElement('p'), { id: 'anchor-target', textContent: 'target' });
    document.body.append(link, target);
    try {
      await import('../../elements/autoload.js');
      await waitUntil(loaded, 'the anchors module is requested');
      // Once it has started, a click on an in-page link is ours: the browser's own jump is cancelled.
      await waitUntil(() => {
        const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
        link.dispatchEvent(click);
        return click.defaultPrevented;
      }, 'the click listener is started');
      expect(location.hash).to.equal('#anchor-target');
    } finally {
      link.remove();
      target.remove();
      setPageConfig(null);
      history.replaceState(null, '', location.pathname + location.search);
    }
  });
});
