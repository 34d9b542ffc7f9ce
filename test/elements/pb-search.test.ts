import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/pb-search.js';
import type { PbSearch } from '../../elements/pb-search.js';
import { reactDownloads } from '../helpers/index.js';

async function search(value = '', attrs = ''): Promise<{ el: PbSearch; field: HTMLInputElement; submits: string[] }> {
  const el = await fixture<PbSearch>(html`<div></div>`);
  el.outerHTML = `<pb-search ${attrs}><form role="search" action="/search.html" method="get">
    <label for="q">Search the site</label><input id="q" type="search" name="q" value="${value}"><button>Search</button>
  </form></pb-search>`;
  const host = document.querySelector('pb-search') as PbSearch;
  await host.updateComplete;
  const submits: string[] = [];
  // What the browser would send: the test keeps the page, so navigation is stopped after the element had its say.
  host.querySelector('form')?.addEventListener('submit', (e) => {
    // The form's own handler runs after the element's (capture) check.
    if (!e.defaultPrevented)
      submits.push(new URLSearchParams(new FormData(e.target as HTMLFormElement) as never).toString());
    e.preventDefault();
  });
  return { el: host, field: host.querySelector('input') as HTMLInputElement, submits };
}

describe('<pb-search>', () => {
  afterEach(() => document.querySelector('pb-search')?.remove());

  it('is accessible', async () => {
    const { el } = await search('kiln');
    await expect(el).to.be.accessible();
  });

  it('is plain: no shadow root and no React downloaded; a block without pb.css, hidden by `hidden`', async () => {
    const { el } = await search('kiln');
    expect(el.shadowRoot).to.equal(null);
    expect(reactDownloads()).to.deep.equal([]);
    expect(getComputedStyle(el).display).to.equal('block');
    el.hidden = true;
    expect(getComputedStyle(el).display).to.equal('none');
  });

  it('blocks an empty or white-space query with a message tied to the field; focus stays in the field', async () => {
    for (const value of ['', '   ']) {
      const { el, field, submits } = await search(value);
      (el.querySelector('button') as HTMLButtonElement).click();
      expect(submits).to.deep.equal([]);
      expect(field.getAttribute('aria-invalid')).to.equal('true');
      const message = document.getElementById(field.getAttribute('aria-describedby') as string) as HTMLElement;
      expect(message.textContent).to.equal('Type a word to search for.');
      expect(message.hidden).to.equal(false);
      expect(document.activeElement).to.equal(field);
      await expect(el).to.be.accessible();
      el.remove();
    }
  });

  it('Enter in the empty field is blocked too; typing clears the message and the query is sent', async () => {
    const { field, submits } = await search();
    field.focus();
    await sendKeys({ press: 'Enter' });
    expect(submits).to.deep.equal([]);
    expect(field.getAttribute('aria-invalid')).to.equal('true');
    await sendKeys({ type: 'glaze' });
    expect(field.hasAttribute('aria-invalid')).to.equal(false);
    expect(field.hasAttribute('aria-describedby')).to.equal(false);
    await sendKeys({ press: 'Enter' });
    expect(submits).to.deep.equal(['q=glaze']);
  });

  it('keeps the field’s own description and takes the message from the messages attribute, as text', async () => {
    const { el, field } = await search('', `messages='{"empty":"<img src=x onerror=alert(1)> Zoekterm?"}'`);
    field.setAttribute('aria-describedby', 'hint');
    (el.querySelector('form') as HTMLFormElement).requestSubmit();
    const ids = (field.getAttribute('aria-describedby') as string).split(' ');
    expect(ids[0]).to.equal('hint');
    const message = document.getElementById(ids[1] as string) as HTMLElement;
    expect(message.textContent).to.equal('<img src=x onerror=alert(1)> Zoekterm?');
    expect(message.querySelector('img')).to.equal(null);
  });
});
