/**
 * An element's shadow sheets follow the viewport even when it changed while no element of the tag was on the
 * page. WebKit kept the old @media results there (tabs created after a resize to a phone stayed unstacked).
 */
import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/pb-tabs.js';
import { refreshMediaRules } from '../../src/components/element/media-refresh.js';
import { TABS } from '../../src/core/constants/index.js';

const tabs = () => html`<pb-tabs><pb-tab label="One"><p>1</p></pb-tab><pb-tab label="Two"><p>2</p></pb-tab></pb-tabs>`;
const direction = (el: Element) =>
  getComputedStyle(el.shadowRoot?.querySelector('[role="tablist"]') as HTMLElement).flexDirection;

describe('wrapper: shadow sheets and the viewport', () => {
  afterEach(async () => {
    fixtureCleanup();
    sinon.restore();
    await setViewport({ width: 800, height: 600 });
  });

  it('is accessible stacked on a phone', async () => {
    await setViewport({ width: TABS.stackBelow - 1, height: 700 });
    await expect(await fixture(tabs())).to.be.accessible();
  });

  it('styles an element by the viewport it connects in, after a resize with none of its tag on the page', async () => {
    await setViewport({ width: TABS.stackBelow + 200, height: 700 });
    expect(direction(await fixture(tabs())), 'desktop').to.equal('row');
    fixtureCleanup();
    await setViewport({ width: TABS.stackBelow - 1, height: 700 });
    expect(direction(await fixture(tabs())), 'phone, after the resize').to.equal('column');
  });

  it('touches only sheets with @media rules, and only once the viewport has changed', () => {
    const plain = new CSSStyleSheet();
    plain.replaceSync('p{color:red}');
    const media = new CSSStyleSheet();
    media.replaceSync('@media (max-width: 600px){p{color:red}}');
    const touched = [sinon.spy(plain, 'insertRule'), sinon.spy(media, 'insertRule')];
    const view = { innerWidth: 1000, innerHeight: 700 } as Window;
    refreshMediaRules([plain, media], view);
    refreshMediaRules([plain, media], view);
    expect(
      touched.map((s) => s.callCount),
      'same viewport',
    ).to.deep.equal([0, 0]);
    refreshMediaRules([plain, media], { innerWidth: 390, innerHeight: 700 } as Window);
    expect(
      touched.map((s) => s.callCount),
      'resized',
    ).to.deep.equal([0, 1]);
    expect(media.cssRules.length, 'the text unchanged').to.equal(1);
  });
});
