import { expect, fixture } from '@open-wc/testing';
import { lockScroll } from '../../src/core/scroll/lock.js';

/**
 * The lock pads the body by the root's own scrollbar, measured on the root. Each page styles the root's
 * scrollbar so that a probe element would get another width: WebKit shows the html::-webkit-scrollbar root
 * scrollbar (20 px) while a probe gets none, Firefox gives a probe a 12 px scrollbar under a ::-webkit-scrollbar
 * rule while the root's stays overlaid (0). Where the test browser shows no root scrollbar the lock pads nothing.
 */
const pages = {
  'a root-only scrollbar rule': 'html::-webkit-scrollbar { width: 20px; background: #ddd; }',
  'a scrollbar rule for every box': '::-webkit-scrollbar { width: 17px; background: #ddd; }',
};

describe('lockScroll', () => {
  for (const [name, css] of Object.entries(pages)) {
    it(`pads the body by the root's scrollbar, so nothing moves, with ${name}`, async () => {
      const page = await fixture<HTMLElement>(
        `<div><style>${css}</style><p id="para" style="margin:0">A paragraph that would widen.</p><div style="height:3000px"></div></div>`,
      );
      const html = document.documentElement;
      const para = page.querySelector('#para') as HTMLElement;
      const shown = innerWidth - html.clientWidth;
      const before = para.getBoundingClientRect().toJSON();
      const padding = Number.parseFloat(getComputedStyle(document.body).paddingRight);
      const unlock = lockScroll(document);
      try {
        expect(getComputedStyle(html).overflow).to.equal('hidden');
        expect(innerWidth - html.clientWidth, 'no scrollbar').to.equal(0);
        expect(Number.parseFloat(getComputedStyle(document.body).paddingRight)).to.equal(padding + shown);
        expect(para.getBoundingClientRect().toJSON(), 'no layout shift').to.deep.equal(before);
      } finally {
        unlock();
        page.remove();
      }
      expect(html.style.overflow).to.equal('');
      expect(document.body.style.paddingRight).to.equal('');
    });
  }

  it('pads nothing on a page without a root scrollbar', async () => {
    const page = await fixture<HTMLElement>(
      '<div><style>::-webkit-scrollbar { width: 17px; }</style><p>Short.</p></div>',
    );
    const unlock = lockScroll(document);
    expect(document.body.style.paddingRight).to.equal('');
    unlock();
    page.remove();
  });
});
