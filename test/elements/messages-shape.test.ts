import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/pb-scroll-top.js';
import type { PbScrollTop } from '../../elements/pb-scroll-top.js';
import { resetWarnings } from '../../src/core/log/index.js';
import { setPageConfig } from '../helpers/index.js';

/** Issue 27 §7: `messages` of the wrong shape warns once, naming the element and the attribute, on every element. */
describe('messages of the wrong shape', () => {
  let warn: sinon.SinonStub;
  beforeEach(() => {
    resetWarnings();
    warn = sinon.stub(console, 'warn');
  });
  afterEach(() => {
    sinon.restore();
    fixtureCleanup();
    setPageConfig(null);
  });

  const label = (el: PbScrollTop) => el.shadowRoot?.querySelector('button')?.getAttribute('aria-label');
  const said = () => warn.args.map((a) => String(a[0]));

  it('is accessible with its messages overridden', async () => {
    const el = await fixture<PbScrollTop>(html`<pb-scroll-top messages='{"label": "Nach oben"}'></pb-scroll-top>`);
    await expect(el).to.be.accessible();
  });

  it('a JSON list: one warning naming the element and the attribute; the defaults stay', async () => {
    const el = await fixture<PbScrollTop>(html`<pb-scroll-top messages='["Nach oben"]'></pb-scroll-top>`);
    const other = await fixture<PbScrollTop>(html`<pb-scroll-top messages='["Nach oben"]'></pb-scroll-top>`);
    expect(label(el)).to.equal('Back to top');
    expect(label(other)).to.equal('Back to top');
    expect(said()).to.have.length(1);
    expect(said()[0]).to.contain('<pb-scroll-top> attribute "messages"').and.contain('got a list; using the defaults');
  });

  it('non-string values are dropped with a warning naming them; string values are kept', async () => {
    setPageConfig({ messages: { 'pb-scroll-top': { label: 'Page top' } } });
    const el = await fixture<PbScrollTop>(html`<pb-scroll-top messages='{"label": 5}'></pb-scroll-top>`);
    expect(label(el), 'the page config, as if the key were not given').to.equal('Page top');
    expect(said()).to.have.length(1);
    expect(said()[0]).to.contain('<pb-scroll-top> attribute "messages"').and.contain('"label" (5)');
    warn.resetHistory();
    el.messages = { label: 'Nach oben', extra: null } as never;
    await el.updateComplete;
    expect(label(el)).to.equal('Nach oben');
    expect(said()[0]).to.contain('"extra" (null)');
  });

  it('a well-formed object, or none, says nothing', async () => {
    const el = await fixture<PbScrollTop>(html`<pb-scroll-top messages='{"label": "Nach oben"}'></pb-scroll-top>`);
    await fixture(html`<pb-scroll-top></pb-scroll-top>`);
    expect(label(el)).to.equal('Nach oben');
    expect(warn.called).to.equal(false);
  });

  it("the page config's table of the wrong shape warns too, naming the tag, when an element of that tag reads it", async () => {
    setPageConfig({ messages: { 'pb-scroll-top': ['x'], 'pb-tabs': { next: 1, prev: 'Back' } } });
    const el = await fixture<PbScrollTop>(html`<pb-scroll-top></pb-scroll-top>`);
    expect(label(el)).to.equal('Back to top');
    expect(said().join('\n')).to.contain('<script id="pb-config"> "messages.pb-scroll-top": expected a JSON object');
    // No <pb-tabs> on the page: its table is not read, so not checked (consent.js parses the config without it).
    expect(said().join('\n')).not.to.contain('pb-tabs');
  });
});
