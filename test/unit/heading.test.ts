/**
 * The outline rule (core/heading) on plain DOM: nothing is upgraded in this
 * file, the rule knows hosts and sections by tag name.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import sinon from 'sinon';
import {
  authorHeadingLevel,
  clampLevel,
  contextBefore,
  explicitLevel,
  outlineLevel,
} from '../../src/core/heading/index.js';

let page: HTMLElement;

function mount(markup: string): HTMLElement {
  page = document.createElement('div');
  page.innerHTML = markup;
  document.body.append(page);
  return page;
}

const all = (selector = 'pb-toggle'): Element[] => [...page.querySelectorAll(selector)];
/** Each host's level, computed in document order as the elements mount. */
const levels = (selector?: string): number[] => all(selector).map((el) => outlineLevel(el));
const byId = (id: string): Element => page.querySelector(`#${id}`) as Element;

describe('core/heading outline rule', () => {
  afterEach(() => {
    page?.remove();
    sinon.restore();
  });

  it('goes one level under the heading before it; nothing before counts as the page h1', () => {
    mount('<pb-toggle id="first"></pb-toggle><h2>Questions</h2><pb-toggle></pb-toggle>');
    expect(levels()).to.deep.equal([2, 3]);
  });

  it('clamps to 2-6: under an h6 it is 6, under an h1 it is 2', () => {
    mount('<h6>Deep</h6><pb-toggle></pb-toggle><h1>Title</h1><pb-toggle></pb-toggle>');
    expect(levels()).to.deep.equal([6, 2]);
    expect([clampLevel(0), clampLevel(4), clampLevel(9)]).to.deep.equal([2, 4, 6]);
  });

  it('lets a valid explicit level win; an invalid one falls back to the rule', () => {
    mount('<h2>Q</h2><pb-toggle></pb-toggle>');
    const [toggle] = all() as [Element];
    expect(outlineLevel(toggle, 5)).to.equal(5);
    expect(outlineLevel(toggle, 2)).to.equal(2);
    for (const bad of [1, 7, 2.5, Number.NaN, 'x', '', null, undefined]) expect(outlineLevel(toggle, bad)).to.equal(3);
    expect([explicitLevel('4'), explicitLevel(' 6 '), explicitLevel('1'), explicitLevel('4.5')]).to.deep.equal([
      4,
      6,
      undefined,
      undefined,
    ]);
  });

  it('puts consecutive hosts under one heading at one level, whatever is inside the earlier ones', () => {
    mount(`<h2>Questions</h2>
      <pb-accordion>
        <pb-toggle><h4>In the content</h4><div><h5>deeper</h5></div></pb-toggle>
        <pb-toggle heading-level="6"></pb-toggle>
        <p>text</p>
        <div><span><pb-toggle></pb-toggle></span></div>
        <pb-toggle></pb-toggle>
      </pb-accordion>`);
    expect(all().map((el) => outlineLevel(el, el.getAttribute('heading-level')))).to.deep.equal([3, 6, 3, 3]);
  });

  it('gives the same answer when a later host is asked first (its neighbours are worked out on the way)', () => {
    mount('<h3>S</h3><pb-toggle></pb-toggle><div><pb-toggle><pb-toggle id="inner"></pb-toggle></pb-toggle></div>');
    expect(outlineLevel(byId('inner'))).to.equal(5);
    expect(levels()).to.deep.equal([4, 4, 5]);
  });

  it('nests: inside a host the content sits under its heading, after any author heading in the content', () => {
    mount(`<h2>Q</h2>
      <pb-toggle id="outer">
        <pb-toggle id="a"></pb-toggle>
        <h4>Author</h4>
        <pb-toggle id="b"><pb-toggle id="c"></pb-toggle></pb-toggle>
      </pb-toggle>
      <pb-toggle id="after"></pb-toggle>`);
    expect(levels()).to.deep.equal([3, 4, 5, 6, 3]);
  });

  it("reads an outer host's explicit heading-level attribute when the outer one has not computed yet", () => {
    mount('<h2>Q</h2><pb-toggle heading-level="5"><pb-toggle id="inner"></pb-toggle></pb-toggle>');
    expect(outlineLevel(byId('inner'))).to.equal(6);
  });

  it('uses what an outer host computed (its property, not only its attribute)', () => {
    mount('<h2>Q</h2><pb-toggle id="outer"><pb-toggle id="inner"></pb-toggle></pb-toggle>');
    expect(outlineLevel(byId('outer'), 2)).to.equal(2);
    expect(outlineLevel(byId('inner'))).to.equal(3);
  });

  it('counts author headings: h1-h6, role=heading with aria-level (default 2), aria-level over hN; not hN with another role', () => {
    mount(`<div role="heading" aria-level="4">x</div><pb-toggle></pb-toggle>
      <span role="heading">x</span><pb-toggle></pb-toggle>
      <h3 aria-level="5">x</h3><pb-toggle></pb-toggle>
      <h6 role="presentation">x</h6><pb-toggle></pb-toggle>
      <section><article><h2>x</h2></article><p></p></section><pb-toggle></pb-toggle>`);
    expect(levels()).to.deep.equal([5, 3, 6, 6, 3]);
    const el = (tag: string, attrs: Record<string, string> = {}) => {
      const e = document.createElement(tag);
      for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
      return e;
    };
    expect(authorHeadingLevel(el('p'))).to.equal(undefined);
    expect(authorHeadingLevel(el('h2', { role: 'heading button' }))).to.equal(2);
    expect(authorHeadingLevel(el('div', { role: 'heading', 'aria-level': 'x' }))).to.equal(2);
    expect(authorHeadingLevel(el('h4', { role: ' ' }))).to.equal(4);
  });

  it('closes sections: headings inside an earlier pb-tab do not reach the next tab; tab content continues the outline', () => {
    mount(`<h2>Product</h2>
      <pb-tabs>
        <pb-tab><h3>Care</h3><pb-toggle></pb-toggle></pb-tab>
        <pb-tab><pb-toggle></pb-toggle></pb-tab>
      </pb-tabs>
      <pb-toggle></pb-toggle>`);
    expect(levels()).to.deep.equal([4, 3, 3]);
  });

  it('treats shadow roots as opaque, and continues from a shadow host into its tree', () => {
    mount('<h2>Q</h2><div id="host"></div><div id="other"></div><pb-toggle id="after"></pb-toggle>');
    const shadow = byId('host').attachShadow({ mode: 'open' });
    shadow.innerHTML = '<p>x</p><pb-toggle id="first"></pb-toggle><h4>shadow</h4><pb-toggle id="second"></pb-toggle>';
    // Another component's own heading, e.g. in a tab panel it renders.
    byId('other').attachShadow({ mode: 'open' }).innerHTML = '<h6>not counted</h6><slot></slot>';
    const [first, second] = [...shadow.querySelectorAll('pb-toggle')] as unknown as [Element, Element];
    expect([outlineLevel(first), outlineLevel(second), outlineLevel(byId('after'))]).to.deep.equal([3, 5, 3]);
  });

  it("does not see a host's rendered shadow heading: the next host stays at the same level", () => {
    mount('<h2>Q</h2><pb-toggle id="a"></pb-toggle><pb-toggle id="b"></pb-toggle>');
    byId('a').attachShadow({ mode: 'open' }).innerHTML = '<h3 part="heading"><button>A</button></h3><slot></slot>';
    expect([outlineLevel(byId('a')), outlineLevel(byId('b'))]).to.deep.equal([3, 3]);
  });

  it('counts an author heading around the element', () => {
    mount('<h4><pb-toggle></pb-toggle></h4>');
    expect(levels()).to.deep.equal([5]);
  });

  it('computes again on request: a host that moved, or whose outline changed, gets its new level', () => {
    mount('<h2>Q</h2><pb-toggle id="a"></pb-toggle><div id="target"></div>');
    expect(outlineLevel(byId('a'))).to.equal(3);
    byId('target').before(document.createElement('h4'));
    byId('target').append(byId('a'));
    expect(outlineLevel(byId('a'))).to.equal(5);
    expect(contextBefore(byId('target'))).to.equal(4);
  });

  it('does not walk the page once per element: 1000 wrapped toggles cost O(n) subtree queries', () => {
    const items = Array.from({ length: 1000 }, () => '<div class="w"><p>x</p><pb-toggle></pb-toggle></div>').join('');
    mount(`<h2>Q</h2><div>${items}</div>`);
    const query = sinon.spy(Element.prototype, 'querySelectorAll');
    expect(new Set(levels())).to.deep.equal(new Set([3]));
    // One query per toggle for the wrapper before it; a quadratic walk would make ~500,000.
    expect(query.callCount).to.be.below(2 * 1000 + 10);
  });

  it('matches a reference model on random flat pages: one under the last author heading, hosts skipped', () => {
    const item = fc.oneof(fc.integer({ min: 1, max: 6 }), fc.constant(0));
    fc.assert(
      fc.property(fc.array(item, { maxLength: 30 }), (items) => {
        // 0 is a host holding an h6 in its content; n is an author hn.
        mount(items.map((n) => (n === 0 ? '<pb-toggle><h6>in</h6></pb-toggle>' : `<h${n}>h</h${n}>`)).join(''));
        let last = 1;
        const expected: number[] = [];
        for (const n of items) {
          if (n === 0) expected.push(Math.min(6, Math.max(2, last + 1)));
          else last = n;
        }
        const got = levels();
        page.remove();
        expect(got).to.deep.equal(expected);
      }),
      { numRuns: 100 },
    );
  });
});
