import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { setOffset } from '../../src/core/scroll/index.js';
import { engine } from '../helpers/engines.js';

// Its own file (its own page): the load-time re-alignment happens once per page, on the first bar that reports.
const root = document.documentElement;

describe('scroll padding from the offsets topic', () => {
  after(() => {
    setOffset('header', null);
    setOffset('banner', null);
    history.replaceState(null, '', location.pathname + location.search);
    window.scrollTo({ top: 0, behavior: 'instant' });
  });

  it("re-aligns the page's #fragment once when the bars report after the browser's scroll, and pads the browser's own scrolls", async () => {
    const page = await fixture<HTMLElement>(html`
      <div style="height: 5000px; position: relative">
        <h2 id="process" style="position: absolute; top: 1500px; height: 40px; margin: 0; scroll-margin-top: 16px">Process</h2>
        <h2 id="reviews" style="position: absolute; top: 3000px; height: 40px; margin: 0">Reviews</h2>
      </div>
    `);
    const process = page.querySelector('#process') as HTMLElement;
    const reviews = page.querySelector('#reviews') as HTMLElement;
    history.replaceState(null, '', '#process');
    // Where the browser's fragment scroll puts the target before any bar has reported.
    process.scrollIntoView({ behavior: 'instant' });
    expect(process.getBoundingClientRect().top).to.equal(16);
    setOffset('header', { top: 64 });
    // Half a pixel more than the bars: the browser rounds the scroll position to the nearest pixel.
    expect(root.style.scrollPaddingTop).to.equal('64.5px');
    expect(process.getBoundingClientRect().top).to.equal(64 + 16);
    // The browser's own scrolls (tabs' #…_tab link, a field's focus) land below the bar too.
    reviews.scrollIntoView({ behavior: 'instant' });
    // Firefox rounds the half pixel the other way: its own scrolls may land the target 1 px lower, never under.
    expect(reviews.getBoundingClientRect().top).to.be.oneOf(engine === 'firefox' ? [64, 65] : [64]);
    // Once only: later, the visitor's own scroll to the top of the section is left alone.
    setOffset('header', { top: 0 });
    expect(root.style.scrollPaddingTop).to.equal('');
    process.scrollIntoView({ behavior: 'instant' });
    setOffset('header', { top: 64 });
    expect(process.getBoundingClientRect().top).to.equal(16);
  });

  it('keeps a link reached by Tab above a bar at the foot of the window (WCAG 2.4.11)', async () => {
    setOffset('header', null);
    window.scrollTo({ top: 0, behavior: 'instant' });
    const page = await fixture<HTMLElement>(html`
      <div style="height: 3000px; position: relative">
        <a id="first" href="#a" style="position: absolute; top: 10px">First</a>
        <a id="low" href="#b" style="position: absolute; top: ${innerHeight - 60}px">Low</a>
      </div>
    `);
    setOffset('banner', { bottom: 200 });
    expect(root.style.scrollPaddingBottom).to.equal('200.5px');
    (page.querySelector('#first') as HTMLElement).focus();
    await sendKeys({ press: 'Tab' });
    const low = page.querySelector('#low') as HTMLElement;
    expect(document.activeElement).to.equal(low);
    expect(low.getBoundingClientRect().bottom).to.be.at.most(innerHeight - 200);
    setOffset('banner', null);
    expect(root.style.scrollPaddingBottom).to.equal('');
  });
});
