/**
 * No layout shift on upgrade for the plain form elements (<pb-search>, <pb-contact-form>, <pb-comments>): the page
 * is laid out with only the pre-upgrade rules (pb.css), then the elements are defined, and every box stays put.
 * They have no shadow root, so their look after the upgrade is those same rules, adopted in the document. The
 * elements are imported only after the page was measured without them.
 */
import { expect } from '@open-wc/testing';
import { lightStyles as comments } from '../../src/components/comments/styles.js';
import { lightStyles as contactForm } from '../../src/components/contact-form/styles.js';
import { lightStyles as search } from '../../src/components/search-form/styles.js';

type Upgradable = HTMLElement & { updateComplete: Promise<void> };

// Children with the browser's own margins (p, ol, h3), which the rules must treat alike before and after.
const markup = `
  <p>Before</p>
  <pb-search><form role="search" action="/search.html" method="get"><p><label for="q">Search</label>
    <input id="q" type="search" name="q"></p><button>Search</button></form></pb-search>
  <pb-contact-form><form action="/contact" method="post"><input type="hidden" name="pb_token" value="t">
    <p><label for="n">Name</label><input id="n" name="name" required></p><button type="submit">Send</button></form></pb-contact-form>
  <pb-comments><ol class="comment-list"><li id="comment-1" class="comment"><article id="div-comment-1"><p>First</p></article></li></ol>
    <div id="respond"><h3 id="reply-title"><span>Leave a comment</span></h3>
    <form action="/api/comments" method="post"><p><label for="c">Comment</label><textarea id="c" name="body" required></textarea></p>
    <input type="hidden" name="post_id" value="1"><input type="hidden" name="parent_id" value="0">
    <button type="submit">Post comment</button></form></div></pb-comments>
  <p id="after">After</p>
`;

describe('<pb-search>, <pb-contact-form> and <pb-comments> upgrade', () => {
  let root: HTMLElement;
  let style: HTMLStyleElement;
  let was: DOMRectJSON[];
  let now: DOMRectJSON[];
  type DOMRectJSON = ReturnType<DOMRect['toJSON']>;

  before(async () => {
    style = document.createElement('style');
    style.textContent = [search, contactForm, comments].join('\n');
    document.head.append(style);
    root = document.createElement('div');
    root.style.width = '360px';
    root.innerHTML = markup;
    document.body.append(root);
    const tags = ['pb-search', 'pb-contact-form', 'pb-comments'];
    const boxes = () =>
      [...root.querySelectorAll(`${tags.join(', ')}, #after`)].map((el) => el.getBoundingClientRect().toJSON());
    was = boxes();
    for (const tag of tags) expect(customElements.get(tag), tag).to.equal(undefined);
    await Promise.all([
      import('../../elements/pb-search.js'),
      import('../../elements/pb-contact-form.js'),
      import('../../elements/pb-comments.js'),
    ]);
    await Promise.all([...root.querySelectorAll<Upgradable>(tags.join(', '))].map((el) => el.updateComplete));
    now = boxes();
  });

  after(() => {
    root.remove();
    style.remove();
  });

  it('is accessible after the upgrade', async () => {
    await expect(root).to.be.accessible();
  });

  it('moves nothing: each element keeps its box, and so does what follows them', () => {
    expect(was[0]?.height, 'measured a real box').to.be.greaterThan(20);
    expect(now).to.deep.equal(was);
  });
});
