/**
 * `<pb-multi-view>`'s swapped HTML and attributes: the one sanitiser, and the consent blocker's rescan, so a
 * frame in a hover variant waits for consent like any other.
 */
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { resetMouse, sendMouse, setViewport } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/pb-multi-view.js';
import type { PbMultiView } from '../../elements/pb-multi-view.js';
// The consent manager's on-demand chunk (notices, choices), loaded up front as its own tests do.
import '../../src/core/consent/on-demand/actions.js';
import { startConsent, stopConsent } from '../../src/core/consent/manager.js';
import { PLACEHOLDER_CLASS } from '../../src/core/consent/on-demand/placeholder.js';
import { BREAKPOINTS } from '../../src/core/constants/index.js';
import { MULTI_VIEW } from '../../src/core/constants/multi-view.js';
import { readCookies, removeCookie } from '../../src/core/cookies/index.js';
import { resetWarnings } from '../../src/core/log/index.js';
import { oneTask, setPageConfig } from '../helpers/index.js';

type Probe = { __pbXss?: unknown };
const probe = window as unknown as Probe;
const XSS = [
  '<img src="data:image/png;base64,AAAA" alt="" onerror="window.__pbXss = 1">',
  '<script>window.__pbXss = 2</script>',
  '<a href="javascript:window.__pbXss = 3">A link</a>',
  '<style>body { display: none }</style>',
  '<svg><a href="javascript:window.__pbXss = 4"><text>t</text></a></svg>',
  '<iframe data-src="javascript:window.__pbXss = 5" data-category="marketing" title="Bad frame"></iframe>',
  '<p onclick="window.__pbXss = 6">Text</p>',
].join('');

const FRAME =
  '<iframe data-src="/demo-frame-never-served.html" data-category="marketing" title="The kiln opening" width="320" height="180"></iframe>';

const layerOf = (el: Element) => el.querySelector<HTMLElement>(`[${MULTI_VIEW.layerAttribute}]`);
const center = (el: Element): [number, number] => {
  const r = el.getBoundingClientRect();
  return [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)];
};

describe('<pb-multi-view> swapped content', () => {
  let warn: sinon.SinonStub;
  beforeEach(async () => {
    await oneTask();
    resetWarnings();
    delete probe.__pbXss;
    await setViewport({ width: 1200, height: 800 });
    await resetMouse();
    warn = sinon.stub(console, 'warn');
  });
  afterEach(async () => {
    stopConsent();
    setPageConfig(null);
    for (const name of readCookies().keys()) removeCookie(name, { path: '/' });
    sinon.restore();
    await resetMouse();
  });
  after(() => setViewport({ width: 800, height: 600 }));

  const mount = async (views: object, inner = '<p>The page’s own text.</p>', target = '') => {
    const wrap = await fixture<HTMLElement>(
      html`<div><pb-multi-view target=${target} views=${JSON.stringify(views)} .innerHTML=${inner}></pb-multi-view></div>`,
    );
    const el = wrap.firstElementChild as PbMultiView;
    await el.updateComplete;
    return el;
  };

  it('is accessible with a blocked frame in its hover content', async () => {
    const el = await mount({ schema: { content: { hover: `<p>Watch the kiln open.</p>${FRAME}` } } });
    await expect(el).to.be.accessible();
  });

  it('sanitises swapped HTML: no script, handler, script URL or style ever runs or stays', async () => {
    const el = await mount({ schema: { content: { phone: XSS, hover: XSS } } });
    const layer = layerOf(el) as HTMLElement;
    const changed = oneEvent(el, 'pb-multi-view-change');
    await setViewport({ width: BREAKPOINTS.phoneMax, height: 800 });
    await changed;
    for (const root of [el, layer]) {
      expect(root.querySelector('script, style'), 'script, style').to.equal(null);
      expect(root.querySelector('[onerror], [onclick]'), 'handlers').to.equal(null);
      expect(root.querySelector('a[href^="javascript"]'), 'script URL').to.equal(null);
      expect(root.querySelector('iframe[data-src^="javascript"]'), 'inert script URL').to.equal(null);
    }
    expect(el.querySelector('iframe')?.title).to.equal('Bad frame');
    expect(el.textContent).to.include('A link');
    // The broken image has had its chance to fire onerror.
    const img = el.querySelector('img') as HTMLImageElement;
    await waitUntil(() => img.complete, 'the image settles');
    expect(probe.__pbXss).to.equal(undefined);
    expect(getComputedStyle(document.body).display).to.equal('block');
  });

  it('refuses attribute values the sanitiser refuses, with a warning naming the attribute', async () => {
    const el = await mount(
      {
        schema: {
          attrs: { hover: { href: 'javascript:window.__pbXss = 7', 'data-src': 'javascript:x', title: 'Ok' } },
        },
      },
      '<a href="/work/">Work</a>',
      'a',
    );
    const a = el.querySelector('a') as HTMLAnchorElement;
    await sendMouse({ type: 'move', position: center(a) });
    expect(el.mode).to.equal('hover');
    expect(a.getAttribute('href')).to.equal('/work/');
    expect(a.hasAttribute('data-src')).to.equal(false);
    expect(a.title).to.equal('Ok');
    const text = warn.args.map((x) => String(x[0]));
    expect(
      text.some((t) => t.includes('<pb-multi-view> attribute "views"') && t.includes('href="javascript')),
    ).to.equal(true);
  });

  it('a frame in a hover variant is blocked by the consent blocker until consent, like any other', async () => {
    setPageConfig({ consent: { consenttype: 'optin' } });
    const api = startConsent();
    const scan = sinon.spy(api, 'scan');
    const el = await mount(
      { schema: { content: { hover: `<p>Watch the kiln open.</p>${FRAME}` } } },
      '<p>The kiln.</p>',
    );
    const frame = layerOf(el)?.querySelector('iframe') as HTMLIFrameElement;
    // Scanned as it was swapped in, not a frame later.
    expect(scan.calledWith(el)).to.equal(true);
    expect(frame.hasAttribute('src')).to.equal(false);
    await waitUntil(() => layerOf(el)?.querySelector(`.${PLACEHOLDER_CLASS}`), 'the consent notice');
    await sendMouse({ type: 'move', position: center(el) });
    expect(el.mode).to.equal('hover');
    expect(frame.hasAttribute('src')).to.equal(false);
    await api.setCategory('marketing', true);
    expect(frame.getAttribute('src')).to.equal('/demo-frame-never-served.html');
  });

  it('a frame in a device variant is blocked too, and allowed at once once consent is there', async () => {
    setPageConfig({ consent: { consenttype: 'optin' } });
    const api = startConsent();
    await api.setCategory('marketing', true);
    const el = await mount({ schema: { content: { phone: FRAME } } });
    // Read as the change is told, in the same task as the swap: the blocker's own observer sees it only after.
    let src: string | null | undefined;
    el.addEventListener('pb-multi-view-change', () => {
      src = el.querySelector('iframe')?.getAttribute('src');
    });
    const changed = oneEvent(el, 'pb-multi-view-change');
    await setViewport({ width: BREAKPOINTS.phoneMax, height: 800 });
    await changed;
    expect(src).to.equal('/demo-frame-never-served.html');
  });
});
