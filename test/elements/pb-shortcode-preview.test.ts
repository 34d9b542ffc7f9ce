// The preview page is a stand-in (test/fixtures/preview/answer.html) that echoes the message it received.
import { aTimeout, expect, fixture, fixtureCleanup, html, oneEvent } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/pb-shortcode-preview.js';
import type { PbShortcodePreview } from '../../elements/pb-shortcode-preview.js';
import { PREVIEW } from '../../src/core/constants/preview.js';
import { resetWarnings } from '../../src/core/log/index.js';
import { setPageConfig } from '../helpers/index.js';
import { ANSWER, loaded, previewFrame } from '../helpers/preview.js';

/** Mounted without fixture(), which would wait for updateComplete, that is, for the whole preview. */
let mounted: HTMLElement[] = [];
function mount(markup: string): PbShortcodePreview {
  const wrap = document.createElement('div');
  wrap.innerHTML = markup;
  document.body.append(wrap);
  mounted.push(wrap);
  return wrap.firstElementChild as PbShortcodePreview;
}

const echoed = (el: Element) => JSON.parse(el.querySelector('.echo')?.textContent ?? '{}');

describe('<pb-shortcode-preview>', () => {
  let warn: sinon.SinonStub;
  beforeEach(() => {
    resetWarnings();
    warn = sinon.stub(console, 'warn');
  });
  afterEach(async () => {
    fixtureCleanup();
    for (const wrap of mounted) wrap.remove();
    mounted = [];
    sinon.restore();
    setPageConfig(null);
    await aTimeout(0);
    previewFrame()?.remove();
  });

  it('is accessible, while loading and with its preview', async () => {
    const el = mount(
      `<pb-shortcode-preview shortcode="[pb_quote]" src="${ANSWER}" nonce="n-1"><p>Loading the preview…</p></pb-shortcode-preview>`,
    );
    expect(el.getAttribute('aria-busy')).to.equal('true');
    await expect(el).to.be.accessible();
    await el.updateComplete;
    expect(el.hasAttribute('aria-busy')).to.equal(false);
    await expect(el).to.be.accessible();
  });

  it('puts the preview in place of its content, from the page config’s endpoint and nonce', async () => {
    setPageConfig({ endpoints: { preview: ANSWER }, nonces: { preview: 'n-2' } });
    const el = document.createElement('pb-shortcode-preview');
    el.shortcode = '[pb_button url="/contact.html"]Book[/pb_button]';
    el.innerHTML = '<p class="placeholder">Loading…</p>';
    const rendered = oneEvent(el, 'pb-preview-render');
    await fixture(el);
    expect((await rendered).detail).to.deep.equal({ shortcode: '[pb_button url="/contact.html"]Book[/pb_button]' });
    expect(el.querySelector('.placeholder')).to.equal(null);
    expect(echoed(el).data).to.deep.equal({ preview_nonce: 'n-2', is_preview: true, shortcode: el.shortcode });
    expect(previewFrame()).to.equal(null);
  });

  it('sanitises the HTML it gets back', async () => {
    const el = await fixture<PbShortcodePreview>(
      html`<pb-shortcode-preview shortcode="[evil]" src=${ANSWER} nonce="n"></pb-shortcode-preview>`,
    );
    await el.updateComplete;
    expect(el.querySelector('.ok')?.textContent).to.equal('ok');
    expect(el.querySelector('script')).to.equal(null);
    expect(el.querySelector('img')?.hasAttribute('onerror')).to.equal(false);
    expect(el.querySelector('a')?.hasAttribute('href')).to.equal(false);
    expect((window as { __pbPwned?: number }).__pbPwned).to.equal(undefined);
  });

  it('keeps its content, warns and reports a frame that never answers, removed after 10 s', async () => {
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const el = mount(
      `<pb-shortcode-preview shortcode="[silent]" src="${ANSWER}" nonce="n"><p class="placeholder">Loading…</p></pb-shortcode-preview>`,
    );
    const frame = previewFrame() as HTMLIFrameElement;
    await loaded(frame);
    const failed = oneEvent(el, 'pb-preview-error');
    clock.tick(PREVIEW.timeout);
    expect((await failed).detail).to.deep.equal({ shortcode: '[silent]', reason: 'timeout' });
    expect(previewFrame()).to.equal(null);
    expect(el.querySelector('.placeholder')).to.not.equal(null);
    expect(warn.args.flat().join(' ')).to.include('<pb-shortcode-preview> attribute "shortcode"');
  });

  it('asks again when the shortcode changes, cancelling the request on its way', async () => {
    const el = mount(`<pb-shortcode-preview shortcode="[silent]" src="${ANSWER}" nonce="n"></pb-shortcode-preview>`);
    const first = previewFrame();
    el.shortcode = '[second]';
    expect(first?.isConnected).to.equal(false);
    expect(document.querySelectorAll('iframe[src*="preview=true"]').length).to.equal(1);
    await el.updateComplete;
    expect(echoed(el).data.shortcode).to.equal('[second]');
  });

  it('warns and asks nothing without a preview page or a nonce', async () => {
    await fixture(html`<pb-shortcode-preview shortcode="[x]" nonce="n"></pb-shortcode-preview>`);
    await fixture(html`<pb-shortcode-preview shortcode="[x]" src=${ANSWER}></pb-shortcode-preview>`);
    expect(previewFrame()).to.equal(null);
    const text = warn.args.flat().join(' ');
    expect(text).to.include('attribute "src"').and.include('attribute "nonce"');
  });
});
